import { Schema } from "effect";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { can, type Requirement } from "../../src/domain/permissions.ts";
import { disabledModuleOf, usablePermissions } from "../../src/domain/network.ts";
import {
  type Locale,
  localeFromAcceptLanguage,
  localeFromCode,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
} from "../../src/domain/locale.ts";
import { loadSession, SESSION_COOKIE } from "../auth/session-store.ts";
import { type UserLogValues, userLogValues, writeUserLog } from "../users/public.ts";
import { translator } from "../i18n.ts";
import { decodeOrFail } from "./decode.ts";
import { forbidden, HttpError, message, notFound, unauthenticated, ValidationError } from "./errors.ts";
import { isFormMediaType, isJsonMediaType } from "./media-type.ts";
import { clientIp } from "./proxy.ts";
import { type AnyRoute, type AuditEntry, isBinary, moduleOfAccess, requirementsOf, type SessionInfo } from "./route.ts";
import type { Services } from "./services.ts";
import { ownsRow } from "./tenant.ts";
import { foreignIdFields } from "./tenant-ids.ts";

/** The browser sends its language in Accept-Language; the locale cookie is the fallback. */
export function requestLocale(c: Context): Locale {
  return (
    localeFromAcceptLanguage(c.req.header("accept-language")) ??
    localeFromCode(getCookie(c, LOCALE_COOKIE)) ??
    DEFAULT_LOCALE
  );
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
/** Ids are PostgreSQL integers: a larger number cannot name a row. */
const MAX_ID = 2_147_483_647;

async function readBody(c: Context, route: AnyRoute): Promise<unknown> {
  const type = c.req.header("content-type");
  if (route.acceptsForm && isFormMediaType(type)) {
    return Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  // The security middleware refuses non-JSON bodies it can see coming (Content-Length); this covers the rest.
  if (!isJsonMediaType(type)) throw new HttpError(415, [message("server:http.unsupported-media")]);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, [message("server:http.bad-json")]);
  }
}

async function resolveParams(c: Context, route: AnyRoute, services: Services, session: SessionInfo | null) {
  const params: Record<string, number> = {};
  for (const [name, table] of Object.entries(route.params ?? {})) {
    const raw = c.req.param(name) ?? "";
    const id = Number(raw);
    if (!POSITIVE_ID.test(raw) || id > MAX_ID || !session) throw notFound();
    if (!(await ownsRow(services.db, table, id, session))) throw notFound();
    params[name] = id;
  }
  return params;
}

/** Ids in the decoded query and body, checked against the session's network like path ids (422 per field). */
async function checkIds(
  route: AnyRoute,
  services: Services,
  session: SessionInfo | null,
  query: unknown,
  body: unknown,
) {
  if (!route.queryIds && !route.bodyIds) return;
  if (!session) throw new Error(`${route.method} ${route.path} declares ids but is public`);
  const fields = await foreignIdFields(services.db, session, [
    { fields: route.queryIds ?? {}, value: query },
    { fields: route.bodyIds ?? {}, value: body },
  ]);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** 403 without the route's permission; a module switched off in the user's units says so (issue 12 item 3). */
function refuseUnlessAllowed(session: SessionInfo, required: ReadonlyArray<Requirement>, locale: Locale) {
  const disabled = disabledModuleOf(required, session.permissions, session.unavailableModules);
  if (disabled) {
    const module = translator(locale)(`network:modules.${disabled}`);
    throw new HttpError(403, [message("network:module-disabled", { module })]);
  }
  if (!required.some((r) => can(usablePermissions(session.permissions, session.unavailableModules), r))) {
    throw forbidden();
  }
}

/** Turns a declared route into a Hono handler: session, permission, path ids, decoding, query and body ids, encoding. */
export function handle(route: AnyRoute, services: Services) {
  return async (c: Context) => {
    const locale = requestLocale(c);
    const now = services.now();
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await loadSession(services.db, token, now, services.config.sessionTtlHours) : null;
    if (route.access !== "public") {
      if (!session) throw unauthenticated();
      const required = requirementsOf(route.access);
      if (required.length > 0) refuseUnlessAllowed(session, required, locale);
    }
    // Malformed JSON is refused (400) before the path ids are looked up: it says nothing about any row.
    const raw = route.body ? await readBody(c, route) : undefined;
    const params = await resolveParams(c, route, services, session);
    const query = route.query ? decodeOrFail(route.query, c.req.query()) : {};
    const body = route.body ? decodeOrFail(route.body, raw) : {};
    await checkIds(route, services, session, query, body);
    const ip = clientIp(c, services.config);
    const logEntry = (entry: AuditEntry, signedIn: SessionInfo) => ({
      ...entry,
      multiStoreId: signedIn.multiStoreId,
      userId: signedIn.userId,
      module: entry.module ?? moduleOfAccess(route.access),
      ip,
    });
    const audit = async (entry: AuditEntry, db = services.db) => {
      if (session) await writeUserLog(db, logEntry(entry, session));
    };
    const auditRow = (entry: AuditEntry): UserLogValues | null =>
      session ? userLogValues(logEntry(entry, session)) : null;
    const result = await route.handler({
      c,
      services,
      locale,
      t: translator(locale),
      ip,
      session,
      query,
      body,
      params,
      audit,
      auditRow,
    });
    if (result instanceof Response) return result;
    if (isBinary(route.response)) throw new Error(`${route.method} ${route.path} must answer a Response`);
    const encoded = Schema.encodeUnknownSync(route.response as Schema.Codec<unknown, unknown>)(result);
    return c.json(encoded as object, route.status ?? 200);
  };
}
