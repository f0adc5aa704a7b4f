import { type SQL, sql } from "drizzle-orm";

/**
 * A sum of integer columns (pieces, quantities) that never overflows: sum(integer) is bigint and sum(bigint) is
 * numeric, so the sum is never cast down to integer, which fails past 2,147,483,647 for everyone reading it.
 */
export const quantitySum = (column: SQL): SQL => sql`coalesce(sum(${column}), 0)`;

/** A bigint or numeric as text, which both drivers read the same way. */
export const asText = (value: SQL): SQL<string> => sql<string>`(${value})::text`;

/**
 * A count or quantity sum read from the database as a JSON number: beyond Number.MAX_SAFE_INTEGER it stays at that
 * number, so the answer keeps its type however far the rows add up.
 */
export const safeCount = (value: string | number | bigint | null | undefined): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? Math.min(Math.trunc(number), Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;
};
