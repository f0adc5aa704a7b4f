import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const gzipped = promisify(gzip);

/** Below this, gzip saves less than it costs (the same threshold hono's compress documents). */
const THRESHOLD = 1024;

/** The weight Accept-Encoding gives gzip (RFC 9110 12.5.3): its own entry's q, else the wildcard's, else 0. */
function gzipWeight(header: string | undefined): number {
  let wildcard = 0;
  for (const entry of (header ?? "").split(",")) {
    const [coding = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    const valid = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
    if (coding === "gzip") return valid;
    if (coding === "*") wildcard = valid;
  }
  return wildcard;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Adds Accept-Encoding to the answer's Vary unless one of its tokens already names it (any case) or is `*` (varies
 * on everything): another middleware, or the route itself, may have added it, and a repeated token is noise that
 * some caches key on. The other tokens are kept as they are.
 */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get("vary")?.trim() ?? "";
  const tokens = current.split(",").map((token) => token.trim().toLowerCase());
  if (tokens.includes("accept-encoding") || tokens.includes("*")) return;
  // An empty Vary is replaced (appending would give ", Accept-Encoding").
  if (current === "") headers.set("vary", "Accept-Encoding");
  else headers.append("vary", "Accept-Encoding");
}

/**
 * Gzips the API's JSON answers with node's zlib in its thread pool. hono's compress goes through web streams
 * (CompressionStream), whose per-response set-up showed as about a tenth of the server's CPU in the sale benchmark, and
 * compresses even tiny answers (c.json sets no Content-Length, so its threshold never applies). A JSON answer is
 * already in memory: it is read whole, left as is below THRESHOLD, and gzipped off the event loop otherwise. Other
 * answers (files, exports, pages) are left to hono's compress, registered outside this one.
 */
export const compressJson = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (
    !res.body ||
    c.req.method === "HEAD" ||
    res.headers.has("content-encoding") ||
    NO_TRANSFORM.test(res.headers.get("cache-control") ?? "") ||
    !(res.headers.get("content-type") ?? "").startsWith("application/json")
  ) {
    return;
  }
  // gzip;q=0 refuses gzip; a wildcard accepts it (hono's compress weighs them the same way).
  if (gzipWeight(c.req.header("accept-encoding")) <= 0) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const init = { status: res.status, statusText: res.statusText, headers: res.headers };
  if (body.byteLength < THRESHOLD) {
    c.res = new Response(body, init);
    // With its length known, the outer compress leaves it too (below its own threshold).
    c.res.headers.set("content-length", String(body.byteLength));
    return;
  }
  c.res = new Response(await gzipped(body), init);
  c.res.headers.delete("content-length");
  c.res.headers.set("content-encoding", "gzip");
  varyOnAcceptEncoding(c.res.headers);
  // The gzipped bytes are not the ones a strong validator names.
  const etag = c.res.headers.get("etag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
};
