import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import pino from "pino";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./db/seed.ts";
import { createBackground } from "./http/background.ts";
import { publicOrigin } from "./http/public-origin.ts";
import { createMailer } from "./mail/mailer.ts";
import { createPdfPool } from "./pdf/pdf-pool.ts";
import { startRealtime } from "./realtime/start-realtime.ts";
import { localDiskStorage } from "./storage/local-disk-storage.ts";
import { MigrationError } from "./db/migrator.ts";
import { hasNetwork } from "./network/setup.ts";

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const database = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  logger.fatal(error.message);
  process.exit(1);
});
await database.whileStarting(async () => {
  await database.migrate().catch((error: unknown) => {
    if (!(error instanceof MigrationError)) throw error;
    logger.fatal(`The database was not migrated: ${error.message}`);
    process.exit(1);
  });
  logger.info({ database: database.kind }, "database migrated");
  if (config.seedDemo && (await seedDemo(database.db))) logger.info("demo data seeded");
});
// Without demo data, an empty database has no way in until the operator creates the first network (README).
const awaitingSetup = !(await hasNetwork(database.db));

const realtime = await startRealtime({ config, db: database.db, logger });
const { hub, broadcaster } = realtime;
const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
const background = createBackground(logger);
const pdf = createPdfPool({ startNow: true });

const app = createApp(
  {
    db: database.db,
    config,
    logger,
    mailer,
    realtime: broadcaster,
    storage: localDiskStorage(resolve(config.dataDir, "uploads")),
    pdf,
    now: () => new Date(),
    background,
  },
  { staticDir: resolve(import.meta.dirname, "../dist") },
);

const server = createAdaptorServer({ fetch: app.fetch, createServer }) as Server;
server.on("upgrade", (req, socket, head) => {
  if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
});
server.listen(config.port, config.host, () => {
  const url = publicOrigin(config);
  logger.info({ url, realtime: realtime.mode }, "Rede is running");
  if (config.production && !config.publicUrl) {
    logger.warn({ url }, "PUBLIC_URL is not set: password-reset links point at the address the server listens on");
  }
  if (awaitingSetup) {
    logger.warn("No network account yet: create the first one with `npm run setup` (README, First run)");
  }
  if (config.seedDemo) {
    const lines = DEMO_USERS.map((u) => `  ${u.login.padEnd(10)} ${DEMO_PASSWORD}   ${u.role}`);
    console.log(
      `\nRede: ${url}\nDemo logins (senha ${DEMO_PASSWORD}):\n${lines.join("\n")}\n  outra.admin ${DEMO_PASSWORD}   outra rede, para provar o isolamento\n`,
    );
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const force = setTimeout(() => {
    logger.warn("requests still open after 10 s, closing anyway");
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(async () => {
    await realtime.close();
    await background.settled();
    await pdf.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  await hub.close();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
