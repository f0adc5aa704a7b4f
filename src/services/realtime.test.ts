import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createRealtime,
  type PusherLike,
  pusherOptions,
  type RealtimeSettings,
  type RealtimeStatus,
  readRealtimeSettings,
} from "./realtime.ts";

const EMBEDDED: RealtimeSettings = { key: "rede-key", host: null, port: null, useTLS: null };
const HTTP_PAGE = { hostname: "localhost", port: "3000", protocol: "http:" };

/** A pusher-js stand-in: records subscriptions and lets the test play the server, channel by channel. */
function fakePusher() {
  const channelHandlers = new Map<string, Map<string, Array<(data: unknown) => void>>>();
  const globals = new Map<string, Array<(event: string, data: unknown) => void>>();
  const stateHandlers: Array<(change: { current: string }) => void> = [];
  const calls: string[] = [];
  const client: PusherLike = {
    subscribe(channel) {
      calls.push(`subscribe ${channel}`);
      const handlers = new Map<string, Array<(data: unknown) => void>>();
      channelHandlers.set(channel, handlers);
      return {
        bind(event, callback) {
          handlers.set(event, [...(handlers.get(event) ?? []), callback]);
        },
        bind_global(callback) {
          globals.set(channel, [...(globals.get(channel) ?? []), callback]);
        },
      };
    },
    unsubscribe(channel) {
      calls.push(`unsubscribe ${channel}`);
    },
    disconnect() {
      calls.push("disconnect");
    },
    connection: {
      bind(_event, callback) {
        stateHandlers.push(callback);
      },
    },
  };
  return {
    client,
    calls,
    /** The server confirmed a subscription (first join or re-join after a reconnect); every channel by default. */
    joined(channel?: string) {
      for (const [name, handlers] of channelHandlers) {
        if (channel !== undefined && name !== channel) continue;
        for (const handler of handlers.get("pusher:subscription_succeeded") ?? []) handler({});
        for (const handler of globals.get(name) ?? []) handler("pusher:subscription_succeeded", {});
      }
    },
    emit(event: string, data: unknown, channel = PRODUCTION_7) {
      for (const handler of globals.get(channel) ?? []) handler(event, data);
    },
    state(current: string) {
      for (const handler of stateHandlers) handler({ current });
    },
  };
}

const PRODUCTION_7 = "private-network.7.production";

function setup(settings: RealtimeSettings | null = EMBEDDED) {
  const fakes: Array<ReturnType<typeof fakePusher>> = [];
  const created: Array<{ key: string; options: unknown }> = [];
  const realtime = createRealtime({
    settings: () => settings,
    location: () => HTTP_PAGE,
    createClient: async (key, options) => {
      created.push({ key, options });
      const fake = fakePusher();
      fakes.push(fake);
      return fake.client;
    },
    idleDisconnectMs: 1000,
  });
  const statuses: RealtimeStatus[] = [];
  realtime.onStatus((status) => statuses.push(status));
  return { realtime, fakes, created, statuses };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pusherOptions", () => {
  it("points at the embedded endpoint on the page's own host and port", () => {
    expect(pusherOptions(EMBEDDED, HTTP_PAGE)).toEqual({
      cluster: "local",
      wsHost: "localhost",
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ["ws", "wss"],
      disableStats: true,
      channelAuthorization: { endpoint: "/api/v1/broadcasting/auth", transport: "ajax" },
    });
  });

  it("uses 443 and TLS for an https page without a port, 80 for http", () => {
    const https = pusherOptions(EMBEDDED, { hostname: "rede.example", port: "", protocol: "https:" });
    expect(https).toMatchObject({ wsHost: "rede.example", wsPort: 443, wssPort: 443, forceTLS: true });
    const http = pusherOptions(EMBEDDED, { hostname: "rede.example", port: "", protocol: "http:" });
    expect(http).toMatchObject({ wsPort: 80, forceTLS: false });
  });

  it("points at an external service when the server names its host", () => {
    const soketi = { key: "k", host: "ws.rede.example", port: 6001, useTLS: false };
    expect(pusherOptions(soketi, HTTP_PAGE)).toMatchObject({
      wsHost: "ws.rede.example",
      wsPort: 6001,
      forceTLS: false,
    });
    const pusher = { key: "k", host: "ws-sa1.pusher.com", port: null, useTLS: null };
    expect(pusherOptions(pusher, HTTP_PAGE)).toMatchObject({ wsPort: 443, wssPort: 443, forceTLS: true });
  });

  it("never sets wsPath", () => {
    expect(pusherOptions(EMBEDDED, HTTP_PAGE)).not.toHaveProperty("wsPath");
  });
});

describe("readRealtimeSettings", () => {
  it("reads window.__REDE_CONFIG__.realtime, or nothing when absent or malformed", () => {
    const config = { realtime: EMBEDDED, sentryDsn: null, chatWidgetUrl: null };
    expect(readRealtimeSettings({ __REDE_CONFIG__: config })).toEqual(EMBEDDED);
    expect(readRealtimeSettings({})).toBeNull();
    expect(readRealtimeSettings({ __REDE_CONFIG__: { realtime: { key: 1 } } })).toBeNull();
  });
});

describe("realtime service", () => {
  it("connects only when the first screen listens, and joins the network's channel of that module", async () => {
    const { realtime, fakes, created, statuses } = setup();
    expect(created).toHaveLength(0);
    expect(realtime.status()).toBe("idle");
    realtime.subscribe(7, "production", "production.order-moved", () => {});
    realtime.subscribe(7, "production", "production.order-updated", () => {});
    await flush();
    expect(created).toHaveLength(1);
    expect(created[0]?.key).toBe("rede-key");
    expect(fakes[0]?.calls).toEqual(["subscribe private-network.7.production"]);
    expect(realtime.status()).toBe("connecting");
    fakes[0]?.joined();
    expect(realtime.status()).toBe("connected");
    expect(statuses).toEqual(["connecting", "connected"]);
  });

  it("hands each listener the data of its own event only, never the protocol's", async () => {
    const { realtime, fakes } = setup();
    const moved = vi.fn();
    const updated = vi.fn();
    realtime.subscribe(7, "production", "production.order-moved", moved);
    realtime.subscribe(7, "production", "production.order-updated", updated);
    await flush();
    fakes[0]?.joined();
    fakes[0]?.emit("production.order-moved", { id: 1, from: 2, to: 3 });
    expect(moved).toHaveBeenCalledWith({ id: 1, from: 2, to: 3 });
    expect(updated).not.toHaveBeenCalled();
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it("joins each module's channel once on the one connection, and hands listeners only their channel's events", async () => {
    const { realtime, fakes, created } = setup();
    const sales = vi.fn();
    const production = vi.fn();
    realtime.subscribe(7, "production", "sale.created", production);
    await flush();
    realtime.subscribe(7, "pdv", "sale.created", sales);
    realtime.subscribe(7, "pdv", "sale.created", sales);
    await flush();
    expect(created).toHaveLength(1);
    expect(fakes[0]?.calls).toEqual(["subscribe private-network.7.production", "subscribe private-network.7.pdv"]);
    fakes[0]?.emit("sale.created", { id: 1 }, "private-network.7.pdv");
    expect(sales).toHaveBeenCalledTimes(2);
    expect(production).not.toHaveBeenCalled();
    realtime.disconnect();
    expect(fakes[0]?.calls.slice(2)).toEqual([
      "unsubscribe private-network.7.production",
      "unsubscribe private-network.7.pdv",
      "disconnect",
    ]);
  });

  it("asks only the screens of a channel joined again to reload", async () => {
    const { realtime, fakes } = setup();
    const production = vi.fn();
    const sales = vi.fn();
    realtime.onResync(7, "production", production);
    realtime.onResync(7, "pdv", sales);
    await flush();
    fakes[0]?.joined();
    fakes[0]?.joined("private-network.7.pdv");
    expect(sales).toHaveBeenCalledTimes(1);
    expect(production).not.toHaveBeenCalled();
  });

  it("stops calling a listener once it unsubscribed, and disconnects a while after the last one left", async () => {
    const { realtime, fakes } = setup();
    const moved = vi.fn();
    const stop = realtime.subscribe(7, "production", "production.order-moved", moved);
    await flush();
    stop();
    stop();
    fakes[0]?.emit("production.order-moved", {});
    expect(moved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(fakes[0]?.calls).toEqual(["subscribe private-network.7.production"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes[0]?.calls).toEqual([
      "subscribe private-network.7.production",
      "unsubscribe private-network.7.production",
      "disconnect",
    ]);
    expect(realtime.status()).toBe("idle");
  });

  it("keeps the connection when the next screen listens within the idle time", async () => {
    const { realtime, fakes, created } = setup();
    const stop = realtime.subscribe(7, "production", "production.order-moved", () => {});
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(500);
    realtime.subscribe(7, "production", "production.order-moved", () => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(created).toHaveLength(1);
    expect(fakes[0]?.calls).toEqual(["subscribe private-network.7.production"]);
  });

  it("asks screens to reload when the channel is joined again after the connection dropped", async () => {
    const { realtime, fakes, statuses } = setup();
    const resync = vi.fn();
    realtime.onResync(7, "production", resync);
    await flush();
    fakes[0]?.joined();
    expect(resync).not.toHaveBeenCalled();
    fakes[0]?.state("unavailable");
    expect(realtime.status()).toBe("offline");
    fakes[0]?.state("connecting");
    fakes[0]?.state("connected");
    fakes[0]?.joined();
    expect(resync).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(["connecting", "connected", "offline", "connecting", "connected"]);
  });

  it("switches channels when another network's user signs in, and disconnect closes at once", async () => {
    const { realtime, fakes } = setup();
    realtime.subscribe(7, "production", "production.order-moved", () => {});
    await flush();
    realtime.subscribe(8, "production", "production.order-moved", () => {});
    await flush();
    expect(fakes[0]?.calls).toEqual([
      "subscribe private-network.7.production",
      "unsubscribe private-network.7.production",
      "disconnect",
    ]);
    expect(fakes[1]?.calls).toEqual(["subscribe private-network.8.production"]);
    realtime.disconnect();
    expect(fakes[1]?.calls.at(-1)).toBe("disconnect");
    expect(realtime.status()).toBe("idle");
  });

  it("closes a client that finished loading after a disconnect", async () => {
    const { realtime, fakes } = setup();
    realtime.subscribe(7, "production", "production.order-moved", () => {});
    realtime.disconnect();
    await flush();
    expect(fakes[0]?.calls).toEqual(["disconnect"]);
  });

  it("does nothing without realtime settings: screens still work, just not live", async () => {
    const { realtime, created } = setup(null);
    const stop = realtime.subscribe(7, "production", "production.order-moved", () => {});
    await flush();
    expect(created).toHaveLength(0);
    expect(realtime.status()).toBe("idle");
    stop();
  });

  it("reports offline when pusher-js cannot be loaded", async () => {
    const realtime = createRealtime({
      settings: () => EMBEDDED,
      location: () => HTTP_PAGE,
      createClient: () => Promise.reject(new Error("chunk failed")),
    });
    realtime.subscribe(7, "production", "production.order-moved", () => {});
    await flush();
    expect(realtime.status()).toBe("offline");
  });
});
