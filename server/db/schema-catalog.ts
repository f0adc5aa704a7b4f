import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * What a database's public schema holds, one line per column, constraint and index, as PostgreSQL itself describes
 * them: two databases built different ways (by the migrations, or from the code's tables) have the same schema
 * exactly when their catalogs are equal.
 */
export async function schemaCatalog(db: Db): Promise<string[]> {
  const lines = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: object[] }).rows.map((row) => JSON.stringify(row));
  return [
    ...(await lines(sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default,
        character_maximum_length, numeric_precision, numeric_scale
      from information_schema.columns where table_schema = 'public' and table_name <> 'schema_migrations'
      order by table_name, column_name`)),
    ...(await lines(sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text <> 'schema_migrations'
      order by 1, 2`)),
    ...(await lines(sql`select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename <> 'schema_migrations' order by 1, 2`)),
  ];
}
