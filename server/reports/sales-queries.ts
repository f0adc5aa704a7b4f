import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { averageTicket, percentChange, previousPeriod } from "../../src/domain/reports.ts";
import type { Db } from "../db/client.ts";
import { paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { paymentMethodDays, salesDays } from "./schema.ts";
import { inDays, type ResolvedReportScope } from "./scope.ts";

// The sales reports' figures (RPT 2, 4, 5), each one or two GROUP BY statements over the scope's daily summaries
// (server/reports/schema.ts: kept by triggers as sales are written; cancelled sales count for nothing). Sums come back as integer cents in text (numeric × 100) and are added up as bigint: exact.

/** A numeric sum as integer cents text (0 when there are no rows). */
const centsSum = (value: SQL | AnyPgColumn) => sql<string>`(coalesce(sum(${value}), 0) * 100)::bigint::text`;
/** The same over the rows `where` keeps. */
const centsSumWhere = (value: AnyPgColumn, where: SQL) =>
  sql<string>`(coalesce(sum(${value}) filter (where ${where}), 0) * 100)::bigint::text`;

// RPT 2.

export type PaymentMethodFigures = {
  readonly id: number;
  readonly name: string;
  readonly kind: string;
  readonly sales: number;
  readonly billed: bigint;
  readonly received: bigint;
  readonly change: bigint;
  readonly fees: bigint;
  readonly net: bigint;
};

export type PaymentMethodReport = {
  readonly rows: ReadonlyArray<PaymentMethodFigures>;
  readonly totals: Omit<PaymentMethodFigures, "id" | "name" | "kind">;
};

/** Per payment method: sales, billed, received, change and the card fees booked with them (the daily summaries). */
export async function paymentMethodFigures(db: Db, scope: ResolvedReportScope): Promise<PaymentMethodReport> {
  const days = inDays(
    scope,
    {
      multiStoreId: paymentMethodDays.multiStoreId,
      companyId: paymentMethodDays.companyId,
      day: paymentMethodDays.day,
    },
    scope.start,
    scope.end,
  );
  const [lines, [count]] = await Promise.all([
    db
      .select({
        id: paymentMethods.id,
        name: paymentMethods.name,
        kind: paymentMethods.kind,
        sales: sql<number>`sum(${paymentMethodDays.sales})::int`,
        billed: centsSum(paymentMethodDays.billed),
        received: centsSum(paymentMethodDays.received),
        fees: centsSum(paymentMethodDays.fees),
      })
      .from(paymentMethodDays)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodDays.paymentMethodId))
      .where(days)
      .groupBy(paymentMethods.id, paymentMethods.name, paymentMethods.kind)
      // A method counts when the scope has a payment line of it (its fees alone do not make a row).
      .having(sql`sum(${paymentMethodDays.sales}) > 0`)
      .orderBy(asc(sql`lower(${paymentMethods.name})`), asc(paymentMethods.id)),
    // Payment method 0: the sales with any payment line, each once.
    db
      .select({ sales: sql<number>`coalesce(sum(${paymentMethodDays.sales}), 0)::int` })
      .from(paymentMethodDays)
      .where(and(days, eq(paymentMethodDays.paymentMethodId, 0))),
  ]);
  const rows = lines.map((line): PaymentMethodFigures => {
    const billed = BigInt(line.billed);
    const received = BigInt(line.received);
    const fee = BigInt(line.fees);
    return {
      id: line.id,
      name: line.name,
      kind: line.kind,
      sales: line.sales,
      billed,
      received,
      change: received - billed,
      fees: fee,
      net: billed - fee,
    };
  });
  const sum = (pick: (row: PaymentMethodFigures) => bigint) => rows.reduce((total, row) => total + pick(row), 0n);
  return {
    rows,
    totals: {
      sales: count?.sales ?? 0,
      billed: sum((r) => r.billed),
      received: sum((r) => r.received),
      change: sum((r) => r.change),
      fees: sum((r) => r.fees),
      net: sum((r) => r.net),
    },
  };
}

// RPT 4 and 5.

export type Figures = {
  readonly total: bigint;
  readonly tickets: number;
  readonly averageTicket: bigint;
  readonly discounts: bigint;
};
export type FigureChange = {
  readonly total: number | null;
  readonly tickets: number | null;
  readonly averageTicket: number | null;
  readonly discounts: number | null;
};
export type Compared = { readonly current: Figures; readonly previous: Figures; readonly change: FigureChange };
export type ComparedRow = Compared & { readonly id: number; readonly name: string };
export type ComparisonReport = {
  readonly previousPeriod: { readonly start: string; readonly end: string };
  readonly rows: ReadonlyArray<ComparedRow>;
  readonly totals: Compared;
};

const figures = (total: bigint, tickets: number, discounts: bigint): Figures => ({
  total,
  tickets,
  averageTicket: averageTicket(total, tickets),
  discounts,
});

const compared = (current: Figures, previous: Figures): Compared => ({
  current,
  previous,
  change: {
    total: percentChange(current.total, previous.total),
    tickets: percentChange(current.tickets, previous.tickets),
    averageTicket: percentChange(current.averageTicket, previous.averageTicket),
    discounts: percentChange(current.discounts, previous.discounts),
  },
});

export type ComparisonDimension = "user" | "unit";

/** Sales total, tickets, average ticket and discounts by user or unit, this period and the one before. */
export async function comparisonFigures(
  db: Db,
  scope: ResolvedReportScope,
  dimension: ComparisonDimension,
): Promise<ComparisonReport> {
  const before = previousPeriod(scope.start, scope.end);
  const isCurrent = sql`${salesDays.day} >= ${scope.start}::date`;
  const isPrevious = sql`not (${isCurrent})`;
  const key = dimension === "user" ? salesDays.userId : salesDays.companyId;
  const name = dimension === "user" ? users.name : companies.name;
  const selection = {
    id: key,
    name,
    total: centsSumWhere(salesDays.total, isCurrent),
    tickets: sql<number>`coalesce(sum(${salesDays.sales}) filter (where ${isCurrent}), 0)::int`,
    discounts: centsSumWhere(salesDays.discounts, isCurrent),
    previousTotal: centsSumWhere(salesDays.total, isPrevious),
    previousTickets: sql<number>`coalesce(sum(${salesDays.sales}) filter (where ${isPrevious}), 0)::int`,
    previousDiscounts: centsSumWhere(salesDays.discounts, isPrevious),
  };
  const from =
    dimension === "user"
      ? db.select(selection).from(salesDays).innerJoin(users, eq(users.id, salesDays.userId))
      : db.select(selection).from(salesDays).innerJoin(companies, eq(companies.id, salesDays.companyId));
  // One pass over both periods' daily summaries (previous start to this end): the FILTERs split them.
  const rows = await from
    .where(
      inDays(
        scope,
        { multiStoreId: salesDays.multiStoreId, companyId: salesDays.companyId, day: salesDays.day },
        before.start,
        scope.end,
      ),
    )
    .groupBy(key, name)
    .having(sql`sum(${salesDays.sales}) > 0`);
  const out = rows
    .map(
      (row): ComparedRow => ({
        id: row.id,
        name: row.name,
        ...compared(
          figures(BigInt(row.total), row.tickets, BigInt(row.discounts)),
          figures(BigInt(row.previousTotal), row.previousTickets, BigInt(row.previousDiscounts)),
        ),
      }),
    )
    .sort((a, b) =>
      a.current.total === b.current.total ? a.name.localeCompare(b.name) : a.current.total > b.current.total ? -1 : 1,
    );
  const add = (pick: (figures: Figures) => bigint, of: "current" | "previous") =>
    out.reduce((sum, row) => sum + pick(row[of]), 0n);
  const count = (of: "current" | "previous") => out.reduce((sum, row) => sum + row[of].tickets, 0);
  return {
    previousPeriod: before,
    rows: out,
    totals: compared(
      figures(
        add((f) => f.total, "current"),
        count("current"),
        add((f) => f.discounts, "current"),
      ),
      figures(
        add((f) => f.total, "previous"),
        count("previous"),
        add((f) => f.discounts, "previous"),
      ),
    ),
  };
}
