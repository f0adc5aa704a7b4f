import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Money columns: numeric(14,2) in SQL, integer cents in src/domain. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A sum of money kept on a row (a register's expected values and differences): numeric without a limit. */
export const moneySum = (name: string) => numeric(name);
const tenant = () =>
  integer("multi_store_id")
    .notNull()
    .references(() => multiStores.id);

/** Network accounts: every business row belongs to one. */
export const multiStores = pgTable("multi_stores", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  hasOnlinePos: boolean("has_online_pos").notNull().default(true),
  createdAt: createdAt(),
});

/** Units (stores) of a network. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    legalName: text("legal_name").notNull(),
    federalTaxId: text("federal_tax_id").notNull(),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("companies_tenant_idx").on(t.multiStoreId)],
);

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

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    multiStoreId: tenant(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sessions_token_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins, for throttling (spec: five per login and address in 15 minutes). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    login: text("login").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_lookup_idx").on(t.login, t.ip, t.createdAt),
    // Failures of one address over every login (the per-address cap).
    index("login_attempts_address_idx").on(t.ip, t.createdAt),
    // Failed logins prune attempts older than a day.
    index("login_attempts_created_idx").on(t.createdAt),
  ],
);

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

/** Audit log: who did what, when, in which unit. */
export const userLogs = pgTable(
  "user_logs",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("user_logs_tenant_idx").on(t.multiStoreId, t.createdAt)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_token_unique").on(t.tokenHash)],
);

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

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    /** money, pix, card or other: how the cash register totals it at closing. */
    kind: text("kind").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_tenant_idx").on(t.multiStoreId)],
);

export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("settings_unique").on(t.multiStoreId, sql`coalesce(${t.companyId}, 0)`, t.key)],
);

/** Chart of accounts (plano de contas); its code is unique per unit. */
export const accountPlans = pgTable(
  "account_plans",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    isInflow: boolean("is_inflow"),
    superId: integer("super_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("account_plans_code_unique").on(t.companyId, t.code)],
);

/** CRM interactions with a customer (spec 3); the notification bell counts their next contacts (spec 4). */
export const customersInteractions = pgTable(
  "customers_interactions",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    // No foreign key yet: the customers table arrives with the customers module.
    customerId: integer("customer_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    stageId: integer("stage_id"),
    nextContactAt: timestamp("next_contact_at", { withTimezone: true }),
    notes: text("notes"),
    nextContactNotes: text("next_contact_notes"),
    customerTemperature: integer("customer_temperature").notNull().default(0),
    seasonalValue: money("seasonal_value"),
    monthlyValue: money("monthly_value"),
    called: boolean("called").notNull().default(false),
    crmSquad: text("crm_squad"),
    data: jsonb("data").notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customers_interactions_day_focus_idx").on(t.multiStoreId, t.userId, t.called, t.nextContactAt),
    index("customers_interactions_company_idx").on(t.multiStoreId, t.companyId),
    index("customers_interactions_customer_idx").on(t.customerId, t.id),
  ],
);

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
