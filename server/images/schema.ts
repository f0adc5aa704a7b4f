import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, tenant } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// Uploaded images of every module (product photos, …): the bytes and a thumbnail live in the storage, the row says
// whose they are. Other modules keep plain references to images.id.

export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    storageKey: text("storage_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("images_network_idx").on(t.multiStoreId)],
);
