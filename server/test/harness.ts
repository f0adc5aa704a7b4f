import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, type Db, openPglite, openPostgres, type QueryObserver } from "../db/client.ts";
import { createBackground } from "../http/background.ts";
import type { RealtimeService, Services } from "../http/services.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import type { PdfRenderer } from "../pdf/pdf-job.ts";
import { createPdfPool } from "../pdf/pdf-pool.ts";
import { memoryStorage } from "../storage/memory-storage.ts";

export type Broadcast = { channel: string; event: string; data: unknown };

async function copyOfTemplate(observer?: QueryObserver): Promise<Database & { drop(): Promise<void> }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const dump = await readFile(template.file);
    const database = await openPglite({ loadDataDir: new Blob([dump]), ...(observer ? { observer } : {}) });
    return { ...database, drop: async () => {} };
  }
  const name = `rede_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const target = new URL(template.url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 5, observer);
  return {
    ...database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The socket address in-process requests come from, unless a request names another `peer`. */
export const TEST_PEER = "127.0.0.1";

type TestRequestInit = RequestInit & {
  cookie?: string;
  json?: unknown;
  /** Socket address the request comes from (what a proxy's address would be); default TEST_PEER. */
  peer?: string;
  /** Answer as soon as the handler does, without waiting for its background work (mail). */
  unsettled?: boolean;
};

/** A fresh copy of the migrated, seeded database and an app on it, for one test file. */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    /** A realtime service, or how to start one on this app's database (the real one, as server/index.ts does). */
    realtime?: RealtimeService | ((on: { db: Db; config: Config }) => Promise<RealtimeService>);
    mailer?: (fallback: Mailer) => Mailer;
    pdf?: PdfRenderer;
    /** Sees every statement the app sends to the database. */
    observer?: QueryObserver;
  } & AppOptions = {},
) {
  const database = await copyOfTemplate(options.observer);
  const config: Config = { ...loadConfig({}), logLevel: "silent", ...options.config };
  const logger = pino({ level: "silent" });
  const broadcasts: Broadcast[] = [];
  const storage = memoryStorage();
  const realtime: RealtimeService =
    typeof options.realtime === "function"
      ? await options.realtime({ db: database.db, config })
      : (options.realtime ?? {
          broadcast: async (channel, event, data) => {
            broadcasts.push({ channel, event, data });
          },
          authorizeChannel: (socketId, channel) => ({ auth: `${config.realtimeKey}:${socketId}:${channel}` }),
        });
  const outbox = createMailer({ db: database.db, smtpUrl: null, from: config.mailFrom, logger });
  const background = createBackground(logger);
  const services: Services = {
    db: database.db,
    config,
    logger,
    mailer: options.mailer ? options.mailer(outbox) : outbox,
    realtime,
    storage,
    pdf: options.pdf ?? createPdfPool(),
    now: options.now ?? (() => new Date()),
    background,
  };
  const app = createApp(services, options);
  const base = "http://localhost";

  /**
   * Calls the app as a client at `peer` would (the Node adapter's socket, as app.request() has none); by default
   * answers once the request's background work has ended too, so tests see every effect of the call.
   */
  async function request(path: string, init: TestRequestInit = {}) {
    const { cookie, json, peer = TEST_PEER, unsettled = false, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    const env = { incoming: { socket: { remoteAddress: peer } } };
    const res = await app.request(`${base}${path}`, { ...rest, headers, body }, env);
    if (!unsettled) await background.settled();
    return res;
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
      await background.settled();
      await services.pdf.close();
      await database.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
