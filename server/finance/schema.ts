import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, percent, tenant } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// Payment methods, the chart of accounts and the money that comes in and goes out. Inflows and outflows are written
// only through the finance ledger of this module; the sale and cash register they belong to are plain references
// (no foreign key), so finance does not depend on the PDV.

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    /** money, pix, card, boleto or other: how the cash register totals it at closing. */
    kind: text("kind").notNull(),
    /** The card operator's or bank's fee, in percent (0 to 100, two decimals); finance reads it (issue 14). */
    feePercentage: percent("fee_percentage").notNull().default("0"),
    /** Days until the money is in the account (0: at once). */
    daysToReceive: integer("days_to_receive").notNull().default(0),
    /** The PDV gives change on this method (money by default): what was handed over may pass what is owed. */
    givesChange: boolean("gives_change").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_tenant_idx").on(t.multiStoreId)],
);

/** Chart of accounts (plano de contas); its code is unique per unit. */
export const accountPlans = pgTable(
  "account_plans",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    isInflow: boolean("is_inflow"),
    superId: integer("super_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("account_plans_code_unique").on(t.companyId, t.code)],
);

/** Payment lines of a sale. received_value: handed over; billing_value: what it pays of the sale (after change). */
export const financialInflows = pgTable(
  "financial_inflows",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    saleId: integer("sale_id").notNull(),
    cashMovementId: integer("cash_movement_id"),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    /** The method's kind when paid, so closing totals do not move if the method is edited later. */
    paymentKind: text("payment_kind").notNull(),
    position: smallint("position").notNull(),
    billingValue: moneyColumn("billing_value").notNull(),
    receivedValue: moneyColumn("received_value").notNull(),
    /** Installments. */
    quantity: smallint("quantity").notNull().default(1),
    received: boolean("received").notNull().default(true),
    dueDate: date("due_date").notNull(),
    receivedDate: date("received_date"),
    /** Set when the sale was canceled: the payment was reversed (given back) and no longer counts. */
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("financial_inflows_sale_idx").on(t.saleId),
    index("financial_inflows_cash_movement_idx").on(t.cashMovementId),
  ],
);

/** Expenses; paid ones with a cash movement left the drawer. */
export const financialOutflows = pgTable(
  "financial_outflows",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    cashMovementId: integer("cash_movement_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    description: text("description").notNull(),
    billingValue: moneyColumn("billing_value").notNull(),
    dueDate: date("due_date").notNull(),
    competencyDate: date("competency_date").notNull(),
    paid: boolean("paid").notNull().default(false),
    paidDate: date("paid_date"),
    createdAt: createdAt(),
  },
  (t) => [
    index("financial_outflows_cash_movement_idx").on(t.cashMovementId),
    index("financial_outflows_tenant_idx").on(t.multiStoreId, t.dueDate),
  ],
);
