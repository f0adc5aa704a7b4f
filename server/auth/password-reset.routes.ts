import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { codeOf } from "../../src/domain/locale.ts";
import { MessageBody, PasswordResetConfirm, PasswordResetRequest } from "../../src/schemas/auth.ts";
import { passwordResets, users } from "../db/schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { newPasswordProblems } from "./auth.routes.ts";
import { hashPassword, hashToken, newToken } from "./passwords.ts";
import { revokeUserSessions } from "./session-store.ts";

export const RESET_TTL_MINUTES = 60;
/** The SPA page the mail links to (under /es for Spanish). */
export const RESET_PAGE = "/user/redefinir-senha";

const request = defineRoute({
  method: "post",
  path: "/api/v1/password_resets",
  access: "public",
  tag: "auth",
  summary: "Mails a one-time password reset link (answers the same whether or not the user exists)",
  body: PasswordResetRequest,
  response: MessageBody,
  status: 201,
  handler: async ({ c, services, body, t, locale }) => {
    const { db } = services;
    const wanted = body.login.trim().toLowerCase();
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        login: users.login,
        email: users.email,
        multiStoreId: users.multiStoreId,
      })
      .from(users)
      .where(
        and(eq(users.active, true), or(eq(sql`lower(${users.login})`, wanted), eq(sql`lower(${users.email})`, wanted))),
      )
      .limit(1);
    if (user) {
      const now = services.now();
      const token = newToken();
      // A new link replaces any older one still unused.
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
      });
      const origin = services.config.publicUrl ?? new URL(c.req.url).origin;
      const prefix = codeOf(locale) === "es" ? "/es" : "";
      const link = `${origin}${prefix}${RESET_PAGE}?token=${token}`;
      await services.mailer.send({
        to: user.email,
        subject: t("reset.mail-subject"),
        body: t("reset.mail-body", { name: user.name, login: user.login, link, minutes: RESET_TTL_MINUTES }),
        multiStoreId: user.multiStoreId,
      });
    }
    return { message: t("reset.sent") };
  },
});

const confirm = defineRoute({
  method: "post",
  path: "/api/v1/password_resets/confirm",
  access: "public",
  tag: "auth",
  summary: "Sets a new password with a reset token; the token works once",
  body: PasswordResetConfirm,
  response: MessageBody,
  handler: async ({ services, body, t }) => {
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
      if (rows.length === 0) return false;
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: now })
        .where(eq(users.id, reset.userId));
      return true;
    });
    if (!claimed) throw new ValidationError({ token: [message("server:reset.invalid")] });
    await revokeUserSessions(db, reset.userId, now);
    return { message: t("reset.done") };
  },
});

export const passwordResetRoutes = [request, confirm];
