import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BuilderDataset } from "../../src/domain/report-builder.ts";
import type { SavedViewFilters } from "../../src/schemas/report-builder.ts";
import { createdAt, moneySum, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// The sales reports' daily summaries (issue 16 item 4). The reports and the insights home read these instead of
// summing sales, sale_items, financial_inflows and the card fees at each request. Statement-level triggers of
// migration `sales-report-summaries` keep them in the writing transaction: after each statement that writes sales,
// sale_items, financial_inflows or financial_entries, what its rows count for after it minus what they counted for
// before is added here. Cancelled sales (status 'canceled'), removed items (status false), reversed payment lines
// and cancelled fees count for nothing, so a cancel subtracts. A day is the business day (America/Sao_Paulo) of
// sales.created_at; the unit is the sale's. `server/reports/summaries.ts` recomputes them from the detail rows.
//
// As in the finance summaries, a key spreads over up to 8 rows (`slot` = the writing connection's pid modulo 8) so
// that one unit's concurrent sales do not queue on one row until commit; readers sum the slots.

/** Sales not cancelled per unit, day and user who made them: count, total, discounts, quantity of items sold. */
export const salesDays = pgTable(
  "sales_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    day: date("day").notNull(),
    userId: integer("user_id").notNull(),
    sales: integer("sales").notNull(),
    total: moneySum("total").notNull(),
    discounts: moneySum("discounts").notNull(),
    /** Quantity of the items not removed, in the sale unit. */
    items: numeric("items").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.day, t.userId, t.slot] })],
);

/** The same per seller of the sale (sales.seller_id; 0: none): count, total, quantity of items sold. */
export const sellerSalesDays = pgTable(
  "seller_sales_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    day: date("day").notNull(),
    sellerId: integer("seller_id").notNull(),
    sales: integer("sales").notNull(),
    total: moneySum("total").notNull(),
    items: numeric("items").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.day, t.sellerId, t.slot] })],
);

/**
 * Items not removed of the sales not cancelled, per unit, day and product: lines, quantity, revenue (the items'
 * totals) and cost. A line that recorded its unit cost adds round(quantity × unit_cost, 2) to `cost` under
 * `uncosted_quantity` 0; a line that recorded none (0) is costed at read time with the product's current cost, so it
 * is kept under its own quantity (`uncosted_quantity`, `lines` of them): round(quantity × cost, 2) × lines is exact.
 */
export const productSalesDays = pgTable(
  "product_sales_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    day: date("day").notNull(),
    productId: integer("product_id").notNull(),
    uncostedQuantity: numeric("uncosted_quantity").notNull(),
    lines: integer("lines").notNull(),
    quantity: numeric("quantity").notNull(),
    revenue: moneySum("revenue").notNull(),
    cost: moneySum("cost").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.day, t.productId, t.uncostedQuantity, t.slot] })],
);

/**
 * product_sales_days rolled up per calendar month and per calendar year (`period`: its first day), so that a year of
 * the whole network reads one row per unit and product instead of one per day. A statement-level trigger on
 * product_sales_days (migration `product-sales-rollups`) adds each change of a daily row to its month and year, in
 * the same transaction; `slot` is the daily row's. Readers take whole years and months from here and the days at the
 * edges of a period from product_sales_days (server/reports/product-sales.ts).
 */
const productSalesRollup = (name: string) =>
  pgTable(
    name,
    {
      multiStoreId: integer("multi_store_id").notNull(),
      companyId: integer("company_id").notNull(),
      period: date("period").notNull(),
      productId: integer("product_id").notNull(),
      uncostedQuantity: numeric("uncosted_quantity").notNull(),
      lines: integer("lines").notNull(),
      quantity: numeric("quantity").notNull(),
      revenue: moneySum("revenue").notNull(),
      cost: moneySum("cost").notNull(),
      slot: smallint("slot").notNull(),
    },
    (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.period, t.productId, t.uncostedQuantity, t.slot] })],
  );

export const productSalesMonths = productSalesRollup("product_sales_months");
export const productSalesYears = productSalesRollup("product_sales_years");

/**
 * Payment lines not reversed of the sales not cancelled, per unit, day and method: sales paid with the method
 * (each sale once, however many lines of the method it has), billed, received, and the card fees the finance
 * ledger booked with those sales (financial_entries of origin 'card_fee' not cancelled, by their method).
 * `payment_method_id` 0 counts the sales with any payment line (a sale paid with two methods once); its money is 0.
 */
export const paymentMethodDays = pgTable(
  "payment_method_days",
  {
    multiStoreId: integer("multi_store_id").notNull(),
    companyId: integer("company_id").notNull(),
    day: date("day").notNull(),
    paymentMethodId: integer("payment_method_id").notNull(),
    sales: integer("sales").notNull(),
    billed: moneySum("billed").notNull(),
    received: moneySum("received").notNull(),
    fees: moneySum("fees").notNull(),
    slot: smallint("slot").notNull(),
  },
  (t) => [primaryKey({ columns: [t.multiStoreId, t.companyId, t.day, t.paymentMethodId, t.slot] })],
);

// The report builder's saved views (/relatorios/datatables): per network and user, a name unique per user (any
// case), the dataset, grouping, measures and filters; a shared view is seen by the network's report users.

export const reportViews = pgTable(
  "report_views",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dataset: text("dataset").$type<BuilderDataset>().notNull(),
    groupBy: jsonb("group_by").$type<string[]>().notNull(),
    measures: jsonb("measures").$type<string[]>().notNull(),
    filters: jsonb("filters").$type<SavedViewFilters>().notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("report_views_name_unique").on(t.userId, sql`lower(${t.name})`),
    index("report_views_tenant_idx").on(t.multiStoreId),
  ],
);
