import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import {
  type EntryKind,
  OPEN_MATCH_DAYS,
  type StatementCandidate,
  statementMatches,
} from "../../src/domain/finance.ts";
import { centsToDecimalString, MAX_AMOUNT_CENTS, parseMoney } from "../../src/domain/money.ts";
import { accountEndpoints } from "../../src/schemas/endpoints/finance-accounts.ts";
import type { StatementLine, StatementMatch } from "../../src/schemas/finance-accounts.ts";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { invalidField, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { FIN_ACCOUNTS, loadAccount } from "./accounts.routes.ts";
import { createEntries, SettlementRefused, settleEntries } from "./ledger.ts";
import { parseStatement } from "./statement-job.ts";
import { accountPlans, bankStatementLines, financeAccounts, financialEntries, financialSettlements } from "./schema.ts";

// Bank reconciliation (issue 14 item 8): an account's OFX statement is imported (parsed on a worker thread), its
// lines stored once each (FITID unique per account), and each line reconciled with what the books hold: the
// settlement of the same money within 3 days, an open entry of the same value settled now through the finance
// ledger, or a new payable/receivable settled at once. What stays unmatched is listed.

const lines = bankStatementLines;
type LineRow = typeof lines.$inferSelect;
/** An OFX file of a few years of a busy account stays well under this. */
const MAX_STATEMENT_BYTES = 4 * 1024 * 1024;

const cents = (text: string): number => {
  const value = parseMoney(text);
  if (value === null) throw new RangeError(`Not money: ${text}`);
  return value;
};
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Candidate = StatementCandidate & { readonly description: string };

/** Open entries of the account's unit and settlements into the account, dated near the lines, not yet linked. */
async function candidatesFor(db: Db, rows: ReadonlyArray<LineRow>): Promise<Candidate[]> {
  const first = rows[0];
  if (!first) return [];
  const dates = rows.map((row) => row.date).sort();
  const from = shiftDays(dates[0] as string, -OPEN_MATCH_DAYS);
  const to = shiftDays(dates[dates.length - 1] as string, OPEN_MATCH_DAYS);
  const e = financialEntries;
  const s = financialSettlements;
  const [open, settled] = await readAll(db, [
    () =>
      db
        .select({
          id: e.id,
          kind: e.kind,
          description: e.description,
          dueDate: e.dueDate,
          value: e.value,
          settled: e.settledValue,
        })
        .from(e)
        .where(
          and(
            eq(e.companyId, first.companyId),
            isNull(e.canceledAt),
            sql`${e.value} > ${e.settledValue}`,
            or(isNull(e.accountId), eq(e.accountId, first.accountId)),
            gte(e.dueDate, from),
            lte(e.dueDate, to),
          ),
        ),
    () =>
      db
        .select({
          id: s.id,
          entryId: s.entryId,
          kind: e.kind,
          description: e.description,
          date: s.date,
          amount: s.amount,
        })
        .from(s)
        .innerJoin(e, eq(e.id, s.entryId))
        .where(
          and(
            eq(s.accountId, first.accountId),
            isNull(s.reversedAt),
            gte(s.date, from),
            lte(s.date, to),
            sql`not exists (select 1 from ${lines} l where l.settlement_id = ${s.id})`,
          ),
        ),
  ]);
  return [
    ...settled.map((row) => ({
      entryId: row.entryId,
      settlementId: row.id,
      kind: row.kind as EntryKind,
      amount: cents(row.amount),
      date: row.date,
      description: row.description,
    })),
    ...open.map((row) => ({
      entryId: row.id,
      settlementId: null,
      kind: row.kind as EntryKind,
      amount: cents(row.value) - cents(row.settled),
      date: row.dueDate,
      description: row.description,
    })),
  ];
}

const matchOut = (candidate: Candidate): StatementMatch => ({
  entry_id: candidate.entryId,
  settlement_id: candidate.settlementId,
  kind: candidate.kind,
  description: candidate.description,
  date: candidate.date,
  amount: centsToDecimalString(candidate.amount),
});

async function linesOut(db: Db, rows: ReadonlyArray<LineRow>): Promise<StatementLine[]> {
  const open = rows.filter((row) => row.settlementId === null);
  const candidates = await candidatesFor(db, open);
  const entryIds = rows.flatMap((row) => (row.entryId === null ? [] : [row.entryId]));
  const described =
    entryIds.length === 0
      ? []
      : await db
          .select({ id: financialEntries.id, description: financialEntries.description })
          .from(financialEntries)
          .where(inArray(financialEntries.id, entryIds));
  const descriptionOf = new Map(described.map((row) => [row.id, row.description]));
  return rows.map((row) => ({
    id: row.id,
    fit_id: row.fitId,
    date: row.date,
    amount: centsToDecimalString(cents(row.amount)),
    memo: row.memo,
    entry_id: row.entryId,
    settlement_id: row.settlementId,
    entry_description: row.entryId === null ? null : (descriptionOf.get(row.entryId) ?? null),
    matches:
      row.settlementId === null
        ? (statementMatches({ amount: cents(row.amount), date: row.date }, candidates) as Candidate[]).map(matchOut)
        : [],
  }));
}

/** A line of an account of the user's units, locked when `lock`. */
async function oneLine(db: Db, session: SessionInfo, id: number, lock = false): Promise<LineRow> {
  const select = db
    .select()
    .from(lines)
    .where(tenantScope(lines, session, eq(lines.id, id)));
  const [row] = lock ? await select.for("update") : await select;
  if (!row || !session.companyIds.includes(row.companyId)) throw notFound();
  return row;
}

const refuseReconciled = (row: LineRow) => {
  if (row.settlementId !== null) throw invalidField("entry_id", "statement-line-reconciled");
};

/**
 * Money moves into the line's account only while it is active (a deactivated account receives nothing, as a
 * settlement refuses it); the account is held (FOR SHARE) until the move commits, so it is not deactivated meanwhile.
 */
async function refuseInactiveAccount(tx: Db, row: LineRow): Promise<void> {
  const [account] = await tx
    .select({ active: financeAccounts.active })
    .from(financeAccounts)
    .where(eq(financeAccounts.id, row.accountId))
    .for("share");
  if (!account?.active) throw new ValidationError({ entry_id: [message("finance-entries:server.account-inactive")] });
}

const link = (db: Db, row: LineRow, entryId: number, settlementId: number, userId: number, at: Date) =>
  db.update(lines).set({ entryId, settlementId, reconciledAt: at, userId }).where(eq(lines.id, row.id));

/**
 * Runs a reconciliation; a settlement is the money of one statement line only (a unique index): another line
 * linked to the same settlement meanwhile makes this one no longer match.
 */
async function reconciling<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField("entry_id", "statement-match");
    throw error;
  }
}

const list = defineRoute({
  endpoint: accountEndpoints.statementLines,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "An account's imported statement lines by date, each unmatched one with its candidates (best first)",
  params: { id: financeAccounts },
  handler: async ({ services: { db }, session, params, query }) => {
    await loadAccount(db, session, params.id);
    const status = query.status ?? "all";
    const rows = await db
      .select()
      .from(lines)
      .where(
        tenantScope(
          lines,
          session,
          eq(lines.accountId, params.id),
          status === "unmatched" ? isNull(lines.settlementId) : undefined,
          status === "reconciled" ? isNotNull(lines.settlementId) : undefined,
        ),
      )
      .orderBy(asc(lines.date), asc(lines.id));
    return { data: await linesOut(db, rows) };
  },
});

const importStatement = defineRoute({
  endpoint: accountEndpoints.importStatement,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Imports an OFX statement (SGML 1.x or XML 2.x) into an account; lines already imported are skipped",
  params: { id: financeAccounts },
  maxBodyBytes: 6 * 1024 * 1024,
  handler: async ({ services, session, params, body, audit }) => {
    const account = await loadAccount(services.db, session, params.id);
    const bytes = Buffer.from(body.content_base64, "base64");
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_STATEMENT_BYTES)
      throw invalidField("content_base64", "statement-file");
    const parsed = await parseStatement(new Uint8Array(bytes));
    if (parsed === null || parsed.length === 0) throw invalidField("content_base64", "statement-file");
    // The same FITID twice in one file counts once.
    const unique = [...new Map(parsed.map((line) => [line.fitId, line])).values()];
    const imported = await services.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(lines)
        .values(
          unique.map((line) => ({
            multiStoreId: session.multiStoreId,
            companyId: account.companyId,
            accountId: account.id,
            fitId: line.fitId,
            date: line.date,
            amount: centsToDecimalString(line.amount),
            memo: line.memo,
            createdAt: services.now(),
          })),
        )
        .onConflictDoNothing({ target: [lines.accountId, lines.fitId] })
        .returning({ id: lines.id });
      await audit(
        {
          action: "imported",
          entity: "accounts",
          entityId: account.id,
          details: { after: { statement: body.file_name, lines: unique.length, imported: inserted.length } },
        },
        tx,
      );
      return inserted.length;
    });
    return { imported, repeated: parsed.length - imported };
  },
});

const reconcile = defineRoute({
  endpoint: accountEndpoints.reconcileLine,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Reconciles a line with an entry: links its settlement, or settles the open entry now from the line",
  params: { id: bankStatementLines },
  bodyIds: { entry_id: financialEntries, settlement_id: financialSettlements },
  handler: async ({ services, session, params, body, audit }) => {
    const id = await reconciling(services.db, async (tx) => {
      const row = await oneLine(tx, session, params.id, true);
      refuseReconciled(row);
      const candidates = await candidatesFor(tx, [row]);
      const wanted = candidates.find(
        (candidate) => candidate.entryId === body.entry_id && candidate.settlementId === (body.settlement_id ?? null),
      );
      const fits =
        wanted !== undefined && statementMatches({ amount: cents(row.amount), date: row.date }, [wanted]).length === 1;
      if (!fits || wanted === undefined) throw invalidField("entry_id", "statement-match");
      let settlementId = wanted.settlementId;
      if (settlementId === null) {
        await refuseInactiveAccount(tx, row);
        try {
          const [settlement] = await settleEntries(tx, [
            {
              entryId: wanted.entryId,
              accountId: row.accountId,
              date: row.date,
              value: wanted.amount,
              interest: 0,
              fine: 0,
              discount: 0,
              userId: session.userId,
              at: services.now(),
            },
          ]);
          settlementId = settlement?.id ?? null;
        } catch (error) {
          if (error instanceof SettlementRefused) throw invalidField("entry_id", "statement-match");
          throw error;
        }
      }
      if (settlementId === null) throw new Error("settlement not written");
      await link(tx, row, wanted.entryId, settlementId, session.userId, services.now());
      await audit(
        {
          action: "reconciled",
          entity: "financial_entries",
          entityId: wanted.entryId,
          details: {
            after: { statement_line: row.id, settlement_id: settlementId, settled_now: wanted.settlementId === null },
          },
        },
        tx,
      );
      return row.id;
    });
    const [line] = await linesOut(services.db, [await oneLine(services.db, session, id)]);
    return line as StatementLine;
  },
});

const createEntry = defineRoute({
  endpoint: accountEndpoints.createEntryFromLine,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Creates a payable (debit) or receivable (credit) from a line, settled at once on the line's date",
  params: { id: bankStatementLines },
  bodyIds: { account_plan_id: accountPlans },
  handler: async ({ services, session, params, body, audit }) => {
    const id = await services.db.transaction(async (tx) => {
      const row = await oneLine(tx, session, params.id, true);
      refuseReconciled(row);
      const amount = cents(row.amount);
      if (amount === 0) throw invalidField("entry_id", "statement-match");
      // A bank line may be larger than one entry may hold (R$ 9.999.999,99).
      if (Math.abs(amount) > MAX_AMOUNT_CENTS) throw invalidField("entry_id", "money-max-amount");
      const kind: EntryKind = amount > 0 ? "receive" : "pay";
      if (body.account_plan_id) {
        const [plan] = await tx
          .select({ companyId: accountPlans.companyId, isInflow: accountPlans.isInflow })
          .from(accountPlans)
          .where(eq(accountPlans.id, body.account_plan_id));
        if (plan?.companyId !== row.companyId) throw invalidField("account_plan_id", "statement-account");
        // The same rule as a payable or receivable made by hand: an expense row for money out, revenue for money in.
        if (plan.isInflow !== (kind === "receive"))
          throw new ValidationError({
            account_plan_id: [
              message(`finance-entries:server.${kind === "receive" ? "plan-not-inflow" : "plan-not-outflow"}`),
            ],
          });
      }
      await refuseInactiveAccount(tx, row);
      const [entry] = await createEntries(tx, [
        {
          multiStoreId: session.multiStoreId,
          companyId: row.companyId,
          kind,
          description: body.description,
          accountPlanId: body.account_plan_id ?? null,
          accountId: row.accountId,
          competencyDate: row.date,
          dueDate: row.date,
          value: Math.abs(amount),
          origin: "statement",
          originId: row.id,
          document: row.fitId,
          notes: row.memo || null,
          userId: session.userId,
          at: services.now(),
        },
      ]);
      if (!entry) throw new Error("entry not written");
      const [settlement] = await settleEntries(tx, [
        {
          entryId: entry.id,
          accountId: row.accountId,
          date: row.date,
          value: Math.abs(amount),
          interest: 0,
          fine: 0,
          discount: 0,
          userId: session.userId,
          at: services.now(),
        },
      ]);
      if (!settlement) throw new Error("settlement not written");
      await link(tx, row, entry.id, settlement.id, session.userId, services.now());
      await audit(
        {
          action: "created",
          entity: "financial_entries",
          entityId: entry.id,
          details: { after: { kind, description: body.description, value: entry.value, statement_line: row.id } },
        },
        tx,
      );
      return row.id;
    });
    const [line] = await linesOut(services.db, [await oneLine(services.db, session, id)]);
    return line as StatementLine;
  },
});

export const reconciliationRoutes = [list, importStatement, reconcile, createEntry];
