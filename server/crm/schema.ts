import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, quantity, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/** Funnel stages of a network, in order (spec 2.5 /settings/customers-stages, CNF 5; tags of spec 4). */
export const crmStages = pgTable(
  "crm_stages",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    /** begin (Início do fluxo), positive_ending (Conversão), negative_ending (Perda), none (Sem tag). */
    tag: text("tag").notNull().default("none"),
    position: integer("position").notNull().default(0),
    color: text("color").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("crm_stages_network_idx").on(t.multiStoreId, t.position)],
);

/** Where each customer stands in the funnel: one row per customer of the network (spec 2.9 CRM 1). */
export const customerStages = pgTable(
  "customer_stages",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** The unit whose funnel the customer is in. */
    companyId: company(),
    customerId: integer("customer_id").notNull(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => crmStages.id),
    /** The seller who works the customer. */
    userId: integer("user_id").references(() => users.id),
    /** The option of the factor 'Motivo da perda' given when moved to a negative_ending stage. */
    lossOptionId: integer("loss_option_id").references(() => crmData.id),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customer_stages_customer_unique").on(t.multiStoreId, t.customerId),
    index("customer_stages_stage_idx").on(t.multiStoreId, t.stageId, t.movedAt),
  ],
);

/** Every move of a customer between stages, for the panel's conversions and losses by period (/crm/painel). */
export const crmStageMoves = pgTable(
  "crm_stage_moves",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    customerId: integer("customer_id").notNull(),
    fromStageId: integer("from_stage_id").references(() => crmStages.id),
    toStageId: integer("to_stage_id")
      .notNull()
      .references(() => crmStages.id),
    userId: integer("user_id").references(() => users.id),
    lossOptionId: integer("loss_option_id").references(() => crmData.id),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crm_stage_moves_period_idx").on(t.multiStoreId, t.movedAt)],
);

/** CRM factors (spec 2.10 CRM factors screen, CNF 6): why customers came, why they were lost, … */
export const crmFactors = pgTable(
  "crm_factors",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("crm_factors_network_idx").on(t.multiStoreId)],
);

/** The options of a factor (spec 7 crm_data: name, factor_id). */
export const crmData = pgTable(
  "crm_data",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    factorId: integer("factor_id")
      .notNull()
      .references(() => crmFactors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("crm_data_factor_idx").on(t.factorId)],
);

/** CRM interactions with a customer (spec 3); the notification bell counts their next contacts (spec 4). */
export const customersInteractions = pgTable(
  "customers_interactions",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    customerId: integer("customer_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    stageId: integer("stage_id"),
    nextContactAt: timestamp("next_contact_at", { withTimezone: true }),
    notes: text("notes"),
    nextContactNotes: text("next_contact_notes"),
    customerTemperature: integer("customer_temperature").notNull().default(0),
    seasonalValue: moneyColumn("seasonal_value"),
    monthlyValue: moneyColumn("monthly_value"),
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

/** Contacts made in an interaction (spec 3: type whatsapp/email/call/meeting/online, made_at). */
export const interactionContacts = pgTable(
  "interaction_contacts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    interactionId: integer("interaction_id")
      .notNull()
      .references(() => customersInteractions.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    madeAt: timestamp("made_at", { withTimezone: true }).notNull(),
    userId: integer("user_id").references(() => users.id),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("interaction_contacts_interaction_idx").on(t.interactionId),
    index("interaction_contacts_made_idx").on(t.multiStoreId, t.madeAt),
  ],
);

/** Products offered in an interaction, with their values. */
export const interactionOffers = pgTable(
  "interaction_offers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    interactionId: integer("interaction_id")
      .notNull()
      .references(() => customersInteractions.id, { onDelete: "cascade" }),
    productId: integer("product_id"),
    description: text("description").notNull().default(""),
    quantity: quantity("quantity").notNull().default("1"),
    value: moneyColumn("value").notNull().default("0"),
    createdAt: createdAt(),
  },
  (t) => [index("interaction_offers_interaction_idx").on(t.interactionId)],
);

/** Files attached to an interaction, kept on the storage interface. */
export const interactionFiles = pgTable(
  "interaction_files",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    interactionId: integer("interaction_id")
      .notNull()
      .references(() => customersInteractions.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("interaction_files_interaction_idx").on(t.interactionId)],
);

/** Factor options recorded on an interaction (spec 7 POST /api/v1/interactions/{id}/data). */
export const interactionData = pgTable(
  "interaction_data",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    interactionId: integer("interaction_id")
      .notNull()
      .references(() => customersInteractions.id, { onDelete: "cascade" }),
    factorId: integer("factor_id")
      .notNull()
      .references(() => crmFactors.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => crmData.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("interaction_data_interaction_idx").on(t.interactionId),
    uniqueIndex("interaction_data_option_unique").on(t.interactionId, t.optionId),
  ],
);
