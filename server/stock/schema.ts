import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    price1: moneyColumn("price_1").notNull(),
    stockControl: boolean("stock_control").notNull().default(true),
    unitCost: moneyColumn("unit_cost").notNull().default("0"),
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
    /** The sale that moved the stock: a plain reference (no foreign key), so stock does not depend on the PDV. */
    saleId: integer("sale_id"),
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.companyId, t.createdAt),
    index("stock_movements_sale_idx").on(t.saleId),
  ],
);
