// The hub's protocol edges, driven by a raw WebSocket client.
import { createHmac } from "node:crypto";
import PusherServer from "pusher";
import { afterEach, describe, expect, it } from "vitest";
import { APP, connectRaw, type HubServer, type RawClient, startHubServer } from "./hub-test-support.ts";
import { MAX_EVENT_DATA_BYTES, RealtimePayloadTooLargeError } from "./protocol.ts";

let server: HubServer | undefined;
const raws: RawClient[] = [];

const start = async (): Promise<HubServer> => {
  server = await startHubServer();
  return server;
};

const raw = (port: number, path?: string): RawClient => {
  const client = connectRaw(port, path);
  raws.push(client);
  return client;
};

const socketIdOf = async (client: RawClient): Promise<string> => {
  const { data } = await client.expect("pusher:connection_established");
  return (data as { socket_id: string }).socket_id;
};

/** A ping round trip: everything the hub sent before the pong has arrived. */
const roundTrip = async (client: RawClient): Promise<void> => {
  client.send({ event: "pusher:ping", data: {} });
  await client.expect("pusher:pong");
};

afterEach(async () => {
  for (const client of raws.splice(0)) client.ws.terminate();
  await server?.close();
  server = undefined;
});

describe("pusher hub protocol", () => {
  it("sends connection_established with a JSON string payload", async () => {
    const { port } = await start();
    const client = raw(port);
    const first = await new Promise<string>((resolve) => client.ws.once("message", (data) => resolve(data.toString())));
    const message = JSON.parse(first) as { event: string; data: string };
    expect(message.event).toBe("pusher:connection_established");
    expect(typeof message.data).toBe("string");
    expect(JSON.parse(message.data)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it("answers pusher:ping with pusher:pong", async () => {
    const { port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    client.send({ event: "pusher:ping", data: {} });
    expect(await client.expect("pusher:pong")).toEqual({ event: "pusher:pong", data: {} });
  });

  it("refuses a forged private-channel signature and delivers nothing", async () => {
    const { hub, port } = await start();
    const client = raw(port);
    const socketId = await socketIdOf(client);
    const otherSocket = "1234.5678";
    const stolen = hub.authorizeChannel(otherSocket, "private-network.9").auth;
    for (const auth of [stolen, `${APP.key}:${"a".repeat(64)}`, "garbage", undefined]) {
      client.send({ event: "pusher:subscribe", data: { channel: "private-network.9", auth } });
      const refused = await client.expect("pusher:subscription_error", "private-network.9");
      expect(refused.data).toMatchObject({ type: "AuthError", status: 401 });
    }
    hub.broadcast("private-network.9", "sale.created", { total: 1 });
    await roundTrip(client);
    expect(client.received().filter((m) => m.event === "sale.created")).toEqual([]);

    client.send({
      event: "pusher:subscribe",
      data: { channel: "private-network.9", ...hub.authorizeChannel(socketId, "private-network.9") },
    });
    await client.expect("pusher_internal:subscription_succeeded", "private-network.9");
  });

  it("accepts subscribe data sent as a JSON string", async () => {
    const { port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    client.send({ event: "pusher:subscribe", data: JSON.stringify({ channel: "news" }) });
    expect(await client.expect("pusher_internal:subscription_succeeded", "news")).toMatchObject({ data: {} });
  });

  it("signs exactly like Pusher", async () => {
    const { hub } = await start();
    const socketId = "123.456";
    const expected = createHmac("sha256", APP.secret).update(`${socketId}:private-user.5`).digest("hex");
    expect(hub.authorizeChannel(socketId, "private-user.5")).toEqual({ auth: `${APP.key}:${expected}` });
    const official = new PusherServer({ ...APP, host: "127.0.0.1" }).authorizeChannel(socketId, "private-user.5");
    expect(hub.authorizeChannel(socketId, "private-user.5")).toEqual(official);
    expect(() => hub.authorizeChannel("nope", "private-user.5")).toThrow(TypeError);
    expect(() => hub.authorizeChannel(socketId, "public")).toThrow(TypeError);
    expect(() => hub.authorizeChannel(socketId, "presence-room")).toThrow(TypeError);
  });

  it("refuses presence and encrypted channels and invalid names", async () => {
    const { port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    for (const channel of ["presence-room", "private-encrypted-x", "bad channel!"]) {
      client.send({ event: "pusher:subscribe", data: { channel, auth: "x:y" } });
      const refused = await client.expect("pusher:subscription_error", channel);
      expect(refused.data).toMatchObject({ type: "UnsupportedChannel", status: 400 });
    }
  });

  it("answers invalid JSON, client events and unknown events with pusher:error", async () => {
    const { port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    client.send("{not json");
    expect((await client.expect("pusher:error")).data).toMatchObject({ code: null });
    client.send({ event: "client-typing", channel: "news", data: {} });
    expect((await client.expect("pusher:error")).data).toMatchObject({ code: 4301 });
    client.send({ event: "pusher:signin", data: {} });
    expect((await client.expect("pusher:error")).data).toMatchObject({ code: null });
    client.send({ event: "pusher:subscribe", data: {} });
    expect((await client.expect("pusher:error")).data).toMatchObject({ code: null });
    await roundTrip(client);
  });

  it("unsubscribe stops delivery", async () => {
    const { hub, port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    client.send({ event: "pusher:subscribe", data: { channel: "news" } });
    await client.expect("pusher_internal:subscription_succeeded", "news");
    hub.broadcast("news", "posted", { n: 1 });
    expect(await client.expect("posted", "news")).toEqual({ event: "posted", channel: "news", data: { n: 1 } });
    client.send({ event: "pusher:unsubscribe", data: { channel: "news" } });
    await roundTrip(client);
    hub.broadcast("news", "posted", { n: 2 });
    await roundTrip(client);
    expect(client.received().filter((m) => m.event === "posted")).toHaveLength(1);
  });

  it("refuses a wrong app key with 4001 and leaves other paths to the caller", async () => {
    const { hub, port } = await start();
    const wrongKey = raw(port, "/app/other-key?protocol=7");
    expect((await wrongKey.expect("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await wrongKey.closed).code).toBe(4001);

    const oldProtocol = raw(port, `/app/${APP.key}?protocol=5`);
    expect((await oldProtocol.expect("pusher:error")).data).toMatchObject({ code: 4007 });

    for (const path of ["/socket", "//", "//host/app/rede-key"]) {
      const elsewhere = raw(port, path);
      const status = await new Promise<number>((resolve) =>
        elsewhere.ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)),
      );
      expect(status).toBe(404);
    }
    expect(hub.connectionCount()).toBe(0);
  });

  it("sends broadcasts as {event, channel, data: JSON string} and enforces Pusher's limits", async () => {
    const { hub, port } = await start();
    const client = raw(port);
    await socketIdOf(client);
    client.send({ event: "pusher:subscribe", data: { channel: "news" } });
    await client.expect("pusher_internal:subscription_succeeded", "news");
    const wire = new Promise<string>((resolve) => client.ws.once("message", (data) => resolve(data.toString())));
    hub.broadcast("news", "posted", { text: "ação" });
    expect(JSON.parse(await wire)).toEqual({ event: "posted", channel: "news", data: '{"text":"ação"}' });

    expect(() => hub.broadcast("news", "posted", "x".repeat(MAX_EVENT_DATA_BYTES))).toThrow(
      RealtimePayloadTooLargeError,
    );
    expect(() => hub.broadcast("bad channel", "posted", {})).toThrow(TypeError);
    expect(() => hub.broadcast("news", "pusher:error", {})).toThrow(TypeError);
    expect(() => hub.broadcast("news", "client-x", {})).toThrow(TypeError);
  });

  it("refuses upgrades once closed", async () => {
    const { hub, port } = await start();
    await hub.close();
    const late = raw(port);
    const status = await new Promise<number>((resolve) =>
      late.ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(503);
  });
});
