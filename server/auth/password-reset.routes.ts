import { authEndpoints } from "../../src/schemas/endpoints/auth.ts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { codeOf, type Locale } from "../../src/domain/locale.ts";
import { passwordResets } from "./schema.ts";
import { writeUserLog } from "../users/public.ts";
import { users } from "../users/schema.ts";
import { HttpError, message, ValidationError } from "../http/errors.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { takeHit } from "../http/rate-limit.ts";
import { defineRoute } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { translator } from "../i18n.ts";
import { newPasswordProblems } from "./auth.routes.ts";
import { hashPassword, hashToken, newToken } from "./passwords.ts";
import { revokeUserSessions } from "./session-store.ts";
import { clearLoginFailures } from "./throttle.ts";

export const RESET_TTL_MINUTES = 60;
/** The SPA page the mail links to (under /es for Spanish). */
export const RESET_PAGE = "/user/redefinir-senha";
const HOUR_MS = 3600_000;
/** Requests per typed login or e-mail, whether or not it exists: a mailbox is not flooded with links. */
export const RESET_REQUESTS_PER_LOGIN = 3;
/** Requests per client address: one address cannot probe or flood many mailboxes. */
export const RESET_REQUESTS_PER_ADDRESS = 10;

export type Recipient = { id: number; name: string; login: string; email: string; multiStoreId: number };

/**
 * Who gets a link for what was typed: the user with that login, or else every active user with that e-mail
 * (e-mails repeat across networks and units; only logins are unique), each with their own link naming their login.
 */
async function recipientsOf(services: Services, wanted: string): Promise<Recipient[]> {
  const columns = {
    id: users.id,
    name: users.name,
    login: users.login,
    email: users.email,
    multiStoreId: users.multiStoreId,
  };
  const byLogin = await services.db
    .select(columns)
    .from(users)
    .where(and(eq(users.active, true), eq(sql`lower(${users.login})`, wanted)))
    .limit(1);
  if (byLogin.length > 0) return byLogin;
  return services.db
    .select(columns)
    .from(users)
    .where(and(eq(users.active, true), eq(sql`lower(${users.email})`, wanted)))
    .orderBy(users.id);
}

/**
 * Mails one user a one-time link to define their password (replacing any older one still unused): the reset
 * request's mail, and the users page's "enviar e-mail para definir a senha" for a new user.
 */
export async function mailResetLink(services: Services, user: Recipient, locale: Locale) {
  const t = translator(locale);
  const prefix = codeOf(locale) === "es" ? "/es" : "";
  const now = services.now();
  const token = newToken();
  await services.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
    });
  });
  const link = `${publicOrigin(services.config)}${prefix}${RESET_PAGE}?token=${token}`;
  await services.mailer.send({
    to: user.email,
    subject: t("reset.mail-subject"),
    body: t("reset.mail-body", { name: user.name, login: user.login, link, minutes: RESET_TTL_MINUTES }),
    multiStoreId: user.multiStoreId,
  });
}

async function mailResetLinks(services: Services, wanted: string, locale: Locale) {
  for (const user of await recipientsOf(services, wanted)) await mailResetLink(services, user, locale);
}

const request = defineRoute({
  endpoint: authEndpoints.requestPasswordReset,
  access: "public",
  tag: "auth",
  summary:
    "Mails a one-time password reset link; answers the same, in the same time, whether or not the user exists (3 requests per login and 10 per address an hour)",
  handler: async ({ services, body, t, locale, ip }) => {
    const wanted = body.login.trim().toLowerCase();
    const verdict = await takeHit(
      services.db,
      [
        { bucket: `password-reset:login:${wanted}`, limit: RESET_REQUESTS_PER_LOGIN, windowMs: HOUR_MS },
        { bucket: `password-reset:address:${ip}`, limit: RESET_REQUESTS_PER_ADDRESS, windowMs: HOUR_MS },
      ],
      services.now(),
    );
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
      throw new HttpError(429, [message("server:reset.throttled", { count: minutes })], {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    // Looking the user up, writing the token and mailing take time only when the user exists: all of it happens
    // after the answer, which is the same for everyone.
    services.background.run("password reset mail", () => mailResetLinks(services, wanted, locale));
    return { message: t("reset.sent") };
  },
});

const confirm = defineRoute({
  endpoint: authEndpoints.confirmPasswordReset,
  access: "public",
  tag: "auth",
  summary: "Sets a new password with a reset token; the token works once",
  handler: async ({ services, body, t, ip }) => {
    const { db } = services;
    const now = services.now();
    const problems = newPasswordProblems(body);
    const [reset] = await db
      .select({ id: passwordResets.id, userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    if (!reset) problems.token = [message("server:reset.invalid")];
    if (!reset || Object.keys(problems).length > 0) throw new ValidationError(problems);
    // Claiming the token and changing the password happen together: a token can never be used twice.
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (rows.length === 0) return null;
      const [user] = await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: now })
        .where(eq(users.id, reset.userId))
        .returning({ login: users.login, multiStoreId: users.multiStoreId });
      return user ?? null;
    });
    if (!claimed) throw new ValidationError({ token: [message("server:reset.invalid")] });
    await revokeUserSessions(db, reset.userId, now);
    await writeUserLog(db, {
      multiStoreId: claimed.multiStoreId,
      userId: reset.userId,
      module: "USR",
      action: "password.reset",
      entity: "users",
      entityId: reset.userId,
      ip,
    });
    // The sign-in lock that may have sent the user here ends with the new password.
    await clearLoginFailures(db, claimed.login);
    return { message: t("reset.done") };
  },
});

export const passwordResetRoutes = [request, confirm];
