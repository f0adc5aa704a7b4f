// A body over the limit, sent to a real HTTP server: the 413 says `Connection: close`, the server closes the
// connection gracefully after it, and the client's next request goes out on a new connection and is answered.
import { Agent, createServer, request, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { LINGER_MS } from "./linger.ts";

let t: TestApp;
let server: Server;
let port = 0;
const TOO_LARGE = "A requisição excede o tamanho máximo de 1 MB.";

beforeAll(async () => {
  t = await startTestApp();
  server = createAdaptorServer({ fetch: t.app.fetch, createServer }) as Server;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await t.close();
});

const oversized = JSON.stringify({ login: "a".repeat(2 * MAX_BODY_BYTES) });

type RawExchange = {
  socket: Socket;
  /** Resolves with the head and body of the first answer. */
  answer: Promise<{ head: string; body: string }>;
  /** Resolves when the server has closed its side (FIN). */
  serverEnded: Promise<void>;
  closed: Promise<void>;
  errors: Error[];
};

/** A raw connection, to see exactly what goes over the wire. */
function rawConnection(): RawExchange {
  // Half-open allowed: the client decides when it closes its side, as a browser still sending its body would.
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  const errors: Error[] = [];
  socket.on("error", (error) => errors.push(error));
  let received = "";
  const answer = new Promise<{ head: string; body: string }>((done) => {
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const body = received.slice(end + 4);
      if (Buffer.byteLength(body) >= length) done({ head, body });
    });
  });
  const serverEnded = new Promise<void>((done) => socket.once("end", done));
  const closed = new Promise<void>((done) => socket.once("close", () => done()));
  return { socket, answer, serverEnded, closed, errors };
}

const openConnections = () =>
  new Promise<number>((done, fail) => server.getConnections((error, count) => (error ? fail(error) : done(count))));

const write = (socket: Socket, data: string) =>
  new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())));

const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what}: nothing after ${ms} ms`)), ms)),
  ]);

function expect413(answer: { head: string; body: string }) {
  expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
  expect(answer.head).not.toMatch(/keep-alive/i);
  expect(JSON.parse(answer.body)).toEqual({ messages: [TOO_LARGE] });
}

const head = (framing: string) =>
  `POST /api/v1/auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n${framing}\r\n\r\n`;

describe("an answer 413 to a body over the limit", () => {
  it("says Connection: close and ends the connection after it (Content-Length)", async () => {
    const raw = rawConnection();
    await write(raw.socket, head(`Content-Length: ${Buffer.byteLength(oversized)}`));
    await write(raw.socket, oversized);
    expect413(await within(5000, "413", raw.answer));
    await within(1000, "server FIN", raw.serverEnded);
    raw.socket.end();
    await within(1000, "close", raw.closed);
    expect(raw.errors).toEqual([]);
  });

  it("says Connection: close and ends the connection after it (chunked, no Content-Length)", async () => {
    const raw = rawConnection();
    await write(raw.socket, head("Transfer-Encoding: chunked"));
    for (let i = 0; i < oversized.length; i += 64 * 1024) {
      const part = oversized.slice(i, i + 64 * 1024);
      await write(raw.socket, `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
    }
    await write(raw.socket, "0\r\n\r\n");
    expect413(await within(5000, "413", raw.answer));
    await within(1000, "server FIN", raw.serverEnded);
    raw.socket.end();
    await within(1000, "close", raw.closed);
    expect(raw.errors).toEqual([]);
  });

  it("keeps reading what the client still sends after the answer, then closes (no reset)", async () => {
    const raw = rawConnection();
    await write(raw.socket, head(`Content-Length: ${Buffer.byteLength(oversized)}`));
    expect413(await within(5000, "413", raw.answer));
    await within(1000, "server FIN", raw.serverEnded);
    // The client had not looked at the answer yet and sends its body anyway.
    await within(2000, "body written", write(raw.socket, oversized));
    raw.socket.end();
    await within(1000, "close", raw.closed);
    expect(raw.errors).toEqual([]);
  });

  it("closes the connection itself when the client never closes its side", async () => {
    const raw = rawConnection();
    await write(raw.socket, head(`Content-Length: ${Buffer.byteLength(oversized)}`));
    expect413(await within(5000, "413", raw.answer));
    await within(1000, "server FIN", raw.serverEnded);
    const started = performance.now();
    while ((await openConnections()) > 0) {
      if (performance.now() - started > LINGER_MS + 2000) throw new Error("the server kept the connection");
      await new Promise((r) => setTimeout(r, 100));
    }
    raw.socket.destroy();
  });

  it("lets a keep-alive client send its next request at once, on a new connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = (method: string, path: string, body?: string) =>
      within(
        5000,
        `${method} ${path}`,
        new Promise<{ status: number; connection: string | undefined; text: string }>((done, fail) => {
          const req = request(
            {
              host: "127.0.0.1",
              port,
              method,
              path,
              agent,
              headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {},
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (chunk: string) => {
                text += chunk;
              });
              res.on("end", () => done({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
            },
          );
          req.on("error", fail);
          req.end(body);
        }),
      );
    try {
      expect((await call("GET", "/api/version")).status).toBe(200);
      const refused = await call("POST", "/api/v1/auth", oversized);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe("close");
      expect(JSON.parse(refused.text)).toEqual({ messages: [TOO_LARGE] });
      const next = await call("GET", "/api/version");
      expect(next.status).toBe(200);
      expect(next.connection).toBe("keep-alive");
      const next2 = await fetch(`http://127.0.0.1:${port}/api/v1/auth`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: oversized,
      });
      expect([next2.status, next2.headers.get("connection")]).toEqual([413, "close"]);
      expect((await fetch(`http://127.0.0.1:${port}/api/version`)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
