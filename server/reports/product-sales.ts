import { type SQL, sql } from "drizzle-orm";
import { productSalesDays, productSalesMonths, productSalesYears } from "./schema.ts";
import type { ResolvedReportScope } from "./scope.ts";

// The items sold in a period, per unit and product, from the cheapest summaries that cover it: whole calendar years
// from product_sales_years, whole months from product_sales_months, days from product_sales_days
// (server/reports/schema.ts). The sums add up, so a period that covers most of a year reads the year minus the months
// and days outside the period: a year of the network, calendar or the last 12 months, reads about one row per unit and
// product, not one per day.

/** A summary range added (+1) or subtracted (−1): a calendar year, a month, or days from `first` to `last`. */
export type SummaryPiece = {
  readonly kind: "year" | "month" | "days";
  readonly first: string;
  readonly last: string;
  readonly sign: 1 | -1;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** setUTCFullYear: Date.UTC reads years 0 to 99 as 1900 to 1999 (report dates go from 0001 to 9999). */
const utc = (year: number, month: number, day: number) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
};
const shift = (iso: string, days: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
const daysIn = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;

/** The period as whole years, whole months and the ranges of days left, all added. */
function added(start: string, end: string): SummaryPiece[] {
  const pieces: SummaryPiece[] = [];
  // Stops at the piece that ends on `end`, never stepping past it: the day after 9999-12-31 is no YYYY-MM-DD.
  let cursor = start;
  while (cursor <= end) {
    const [year, month, day] = cursor.split("-").map(Number) as [number, number, number];
    const lastOfMonth = isoDay(utc(year, month + 1, 0));
    const yearEnd = `${cursor.slice(0, 4)}-12-31`;
    const piece: SummaryPiece =
      month === 1 && day === 1 && yearEnd <= end
        ? { kind: "year", first: cursor, last: yearEnd, sign: 1 }
        : day === 1 && lastOfMonth <= end
          ? { kind: "month", first: cursor, last: lastOfMonth, sign: 1 }
          : { kind: "days", first: cursor, last: lastOfMonth < end ? lastOfMonth : end, sign: 1 };
    pieces.push(piece);
    if (piece.last >= end) break;
    cursor = shift(piece.last, 1);
  }
  return pieces;
}

/** About how many rows a piece reads, a month's worth being 1 (a day of sales holds a few products of the month's). */
const weightOf = (pieces: ReadonlyArray<SummaryPiece>) =>
  pieces.reduce((sum, piece) => sum + (piece.kind === "days" ? 0.1 * daysIn(piece.first, piece.last) : 1), 0);

/** The period (YYYY-MM-DD, both included) as the summary ranges that read fewest rows, per calendar year. */
export function summaryPieces(start: string, end: string): SummaryPiece[] {
  const pieces: SummaryPiece[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)) && start <= end; year += 1) {
    const digits = String(year).padStart(4, "0");
    const [first, last] = [`${digits}-01-01`, `${digits}-12-31`];
    const [from, to] = [start > first ? start : first, end < last ? end : last];
    const inside = added(from, to);
    const outside = [
      ...(from > first ? added(first, shift(from, -1)) : []),
      ...(to < last ? added(shift(to, 1), last) : []),
    ].map((piece): SummaryPiece => ({ ...piece, sign: -1 }));
    const yearLess: SummaryPiece[] = [{ kind: "year", first, last, sign: 1 }, ...outside];
    pieces.push(...(weightOf(yearLess) < weightOf(inside) ? yearLess : inside));
  }
  return pieces;
}

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
  const tables = { year: productSalesYears, month: productSalesMonths, days: productSalesDays } as const;
  const units = sql.join(
    scope.companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const parts = summaryPieces(start, end).map((piece) => {
    const table = tables[piece.kind];
    const period =
      piece.kind === "days"
        ? sql`${productSalesDays.day} between ${piece.first}::date and ${piece.last}::date`
        : sql`${tables[piece.kind].period} = ${piece.first}::date`;
    const sign = sql.raw(String(piece.sign));
    return sql`select ${table.companyId} as company_id, ${table.productId} as product_id,
        ${table.uncostedQuantity} as uncosted_quantity, ${sign} * ${table.lines} as lines,
        ${sign} * ${table.quantity} as quantity, ${sign} * ${table.revenue} as revenue, ${sign} * ${table.cost} as cost
      from ${table}
      where ${table.multiStoreId} = ${scope.multiStoreId} and ${table.companyId} in (${units}) and ${period}`;
  });
  const pieceRows =
    parts.length > 0 && scope.companyIds.length > 0
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
