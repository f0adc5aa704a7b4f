import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COUNT_REASONS, LOSSES_REPORT_REQUIREMENT } from "../../src/domain/stock.ts";
import { stockEndpoints } from "../../src/schemas/endpoints/stock.ts";
import type { ProductId, StockId } from "../../src/schemas/ids.ts";
import type { LossItem } from "../../src/schemas/stock.ts";
import { moneySumText } from "../db/money-sum.ts";
import { listPage } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { productConfigs, products, stockMovements, stocks } from "./schema.ts";
import { quantityOut, unitCostSql } from "./stocks-store.ts";

// /perdas-sobras (issue 13 item 4, spec 2.9 RPT 11): the losses and leftovers counts posted, by period, stock and
// product, with quantity and value at the product's current unit cost in the stock's unit, and the totals of each.

const moved = sql`(${stockMovements.incoming} + ${stockMovements.outgoing})`;
const value = sql`round(${moved} * ${unitCostSql}, 2)`;

const losses = defineRoute({
  endpoint: stockEndpoints.losses,
  access: LOSSES_REPORT_REQUIREMENT,
  tag: "stock",
  summary: "Losses and leftovers posted by stock counts, by period, stock and product, with value at cost and totals",
  queryIds: { stock_id: stocks },
  handler: async ({ services: { db }, session, query }) => {
    const base = () =>
      db
        .select({
          id: stockMovements.id,
          createdAt: stockMovements.createdAt,
          stockId: stockMovements.stockId,
          stockName: stocks.name,
          companyName: companies.name,
          productId: stockMovements.productId,
          sku: products.sku,
          description: products.fullDescription,
          unitDecimals: products.saleUnitDecimals,
          reason: stockMovements.reason,
          quantity: sql<string>`${moved}::text`,
          unitCost: sql<string>`${unitCostSql}::text`,
          value: sql<string>`${value}::text`,
          countId: stockMovements.countId,
        })
        .from(stockMovements)
        .innerJoin(stocks, eq(stocks.id, stockMovements.stockId))
        .innerJoin(companies, eq(companies.id, stockMovements.companyId))
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .leftJoin(
          productConfigs,
          and(
            eq(productConfigs.productId, stockMovements.productId),
            eq(productConfigs.companyId, stockMovements.companyId),
          ),
        );
    const { data, meta, totals } = await listPage({
      db,
      query,
      scope: { table: stockMovements, session },
      sort: {
        by: {
          created_at: stockMovements.createdAt,
          description: sql`lower(${products.fullDescription})`,
          stock_name: sql`lower(${stocks.name})`,
          quantity: moved,
          value_at_cost: value,
        },
        field: "created_at",
        direction: "desc",
        tieBreak: [desc(stockMovements.id)],
      },
      search: { columns: [products.fullDescription, products.sku] },
      dates: { column: stockMovements.createdAt },
      where: [
        query.reason ? eq(stockMovements.reason, query.reason) : inArray(stockMovements.reason, [...COUNT_REASONS]),
        query.stock_id ? eq(stockMovements.stockId, query.stock_id) : undefined,
      ],
      rows: base().$dynamic(),
      totals: db
        .select({
          count: sql<number>`count(*)::int`,
          loss: moneySumText(sql`sum(${value}) filter (where ${stockMovements.reason} = 'count-loss')`),
          leftover: moneySumText(sql`sum(${value}) filter (where ${stockMovements.reason} = 'count-leftover')`),
        })
        .from(stockMovements)
        .innerJoin(stocks, eq(stocks.id, stockMovements.stockId))
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .leftJoin(
          productConfigs,
          and(
            eq(productConfigs.productId, stockMovements.productId),
            eq(productConfigs.companyId, stockMovements.companyId),
          ),
        )
        .$dynamic(),
      item: (row): LossItem => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        stock_id: row.stockId as StockId,
        stock_name: row.stockName,
        company_name: row.companyName,
        product_id: row.productId as ProductId,
        sku: row.sku,
        description: row.description,
        unit_decimals: row.unitDecimals,
        reason: row.reason === "count-loss" ? "count-loss" : "count-leftover",
        quantity: quantityOut(row.quantity),
        unit_cost: Number(row.unitCost).toFixed(2),
        value_at_cost: row.value,
        count_id: row.countId,
      }),
    });
    return {
      data,
      meta,
      totals: { loss_value: totals?.loss ?? "0.00", leftover_value: totals?.leftover ?? "0.00" },
    };
  },
});

export const lossesRoutes = [losses];
