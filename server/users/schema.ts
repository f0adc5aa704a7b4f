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
import { createdAt, tenant, updatedAt } from "../db/columns.ts";
import { companies } from "../network/schema.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    login: text("login").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    /** When the user last opened the notification bell (spec 4, day focus). */
    crmSeenIn: timestamp("crm_seen_in", { withTimezone: true }),
    /** Blind close (spec 4): the server shows this cashier no expected values before the counts are confirmed. */
    blindClose: boolean("blind_close").notNull().default(false),
    /** Whether this user may use the online POS; the session's hasOnlinePos is the network's AND this (spec 2.9). */
    hasOnlinePos: boolean("has_online_pos").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_login_unique").on(sql`lower(${t.login})`),
    index("users_tenant_idx").on(t.multiStoreId),
    index("users_email_idx").on(sql`lower(${t.email})`),
    // E-mails are unique within a network only (README): two concurrent changes cannot both take one.
    uniqueIndex("users_email_per_network_unique").on(t.multiStoreId, sql`lower(${t.email})`),
  ],
);

export const userCompanies = pgTable(
  "user_companies",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    multiStoreId: tenant(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** One row per module slug and sub-permission code (spec 6). */
export const userPermissions = pgTable(
  "user_permissions",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    code: integer("code").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [uniqueIndex("user_permissions_unique").on(t.userId, t.slug, t.code)],
);

/** Audit log: who did what, when, in which unit. */
export const userLogs = pgTable(
  "user_logs",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    /** The module the write belongs to: the route's permission slug (USR, PDV, CAD, ...) or the entry's own. */
    module: text("module").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("user_logs_tenant_idx").on(t.multiStoreId, t.createdAt)],
);
