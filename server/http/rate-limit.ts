import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { lockKey } from "../db/advisory-lock.ts";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "./schema.ts";

/** At most `limit` hits of `bucket` within any `windowMs`. */
export type RateLimit = { readonly bucket: string; readonly limit: number; readonly windowMs: number };
export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Hits older than this are pruned: no window may be longer. */
const KEEP_MS = 24 * 3600_000;

/**
 * Counts one hit against every limit, or none when any of them is reached. Count and record happen under an
 * advisory lock per bucket, so concurrent requests (on any server) cannot all see room for themselves.
 */
export async function takeHit(db: Db, limits: ReadonlyArray<RateLimit>, now: Date): Promise<RateVerdict> {
  if (limits.some((l) => l.windowMs > KEEP_MS)) throw new Error("rate limit windows are at most a day");
  if (limits.length === 0) return { allowed: true };
  // Locks are always taken in the same order, so two requests sharing two buckets cannot deadlock.
  const ordered = [...new Map(limits.map((l) => [l.bucket, l])).values()].sort((a, b) =>
    a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0,
  );
  const verdict = await db.transaction(async (tx): Promise<RateVerdict> => {
    for (const limit of ordered) await lockKey(tx, "rate-limit", limit.bucket);
    let waitMs = 0;
    for (const limit of ordered) {
      const [row] = await tx
        .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, limit.bucket),
            gt(rateLimitHits.createdAt, new Date(now.getTime() - limit.windowMs)),
          ),
        );
      if (row && row.hits >= limit.limit && row.oldest) {
        waitMs = Math.max(waitMs, new Date(row.oldest).getTime() + limit.windowMs - now.getTime());
      }
    }
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    await tx.insert(rateLimitHits).values(ordered.map((l) => ({ bucket: l.bucket, createdAt: now })));
    return { allowed: true };
  });
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - KEEP_MS)));
  return verdict;
}
