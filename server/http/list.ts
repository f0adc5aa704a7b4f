import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

export const DEFAULT_PER_PAGE = 20;
/** Business days are counted in the network's time zone, not UTC. */
export const BUSINESS_TIME_ZONE = "America/Sao_Paulo";

/** Page window of a list query (architecture 4, Lists). */
export function pageOf(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** initial_date / final_date (YYYY-MM-DD, both inclusive) on a timestamptz column. */
export function withinDates(
  column: AnyPgColumn,
  query: { initial_date?: string; final_date?: string },
): SQL | undefined {
  const day = sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date`;
  if (query.initial_date && query.final_date)
    return sql`${day} between ${query.initial_date}::date and ${query.final_date}::date`;
  if (query.initial_date) return sql`${day} >= ${query.initial_date}::date`;
  if (query.final_date) return sql`${day} <= ${query.final_date}::date`;
  return undefined;
}
