import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { dataField, parseClientMessage, parseUpgradeTarget, rawText, type UpgradeTarget } from "./client-message.ts";
import { type ChannelAuthorization, signChannelAuthorization, verifyChannelAuthorization } from "./channel-auth.ts";
import {
  assertChannelName,
  assertServerEventName,
  CloseCode,
  channelEvent,
  channelKind,
  connectionEstablished,
  ErrorCode,
  encodeEventData,
  isValidChannelName,
  PROTOCOL_VERSION,
  ping,
  pong,
  protocolError,
  subscriptionError,
  subscriptionSucceeded,
} from "./protocol.ts";

/** Compatible with pino and console. */
export type RealtimeLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type PusherHubOptions = {
  key: string;
  secret: string;
  appId: string;
  logger?: RealtimeLogger;
  /** Idle time after which either side pings; also how often dead sockets are swept. Default 120. */
  activityTimeoutSeconds?: number;
};

export type PusherHub = {
  /** Takes the socket when the path is `/app/{anything}` and returns true; returns false otherwise, leaving the socket to the caller. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends to every subscriber of `channel`; throws on an invalid name or data over 10 KB. */
  broadcast(channel: string, event: string, data: unknown, exceptSocketId?: string): void;
  /** Closes every socket (1001, pusher-js reconnects) and refuses new ones. Idempotent. */
  close(): Promise<void>;
  /** Signature for the auth endpoint; throws for a malformed socket id or a non-private channel. */
  authorizeChannel(socketId: string, channel: string): ChannelAuthorization;
  connectionCount(): number;
};

type Connection = {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  lastSeen: number;
  pingPending: boolean;
};

const DEFAULT_ACTIVITY_TIMEOUT_SECONDS = 120;
// Clients only send subscribe/unsubscribe/ping; an auth string is under 200 bytes.
const MAX_INCOMING_BYTES = 16 * 1024;
const MAX_CHANNELS_PER_CONNECTION = 100;
// A client this far behind is not reading; dropping it protects the server's memory.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CLOSE_GRACE_MS = 1000;

const silentLogger: RealtimeLogger = { info() {}, warn() {}, error() {} };

export const createPusherHub = (options: PusherHubOptions): PusherHub => {
  const { key, secret, appId } = options;
  if (!key || !secret || !appId) throw new TypeError("Pusher hub needs a key, a secret and an app id");
  const activitySeconds = options.activityTimeoutSeconds ?? DEFAULT_ACTIVITY_TIMEOUT_SECONDS;
  if (!Number.isFinite(activitySeconds) || activitySeconds <= 0) {
    throw new RangeError(`Invalid activityTimeoutSeconds: ${activitySeconds}`);
  }
  const activityMs = activitySeconds * 1000;
  const logger = options.logger ?? silentLogger;
  const credentials = { key, secret };

  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_INCOMING_BYTES });
  const connections = new Map<string, Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  let closing: Promise<void> | null = null;

  const newSocketId = (): string => {
    for (;;) {
      const id = `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
      if (!connections.has(id)) return id;
    }
  };

  const send = (conn: Connection, text: string): void => {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      logger.warn({ appId, socketId: conn.socketId }, "realtime: dropping a client that does not read");
      conn.ws.terminate();
      return;
    }
    conn.ws.send(text);
  };

  const refuse = (ws: WebSocket, code: number, message: string): void => {
    ws.send(protocolError(code, message));
    ws.close(code, message);
  };

  const leave = (conn: Connection, channel: string): void => {
    conn.channels.delete(channel);
    const members = subscribers.get(channel);
    if (!members) return;
    members.delete(conn);
    if (members.size === 0) subscribers.delete(channel);
  };

  const drop = (conn: Connection): void => {
    connections.delete(conn.socketId);
    for (const channel of [...conn.channels]) leave(conn, channel);
  };

  const subscribe = (conn: Connection, data: unknown): void => {
    const channel = dataField(data, "channel");
    if (typeof channel !== "string" || channel === "") {
      send(conn, protocolError(null, "pusher:subscribe needs a channel"));
      return;
    }
    if (!isValidChannelName(channel)) {
      send(
        conn,
        subscriptionError(channel, { type: "UnsupportedChannel", error: "Invalid channel name", status: 400 }),
      );
      return;
    }
    const kind = channelKind(channel);
    if (kind === "presence" || kind === "private-encrypted") {
      const error = `${kind} channels are not supported`;
      send(conn, subscriptionError(channel, { type: "UnsupportedChannel", error, status: 400 }));
      return;
    }
    if (
      kind === "private" &&
      !verifyChannelAuthorization(credentials, conn.socketId, channel, dataField(data, "auth"))
    ) {
      logger.warn(
        { appId, socketId: conn.socketId, channel },
        "realtime: refused a subscription with an invalid signature",
      );
      send(conn, subscriptionError(channel, { type: "AuthError", error: "Invalid signature", status: 401 }));
      return;
    }
    if (!conn.channels.has(channel)) {
      if (conn.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
        const error = `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`;
        send(conn, subscriptionError(channel, { type: "LimitReached", error, status: 429 }));
        return;
      }
      conn.channels.add(channel);
      const members = subscribers.get(channel) ?? new Set<Connection>();
      members.add(conn);
      subscribers.set(channel, members);
    }
    send(conn, subscriptionSucceeded(channel));
  };

  const onMessage = (conn: Connection, raw: RawData, isBinary: boolean): void => {
    conn.lastSeen = Date.now();
    conn.pingPending = false;
    const message = isBinary ? null : parseClientMessage(rawText(raw));
    if (!message) {
      send(conn, protocolError(null, "Invalid message: expected a JSON object with an event"));
      return;
    }
    switch (message.event) {
      case "pusher:ping":
        send(conn, pong());
        return;
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        subscribe(conn, message.data);
        return;
      case "pusher:unsubscribe": {
        const channel = dataField(message.data, "channel");
        if (typeof channel === "string") leave(conn, channel);
        return;
      }
      default:
        if (message.event.startsWith("client-")) {
          send(conn, protocolError(ErrorCode.clientEventRejected, "Client events are not enabled"));
        } else {
          send(conn, protocolError(null, "Unsupported event"));
        }
    }
  };

  const accept = (ws: WebSocket, target: UpgradeTarget): void => {
    ws.on("error", (error) => logger.warn({ appId, err: error }, "realtime: socket error"));
    if (closing) {
      ws.close(CloseCode.goingAway, "Server shutting down");
      return;
    }
    if (target.key !== key) {
      refuse(ws, CloseCode.appDoesNotExist, "Application does not exist");
      return;
    }
    if (target.protocol !== PROTOCOL_VERSION) {
      refuse(ws, CloseCode.unsupportedProtocol, `Unsupported protocol version; use ${PROTOCOL_VERSION}`);
      return;
    }
    const conn: Connection = {
      socketId: newSocketId(),
      ws,
      channels: new Set(),
      lastSeen: Date.now(),
      pingPending: false,
    };
    connections.set(conn.socketId, conn);
    ws.on("message", (raw, isBinary) => onMessage(conn, raw, isBinary));
    ws.once("close", () => drop(conn));
    send(conn, connectionEstablished(conn.socketId, Math.max(1, Math.ceil(activitySeconds))));
  };

  // Half the timeout of silence earns a ping; a ping unanswered until the next sweep means a dead peer.
  const sweep = (): void => {
    const now = Date.now();
    for (const conn of connections.values()) {
      if (conn.pingPending) {
        logger.info({ appId, socketId: conn.socketId }, "realtime: closing an unresponsive connection");
        conn.ws.terminate();
      } else if (now - conn.lastSeen >= activityMs / 2) {
        conn.pingPending = true;
        send(conn, ping());
      }
    }
  };
  const sweeper = setInterval(sweep, activityMs);
  sweeper.unref();

  const closeAll = (): Promise<void> =>
    new Promise((resolve) => {
      const open = [...connections.values()];
      let remaining = open.length;
      const finish = (): void => {
        clearTimeout(force);
        wss.close();
        resolve();
      };
      const force = setTimeout(() => {
        for (const conn of open) conn.ws.terminate();
      }, CLOSE_GRACE_MS);
      if (remaining === 0) {
        finish();
        return;
      }
      for (const conn of open) {
        conn.ws.once("close", () => {
          remaining -= 1;
          if (remaining === 0) finish();
        });
        conn.ws.close(CloseCode.goingAway, "Server shutting down");
      }
    });

  return {
    handleUpgrade(req, socket, head) {
      const target = parseUpgradeTarget(req.url);
      if (!target) return false;
      if (closing) {
        socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => accept(ws, target));
      return true;
    },

    broadcast(channel, event, data, exceptSocketId) {
      assertChannelName(channel);
      assertServerEventName(event);
      const message = channelEvent(channel, event, encodeEventData(data));
      const members = subscribers.get(channel);
      if (!members) return;
      for (const conn of members) {
        if (conn.socketId !== exceptSocketId) send(conn, message);
      }
    },

    close() {
      if (!closing) {
        clearInterval(sweeper);
        closing = closeAll();
      }
      return closing;
    },

    authorizeChannel(socketId, channel) {
      return signChannelAuthorization(credentials, socketId, channel);
    },

    connectionCount() {
      return connections.size;
    },
  };
};
