// The hub against a real pusher-js client (the Node build, as the browser build speaks the same protocol).
import type Pusher from "pusher-js";
import type { Channel } from "pusher-js";
import { afterEach, describe, expect, it } from "vitest";
import {
  connected,
  connectPusherJs,
  connectRaw,
  type HubServer,
  type RawClient,
  startHubServer,
  within,
} from "./hub-test-support.ts";

let server: HubServer | undefined;
const clients: Pusher[] = [];
const raws: RawClient[] = [];

const start = async (options: Parameters<typeof startHubServer>[0] = {}): Promise<HubServer> => {
  server = await startHubServer(options);
  return server;
};

const pusherJs = (port: number, authorization?: Parameters<typeof connectPusherJs>[1]): Pusher => {
  const client = connectPusherJs(port, authorization);
  clients.push(client);
  return client;
};

const subscribed = (channel: Channel): Promise<void> =>
  within(
    new Promise((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(JSON.stringify(error))));
    }),
    `subscription to ${channel.name}`,
  );

const subscriptionError = (channel: Channel): Promise<Record<string, unknown>> =>
  within(
    new Promise((resolve, reject) => {
      channel.bind("pusher:subscription_error", (error: Record<string, unknown>) => resolve(error));
      channel.bind("pusher:subscription_succeeded", () => reject(new Error(`${channel.name} was subscribed`)));
    }),
    `subscription error on ${channel.name}`,
  );

const nextEvent = (channel: Channel, event: string): Promise<unknown> =>
  within(new Promise((resolve) => channel.bind(event, resolve)), `${event} on ${channel.name}`);

const collect = (channel: Channel, event: string): unknown[] => {
  const seen: unknown[] = [];
  channel.bind(event, (data: unknown) => seen.push(data));
  return seen;
};

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const raw of raws.splice(0)) raw.ws.terminate();
  await server?.close();
  server = undefined;
});

describe("pusher hub with pusher-js", () => {
  it("establishes a connection with a protocol socket id", async () => {
    const { hub, port } = await start();
    const socketId = await connected(pusherJs(port));
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(hub.connectionCount()).toBe(1);
  });

  it("delivers a broadcast on a public channel", async () => {
    const { hub, port } = await start();
    const client = pusherJs(port);
    const channel = client.subscribe("announcements");
    await subscribed(channel);
    const received = nextEvent(channel, "notice.created");
    hub.broadcast("announcements", "notice.created", { id: 7, text: "Olá" });
    expect(await received).toEqual({ id: 7, text: "Olá" });
  });

  it("authorizes a private channel through the auth endpoint and delivers to it", async () => {
    const { hub, port, authRequests } = await start();
    const client = pusherJs(port);
    const socketId = await connected(client);
    const channel = client.subscribe("private-network.1");
    await subscribed(channel);
    expect(authRequests.map((form) => Object.fromEntries(form))).toEqual([
      { socket_id: socketId, channel_name: "private-network.1" },
    ]);
    const received = nextEvent(channel, "sale.created");
    hub.broadcast("private-network.1", "sale.created", { total: 1990 });
    expect(await received).toEqual({ total: 1990 });
  });

  it("surfaces a refused authorization as a subscription error and delivers nothing", async () => {
    const { hub, port } = await start({ allowChannel: (channel) => channel === "private-network.1" });
    const client = pusherJs(port);
    const refused = client.subscribe("private-network.2");
    const allowed = client.subscribe("private-network.1");
    const error = subscriptionError(refused);
    await subscribed(allowed);
    expect(await error).toMatchObject({ type: "AuthError", status: 403 });

    const leaked = collect(refused, "sale.created");
    const delivered = nextEvent(allowed, "sale.created");
    hub.broadcast("private-network.2", "sale.created", { secret: true });
    hub.broadcast("private-network.1", "sale.created", { ok: true });
    // Same socket, messages in order: had the first been delivered, it would be here by now.
    expect(await delivered).toEqual({ ok: true });
    expect(leaked).toEqual([]);
  });

  it("surfaces the hub's refusal of a forged signature as a subscription error", async () => {
    const { port } = await start();
    const client = pusherJs(port, {
      customHandler: (_params, callback) => callback(null, { auth: `rede-key:${"0".repeat(64)}` }),
    });
    const error = await subscriptionError(client.subscribe("private-network.1"));
    expect(error).toMatchObject({ type: "AuthError", status: 401 });
  });

  it("stops delivery after unsubscribe", async () => {
    const { hub, port } = await start();
    const client = pusherJs(port);
    const left = client.subscribe("orders");
    await subscribed(left);
    client.unsubscribe("orders");
    // pusher-js drops events for channels it left, so watch everything the socket receives.
    const received: unknown[] = [];
    client.bind("order.updated", (data: unknown) => received.push(data));
    // The hub handles a socket's messages in order, so this confirms the unsubscribe was processed.
    const probe = client.subscribe("probe");
    await subscribed(probe);

    const delivered = nextEvent(probe, "order.updated");
    hub.broadcast("orders", "order.updated", { id: 1 });
    hub.broadcast("probe", "order.updated", { id: 2 });
    expect(await delivered).toEqual({ id: 2 });
    expect(received).toEqual([{ id: 2 }]);
  });

  it("skips the socket named in exceptSocketId", async () => {
    const { hub, port } = await start();
    const sender = pusherJs(port);
    const other = pusherJs(port);
    const senderId = await connected(sender);
    const senderChannel = sender.subscribe("stock");
    const otherChannel = other.subscribe("stock");
    await Promise.all([subscribed(senderChannel), subscribed(otherChannel)]);
    const echoed = collect(senderChannel, "item.moved");
    const delivered = nextEvent(otherChannel, "item.moved");
    hub.broadcast("stock", "item.moved", { id: 3 }, senderId);
    expect(await delivered).toEqual({ id: 3 });
    // The sender's own broadcasts come after this round trip, so nothing can still be on the way.
    const probe = sender.subscribe("probe");
    await subscribed(probe);
    expect(echoed).toEqual([]);
  });

  it("keeps answering clients alive and closes silent ones", async () => {
    const { hub, port } = await start({ activityTimeoutSeconds: 0.2 });
    const client = pusherJs(port);
    await connected(client);
    const silent = connectRaw(port);
    raws.push(silent);
    await silent.expect("pusher:connection_established");
    await silent.expect("pusher:ping");
    expect((await within(silent.closed, "the silent socket to close")).code).toBe(1006);
    // Several more ping rounds: pusher-js answers each with pusher:pong.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.connection.state).toBe("connected");
    expect(hub.connectionCount()).toBe(1);
  });

  it("closes every socket on close()", async () => {
    const { hub, port } = await start();
    const client = pusherJs(port);
    await connected(client);
    const raw = connectRaw(port);
    raws.push(raw);
    await raw.expect("pusher:connection_established");
    const left = within(
      new Promise<void>((resolve) => client.connection.bind("state_change", () => resolve())),
      "pusher-js to leave the connected state",
    );
    await hub.close();
    expect((await raw.closed).code).toBe(1001);
    await left;
    expect(client.connection.state).not.toBe("connected");
    expect(hub.connectionCount()).toBe(0);
    await hub.close();
  });
});
