import { sql } from "drizzle-orm";
import type { Tx } from "./client.ts";

/** One number per kind of lock, so that keys of different kinds never wait for each other. */
const NAMESPACES = {
  "login-throttle": 9101,
  "rate-limit": 9102,
  "login-throttle-address": 9103,
  "product-composition": 9104,
} as const;

/**
 * Holds a transaction-scoped advisory lock on a text key until the transaction ends: concurrent requests for the
 * same key (on this server or another one sharing the database) take turns; other keys are not held up.
 */
export async function lockKey(tx: Tx, namespace: keyof typeof NAMESPACES, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACES[namespace]}::int4, hashtext(${key}))`);
}
