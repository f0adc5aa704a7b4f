import { type SQL, sql } from "drizzle-orm";
import { productSalesDays, productSalesMonths, productSalesYears } from "./schema.ts";
import type { ResolvedReportScope } from "./scope.ts";

// The items sold in a period, per unit and product, from the cheapest summaries that cover it: whole calendar years
// from product_sales_years, whole months from product_sales_months, the days at the edges from product_sales_days
// (server/reports/schema.ts). A year of the network then reads one row per unit and product, not one per day.

/** A period (YYYY-MM-DD, both included) split into whole years, whole months and the ranges of days left. */
export type SummaryPieces = {
  readonly years: ReadonlyArray<string>;
  readonly months: ReadonlyArray<string>;
  readonly days: ReadonlyArray<readonly [string, string]>;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const dayAfter = (iso: string) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000));

export function summaryPieces(start: string, end: string): SummaryPieces {
  const years: string[] = [];
  const months: string[] = [];
  const days: Array<readonly [string, string]> = [];
  let cursor = start;
  while (cursor <= end) {
    const [year, month, day] = cursor.split("-").map(Number) as [number, number, number];
    const lastOfMonth = isoDay(utc(year, month + 1, 0));
    if (month === 1 && day === 1 && `${year}-12-31` <= end) {
      years.push(cursor);
      cursor = isoDay(utc(year + 1, 1, 1));
    } else if (day === 1 && lastOfMonth <= end) {
      months.push(cursor);
      cursor = isoDay(utc(year, month + 1, 1));
    } else {
      const last = lastOfMonth < end ? lastOfMonth : end;
      days.push([cursor, last]);
      cursor = dayAfter(last);
    }
  }
  return { years, months, days };
}

const dates = (list: ReadonlyArray<string>) =>
  sql.join(
    list.map((day) => sql`${day}::date`),
    sql`, `,
  );

/**
 * A subquery `sold` of the scope's items sold from `start` to `end`, one row per product and uncosted quantity (see
 * productSalesDays), and per unit for the uncosted lines (company_id 0 for the others): company_id, product_id,
 * uncosted_quantity, lines, quantity, revenue, cost.
 */
export function productSalesIn(
  scope: Pick<ResolvedReportScope, "multiStoreId" | "companyIds">,
  start: string,
  end: string,
): SQL {
  const pieces = summaryPieces(start, end);
  const parts: SQL[] = [];
  const rowsOf = (
    table: typeof productSalesDays | typeof productSalesMonths | typeof productSalesYears,
    periods: SQL,
  ) =>
    sql`select ${table.companyId} as company_id, ${table.productId} as product_id,
      ${table.uncostedQuantity} as uncosted_quantity, ${table.lines} as lines, ${table.quantity} as quantity,
      ${table.revenue} as revenue, ${table.cost} as cost
    from ${table}
    where ${table.multiStoreId} = ${scope.multiStoreId}
      and ${table.companyId} in (${sql.join(
        scope.companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and ${periods}`;
  if (scope.companyIds.length > 0) {
    if (pieces.years.length > 0)
      parts.push(rowsOf(productSalesYears, sql`${productSalesYears.period} in (${dates(pieces.years)})`));
    if (pieces.months.length > 0)
      parts.push(rowsOf(productSalesMonths, sql`${productSalesMonths.period} in (${dates(pieces.months)})`));
    if (pieces.days.length > 0)
      parts.push(
        rowsOf(
          productSalesDays,
          sql`(${sql.join(
            pieces.days.map(([from, to]) => sql`${productSalesDays.day} between ${from}::date and ${to}::date`),
            sql` or `,
          )})`,
        ),
      );
  }
  const pieceRows =
    parts.length > 0
      ? sql.join(parts, sql` union all `)
      : sql`select 0 as company_id, 0 as product_id, 0::numeric as uncosted_quantity, 0 as lines,
          0::numeric as quantity, 0::numeric as revenue, 0::numeric as cost where false`;
  // The unit matters only to cost the lines that recorded no cost (uncosted_quantity > 0) with that unit's cost of
  // the product: the costed ones of every unit are added up together (one group per product instead of per unit).
  return sql`(select case when uncosted_quantity = 0 then 0 else company_id end as company_id, product_id,
      uncosted_quantity, sum(lines) as lines, sum(quantity) as quantity, sum(revenue) as revenue, sum(cost) as cost
    from (${pieceRows}) pieces group by 1, product_id, uncosted_quantity) sold`;
}

/** The columns of productSalesIn's subquery. */
export const sold = {
  companyId: sql`sold.company_id`,
  productId: sql`sold.product_id`,
  uncostedQuantity: sql`sold.uncosted_quantity`,
  lines: sql`sold.lines`,
  quantity: sql`sold.quantity`,
  revenue: sql`sold.revenue`,
  cost: sql`sold.cost`,
};
