import { pdvEndpoints } from "../../src/schemas/endpoints/pdv.ts";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { availableStock } from "../../src/domain/stock.ts";
import { POS_PLACEHOLDER, POS_REGISTER } from "../../src/domain/permissions.ts";
import type { ProductHit } from "../../src/schemas/pdv.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import { defaultStockOf } from "../stock/ledger.ts";
import { productConfigs, products, skuStocks } from "../stock/schema.ts";
import { mainImageIdOf, thumbUrlOf } from "../images/public.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import type { SessionInfo } from "../http/route.ts";
import { startsWith } from "../db/like.ts";
import { matchesWordPrefixes, searchTokens } from "./search-text.ts";
import { col } from "./sql.ts";
import { assertOwnCompany, milliOf } from "./values.ts";

/** Routes the PDV reads with either POS permission (1: register, 10: placeholder session). */
export const POS_ANY = [
  { slug: "POS", code: POS_REGISTER },
  { slug: "POS", code: POS_PLACEHOLDER },
] as const;

const DEFAULT_LIMIT = 20;
/**
 * Name searches sort at most this many matches: up to it the page is the exact alphabetical order; a broader
 * search (a word in thousands of names) answers from the first matches found, still in order and paged,
 * which keeps every search a few milliseconds whatever the catalog's size (type more words to narrow it).
 */
export const SEARCH_CANDIDATES = 1_000;
const sortKey = sql<string>`lower(${col(products.fullDescription)})`;

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

type Hit = ProductHit & { sortKey: string };

/**
 * One page of a unit's sellable products: the ids come from `where` (sorted by description, capped when
 * `capped`), then price and stock are joined for the page only.
 */
export async function findHits(
  db: Db,
  session: SessionInfo,
  companyId: number,
  where: SQL | undefined,
  limit: number,
  capped: boolean,
): Promise<Hit[]> {
  // Sold here: configured in the unit and active there (product_configs.active), the product active (status).
  // A scalar subquery, not EXISTS: PostgreSQL turns EXISTS into a join and, costing index probes as disk reads,
  // hashes the unit's whole product_configs; this stays one index probe per match (measured in bench/pdv.ts).
  const configured = sql`(select ${col(productConfigs.active)} from ${productConfigs} where ${col(productConfigs.productId)} = ${col(products.id)} and ${col(productConfigs.companyId)} = ${companyId}) is true`;
  const matches = db
    .select({ id: products.id, key: sortKey.as("key") })
    .from(products)
    .where(tenantScope(products, session, eq(products.status, true), configured, where));
  // A capped subquery takes the first matches the GIN index finds, before any sort; a plain one walks the
  // description index in order (browsing, exact EAN or SKU).
  const candidates = (
    capped ? matches.limit(SEARCH_CANDIDATES) : matches.orderBy(sortKey, products.id).limit(limit)
  ).as("candidates");
  const page = db
    .select({ id: candidates.id, key: candidates.key })
    .from(candidates)
    .orderBy(asc(candidates.key), asc(candidates.id))
    .limit(limit)
    .as("page");
  const rows = await db
    .select({
      id: products.id,
      fullDescription: products.fullDescription,
      sku: products.sku,
      ean: products.ean,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
      price1: productConfigs.price1,
      // A service never touches stock, whatever its unit's config says.
      stockControl: sql<boolean>`(${productConfigs.stockControl} and ${products.kind} = 'product')`,
      quantity: skuStocks.quantity,
      incoming: skuStocks.incoming,
      outgoing: skuStocks.outgoing,
      sortKey: page.key,
      imageId: mainImageIdOf(col(products.id)),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(productConfigs, and(eq(productConfigs.productId, page.id), eq(productConfigs.companyId, companyId)))
    .leftJoin(skuStocks, and(eq(skuStocks.productId, page.id), eq(skuStocks.stockId, defaultStockOf(companyId))))
    .orderBy(asc(page.key), asc(page.id));
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
      thumb_url: thumbUrlOf(row.imageId),
      sortKey: row.sortKey,
    };
  });
}

const withoutKey = ({ sortKey: _, ...hit }: Hit): ProductHit => hit;

const search = defineRoute({
  endpoint: pdvEndpoints.searchProducts,
  access: POS_ANY,
  tag: "pdv",
  summary: "Products of a unit by name words, SKU or exact EAN, with price and available stock (keyset paged)",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    assertOwnCompany(session, query.company_id);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const q = query.q?.trim() ?? "";
    const cursor = decodeCursor(query.after);
    if (q !== "" && !cursor) {
      // A scanner types the barcode (or the SKU) and Enter: an exact hit answers alone.
      if (/^\d{8,14}$/.test(q)) {
        const byEan = await findHits(db, session, query.company_id, eq(products.ean, q), limit, false);
        if (byEan.length > 0) return { data: byEan.map(withoutKey), match: "ean" as const, next_cursor: null };
      }
      const bySku = await findHits(
        db,
        session,
        query.company_id,
        sql`lower(${col(products.sku)}) = ${q.toLowerCase()}`,
        2,
        false,
      );
      if (bySku.length > 0) return { data: bySku.map(withoutKey), match: "sku" as const, next_cursor: null };
    }
    const tokens = searchTokens(q);
    const text =
      tokens.length === 0
        ? undefined
        : tokens.length === 1 && !/\s/.test(q)
          ? sql`(${matchesWordPrefixes(col(products.searchVector), tokens)} or lower(${col(products.sku)}) like ${startsWith(q.toLowerCase())})`
          : matchesWordPrefixes(col(products.searchVector), tokens);
    const after = cursor ? sql`(${sortKey}, ${col(products.id)}) > (${cursor.key}, ${cursor.id})` : undefined;
    const hits = await findHits(db, session, query.company_id, and(text, after), limit + 1, text !== undefined);
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
