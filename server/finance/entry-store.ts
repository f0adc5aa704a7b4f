import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { EntryOrigin, EntryStatus, EntryKind } from "../../src/domain/finance.ts";
import { centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import type { FinancialEntryDetail, FinancialEntryRow } from "../../src/schemas/finance-entries.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { notFound } from "../http/errors.ts";
import { businessDate } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { ofOwnUnits, tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { users } from "../users/schema.ts";
import { accountPlans, financeAccounts, financialEntries, financialSettlements } from "./schema.ts";

// Reading payables and receivables (FIN 1) as the API answers them: one installment with its supplier or customer,
// its chart-of-accounts row, unit and expected account; its status circle on the network's business day.

const fe = financialEntries;

/** The status circle (spec 4) in SQL on `today`: 1 nothing open, 3 open past its due date, 2 open. */
export const statusSql = (today: string): SQL<number> =>
  sql<number>`(case when ${fe.settledValue} >= ${fe.value} then 1 when ${fe.dueDate} < ${today}::date then 3 else 2 end)`;

/** Entries the session may see: its network, units it works in, not canceled. */
export const visibleEntries = (session: SessionInfo, ...more: ReadonlyArray<SQL | undefined>): SQL =>
  tenantScope(fe, session, ofOwnUnits(fe.companyId, session), sql`${fe.canceledAt} is null`, ...more);

export const entryColumns = (today: string) => ({
  entry: fe,
  supplier: suppliers.name,
  customer: customers.name,
  planCode: accountPlans.code,
  planName: accountPlans.name,
  company: companies.name,
  account: financeAccounts.accountName,
  status: statusSql(today),
});

export const entrySelect = (db: Db, today: string) =>
  db
    .select(entryColumns(today))
    .from(fe)
    .innerJoin(companies, eq(companies.id, fe.companyId))
    .leftJoin(suppliers, eq(suppliers.id, fe.supplierId))
    .leftJoin(customers, eq(customers.id, fe.customerId))
    .leftJoin(accountPlans, eq(accountPlans.id, fe.accountPlanId))
    .leftJoin(financeAccounts, eq(financeAccounts.id, fe.accountId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof entrySelect>["execute"]>>[number];

export const centsOfMoney = (text: string): number => parseMoney(text) ?? 0;
const money = (cents: number) => centsToDecimalString(cents);

export const entryRowOut = (row: Selected): FinancialEntryRow => {
  const e = row.entry;
  return {
    id: e.id,
    kind: e.kind as EntryKind,
    description: e.description,
    supplier_id: e.supplierId,
    customer_id: e.customerId,
    person: (e.kind === "pay" ? row.supplier : row.customer) ?? row.supplier ?? row.customer ?? null,
    account_plan_id: e.accountPlanId,
    account_plan: row.planCode === null ? null : `${row.planCode} ${row.planName ?? ""}`.trim(),
    company_id: e.companyId,
    company: row.company,
    account_id: e.accountId,
    account: row.account,
    competency_date: e.competencyDate,
    due_date: e.dueDate,
    value: money(centsOfMoney(e.value)),
    settled_value: money(centsOfMoney(e.settledValue)),
    open_value: money(centsOfMoney(e.value) - centsOfMoney(e.settledValue)),
    settled_date: e.settledDate,
    installment_number: e.installmentNumber,
    installment_count: e.installmentCount,
    group_id: e.groupId,
    status: Number(row.status) as EntryStatus,
    origin: e.origin as EntryOrigin,
    document: e.document,
  };
};

/** One entry the session may see, with its settlements (newest first) and the installments of its bill. */
export async function loadEntryDetail(
  db: Db,
  session: SessionInfo,
  id: number,
  now: Date,
): Promise<FinancialEntryDetail> {
  const today = businessDate(now);
  const [row] = await entrySelect(db, today).where(visibleEntries(session, eq(fe.id, id)));
  if (!row) throw notFound();
  const [settlements, installments] = await readAll(db, [
    () =>
      db
        .select({ settlement: financialSettlements, account: financeAccounts.accountName, user: users.name })
        .from(financialSettlements)
        .innerJoin(financeAccounts, eq(financeAccounts.id, financialSettlements.accountId))
        .leftJoin(users, eq(users.id, financialSettlements.userId))
        .where(eq(financialSettlements.entryId, id))
        .orderBy(desc(financialSettlements.id)),
    () =>
      db
        .select({ entry: fe, status: statusSql(today) })
        .from(fe)
        .where(
          and(
            eq(fe.groupId, row.entry.groupId),
            eq(fe.multiStoreId, session.multiStoreId),
            sql`${fe.canceledAt} is null`,
          ),
        )
        .orderBy(asc(fe.installmentNumber), asc(fe.id)),
  ]);
  return {
    ...entryRowOut(row),
    notes: row.entry.notes,
    settlements: settlements.map(({ settlement: s, account, user }) => ({
      id: s.id,
      account_id: s.accountId,
      account,
      date: s.date,
      value: money(centsOfMoney(s.value)),
      interest: money(centsOfMoney(s.interest)),
      fine: money(centsOfMoney(s.fine)),
      discount: money(centsOfMoney(s.discount)),
      amount: money(centsOfMoney(s.amount)),
      reversed_at: s.reversedAt === null ? null : s.reversedAt.toISOString(),
      user,
    })),
    installments: installments.map(({ entry, status }) => ({
      id: entry.id,
      installment_number: entry.installmentNumber,
      due_date: entry.dueDate,
      value: money(centsOfMoney(entry.value)),
      settled_value: money(centsOfMoney(entry.settledValue)),
      status: Number(status) as EntryStatus,
    })),
  };
}

/** The entry row itself (for changes), or 404 when the session may not see it. */
export async function loadEntry(db: Db, session: SessionInfo, id: number) {
  const [row] = await db
    .select()
    .from(fe)
    .where(visibleEntries(session, eq(fe.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The fields a user edits, as the audit log keeps them. */
export const auditedEntry = (e: typeof fe.$inferSelect) => ({
  kind: e.kind,
  description: e.description,
  supplier_id: e.supplierId,
  customer_id: e.customerId,
  account_plan_id: e.accountPlanId,
  account_id: e.accountId,
  company_id: e.companyId,
  competency_date: e.competencyDate,
  due_date: e.dueDate,
  value: money(centsOfMoney(e.value)),
  settled_value: money(centsOfMoney(e.settledValue)),
  settled_date: e.settledDate,
  installment: `${e.installmentNumber}/${e.installmentCount}`,
  document: e.document,
  notes: e.notes,
});
