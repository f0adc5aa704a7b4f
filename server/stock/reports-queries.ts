import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductId } from "../../src/schemas/ids.ts";
import type { Db } from "../db/client.ts";
import type { SessionInfo } from "../http/route.ts";
import { suppliers } from "../suppliers/schema.ts";
import { marketStructure, products } from "./schema.ts";

// Pieces the stock reports share: the units a report covers, the department of a product, numbers from numeric.

/** The units a report covers: the one filtered (when the user works in it) or every unit the user works in. */
export function reportUnits(session: SessionInfo, companyId: number | undefined): number[] {
  if (companyId === undefined) return [...session.companyIds];
  return session.companyIds.includes(companyId) ? [companyId] : [];
}

/** `column in (units)`, false for none (a user without units sees an empty report). */
export const inUnits = (column: Parameters<typeof inArray>[0], units: ReadonlyArray<number>): SQL =>
  units.length === 0 ? sql`false` : inArray(column, [...units]);

/** The product's department (a market_structure row). */
export const department = alias(marketStructure, "department");

export const departmentName = sql<string>`coalesce(${department.name}, '')`;

/** The columns a per-product report row starts with: the product, its sale unit and its department. */
const productColumns = {
  id: products.id,
  sku: products.sku,
  description: products.fullDescription,
  unitName: products.saleUnitName,
  unitDecimals: products.saleUnitDecimals,
  department: departmentName,
};

/**
 * A per-product report's rows and count for listPage: products with their department, the product columns and
 * the report's own figures (`extra`).
 */
export function productReportQueries<Extra extends Record<string, SQL>>(db: Db, extra: Extra) {
  return {
    rows: db
      .select({ ...productColumns, ...extra })
      .from(products)
      .leftJoin(department, eq(department.id, products.departmentId))
      .$dynamic(),
    totals: db
      .select({ count: count() })
      .from(products)
      .leftJoin(department, eq(department.id, products.departmentId))
      .$dynamic(),
  };
}

/** The product fields of a per-product report row, as the API writes them. */
export const productReportFields = (row: {
  id: number;
  sku: string;
  description: string;
  unitName: string;
  unitDecimals: number;
  department: string;
}) => ({
  id: row.id as ProductId,
  sku: row.sku,
  description: row.description,
  unit_name: row.unitName,
  unit_decimals: row.unitDecimals,
  department: row.department,
});

/** The product's main supplier as the catalog names it (trade name, else the legal name), or null. */
export const supplierName = sql<
  string | null
>`(select coalesce(nullif(${suppliers.tradeName}, ''), ${suppliers.name}) from ${suppliers} where ${suppliers.id} = ${products.supplierId})`;

/** Only products (services hold no stock), of the department filtered. */
export const stockedProducts = (departmentId: number | undefined): SQL =>
  and(
    eq(products.kind, "product"),
    departmentId === undefined ? undefined : eq(products.departmentId, departmentId),
  ) as SQL;

/** A numeric's text (or number) as a JS number of the sale unit: "12.500" → 12.5. */
export const quantityNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Thousandths from a numeric's text: "12.500" → 12500. */
export const milliOfNumeric = (value: unknown): number => Math.round(quantityNumber(value) * 1000);

/** Money numeric text rounded to cents, as the API writes it: "1234.5" → "1234.50". */
export const centsText = (value: unknown): string => {
  const number = value === null || value === undefined ? 0 : Number(value);
  return (Math.round(number * 100) / 100).toFixed(2);
};

/** An ISO timestamp, whatever the driver gave (a Date or text). */
export const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
