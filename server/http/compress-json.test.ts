import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compressJson, varyOnAcceptEncoding } from "./compress-json.ts";

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
// A route (or an inner middleware) that already varies on the encoding, in another case, with other tokens.
app.get("/big-varied", (c) => {
  c.header("vary", "Origin, accept-encoding , Cookie");
  return c.json(big);
});
app.get("/big-vary-star", (c) => {
  c.header("vary", "*");
  return c.json(big);
});
app.get("/small", (c) => c.json({ version: "1.0.0" }));
app.get("/text", (c) => c.text("linha;".repeat(500)));
app.get("/missing", (c) => c.json({ messages: ["Não encontrado."] }, 404));
app.get("/big-error", (c) => c.json(big, 422));
app.get("/no-transform", (c) => {
  c.header("cache-control", "no-transform");
  return c.json(big);
});
app.get("/tagged", (c) => {
  c.header("etag", '"v1"');
  return c.json(big);
});
app.get("/empty", (c) => c.body(null, 204));
app.get("/not-modified", (c) => c.body(null, 304));

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

  it("names Accept-Encoding in Vary once: an answer that already varies on it (any case) keeps its Vary as it is", async () => {
    const varied = await get("/big-varied", "gzip");
    expect(varied.headers.get("content-encoding")).toBe("gzip");
    expect(varied.headers.get("vary")).toBe("Origin, accept-encoding , Cookie");
    const star = await get("/big-vary-star", "gzip");
    expect(star.headers.get("content-encoding")).toBe("gzip");
    expect(star.headers.get("vary")).toBe("*");
    const plain = await get("/big", "gzip");
    expect(plain.headers.get("vary")).toBe("Origin, Accept-Encoding");
  });

  it("varyOnAcceptEncoding appends the token only when no Vary token is it, keeping the others", () => {
    const cases: ReadonlyArray<[string | null, string]> = [
      [null, "Accept-Encoding"],
      ["", "Accept-Encoding"],
      ["Origin", "Origin, Accept-Encoding"],
      ["Origin, Cookie", "Origin, Cookie, Accept-Encoding"],
      ["Accept-Encoding", "Accept-Encoding"],
      ["ACCEPT-ENCODING, Origin", "ACCEPT-ENCODING, Origin"],
      ["Origin,accept-encoding", "Origin,accept-encoding"],
      // A token that only contains the name is another header.
      ["X-Accept-Encoding-Hint", "X-Accept-Encoding-Hint, Accept-Encoding"],
      ["*", "*"],
    ];
    for (const [before, after] of cases) {
      const headers = new Headers(before === null ? {} : { vary: before });
      varyOnAcceptEncoding(headers);
      expect({ before, vary: headers.get("vary") }).toEqual({ before, vary: after });
    }
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

  it("honours q-values: gzip;q=0 or identity only is not gzipped, a wildcard is", async () => {
    for (const refused of ["gzip;q=0", "gzip; q=0.0, identity", "identity", "*;q=0", "br", "x-gzip-like;q=1"]) {
      const res = await get("/big", refused);
      expect({ refused, encoding: res.headers.get("content-encoding") }).toEqual({ refused, encoding: null });
      expect(await res.json()).toEqual(big);
    }
    for (const accepted of ["GZIP", "deflate;q=0.5, gzip;q=0.8", "*", "br, *;q=0.1", "gzip;q=1.0"]) {
      const res = await get("/big", accepted);
      expect({ accepted, encoding: res.headers.get("content-encoding") }).toEqual({ accepted, encoding: "gzip" });
      expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(big);
    }
  });

  it("gzips a large error answer, keeping its status", async () => {
    const res = await get("/big-error", "gzip");
    expect(res.status).toBe(422);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(big);
  });

  it("leaves an answer marked no-transform, and weakens a strong ETag of a gzipped one", async () => {
    const kept = await get("/no-transform", "gzip");
    expect(kept.headers.get("content-encoding")).toBeNull();
    expect(await kept.json()).toEqual(big);
    const tagged = await get("/tagged", "gzip");
    expect(tagged.headers.get("content-encoding")).toBe("gzip");
    expect(tagged.headers.get("etag")).toBe('W/"v1"');
  });

  it("answers HEAD, 204 and 304 without a body or an encoding", async () => {
    const head = await app.request("/big", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(await head.text()).toBe("");
    for (const path of ["/empty", "/not-modified"]) {
      const res = await get(path, "gzip");
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toBe("");
    }
  });
});
