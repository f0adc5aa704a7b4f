import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, quantity, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// Purchase invoices (issue 14 item 5; spec 2.2 /fatura-de-compra, 2.9 INV 1). A draft is edited freely; posting it
// puts the goods into a stock through the stock ledger and creates its payables through the finance ledger, in one
// transaction; canceling reverses both. Supplier, stock, product and account-plan ids are plain references to other
// modules' rows.

export const purchaseInvoices = pgTable(
  "purchase_invoices",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    stockId: integer("stock_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    /** ide/nNF and ide/serie of the NF-e. */
    number: text("number").notNull(),
    series: text("series").notNull().default(""),
    /** The NF-e's 44-digit access key when imported from its XML. */
    accessKey: text("access_key"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    freight: moneyColumn("freight").notNull().default("0"),
    ipi: moneyColumn("ipi").notNull().default("0"),
    icmsSt: moneyColumn("icms_st").notNull().default("0"),
    otherCosts: moneyColumn("other_costs").notNull().default("0"),
    discount: moneyColumn("discount").notNull().default("0"),
    /** Sum of the lines, and the total to pay (recomputed by the server on every save). */
    itemsTotal: moneyColumn("items_total").notNull().default("0"),
    total: moneyColumn("total").notNull().default("0"),
    /** The account-plan row of its payables (by default goods purchased, 4.1). */
    accountPlanId: integer("account_plan_id"),
    /** [{ due_date, value }] in cents: the payables it creates when posted. */
    installments: jsonb("installments").notNull().default([]),
    /** 'draft' | 'posted' | 'canceled'. */
    status: text("status").notNull().default("draft"),
    notes: text("notes").notNull().default(""),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("purchase_invoices_list_idx").on(t.multiStoreId, t.issueDate, t.id),
    // One posted invoice per supplier, number and series ('Nota já lançada').
    uniqueIndex("purchase_invoices_posted_unique")
      .on(t.multiStoreId, t.supplierId, t.number, t.series)
      .where(sql`${t.status} = 'posted'`),
  ],
);

/** An invoice's lines; landed_cost is the line's total plus its share of charges less discount, set when saved. */
export const purchaseInvoiceItems = pgTable(
  "purchase_invoice_items",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => purchaseInvoices.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    productId: integer("product_id").notNull(),
    /** What the supplier calls it (det/prod: cProd, xProd, uCom), kept from the XML. */
    supplierCode: text("supplier_code").notNull().default(""),
    description: text("description").notNull().default(""),
    quantity: quantity("quantity").notNull(),
    unitCost: moneyColumn("unit_cost").notNull(),
    total: moneyColumn("total").notNull(),
    landedCost: moneyColumn("landed_cost").notNull(),
  },
  (t) => [index("purchase_invoice_items_invoice_idx").on(t.invoiceId, t.position)],
);

/** Which product a supplier's code (cProd) is, learned when an imported line is linked, so the next import matches. */
export const supplierProductCodes = pgTable(
  "supplier_product_codes",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    supplierId: integer("supplier_id").notNull(),
    code: text("code").notNull(),
    productId: integer("product_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("supplier_product_codes_unique").on(t.multiStoreId, t.supplierId, t.code)],
);
