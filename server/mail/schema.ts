import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";
import { multiStores } from "../network/schema.ts";

export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  multiStoreId: integer("multi_store_id").references(() => multiStores.id),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** pending: waiting for SMTP; sent; failed; stored: no SMTP configured, kept here and logged. */
  status: text("status").notNull(),
  error: text("error"),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});
