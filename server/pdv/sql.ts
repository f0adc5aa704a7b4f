import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in single-table queries, which
 * silently rebinds a correlated subquery's outer column to the inner table; subqueries use this instead.
 */
export const col = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
