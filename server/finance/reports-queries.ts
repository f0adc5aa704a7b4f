import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DayFlow } from "../../src/domain/cash-flow.ts";
import type { DreAmount, DrePlanRow } from "../../src/domain/dre.ts";
import { type BigCents, parseBigMoney } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { accountMovements, accountPlans, financialEntries } from "./schema.ts";

// The SQL of the finance reports: sums by day, by account-plan row and month, never row by row. The rules that
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

/** The accounts' balance before a day: the sum of their movements dated earlier. */
export async function balanceBefore(db: Db, scope: ReportScope, date: string): Promise<BigCents> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${accountMovements.amount}), 0)::text` })
    .from(accountMovements)
    .where(and(movementsOf(scope), sql`${accountMovements.date} < ${date}`));
  return centsOfSum(row?.total);
}

/** Money in and out of the accounts per day of a period (realized). */
export async function realizedByDay(db: Db, scope: ReportScope, from: string, to: string): Promise<DayFlow[]> {
  const m = accountMovements;
  const rows = await db
    .select({
      date: sql<string>`${m.date}::text`,
      inflows: sql<string>`coalesce(sum(greatest(${m.amount}, 0)), 0)::text`,
      outflows: sql<string>`coalesce(sum(greatest(-${m.amount}, 0)), 0)::text`,
    })
    .from(m)
    .where(and(movementsOf(scope), sql`${m.date} between ${from} and ${to}`))
    .groupBy(m.date);
  return rows.map((row) => ({ date: row.date, inflows: centsOfSum(row.inflows), outflows: centsOfSum(row.outflows) }));
}

const e = financialEntries;
const openOf = (kind: "receive" | "pay") =>
  sql<string>`coalesce(sum(case when ${e.kind} = ${kind} then ${e.value} - ${e.settledValue} else 0 end), 0)::text`;

const openEntriesOf = (scope: ReportScope): SQL | undefined =>
  and(
    eq(e.multiStoreId, scope.multiStoreId),
    unitsOf(e.companyId, scope.companyIds),
    isNull(e.canceledAt),
    sql`${e.value} > ${e.settledValue}`,
    scope.accountId === undefined ? undefined : eq(e.accountId, scope.accountId),
  );

/** The open part of the entries not canceled per due day of a period (foreseen). */
export async function foreseenByDay(db: Db, scope: ReportScope, from: string, to: string): Promise<DayFlow[]> {
  const rows = await db
    .select({ date: sql<string>`${e.dueDate}::text`, inflows: openOf("receive"), outflows: openOf("pay") })
    .from(e)
    .where(and(openEntriesOf(scope), sql`${e.dueDate} between ${from} and ${to}`))
    .groupBy(e.dueDate);
  return rows.map((row) => ({ date: row.date, inflows: centsOfSum(row.inflows), outflows: centsOfSum(row.outflows) }));
}

/** The open part of the entries due before a day (overdue when the period starts). */
export async function openBefore(
  db: Db,
  scope: ReportScope,
  date: string,
): Promise<{ inflows: BigCents; outflows: BigCents }> {
  const [row] = await db
    .select({ inflows: openOf("receive"), outflows: openOf("pay") })
    .from(e)
    .where(and(openEntriesOf(scope), sql`${e.dueDate} < ${date}`));
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
  const signed = (column: typeof e.value | typeof e.settledValue) =>
    sql<string>`coalesce(sum(case when ${e.kind} = 'receive' then ${column} else -${column} end), 0)::text`;
  const month = sql<number>`extract(month from ${e.competencyDate})::int`;
  const rows = await db
    .select({ planId: e.accountPlanId, month, foreseen: signed(e.value), realized: signed(e.settledValue) })
    .from(e)
    .where(
      and(
        eq(e.multiStoreId, scope.multiStoreId),
        unitsOf(e.companyId, scope.companyIds),
        isNull(e.canceledAt),
        sql`${e.accountPlanId} is not null`,
        sql`${e.competencyDate} between ${`${year}-01-01`} and ${`${year}-12-31`}`,
      ),
    )
    .groupBy(e.accountPlanId, month);
  return rows.map((row) => ({
    accountPlanId: row.planId ?? 0,
    month: Number(row.month),
    foreseen: centsOfSum(row.foreseen),
    realized: centsOfSum(row.realized),
  }));
}
