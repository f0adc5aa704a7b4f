import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import Pusher from "pusher";
import { type ChannelAuthorization, signChannelAuthorization } from "./channel-auth.ts";
import { assertChannelName, assertServerEventName, encodeEventData } from "./protocol.ts";
import type { Fanout } from "./pg-fanout.ts";
import type { PusherHub } from "./pusher-hub.ts";

/** A Pusher-compatible service: Pusher itself (`cluster`), soketi or Laravel Reverb (`host`/`port`). */
export type ExternalPusherConfig = {
  appId: string;
  key: string;
  secret: string;
  host?: string;
  port?: number;
  useTLS?: boolean;
  cluster?: string;
  /** Per trigger request. Default 5000. */
  timeoutMs?: number;
};

export type BroadcasterConfig =
  | { pusher: ExternalPusherConfig; hub?: undefined }
  /** The embedded hub; with `fanout`, other instances on the same database deliver the event too. */
  | { pusher?: undefined; hub: PusherHub; fanout?: Fanout | null };

export type Broadcaster = {
  /** Rejects on an invalid channel or event name, data over 10 KB, a closed broadcaster or a failed trigger. */
  broadcast(channel: string, event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /** Signs a private-channel subscription with the credentials of whichever server the browser connects to. */
  authorizeChannel(socketId: string, channel: string): ChannelAuthorization;
  /** Waits for triggers in flight. Does not close an embedded hub: its owner does. */
  close(): Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 5000;

const closedError = (): Error => new Error("Broadcaster is closed");

const createEmbeddedBroadcaster = (hub: PusherHub, fanout: Fanout | null): Broadcaster => {
  let closed = false;
  return {
    async broadcast(channel, event, data, exceptSocketId) {
      if (closed) throw closedError();
      // Checks names and size first: nothing invalid reaches the other instances.
      hub.broadcast(channel, event, data, exceptSocketId);
      await fanout?.publish({ channel, event, data, ...(exceptSocketId ? { exceptSocketId } : {}) });
    },
    authorizeChannel: (socketId, channel) => hub.authorizeChannel(socketId, channel),
    async close() {
      closed = true;
    },
  };
};

const createExternalBroadcaster = (config: ExternalPusherConfig): Broadcaster => {
  const { appId, key, secret, host, cluster, port } = config;
  if (!host && !cluster) throw new TypeError("External Pusher config needs a host or a cluster");
  const useTLS = config.useTLS ?? !host;
  const agent = useTLS ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const common = { appId, key, secret, useTLS, agent, timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const pusher = host
    ? new Pusher({ ...common, host, ...(port === undefined ? {} : { port: String(port) }) })
    : new Pusher({ ...common, cluster: cluster ?? "" });
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  return {
    async broadcast(channel, event, data, exceptSocketId) {
      if (closed) throw closedError();
      assertChannelName(channel);
      assertServerEventName(event);
      // Pre-encoded so clients get the same data string as from the embedded hub (the library
      // passes strings through and would send a bare string unquoted).
      const trigger = pusher.trigger(
        channel,
        event,
        encodeEventData(data),
        exceptSocketId ? { socket_id: exceptSocketId } : undefined,
      );
      inFlight.add(trigger);
      try {
        await trigger;
      } finally {
        inFlight.delete(trigger);
      }
    },
    authorizeChannel: (socketId, channel) => signChannelAuthorization({ key, secret }, socketId, channel),
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      agent.destroy();
    },
  };
};

export const createBroadcaster = (config: BroadcasterConfig): Broadcaster =>
  config.pusher
    ? createExternalBroadcaster(config.pusher)
    : createEmbeddedBroadcaster(config.hub, config.fanout ?? null);
