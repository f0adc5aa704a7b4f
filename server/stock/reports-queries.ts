import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionInfo } from "../http/route.ts";
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
