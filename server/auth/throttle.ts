import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";

export const MAX_FAILED_LOGINS = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

const key = (login: string) => login.trim().toLowerCase();

/** Minutes until this login and address may try again, or 0 when not throttled. */
export async function throttledMinutes(db: Db, login: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.login, key(login)), eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  if (!row || row.failures < MAX_FAILED_LOGINS || !row.oldest) return 0;
  const freeAt = new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

export async function recordFailedLogin(db: Db, login: string, ip: string, now: Date) {
  await db.insert(loginAttempts).values({ login: key(login), ip, createdAt: now });
  // Old attempts no longer count; keep the table small.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 24 * 3600_000)));
}

export async function clearFailedLogins(db: Db, login: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.login, key(login)), eq(loginAttempts.ip, ip)));
}
