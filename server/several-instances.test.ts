// Two real server processes (server/index.ts) started at the same moment on one fresh PostgreSQL database, as
// behind a load balancer: sessions, throttling, idempotency and realtime work across them.
import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../tests/e2e/support/server.ts";
import { type Database, openPostgres } from "./db/client.ts";
import { idempotencyKeys } from "./http/schema.ts";
import { sales } from "./pdv/schema.ts";
import {
  methodOf,
  newKey,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv/pdv-test-support.ts";
import { moduleChannel } from "./realtime/channel-names.ts";
import { connectRaw, type RawClient, within } from "./realtime/hub-test-support.ts";
import { createScratchDatabase, postgresForTests, type ScratchDatabase } from "./test/scratch-postgres.ts";

const reachable = await postgresForTests("the two-instance test");
const KEY = "rede-local";

let scratch: ScratchDatabase;
let a: RunningServer;
let b: RunningServer;
let database: Database;
const pushers: Pusher[] = [];
const raws: RawClient[] = [];

beforeAll(async () => {
  if (!reachable) return;
  scratch = await createScratchDatabase("rede_instances");
  const env = {
    DATABASE_URL: scratch.url,
    DATABASE_POOL_SIZE: "4",
    PUSHER_APP_ID: "",
    PUSHER_KEY: "",
    PUSHER_SECRET: "",
    PUSHER_HOST: "",
  };
  // Both start at once: the first migrates and seeds, the other waits for it (an advisory lock).
  [a, b] = await Promise.all([
    startServer({ env, startTimeoutMs: 150_000 }),
    startServer({ env, startTimeoutMs: 150_000 }),
  ]);
  database = await openPostgres(scratch.url, 2);
}, 180_000);

afterAll(async () => {
  for (const pusher of pushers) pusher.disconnect();
  for (const raw of raws) raw.ws.terminate();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await scratch?.drop();
}, 60_000);

async function post(server: RunningServer, path: string, json: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(json),
  });
}

async function login(server: RunningServer, loginName: string): Promise<string> {
  const res = await post(server, "/api/v1/auth", { login: loginName, password: "demo1234" });
  if (res.status !== 200) throw new Error(`login ${loginName} on ${server.baseUrl}: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function me(server: RunningServer, cookie: string) {
  return fetch(`${server.baseUrl}/api/v1/me`, { headers: { cookie } });
}

async function channelAuth(server: RunningServer, cookie: string, socketId: string, channel: string) {
  const res = await fetch(`${server.baseUrl}/api/v1/broadcasting/auth`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  if (res.status !== 200) throw new Error(`broadcasting/auth on ${server.baseUrl}: ${res.status}`);
  return (await res.json()) as { auth: string };
}

/** pusher-js as the browser uses it, connected to `server` and authorized by that same server. */
function pusherOn(server: RunningServer, cookie: string) {
  const pusher = new Pusher(KEY, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: "/api/v1/broadcasting/auth",
      transport: "ajax",
      customHandler: ({ socketId, channelName }, callback) => {
        channelAuth(server, cookie, socketId, channelName).then(
          (auth) => callback(null, auth),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  pushers.push(pusher);
  return pusher;
}

describe.skipIf(!reachable)("two instances on one PostgreSQL", () => {
  let caixa = "";
  let multiStoreId = 0;
  let register = 0;
  let cash = 0;
  let shirt: TestProduct;
  const saleEvents: Array<{ id: number; [field: string]: unknown }> = [];

  beforeAll(async () => {
    caixa = await login(a, "caixa");
    multiStoreId = ((await (await me(a, caixa)).json()) as { multiStoreId: number }).multiStoreId;
    const centro = await unitId(database, "Rede Demo Centro");
    cash = await methodOf(database, "Dinheiro");
    shirt = await productBySku(database, "VES-01101-M", centro);
    await setStock(database, centro, shirt.id, "50");
    const opened = await post(
      b,
      "/api/v1/cash_movements",
      { cash_supply: "100.00", company_id: centro },
      { cookie: caixa },
    );
    expect(opened.status).toBe(201);
    register = ((await opened.json()) as { id: number }).id;

    // A browser on instance A, subscribed to its network through A's auth endpoint.
    const channel = pusherOn(a, await login(a, "admin")).subscribe(moduleChannel(multiStoreId, "pdv"));
    await within(
      new Promise<void>((resolve, reject) => {
        channel.bind("pusher:subscription_succeeded", () => resolve());
        channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(JSON.stringify(error))));
      }),
      "pusher-js on A to subscribe",
      10_000,
    );
    channel.bind("sale.created", (data: { id: number }) => {
      saleEvents.push(data);
    });
  }, 60_000);

  const sale = () =>
    saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: cash, received: 5_000 }],
    });

  it("accepts on B the session cookie of a login on A, and a logout on B ends it on A", async () => {
    const cookie = await login(a, "vendedor");
    const onB = await me(b, cookie);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { name: string }).name).toBeTruthy();
    expect((await fetch(`${b.baseUrl}/api/v1/logout`, { headers: { cookie } })).status).toBe(200);
    expect((await me(a, cookie)).status).toBe(401);
  });

  it("counts failed logins on both: the sixth, on either instance, is throttled", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const res = await post(attempt % 2 === 0 ? a : b, "/api/v1/auth", {
        login: "producao",
        password: "wrong-password",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await post(a, "/api/v1/auth", { login: "producao", password: "demo1234" })).status).toBe(429);
  });

  it("writes one sale for one Idempotency-Key sent to A and B at once, and announces it once", async () => {
    const key = newKey();
    const payload = sale();
    const answers = await Promise.all(
      [a, b].map((server) => post(server, "/api/v1/sales", payload, { cookie: caixa, "idempotency-key": key })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(ids[0]).toBe(ids[1]);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    const [written] = await database.db.select({ n: count() }).from(sales).where(eq(sales.cashMovementId, register));
    expect(written?.n).toBe(1);
    const keys = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(1);
    await within(
      (async () => {
        while (!saleEvents.some((e) => e.id === ids[0])) await new Promise((r) => setTimeout(r, 20));
      })(),
      "sale.created on A",
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(saleEvents.filter((e) => e.id === ids[0])).toHaveLength(1);
  });

  it("delivers to a pusher-js client on A the sale.created of a sale made on B", async () => {
    const res = await post(b, "/api/v1/sales", sale(), { cookie: caixa, "idempotency-key": newKey() });
    expect(res.status).toBe(201);
    const { id, total } = (await res.json()) as { id: number; total: string };
    await within(
      (async () => {
        while (!saleEvents.some((e) => e.id === id)) await new Promise((r) => setTimeout(r, 20));
      })(),
      "sale.created of B's sale on A",
    );
    expect(saleEvents.find((e) => e.id === id)).toMatchObject({ id, total, cash_movement_id: register });
  });

  it("signs alike on both instances, and refuses on A a signature made with the old published secret", async () => {
    const channel = moduleChannel(multiStoreId, "pdv");
    const raw = connectRaw(a.port, `/app/${KEY}?protocol=7&client=test`);
    raws.push(raw);
    const socketId = ((await raw.expect("pusher:connection_established")).data as { socket_id: string }).socket_id;
    const forged = `${KEY}:${createHmac("sha256", "rede-local-secret").update(`${socketId}:${channel}`).digest("hex")}`;
    raw.send({ event: "pusher:subscribe", data: { channel, auth: forged } });
    expect((await raw.expect("pusher:subscription_error", channel)).data).toMatchObject({ type: "AuthError" });
    raw.send({ event: "pusher:subscribe", data: { channel, ...(await channelAuth(b, caixa, socketId, channel)) } });
    await raw.expect("pusher_internal:subscription_succeeded", channel);
  });
});
