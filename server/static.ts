import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/** Serves the built SPA: hashed assets cached for a year, every other path answered by index.html. */
export function serveSpa(app: Hono, dir: string) {
  const root = resolve(dir);
  const indexFile = resolve(root, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", _path.endsWith(".html") ? "no-cache" : "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
