import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { company, createdAt, moneyColumn, moneySum, percent, tenant, updatedAt } from "../db/columns.ts";
import { sql } from "drizzle-orm";
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

/**
 * Where money is (FIN 3): bank accounts, each register's drawer and the unit's safe. A balance is the sum of the
 * account's movements (account_movements); deleting an account deactivates it.
 */
export const financeAccounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    publicId: uuid("public_id").notNull().defaultRandom(),
    multiStoreId: tenant(),
    companyId: company(),
    accountName: text("account_name").notNull(),
    /** bank, drawer (the PDV's cash drawer of the unit), safe (where sangrias go) or other. */
    kind: text("kind").notNull().default("bank"),
    /** COMPE code of a Brazilian bank (e.g. 001, 341), null for drawers and safes. */
    bankCode: text("bank_code"),
    bankAgencyNumber: text("bank_agency_number"),
    bankAgencyDigit: text("bank_agency_digit"),
    bankAccountNumber: text("bank_account_number"),
    bankAccountDigit: text("bank_account_digit"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_tenant_idx").on(t.multiStoreId, t.companyId),
    // One drawer and one safe per unit: the PDV and the sangria find them by kind.
    uniqueIndex("accounts_one_drawer_or_safe_per_unit")
      .on(t.companyId, t.kind)
      .where(sql`${t.kind} in ('drawer', 'safe')`),
  ],
);

/**
 * Payables and receivables (FIN 1): one row per installment. value is what the installment is worth;
 * settled_value the principal settled so far (partial settlements leave the rest open). Written only through the
 * finance ledger (server/finance/ledger.ts).
 */
export const financialEntries = pgTable(
  "financial_entries",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    /** receive (a receivable, money coming in) or pay (a payable). */
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    /** Plain references to the suppliers and customers modules (no foreign key across modules). */
    supplierId: integer("supplier_id"),
    customerId: integer("customer_id"),
    accountPlanId: integer("account_plan_id").references(() => accountPlans.id),
    /** The account the money is expected in or from (settlements name their own). */
    accountId: integer("account_id").references(() => financeAccounts.id),
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id),
    competencyDate: date("competency_date").notNull(),
    dueDate: date("due_date").notNull(),
    value: moneyColumn("value").notNull(),
    settledValue: moneyColumn("settled_value").notNull().default("0"),
    /** The day the last settlement completed it; null while anything is open. */
    settledDate: date("settled_date"),
    installmentNumber: smallint("installment_number").notNull().default(1),
    installmentCount: smallint("installment_count").notNull().default(1),
    /** The installments of one bill share it (a random id given by the ledger). */
    groupId: uuid("group_id").notNull().defaultRandom(),
    /** manual, sale, pdv_outflow, card_fee, invoice, closing or statement: what created it. */
    origin: text("origin").notNull().default("manual"),
    /** The row of the origin (sale id, invoice id, outflow id…), a plain reference. */
    originId: integer("origin_id"),
    document: text("document"),
    notes: text("notes"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("financial_entries_due_idx").on(t.multiStoreId, t.dueDate),
    index("financial_entries_competency_idx").on(t.multiStoreId, t.competencyDate),
    index("financial_entries_origin_idx").on(t.origin, t.originId),
    index("financial_entries_group_idx").on(t.groupId),
    // Open entries by due date without the table (index-only); the reports read finance_open_days instead.
    index("financial_entries_open_idx")
      .on(t.multiStoreId, t.dueDate, t.companyId, t.accountId, t.kind, t.value, t.settledValue)
      .where(sql`${t.canceledAt} is null and ${t.value} > ${t.settledValue}`),
  ],
);

/** One settlement (baixa) of an entry: principal plus interest and fine minus discount moved through an account. */
export const financialSettlements = pgTable(
  "financial_settlements",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => financialEntries.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => financeAccounts.id),
    date: date("date").notNull(),
    /** The principal this settlement pays of the entry. */
    value: moneyColumn("value").notNull(),
    interest: moneyColumn("interest").notNull().default("0"),
    fine: moneyColumn("fine").notNull().default("0"),
    discount: moneyColumn("discount").notNull().default("0"),
    /** What moved in the account: value + interest + fine − discount. */
    amount: moneyColumn("amount").notNull(),
    /** Set when the settlement was undone (reopened); kept for the record. */
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("financial_settlements_entry_idx").on(t.entryId)],
);

/**
 * Money in and out of an account, signed (+ in, − out): settlements, transfers (a sangria: drawer to safe),
 * closing adjustments and opening balances. An account's balance is the sum of its rows not reversed.
 */
export const accountMovements = pgTable(
  "account_movements",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    accountId: integer("account_id")
      .notNull()
      .references(() => financeAccounts.id),
    date: date("date").notNull(),
    amount: moneySum("amount").notNull(),
    /** settlement, transfer, adjustment or opening. */
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    settlementId: integer("settlement_id").references(() => financialSettlements.id),
    /** The two sides of a transfer share it. */
    transferId: uuid("transfer_id"),
    /** What caused it when not a settlement (sangria id, cash register id…), a plain reference. */
    origin: text("origin"),
    originId: integer("origin_id"),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_movements_account_idx").on(t.accountId, t.date),
    index("account_movements_tenant_idx").on(t.multiStoreId, t.date),
    index("account_movements_settlement_idx").on(t.settlementId),
    // Transfers, which the cash flow reads row by row (two accounts of the scope net out).
    index("account_movements_transfer_idx")
      .on(t.multiStoreId, t.date, t.companyId, t.accountId, t.amount, t.transferId, t.id)
      .where(sql`${t.reversedAt} is null and ${t.kind} = 'transfer'`),
    index("account_movements_transfer_pair_idx").on(t.transferId).where(sql`${t.transferId} is not null`),
  ],
);

// ── Report summaries (issue 14 item 10) ──────────────────────────────────────────────────────────────────────
// Sums of the rows above kept per unit and month or day, so the DRE and the cash flow read a few thousand rows
// instead of the whole history. Triggers of migration `finance-report-summaries` keep them, in the transaction
// that writes the detail rows (whatever writes them: the ledger, an entry's edit or cancel), by adding what each
// statement's rows counted for after it minus what they counted for before (server/finance/summaries.ts).
// `entries`/`movements` count the rows summed: a key whose count is 0 holds no row any more and is not reported.
// `slot` (the writing connection's pid modulo 8) spreads a key over up to 8 rows, so concurrent transactions of one
// unit (sales at several registers) do not wait for each other's commit on one summary row; readers sum the slots.

/** Entries not canceled with a chart row, per row and competency month: signed value and settled principal. */
export const financePlanMonths = pgTable(
  "finance_plan_months",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    accountPlanId: integer("account_plan_id").notNull(),
    /** The first day of the competency month. */
    month: date("month").notNull(),
    entries: integer("entries").notNull(),
    /** Receivables minus payables: value, and settled_value. */
    foreseen: moneySum("foreseen").notNull(),
    realized: moneySum("realized").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.accountPlanId, t.month, t.slot] })],
);

/** The open part (value − settled_value) of the entries not canceled and not fully settled, per account and due day. */
export const financeOpenDays = pgTable(
  "finance_open_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    /** The entry's account; 0 when it names none. */
    accountId: integer("account_id").notNull(),
    dueDate: date("due_date").notNull(),
    entries: integer("entries").notNull(),
    /** Open part of the receivables, of the payables. */
    inflows: moneySum("inflows").notNull(),
    outflows: moneySum("outflows").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.dueDate, t.accountId, t.slot] })],
);

/** Account movements not reversed and not transfers (those are read row by row), per account and day. */
export const accountMovementDays = pgTable(
  "account_movement_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    accountId: integer("account_id").notNull(),
    date: date("date").notNull(),
    movements: integer("movements").notNull(),
    /** The sum of the positive amounts, and of the negative ones as a positive number. */
    inflows: moneySum("inflows").notNull(),
    outflows: moneySum("outflows").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.date, t.accountId, t.slot] })],
);

/** Files attached to a payable or receivable (its anexos tab: the bill, the receipt); bytes in the storage. */
export const financialEntryFiles = pgTable(
  "financial_entry_files",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => financialEntries.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("financial_entry_files_entry_idx").on(t.entryId)],
);

/**
 * Bank reconciliation (issue 14 item 8): the lines of the OFX statements imported into an account. FITID is the
 * bank's id of a line, unique per account so importing the same statement again adds nothing. A line is reconciled
 * when it names the settlement it is (an existing one, one taken from an open entry, or a new entry's).
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    accountId: integer("account_id")
      .notNull()
      .references(() => financeAccounts.id),
    fitId: text("fit_id").notNull(),
    date: date("date").notNull(),
    /** Signed as the bank gives it: + credit (money in), − debit. */
    amount: moneyColumn("amount").notNull(),
    memo: text("memo").notNull().default(""),
    /** The entry and settlement the line was reconciled with; null while unmatched. */
    entryId: integer("entry_id").references(() => financialEntries.id),
    settlementId: integer("settlement_id").references(() => financialSettlements.id),
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_fit_id_unique").on(t.accountId, t.fitId),
    // A settlement is the money of one line: two lines reconciled with it at once, the second is refused.
    uniqueIndex("bank_statement_lines_settlement_unique").on(t.settlementId),
    index("bank_statement_lines_account_idx").on(t.accountId, t.date),
  ],
);
