import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, money, moneySum, multiStores, paymentMethods, users } from "./schema.ts";

// Point of sale (issue 4): catalog, people, cash registers, sales, budgets, money in and out of the drawer.
// Money is numeric(14,2) (integer cents in src/domain), a register's sums plain numeric (bigint cents);
// quantities numeric(14,3) (thousandths in src/domain).

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const tenant = () =>
  integer("multi_store_id")
    .notNull()
    .references(() => multiStores.id);
const company = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** Letters folded for search: accents dropped before lower(), so the result does not depend on the database locale. */
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of a product's description ('simple': no stemming, accents folded), kept by PostgreSQL itself
 * (a stored generated column) and matched by prefix: `search_vector @@ to_tsquery('simple', 'cami:* & pret:*')`.
 */
const descriptionWords = sql.raw(
  `to_tsvector('simple'::regconfig, lower(translate("full_description", '${ACCENTED}', '${PLAIN}')))`,
);

/** Products and services of a network; price, stock control and cost are per unit (product_configs). */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    fullDescription: text("full_description").notNull(),
    sku: text("sku").notNull(),
    /** EAN-13 / GTIN barcode, when the product has one. */
    ean: text("ean"),
    saleUnitName: text("sale_unit_name").notNull().default("Unidade"),
    saleUnitDecimals: smallint("sale_unit_decimals").notNull().default(0),
    status: boolean("status").notNull().default(true),
    searchVector: tsvector("search_vector").generatedAlwaysAs(descriptionWords),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_sku_unique").on(t.multiStoreId, sql`lower(${t.sku})`),
    index("products_sku_prefix_idx").on(t.multiStoreId, sql`lower(${t.sku}) text_pattern_ops`),
    index("products_ean_idx").on(t.multiStoreId, t.ean),
    index("products_description_idx").on(t.multiStoreId, sql`lower(${t.fullDescription})`, t.id),
    index("products_search_idx").using("gin", t.searchVector),
  ],
);

/** A product's price, stock control and cost in one unit ("productConfigOfCompany"). */
export const productConfigs = pgTable(
  "product_configs",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price1: money("price_1").notNull(),
    stockControl: boolean("stock_control").notNull().default(true),
    unitCost: money("unit_cost").notNull().default("0"),
  },
  (t) => [uniqueIndex("product_configs_unique").on(t.companyId, t.productId)],
);

/** Stock of a product's SKU in one unit: available = quantity + incoming − outgoing (spec 5.5). */
export const skuStocks = pgTable(
  "sku_stocks",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: quantity("quantity").notNull().default("0"),
    incoming: quantity("incoming").notNull().default("0"),
    outgoing: quantity("outgoing").notNull().default("0"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sku_stocks_unique").on(t.companyId, t.productId)],
);

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    publicId: uuid("public_id").notNull().defaultRandom(),
    name: text("name").notNull(),
    nickname: text("nickname").notNull().default(""),
    /** F: pessoa física (CPF), J: pessoa jurídica (CNPJ). */
    customerType: text("customer_type").notNull().default("F"),
    /** CPF or CNPJ, digits only. */
    docId1: text("doc_id_1").notNull().default(""),
    phone1: text("phone1").notNull().default(""),
    email: text("email").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customers_name_idx").on(t.multiStoreId, sql`lower(${t.name})`),
    index("customers_doc_idx").on(t.multiStoreId, t.docId1),
    index("customers_phone_idx").on(t.multiStoreId, t.phone1),
    // One customer per CPF/CNPJ in a network (spec 5.1 'CPF já cadastrado' / 'CNPJ já cadastrado').
    uniqueIndex("customers_doc_unique").on(t.multiStoreId, t.docId1).where(sql`${t.docId1} <> ''`),
  ],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    zipCode: text("zip_code").notNull().default(""),
    address1: text("address_1").notNull(),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    main: boolean("main").notNull().default(false),
    /** false: removed from the customer; kept because sales and budgets may point at it. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** A customer's contact people (spec 2.5, the contatos tab). */
export const customerContacts = pgTable(
  "customer_contacts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    /** Digits only. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [index("customer_contacts_customer_idx").on(t.customerId)],
);

/** Carriers (spec 3, transporter). */
export const transporters = pgTable(
  "transporters",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    docId1: text("doc_id_1").notNull().default(""),
    stateTaxId: text("state_tax_id").notNull().default(""),
    address1: text("address_1").notNull().default(""),
    addressNumber: text("address_number").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    licensePlate: text("license_plate").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("transporters_name_idx").on(t.multiStoreId, sql`lower(${t.name})`)],
);

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

/** Sellers and attendants: the sale's `seller` and each item's `attendant_id`. */
export const sellers = pgTable(
  "sellers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: integer("company_id").references(() => companies.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("sellers_tenant_idx").on(t.multiStoreId)],
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
    cashSupply: money("cash_supply").notNull().default("0"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    insertedMoneyValue: money("inserted_money_value"),
    insertedPixValue: money("inserted_pix_value"),
    insertedCardValue: money("inserted_card_value"),
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
    deliveryCharge: money("delivery_charge").notNull().default("0"),
    deliveryCost: money("delivery_cost").notNull().default("0"),
    percentageDiscount: percent("percentage_discount").notNull().default("0"),
    grossTotal: money("gross_total").notNull(),
    discountTotal: money("discount_total").notNull(),
    itemsTotal: money("items_total").notNull(),
    total: money("total").notNull(),
    inflowsTotal: money("inflows_total").notNull(),
    totalChange: money("total_change").notNull().default("0"),
    notes: text("notes").notNull().default(""),
    operationNature: text("operation_nature").notNull().default("Venda"),
    nfeObservations: jsonb("nfe_observations"),
    /** finished; canceled later by the sales history. */
    status: text("status").notNull().default("finished"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sales_tenant_idx").on(t.multiStoreId, t.createdAt),
    index("sales_company_idx").on(t.companyId, t.createdAt),
    index("sales_cash_movement_idx").on(t.cashMovementId),
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
  unitPrice: money("unit_price").notNull(),
  /** price_1 of the unit at that moment: unit_price differs when the cashier changed it. */
  listPrice: money("list_price").notNull(),
  unitCost: money("unit_cost").notNull().default("0"),
  /** Reais, or a percentage when discount_percentage_mode. */
  manualDiscount: money("manual_discount").notNull().default("0"),
  discountPercentageMode: boolean("discount_percentage_mode").notNull().default(false),
  /** Manual plus sale-wide discount, in reais. */
  discount: money("discount").notNull().default("0"),
  total: money("total").notNull(),
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

/** Payment lines of a sale. received_value: handed over; billing_value: what it pays of the sale (after change). */
export const financialInflows = pgTable(
  "financial_inflows",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    cashMovementId: integer("cash_movement_id").references(() => cashMovements.id),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    /** The method's kind when paid, so closing totals do not move if the method is edited later. */
    paymentKind: text("payment_kind").notNull(),
    position: smallint("position").notNull(),
    billingValue: money("billing_value").notNull(),
    receivedValue: money("received_value").notNull(),
    /** Installments. */
    quantity: smallint("quantity").notNull().default(1),
    received: boolean("received").notNull().default(true),
    dueDate: date("due_date").notNull(),
    receivedDate: date("received_date"),
    createdAt: createdAt(),
  },
  (t) => [
    index("financial_inflows_sale_idx").on(t.saleId),
    index("financial_inflows_cash_movement_idx").on(t.cashMovementId),
  ],
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
    value: money("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sangrias_cash_movement_idx").on(t.cashMovementId)],
);

/** Expenses; paid ones with a cash movement left the drawer. */
export const financialOutflows = pgTable(
  "financial_outflows",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    cashMovementId: integer("cash_movement_id").references(() => cashMovements.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    description: text("description").notNull(),
    billingValue: money("billing_value").notNull(),
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

/** Every change of a SKU's stock, with why (sale, adjustment). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    skuStockId: integer("sku_stock_id").references(() => skuStocks.id),
    incoming: quantity("incoming").notNull().default("0"),
    outgoing: quantity("outgoing").notNull().default("0"),
    reason: text("reason").notNull(),
    saleId: integer("sale_id").references(() => sales.id),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.companyId, t.createdAt),
    index("stock_movements_sale_idx").on(t.saleId),
  ],
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
    deliveryCharge: money("delivery_charge").notNull().default("0"),
    deliveryCost: money("delivery_cost").notNull().default("0"),
    percentageDiscount: percent("percentage_discount").notNull().default("0"),
    grossTotal: money("gross_total").notNull(),
    discountTotal: money("discount_total").notNull(),
    itemsTotal: money("items_total").notNull(),
    total: money("total").notNull(),
    notes: text("notes").notNull().default(""),
    /** open, or converted (then sale_id is set). */
    status: text("status").notNull().default("open"),
    saleId: integer("sale_id").references(() => sales.id),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("budgets_tenant_idx").on(t.multiStoreId, t.createdAt)],
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

/**
 * Idempotency-Key of money-moving POSTs: the first answer is stored in the same transaction as the write,
 * so a retried request gets it back and writes nothing more.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    status: smallint("status").notNull(),
    /** json, not jsonb: a replay answers the very same bytes (jsonb would reorder the keys). */
    body: json("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_unique").on(t.multiStoreId, t.key)],
);
