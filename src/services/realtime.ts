import { Schema } from "effect";
import type { Options } from "pusher-js";
import { ClientConfig } from "../schemas/client-config.ts";

// The browser's realtime connection (architecture 3, Realtime): pusher-js on the Pusher channels protocol, served
// by the app itself on /app/{key} or by an external Pusher-compatible service. It connects lazily, when a screen
// first listens, joins the user's network channel `private-network.<multiStoreId>` (authorised by
// POST /api/v1/broadcasting/auth with the session cookie) and disconnects a while after the last listener left.

export type RealtimeSettings = ClientConfig["realtime"];

/** Where the page was served from: the embedded endpoint lives on the same host and port. */
export type PageLocation = { readonly hostname: string; readonly port: string; readonly protocol: string };

/** "connecting" until the network channel is joined, "connected" while it is, "offline" when the link dropped. */
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

/** The private channel of a network (server/realtime/channel-names.ts networkChannel). */
export const networkChannelName = (multiStoreId: number): string => `private-network.${multiStoreId}`;

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

type Listener = { readonly event: string; readonly handler: NetworkEventHandler };

export type Realtime = {
  /**
   * Calls `handler` with the data of every `event` on the network's channel until the returned function is
   * called. The first listener opens the connection.
   */
  subscribe(multiStoreId: number, event: string, handler: NetworkEventHandler): () => void;
  /**
   * Calls `handler` when the channel is joined again after the connection dropped: events may have been missed,
   * so screens reload what they show.
   */
  onResync(multiStoreId: number, handler: () => void): () => void;
  status(): RealtimeStatus;
  /** Calls `handler` with every status change until the returned function is called. */
  onStatus(handler: (status: RealtimeStatus) => void): () => void;
  /** Closes the connection now (sign-out). */
  disconnect(): void;
};

export function createRealtime(deps: RealtimeDeps): Realtime {
  const idleMs = deps.idleDisconnectMs ?? IDLE_DISCONNECT_MS;
  const listeners = new Set<Listener>();
  const resyncs = new Set<() => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let network: number | null = null;
  let client: PusherLike | null = null;
  /** Bumped on every disconnect: a client that finishes loading for an old generation is closed at once. */
  let generation = 0;
  let loading = false;
  let joinedOnce = false;
  let current: RealtimeStatus = "idle";
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const dispatch = (event: string, data: unknown) => {
    if (event.startsWith("pusher:") || event.startsWith("pusher_internal:")) return;
    for (const listener of [...listeners]) if (listener.event === event) listener.handler(data);
  };

  const joined = () => {
    setStatus("connected");
    if (joinedOnce) for (const resync of [...resyncs]) resync();
    joinedOnce = true;
  };

  const close = () => {
    generation += 1;
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
    if (client) {
      if (network !== null) client.unsubscribe(networkChannelName(network));
      client.disconnect();
    }
    client = null;
    loading = false;
    joinedOnce = false;
    network = null;
    setStatus("idle");
  };

  const open = (multiStoreId: number) => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
    if (network !== null && network !== multiStoreId) close();
    if (client || loading) return;
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
        const channel = created.subscribe(networkChannelName(multiStoreId));
        channel.bind("pusher:subscription_succeeded", joined);
        channel.bind("pusher:subscription_error", () => setStatus("offline"));
        channel.bind_global(dispatch);
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
    subscribe(multiStoreId, event, handler) {
      const listener = { event, handler };
      listeners.add(listener);
      open(multiStoreId);
      return () => {
        if (!listeners.delete(listener)) return;
        release();
      };
    },
    onResync(multiStoreId, handler) {
      const wrapped = () => handler();
      resyncs.add(wrapped);
      open(multiStoreId);
      return () => {
        if (!resyncs.delete(wrapped)) return;
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
