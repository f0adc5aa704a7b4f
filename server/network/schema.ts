import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The platform's tables: network accounts, their units and settings. Every other module references these, and the
// column helpers of server/db/columns.ts do too, so their columns are written out here rather than taken from there.

/** Network accounts: every business row belongs to one. */
export const multiStores = pgTable("multi_stores", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  hasOnlinePos: boolean("has_online_pos").notNull().default(true),
  /** The currency the network keeps its money in (src/domain/money.ts CURRENCIES): money is shown in it whatever the language. */
  currency: text("currency").notNull().default("BRL"),
  /** Feature flags of the account (spec 6), set by the operator (`npm run network -- features`): sees new features. */
  newFeatures: boolean("new_features").notNull().default(false),
  /** The homologation partner (spec 6): the shell shows its partner badge. */
  homologationPartner: boolean("homologation_partner").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Units (stores) of a network. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    multiStoreId: integer("multi_store_id")
      .notNull()
      .references(() => multiStores.id),
    name: text("name").notNull(),
    legalName: text("legal_name").notNull(),
    federalTaxId: text("federal_tax_id").notNull(),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_tenant_idx").on(t.multiStoreId)],
);

export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    multiStoreId: integer("multi_store_id")
      .notNull()
      .references(() => multiStores.id),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("settings_unique").on(t.multiStoreId, sql`coalesce(${t.companyId}, 0)`, t.key)],
);
