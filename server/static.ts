import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Sets Cache-Control on a served file; serveStatic's onFound runs after its Response is built, too late for headers. */
const cacheFor =
  (value: (path: string) => string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value(c.req.path));
  };

/** Serves the built SPA: hashed assets cached for a year, every other path answered by index.html. */
export function serveSpa(app: Hono, dir: string) {
  const root = resolve(dir);
  const indexFile = resolve(root, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    cacheFor(() => IMMUTABLE),
    serveStatic({ root, precompressed: true }),
  );
  // A hashed asset that is not there (an old build's chunk) is a 404, never the page in its place.
  app.get("/assets/*", (c) => c.notFound());
  app.use(
    "*",
    cacheFor((path) => (path.endsWith(".html") || !path.includes(".") ? "no-cache" : "public, max-age=3600")),
    serveStatic({ root, precompressed: true }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
