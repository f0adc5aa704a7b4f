import { Schema } from "effect";
import type { Hono } from "hono";
import { ClientConfig } from "../../src/schemas/client-config.ts";
import type { Config } from "../config.ts";

export function clientConfig(config: Config): ClientConfig {
  return {
    realtime: {
      key: config.pusher?.key ?? config.realtimeKey,
      host: config.pusher?.host ?? null,
      port: config.pusher?.port ?? null,
      useTLS: config.pusher?.useTLS ?? null,
    },
    sentryDsn: config.sentryDsn,
    chatWidgetUrl: config.chatWidgetUrl,
  };
}

/** A script, not inline JSON: the Content-Security-Policy allows only scripts from this origin. */
export function serveClientConfig(app: Hono, config: Config) {
  const body = `window.__REDE_CONFIG__=${JSON.stringify(Schema.encodeSync(ClientConfig)(clientConfig(config)))};\n`;
  app.get("/config.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(body);
  });
}
