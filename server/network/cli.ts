import pino from "pino";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { parseFeaturesCommand, setAccountFeatures } from "./features.ts";

// The operator's commands on network accounts (README, Operations): `npm run network -- features 3 --partner on`.
const logger = pino({ level: "info" });
const parsed = parseFeaturesCommand(process.argv.slice(2));
if ("error" in parsed) {
  logger.error(parsed.error);
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await database.whileStarting(async () => {
    await database.migrate();
    const account = await setAccountFeatures(database.db, parsed.networkId, parsed.flags);
    if (!account) {
      logger.error({ networkId: parsed.networkId }, "no such network account");
      process.exitCode = 1;
    } else logger.info({ networkId: parsed.networkId, ...account }, "network account features");
  });
} finally {
  await database.close();
}
