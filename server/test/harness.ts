import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import type { Realtime, Services } from "../http/services.ts";
import { createMailer } from "../mail/mailer.ts";
import type { PdfRenderer } from "../pdf/pdf-job.ts";
import { createPdfPool } from "../pdf/pdf-pool.ts";
import { memoryStorage } from "../storage/memory-storage.ts";

export type Broadcast = { channel: string; event: string; data: unknown };

async function copyOfTemplate(): Promise<Database & { drop(): Promise<void> }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const dump = await readFile(template.file);
    const database = await openPglite({ loadDataDir: new Blob([dump]) });
    return { ...database, drop: async () => {} };
  }
  const name = `rede_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const target = new URL(template.url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 5);
  return {
    ...database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A fresh copy of the migrated, seeded database and an app on it, for one test file. */
export async function startTestApp(
  options: { config?: Partial<Config>; now?: () => Date; realtime?: Realtime; pdf?: PdfRenderer } & AppOptions = {},
) {
  const database = await copyOfTemplate();
  const config: Config = { ...loadConfig({}), logLevel: "silent", ...options.config };
  const logger = pino({ level: "silent" });
  const broadcasts: Broadcast[] = [];
  const storage = memoryStorage();
  const realtime: Realtime = options.realtime ?? {
    broadcast: async (channel, event, data) => {
      broadcasts.push({ channel, event, data });
    },
    authorizeChannel: (socketId, channel) => ({ auth: `${config.realtimeKey}:${socketId}:${channel}` }),
  };
  const services: Services = {
    db: database.db,
    config,
    logger,
    mailer: createMailer({ db: database.db, smtpUrl: null, from: config.mailFrom, logger }),
    realtime,
    storage,
    pdf: options.pdf ?? createPdfPool(),
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(services, options);
  const base = "http://localhost";

  async function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(`${base}${path}`, { ...init, headers, body });
  }

  /** Signs in and returns the session cookie header. */
  async function login(loginName: string, password = "demo1234"): Promise<string> {
    const res = await request("/api/v1/auth", { method: "POST", json: { login: loginName, password } });
    if (res.status !== 200) throw new Error(`login ${loginName} failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers.get("set-cookie") ?? "";
    return cookie.split(";")[0] ?? "";
  }

  return {
    app,
    db: database.db,
    services,
    broadcasts,
    /** Uploaded files, in memory. */
    storage,
    request,
    login,
    close: async () => {
      await services.pdf.close();
      await database.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
