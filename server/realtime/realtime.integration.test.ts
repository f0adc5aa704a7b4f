// The real app, the embedded hub and a real pusher-js client: a signed-in user hears their own network's
// events and is refused another network's channel by /api/v1/broadcasting/auth.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createBroadcaster, networkChannel } from "./broadcaster.ts";
import { createPusherHub } from "./pusher-hub.ts";
import { within } from "./hub-test-support.ts";

const KEY = "rede-local";
let t: TestApp;
let server: Server;
let port = 0;
const hub = createPusherHub({ key: KEY, secret: "rede-local-secret", appId: "rede" });
const clients: Pusher[] = [];

beforeAll(async () => {
  t = await startTestApp({ realtime: createBroadcaster({ hub }) });
  server = createAdaptorServer({ fetch: t.app.fetch, createServer }) as Server;
  server.on("upgrade", (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await hub.close();
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

async function multiStoreOf(cookie: string) {
  const me = await t.request("/api/v1/me", { cookie });
  return ((await me.json()) as { multiStoreId: number }).multiStoreId;
}

describe("realtime through the app", () => {
  it("delivers a server event on the user's own network channel", async () => {
    const cookie = await t.login("admin");
    const { channel, outcome } = subscription(connect(cookie), networkChannel(await multiStoreOf(cookie)));
    expect(await outcome).toBe("ok");
    const received = within(new Promise((resolve) => channel.bind("order.moved", resolve)), "order.moved");
    await t.services.realtime.broadcast(networkChannel(await multiStoreOf(cookie)), "order.moved", {
      id: 7,
      status_id: 3,
    });
    expect(await received).toEqual({ id: 7, status_id: 3 });
  });

  it("refuses another network's channel", async () => {
    const admin = await t.login("admin");
    const other = await multiStoreOf(await t.login("outra.admin"));
    const { outcome } = subscription(connect(admin), networkChannel(other));
    expect(await outcome).toBe("refused");
  });

  it("answers 403 from the auth endpoint for a foreign channel and 401 without a session", async () => {
    const admin = await t.login("admin");
    const form = (channel: string) => new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const foreign = await t.request("/api/v1/broadcasting/auth", {
      method: "POST",
      cookie: admin,
      headers,
      body: form("private-network.999"),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await t.request("/api/v1/broadcasting/auth", {
      method: "POST",
      headers,
      body: form("private-network.1"),
    });
    expect(anonymous.status).toBe(401);
  });
});
