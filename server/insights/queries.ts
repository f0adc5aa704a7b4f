import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import { sales } from "../pdv/schema.ts";
import { productSalesIn, sold } from "../reports/public.ts";
import { salesDays } from "../reports/schema.ts";
import { products } from "../stock/schema.ts";
import { productionOrders } from "../production/schema.ts";

// The insights home's figures (read only): sales, tickets, quantities and best sellers from the sales reports' daily
// summaries (server/reports/schema.ts, kept by triggers as sales are written); new customers and finished production
// orders from their tables, bounded by timestamps so their indexes answer them. One aggregate per statistic and
// business day.

/** The network and its units a figure covers (no unit: nothing). */
export type InsightsScope = { readonly multiStoreId: number; readonly companyIds: ReadonlyArray<number> };

/** The figures of one business day (YYYY-MM-DD) in integer units: cents, counts, thousandths of quantity. */
export type DayFigures = {
  salesCents: bigint;
  tickets: bigint;
  quantityThousandths: bigint;
  newCustomers: bigint;
  productionFinished: bigint;
};

/** The first instant of a business day. */
const startOf = (date: string) => sql`(${date}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
/** The first instant after a business day. */
const after = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
// The zone written into the text (a constant), so the day grouped by is the very expression selected.
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;

/** The daily summary rows (server/reports/schema.ts) of the scope's units from `first` to `last`. */
const summaryDaysOf = (table: typeof salesDays, scope: InsightsScope, first: string, last: string) =>
  and(
    eq(table.multiStoreId, scope.multiStoreId),
    inArray(table.companyId, [...scope.companyIds]),
    gte(table.day, first),
    lte(table.day, last),
  );

const emptyDay = (): DayFigures => ({
  salesCents: 0n,
  tickets: 0n,
  quantityThousandths: 0n,
  newCustomers: 0n,
  productionFinished: 0n,
});

/** Every statistic per business day from `first` to `last` (days without a figure left out). */
export async function figuresByDay(
  db: Db,
  scope: InsightsScope,
  first: string,
  last: string,
  unitsOnly: boolean,
): Promise<Map<string, DayFigures>> {
  const days = new Map<string, DayFigures>();
  if (scope.companyIds.length === 0) return days;
  const dayFigures = (day: string) => {
    let figures = days.get(day);
    if (!figures) {
      figures = emptyDay();
      days.set(day, figures);
    }
    return figures;
  };
  const customerDay = dayOf(customers.createdAt);
  const productionDay = dayOf(productionOrders.finishedAt);
  // Some units only: the customers registered that day who bought in them (customers belong to the network).
  const boughtInScope = sql`exists (select 1 from ${sales} where ${sales.customerId} = ${customers.id} and ${inArray(
    sales.companyId,
    [...scope.companyIds],
  )} and ${sales.status} = 'finished')`;
  const [saleRows, customerRows, productionRows] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${salesDays.day}, 'YYYY-MM-DD')`,
        tickets: sql<string>`sum(${salesDays.sales})::text`,
        cents: sql<string>`(sum(${salesDays.total}) * 100)::bigint::text`,
        quantity: sql<string>`(sum(${salesDays.items}) * 1000)::bigint::text`,
      })
      .from(salesDays)
      .where(summaryDaysOf(salesDays, scope, first, last))
      .groupBy(salesDays.day)
      .having(sql`sum(${salesDays.sales}) <> 0 or sum(${salesDays.items}) <> 0`),
    db
      .select({ day: customerDay, count: sql<string>`count(*)::text` })
      .from(customers)
      .where(
        and(
          eq(customers.multiStoreId, scope.multiStoreId),
          gte(customers.createdAt, startOf(first)),
          lt(customers.createdAt, after(last)),
          unitsOnly ? boughtInScope : undefined,
        ),
      )
      .groupBy(customerDay),
    db
      .select({ day: productionDay, count: sql<string>`count(*)::text` })
      .from(productionOrders)
      .where(
        and(
          eq(productionOrders.multiStoreId, scope.multiStoreId),
          inArray(productionOrders.companyId, [...scope.companyIds]),
          eq(productionOrders.statusId, 8),
          gte(productionOrders.finishedAt, startOf(first)),
          lt(productionOrders.finishedAt, after(last)),
        ),
      )
      .groupBy(productionDay),
  ]);
  for (const row of saleRows) {
    const figures = dayFigures(row.day);
    figures.tickets = BigInt(row.tickets);
    figures.salesCents = BigInt(row.cents);
    figures.quantityThousandths = BigInt(row.quantity);
  }
  for (const row of customerRows) dayFigures(row.day).newCustomers = BigInt(row.count);
  for (const row of productionRows) dayFigures(row.day).productionFinished = BigInt(row.count);
  return days;
}

export type BestSellerRow = { productId: number; model: string; quantityThousandths: bigint; cents: bigint };

/** The products that billed most in the period (items not removed, sales not canceled), and the period's totals. */
export async function bestSellersOf(
  db: Db,
  scope: InsightsScope,
  first: string,
  last: string,
  limit: number,
): Promise<{ rows: BestSellerRow[]; cents: bigint; quantityThousandths: bigint }> {
  if (scope.companyIds.length === 0) return { rows: [], cents: 0n, quantityThousandths: 0n };
  const source = productSalesIn(scope, first, last);
  const cents = sql<string>`(coalesce(sum(${sold.revenue}), 0) * 100)::bigint`;
  const quantity = sql<string>`(coalesce(sum(${sold.quantity}), 0) * 1000)::bigint`;
  const productId = sql<number>`${sold.productId}`.mapWith(Number);
  const [rows, totals] = await Promise.all([
    db
      .select({
        productId,
        model: sql<string>`max(${products.fullDescription})`,
        cents: sql<string>`${cents}::text`,
        quantity: sql<string>`${quantity}::text`,
      })
      .from(source)
      .innerJoin(products, eq(products.id, sold.productId))
      .groupBy(sold.productId)
      .having(sql`sum(${sold.lines}) > 0`)
      .orderBy(desc(cents), desc(quantity), sold.productId)
      .limit(limit),
    db.select({ cents: sql<string>`${cents}::text`, quantity: sql<string>`${quantity}::text` }).from(source),
  ]);
  return {
    rows: rows.map((row) => ({
      productId: row.productId,
      model: row.model,
      cents: BigInt(row.cents),
      quantityThousandths: BigInt(row.quantity),
    })),
    cents: BigInt(totals[0]?.cents ?? "0"),
    quantityThousandths: BigInt(totals[0]?.quantity ?? "0"),
  };
}
