import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Requirement } from "../../src/domain/permissions.ts";
import { isBelowMinimum, reorderQuantity } from "../../src/domain/stock-reports.ts";
import { stockReportsEndpoints } from "../../src/schemas/endpoints/stock-reports.ts";
import type { CompanyId, ProductId, StockId } from "../../src/schemas/ids.ts";
import type { ConsolidatedUnitTotal, LowStockDetailUnit } from "../../src/schemas/stock-reports.ts";
import { notFound } from "../http/errors.ts";
import { listPage, listWhere } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import {
  department,
  departmentName,
  inUnits,
  isoOf,
  milliOfNumeric,
  centsText,
  productReportFields,
  productReportQueries,
  quantityNumber,
  reportUnits,
  stockedProducts,
  supplierName,
} from "./reports-queries.ts";
import { marketStructure, productConfigs, products, skuStocks, stockMovements, stocks } from "./schema.ts";

// The stock reports (spec 2.2 /consolidado-estoque, /itens-com-estoque-baixo, /itens-parados; 2.9 STO 1, RPT 9 and
// 12). Each covers the units the user works in (or the one filtered); every figure is read from sku_stocks and
// stock_movements, which only the ledger writes.

export const CONSOLIDATED_STOCK_REQUIREMENT = { slug: "STO", code: 1 } as const satisfies Requirement;
export const LOW_STOCK_REQUIREMENT = { slug: "RPT", code: 9 } as const satisfies Requirement;
export const IDLE_ITEMS_REQUIREMENT = { slug: "RPT", code: 12 } as const satisfies Requirement;

const TAG = "stock-reports";
const MOVEMENTS_SHOWN = 30;

const search = { columns: [products.fullDescription, products.sku, products.ean] };

const filters = defineRoute({
  endpoint: stockReportsEndpoints.filters,
  access: [CONSOLIDATED_STOCK_REQUIREMENT, LOW_STOCK_REQUIREMENT, IDLE_ITEMS_REQUIREMENT],
  tag: TAG,
  summary: "The departments of the network and the units the user works in, for the stock reports' filters",
  handler: async ({ services: { db }, session }) => {
    const [departments, units] = await Promise.all([
      db
        .select({ id: marketStructure.id, name: marketStructure.name })
        .from(marketStructure)
        .where(tenantScope(marketStructure, session, eq(marketStructure.level, "department")))
        .orderBy(asc(sql`lower(${marketStructure.name})`)),
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.multiStoreId, session.multiStoreId), inUnits(companies.id, session.companyIds)))
        .orderBy(asc(companies.id)),
    ]);
    return { departments, companies: units };
  },
});

const consolidatedStocks = defineRoute({
  endpoint: stockReportsEndpoints.consolidatedStocks,
  access: CONSOLIDATED_STOCK_REQUIREMENT,
  tag: TAG,
  summary: "The stocks the consolidated report has a column for: of the unit filtered, or of every unit of the user",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session, query }) => {
    const units = reportUnits(session, query.company_id);
    const rows = await db
      .select({ id: stocks.id, name: stocks.name, company_id: stocks.companyId, company_name: companies.name })
      .from(stocks)
      .innerJoin(companies, eq(companies.id, stocks.companyId))
      .where(tenantScope(stocks, session, inUnits(stocks.companyId, units)))
      .orderBy(asc(stocks.companyId), desc(stocks.isDefault), asc(sql`lower(${stocks.name})`));
    return {
      data: rows.map((row) => ({ ...row, id: row.id as StockId, company_id: row.company_id as CompanyId })),
    };
  },
});

/** The consolidated report's quantities summed per sale unit (a kilo and a piece are never added together). */
function totalsPerUnit(
  perStock: ReadonlyArray<{ unitName: string; unitDecimals: number; stockId: number; quantity: string }>,
): ConsolidatedUnitTotal[] {
  const byUnit = new Map<string, { unit_name: string; unit_decimals: number; milli: Map<string, number> }>();
  for (const row of perStock) {
    const key = `${row.unitName}\u0000${row.unitDecimals}`;
    const unit = byUnit.get(key) ?? { unit_name: row.unitName, unit_decimals: row.unitDecimals, milli: new Map() };
    unit.milli.set(String(row.stockId), milliOfNumeric(row.quantity));
    byUnit.set(key, unit);
  }
  return [...byUnit.values()].map(({ milli, ...unit }) => ({
    ...unit,
    quantities: Object.fromEntries([...milli].map(([stockId, quantity]) => [stockId, quantity / 1000])),
    total: [...milli.values()].reduce((sum, quantity) => sum + quantity, 0) / 1000,
  }));
}

const consolidated = defineRoute({
  endpoint: stockReportsEndpoints.consolidated,
  access: CONSOLIDATED_STOCK_REQUIREMENT,
  tag: TAG,
  summary:
    "Each product's on-hand quantity in every stock of the units covered, its total and value at the unit's cost; " +
    "totals over the whole filter. Filters: text (description, SKU, EAN), department_id, company_id",
  queryIds: { company_id: companies, department_id: marketStructure },
  handler: async ({ services: { db }, session, query }) => {
    const units = reportUnits(session, query.company_id);
    const ofUnits = inUnits(sql.raw("s.company_id"), units);
    const quantities = sql<
      Record<string, number>
    >`(select coalesce(jsonb_object_agg(s.stock_id::text, s.quantity), '{}'::jsonb)
      from sku_stocks s where s.product_id = ${products.id} and ${ofUnits})`;
    const total = sql<string>`(select coalesce(sum(s.quantity), 0) from sku_stocks s where s.product_id = ${products.id} and ${ofUnits})`;
    const value = sql<string>`(select round(coalesce(sum(s.quantity * coalesce(pc.unit_cost, ${products.cost})), 0), 2)
      from sku_stocks s left join product_configs pc on pc.product_id = s.product_id and pc.company_id = s.company_id
      where s.product_id = ${products.id} and ${ofUnits})`;
    const stocked = sql`exists (select 1 from sku_stocks s where s.product_id = ${products.id} and ${ofUnits})`;
    const where = [stockedProducts(query.department_id), stocked];
    const spec = { scope: { table: products, session }, where, search, query } as const;
    const [{ data, meta }, perStock, [sums]] = await Promise.all([
      listPage({
        db,
        ...spec,
        sort: {
          by: {
            description: sql`lower(${products.fullDescription})`,
            sku: sql`lower(${products.sku})`,
            department: sql`lower(${departmentName})`,
            total,
            value,
          },
          field: "description",
          direction: "asc",
          tieBreak: [asc(products.id)],
        },
        ...productReportQueries(db, { quantities, total, value }),
        item: (row) => ({
          ...productReportFields(row),
          quantities: Object.fromEntries(Object.entries(row.quantities ?? {}).map(([k, v]) => [k, Number(v)])),
          total: quantityNumber(row.total),
          value: centsText(row.value),
        }),
      }),
      db
        .select({
          unitName: products.saleUnitName,
          unitDecimals: products.saleUnitDecimals,
          stockId: skuStocks.stockId,
          quantity: sql<string>`sum(${skuStocks.quantity})`,
        })
        .from(products)
        .innerJoin(skuStocks, eq(skuStocks.productId, products.id))
        .leftJoin(department, eq(department.id, products.departmentId))
        .where(and(listWhere(spec), inUnits(skuStocks.companyId, units)))
        .groupBy(products.saleUnitName, products.saleUnitDecimals, skuStocks.stockId)
        .orderBy(asc(products.saleUnitName), asc(products.saleUnitDecimals)),
      db
        .select({
          value: sql<string>`round(coalesce(sum(${skuStocks.quantity} * coalesce(${productConfigs.unitCost}, ${products.cost})), 0), 2)::text`,
        })
        .from(products)
        .innerJoin(skuStocks, eq(skuStocks.productId, products.id))
        .leftJoin(
          productConfigs,
          and(eq(productConfigs.productId, skuStocks.productId), eq(productConfigs.companyId, skuStocks.companyId)),
        )
        .leftJoin(department, eq(department.id, products.departmentId))
        .where(and(listWhere(spec), inUnits(skuStocks.companyId, units))),
    ]);
    return {
      data,
      meta,
      totals: { products: meta.total, on_hand: totalsPerUnit(perStock), value: centsText(sums?.value) },
    };
  },
});

/** On hand, incoming and outgoing of each product in each unit covered (all its stocks together). */
const unitLevels = (units: ReadonlyArray<number>) => ({
  onHand: sql<string>`coalesce((select sum(s.quantity) from sku_stocks s where s.product_id = ${productConfigs.productId} and s.company_id = ${productConfigs.companyId}), 0)`,
  incoming: sql<string>`coalesce((select sum(s.incoming) from sku_stocks s where s.product_id = ${productConfigs.productId} and s.company_id = ${productConfigs.companyId}), 0)`,
  outgoing: sql<string>`coalesce((select sum(s.outgoing) from sku_stocks s where s.product_id = ${productConfigs.productId} and s.company_id = ${productConfigs.companyId}), 0)`,
  inScope: inUnits(productConfigs.companyId, units),
});

const lastEntry = sql<string | null>`(select max(m.created_at) from stock_movements m
  where m.product_id = ${productConfigs.productId} and m.company_id = ${productConfigs.companyId} and m.incoming > 0
  and m.reason in ('purchase-invoice', 'opening', 'adjustment'))`;

const lowStock = defineRoute({
  endpoint: stockReportsEndpoints.lowStock,
  access: LOW_STOCK_REQUIREMENT,
  tag: TAG,
  summary:
    "Products below their minimum stock in a unit (product_configs.min_stock against on hand in the unit's stocks), " +
    "with what to reorder: minimum less available, rounded up to the sale unit",
  queryIds: { company_id: companies, department_id: marketStructure },
  handler: async ({ services: { db }, session, query }) => {
    const units = reportUnits(session, query.company_id);
    const level = unitLevels(units);
    const available = sql`(${level.onHand} + ${level.incoming} - ${level.outgoing})`;
    const missing = sql`(${productConfigs.minStock} - ${available})`;
    return listPage({
      db,
      query,
      scope: { table: productConfigs, session },
      where: [
        level.inScope,
        stockedProducts(query.department_id),
        eq(productConfigs.stockControl, true),
        eq(productConfigs.active, true),
        eq(products.status, true),
        gt(productConfigs.minStock, "0"),
        sql`${level.onHand} < ${productConfigs.minStock}`,
      ],
      search,
      sort: {
        by: {
          description: sql`lower(${products.fullDescription})`,
          sku: sql`lower(${products.sku})`,
          company: sql`lower(${companies.name})`,
          missing,
          reorder: missing,
          on_hand: level.onHand,
        },
        field: "missing",
        direction: "desc",
        tieBreak: [asc(products.id), asc(productConfigs.companyId)],
      },
      rows: db
        .select({
          productId: products.id,
          companyId: productConfigs.companyId,
          companyName: companies.name,
          sku: products.sku,
          description: products.fullDescription,
          unitName: products.saleUnitName,
          unitDecimals: products.saleUnitDecimals,
          department: departmentName,
          minStock: productConfigs.minStock,
          onHand: level.onHand,
          incoming: level.incoming,
          outgoing: level.outgoing,
          unitCost: productConfigs.unitCost,
          supplierId: products.supplierId,
          supplierName,
          lastEntry,
        })
        .from(productConfigs)
        .innerJoin(products, eq(products.id, productConfigs.productId))
        .innerJoin(companies, eq(companies.id, productConfigs.companyId))
        .leftJoin(department, eq(department.id, products.departmentId))
        .$dynamic(),
      totals: db
        .select({ count: count() })
        .from(productConfigs)
        .innerJoin(products, eq(products.id, productConfigs.productId))
        .leftJoin(department, eq(department.id, products.departmentId))
        .$dynamic(),
      item: (row) => {
        const onHand = milliOfNumeric(row.onHand);
        const incoming = milliOfNumeric(row.incoming);
        const outgoing = milliOfNumeric(row.outgoing);
        const available = onHand + incoming - outgoing;
        const reorder = reorderQuantity(milliOfNumeric(row.minStock), available, row.unitDecimals);
        const unitCost = Math.round(Number(row.unitCost) * 100);
        return {
          key: `${row.productId}-${row.companyId}`,
          product_id: row.productId as ProductId,
          company_id: row.companyId as CompanyId,
          company_name: row.companyName,
          sku: row.sku,
          description: row.description,
          unit_name: row.unitName,
          unit_decimals: row.unitDecimals,
          department: row.department,
          min_stock: milliOfNumeric(row.minStock) / 1000,
          on_hand: onHand / 1000,
          incoming: incoming / 1000,
          outgoing: outgoing / 1000,
          available: available / 1000,
          reorder: reorder / 1000,
          unit_cost: centsText(row.unitCost),
          reorder_cost: (Math.round((unitCost * reorder) / 1000) / 100).toFixed(2),
          supplier_id: row.supplierId,
          supplier_name: row.supplierName,
          last_entry_at: isoOf(row.lastEntry),
        };
      },
    });
  },
});

const lowStockDetail = defineRoute({
  endpoint: stockReportsEndpoints.lowStockDetail,
  access: LOW_STOCK_REQUIREMENT,
  tag: TAG,
  summary: "One product's minimum, on hand, incoming and outgoing per unit and stock, and its last movements",
  params: { id: products },
  handler: async ({ services: { db }, session, params }) => {
    const [product] = await db
      .select({
        id: products.id,
        sku: products.sku,
        description: products.fullDescription,
        unitName: products.saleUnitName,
        unitDecimals: products.saleUnitDecimals,
        department: departmentName,
        supplierId: products.supplierId,
        supplierName,
        cost: products.cost,
      })
      .from(products)
      .leftJoin(department, eq(department.id, products.departmentId))
      .where(tenantScope(products, session, eq(products.id, params.id)));
    if (!product) throw notFound();
    const units = [...session.companyIds];
    const [configs, levels, movements] = await Promise.all([
      db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          minStock: productConfigs.minStock,
          unitCost: productConfigs.unitCost,
        })
        .from(companies)
        .leftJoin(
          productConfigs,
          and(eq(productConfigs.companyId, companies.id), eq(productConfigs.productId, product.id)),
        )
        .where(and(eq(companies.multiStoreId, session.multiStoreId), inUnits(companies.id, units)))
        .orderBy(asc(companies.id)),
      db
        .select({
          companyId: stocks.companyId,
          stockId: stocks.id,
          stockName: stocks.name,
          isDefault: stocks.isDefault,
          quantity: skuStocks.quantity,
          incoming: skuStocks.incoming,
          outgoing: skuStocks.outgoing,
        })
        .from(stocks)
        .leftJoin(skuStocks, and(eq(skuStocks.stockId, stocks.id), eq(skuStocks.productId, product.id)))
        .where(tenantScope(stocks, session, inUnits(stocks.companyId, units)))
        .orderBy(asc(stocks.companyId), desc(stocks.isDefault), asc(stocks.name)),
      db
        .select({
          id: stockMovements.id,
          at: stockMovements.createdAt,
          companyName: companies.name,
          stockName: stocks.name,
          reason: stockMovements.reason,
          incoming: stockMovements.incoming,
          outgoing: stockMovements.outgoing,
          balanceAfter: stockMovements.balanceAfter,
          userName: users.name,
        })
        .from(stockMovements)
        .innerJoin(stocks, eq(stocks.id, stockMovements.stockId))
        .innerJoin(companies, eq(companies.id, stockMovements.companyId))
        .leftJoin(users, eq(users.id, stockMovements.userId))
        .where(
          tenantScope(
            stockMovements,
            session,
            eq(stockMovements.productId, product.id),
            inUnits(stockMovements.companyId, units),
          ),
        )
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(MOVEMENTS_SHOWN),
    ]);
    const unitsOut: LowStockDetailUnit[] = configs.map((config) => {
      const own = levels.filter((level) => level.companyId === config.companyId);
      const stocksOut = own.map((level) => {
        const onHand = milliOfNumeric(level.quantity);
        const available = onHand + milliOfNumeric(level.incoming) - milliOfNumeric(level.outgoing);
        return {
          stock_id: level.stockId as StockId,
          stock_name: level.stockName,
          is_default: level.isDefault,
          on_hand: onHand / 1000,
          incoming: milliOfNumeric(level.incoming) / 1000,
          outgoing: milliOfNumeric(level.outgoing) / 1000,
          available: available / 1000,
        };
      });
      const onHand = own.reduce((sum, level) => sum + milliOfNumeric(level.quantity), 0);
      const available = own.reduce(
        (sum, level) =>
          sum + milliOfNumeric(level.quantity) + milliOfNumeric(level.incoming) - milliOfNumeric(level.outgoing),
        0,
      );
      const minimum = milliOfNumeric(config.minStock);
      return {
        company_id: config.companyId as CompanyId,
        company_name: config.companyName,
        min_stock: minimum / 1000,
        on_hand: onHand / 1000,
        available: available / 1000,
        reorder: reorderQuantity(minimum, available, product.unitDecimals) / 1000,
        below: isBelowMinimum(minimum, onHand),
        unit_cost: centsText(config.unitCost ?? product.cost),
        stocks: stocksOut,
      };
    });
    return {
      id: product.id as ProductId,
      sku: product.sku,
      description: product.description,
      unit_name: product.unitName,
      unit_decimals: product.unitDecimals,
      department: product.department,
      supplier_id: product.supplierId,
      supplier_name: product.supplierName,
      cost: centsText(product.cost),
      units: unitsOut,
      movements: movements.map((m) => ({
        id: m.id,
        at: isoOf(m.at) ?? "",
        company_name: m.companyName,
        stock_name: m.stockName,
        reason: m.reason,
        incoming: quantityNumber(m.incoming),
        outgoing: quantityNumber(m.outgoing),
        balance_after: quantityNumber(m.balanceAfter),
        user_name: m.userName,
      })),
    };
  },
});

const idle = defineRoute({
  endpoint: stockReportsEndpoints.idle,
  access: IDLE_ITEMS_REQUIREMENT,
  tag: TAG,
  summary:
    "Products with stock on hand and no sale in the last `days` days (default 90) in the units covered: on hand, " +
    "value tied up at the unit's cost, last sale",
  queryIds: { company_id: companies, department_id: marketStructure },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const units = reportUnits(session, query.company_id);
    const days = query.days ?? 90;
    const cutoff = new Date(services.now().getTime() - days * 86_400_000);
    const ofUnits = inUnits(sql.raw("s.company_id"), units);
    const onHand = sql<string>`(select coalesce(sum(s.quantity), 0) from sku_stocks s where s.product_id = ${products.id} and ${ofUnits})`;
    const value = sql<string>`(select round(coalesce(sum(s.quantity * coalesce(pc.unit_cost, ${products.cost})), 0), 2)
      from sku_stocks s left join product_configs pc on pc.product_id = s.product_id and pc.company_id = s.company_id
      where s.product_id = ${products.id} and ${ofUnits})`;
    const ofSaleUnits = inUnits(sql.raw("m.company_id"), units);
    const lastSale = sql<string | null>`(select max(m.created_at) from stock_movements m
      where m.product_id = ${products.id} and m.reason = 'sale' and ${ofSaleUnits})`;
    const where = [
      stockedProducts(query.department_id),
      sql`${onHand} > 0`,
      sql`not exists (select 1 from stock_movements m where m.product_id = ${products.id} and m.reason = 'sale'
        and ${ofSaleUnits} and m.created_at >= ${cutoff.toISOString()}::timestamptz)`,
    ];
    const spec = { scope: { table: products, session }, where, search, query } as const;
    const [{ data, meta }, sums] = await Promise.all([
      listPage({
        db,
        ...spec,
        sort: {
          by: {
            description: sql`lower(${products.fullDescription})`,
            sku: sql`lower(${products.sku})`,
            last_sale_at: lastSale,
            on_hand: onHand,
            value,
          },
          field: "value",
          direction: "desc",
          tieBreak: [asc(products.id)],
          nullsLast: true,
        },
        ...productReportQueries(db, { onHand, value, lastSale }),
        item: (row) => ({
          ...productReportFields(row),
          on_hand: quantityNumber(row.onHand),
          value: centsText(row.value),
          last_sale_at: isoOf(row.lastSale),
        }),
      }),
      db
        .select({
          unitName: products.saleUnitName,
          unitDecimals: products.saleUnitDecimals,
          onHand: sql<string>`coalesce(sum(${onHand}), 0)::text`,
          value: sql<string>`(sum(coalesce(sum(${value}), 0)) over ())::text`,
        })
        .from(products)
        .leftJoin(department, eq(department.id, products.departmentId))
        .where(listWhere(spec))
        .groupBy(products.saleUnitName, products.saleUnitDecimals)
        .orderBy(products.saleUnitName, products.saleUnitDecimals),
    ]);
    // A kilo and a piece are never added together: on hand is summed per sale unit, the value over all.
    const onHandPerUnit = sums.map((row) => ({
      unit_name: row.unitName,
      unit_decimals: row.unitDecimals,
      total: quantityNumber(row.onHand),
    }));
    return { data, meta, totals: { on_hand: onHandPerUnit, value: centsText(sums[0]?.value) } };
  },
});

export const stockReportRoutes = [filters, consolidatedStocks, consolidated, lowStock, lowStockDetail, idle];
