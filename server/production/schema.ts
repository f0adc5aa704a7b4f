import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// Print-shop production (issue 5). Every row carries multi_store_id; the API scopes by it.

/** Garment sizes of a network: PP..XG and the kids' 2..16. */
export const productionSizes = pgTable(
  "production_sizes",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    kids: boolean("kids").notNull().default(false),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("production_sizes_name_unique").on(t.multiStoreId, t.name)],
);

/** Prints (estampas) an item can carry. */
export const productionStamps = pgTable(
  "production_stamps",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("production_stamps_description_unique").on(t.multiStoreId, sql`lower(${t.description})`)],
);

/** Seamstresses (costureiras) who sew the pieces in Confecção. Deleting one deactivates her. */
export const productionSeamstresses = pgTable(
  "production_seamstresses",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("production_seamstresses_tenant_idx").on(t.multiStoreId, t.name)],
);

/** Production orders (atendimentos): status_id 1..7 are the stages, 8 finished, 9 cancelled. */
export const productionOrders = pgTable(
  "production_orders",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    number: integer("number").notNull(),
    /** For linking to the customers module later; no foreign key on purpose. */
    customerId: integer("customer_id"),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    customerDoc: text("customer_doc").notNull().default(""),
    deliveryDate: date("delivery_date", { mode: "string" }),
    statusId: integer("status_id").notNull().default(1),
    /** Reason of the last return to a previous stage (or of a cancellation). */
    canceledReason: text("canceled_reason"),
    notes: text("notes").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("production_orders_number_unique").on(t.multiStoreId, t.number),
    index("production_orders_stage_idx").on(t.multiStoreId, t.statusId, t.deliveryDate),
    // The insights home counts the orders finished per unit and day.
    index("production_orders_finished_idx").on(t.companyId, t.finishedAt),
  ],
);

export const productionOrderItems = pgTable(
  "production_order_items",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    orderId: integer("order_id")
      .notNull()
      .references(() => productionOrders.id, { onDelete: "cascade" }),
    publicId: uuid("public_id").notNull().defaultRandom(),
    description: text("description").notNull(),
    stampId: integer("stamp_id").references(() => productionStamps.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitPrice: moneyColumn("unit_price").notNull().default("0"),
    discount: moneyColumn("discount").notNull().default("0"),
    /** unit_price × quantity − discount, computed by the server. */
    subtotal: moneyColumn("subtotal").notNull().default("0"),
    cloth: text("cloth").notNull().default(""),
    clothColor: text("cloth_color").notNull().default(""),
    colorfulSleeve: boolean("colorful_sleeve").notNull().default(false),
    collarV: boolean("collar_v").notNull().default(false),
    colorfulCollar: boolean("colorful_collar").notNull().default(false),
    longSleeve: boolean("long_sleeve").notNull().default(false),
    raglanSleeve: boolean("raglan_sleeve").notNull().default(false),
    collarVies: boolean("collar_vies").notNull().default(false),
    cuffSleeve: boolean("cuff_sleeve").notNull().default(false),
    sublimedSleeve: boolean("sublimed_sleeve").notNull().default(false),
    pocket: boolean("pocket").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("production_order_items_order_idx").on(t.orderId)],
);

/** Sizes and quantities of an item (spec 3: orders_items_sizes). */
export const productionOrderItemSizes = pgTable(
  "production_order_item_sizes",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    itemId: integer("item_id")
      .notNull()
      .references(() => productionOrderItems.id, { onDelete: "cascade" }),
    sizeId: integer("size_id")
      .notNull()
      .references(() => productionSizes.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [uniqueIndex("production_order_item_sizes_unique").on(t.itemId, t.sizeId)],
);

/** Pieces of an order given to each seamstress. */
export const productionOrderSeamstresses = pgTable(
  "production_order_seamstresses",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    orderId: integer("order_id")
      .notNull()
      .references(() => productionOrders.id, { onDelete: "cascade" }),
    seamstressId: integer("seamstress_id")
      .notNull()
      .references(() => productionSeamstresses.id),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("production_order_seamstresses_unique").on(t.orderId, t.seamstressId)],
);

/** Files attached to an order (art proofs, photos, PDFs); the bytes live in the storage under storage_key. */
export const productionDocuments = pgTable(
  "production_documents",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    orderId: integer("order_id")
      .notNull()
      .references(() => productionOrders.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("production_documents_order_idx").on(t.orderId)],
);

/**
 * History of an order. The description is rendered in the reader's language from kind and details
 * (`production:activity.<kind>`), so a pt-BR and an es-EC user read the same row in their own words.
 */
export const productionActivities = pgTable(
  "production_activities",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    orderId: integer("order_id")
      .notNull()
      .references(() => productionOrders.id, { onDelete: "cascade" }),
    causerId: integer("causer_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status"),
    reason: text("reason"),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("production_activities_order_idx").on(t.orderId, t.createdAt)],
);
