import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock.ts";
import { applyMigrations } from "./migrator.ts";
import { yieldBetweenQueries } from "./pglite-yield.ts";
import { type Tables, tables as schema } from "./tables.ts";

/** The one database type modules see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Tables>;
export type Tx = PgTransaction<PgQueryResultHKT, Tables, ExtractTablesWithRelations<Tables>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs `work` (migrations, demo seed) while no other instance starting on the same database runs its own. */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// Any constant: the advisory lock several instances take while they migrate and seed one PostgreSQL.
const START_LOCK_ID = 7_310_500_917;

// numeric comes back as text from both drivers: money stays exact until src/domain turns it into cents.
// A data dir is locked for this process first (server/db/data-dir-lock.ts): a second process opening it fails with
// DataDirLockedError instead of writing the same files.
/** Sees every statement sent to the database (tests count a request's round trips with it). */
export type QueryObserver = { logQuery(query: string, params: unknown[]): void };

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  observer?: QueryObserver;
}): Promise<Database> {
  let lock: DataDirLock | null = null;
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    lock = await lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm backs the product list's text filter (a migration creates the extension, on PostgreSQL too).
    client = await PGlite.create({
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  yieldBetweenQueries(client);
  const db = drizzlePglite(client, { schema, ...(options.observer ? { logger: options.observer } : {}) });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: async () => {
      await applyMigrations(db as unknown as Db);
    },
    // One process owns a PGlite data dir (the lock above).
    whileStarting: (work) => work(),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string, poolSize = 10, observer?: QueryObserver): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema, ...(observer ? { logger: observer } : {}) });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: async () => {
      await applyMigrations(db as unknown as Db);
    },
    async whileStarting(work) {
      // Its own connection, not one of the pool's: the work needs the pool, which may hold a single connection.
      const lock = new pg.Client({ connectionString: url });
      lock.on("error", () => {
        // Lost connection: the lock goes with it, the start goes on.
      });
      await lock.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [START_LOCK_ID]);
        return await work();
      } finally {
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string; databasePoolSize: number }) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite({ dataDir: resolve(config.dataDir, "pglite") });
}
