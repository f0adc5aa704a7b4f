import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
    /** CNPJ, digits (or the alphanumeric CNPJ's uppercase letters) without mask; unique in the network when set. */
    federalTaxId: text("federal_tax_id").notNull(),
    /** Inscrição estadual, or "ISENTO". */
    stateRegistration: text("state_registration").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    street: text("street").notNull().default(""),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    /** Digits only (area code + number). */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_tenant_idx").on(t.multiStoreId),
    uniqueIndex("companies_tax_id_unique").on(t.multiStoreId, t.federalTaxId).where(sql`${t.federalTaxId} <> ''`),
  ],
);

/**
 * Modules (spec 6 slugs) switched off in a unit; a slug not listed is enabled. A module is unavailable to a user
 * when it is off in every unit the user works in (server/auth/session-store.ts).
 */
export const companyDisabledModules = pgTable(
  "company_disabled_modules",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.slug] })],
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
