import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
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

// Products and their stock per unit. Rows of sku_stocks and stock_movements are written only through the stock
// ledger of this module.

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
    /** 'product' or 'service': a service never touches stock. */
    kind: text("kind").notNull().default("product"),
    /** NCM (8 digits) and CEST (7 digits) of the fiscal classification; origin is the ICMS origin code 0–8. */
    ncm: text("ncm"),
    cest: text("cest"),
    origin: smallint("origin").notNull().default(0),
    /** Reference cost and price: what a unit starts from before its own (product_configs). */
    cost: moneyColumn("cost").notNull().default("0"),
    price: moneyColumn("price").notNull().default("0"),
    /** Market structure (market_structure rows). */
    departmentId: integer("department_id"),
    typeId: integer("type_id"),
    sectorId: integer("sector_id"),
    groupId: integer("group_id"),
    subgroupId: integer("subgroup_id"),
    /** Manufacturer and main supplier: rows of the suppliers module, plain references. */
    manufacturerId: integer("manufacturer_id"),
    supplierId: integer("supplier_id"),
    /** A variation (sold as its own SKU) points at the product it varies. */
    parentId: integer("parent_id"),
    /** Descriptive characteristics: [{ name, value }]. */
    attributes: jsonb("attributes").notNull().default([]),
    /** On a product with variations, the axes: [{ name: "Tamanho", values: ["P", "M"] }]. */
    variationAxes: jsonb("variation_axes").notNull().default([]),
    /** On a variation, its value on each axis: { "Tamanho": "P" }. */
    variationValues: jsonb("variation_values").notNull().default({}),
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
    // The list's text filter is ILIKE '%word%' on these three: trigram indexes answer it without reading every row
    // (one index a column: a multicolumn GIN is costed as a whole and the planner skips it for the SKU and EAN arms).
    index("products_description_trgm_idx").using("gin", t.fullDescription.op("gin_trgm_ops")),
    index("products_sku_trgm_idx").using("gin", t.sku.op("gin_trgm_ops")),
    index("products_ean_trgm_idx").using("gin", t.ean.op("gin_trgm_ops")),
    index("products_parent_idx").on(t.parentId),
    index("products_market_idx").on(t.multiStoreId, t.departmentId, t.groupId, t.subgroupId),
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
    price1: moneyColumn("price_1").notNull(),
    stockControl: boolean("stock_control").notNull().default(true),
    unitCost: moneyColumn("unit_cost").notNull().default("0"),
    /** Below this on hand the product shows in the low-stock report (thousandths of the sale unit). */
    minStock: quantity("min_stock").notNull().default("0"),
    /** A product inactive in the unit cannot be sold there. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("product_configs_unique").on(t.companyId, t.productId)],
);

/**
 * A unit's stocks (shop floor, warehouse, …). The unit's default stock is the one its PDV sells from; every unit
 * has exactly one default.
 */
export const stocks = pgTable(
  "stocks",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stocks_default_unique").on(t.companyId).where(sql`${t.isDefault}`),
    uniqueIndex("stocks_name_unique").on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Stock of a product's SKU in one stock of a unit: available = quantity + incoming − outgoing (spec 5.5). */
export const skuStocks = pgTable(
  "sku_stocks",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stocks.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: quantity("quantity").notNull().default("0"),
    incoming: quantity("incoming").notNull().default("0"),
    outgoing: quantity("outgoing").notNull().default("0"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sku_stocks_unique").on(t.stockId, t.productId),
    index("sku_stocks_company_idx").on(t.companyId, t.productId),
  ],
);

/** Every change of a SKU's stock, with why (sale, adjustment, transfer, count, purchase invoice). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stocks.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    skuStockId: integer("sku_stock_id").references(() => skuStocks.id),
    incoming: quantity("incoming").notNull().default("0"),
    outgoing: quantity("outgoing").notNull().default("0"),
    reason: text("reason").notNull(),
    /** The sale that moved the stock: a plain reference (no foreign key), so stock does not depend on the PDV. */
    saleId: integer("sale_id"),
    /** On-hand quantity of the SKU in its stock right after this movement. */
    balanceAfter: quantity("balance_after").notNull().default("0"),
    /** The stock count (inventário) whose closing posted it. */
    countId: integer("count_id"),
    /** The other stock of a transfer. */
    otherStockId: integer("other_stock_id"),
    /** The document that caused it when not a sale (a purchase invoice's id, …). */
    documentId: integer("document_id"),
    note: text("note"),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.companyId, t.createdAt),
    index("stock_movements_sale_idx").on(t.saleId),
    index("stock_movements_stock_idx").on(t.stockId, t.productId, t.id),
    index("stock_movements_reason_idx").on(t.multiStoreId, t.reason, t.createdAt),
  ],
);

/** Market structure: departments, types, sectors, groups (under a department) and subgroups (under a group). */
export const marketStructure = pgTable(
  "market_structure",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** 'department' | 'type' | 'sector' | 'group' | 'subgroup'. */
    level: text("level").notNull(),
    name: text("name").notNull(),
    /** A group's department, a subgroup's group. */
    parentId: integer("parent_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("market_structure_unique").on(
      t.multiStoreId,
      t.level,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Extras offered with a product (adicionais), each another product sold at its own extra price. */
export const productExtras = pgTable(
  "product_extras",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    extraProductId: integer("extra_product_id")
      .notNull()
      .references(() => products.id),
    price: moneyColumn("price").notNull().default("0"),
    position: smallint("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_extras_unique").on(t.productId, t.extraProductId)],
);

/** A product's composition (kit or recipe): components taken out of stock when the product sells. */
export const productComponents = pgTable(
  "product_components",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    componentId: integer("component_id")
      .notNull()
      .references(() => products.id),
    /** Thousandths of the component's sale unit per one unit of the product. */
    quantity: quantity("quantity").notNull(),
  },
  (t) => [uniqueIndex("product_components_unique").on(t.productId, t.componentId)],
);

/** A custom combo's choice groups (combo personalizado): the customer picks between min and max options. */
export const productComboGroups = pgTable("product_combo_groups", {
  id: serial("id").primaryKey(),
  multiStoreId: tenant(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  minChoices: smallint("min_choices").notNull().default(0),
  maxChoices: smallint("max_choices").notNull().default(1),
  position: smallint("position").notNull().default(0),
});

export const productComboOptions = pgTable(
  "product_combo_options",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    groupId: integer("group_id")
      .notNull()
      .references(() => productComboGroups.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    extraPrice: moneyColumn("extra_price").notNull().default("0"),
  },
  (t) => [uniqueIndex("product_combo_options_unique").on(t.groupId, t.productId)],
);

/** A product's photos, in order (the first is the main one); the images are rows of the images module. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageId: integer("image_id").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_images_unique").on(t.productId, t.imageId)],
);

/**
 * A stock count (inventário): on-hand of every product of the stock is snapshotted when it starts; counted
 * quantities are entered while the shop sells; closing posts counted − (snapshot + moved since) as loss or leftover.
 */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: company(),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stocks.id),
    /** 'open' | 'closed' | 'canceled'. */
    status: text("status").notNull().default("open"),
    note: text("note"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer("started_by").references(() => users.id),
    /** The last stock_movements id when it started: what moved since is every later movement. */
    lastMovementId: integer("last_movement_id").notNull().default(0),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id),
  },
  (t) => [uniqueIndex("stock_counts_open_unique").on(t.stockId).where(sql`${t.status} = 'open'`)],
);

export const stockCountItems = pgTable(
  "stock_count_items",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    countId: integer("count_id")
      .notNull()
      .references(() => stockCounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    snapshot: quantity("snapshot").notNull().default("0"),
    /** Null until counted. */
    counted: quantity("counted"),
    /** What the books held when the count closed (snapshot + moved since it started); null before. */
    expected: quantity("expected"),
    countedAt: timestamp("counted_at", { withTimezone: true }),
    countedBy: integer("counted_by").references(() => users.id),
  },
  (t) => [uniqueIndex("stock_count_items_unique").on(t.countId, t.productId)],
);
