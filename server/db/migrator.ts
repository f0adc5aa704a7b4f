import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { MIGRATION_NAME, type MigrationFile, migrationsFolder, readMigrations } from "./migration-files.ts";

export class MigrationError extends Error {}

/** Both drivers answer a raw query with `{ rows }`. */
async function rows<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Applies the migrations a database has not applied yet, each in its own transaction, and records its name and
 * checksum in `schema_migrations`. Refuses to start when a file the database already applied was edited since, or
 * disappeared: that database and this code no longer agree on its schema. A database migrated by drizzle-kit's
 * migrator (before this one) is adopted: its applied count marks the same number of first files as applied.
 */
export async function applyMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const files = await readMigrations(folder);
  for (const file of files) {
    if (!MIGRATION_NAME.test(file.name))
      throw new MigrationError(`migration ${file.name}: name it <UTC time>_<name>.sql (npm run db:generate -- <name>)`);
    if (file.declared !== file.checksum)
      throw new MigrationError(`migration ${file.name} does not match its checksum line: write a new migration`);
  }
  await db.execute(
    sql.raw(`create table if not exists schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`),
  );
  await adoptDrizzleHistory(db, files);
  const applied = new Map(
    (await rows<{ name: string; checksum: string }>(db, sql`select name, checksum from schema_migrations`)).map(
      (row) => [row.name, row.checksum],
    ),
  );
  const known = new Set(files.map((file) => file.name));
  for (const [name, checksum] of applied) {
    if (!known.has(name))
      throw new MigrationError(`migration ${name} was applied to this database but its file is gone`);
    const file = files.find((candidate) => candidate.name === name)!;
    if (file.checksum !== checksum) throw new MigrationError(`migration ${name} was edited after it was applied`);
  }
  const pending = files.filter((file) => !applied.has(file.name));
  for (const file of pending) {
    await db.transaction(async (tx) => {
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`);
    });
  }
  return pending.map((file) => file.name);
}

async function adoptDrizzleHistory(db: Db, files: ReadonlyArray<MigrationFile>) {
  const [ours] = await rows<{ count: number }>(db, sql`select count(*)::int as count from schema_migrations`);
  if (ours!.count > 0) return;
  const [legacy] = await rows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!legacy!.name) return;
  const [applied] = await rows<{ count: number }>(
    db,
    sql.raw("select count(*)::int as count from drizzle.__drizzle_migrations"),
  );
  for (const file of files.slice(0, applied!.count))
    await db.execute(sql`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`);
}
