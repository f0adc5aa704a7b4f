import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";
import { realtimeEvents } from "./schema.ts";
import type { RealtimeLogger } from "./pusher-hub.ts";

/** What one instance hands to the others: the arguments of a hub broadcast. */
export type FanoutEvent = { channel: string; event: string; data: unknown; exceptSocketId?: string };

export type Fanout = {
  /** Sends an event, already delivered to this instance's sockets, to every other instance. */
  publish(event: FanoutEvent): Promise<void>;
  /** Stops listening; idempotent. */
  close(): Promise<void>;
};

export type PgFanoutOptions = {
  /** The database every instance shares; the listener has its own connection to it, outside the pool. */
  url: string;
  /** Publishes (and reads back large events) through the app's pool. */
  db: Db;
  /** Delivers another instance's event to this instance's sockets (the hub's broadcast). */
  deliver(event: FanoutEvent): void;
  logger?: RealtimeLogger;
  /** NOTIFY channel; one per deployment database. */
  channel?: string;
  /** First wait before reconnecting a lost listener; doubles up to maxReconnectMs. Default 250. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
};

export const FANOUT_CHANNEL = "rede_realtime";
export const LISTENER_APPLICATION_NAME = "rede-realtime-listener";
// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; Pusher event data alone may reach 10 KB.
const MAX_NOTIFY_BYTES = 7900;
// A stored event is read back within milliseconds; older rows only keep the table from growing.
const STORED_EVENT_TTL = sql`now() - interval '5 minutes'`;

/** `o`: the publishing instance; then either the event (`c`, `e`, `d`, `x`) or `r`, the id of a stored one. */
type Envelope = { o: string; c?: string; e?: string; d?: unknown; x?: string; r?: number };

const silentLogger: RealtimeLogger = { info() {}, warn() {}, error() {} };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function eventOf(envelope: Envelope): FanoutEvent | null {
  if (typeof envelope.c !== "string" || typeof envelope.e !== "string") return null;
  return {
    channel: envelope.c,
    event: envelope.e,
    data: envelope.d ?? null,
    ...(typeof envelope.x === "string" ? { exceptSocketId: envelope.x } : {}),
  };
}

/**
 * Realtime across several instances on one PostgreSQL: every broadcast is NOTIFY'd on one channel and every
 * instance LISTENs on a dedicated connection and hands the events of the others to its own hub. An instance
 * delivers its own events directly (and skips their echo), so its sockets do not wait for the round trip.
 * Like Pusher, delivery is at most once: events sent while a listener reconnects are not replayed.
 */
export async function startPgFanout(options: PgFanoutOptions): Promise<Fanout> {
  const { url, db, deliver } = options;
  const logger = options.logger ?? silentLogger;
  const channel = options.channel ?? FANOUT_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new TypeError(`Invalid NOTIFY channel: ${channel}`);
  const minReconnectMs = options.minReconnectMs ?? 250;
  const maxReconnectMs = options.maxReconnectMs ?? 5000;
  const origin = randomUUID();

  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  // Notifications are handled one after another, so a stored event read back from the table keeps its place.
  let queue = Promise.resolve();

  const envelopeOf = async (payload: string): Promise<Envelope | null> => {
    const parsed: unknown = JSON.parse(payload);
    if (!isObject(parsed) || typeof parsed.o !== "string") return null;
    if (parsed.o === origin || typeof parsed.r !== "number") return parsed as Envelope;
    const [row] = await db
      .select({ payload: realtimeEvents.payload })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.id, parsed.r));
    if (!row) {
      logger.warn({ id: parsed.r }, "realtime: a stored event was gone before it was read");
      return null;
    }
    return JSON.parse(row.payload) as Envelope;
  };

  const receive = async (payload: string): Promise<void> => {
    try {
      const envelope = await envelopeOf(payload);
      if (!envelope || envelope.o === origin) return;
      const event = eventOf(envelope);
      if (event) deliver(event);
      else logger.warn({}, "realtime: ignored a malformed fan-out notification");
    } catch (error) {
      logger.warn({ err: error }, "realtime: could not deliver a fan-out notification");
    }
  };

  const scheduleReconnect = (): void => {
    if (closed || reconnectTimer) return;
    const delay = Math.min(maxReconnectMs, minReconnectMs * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error: unknown) => {
        logger.warn({ err: error, failures }, "realtime: fan-out listener could not reconnect");
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  };

  const connect = async (): Promise<void> => {
    // TCP keep-alive: a connection that silently died (a dropped NAT entry) ends in an error, then a reconnect.
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    let listening = false;
    let lost = false;
    const onLost = (error?: Error): void => {
      // Before LISTEN succeeds, a failure rejects connect() instead.
      if (!listening || lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, "realtime: fan-out listener lost its connection, reconnecting");
      scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      const payload = notification.payload;
      queue = queue.then(() => receive(payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listening = true;
    listener = client;
    if (failures > 0) logger.info({}, "realtime: fan-out listener reconnected");
    failures = 0;
  };

  await connect();

  return {
    async publish({ channel: pusherChannel, event, data, exceptSocketId }) {
      if (closed) throw new Error("Fan-out is closed");
      const message = JSON.stringify({
        o: origin,
        c: pusherChannel,
        e: event,
        d: data ?? null,
        ...(exceptSocketId ? { x: exceptSocketId } : {}),
      } satisfies Envelope);
      if (Buffer.byteLength(message, "utf8") < MAX_NOTIFY_BYTES) {
        await db.execute(sql`select pg_notify(${channel}, ${message})`);
        return;
      }
      // Too large for NOTIFY: store it and notify its id, in one transaction, so the row is there when read.
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(realtimeEvents).values({ payload: message }).returning({ id: realtimeEvents.id });
        if (!row) throw new Error("realtime_events: the event was not stored");
        await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify({ o: origin, r: row.id })})`);
        await tx.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, STORED_EVENT_TTL));
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await queue;
    },
  };
}
