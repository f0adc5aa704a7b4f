import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/** CRM interactions with a customer (spec 3); the notification bell counts their next contacts (spec 4). */
export const customersInteractions = pgTable(
  "customers_interactions",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
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
