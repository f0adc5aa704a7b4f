import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { auditChange } from "../../src/domain/audit.ts";
import { compareAccountPlanCodes, type EntryKind, splitInstallments } from "../../src/domain/finance.ts";
import { centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import { FINANCIAL_ENTRIES_REQUIREMENT } from "../../src/domain/permissions.ts";
import { cleanText } from "../../src/domain/text.ts";
import { financialEntriesEndpoints } from "../../src/schemas/endpoints/finance-entries.ts";
import type { FinancialEntryListQuery } from "../../src/schemas/finance-entries.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { moneySumText } from "../db/money-sum.ts";
import { HttpError, message, ValidationError } from "../http/errors.ts";
import { businessDate, listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { ofOwnUnits, tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import {
  auditedEntry,
  centsOfMoney,
  entryRowOut,
  entrySelect,
  loadEntry,
  loadEntryDetail,
  statusSql,
  visibleEntries,
} from "./entry-store.ts";
import { amendEntry, cancelUnsettledEntry, createEntries } from "./ledger.ts";
import { accountPlans, financeAccounts, financialEntries } from "./schema.ts";

// Payables and receivables (/contas-a-pagar-receber, issue 14, FIN 1): the list with its totals per status, the
// form's choices for a unit, one entry, a new bill split into installments, changing and canceling one installment.
// Entries are written only through the finance ledger; a canceled entry keeps its row (canceled_at), as Conta Azul
// keeps a deleted bill's history.

const fe = financialEntries;
const ENTITY = "financial_entries";

const problem = (field: string, key: string) =>
  new ValidationError({ [field]: [message(`finance-entries:server.${key}`)] });

type References = {
  readonly kind: EntryKind;
  readonly companyId: number;
  readonly accountPlanId: number | null;
  readonly accountId: number | null;
  readonly supplierId: number | null;
  readonly customerId: number | null;
};

/** The unit is one the user works in; the chart row and account are of that unit; the person fits the kind. */
async function checkReferences(db: Db, session: SessionInfo, refs: References): Promise<void> {
  if (!session.companyIds.includes(refs.companyId)) throw problem("company_id", "unit-not-yours");
  if (refs.kind === "pay" && refs.customerId !== null) throw problem("customer_id", "customer-on-payable");
  if (refs.kind === "receive" && refs.supplierId !== null) throw problem("supplier_id", "supplier-on-receivable");
  if (refs.accountPlanId !== null) {
    const [plan] = await db
      .select({ companyId: accountPlans.companyId, isInflow: accountPlans.isInflow })
      .from(accountPlans)
      .where(tenantScope(accountPlans, session, eq(accountPlans.id, refs.accountPlanId)));
    if (!plan || plan.companyId !== refs.companyId) throw problem("account_plan_id", "plan-other-unit");
    if (plan.isInflow !== (refs.kind === "receive"))
      throw problem("account_plan_id", refs.kind === "receive" ? "plan-not-inflow" : "plan-not-outflow");
  }
  if (refs.accountId !== null) {
    const [account] = await db
      .select({ companyId: financeAccounts.companyId, active: financeAccounts.active })
      .from(financeAccounts)
      .where(tenantScope(financeAccounts, session, eq(financeAccounts.id, refs.accountId)));
    if (!account || account.companyId !== refs.companyId) throw problem("account_id", "account-other-unit");
    if (!account.active) throw problem("account_id", "account-inactive");
  }
}

const sortable = {
  due_date: fe.dueDate,
  competency_date: fe.competencyDate,
  value: fe.value,
  open_value: sql`(${fe.value} - ${fe.settledValue})`,
  description: sql`lower(${fe.description})`,
  id: fe.id,
} as const;

function periodOf(query: FinancialEntryListQuery): SQL | undefined {
  const column = query.period_on === "competency" ? fe.competencyDate : fe.dueDate;
  const from = query.initial_date ? sql`${column} >= ${query.initial_date}::date` : undefined;
  const to = query.final_date ? sql`${column} <= ${query.final_date}::date` : undefined;
  return from && to ? and(from, to) : (from ?? to);
}

const list = defineRoute({
  endpoint: financialEntriesEndpoints.list,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "Payables and receivables, one row per installment, of the units the user works in (canceled ones left out); " +
    "period on the due date (period_on=competency: the competency date); totals per status over the whole filter",
  queryIds: {
    company_id: companies,
    account_id: financeAccounts,
    account_plan_id: accountPlans,
    supplier_id: suppliers,
    customer_id: customers,
  },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const today = businessDate(services.now());
    const status = statusSql(today);
    const open = sql`(${fe.value} - ${fe.settledValue})`;
    const { data, meta, totals } = await listPage({
      db,
      query,
      scope: { table: fe, session },
      units: fe.companyId,
      sort: { by: sortable, field: "due_date", direction: "asc", tieBreak: [asc(fe.id)] },
      search: { columns: [fe.description, fe.document, suppliers.name, customers.name], number: fe.id },
      dates: { where: periodOf(query) },
      where: [
        sql`${fe.canceledAt} is null`,
        query.status ? sql`${status} = ${Number(query.status)}` : undefined,
        query.kind ? eq(fe.kind, query.kind) : undefined,
        query.company_id ? eq(fe.companyId, query.company_id) : undefined,
        query.account_id ? eq(fe.accountId, query.account_id) : undefined,
        query.account_plan_id ? eq(fe.accountPlanId, query.account_plan_id) : undefined,
        query.supplier_id ? eq(fe.supplierId, query.supplier_id) : undefined,
        query.customer_id ? eq(fe.customerId, query.customer_id) : undefined,
      ],
      rows: entrySelect(db, today),
      totals: db
        .select({
          count: count(),
          paid: moneySumText(sql`sum(${fe.settledValue})`),
          open: moneySumText(sql`sum(${open}) filter (where ${fe.dueDate} >= ${today}::date)`),
          overdue: moneySumText(sql`sum(${open}) filter (where ${fe.dueDate} < ${today}::date)`),
        })
        .from(fe)
        .leftJoin(suppliers, eq(suppliers.id, fe.supplierId))
        .leftJoin(customers, eq(customers.id, fe.customerId))
        .$dynamic(),
      item: entryRowOut,
    });
    return {
      data,
      meta,
      totals: { paid: totals?.paid ?? "0.00", open: totals?.open ?? "0.00", overdue: totals?.overdue ?? "0.00" },
    };
  },
});

const choices = defineRoute({
  endpoint: financialEntriesEndpoints.choices,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "The units the user works in; for company_id the unit's chart of accounts (by code) and active accounts, " +
    "without it the active accounts of all those units; supplier_id / customer_id: that person's name",
  queryIds: { company_id: companies, supplier_id: suppliers, customer_id: customers },
  handler: async ({ services: { db }, session, query }) => {
    const companyId = query.company_id;
    if (companyId !== undefined && !session.companyIds.includes(companyId))
      throw problem("company_id", "unit-not-yours");
    const accountsOf = companyId === undefined ? ofOwnUnits(financeAccounts.companyId, session) : undefined;
    const [units, plans, accounts, supplier, customer] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.multiStoreId, session.multiStoreId), ofOwnUnits(companies.id, session)))
        .orderBy(asc(companies.name), asc(companies.id)),
      companyId === undefined
        ? []
        : db
            .select({
              id: accountPlans.id,
              code: accountPlans.code,
              name: accountPlans.name,
              is_inflow: accountPlans.isInflow,
            })
            .from(accountPlans)
            .where(tenantScope(accountPlans, session, eq(accountPlans.companyId, companyId))),
      db
        .select({
          id: financeAccounts.id,
          account_name: financeAccounts.accountName,
          kind: financeAccounts.kind,
          company_id: financeAccounts.companyId,
        })
        .from(financeAccounts)
        .where(
          tenantScope(
            financeAccounts,
            session,
            companyId === undefined ? accountsOf : eq(financeAccounts.companyId, companyId),
            eq(financeAccounts.active, true),
          ),
        )
        .orderBy(asc(financeAccounts.accountName), asc(financeAccounts.companyId), asc(financeAccounts.id)),
      query.supplier_id === undefined
        ? []
        : db
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(tenantScope(suppliers, session, eq(suppliers.id, query.supplier_id))),
      query.customer_id === undefined
        ? []
        : db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(tenantScope(customers, session, eq(customers.id, query.customer_id))),
    ]);
    return {
      units,
      account_plans: [...plans].sort((a, b) => compareAccountPlanCodes(a.code, b.code)),
      accounts,
      supplier: supplier[0] ?? null,
      customer: customer[0] ?? null,
    };
  },
});

const detail = defineRoute({
  endpoint: financialEntriesEndpoints.detail,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary: "One installment with its settlements (newest first) and the installments of its bill",
  params: { id: financialEntries },
  handler: ({ services, session, params }) => loadEntryDetail(services.db, session, params.id, services.now()),
});

const idsFields = {
  company_id: companies,
  account_id: financeAccounts,
  account_plan_id: accountPlans,
  supplier_id: suppliers,
  customer_id: customers,
} as const;

const create = defineRoute({
  endpoint: financialEntriesEndpoints.create,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "A new payable or receivable split into `installments` (1 by default) a month apart from due_date, the cents " +
    "that do not divide evenly on the first ones; answers the first installment",
  bodyIds: idsFields,
  handler: async ({ services, session, body, audit }) => {
    const value = parseMoney(body.value) ?? 0;
    if (value <= 0) throw problem("value", "value-required");
    const refs: References = {
      kind: body.kind,
      companyId: body.company_id,
      accountPlanId: body.account_plan_id ?? null,
      accountId: body.account_id ?? null,
      supplierId: body.supplier_id ?? null,
      customerId: body.customer_id ?? null,
    };
    await checkReferences(services.db, session, refs);
    const installments = splitInstallments(value, body.installments ?? 1, body.due_date);
    const groupId = crypto.randomUUID();
    const at = services.now();
    const [first] = await services.db.transaction(async (tx) => {
      const rows = await createEntries(
        tx,
        installments.map((installment) => ({
          multiStoreId: session.multiStoreId,
          companyId: refs.companyId,
          kind: refs.kind,
          description: cleanText(body.description),
          supplierId: refs.supplierId,
          customerId: refs.customerId,
          accountPlanId: refs.accountPlanId,
          accountId: refs.accountId,
          competencyDate: body.competency_date,
          dueDate: installment.dueDate,
          value: installment.value,
          installmentNumber: installment.number,
          installmentCount: installments.length,
          groupId,
          origin: "manual",
          document: body.document?.trim() || null,
          notes: body.notes?.trim() || null,
          userId: session.userId,
          at,
        })),
      );
      for (const row of rows)
        await audit({ action: "created", entity: ENTITY, entityId: row.id, details: { after: auditedEntry(row) } }, tx);
      return rows;
    });
    if (!first) throw new Error("financial entry insert failed");
    return loadEntryDetail(services.db, session, first.id, services.now());
  },
});

const update = defineRoute({
  endpoint: financialEntriesEndpoints.update,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "Changes one installment: fields left out keep their value; value and unit only while nothing of it is " +
    "settled, and only on entries made here (origin manual)",
  params: { id: financialEntries },
  bodyIds: idsFields,
  handler: async ({ services, session, params, body, audit }) => {
    const before = await loadEntry(services.db, session, params.id);
    const value = body.value === undefined ? undefined : (parseMoney(body.value) ?? 0);
    if (value !== undefined && value <= 0) throw problem("value", "value-required");
    const valueChanges = value !== undefined && value !== centsOfMoney(before.value);
    const unitChanges = body.company_id !== undefined && body.company_id !== before.companyId;
    if ((valueChanges || unitChanges) && before.origin !== "manual")
      throw new HttpError(409, [message("finance-entries:server.from-origin")]);
    if (valueChanges && centsOfMoney(before.settledValue) > 0) throw problem("value", "value-locked");
    if (unitChanges && centsOfMoney(before.settledValue) > 0) throw problem("company_id", "unit-locked");
    const refs: References = {
      kind: before.kind as EntryKind,
      companyId: body.company_id ?? before.companyId,
      accountPlanId: body.account_plan_id === undefined ? before.accountPlanId : body.account_plan_id,
      accountId: body.account_id === undefined ? before.accountId : body.account_id,
      supplierId: body.supplier_id === undefined ? before.supplierId : body.supplier_id,
      customerId: body.customer_id === undefined ? before.customerId : body.customer_id,
    };
    await checkReferences(services.db, session, refs);
    await services.db.transaction(async (tx) => {
      const after = await amendEntry(
        tx,
        visibleEntries(session, eq(fe.id, params.id), sql`${fe.settledValue} = ${before.settledValue}`),
        {
          ...(body.description === undefined ? {} : { description: cleanText(body.description) }),
          supplierId: refs.supplierId,
          customerId: refs.customerId,
          accountPlanId: refs.accountPlanId,
          accountId: refs.accountId,
          companyId: refs.companyId,
          ...(body.competency_date === undefined ? {} : { competencyDate: body.competency_date }),
          ...(body.due_date === undefined ? {} : { dueDate: body.due_date }),
          ...(value === undefined ? {} : { value: centsToDecimalString(value) }),
          ...(body.document === undefined ? {} : { document: body.document?.trim() || null }),
          ...(body.notes === undefined ? {} : { notes: body.notes?.trim() || null }),
          updatedAt: services.now(),
        },
      );
      // A settlement committed since the entry was read: the value check above no longer holds.
      if (!after) throw new HttpError(409, [message("finance-entries:server.changed-meanwhile")]);
      const change = auditChange(auditedEntry(before), auditedEntry(after));
      if (Object.keys(change.after).length > 0)
        await audit({ action: "updated", entity: ENTITY, entityId: params.id, details: change }, tx);
    });
    return loadEntryDetail(services.db, session, params.id, services.now());
  },
});

const remove = defineRoute({
  endpoint: financialEntriesEndpoints.remove,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "Cancels one installment (kept with canceled_at, out of lists and totals); refused (409) when anything of it " +
    "is settled (reopen it first) or when a sale or invoice made it",
  params: { id: financialEntries },
  handler: async ({ services, session, params, audit }) => {
    const before = await loadEntry(services.db, session, params.id);
    if (before.origin !== "manual") throw new HttpError(409, [message("finance-entries:server.from-origin")]);
    if (centsOfMoney(before.settledValue) > 0) throw new HttpError(409, [message("finance-entries:server.settled")]);
    const at = services.now();
    await services.db.transaction(async (tx) => {
      // Locked and checked again: a settlement committing meanwhile wins, the cancel is refused.
      const canceled = await cancelUnsettledEntry(tx, visibleEntries(session, eq(fe.id, params.id)), at);
      if (!canceled) throw new HttpError(409, [message("finance-entries:server.settled")]);
      await audit(
        { action: "cancel", entity: ENTITY, entityId: params.id, details: { before: auditedEntry(before) } },
        tx,
      );
    });
    return { result: "canceled" as const, id: params.id };
  },
});

export const financialEntriesRoutes = [list, choices, detail, create, update, remove];
