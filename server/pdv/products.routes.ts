import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { availableStock } from "../../src/domain/stock.ts";
import { POS_PLACEHOLDER, POS_REGISTER } from "../../src/domain/permissions.ts";
import { type ProductHit, ProductSearchQuery, ProductSearchResult } from "../../src/schemas/pdv.ts";
import type { Db } from "../db/client.ts";
import { productConfigs, products, skuStocks } from "../db/pdv-schema.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import type { SessionInfo } from "../http/route.ts";
import { matchesWordPrefixes, searchTokens, startsWith } from "./search-text.ts";
import { assertOwnCompany, milliOf } from "./values.ts";

/** Routes the PDV reads with either POS permission (1: register, 10: placeholder session). */
export const POS_ANY = [
  { slug: "POS", code: POS_REGISTER },
  { slug: "POS", code: POS_PLACEHOLDER },
] as const;

const DEFAULT_LIMIT = 20;
const sortKey = sql<string>`lower(${products.fullDescription})`;

type Cursor = { readonly key: string; readonly id: number };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString("base64url");

const decodeCursor = (text: string | undefined): Cursor | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && Number.isSafeInteger(value[1])) {
      return { key: value[0], id: value[1] as number };
    }
  } catch {
    // A broken cursor restarts from the first page.
  }
  return null;
};

async function findHits(
  db: Db,
  session: SessionInfo,
  companyId: number,
  where: SQL | undefined,
  limit: number,
): Promise<Array<ProductHit & { sortKey: string }>> {
  const rows = await db
    .select({
      id: products.id,
      fullDescription: products.fullDescription,
      sku: products.sku,
      ean: products.ean,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
      price1: productConfigs.price1,
      stockControl: productConfigs.stockControl,
      quantity: skuStocks.quantity,
      incoming: skuStocks.incoming,
      outgoing: skuStocks.outgoing,
      sortKey,
    })
    .from(products)
    .innerJoin(productConfigs, and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId)))
    .leftJoin(skuStocks, and(eq(skuStocks.productId, products.id), eq(skuStocks.companyId, companyId)))
    .where(tenantScope(products, session, eq(products.status, true), where))
    .orderBy(asc(sortKey), asc(products.id))
    .limit(limit);
  return rows.map((row) => {
    const stock = { quantity: milliOf(row.quantity), incoming: milliOf(row.incoming), outgoing: milliOf(row.outgoing) };
    return {
      id: row.id,
      full_description: row.fullDescription,
      sku: row.sku,
      ean: row.ean,
      price_1: row.price1,
      stock_control: row.stockControl,
      stock: {
        quantity: stock.quantity / 1000,
        incoming: stock.incoming / 1000,
        outgoing: stock.outgoing / 1000,
        available: availableStock(stock, row.unitDecimals) / 1000,
      },
      sale_unit: { name: row.unitName, decimals: row.unitDecimals },
      sortKey: row.sortKey,
    };
  });
}

const withoutKey = ({ sortKey: _, ...hit }: ProductHit & { sortKey: string }): ProductHit => hit;

const search = defineRoute({
  method: "get",
  path: "/api/v1/products/search",
  access: POS_ANY,
  tag: "pdv",
  summary: "Products of a unit by name words, SKU or exact EAN, with price and available stock (keyset paged)",
  query: ProductSearchQuery,
  response: ProductSearchResult,
  handler: async ({ services, session, query }) => {
    const { db } = services;
    assertOwnCompany(session, query.company_id);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const q = query.q?.trim() ?? "";
    const cursor = decodeCursor(query.after);
    if (q !== "" && !cursor) {
      // A scanner types the barcode (or the SKU) and Enter: an exact hit answers alone.
      if (/^\d{8,14}$/.test(q)) {
        const byEan = await findHits(db, session, query.company_id, eq(products.ean, q), limit);
        if (byEan.length > 0) return { data: byEan.map(withoutKey), match: "ean" as const, next_cursor: null };
      }
      const bySku = await findHits(db, session, query.company_id, sql`lower(${products.sku}) = ${q.toLowerCase()}`, 2);
      if (bySku.length > 0) return { data: bySku.map(withoutKey), match: "sku" as const, next_cursor: null };
    }
    const tokens = searchTokens(q);
    const text =
      tokens.length === 0
        ? undefined
        : tokens.length === 1 && !/\s/.test(q)
          ? sql`(${matchesWordPrefixes(products.fullDescription, tokens)} or lower(${products.sku}) like ${startsWith(q.toLowerCase())})`
          : matchesWordPrefixes(products.fullDescription, tokens);
    const after = cursor ? sql`(${sortKey}, ${products.id}) > (${cursor.key}, ${cursor.id})` : undefined;
    const hits = await findHits(db, session, query.company_id, and(text, after), limit + 1);
    const page = hits.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map(withoutKey),
      match: tokens.length === 0 ? ("all" as const) : ("text" as const),
      next_cursor: hits.length > limit && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
    };
  },
});

export const productsRoutes = [search];
