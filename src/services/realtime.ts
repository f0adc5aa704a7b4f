import { Schema } from "effect";
import type { Options } from "pusher-js";
import { type ChannelModule, moduleChannelName } from "../domain/realtime-channels.ts";
import { ClientConfig } from "../schemas/client-config.ts";

// The browser's realtime connection (architecture 3, Realtime): pusher-js on the Pusher channels protocol, served
// by the app itself on /app/{key} or by an external Pusher-compatible service. It connects lazily, when a screen
// first listens, joins the channel of the module the screen listens to, `private-network.<multiStoreId>.<module>`
// (authorised by POST /api/v1/broadcasting/auth with the session cookie, which signs only the modules the user may
// see), and disconnects a while after the last listener left, or at once when the user signs out.

export type RealtimeSettings = ClientConfig["realtime"];

/** Where the page was served from: the embedded endpoint lives on the same host and port. */
export type PageLocation = { readonly hostname: string; readonly port: string; readonly protocol: string };

/** "connecting" until a channel is joined, "connected" while it is, "offline" when the link dropped. */
export type RealtimeStatus = "idle" | "connecting" | "connected" | "offline";

export type NetworkEventHandler = (data: unknown) => void;

/** The part of pusher-js this service uses (tests pass a fake). */
export type PusherChannelLike = {
  bind(event: string, callback: (data: unknown) => void): unknown;
  bind_global(callback: (event: string, data: unknown) => void): unknown;
};
export type PusherLike = {
  subscribe(channel: string): PusherChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
  connection: { bind(event: string, callback: (change: { current: string }) => void): unknown };
};

export type RealtimeDeps = {
  /** The server's realtime settings; null when the page has none (no events, screens still work). */
  readonly settings: () => RealtimeSettings | null;
  readonly location: () => PageLocation;
  /** Creates the client; the browser loads pusher-js only now, so other screens do not carry it. */
  readonly createClient: (key: string, options: Options) => Promise<PusherLike>;
  /** How long the connection stays up after the last listener left (navigation between screens). */
  readonly idleDisconnectMs?: number;
};

export const BROADCASTING_AUTH_PATH = "/api/v1/broadcasting/auth";
export const IDLE_DISCONNECT_MS = 15_000;

const defaultPort = (tls: boolean) => (tls ? 443 : 80);

/** pusher-js options: the embedded endpoint on the page's own host and port, or the configured service. */
export function pusherOptions(settings: RealtimeSettings, location: PageLocation): Options {
  const external = settings.host !== null;
  const tls = external ? (settings.useTLS ?? true) : location.protocol === "https:";
  const port = external ? (settings.port ?? defaultPort(tls)) : Number(location.port) || defaultPort(tls);
  return {
    // Required by the types; the host below is what counts.
    cluster: "local",
    wsHost: settings.host ?? location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    channelAuthorization: { endpoint: BROADCASTING_AUTH_PATH, transport: "ajax" },
  };
}

type Listener = {
  readonly network: number;
  readonly channel: string;
  readonly event: string;
  readonly handler: NetworkEventHandler;
};
type Resync = { readonly network: number; readonly channel: string; readonly handler: () => void };

export type Realtime = {
  /**
   * Calls `handler` with the data of every `event` on the network's channel of `module` until the returned
   * function is called. The first listener opens the connection.
   */
  subscribe(multiStoreId: number, module: ChannelModule, event: string, handler: NetworkEventHandler): () => void;
  /**
   * Calls `handler` when the module's channel is joined again after the connection dropped: events may have been
   * missed, so screens reload what they show.
   */
  onResync(multiStoreId: number, module: ChannelModule, handler: () => void): () => void;
  status(): RealtimeStatus;
  /** Calls `handler` with every status change until the returned function is called. */
  onStatus(handler: (status: RealtimeStatus) => void): () => void;
  /** Closes the connection now (sign-out): nothing of the network keeps arriving. */
  disconnect(): void;
};

export function createRealtime(deps: RealtimeDeps): Realtime {
  const idleMs = deps.idleDisconnectMs ?? IDLE_DISCONNECT_MS;
  const listeners = new Set<Listener>();
  const resyncs = new Set<Resync>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let network: number | null = null;
  let client: PusherLike | null = null;
  /** Channels subscribed on the client, and whether each was joined once (a later join is a re-join). */
  const channels = new Map<string, boolean>();
  /** Bumped on every disconnect: a client that finishes loading for an old generation is closed at once. */
  let generation = 0;
  let loading = false;
  let current: RealtimeStatus = "idle";
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const dispatch = (channel: string, event: string, data: unknown) => {
    if (event.startsWith("pusher:") || event.startsWith("pusher_internal:")) return;
    for (const listener of [...listeners])
      if (listener.channel === channel && listener.event === event) listener.handler(data);
  };

  const joined = (channel: string) => {
    setStatus("connected");
    if (channels.get(channel)) for (const resync of [...resyncs]) if (resync.channel === channel) resync.handler();
    channels.set(channel, true);
  };

  const join = (on: PusherLike, channel: string) => {
    if (channels.has(channel)) return;
    channels.set(channel, false);
    const subscribed = on.subscribe(channel);
    subscribed.bind("pusher:subscription_succeeded", () => joined(channel));
    subscribed.bind("pusher:subscription_error", () => setStatus("offline"));
    subscribed.bind_global((event, data) => dispatch(channel, event, data));
  };

  /** Every channel of `multiStoreId` a listener or a resync handler waits on (another network's are left over). */
  const wanted = (multiStoreId: number) =>
    new Set([...listeners, ...resyncs].filter((w) => w.network === multiStoreId).map((w) => w.channel));

  const close = () => {
    generation += 1;
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
    if (client) {
      for (const channel of channels.keys()) client.unsubscribe(channel);
      client.disconnect();
    }
    client = null;
    channels.clear();
    loading = false;
    network = null;
    setStatus("idle");
  };

  const open = (multiStoreId: number, channel: string) => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
    if (network !== null && network !== multiStoreId) close();
    if (client) {
      join(client, channel);
      return;
    }
    if (loading) return;
    const settings = deps.settings();
    if (!settings) return;
    network = multiStoreId;
    loading = true;
    setStatus("connecting");
    const mine = generation;
    deps.createClient(settings.key, pusherOptions(settings, deps.location())).then(
      (created) => {
        if (mine !== generation) {
          created.disconnect();
          return;
        }
        loading = false;
        client = created;
        created.connection.bind("state_change", ({ current: state }) => {
          if (state !== "connected")
            setStatus(state === "connecting" || state === "initialized" ? "connecting" : "offline");
        });
        for (const name of wanted(multiStoreId)) join(created, name);
      },
      () => {
        if (mine !== generation) return;
        loading = false;
        setStatus("offline");
      },
    );
  };

  const release = () => {
    if (listeners.size > 0 || resyncs.size > 0 || idleTimer !== null) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (listeners.size === 0 && resyncs.size === 0) close();
    }, idleMs);
  };

  return {
    subscribe(multiStoreId, module, event, handler) {
      const listener = { network: multiStoreId, channel: moduleChannelName(multiStoreId, module), event, handler };
      listeners.add(listener);
      open(multiStoreId, listener.channel);
      return () => {
        if (!listeners.delete(listener)) return;
        release();
      };
    },
    onResync(multiStoreId, module, handler) {
      const resync = {
        network: multiStoreId,
        channel: moduleChannelName(multiStoreId, module),
        handler: () => handler(),
      };
      resyncs.add(resync);
      open(multiStoreId, resync.channel);
      return () => {
        if (!resyncs.delete(resync)) return;
        release();
      };
    },
    status: () => current,
    onStatus(handler) {
      statusListeners.add(handler);
      return () => {
        statusListeners.delete(handler);
      };
    },
    disconnect: close,
  };
}

const decodeConfig = Schema.decodeUnknownOption(ClientConfig);

/** The realtime settings of `window.__REDE_CONFIG__` (served by /config.js), or null. */
export function readRealtimeSettings(win: { __REDE_CONFIG__?: unknown }): RealtimeSettings | null {
  const decoded = decodeConfig(win.__REDE_CONFIG__);
  return decoded._tag === "Some" ? decoded.value.realtime : null;
}

/** The app's one connection. */
export const realtime: Realtime = createRealtime({
  settings: () =>
    typeof window === "undefined" ? null : readRealtimeSettings(window as { __REDE_CONFIG__?: unknown }),
  location: () => window.location,
  createClient: async (key, options) => {
    const { default: Pusher } = await import("pusher-js");
    return new Pusher(key, options);
  },
});
