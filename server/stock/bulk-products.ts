import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { type Milli, parseQuantity } from "../../src/domain/stock.ts";
import type { ProductId } from "../../src/schemas/ids.ts";
import type { SelectorProduct } from "../../src/schemas/stock-bulk.ts";
import type { Db } from "../db/client.ts";
import { listPage } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { productConfigs, products, skuStocks } from "./schema.ts";

// The products selector's page (spec 2.10): the network's products by name or SKU, each with its stock in one
// stock and whether it is active in that stock's unit. Shared by the stock wizard and the bulk product edit.

/** Thousandths of a numeric(14,3) text (0 when absent). */
export const bulkMilliOf = (text: string | null | undefined): Milli => (text ? (parseQuantity(text) ?? 0) : 0);

type Page = { readonly page?: number | undefined; readonly per_page?: number | undefined };

/** One page of products with their stock in `stockId` (a stock of unit `companyId`). */
export async function selectorPage(
  db: Db,
  session: SessionInfo,
  at: { readonly stockId: SQL | number; readonly companyId: SQL | number },
  query: Page & { readonly search?: string | undefined },
  where: ReadonlyArray<SQL | undefined> = [],
) {
  const { data, meta } = await listPage({
    db,
    query: { page: query.page, per_page: query.per_page, filter: query.search },
    scope: { table: products, session },
    sort: {
      by: { name: sql`lower(${products.fullDescription})` },
      field: "name",
      direction: "asc",
      tieBreak: [asc(products.id)],
    },
    search: { columns: [products.fullDescription, products.sku] },
    where,
    rows: db
      .select({
        id: products.id,
        fullDescription: products.fullDescription,
        sku: products.sku,
        saleUnitName: products.saleUnitName,
        saleUnitDecimals: products.saleUnitDecimals,
        kind: products.kind,
        status: products.status,
        configActive: productConfigs.active,
        quantity: skuStocks.quantity,
        incoming: skuStocks.incoming,
        outgoing: skuStocks.outgoing,
      })
      .from(products)
      .leftJoin(
        productConfigs,
        and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, at.companyId)),
      )
      .leftJoin(skuStocks, and(eq(skuStocks.productId, products.id), eq(skuStocks.stockId, at.stockId)))
      .$dynamic(),
    totals: db
      .select({ count: sql<number>`count(*)` })
      .from(products)
      .leftJoin(
        productConfigs,
        and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, at.companyId)),
      )
      .$dynamic(),
    item: (row): SelectorProduct => ({
      id: row.id as ProductId,
      full_description: row.fullDescription,
      sku: row.sku,
      thumb: null,
      sale_unit_name: row.saleUnitName,
      sale_unit_decimals: row.saleUnitDecimals,
      kind: row.kind === "service" ? "service" : "product",
      sku_quantity: bulkMilliOf(row.quantity) / 1000,
      sku_incoming: bulkMilliOf(row.incoming) / 1000,
      sku_outgoing: bulkMilliOf(row.outgoing) / 1000,
      status: row.status && (row.configActive ?? true),
    }),
  });
  return { data, meta };
}
