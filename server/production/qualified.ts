import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `"table"."column"`: drizzle leaves columns unqualified in single-table selects, where a correlated subquery's
 * `id` would silently mean the inner table's. Subqueries name their columns with this.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
