import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { HttpError, message } from "./errors.ts";
import { isFormMediaType, isJsonMediaType, isMultipartMediaType } from "./media-type.ts";
import { forwardedProto } from "./proxy.ts";
import { publicOrigin } from "./public-origin.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * scheme://host[:port] of an http(s) origin, default port left out; null for `null` (sandboxed frames, some
 * redirects) and anything unparsable.
 */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin this request was sent to, as the server sees it: the scheme of the connection (or a trusted proxy's
 * X-Forwarded-Proto) and the Host header. A page on http://host cannot pass for https://host, nor the reverse.
 */
function requestOrigin(c: Context, config: Config): string | null {
  const url = new URL(c.req.url);
  const scheme = forwardedProto(c, config) ?? url.protocol.replace(/:$/, "");
  return originOf(`${scheme}://${c.req.header("host") ?? url.host}`);
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
export function sameOriginJson(
  config: Config,
  formRoutes: ReadonlySet<string>,
  uploadRoutes: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  const allowedPublic = publicOrigin(config);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const header = c.req.header("origin");
    // A browser names the page's origin and writes Host from the address it calls, so a page of another site can
    // match neither; behind a proxy that rewrites Host, PUBLIC_URL names the public one.
    if (header !== undefined) {
      const origin = originOf(header);
      if (origin === null || (origin !== allowedPublic && origin !== requestOrigin(c, config))) {
        throw new HttpError(403, [message("server:http.cross-origin")]);
      }
    }
    if (c.req.header("sec-fetch-site") === "cross-site")
      throw new HttpError(403, [message("server:http.cross-origin")]);
    const type = c.req.header("content-type");
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    const form = formRoutes.has(c.req.path) && isFormMediaType(type);
    const upload = uploadRoutes.has(c.req.path) && isMultipartMediaType(type);
    if (hasBody && !isJsonMediaType(type) && !form && !upload) {
      throw new HttpError(415, [message("server:http.unsupported-media")]);
    }
    return next();
  };
}
