import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { averageTicket, commissionOf, shareInPercent } from "../../src/domain/reports.ts";
import type { ItemGrouping } from "../../src/schemas/reports.ts";
import type { Db } from "../db/client.ts";
import { sellers } from "../sellers/schema.ts";
import { marketStructure, productConfigs, products } from "../stock/schema.ts";
import { productSalesIn, sold } from "./product-sales.ts";
import { sellerSalesDays } from "./schema.ts";
import { inDays, type ResolvedReportScope } from "./scope.ts";

// RPT 6 (items sold) and RPT 16 (attendants' results): GROUP BY statements over the scope's daily summaries
// (server/reports/schema.ts, kept by triggers as sales are written: cancelled sales and removed items count for
// nothing). Money comes back as integer cents text (numeric × 100),
// quantities as thousandths, and is added up as bigint: exact.

const centsSum = (value: SQL | AnyPgColumn) => sql<string>`(coalesce(sum(${value}), 0) * 100)::bigint::text`;
const thousandthsSum = (value: SQL | AnyPgColumn) => sql<string>`(coalesce(sum(${value}), 0) * 1000)::bigint::text`;

/** Thousandths of the sale unit as a number (1500 → 1.5). */
const quantityOf = (thousandths: bigint) => Number(thousandths) / 1000;

// RPT 6.

export type ItemFigures = {
  readonly quantity: number;
  readonly revenue: bigint;
  readonly cost: bigint;
  readonly margin: bigint;
  readonly marginPercent: number | null;
};
export type ItemRow = ItemFigures & { readonly id: number; readonly name: string | null };
export type ItemReport = {
  readonly groupBy: ItemGrouping;
  readonly rows: ReadonlyArray<ItemRow>;
  readonly totals: ItemFigures;
};

const itemFigures = (quantity: bigint, revenue: bigint, cost: bigint) => ({
  quantity: quantityOf(quantity),
  revenue,
  cost,
  margin: revenue - cost,
  marginPercent: shareInPercent(revenue - cost, revenue),
});

/**
 * Per product, department or group: quantity, revenue (the items' totals, after their discount), cost and margin.
 * A line's cost is its quantity × the unit cost the sale item recorded — or, when it recorded none (0), the unit's
 * cost of the product (product_configs), else the product's reference cost — rounded half up to the cent per line.
 */
export async function itemSalesFigures(db: Db, scope: ResolvedReportScope, groupBy: ItemGrouping): Promise<ItemReport> {
  // The lines that recorded no unit cost are kept by quantity (uncosted_quantity, `lines` of them): each is costed
  // with the unit's cost of the product, else the product's reference cost, rounded per line. The summaries are
  // added up per unit and product first (productSalesIn), so products and their costs are joined once per pair.
  const fallbackCost = sql`coalesce(nullif(${productConfigs.unitCost}, 0), ${products.cost})`;
  const cost = sql`${sold.cost} + case when ${sold.uncostedQuantity} = 0 then 0 else ${sold.lines} * round(${sold.uncostedQuantity} * ${fallbackCost}, 2) end`;
  const key =
    groupBy === "product"
      ? products.id
      : sql<number>`coalesce(${groupBy === "department" ? products.departmentId : products.groupId}, 0)`;
  const name = groupBy === "product" ? products.fullDescription : marketStructure.name;
  const base = db
    .select({
      id: sql<number>`${key}`.mapWith(Number),
      name: sql<string | null>`${name}`,
      quantity: thousandthsSum(sold.quantity),
      revenue: centsSum(sold.revenue),
      cost: centsSum(cost),
    })
    .from(productSalesIn(scope, scope.start, scope.end))
    .innerJoin(products, eq(products.id, sold.productId))
    .leftJoin(
      productConfigs,
      and(eq(productConfigs.companyId, sold.companyId), eq(productConfigs.productId, sold.productId)),
    );
  const any = sql`sum(${sold.lines}) > 0`;
  const rows =
    groupBy === "product"
      ? await base.groupBy(products.id, products.fullDescription).having(any)
      : await base
          .leftJoin(
            marketStructure,
            eq(marketStructure.id, groupBy === "department" ? products.departmentId : products.groupId),
          )
          .groupBy(key, marketStructure.name)
          .having(any);
  const out = rows
    .map(
      (row): ItemRow => ({
        id: row.id,
        name: row.id === 0 ? null : row.name,
        ...itemFigures(BigInt(row.quantity), BigInt(row.revenue), BigInt(row.cost)),
      }),
    )
    .sort((a, b) =>
      a.revenue === b.revenue ? (a.name ?? "").localeCompare(b.name ?? "") : a.revenue > b.revenue ? -1 : 1,
    );
  const add = (field: "quantity" | "revenue" | "cost") => rows.reduce((sum, row) => sum + BigInt(row[field]), 0n);
  return { groupBy, rows: out, totals: itemFigures(add("quantity"), add("revenue"), add("cost")) };
}

// RPT 16.

export type AttendantFigures = {
  readonly sales: number;
  readonly items: number;
  readonly total: bigint;
  readonly averageTicket: bigint;
  readonly commission: bigint;
};
export type AttendantRow = AttendantFigures & {
  readonly id: number;
  readonly name: string | null;
  /** Hundredths of a percent (2.5 % is 250). */
  readonly percent: bigint;
};
export type AttendantReport = { readonly rows: ReadonlyArray<AttendantRow>; readonly totals: AttendantFigures };

/**
 * Per seller of the sale (sales.seller_id; 0: no seller): sales, items, total, average ticket, and the commission —
 * the total × the seller's commission percentage, rounded half up to the cent once per seller.
 */
export async function attendantFigures(db: Db, scope: ResolvedReportScope): Promise<AttendantReport> {
  const d = sellerSalesDays;
  const seller = sql<number>`${d.sellerId}`.mapWith(Number);
  const found = await db
    .select({
      id: seller,
      name: sellers.name,
      percent: sql<string>`(coalesce(${sellers.commissionPercentage}, 0) * 100)::bigint::text`,
      sales: sql<number>`sum(${d.sales})::int`,
      total: centsSum(d.total),
      items: thousandthsSum(d.items),
    })
    .from(d)
    .leftJoin(sellers, eq(sellers.id, d.sellerId))
    .where(inDays(scope, { multiStoreId: d.multiStoreId, companyId: d.companyId, day: d.day }, scope.start, scope.end))
    .groupBy(d.sellerId, sellers.name, sellers.commissionPercentage)
    .having(sql`sum(${d.sales}) > 0`);
  const itemsOf = new Map(found.map((row) => [row.id, BigInt(row.items)]));
  const rows = found
    .map((row): AttendantRow => {
      const total = BigInt(row.total);
      const percent = BigInt(row.percent);
      return {
        id: row.id,
        name: row.id === 0 ? null : row.name,
        percent,
        sales: row.sales,
        items: quantityOf(itemsOf.get(row.id) ?? 0n),
        total,
        averageTicket: averageTicket(total, row.sales),
        commission: commissionOf(total, percent),
      };
    })
    .sort((a, b) => (a.total === b.total ? (a.name ?? "").localeCompare(b.name ?? "") : a.total > b.total ? -1 : 1));
  const total = rows.reduce((sum, row) => sum + row.total, 0n);
  const count = rows.reduce((sum, row) => sum + row.sales, 0);
  const allItems = [...itemsOf.values()].reduce((sum, value) => sum + value, 0n);
  return {
    rows,
    totals: {
      sales: count,
      items: quantityOf(allItems),
      total,
      averageTicket: averageTicket(total, count),
      commission: rows.reduce((sum, row) => sum + row.commission, 0n),
    },
  };
}
