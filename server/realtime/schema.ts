import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/**
 * Secrets the deployment makes for itself on first start (the embedded realtime signing secret): created once with
 * `on conflict do nothing`, so every instance and every restart reads the same value.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Realtime events too large for a NOTIFY payload, read back by id by every instance (server/realtime/pg-fanout.ts). */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    payload: text("payload").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("realtime_events_created_idx").on(t.createdAt)],
);
