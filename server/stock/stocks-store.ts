import { and, eq, sql } from "drizzle-orm";
import { type Milli, parseQuantity } from "../../src/domain/stock.ts";
import { CompanyId, StockId } from "../../src/schemas/ids.ts";
import type { StockDetail } from "../../src/schemas/stock.ts";
import type { Db } from "../db/client.ts";
import { message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { productConfigs, products, stocks } from "./schema.ts";

// What the stock routes share: numeric text to thousandths, the unit cost of a product in a unit, one stock.

/** numeric(14,3) text (or a number) to thousandths; 0 for null. */
export const milliFromDb = (value: string | number | null | undefined): Milli => {
  if (value === null || value === undefined) return 0;
  const milli = parseQuantity(typeof value === "number" ? value : value.trim());
  if (milli === null) throw new Error(`not a quantity: ${value}`);
  return milli;
};

/** Thousandths to the API's JSON number. */
export const quantityOut = (value: string | number | null | undefined): number => milliFromDb(value) / 1000;

/** A product's unit cost in the unit of a stock: its product_configs.unit_cost there, else the product's cost. */
export const unitCostSql = sql<string>`coalesce(${productConfigs.unitCost}, ${products.cost})`;

/** A 422 on one field with a message of the stock namespace. */
export const stockInvalid = (field: string, key: string, values?: Record<string, unknown>) =>
  new ValidationError({ [field]: [message(`stock:errors.${key}`, values)] });

/** One stock of the session's network with its unit's name and the count in progress. */
export async function loadStock(db: Db, session: SessionInfo, id: number): Promise<StockDetail | null> {
  const [row] = await db
    .select({
      id: stocks.id,
      name: stocks.name,
      companyId: stocks.companyId,
      companyName: companies.name,
      isDefault: stocks.isDefault,
      active: stocks.active,
      openCountId: sql<
        number | null
      >`(select c.id from stock_counts c where c.stock_id = "stocks"."id" and c.status = 'open')`,
    })
    .from(stocks)
    .innerJoin(companies, eq(companies.id, stocks.companyId))
    .where(tenantScope(stocks, session, eq(stocks.id, id)));
  if (!row) return null;
  return {
    id: StockId.make(row.id),
    name: row.name,
    company_id: CompanyId.make(row.companyId),
    company_name: row.companyName,
    is_default: row.isDefault,
    active: row.active,
    open_count_id: row.openCountId === null ? null : Number(row.openCountId),
  };
}

/** The stock rows (id, unit, default, active) of these ids in the session's network. */
export async function stocksOf(db: Db, session: SessionInfo, ids: ReadonlyArray<number>) {
  const rows = await db
    .select({ id: stocks.id, companyId: stocks.companyId, active: stocks.active, name: stocks.name })
    .from(stocks)
    .where(tenantScope(stocks, session, sql`${stocks.id} in ${ids}`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Joins product_configs of the stock's unit (alias-free: the stock row's company). */
export const configOfUnit = (companyId: typeof stocks.companyId | typeof productConfigs.companyId) =>
  and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId));
