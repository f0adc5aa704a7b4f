import { authEndpoints } from "../../src/schemas/endpoints/auth.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { readDayFocus, toCrmDayFocus } from "../crm/public.ts";
import { writeUserLog } from "../users/public.ts";
import { users } from "../users/schema.ts";
import { HttpError, type Message, message, ValidationError } from "../http/errors.ts";
import { forwardedProto } from "../http/proxy.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { defineRoute } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { isCurrentPassword } from "./current-password.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.ts";
import { MIN_PASSWORD_LENGTH } from "../../src/domain/profile.ts";
import {
  createSession,
  loadSession,
  revokeSession,
  revokeUserSessions,
  SESSION_COOKIE,
  toSessionUser,
} from "./session-store.ts";
import { admitLoginAttempt, clearFailedLogins, pruneLoginAttempts, throttled } from "./throttle.ts";

/** X-Forwarded-Proto counts only from a trusted proxy (TRUST_PROXY). */
function isHttps(c: Context, services: Services) {
  return (
    c.req.url.startsWith("https:") ||
    forwardedProto(c, services.config) === "https" ||
    publicOrigin(services.config).startsWith("https:")
  );
}

export function setSessionCookie(c: Context, services: Services, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c, services),
    path: "/",
    maxAge: services.config.sessionTtlHours * 3600,
  });
}

export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, { path: "/" });

/** Rules of spec 5.1 and 5.3 for a new password; field names as the change-password form sends them. */
export function newPasswordProblems(input: {
  oldPassword?: string;
  newPassword: string;
  confirmedNewPassword: string;
}) {
  const problems: Record<string, Message[]> = {};
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    problems.newPassword = [message("validation:password-min", { min: MIN_PASSWORD_LENGTH })];
  } else if (input.oldPassword !== undefined && input.newPassword === input.oldPassword) {
    problems.newPassword = [message("validation:password-different")];
  }
  if (input.confirmedNewPassword !== input.newPassword)
    problems.confirmedNewPassword = [message("validation:confirmation")];
  return problems;
}

/** The audit row of a sign-in (spec 2.10 /user-logs): the user's own, in their network. */
const signInLog = (user: { id: number; multiStoreId: number }, action: "login" | "login.failed", ip: string) => ({
  multiStoreId: user.multiStoreId,
  userId: user.id,
  module: "USR",
  action,
  entity: "users",
  entityId: user.id,
  ip,
});

const login = defineRoute({
  endpoint: authEndpoints.signIn,
  access: "public",
  tag: "auth",
  summary: "Sign in: sets the httpOnly session cookie",
  handler: async ({ c, services, body, ip }) => {
    const { db } = services;
    const now = services.now();
    const admission = await admitLoginAttempt(db, body.login, ip, now);
    if (!admission.admitted) throw throttled(admission);
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        multiStoreId: users.multiStoreId,
        passwordHash: users.passwordHash,
        active: users.active,
      })
      .from(users)
      .where(eq(sql`lower(${users.login})`, body.login.trim().toLowerCase()))
      .limit(1);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid || !user.active) {
      // The attempt stays recorded as a failure; an existing login's also in its network's audit log (an unknown
      // login only in login_attempts: it belongs to no network).
      await pruneLoginAttempts(db, now);
      if (user) await writeUserLog(db, signInLog(user, "login.failed", ip));
      throw new HttpError(401, [message("server:auth.invalid")]);
    }
    await clearFailedLogins(db, body.login, ip);
    const token = await createSession(db, {
      userId: user.id,
      multiStoreId: user.multiStoreId,
      ip,
      userAgent: c.req.header("user-agent") ?? "",
      ttlHours: services.config.sessionTtlHours,
      now,
    });
    setSessionCookie(c, services, token);
    // The user as every later request sees it (permissions, units, the modules switched off in them).
    await writeUserLog(db, signInLog(user, "login", ip));
    const session = await loadSession(db, token, now, services.config.sessionTtlHours);
    if (!session) throw new Error("session vanished after sign-in");
    return toSessionUser(session);
  },
});

/** Sec-Fetch-Site values of a sign-out the user asked for: from this origin, or typed/bookmarked. */
const SIGN_OUT_FROM = new Set(["same-origin", "none"]);

const logoutRoute = (method: "get" | "post") =>
  defineRoute({
    endpoint: method === "get" ? authEndpoints.signOutLink : authEndpoints.signOut,
    access: "signed-in",
    tag: "auth",
    summary:
      method === "get"
        ? "Sign out: revokes this session (the spec's call; refused unless Sec-Fetch-Site is same-origin, none or absent)"
        : "Sign out: revokes this session",
    handler: async ({ c, services, session, t, audit }) => {
      // A GET is not covered by the same-origin check of state-changing calls, and the SameSite=Lax cookie comes
      // along with a top-level navigation or, from the same site (another port or subdomain), even with an <img>:
      // only this origin's own pages (or the user typing the address) may sign the user out. Browsers too old to
      // send Sec-Fetch-Site are let through.
      if (!SIGN_OUT_FROM.has(c.req.header("sec-fetch-site") ?? "none"))
        throw new HttpError(403, [message("server:http.cross-origin")]);
      await revokeSession(services.db, session.sessionId, services.now());
      await audit({ module: "USR", action: "logout", entity: "sessions", entityId: session.sessionId });
      clearSessionCookie(c);
      return { message: t("auth.logged-out") };
    },
  });

const me = defineRoute({
  endpoint: authEndpoints.me,
  access: "signed-in",
  tag: "auth",
  summary: "The signed-in user",
  handler: async ({ services, session }) => ({
    ...toSessionUser(session),
    crmDayFocus: toCrmDayFocus(await readDayFocus(services.db, session, services.now())),
  }),
});

const changePassword = defineRoute({
  endpoint: authEndpoints.changePassword,
  access: "signed-in",
  tag: "auth",
  summary:
    "Changes the signed-in user's password and revokes their sessions; the old password is checked under the login throttle (429)",
  handler: async ({ c, services, session, body, t, audit, ip }) => {
    const { db } = services;
    const problems = newPasswordProblems(body);
    if (!(await isCurrentPassword(services, session, ip, body.oldPassword)))
      problems.oldPassword = [message("validation:old-password")];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const now = services.now();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: now })
      .where(and(eq(users.id, session.userId), eq(users.multiStoreId, session.multiStoreId)));
    await revokeUserSessions(db, session.userId, now);
    await audit({ module: "USR", action: "password.changed", entity: "users", entityId: session.userId });
    clearSessionCookie(c);
    return { message: t("auth.password-changed") };
  },
});

export const authRoutes = [login, logoutRoute("get"), logoutRoute("post"), me, changePassword];
