import { createHash, createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type Broadcaster, createBroadcaster } from "./broadcaster.ts";
import { moduleChannel } from "./channel-names.ts";
import { RealtimePayloadTooLargeError } from "./protocol.ts";
import type { PusherHub } from "./pusher-hub.ts";

type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: string };

const EXTERNAL = { appId: "42", key: "ext-key", secret: "ext-secret" } as const;

let fake: Server | undefined;
let broadcaster: Broadcaster | undefined;

const startFakePusher = async (status = 200): Promise<{ port: number; requests: RecordedRequest[] }> => {
  const requests: RecordedRequest[] = [];
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  const server = fake;
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  return { port, requests };
};

const external = (port: number): Broadcaster => {
  broadcaster = createBroadcaster({ pusher: { ...EXTERNAL, host: "127.0.0.1", port } });
  return broadcaster;
};

/** Pusher's REST signature: HMAC of method, path and the sorted query without the signature. */
const expectedSignature = (request: RecordedRequest): string => {
  const query = [...request.query.entries()]
    .filter(([name]) => name !== "auth_signature")
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return createHmac("sha256", EXTERNAL.secret).update(`${request.method}\n${request.path}\n${query}`).digest("hex");
};

afterEach(async () => {
  await broadcaster?.close();
  broadcaster = undefined;
  const server = fake;
  fake = undefined;
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe("external broadcaster", () => {
  it("triggers through the pusher library with a signed request", async () => {
    const { port, requests } = await startFakePusher();
    await external(port).broadcast(moduleChannel(7, "pdv"), "sale.created", { total: 1990, note: "ação" }, "11.22");

    expect(requests).toHaveLength(1);
    const [request] = requests;
    if (!request) throw new Error("no request recorded");
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/apps/42/events");
    expect(JSON.parse(request.body)).toEqual({
      name: "sale.created",
      channels: ["private-network.7.pdv"],
      data: '{"total":1990,"note":"ação"}',
      socket_id: "11.22",
    });
    expect(request.query.get("auth_key")).toBe(EXTERNAL.key);
    expect(request.query.get("auth_version")).toBe("1.0");
    expect(request.query.get("body_md5")).toBe(createHash("md5").update(request.body, "utf8").digest("hex"));
    expect(request.query.get("auth_signature")).toBe(expectedSignature(request));
  });

  it("sends no socket_id when nobody is excluded", async () => {
    const { port, requests } = await startFakePusher();
    await external(port).broadcast("announcements", "notice", "texto");
    expect(JSON.parse(requests[0]?.body ?? "{}")).toEqual({
      name: "notice",
      channels: ["announcements"],
      data: '"texto"',
    });
  });

  it("rejects when the service refuses the trigger", async () => {
    const { port } = await startFakePusher(413);
    await expect(external(port).broadcast("announcements", "notice", {})).rejects.toThrow(/413/);
  });

  it("rejects invalid input before any request", async () => {
    const { port, requests } = await startFakePusher();
    const target = external(port);
    await expect(target.broadcast("announcements", "notice", "x".repeat(11_000))).rejects.toThrow(
      RealtimePayloadTooLargeError,
    );
    await expect(target.broadcast("bad channel", "notice", {})).rejects.toThrow(TypeError);
    await expect(target.broadcast("announcements", "pusher:ping", {})).rejects.toThrow(TypeError);
    expect(requests).toEqual([]);
  });

  it("signs private channels with the external app's credentials", () => {
    const target = createBroadcaster({ pusher: { ...EXTERNAL, cluster: "sa1" } });
    broadcaster = target;
    const signature = createHmac("sha256", EXTERNAL.secret).update("1.2:private-user.3").digest("hex");
    expect(target.authorizeChannel("1.2", "private-user.3")).toEqual({ auth: `ext-key:${signature}` });
  });

  it("refuses to broadcast after close", async () => {
    const { port } = await startFakePusher();
    const target = external(port);
    await target.close();
    await expect(target.broadcast("announcements", "notice", {})).rejects.toThrow(/closed/);
  });

  it("needs a host or a cluster", () => {
    expect(() => createBroadcaster({ pusher: { ...EXTERNAL } })).toThrow(TypeError);
  });
});

describe("embedded broadcaster", () => {
  const recordingHub = () => {
    const calls: unknown[][] = [];
    const hub: PusherHub = {
      handleUpgrade: () => false,
      broadcast: (...args) => {
        calls.push(args);
      },
      close: async () => {},
      authorizeChannel: (socketId, channel) => ({ auth: `hub:${socketId}:${channel}` }),
      connectionCount: () => 0,
    };
    return { hub, calls };
  };

  it("routes broadcasts and authorization to the hub", async () => {
    const { hub, calls } = recordingHub();
    broadcaster = createBroadcaster({ hub });
    await broadcaster.broadcast(moduleChannel(2, "pdv"), "stock.moved", { id: 1 });
    await broadcaster.broadcast(moduleChannel(2, "pdv"), "stock.moved", { id: 2 }, "3.4");
    expect(calls).toEqual([
      ["private-network.2.pdv", "stock.moved", { id: 1 }, undefined],
      ["private-network.2.pdv", "stock.moved", { id: 2 }, "3.4"],
    ]);
    expect(broadcaster.authorizeChannel("1.2", "private-user.3")).toEqual({ auth: "hub:1.2:private-user.3" });
  });

  it("turns the hub's validation errors into rejections and refuses after close", async () => {
    const { hub } = recordingHub();
    hub.broadcast = () => {
      throw new RealtimePayloadTooLargeError("too big");
    };
    broadcaster = createBroadcaster({ hub });
    await expect(broadcaster.broadcast("news", "posted", {})).rejects.toThrow(RealtimePayloadTooLargeError);
    await broadcaster.close();
    await expect(broadcaster.broadcast("news", "posted", {})).rejects.toThrow(/closed/);
  });
});
