import { and, desc, eq, isNull } from "drizzle-orm";
import { type SettlementParts, type SettlementProblem, settlementProblem } from "../../src/domain/finance.ts";
import { parseMoney } from "../../src/domain/money.ts";
import { FINANCIAL_ENTRIES_REQUIREMENT } from "../../src/domain/permissions.ts";
import { financialEntriesEndpoints } from "../../src/schemas/endpoints/finance-entries.ts";
import { FinancialEntryDetail } from "../../src/schemas/finance-entries.ts";
import { HttpError, message, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { auditedEntry, centsOfMoney, loadEntry, loadEntryDetail } from "./entry-store.ts";
import { reverseSettlements, SettlementRefused, settleEntries } from "./ledger.ts";
import { financeAccounts, financialEntries, financialSettlements } from "./schema.ts";

// Settling (baixa) a payable or receivable, whole or in part, with interest, fine and discount, and reopening it
// (undoing its last settlement, or all of them). Both audited with the entry before and after. The ledger locks
// the entry, so two settlements at once never settle more than it is worth.

const ENTITY = "financial_entries";

/** The field a settlement problem is shown under. */
const FIELD_OF: Readonly<Record<SettlementProblem | "canceled" | "missing", string>> = {
  "value-required": "value",
  "value-above-open": "value",
  "discount-above-total": "discount",
  "too-large": "value",
  canceled: "value",
  missing: "value",
};

const refused = (problem: SettlementProblem | "canceled" | "missing") =>
  new ValidationError({ [FIELD_OF[problem]]: [message(`finance-entries:server.settlement.${problem}`)] });

const settle = defineRoute({
  endpoint: financialEntriesEndpoints.settle,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "Settles an installment (Idempotency-Key): value is the principal (less than what is open leaves the rest " +
    "open), plus interest and fine, minus discount, moved through an active account of the entry's unit",
  params: { id: financialEntries },
  bodyIds: { account_id: financeAccounts },
  handler: async ({ c, services, session, params, body, audit }) => {
    const before = await loadEntry(services.db, session, params.id);
    const [account] = await services.db
      .select({ companyId: financeAccounts.companyId, active: financeAccounts.active })
      .from(financeAccounts)
      .where(tenantScope(financeAccounts, session, eq(financeAccounts.id, body.account_id)));
    if (!account || account.companyId !== before.companyId || !account.active)
      throw new ValidationError({ account_id: [message("finance-entries:server.settlement.account")] });
    const parts: SettlementParts = {
      value: parseMoney(body.value) ?? 0,
      interest: parseMoney(body.interest ?? "0") ?? 0,
      fine: parseMoney(body.fine ?? "0") ?? 0,
      discount: parseMoney(body.discount ?? "0") ?? 0,
    };
    const problem = settlementProblem(parts, centsOfMoney(before.value) - centsOfMoney(before.settledValue));
    if (problem !== null) throw refused(problem);
    return idempotent(
      {
        c,
        services,
        session,
        route: `financial_entries.settle.${params.id}`,
        request: body,
        response: FinancialEntryDetail,
        status: 201,
      },
      async (tx) => {
        try {
          const [settlement] = await settleEntries(tx, [
            {
              ...parts,
              entryId: params.id,
              accountId: body.account_id,
              date: body.date,
              userId: session.userId,
              at: services.now(),
            },
          ]);
          const after = await loadEntry(tx, session, params.id);
          await audit(
            {
              action: "settled",
              entity: ENTITY,
              entityId: params.id,
              details: {
                before: auditedEntry(before),
                after: auditedEntry(after),
                settlement_id: settlement?.id ?? null,
                account_id: body.account_id,
                date: body.date,
                value: body.value,
                interest: body.interest ?? "0.00",
                fine: body.fine ?? "0.00",
                discount: body.discount ?? "0.00",
              },
            },
            tx,
          );
          return loadEntryDetail(tx, session, params.id, services.now());
        } catch (error) {
          if (error instanceof SettlementRefused) throw refused(error.problem);
          throw error;
        }
      },
    );
  },
});

const reopen = defineRoute({
  endpoint: financialEntriesEndpoints.reopen,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary: "Reopens an installment: undoes its last settlement (all: every one), giving the money back to the account",
  params: { id: financialEntries },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await loadEntry(services.db, session, params.id);
    const at = services.now();
    await services.db.transaction(async (tx) => {
      const settled = await tx
        .select({ id: financialSettlements.id })
        .from(financialSettlements)
        .where(and(eq(financialSettlements.entryId, params.id), isNull(financialSettlements.reversedAt)))
        .orderBy(desc(financialSettlements.id))
        .for("update");
      const chosen = body.all ? settled : settled.slice(0, 1);
      if (chosen.length === 0) throw new HttpError(409, [message("finance-entries:server.nothing-settled")]);
      const reversed = await reverseSettlements(tx, {
        multiStoreId: session.multiStoreId,
        settlementIds: chosen.map((row) => row.id),
        at,
      });
      const after = await loadEntry(tx, session, params.id);
      await audit(
        {
          action: "reopened",
          entity: ENTITY,
          entityId: params.id,
          details: {
            before: auditedEntry(before),
            after: auditedEntry(after),
            settlement_ids: reversed.map((row) => row.id),
          },
        },
        tx,
      );
    });
    return loadEntryDetail(services.db, session, params.id, services.now());
  },
});

export const financialEntrySettlementsRoutes = [settle, reopen];
