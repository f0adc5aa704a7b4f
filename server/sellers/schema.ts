import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { percent, tenant } from "../db/columns.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";

// Sellers and attendants (/vendedores, issue 12): the sale's `seller` and each item's `attendant_id` in the PDV.
// The table is the one the PDV created (issue 4); the PDV reads it through ./public.ts.

export const sellers = pgTable(
  "sellers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** null: sells in every unit of the network. */
    companyId: integer("company_id").references(() => companies.id),
    /** The network user who is this seller, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Commission on what they sell, in percent (0 to 100, two decimals). */
    commissionPercentage: percent("commission_percentage").notNull().default("0"),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("sellers_tenant_idx").on(t.multiStoreId)],
);
