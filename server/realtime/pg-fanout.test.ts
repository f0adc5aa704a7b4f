// Two fan-outs on one real PostgreSQL database, as two instances would run them.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { realtimeEvents } from "./schema.ts";
import { createMigratedScratchDatabase, postgresForTests, type ScratchDatabase } from "../test/scratch-postgres.ts";
import type { Database } from "../db/client.ts";
import { within } from "./hub-test-support.ts";
import { type Fanout, type FanoutEvent, LISTENER_APPLICATION_NAME, startPgFanout } from "./pg-fanout.ts";

const reachable = await postgresForTests("the PostgreSQL fan-out tests");

type Instance = { fanout: Fanout; received: FanoutEvent[] };

let scratch: ScratchDatabase & { database: Database };
const started: Fanout[] = [];

beforeAll(async () => {
  if (reachable) scratch = await createMigratedScratchDatabase("rede_fanout");
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((f) => f.close()));
});
afterAll(async () => {
  await scratch?.drop();
});

async function instance(): Promise<Instance> {
  const received: FanoutEvent[] = [];
  const fanout = await startPgFanout({
    url: scratch.url,
    db: scratch.database.db,
    deliver: (event) => received.push(event),
    minReconnectMs: 50,
    maxReconnectMs: 200,
  });
  started.push(fanout);
  return { fanout, received };
}

const until = (check: () => boolean | Promise<boolean>, label: string, ms = 5000) =>
  within(
    (async () => {
      while (!(await check())) await pause(20);
    })(),
    label,
    ms,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listenerConnections(): Promise<number[]> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
      [LISTENER_APPLICATION_NAME],
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)("PostgreSQL fan-out", () => {
  it("hands an instance's events to the other instance, not back to itself", async () => {
    const a = await instance();
    const b = await instance();
    await a.fanout.publish({ channel: "private-network.1", event: "sale.created", data: { id: 7, total: "10.00" } });
    await b.fanout.publish({
      channel: "private-user.2",
      event: "order.moved",
      data: { id: 3 },
      exceptSocketId: "12.34",
    });
    await until(() => a.received.length === 1 && b.received.length === 1, "both events");
    expect(b.received).toEqual([
      { channel: "private-network.1", event: "sale.created", data: { id: 7, total: "10.00" } },
    ]);
    expect(a.received).toEqual([
      { channel: "private-user.2", event: "order.moved", data: { id: 3 }, exceptSocketId: "12.34" },
    ]);
    await pause(200);
    expect(a.received).toHaveLength(1);
    expect(b.received).toHaveLength(1);
  });

  it("carries events larger than a NOTIFY payload through the table, in order, and drops old stored rows", async () => {
    const a = await instance();
    const b = await instance();
    await scratch.database.db
      .insert(realtimeEvents)
      .values({ payload: "{}", createdAt: new Date(Date.now() - 3600_000) });
    const large = { notes: "ç".repeat(4500) }; // 9 KB of UTF-8: under Pusher's 10 KB, over NOTIFY's 8000 bytes
    await a.fanout.publish({ channel: "private-network.1", event: "first", data: 1 });
    await a.fanout.publish({ channel: "private-network.1", event: "large", data: large });
    await a.fanout.publish({ channel: "private-network.1", event: "last", data: 3 });
    await until(() => b.received.length === 3, "three events");
    expect(b.received.map((e) => e.event)).toEqual(["first", "large", "last"]);
    expect(b.received[1]?.data).toEqual(large);
    const rows = await scratch.database.db.select().from(realtimeEvents);
    expect(rows).toHaveLength(1);
  });

  it("listens again after its connection is killed", async () => {
    const a = await instance();
    const b = await instance();
    const before = await listenerConnections();
    expect(before).toHaveLength(2);
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      for (const pid of before) await admin.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
    // Events sent while a listener is away are lost, as with Pusher: keep sending until one arrives.
    let sent = 0;
    await within(
      (async () => {
        while (b.received.length === 0) {
          await a.fanout.publish({ channel: "private-network.1", event: "after.reconnect", data: ++sent });
          await pause(100);
        }
      })(),
      "b to hear a again",
      10_000,
    );
    expect(b.received[0]?.event).toBe("after.reconnect");
    await until(async () => (await listenerConnections()).length === 2, "both listeners back");
    expect((await listenerConnections()).some((pid) => before.includes(pid))).toBe(false);
  });

  it("stops listening when closed", async () => {
    const a = await instance();
    const b = await instance();
    await b.fanout.close();
    await until(async () => (await listenerConnections()).length === 1, "b's listener to disconnect");

    await a.fanout.publish({ channel: "private-network.1", event: "late", data: null });
    await pause(200);
    expect(b.received).toEqual([]);
    await expect(b.fanout.publish({ channel: "private-network.1", event: "x", data: null })).rejects.toThrow(/closed/);
  });
});
