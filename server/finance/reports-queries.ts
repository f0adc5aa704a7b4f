import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DayFlow } from "../../src/domain/cash-flow.ts";
import type { DreAmount, DrePlanRow } from "../../src/domain/dre.ts";
import { type BigCents, parseBigMoney } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { accountMovementDays, accountMovements, accountPlans, financeOpenDays, financePlanMonths } from "./schema.ts";

// The SQL of the finance reports: sums by day, by account-plan row and month, never row by row. They read the
// summaries the database keeps of the detail rows (finance_plan_months, finance_open_days, account_movement_days:
// server/finance/schema.ts; a key may span several rows, its slots, summed here), and only transfers row by row (two accounts of the scope net out). The rules that
// assemble them are in src/domain/cash-flow.ts and src/domain/dre.ts.

/** What a report covers: the network, the units (the user's, or the one filtered) and maybe one account. */
export type ReportScope = {
  readonly multiStoreId: number;
  readonly companyIds: ReadonlyArray<number>;
  readonly accountId?: number | undefined;
};

export const centsOfSum = (text: string | null | undefined): BigCents => parseBigMoney(text ?? "0") ?? 0n;

const unitsOf = (column: Parameters<typeof inArray>[0], units: ReadonlyArray<number>): SQL =>
  units.length === 0 ? sql`false` : inArray(column, [...units]);

/** Movements of the scope not reversed; without an account filter, transfers between two accounts of it net out. */
const movementsOf = (scope: ReportScope): SQL | undefined => {
  const m = accountMovements;
  const base = and(
    eq(m.multiStoreId, scope.multiStoreId),
    unitsOf(m.companyId, scope.companyIds),
    isNull(m.reversedAt),
    scope.accountId === undefined ? undefined : eq(m.accountId, scope.accountId),
  );
  if (scope.accountId !== undefined) return base;
  const inside = sql`exists (select 1 from ${m} as other where other.transfer_id = ${m.transferId}
    and other.id <> ${m.id} and other.reversed_at is null and other.company_id in ${sql.raw(
      `(${scope.companyIds.length === 0 ? "null" : scope.companyIds.map(Number).join(",")})`,
    )})`;
  return and(base, sql`(${m.kind} <> 'transfer' or not ${inside})`);
};

/** Transfers of the scope counted by movementsOf (those between two accounts of it net out), read row by row. */
const transfersOf = (scope: ReportScope, when: SQL): SQL | undefined =>
  and(movementsOf(scope), sql`${accountMovements.kind} = 'transfer'`, when);

/** The scope's rows of a summary table kept per unit (and account). */
const summaryOf = (
  table: {
    multiStoreId: Parameters<typeof eq>[0];
    companyId: Parameters<typeof eq>[0];
    accountId: Parameters<typeof eq>[0];
  },
  scope: ReportScope,
): SQL | undefined =>
  and(
    eq(table.multiStoreId, scope.multiStoreId),
    unitsOf(table.companyId, scope.companyIds),
    scope.accountId === undefined ? undefined : eq(table.accountId, scope.accountId),
  );

/** The accounts' balance before a day: the sum of their movements dated earlier. */
export async function balanceBefore(db: Db, scope: ReportScope, date: string): Promise<BigCents> {
  const d = accountMovementDays;
  const m = accountMovements;
  const days = db
    .select({ total: sql<string>`coalesce(sum(${d.inflows} - ${d.outflows}), 0)` })
    .from(d)
    .where(and(summaryOf(d, scope), sql`${d.date} < ${date}`));
  const transfers = db
    .select({ total: sql<string>`coalesce(sum(${m.amount}), 0)` })
    .from(m)
    .where(transfersOf(scope, sql`${m.date} < ${date}`));
  const [row] = await db
    .select({ total: sql<string>`((${days}) + (${transfers}))::text` })
    .from(sql`(select 1) as one`);
  return centsOfSum(row?.total);
}

/** Money in and out of the accounts per day of a period (realized). */
export async function realizedByDay(db: Db, scope: ReportScope, from: string, to: string): Promise<DayFlow[]> {
  const d = accountMovementDays;
  const m = accountMovements;
  const days = db
    .select({ date: d.date, rows: sql<number>`${d.movements}`.as("rows"), inflows: d.inflows, outflows: d.outflows })
    .from(d)
    .where(and(summaryOf(d, scope), sql`${d.date} between ${from} and ${to}`));
  const transfers = db
    .select({
      date: m.date,
      rows: sql<number>`1`.as("rows"),
      inflows: sql<string>`greatest(${m.amount}, 0)`.as("inflows"),
      outflows: sql<string>`greatest(-${m.amount}, 0)`.as("outflows"),
    })
    .from(m)
    .where(transfersOf(scope, sql`${m.date} between ${from} and ${to}`));
  const flows = days.unionAll(transfers).as("flows");
  const rows = await db
    .select({
      date: sql<string>`${flows.date}::text`,
      inflows: sql<string>`coalesce(sum(${flows.inflows}), 0)::text`,
      outflows: sql<string>`coalesce(sum(${flows.outflows}), 0)::text`,
    })
    .from(flows)
    .groupBy(flows.date)
    .having(sql`sum(${flows.rows}) > 0`);
  return rows.map((row) => ({ date: row.date, inflows: centsOfSum(row.inflows), outflows: centsOfSum(row.outflows) }));
}

const o = financeOpenDays;

/** The open part of the entries not canceled per due day of a period (foreseen). */
export async function foreseenByDay(db: Db, scope: ReportScope, from: string, to: string): Promise<DayFlow[]> {
  const rows = await db
    .select({
      date: sql<string>`${o.dueDate}::text`,
      inflows: sql<string>`coalesce(sum(${o.inflows}), 0)::text`,
      outflows: sql<string>`coalesce(sum(${o.outflows}), 0)::text`,
    })
    .from(o)
    .where(and(summaryOf(o, scope), sql`${o.dueDate} between ${from} and ${to}`))
    .groupBy(o.dueDate)
    .having(sql`sum(${o.entries}) > 0`);
  return rows.map((row) => ({ date: row.date, inflows: centsOfSum(row.inflows), outflows: centsOfSum(row.outflows) }));
}

/** The open part of the entries due before a day (overdue when the period starts). */
export async function openBefore(
  db: Db,
  scope: ReportScope,
  date: string,
): Promise<{ inflows: BigCents; outflows: BigCents }> {
  const [row] = await db
    .select({
      inflows: sql<string>`coalesce(sum(${o.inflows}), 0)::text`,
      outflows: sql<string>`coalesce(sum(${o.outflows}), 0)::text`,
    })
    .from(o)
    .where(and(summaryOf(o, scope), sql`${o.dueDate} < ${date}`));
  return { inflows: centsOfSum(row?.inflows), outflows: centsOfSum(row?.outflows) };
}

/** The chart-of-accounts rows of the units. */
export async function planRowsOf(db: Db, scope: ReportScope): Promise<DrePlanRow[]> {
  const p = accountPlans;
  return db
    .select({ id: p.id, code: p.code, name: p.name, isInflow: p.isInflow, superId: p.superId })
    .from(p)
    .where(and(eq(p.multiStoreId, scope.multiStoreId), unitsOf(p.companyId, scope.companyIds)));
}

/**
 * Per account-plan row and competency month of a year: the entries not canceled (foreseen) and their settled
 * principal (realized), receivables minus payables.
 */
export async function dreAmountsOf(db: Db, scope: ReportScope, year: number): Promise<DreAmount[]> {
  const p = financePlanMonths;
  const month = sql<number>`extract(month from ${p.month})::int`;
  const rows = await db
    .select({
      planId: p.accountPlanId,
      month,
      foreseen: sql<string>`coalesce(sum(${p.foreseen}), 0)::text`,
      realized: sql<string>`coalesce(sum(${p.realized}), 0)::text`,
    })
    .from(p)
    .where(
      and(
        eq(p.multiStoreId, scope.multiStoreId),
        unitsOf(p.companyId, scope.companyIds),
        sql`${p.month} between ${`${year}-01-01`} and ${`${year}-12-01`}`,
      ),
    )
    .groupBy(p.accountPlanId, month)
    .having(sql`sum(${p.entries}) > 0`);
  return rows.map((row) => ({
    accountPlanId: row.planId,
    month: Number(row.month),
    foreseen: centsOfSum(row.foreseen),
    realized: centsOfSum(row.realized),
  }));
}
