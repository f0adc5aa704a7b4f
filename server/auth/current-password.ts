import { eq } from "drizzle-orm";
import type { SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { users } from "../users/schema.ts";
import { verifyPassword } from "./passwords.ts";
import { admitLoginAttempt, clearFailedLogins, pruneLoginAttempts, throttled } from "./throttle.ts";

/**
 * Whether the signed-in user typed their current password (change of password, change of e-mail). Checked under
 * the login throttle of their login and address, so that a session in the wrong hands is no way around the limits
 * of the sign-in form: throws 429 when they must wait.
 */
export async function isCurrentPassword(
  services: Services,
  session: SessionInfo,
  ip: string,
  password: string,
): Promise<boolean> {
  const { db } = services;
  const now = services.now();
  const admission = await admitLoginAttempt(db, session.login, ip, now);
  if (!admission.admitted) throw throttled(admission);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
  const valid = user !== undefined && (await verifyPassword(password, user.hash));
  if (valid) await clearFailedLogins(db, session.login, ip);
  else await pruneLoginAttempts(db, now);
  return valid;
}
