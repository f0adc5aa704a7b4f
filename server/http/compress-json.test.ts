import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compressJson } from "./compress-json.ts";

// The API's JSON answers are gzipped by compressJson (node's zlib, off the event loop); hono's compress, outside it,
// keeps the other answers. As in server/app.ts.
const app = new Hono();
app.use("*", compress());
app.use("*", compressJson());
const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Camiseta básica ${i}` })) };
app.get("/big", (c) => {
  c.header("vary", "Origin");
  return c.json(big);
});
app.get("/small", (c) => c.json({ version: "1.0.0" }));
app.get("/text", (c) => c.text("linha;".repeat(500)));
app.get("/missing", (c) => c.json({ messages: ["Não encontrado."] }, 404));

const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("compressJson", () => {
  it("gzips a JSON answer of 1 KB or more when the browser accepts gzip, keeping its other headers", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("sends a small JSON answer as it is, with its length, and keeps its status", async () => {
    const res = await get("/small", "gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(JSON.stringify({ version: "1.0.0" }).length));
    expect(await res.json()).toEqual({ version: "1.0.0" });
    const missing = await get("/missing", "gzip");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ messages: ["Não encontrado."] });
  });

  it("sends JSON uncompressed to a client that does not accept gzip", async () => {
    const res = await get("/big");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it("leaves other answers to hono's compress", async () => {
    const res = await get("/text", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe("linha;".repeat(500));
  });
});
