import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

// The built SPA (issue 2, item 2): long-cached hashed assets, history fallback, compression, API kept apart.

const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Rede</title>
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const telas = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tela-${i}`))};\n`;

const PRE_GZIP = gzipSync(SCRIPT, { level: 1 });
const PRE_BROTLI = brotliCompressSync(SCRIPT);

let t: TestApp;
let outside: string;
beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), "rede-static-"));
  const dir = join(outside, "dist");
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n");
  // The build's compressed copies (scripts/precompress.ts).
  writeFileSync(join(dir, "assets", "big-def456.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "big-def456.js.gz"), PRE_GZIP);
  writeFileSync(join(dir, "assets", "big-def456.js.br"), PRE_BROTLI);
  writeFileSync(join(outside, "segredo.txt"), "senha-do-banco");
  t = await startTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(outside, { recursive: true, force: true });
});

describe("SPA serving", () => {
  it("serves index.html at / without caching it", async () => {
    const res = await t.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(INDEX);
  });

  it("caches hashed assets for a year, immutable", async () => {
    const res = await t.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(SCRIPT);
  });

  it("answers a missing hashed asset with 404, not index.html", async () => {
    const res = await t.request("/assets/app-old999.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<!doctype html>");
  });

  it("serves other static files with a short cache", async () => {
    const res = await t.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("falls back to index.html for client-side routes, not cached", async () => {
    for (const path of ["/usuarios/qualquer", "/user/login", "/es/usuarios", "/pdv/caixa?aba=2"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(await res.text(), path).toBe(INDEX);
    }
  });

  it("compresses with gzip when the browser accepts it", async () => {
    const res = await t.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(bytes).toString("utf8")).toBe(SCRIPT);
    const plain = await t.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends the build's compressed copy as it is: brotli when accepted, else gzip, else the file", async () => {
    const asBytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const br = await t.request("/assets/big-def456.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await asBytes(br)).equals(PRE_BROTLI)).toBe(true);
    const gz = await t.request("/assets/big-def456.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect((await asBytes(gz)).equals(PRE_GZIP)).toBe(true);
    const plain = await t.request("/assets/big-def456.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("keeps /api apart: unknown API paths answer JSON 404, never index.html", async () => {
    for (const path of ["/api/unknown", "/api/v1/nada", "/api/v1/users/1/nada"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ messages: ["Recurso não encontrado."] });
    }
    const es = await t.request("/api/unknown", { headers: { "accept-language": "es-EC" } });
    expect(await es.json()).toEqual({ messages: ["Recurso no encontrado."] });
  });

  it("never serves a file outside the build folder", async () => {
    for (const path of [
      "/../segredo.txt",
      "/assets/../../segredo.txt",
      "/%2e%2e/segredo.txt",
      "/assets/..%2f..%2fsegredo.txt",
    ]) {
      const res = await t.request(path);
      expect(await res.text(), path).not.toContain("senha-do-banco");
    }
  });

  it("sends the security headers with the page and its assets", async () => {
    for (const path of ["/", "/usuarios/qualquer", "/assets/app-abc123.js"]) {
      const res = await t.request(path);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });
});
