import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { Schema } from "effect";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { idempotencyKeys } from "./schema.ts";
import { HttpError, message } from "./errors.ts";
import type { SessionInfo } from "./route.ts";
import type { Services } from "./services.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

type Codec = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never };

type Options<S extends Codec> = {
  readonly c: Context;
  readonly services: Services;
  readonly session: SessionInfo;
  /** Names the operation: a key reused for another operation is refused. */
  readonly route: string;
  /** The decoded request: a key reused with another body is refused. */
  readonly request: unknown;
  readonly response: S;
  readonly status: 200 | 201;
  /** Runs once the first write has committed (not on replays): broadcasts, mail. */
  readonly afterCommit?: (value: S["Type"]) => Promise<void>;
};

const hashOf = (route: string, request: unknown) =>
  createHash("sha256").update(route).update("\n").update(JSON.stringify(request)).digest("hex");

/** The key was stored by a request that committed first: this attempt's writes are rolled back with it. */
class KeyTaken extends Error {}

/**
 * Runs a money-moving write once per Idempotency-Key (architecture 4). The key row, with the answer, is the write's
 * last statement, in its transaction: a concurrent request with the same key waits on the unique index until the
 * first commits, finds the key taken and rolls its own writes back; a failed write leaves no key, so the request can be
 * retried. A request whose key is already stored gets the stored answer (or 409 when the key was used for another
 * operation, user or body), also when its own attempt failed (the stock it took is gone, the register closed since):
 * the key is looked up only then, so a first request costs one statement for its key.
 */
/** The key with its answer, as the transaction's last statement; no row back when the key is already taken. */
const storeKey = prepared("idempotency_key_store", (tx) =>
  tx
    .insert(idempotencyKeys)
    .values({
      multiStoreId: sql.placeholder("multiStoreId"),
      userId: sql.placeholder("userId"),
      key: sql.placeholder("key"),
      route: sql.placeholder("route"),
      requestHash: sql.placeholder("requestHash"),
      status: sql.placeholder("status"),
      // JSON text: a bare placeholder skips the column's encoding, and the driver would send an array as a SQL array.
      body: sql`${sql.placeholder("body")}::json`,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id }),
);

export async function idempotent<S extends Codec>(
  options: Options<S>,
  work: (tx: Db) => Promise<S["Type"]>,
): Promise<Response> {
  const { c, services, session, route, status } = options;
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? "";
  if (!KEY.test(key)) throw new HttpError(400, [message("pdv:idempotency.required")]);
  const requestHash = hashOf(route, options.request);
  let outcome: { body: unknown; value: S["Type"] };
  try {
    outcome = await services.db.transaction(async (tx) => {
      const value = await work(tx);
      const body = Schema.encodeUnknownSync(options.response as unknown as Schema.Codec<unknown, unknown>)(value);
      const [stored] = await storeKey(tx, {
        multiStoreId: session.multiStoreId,
        userId: session.userId,
        key,
        route,
        requestHash,
        status,
        body: JSON.stringify(body),
      });
      if (!stored) throw new KeyTaken();
      return { body, value };
    });
  } catch (error) {
    const [stored] = await services.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.multiStoreId, session.multiStoreId), eq(idempotencyKeys.key, key)));
    if (!stored) {
      if (error instanceof KeyTaken) throw new HttpError(409, [message("pdv:idempotency.reused")]);
      throw error;
    }
    if (stored.route !== route || stored.userId !== session.userId || stored.requestHash !== requestHash) {
      throw new HttpError(409, [message("pdv:idempotency.reused")]);
    }
    c.header(REPLAYED_HEADER, "true");
    return c.json(stored.body as object, stored.status as 200 | 201);
  }
  await options.afterCommit?.(outcome.value);
  return c.json(outcome.body as object, status);
}
