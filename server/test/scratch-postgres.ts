import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPostgres } from "../db/client.ts";

/** The PostgreSQL the tests may use: DATABASE_URL, CI's PG_TEST_URL, or the local server. */
export const POSTGRES_TEST_URL =
  process.env.DATABASE_URL || process.env.PG_TEST_URL || "postgres://postgres@127.0.0.1:5432/test";

/**
 * Whether tests that need a real PostgreSQL (LISTEN/NOTIFY, several processes) can run. Without one they skip
 * with a message, except in CI, where PostgreSQL is always there and a missing one is a failure.
 */
export async function postgresForTests(what: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`${what} needs PostgreSQL at ${POSTGRES_TEST_URL}: ${String(error)}`);
    console.warn(`Skipping ${what}: no PostgreSQL answers at ${POSTGRES_TEST_URL} (set DATABASE_URL or PG_TEST_URL).`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

/** A new, empty database on the test server, dropped (with its connections) by drop(). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(POSTGRES_TEST_URL);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A scratch database with the migrations applied, and a pool on it. */
export async function createMigratedScratchDatabase(prefix: string): Promise<ScratchDatabase & { database: Database }> {
  const scratch = await createScratchDatabase(prefix);
  const database = await openPostgres(scratch.url, 4);
  await database.migrate();
  return {
    ...scratch,
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
