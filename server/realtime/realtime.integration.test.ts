// The real app with realtime started as server/index.ts starts it (no PUSHER_* set), and real clients:
// a signed-in user hears their own network's events of the modules they may see, is refused another network's
// channel and a module they may not see by /api/v1/broadcasting/auth, and nobody can sign a private channel
// without that endpoint.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { moduleChannel, userChannel } from "./channel-names.ts";
import { connectRaw, type RawClient, within } from "./hub-test-support.ts";
import { type StartedRealtime, startRealtime } from "./start-realtime.ts";

const KEY = "rede-local";
/** The secret every Rede install signed with before it generated its own. */
const PUBLISHED_DEFAULT_SECRET = "rede-local-secret";
let t: TestApp;
let realtime: StartedRealtime;
let server: Server;
let port = 0;
const clients: Pusher[] = [];
const raws: RawClient[] = [];

beforeAll(async () => {
  t = await startTestApp({
    realtime: async ({ db, config }) => {
      realtime = await startRealtime({ config, db });
      return realtime.broadcaster;
    },
  });
  server = createAdaptorServer({ fetch: t.app.fetch, createServer }) as Server;
  server.on("upgrade", (req, socket, head) => {
    if (!realtime.hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  for (const raw of raws) raw.ws.terminate();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** pusher-js as the browser uses it: the auth request carries the session cookie and a form body. */
function connect(cookie: string) {
  const client = new Pusher(KEY, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: "/api/v1/broadcasting/auth",
      transport: "ajax",
      customHandler: async ({ socketId, channelName }, callback) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/broadcasting/auth`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        });
        if (res.status !== 200) return callback(new Error(`status ${res.status}`), null);
        callback(null, await res.json());
      },
    },
  });
  clients.push(client);
  return client;
}

function subscription(client: Pusher, channelName: string) {
  const channel = client.subscribe(channelName);
  const outcome = within(
    new Promise<"ok" | "refused">((resolve) => {
      channel.bind("pusher:subscription_succeeded", () => resolve("ok"));
      channel.bind("pusher:subscription_error", () => resolve("refused"));
    }),
    `subscription to ${channelName}`,
  );
  return { channel, outcome };
}

async function me(cookie: string) {
  const res = await t.request("/api/v1/me", { cookie });
  return (await res.json()) as { id: number; multiStoreId: number };
}

async function multiStoreOf(cookie: string) {
  return (await me(cookie)).multiStoreId;
}

/** A raw protocol client on the app's realtime endpoint and its socket id. */
async function rawClient() {
  const raw = connectRaw(port, `/app/${KEY}?protocol=7&client=test`);
  raws.push(raw);
  const established = await raw.expect("pusher:connection_established");
  return { raw, socketId: (established.data as { socket_id: string }).socket_id };
}

/** What someone without the server's secret can compute: Pusher's signature with a secret of their choice. */
const forged = (secret: string, socketId: string, channel: string) =>
  `${KEY}:${createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex")}`;

async function signedByTheApp(cookie: string, socketId: string, channel: string) {
  const res = await t.request("/api/v1/broadcasting/auth", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { auth: string }).auth;
}

describe("realtime through the app", () => {
  it("delivers a server event on the user's own network's module channel", async () => {
    const cookie = await t.login("admin");
    const channelName = moduleChannel(await multiStoreOf(cookie), "production");
    const { channel, outcome } = subscription(connect(cookie), channelName);
    expect(await outcome).toBe("ok");
    const received = within(
      new Promise((resolve) => channel.bind("production.order-moved", resolve)),
      "production.order-moved",
    );
    await t.services.realtime.broadcast(channelName, "production.order-moved", { id: 7, status_id: 3 });
    expect(await received).toEqual({ id: 7, status_id: 3 });
  });

  it("refuses another network's channel", async () => {
    const admin = await t.login("admin");
    const other = await multiStoreOf(await t.login("outra.admin"));
    const { outcome } = subscription(connect(admin), moduleChannel(other, "pdv"));
    expect(await outcome).toBe("refused");
  });

  it("keeps sales from production users: producao is refused the sales channel and hears production only", async () => {
    const producao = await t.login("producao");
    const caixa = await t.login("caixa");
    const network = await multiStoreOf(producao);
    const sales = moduleChannel(network, "pdv");
    const production = moduleChannel(network, "production");
    expect(await subscription(connect(producao), sales).outcome).toBe("refused");
    expect(await subscription(connect(caixa), production).outcome).toBe("refused");

    const { raw, socketId } = await rawClient();
    raw.send({
      event: "pusher:subscribe",
      data: { channel: production, auth: await signedByTheApp(producao, socketId, production) },
    });
    await raw.expect("pusher_internal:subscription_succeeded", production);
    const cashier = subscription(connect(caixa), sales);
    expect(await cashier.outcome).toBe("ok");
    const sold = within(new Promise((resolve) => cashier.channel.bind("sale.created", resolve)), "sale.created");

    await t.services.realtime.broadcast(sales, "sale.created", { id: 1, total: "120.01" });
    await t.services.realtime.broadcast(production, "production.order-moved", { id: 2 });
    expect(await sold).toEqual({ id: 1, total: "120.01" });
    expect((await raw.expect("production.order-moved", production)).data).toEqual({ id: 2 });
    expect(raw.received().some((m) => m.event === "sale.created")).toBe(false);
  });

  it("answers 403 from the auth endpoint for a foreign, unknown or forbidden channel and 401 without a session", async () => {
    const admin = await t.login("admin");
    const producao = await t.login("producao");
    const network = await multiStoreOf(admin);
    const form = (channel: string) => new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const auth = (channel: string, cookie?: string) =>
      t.request("/api/v1/broadcasting/auth", {
        method: "POST",
        ...(cookie ? { cookie } : {}),
        headers,
        body: form(channel),
      });
    for (const channel of ["private-network.999.pdv", `private-network.${network}`, `private-network.${network}.stock`])
      expect((await auth(channel, admin)).status, channel).toBe(403);
    const forbidden = await auth(moduleChannel(network, "pdv"), producao);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ messages: ["Você não tem acesso a este canal."] });
    expect((await auth(moduleChannel(network, "production"), producao)).status).toBe(200);
    expect((await auth(moduleChannel(network, "pdv"))).status).toBe(401);
  });
});

describe("private channel signatures", () => {
  it("refuses network and user channels signed with the old published default or any other secret", async () => {
    const cookie = await t.login("caixa");
    const { id, multiStoreId } = await me(cookie);
    const { raw, socketId } = await rawClient();
    for (const channel of [moduleChannel(multiStoreId, "pdv"), userChannel(id)]) {
      for (const secret of [PUBLISHED_DEFAULT_SECRET, randomBytes(32).toString("hex")]) {
        raw.send({ event: "pusher:subscribe", data: { channel, auth: forged(secret, socketId, channel) } });
        const refused = await raw.expect("pusher:subscription_error", channel);
        expect(refused.data).toMatchObject({ type: "AuthError", status: 401 });
      }
    }
    expect(raw.received().some((m) => m.event === "pusher_internal:subscription_succeeded")).toBe(false);
  });

  it("subscribes with the signature of /api/v1/broadcasting/auth and delivers the network's events", async () => {
    const cookie = await t.login("caixa");
    const { id, multiStoreId } = await me(cookie);
    const { raw, socketId } = await rawClient();
    for (const channel of [moduleChannel(multiStoreId, "pdv"), userChannel(id)]) {
      raw.send({ event: "pusher:subscribe", data: { channel, auth: await signedByTheApp(cookie, socketId, channel) } });
      await raw.expect("pusher_internal:subscription_succeeded", channel);
    }
    await t.services.realtime.broadcast(moduleChannel(multiStoreId, "pdv"), "sale.created", { id: 1 });
    expect((await raw.expect("sale.created", moduleChannel(multiStoreId, "pdv"))).data).toEqual({ id: 1 });
  });

  it("keeps the generated secret in the database, so the next start signs alike", async () => {
    const again = await startRealtime({ config: t.services.config, db: t.db });
    try {
      const channel = moduleChannel(1, "pdv");
      expect(again.hub.authorizeChannel("1.2", channel)).toEqual(realtime.hub.authorizeChannel("1.2", channel));
      expect(realtime.hub.authorizeChannel("1.2", channel)).not.toEqual({
        auth: forged(PUBLISHED_DEFAULT_SECRET, "1.2", channel),
      });
    } finally {
      await again.close();
    }
  });
});
