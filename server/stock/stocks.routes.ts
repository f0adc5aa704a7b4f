import { aliasedTable, and, asc, desc, eq, sql } from "drizzle-orm";
import { availableStock, LOSSES_REPORT_REQUIREMENT, STOCKS_REQUIREMENT } from "../../src/domain/stock.ts";
import { stockEndpoints } from "../../src/schemas/endpoints/stock.ts";
import type { CompanyId, ProductId, StockId } from "../../src/schemas/ids.ts";
import type { StockDetail, StockMovementItem, StockPatch } from "../../src/schemas/stock.ts";
import { moneySumText } from "../db/money-sum.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { type AuditEntry, defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { productConfigs, products, skuStocks, stockMovements, stocks } from "./schema.ts";
import { loadStock, milliFromDb, quantityOut, stockInvalid, unitCostSql } from "./stocks-store.ts";

// /estoques (issue 13 item 3, spec 2.4, STO 1): the stocks of the network's units, one stock, creating and changing
// one (the unit's default moves in one transaction; the default cannot be deactivated), a stock's position per
// product and its movements.

/** Value at cost of a stock: on hand × the unit cost of each product in the stock's unit. */
// The sum of each product's value rounded to the cent, as the position tab lists and totals them (one total for both).
const stockValueSql = sql<string>`(select coalesce(sum(round(s.quantity * coalesce(pc.unit_cost, p.cost), 2)), 0)
  from sku_stocks s join products p on p.id = s.product_id
  left join product_configs pc on pc.product_id = s.product_id and pc.company_id = s.company_id
  where s.stock_id = "stocks"."id")`;
const stockProductsSql = sql<number>`(select count(*)::int from sku_stocks s where s.stock_id = "stocks"."id" and s.quantity <> 0)`;

const list = defineRoute({
  endpoint: stockEndpoints.list,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Stocks of the network's units, with how many products each holds and their value at cost",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: stocks, session },
      sort: {
        by: {
          name: sql`lower(${stocks.name})`,
          company_name: sql`lower(${companies.name})`,
          is_default: stocks.isDefault,
          active: stocks.active,
          products: stockProductsSql,
          value_at_cost: stockValueSql,
        },
        field: "company_name",
        direction: "asc",
        tieBreak: [desc(stocks.isDefault), asc(sql`lower(${stocks.name})`), asc(stocks.id)],
      },
      search: { columns: [stocks.name, companies.name] },
      where: [query.company_id ? eq(stocks.companyId, query.company_id) : undefined],
      rows: db
        .select({
          id: stocks.id,
          name: stocks.name,
          companyId: stocks.companyId,
          companyName: companies.name,
          isDefault: stocks.isDefault,
          active: stocks.active,
          products: stockProductsSql,
          value: sql<string>`${stockValueSql}::text`,
        })
        .from(stocks)
        .innerJoin(companies, eq(companies.id, stocks.companyId))
        .$dynamic(),
      totals: db
        .select({ count: sql<number>`count(*)::int` })
        .from(stocks)
        .innerJoin(companies, eq(companies.id, stocks.companyId))
        .$dynamic(),
      item: (row) => ({
        id: row.id as StockId,
        name: row.name,
        company_id: row.companyId as CompanyId,
        company_name: row.companyName,
        is_default: row.isDefault,
        active: row.active,
        products: Number(row.products),
        value_at_cost: row.value,
      }),
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: stockEndpoints.detail,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "One stock, with the count (inventário) in progress if any",
  params: { id: stocks },
  handler: async ({ services, session, params }) => {
    const stock = await loadStock(services.db, session, params.id);
    if (!stock) throw notFound();
    return stock;
  },
});

const options = defineRoute({
  endpoint: stockEndpoints.options,
  access: [STOCKS_REQUIREMENT, LOSSES_REPORT_REQUIREMENT],
  tag: "stock",
  summary: "The network's units and stocks, for the pickers",
  handler: async ({ services: { db }, session }) => {
    const [units, rows] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.multiStoreId, session.multiStoreId))
        .orderBy(asc(companies.name)),
      db
        .select({
          id: stocks.id,
          name: stocks.name,
          companyId: stocks.companyId,
          companyName: companies.name,
          isDefault: stocks.isDefault,
          active: stocks.active,
        })
        .from(stocks)
        .innerJoin(companies, eq(companies.id, stocks.companyId))
        .where(eq(stocks.multiStoreId, session.multiStoreId))
        .orderBy(asc(companies.name), desc(stocks.isDefault), asc(stocks.name)),
    ]);
    return {
      companies: units.map((unit) => ({ id: unit.id as CompanyId, name: unit.name })),
      stocks: rows.map((row) => ({
        id: row.id as StockId,
        name: row.name,
        company_id: row.companyId as CompanyId,
        company_name: row.companyName,
        is_default: row.isDefault,
        active: row.active,
      })),
    };
  },
});

type Audit = (entry: AuditEntry, db?: Db) => Promise<void>;

const audited = (stock: { name: string; isDefault: boolean; active: boolean }) => ({
  name: stock.name,
  is_default: stock.isDefault,
  active: stock.active,
});

/** Writes a stock (new when id is null) and moves the unit's default to it when it is one, in one transaction. */
async function saveStock(
  services: Services,
  session: SessionInfo,
  audit: Audit,
  id: number | null,
  record: { name: string; companyId: number; isDefault: boolean; active: boolean },
  before: StockDetail | null,
): Promise<StockDetail> {
  if (record.isDefault && !record.active) throw stockInvalid("active", "default-inactive");
  if (before?.is_default && !record.isDefault) throw stockInvalid("is_default", "default-stays");
  const now = services.now();
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      if (record.isDefault && !before?.is_default) {
        await tx
          .update(stocks)
          .set({ isDefault: false, updatedAt: now })
          .where(and(eq(stocks.companyId, record.companyId), eq(stocks.isDefault, true)));
      }
      const values = { name: record.name, isDefault: record.isDefault, active: record.active, updatedAt: now };
      const [row] =
        id === null
          ? await tx
              .insert(stocks)
              .values({ ...values, multiStoreId: session.multiStoreId, companyId: record.companyId })
              .returning({ id: stocks.id })
          : await tx.update(stocks).set(values).where(eq(stocks.id, id)).returning({ id: stocks.id });
      if (!row) throw notFound();
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "stocks",
          entityId: row.id,
          companyId: record.companyId,
          details: {
            ...(before
              ? { before: audited({ name: before.name, isDefault: before.is_default, active: before.active }) }
              : {}),
            after: audited(record),
          },
        },
        tx,
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw stockInvalid("name", "name-taken");
    throw error;
  }
  const saved = await loadStock(services.db, session, savedId);
  if (!saved) throw new Error("stock vanished after save");
  return saved;
}

const create = defineRoute({
  endpoint: stockEndpoints.create,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Creates a stock in a unit; as the default it takes the place of the unit's default in one transaction",
  bodyIds: { company_id: companies },
  handler: async ({ services, session, audit, body }) =>
    saveStock(
      services,
      session,
      audit,
      null,
      {
        name: body.name.trim(),
        companyId: body.company_id,
        isDefault: body.is_default ?? false,
        active: body.active ?? true,
      },
      null,
    ),
});

const update = defineRoute({
  endpoint: stockEndpoints.update,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Changes a stock's name, active flag or makes it the unit's default (the default cannot be deactivated)",
  params: { id: stocks },
  handler: async ({ services, session, audit, body, params }) => {
    const before = await loadStock(services.db, session, params.id);
    if (!before) throw notFound();
    const patch: StockPatch = body;
    return saveStock(
      services,
      session,
      audit,
      params.id,
      {
        name: patch.name?.trim() ?? before.name,
        companyId: before.company_id,
        isDefault: patch.is_default ?? before.is_default,
        active: patch.active ?? before.active,
      },
      before,
    );
  },
});

const positions = defineRoute({
  endpoint: stockEndpoints.positions,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "A stock's position per product: on hand, incoming, outgoing, available and value at cost, with totals",
  params: { id: stocks },
  handler: async ({ services: { db }, session, query, params }) => {
    const value = sql`round(${skuStocks.quantity} * ${unitCostSql}, 2)`;
    const { data, meta, totals } = await listPage({
      db,
      query,
      scope: { table: skuStocks, session },
      sort: {
        by: {
          description: sql`lower(${products.fullDescription})`,
          sku: sql`lower(${products.sku})`,
          quantity: skuStocks.quantity,
          available: sql`(${skuStocks.quantity} + ${skuStocks.incoming} - ${skuStocks.outgoing})`,
          value_at_cost: value,
        },
        field: "description",
        direction: "asc",
        tieBreak: [asc(skuStocks.productId)],
      },
      search: { columns: [products.fullDescription, products.sku, products.ean] },
      where: [eq(skuStocks.stockId, params.id)],
      rows: db
        .select({
          productId: skuStocks.productId,
          sku: products.sku,
          ean: products.ean,
          description: products.fullDescription,
          unitName: products.saleUnitName,
          unitDecimals: products.saleUnitDecimals,
          stockControl: productConfigs.stockControl,
          quantity: skuStocks.quantity,
          incoming: skuStocks.incoming,
          outgoing: skuStocks.outgoing,
          unitCost: sql<string>`${unitCostSql}::text`,
          value: sql<string>`${value}::text`,
        })
        .from(skuStocks)
        .innerJoin(products, eq(products.id, skuStocks.productId))
        .leftJoin(
          productConfigs,
          and(eq(productConfigs.productId, skuStocks.productId), eq(productConfigs.companyId, skuStocks.companyId)),
        )
        .$dynamic(),
      totals: db
        .select({ count: sql<number>`count(*)::int`, value: moneySumText(sql`sum(${value})`) })
        .from(skuStocks)
        .innerJoin(products, eq(products.id, skuStocks.productId))
        .leftJoin(
          productConfigs,
          and(eq(productConfigs.productId, skuStocks.productId), eq(productConfigs.companyId, skuStocks.companyId)),
        )
        .$dynamic(),
      item: (row) => {
        const level = {
          quantity: milliFromDb(row.quantity),
          incoming: milliFromDb(row.incoming),
          outgoing: milliFromDb(row.outgoing),
        };
        return {
          product_id: row.productId as ProductId,
          sku: row.sku,
          ean: row.ean ?? "",
          description: row.description,
          unit_name: row.unitName,
          unit_decimals: row.unitDecimals,
          stock_control: row.stockControl ?? true,
          quantity: level.quantity / 1000,
          incoming: level.incoming / 1000,
          outgoing: level.outgoing / 1000,
          available: availableStock(level, row.unitDecimals) / 1000,
          unit_cost: Number(row.unitCost).toFixed(2),
          value_at_cost: row.value,
        };
      },
    });
    return { data, meta, totals: { value_at_cost: totals?.value ?? "0.00" } };
  },
});

const otherStocks = aliasedTable(stocks, "other_stock");

const movements = defineRoute({
  endpoint: stockEndpoints.movements,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Every movement of a stock: when, who, why, quantity in or out and the balance after; newest first",
  params: { id: stocks },
  queryIds: { product_id: products },
  handler: async ({ services: { db }, session, query, params }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: stockMovements, session },
      sort: {
        by: {
          created_at: stockMovements.createdAt,
          description: sql`lower(${products.fullDescription})`,
          reason: stockMovements.reason,
        },
        field: "created_at",
        direction: "desc",
        tieBreak: [desc(stockMovements.id)],
      },
      search: { columns: [products.fullDescription, products.sku] },
      dates: { column: stockMovements.createdAt },
      where: [
        eq(stockMovements.stockId, params.id),
        query.product_id ? eq(stockMovements.productId, query.product_id) : undefined,
        query.reason ? eq(stockMovements.reason, query.reason) : undefined,
      ],
      rows: db
        .select({
          id: stockMovements.id,
          createdAt: stockMovements.createdAt,
          userName: users.name,
          reason: stockMovements.reason,
          productId: stockMovements.productId,
          sku: products.sku,
          description: products.fullDescription,
          unitDecimals: products.saleUnitDecimals,
          incoming: stockMovements.incoming,
          outgoing: stockMovements.outgoing,
          balanceAfter: stockMovements.balanceAfter,
          otherStockName: otherStocks.name,
          saleId: stockMovements.saleId,
          countId: stockMovements.countId,
          note: stockMovements.note,
        })
        .from(stockMovements)
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .leftJoin(users, eq(users.id, stockMovements.userId))
        .leftJoin(otherStocks, eq(otherStocks.id, stockMovements.otherStockId))
        .$dynamic(),
      totals: db
        .select({ count: sql<number>`count(*)::int` })
        .from(stockMovements)
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .$dynamic(),
      item: (row): StockMovementItem => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        user_name: row.userName ?? "",
        reason: row.reason as StockMovementItem["reason"],
        product_id: row.productId as ProductId,
        sku: row.sku,
        description: row.description,
        unit_decimals: row.unitDecimals,
        incoming: quantityOut(row.incoming),
        outgoing: quantityOut(row.outgoing),
        balance_after: quantityOut(row.balanceAfter),
        other_stock_name: row.otherStockName ?? "",
        sale_id: row.saleId,
        count_id: row.countId,
        note: row.note ?? "",
      }),
    });
    return { data, meta };
  },
});

export const stocksRoutes = [list, options, detail, create, update, positions, movements];
