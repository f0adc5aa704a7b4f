import type { Config } from "../config.ts";
import { appSecret } from "./app-secrets.ts";
import type { Db } from "../db/client.ts";
import { type Broadcaster, createBroadcaster } from "./broadcaster.ts";
import { type Fanout, startPgFanout } from "./pg-fanout.ts";
import { createPusherHub, type PusherHub, type RealtimeLogger } from "./pusher-hub.ts";

export const REALTIME_SECRET_NAME = "realtime";

export type RealtimeMode = "external" | "embedded" | "embedded, fanned out through PostgreSQL";

export type StartedRealtime = {
  /** Serves `/app/{key}` upgrades. */
  hub: PusherHub;
  broadcaster: Broadcaster;
  mode: RealtimeMode;
  /** Closes the hub's sockets, waits for triggers in flight and stops listening. */
  close(): Promise<void>;
};

/**
 * Realtime as the server starts it. Private channels are signed with PUSHER_SECRET, or else with the secret this
 * deployment generated and keeps in its database: never a published default, and the same on every instance.
 * With DATABASE_URL and no external service, broadcasts reach the sockets of every instance (pg-fanout.ts).
 */
export async function startRealtime(options: {
  config: Config;
  db: Db;
  logger?: RealtimeLogger;
}): Promise<StartedRealtime> {
  const { config, db, logger } = options;
  const secret = config.realtimeSecret ?? (await appSecret(db, REALTIME_SECRET_NAME));
  const hub = createPusherHub({ key: config.realtimeKey, secret, appId: "rede", ...(logger ? { logger } : {}) });
  let fanout: Fanout | null = null;
  if (!config.pusher && config.databaseUrl) {
    fanout = await startPgFanout({
      url: config.databaseUrl,
      db,
      deliver: ({ channel, event, data, exceptSocketId }) => hub.broadcast(channel, event, data, exceptSocketId),
      ...(logger ? { logger } : {}),
    });
  }
  const broadcaster = config.pusher ? createBroadcaster({ pusher: config.pusher }) : createBroadcaster({ hub, fanout });
  const mode: RealtimeMode = config.pusher
    ? "external"
    : fanout
      ? "embedded, fanned out through PostgreSQL"
      : "embedded";
  return {
    hub,
    broadcaster,
    mode,
    async close() {
      await hub.close();
      await broadcaster.close();
      await fanout?.close();
    },
  };
}
