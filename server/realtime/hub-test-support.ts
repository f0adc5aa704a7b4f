// Test helpers: a real HTTP server with the hub on `upgrade` and an auth endpoint,
// a raw protocol client, and a pusher-js client pointed at the server.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Pusher, { type ChannelAuthorizationOptions } from "pusher-js";
import { WebSocket } from "ws";
import { createPusherHub, type PusherHub, type PusherHubOptions } from "./pusher-hub.ts";

export const APP = { key: "rede-key", secret: "rede-secret", appId: "1" } as const;

export type HubServer = {
  hub: PusherHub;
  port: number;
  authRequests: URLSearchParams[];
  close(): Promise<void>;
};

type HubServerOptions = Partial<PusherHubOptions> & { allowChannel?: (channel: string) => boolean };

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

export const within = <T>(promise: Promise<T>, label: string, ms = 3000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${label}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export const startHubServer = async (options: HubServerOptions = {}): Promise<HubServer> => {
  const { allowChannel = () => true, ...hubOptions } = options;
  const hub = createPusherHub({ ...APP, ...hubOptions });
  const authRequests: URLSearchParams[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/auth") {
      res.writeHead(404).end();
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    authRequests.push(form);
    const channel = form.get("channel_name") ?? "";
    const socketId = form.get("socket_id") ?? "";
    if (!allowChannel(channel)) {
      res.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ messages: ["Forbidden"] }));
      return;
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(hub.authorizeChannel(socketId, channel)));
  });
  server.on("upgrade", (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.end("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
  });
  const port = await listen(server);
  return {
    hub,
    port,
    authRequests,
    async close() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type ProtocolMessage = { event: string; channel?: string; data: unknown };

export type RawClient = {
  ws: WebSocket;
  send(message: unknown): void;
  /** Next received message (in order, skipping others) that matches. */
  expect(event: string, channel?: string): Promise<ProtocolMessage>;
  received(): ProtocolMessage[];
  closed: Promise<{ code: number; reason: string }>;
};

const decode = (text: string): ProtocolMessage => {
  const message = JSON.parse(text) as ProtocolMessage;
  if (typeof message.data === "string") {
    try {
      return { ...message, data: JSON.parse(message.data) };
    } catch {
      return message;
    }
  }
  return message;
};

export const connectRaw = (port: number, path = `/app/${APP.key}?protocol=7&client=test`): RawClient => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const messages: ProtocolMessage[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  ws.on("message", (raw) => {
    messages.push(decode(raw.toString()));
    for (const wake of [...waiters]) wake();
  });
  ws.on("error", () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const expect = (event: string, channel?: string): Promise<ProtocolMessage> =>
    within(
      new Promise((resolve) => {
        const check = (): void => {
          for (let i = cursor; i < messages.length; i += 1) {
            const message = messages[i];
            if (message && message.event === event && (channel === undefined || message.channel === channel)) {
              cursor = i + 1;
              waiters.delete(check);
              resolve(message);
              return;
            }
          }
        };
        waiters.add(check);
        check();
      }),
      `${event}${channel ? ` on ${channel}` : ""}`,
    );
  const send = (message: unknown): void => {
    const text = typeof message === "string" ? message : JSON.stringify(message);
    if (ws.readyState === WebSocket.OPEN) ws.send(text);
    else ws.once("open", () => ws.send(text));
  };
  return { ws, send, expect, received: () => [...messages], closed };
};

export const connectPusherJs = (port: number, authorization?: ChannelAuthorizationOptions): Pusher =>
  new Pusher(APP.key, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: authorization ?? { endpoint: `http://127.0.0.1:${port}/auth`, transport: "ajax" },
  });

export const connected = (client: Pusher): Promise<string> =>
  within(
    new Promise((resolve) => {
      if (client.connection.state === "connected") resolve(client.connection.socket_id);
      else client.connection.bind("connected", () => resolve(client.connection.socket_id));
    }),
    "pusher-js to connect",
  );
