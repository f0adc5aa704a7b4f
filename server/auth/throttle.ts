import { and, eq, gt, lt, sql } from "drizzle-orm";
import { lockKey } from "../db/advisory-lock.ts";
import type { Db } from "../db/client.ts";
import { loginAttempts, sessions } from "./schema.ts";
import { users } from "../users/schema.ts";
import { HttpError, message } from "../http/errors.ts";

/** Failures of one login from one address before it must wait. */
export const MAX_FAILED_LOGINS = 5;
/** Failures of one login from all addresses together before addresses it never signed in from must wait. */
export const MAX_FAILED_LOGINS_PER_LOGIN = 20;
/** Failures from one address over all logins together (one password tried on many logins) before it must wait. */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** An address the user signed in from within this time is theirs: a login under attack still works from it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;

const key = (login: string) => login.trim().toLowerCase();

export type Admission = { readonly admitted: true } | { readonly admitted: false; readonly minutes: number };

const minutesUntil = (oldest: Date | string, now: Date) =>
  Math.max(1, Math.ceil((new Date(oldest).getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 60_000));

async function signedInFrom(db: Db, login: string, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sql`lower(${users.login})`, login),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Admits one password check for this login and address, or says how many minutes to wait. An admitted attempt is
 * recorded as a failure before the password is checked (and cleared by clearFailedLogins on success): counting and
 * recording happen under advisory locks on the address and on the login, so concurrent wrong passwords cannot all
 * find room.
 *
 * One login attacked from many addresses: past MAX_FAILED_LOGINS_PER_LOGIN failures in the window, addresses the
 * user has not signed in from get 429 too. One address trying many logins: past MAX_FAILED_LOGINS_PER_ADDRESS
 * failures over all logins it must wait as well. A refusal rather than a growing delay, because a delay does not
 * cap guesses made in parallel; and neither cap holds for a login at an address its user signed in from lately,
 * so that an attacker cannot lock a cashier out of the till just by knowing the login or by sharing the store's
 * address (those addresses keep the per-login-and-address limit).
 */
export async function admitLoginAttempt(db: Db, login: string, ip: string, now: Date): Promise<Admission> {
  const wanted = key(login);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  return db.transaction(async (tx) => {
    // Every attempt locks its address first and its login second, so no two attempts wait for each other in turn.
    await lockKey(tx, "login-throttle-address", ip);
    await lockKey(tx, "login-throttle", wanted);
    let known: boolean | undefined;
    const isKnownAddress = async () => {
      known ??= await signedInFrom(tx, wanted, ip, now);
      return known;
    };
    const [row] = await tx
      .select({
        here: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
        hereOldest: sql<
          Date | string | null
        >`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.ip} = ${ip})`,
        everywhere: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.login, wanted), gt(loginAttempts.createdAt, since)));
    if (row?.hereOldest && row.here >= MAX_FAILED_LOGINS) {
      return { admitted: false, minutes: minutesUntil(row.hereOldest, now) };
    }
    const [address] = await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
    if (address?.oldest && address.count >= MAX_FAILED_LOGINS_PER_ADDRESS && !(await isKnownAddress())) {
      return { admitted: false, minutes: minutesUntil(address.oldest, now) };
    }
    if (row?.oldest && row.everywhere >= MAX_FAILED_LOGINS_PER_LOGIN && !(await isKnownAddress())) {
      return { admitted: false, minutes: minutesUntil(row.oldest, now) };
    }
    await tx.insert(loginAttempts).values({ login: wanted, ip, createdAt: now });
    return { admitted: true };
  });
}

/** The answer to a refused attempt: 429 in the user's language, with Retry-After. */
export const throttled = (admission: { readonly minutes: number }) =>
  new HttpError(429, [message("server:auth.throttled", { count: admission.minutes })], {
    "Retry-After": String(admission.minutes * 60),
  });

/** Old attempts no longer count; keep the table small. */
export async function pruneLoginAttempts(db: Db, now: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 24 * 3600_000)));
}

export async function clearFailedLogins(db: Db, login: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.login, key(login)), eq(loginAttempts.ip, ip)));
}

/** Every failure counted against a login, from every address: its owner proved who they are (a reset by e-mail). */
export async function clearLoginFailures(db: Db, login: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.login, key(login)));
}
