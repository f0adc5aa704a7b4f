import { sql } from "drizzle-orm";
import {
  boolean,
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
import { company, createdAt, moneyColumn, moneySum, percent, quantity, tenant, updatedAt } from "../db/columns.ts";
import { customerAddresses, customers } from "../customers/schema.ts";
import { companies } from "../network/schema.ts";
import { sellers } from "../sellers/public.ts";
import { products } from "../stock/schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { users } from "../users/schema.ts";

// Point of sale (issue 4): people, cash registers, sales, budgets, money taken out of the drawer; products and stock
// belong to server/stock, payments to server/finance. Money is numeric(14,2) (integer cents in src/domain), a
// register's sums plain numeric (bigint cents); quantities numeric(14,3) (thousandths in src/domain).

export const deliveryMen = pgTable(
  "delivery_men",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** null: works for every unit of the network. */
    companyId: integer("company_id").references(() => companies.id),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("delivery_men_tenant_idx").on(t.multiStoreId)],
);

/** One cash register session: opened with a float, closed with counted and expected values per kind. */
export const cashMovements = pgTable(
  "cash_movements",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    cashSupply: moneyColumn("cash_supply").notNull().default("0"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the cashier confirmed the counts (inserted_*): from then on they cannot change, nor can the drawer. */
    countedAt: timestamp("counted_at", { withTimezone: true }),
    insertedMoneyValue: moneyColumn("inserted_money_value"),
    insertedPixValue: moneyColumn("inserted_pix_value"),
    insertedCardValue: moneyColumn("inserted_card_value"),
    // Sums of every sale in the register: as wide as it takes.
    expectedMoneyValue: moneySum("expected_money_value"),
    expectedPixValue: moneySum("expected_pix_value"),
    expectedCardValue: moneySum("expected_card_value"),
    moneyDifference: moneySum("money_difference"),
    pixDifference: moneySum("pix_difference"),
    cardDifference: moneySum("card_difference"),
  },
  (t) => [
    uniqueIndex("cash_movements_one_open").on(t.companyId, t.userId).where(sql`${t.closedAt} is null`),
    index("cash_movements_tenant_idx").on(t.multiStoreId, t.openedAt),
    index("cash_movements_company_idx").on(t.companyId, t.openedAt),
  ],
);

export const sales = pgTable(
  "sales",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    /** null for a placeholder session (POS 10 without a register). */
    cashMovementId: integer("cash_movement_id").references(() => cashMovements.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
    customerObjectId: integer("customer_object_id"),
    customerDocId1: text("customer_doc_id_1"),
    deliveryAddressId: integer("delivery_address_id").references(() => customerAddresses.id),
    transporterId: integer("transporter_id").references(() => transporters.id),
    deliveryManId: integer("delivery_man_id").references(() => deliveryMen.id),
    sellerId: integer("seller_id").references(() => sellers.id),
    fromHotel: boolean("from_hotel").notNull().default(false),
    hotelCustomer: jsonb("hotel_customer"),
    fiscalEmission: text("fiscal_emission"),
    shippingMethod: smallint("shipping_method").notNull().default(9),
    deliveryCharge: moneyColumn("delivery_charge").notNull().default("0"),
    deliveryCost: moneyColumn("delivery_cost").notNull().default("0"),
    percentageDiscount: percent("percentage_discount").notNull().default("0"),
    grossTotal: moneyColumn("gross_total").notNull(),
    discountTotal: moneyColumn("discount_total").notNull(),
    itemsTotal: moneyColumn("items_total").notNull(),
    total: moneyColumn("total").notNull(),
    inflowsTotal: moneyColumn("inflows_total").notNull(),
    totalChange: moneyColumn("total_change").notNull().default("0"),
    notes: text("notes").notNull().default(""),
    operationNature: text("operation_nature").notNull().default("Venda"),
    nfeObservations: jsonb("nfe_observations"),
    /** finished, or canceled (issue 11: POST /sales/{id}/cancel, with who, when and why). */
    status: text("status").notNull().default("finished"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    canceledBy: integer("canceled_by").references(() => users.id),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sales_tenant_idx").on(t.multiStoreId, t.createdAt),
    index("sales_company_idx").on(t.companyId, t.createdAt),
    index("sales_cash_movement_idx").on(t.cashMovementId),
    // A customer's purchases (insights: the new customers who bought in the units reported on).
    index("sales_customer_idx").on(t.customerId, t.companyId).where(sql`${t.customerId} is not null`),
    // The delivery reports (RPT 8, 15): the unit's deliveries (shipping method other than 9, "Sem frete") by time.
    index("sales_delivery_idx").on(t.companyId, t.createdAt).where(sql`${t.shippingMethod} <> 9`),
  ],
);

const itemColumns = () => ({
  id: serial("id").primaryKey(),
  multiStoreId: tenant(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id),
  position: smallint("position").notNull(),
  /** The product's description when sold or quoted. */
  description: text("description").notNull(),
  quantity: quantity("quantity").notNull(),
  unitPrice: moneyColumn("unit_price").notNull(),
  /** price_1 of the unit at that moment: unit_price differs when the cashier changed it. */
  listPrice: moneyColumn("list_price").notNull(),
  unitCost: moneyColumn("unit_cost").notNull().default("0"),
  /** Reais, or a percentage when discount_percentage_mode. */
  manualDiscount: moneyColumn("manual_discount").notNull().default("0"),
  discountPercentageMode: boolean("discount_percentage_mode").notNull().default(false),
  /** Manual plus sale-wide discount, in reais. */
  discount: moneyColumn("discount").notNull().default("0"),
  total: moneyColumn("total").notNull(),
  /** false: removed from the sale before finalizing (kept for the record, not counted). */
  status: boolean("status").notNull().default(true),
  attendantId: integer("attendant_id").references(() => sellers.id),
});

export const saleItems = pgTable(
  "sale_items",
  {
    ...itemColumns(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
  },
  (t) => [index("sale_items_sale_idx").on(t.saleId), index("sale_items_product_idx").on(t.productId)],
);

/** Cash withdrawn from the drawer during a register session. */
export const sangrias = pgTable(
  "sangrias",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    cashMovementId: integer("cash_movement_id")
      .notNull()
      .references(() => cashMovements.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    value: moneyColumn("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sangrias_cash_movement_idx").on(t.cashMovementId)],
);

/** Orçamentos: a quote with the sale's fields, printable, later converted into a sale. */
export const budgets = pgTable(
  "budgets",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
    customerObjectId: integer("customer_object_id"),
    deliveryAddressId: integer("delivery_address_id").references(() => customerAddresses.id),
    transporterId: integer("transporter_id").references(() => transporters.id),
    deliveryManId: integer("delivery_man_id").references(() => deliveryMen.id),
    sellerId: integer("seller_id").references(() => sellers.id),
    shippingMethod: smallint("shipping_method").notNull().default(9),
    deliveryCharge: moneyColumn("delivery_charge").notNull().default("0"),
    deliveryCost: moneyColumn("delivery_cost").notNull().default("0"),
    percentageDiscount: percent("percentage_discount").notNull().default("0"),
    grossTotal: moneyColumn("gross_total").notNull(),
    discountTotal: moneyColumn("discount_total").notNull(),
    itemsTotal: moneyColumn("items_total").notNull(),
    total: moneyColumn("total").notNull(),
    notes: text("notes").notNull().default(""),
    /** open, or converted (then sale_id is set). */
    status: text("status").notNull().default("open"),
    saleId: integer("sale_id").references(() => sales.id),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("budgets_tenant_idx").on(t.multiStoreId, t.createdAt),
    // A sale is made from one budget at most.
    uniqueIndex("budgets_one_per_sale").on(t.saleId).where(sql`${t.saleId} is not null`),
  ],
);

export const budgetItems = pgTable(
  "budget_items",
  {
    ...itemColumns(),
    budgetId: integer("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
  },
  (t) => [index("budget_items_budget_idx").on(t.budgetId)],
);

/** Quick-pick tabs of the sale screen (spec 3, Tab; CNF 1): a name and the products shown as buttons, in order. */
export const posTabs = pgTable(
  "pos_tabs",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    position: smallint("position").notNull().default(0),
    /** Product ids in button order (plain references to products of the network). */
    productsIds: integer("products_ids").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("pos_tabs_network_idx").on(t.multiStoreId, t.position)],
);
