import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { compressJson } from "./http/compress-json.ts";
import { requestId } from "hono/request-id";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TFunction } from "i18next";
import { HttpError, type Message, message, ValidationError } from "./http/errors.ts";
import { lingerOnClose, socketOf } from "./http/linger.ts";
import { handle, requestLocale } from "./http/pipeline.ts";
import type { AnyRoute } from "./http/route.ts";
import { sameOriginJson, securityHeaders } from "./http/security.ts";
import type { Services } from "./http/services.ts";
import { translator } from "./i18n.ts";
import { apiRoutes } from "./routes.ts";
import { isConcurrentChange } from "./db/errors.ts";
import { serveSpa } from "./static.ts";
import { serveClientConfig } from "./system/client-config.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

const say = (t: TFunction, m: Message) => t(m.key, m.values ?? {}) as string;

/** SQLSTATE class 22, data exception: a value the database cannot take (NUL byte, integer overflow, bad date). */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      const socket = socketOf(c);
      if (socket) lingerOnClose(socket);
      throw new HttpError(
        413,
        maxSize === MAX_BODY_BYTES
          ? [message("server:http.too-large")]
          : [message("server:http.too-large-size", { size: Math.floor(maxSize / (1024 * 1024)) })],
        // The rest of the body is never read: the connection cannot carry another request.
        { connection: "close" },
      );
    },
  });

/** 1 MB for every API request, except the routes that declare a larger body (uploads). */
function bodyLimits(routes: ReadonlyArray<AnyRoute>): MiddlewareHandler {
  const fallback = limitOf(MAX_BODY_BYTES);
  const larger = routes
    .filter((r) => r.maxBodyBytes !== undefined)
    .map((r) => ({
      method: r.method.toUpperCase(),
      pattern: new RegExp(`^${r.path.replace(/:\w+/g, "[^/]+")}$`),
      limit: limitOf(r.maxBodyBytes ?? MAX_BODY_BYTES),
    }));
  return (c, next) => {
    const route = larger.find((r) => r.method === c.req.method && r.pattern.test(c.req.path));
    return (route?.limit ?? fallback)(c, next);
  };
}

export type AppOptions = {
  routes?: ReadonlyArray<AnyRoute>;
  /** Folder of the built SPA (vite build output); omitted in API-only tests. */
  staticDir?: string | null;
};

export function createApp(services: Services, options: AppOptions = {}) {
  const routes = options.routes ?? apiRoutes;
  const app = new Hono();
  const { logger } = services;

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/images_api/")) {
      logger.info(
        { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms },
        "request",
      );
    }
  });
  app.use("*", securityHeaders(services.config));
  app.use("*", compress());
  app.use("*", compressJson());
  const formRoutes = new Set(routes.filter((r) => r.acceptsForm).map((r) => r.path));
  const uploadRoutes = new Set(routes.filter((r) => r.acceptsUpload).map((r) => r.path));
  // The image service (spec 7: /images_api/v1/images) is an API like /api: the same limits and checks.
  for (const prefix of ["/api/*", "/images_api/*"]) {
    app.use(prefix, bodyLimits(routes));
    app.use(prefix, sameOriginJson(services.config, formRoutes, uploadRoutes));
  }
  for (const prefix of ["/api/v1/*", "/images_api/v1/*"]) {
    app.use(prefix, async (_c, next) => {
      if (services.config.maintenance) throw new HttpError(503, [message("server:http.maintenance")]);
      await next();
    });
  }
  // A signed-in user's figures stay out of shared and browser caches unless a route says otherwise (images do).
  app.use("/api/v1/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "private, no-store");
  });

  for (const route of routes) app.on(route.method.toUpperCase(), route.path, handle(route, services));

  for (const prefix of ["/api/*", "/images_api/*"]) {
    app.all(prefix, (c) => {
      const t = translator(requestLocale(c));
      return c.json({ messages: [t("server:http.route-not-found")] }, 404);
    });
  }

  serveClientConfig(app, services.config);
  if (options.staticDir) serveSpa(app, options.staticDir);

  app.onError((error, c) => {
    const t = translator(requestLocale(c));
    if (error instanceof ValidationError) {
      const messages = Object.fromEntries(
        Object.entries(error.fields).map(([field, list]) => [field, list.map((m) => say(t, m))]),
      );
      return c.json({ messages }, 422);
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ messages: error.messages.map((m) => say(t, m)) }, error.status as ContentfulStatusCode);
    }
    if (isConcurrentChange(error)) {
      logger.warn({ err: error, reqId: c.get("requestId"), method: c.req.method, path: c.req.path }, "lost a race");
      return c.json({ messages: [t("server:http.conflict")] }, 409);
    }
    if (isDataException(error)) {
      logger.warn({ err: error, reqId: c.get("requestId"), method: c.req.method, path: c.req.path }, "bad input");
      return c.json({ messages: [t("server:http.bad-request")] }, 400);
    }
    logger.error({ err: error, reqId: c.get("requestId"), method: c.req.method, path: c.req.path }, "unhandled error");
    return c.json({ messages: [t("server:http.internal")] }, 500);
  });

  return app;
}
