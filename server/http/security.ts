import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { HttpError, message } from "./errors.ts";
import { publicOrigin } from "./public-origin.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** host[:port] of an http(s) origin; null for `null` (sandboxed frames, some redirects) and anything unparsable. */
function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/** Content-Security-Policy; optional integrations add their origins only when configured. */
export function contentSecurityPolicy(config: Config): string {
  const external = (url: string | null) => (url ? [new URL(url).origin] : []);
  const sentry = config.sentryDsn ? [`https://${new URL(config.sentryDsn).host}`] : [];
  const chat = external(config.chatWidgetUrl);
  const pusher = config.pusher
    ? [`${config.pusher.useTLS ? "wss" : "ws"}://${config.pusher.host}:${config.pusher.port}`]
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${chat.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${[...sentry, ...chat, ...pusher].join(" ")}`.trim(),
    `frame-src 'self' ${chat.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(config: Config): MiddlewareHandler {
  const csp = contentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    c.res.headers.set("Content-Security-Policy", csp);
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    c.res.headers.set("X-Frame-Options", "DENY");
    c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
    c.res.headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (config.production) c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/**
 * State-changing API calls must come from this origin and carry JSON: a form on another site can do neither,
 * which is what keeps the SameSite=Lax session cookie safe.
 */
export function sameOriginJson(config: Config, formRoutes: ReadonlySet<string>): MiddlewareHandler {
  const publicHost = new URL(publicOrigin(config)).host;
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    // A browser names the page's origin and writes Host from the address it calls, so a page of another site can
    // match neither; behind a proxy that rewrites Host, PUBLIC_URL names the public one.
    if (origin !== undefined) {
      const host = hostOf(origin);
      if (host === null || (host !== c.req.header("host") && host !== publicHost)) {
        throw new HttpError(403, [message("server:http.cross-origin")]);
      }
    }
    if (c.req.header("sec-fetch-site") === "cross-site")
      throw new HttpError(403, [message("server:http.cross-origin")]);
    const type = c.req.header("content-type") ?? "";
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    const form = formRoutes.has(c.req.path) && type.startsWith("application/x-www-form-urlencoded");
    if (hasBody && !type.startsWith("application/json") && !form) {
      throw new HttpError(415, [message("server:http.unsupported-media")]);
    }
    return next();
  };
}
