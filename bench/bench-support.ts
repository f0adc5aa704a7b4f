import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import pg from "pg";
import pino from "pino";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { type Database, openPglite, openPostgres } from "../server/db/client.ts";
import { createBackground } from "../server/http/background.ts";
import { createMailer } from "../server/mail/mailer.ts";
import { createPdfPool } from "../server/pdf/pdf-pool.ts";
import { memoryStorage } from "../server/storage/memory-storage.ts";

// What the HTTP benchmarks share: the app served on 127.0.0.1 over a database, the demo admin's cookie, each run on
// PGlite and then on a scratch PostgreSQL database, and the markdown table they print.

export type BenchServer = { readonly base: string; close(): Promise<void> };

/** The whole app (silent logs, files in memory) on a free port of 127.0.0.1. */
export async function startBenchServer(database: Database): Promise<BenchServer> {
  const config = { ...loadConfig({}), logLevel: "silent" as const };
  const logger = pino({ level: "silent" });
  const pdf = createPdfPool();
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer({ db: database.db, smtpUrl: null, from: config.mailFrom, logger }),
    realtime: { broadcast: async () => {}, authorizeChannel: () => ({ auth: "" }) },
    storage: memoryStorage(),
    pdf,
    now: () => new Date(),
    background: createBackground(logger),
  });
  const server = createAdaptorServer({ fetch: app.fetch, createServer }) as Server;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await pdf.close();
    },
  };
}

/** The session cookie of a demo user (the administrator by default). */
export async function benchCookie(base: string, login = "admin"): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: "demo1234" }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export type BenchRun = (
  kind: "PGlite" | "PostgreSQL",
  open: () => Promise<Database>,
  cleanup: () => Promise<void>,
) => Promise<void>;

/**
 * Runs `run` on an in-memory PGlite, then (with `databaseUrl`) on a PostgreSQL database of its own, created for the
 * run and dropped by its cleanup.
 */
export async function onEachDatabase(
  run: BenchRun,
  options: { databaseUrl: string | undefined; scratchName: string; poolSize: number },
): Promise<void> {
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL only (with DATABASE_URL).
  if (!process.env.BENCH_SKIP_PGLITE || !options.databaseUrl) {
    await run(
      "PGlite",
      () => openPglite({}),
      async () => {},
    );
  }
  if (!options.databaseUrl) return;
  const name = `${options.scratchName}_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const target = new URL(options.databaseUrl);
  target.pathname = `/${name}`;
  await run(
    "PostgreSQL",
    () => openPostgres(target.toString(), options.poolSize),
    async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  );
}

/** A markdown table of rows with the same keys (the first row's keys are the headers). */
export function markdownTable(rows: ReadonlyArray<Record<string, string>>): string[] {
  const headers = Object.keys(rows[0] ?? {});
  return [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${headers.map((h) => row[h]).join(" | ")} |`),
  ];
}
