import pino from "pino";
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { DataDirLockedError } from "./data-dir-lock.ts";
import { runSetup } from "../network/setup-cli.ts";
import { seedDemo } from "./seed.ts";

const logger = pino({ level: "info" });
const command = process.argv[2];
if (command !== "migrate" && command !== "seed" && command !== "setup") {
  logger.error("usage: tsx server/db/cli.ts migrate|seed|setup");
  process.exit(2);
}
const database = await openDatabase(loadConfig()).catch((error: unknown) => {
  // A running server holds the embedded database: say so, not a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  logger.error(error.message);
  process.exit(1);
});
try {
  await database.whileStarting(async () => {
    await database.migrate();
    logger.info({ kind: database.kind }, "migrations applied");
    if (command === "seed") logger.info({ seeded: await seedDemo(database.db) }, "demo seed");
  });
  if (command === "setup") process.exitCode = await runSetup(database.db, process.argv.slice(3), process.env);
} finally {
  await database.close();
}
