import type { Config } from "../config.ts";

const ANY_ADDRESS = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * The origin of every link the server builds and of the same-origin check: PUBLIC_URL, or else the address the
 * server listens on. Never the request's Host or X-Forwarded-* headers: those are whatever the caller wrote.
 */
export function publicOrigin(config: Pick<Config, "publicUrl" | "host" | "port">): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = ANY_ADDRESS.has(config.host) ? "localhost" : config.host;
  const literal = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return new URL(`http://${literal}:${config.port}`).origin;
}
