import { index, integer, json, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenant } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/**
 * One row per counted request of a rate limit (password-reset requests per login and per address, ...): kept in the
 * database so that several API servers share the count. Rows older than a day are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rate_limit_hits_bucket_idx").on(t.bucket, t.createdAt),
    index("rate_limit_hits_created_idx").on(t.createdAt),
  ],
);

/**
 * Idempotency-Key of money-moving POSTs: the first answer is stored in the same transaction as the write,
 * so a retried request gets it back and writes nothing more.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    status: smallint("status").notNull(),
    /** json, not jsonb: a replay answers the very same bytes (jsonb would reorder the keys). */
    body: json("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_unique").on(t.multiStoreId, t.key)],
);
