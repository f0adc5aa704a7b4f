import { Schema } from "effect";
import { MAX_IDLE_DAYS } from "../domain/stock-reports.ts";
import { ListMeta, ListQueryFields } from "./common.ts";
import { IdFromString, MoneyString, MoneyTotalString } from "./fields.ts";
import { CompanyId, ProductId, StockId } from "./ids.ts";

// The stock reports (spec 2.9 STO 1, RPT 9 and 12): consolidated stock, items below their minimum, idle items.
// Quantities are JSON numbers in the product's sale unit (1.5 kg is 1.5); money is decimal text ("1234.50").

/** A stock of the network as a consolidated column: "Loja (Centro)". */
export const ReportStock = Schema.Struct({
  id: StockId,
  name: Schema.String,
  company_id: CompanyId,
  company_name: Schema.String,
});
export type ReportStock = typeof ReportStock.Type;

/** Filters every stock report takes besides the list's own (text, page, sort). */
const ReportFilters = {
  department_id: Schema.optional(IdFromString),
  company_id: Schema.optional(IdFromString),
};

export const CONSOLIDATED_SORT_FIELDS = ["description", "sku", "department", "total", "value"] as const;

/** GET /api/v1/stock_reports/consolidated. */
export const ConsolidatedStockQuery = Schema.Struct({
  ...ListQueryFields,
  ...ReportFilters,
  sort_field: Schema.optional(Schema.Literals(CONSOLIDATED_SORT_FIELDS)),
});
export type ConsolidatedStockQuery = typeof ConsolidatedStockQuery.Type;

/** The stocks the consolidated report has a column for (of the unit filtered, or of every unit the user works in). */
export const ConsolidatedStocksQuery = Schema.Struct({ company_id: Schema.optional(IdFromString) });
export type ConsolidatedStocksQuery = typeof ConsolidatedStocksQuery.Type;
export const ConsolidatedStocks = Schema.Struct({ data: Schema.Array(ReportStock) });
export type ConsolidatedStocks = typeof ConsolidatedStocks.Type;

export const ConsolidatedStockRow = Schema.Struct({
  id: ProductId,
  sku: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  department: Schema.String,
  /** On hand per stock id (absent: the product never had stock there). */
  quantities: Schema.Record(Schema.String, Schema.Number),
  /** On hand in every stock of the report. */
  total: Schema.Number,
  /** On hand × the unit's cost, summed over the stocks. */
  value: MoneyString,
});
export type ConsolidatedStockRow = typeof ConsolidatedStockRow.Type;

/** On hand of the products sold in one sale unit: quantities of different units are never added together. */
export const ConsolidatedUnitTotal = Schema.Struct({
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  /** On hand per stock id. */
  quantities: Schema.Record(Schema.String, Schema.Number),
  total: Schema.Number,
});
export type ConsolidatedUnitTotal = typeof ConsolidatedUnitTotal.Type;

/** Sums over every row of the filter, not just the page: quantities per sale unit, the value at cost over all. */
export const ConsolidatedTotals = Schema.Struct({
  products: Schema.Int,
  on_hand: Schema.Array(ConsolidatedUnitTotal),
  value: MoneyTotalString,
});
export type ConsolidatedTotals = typeof ConsolidatedTotals.Type;

export const ConsolidatedStockList = Schema.Struct({
  data: Schema.Array(ConsolidatedStockRow),
  meta: ListMeta,
  totals: ConsolidatedTotals,
});
export type ConsolidatedStockList = typeof ConsolidatedStockList.Type;

export const LOW_STOCK_SORT_FIELDS = ["description", "sku", "company", "missing", "reorder", "on_hand"] as const;

/** GET /api/v1/stock_reports/low_stock. */
export const LowStockQuery = Schema.Struct({
  ...ListQueryFields,
  ...ReportFilters,
  sort_field: Schema.optional(Schema.Literals(LOW_STOCK_SORT_FIELDS)),
});
export type LowStockQuery = typeof LowStockQuery.Type;

/** A product below its minimum in one unit. */
export const LowStockRow = Schema.Struct({
  /** "<product id>-<unit id>". */
  key: Schema.String,
  product_id: ProductId,
  company_id: CompanyId,
  company_name: Schema.String,
  sku: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  department: Schema.String,
  min_stock: Schema.Number,
  on_hand: Schema.Number,
  incoming: Schema.Number,
  outgoing: Schema.Number,
  available: Schema.Number,
  /** Minimum less available, rounded up to the sale unit; 0 when what is on its way covers it. */
  reorder: Schema.Number,
  /** The unit's cost and what the reorder costs at it. */
  unit_cost: MoneyString,
  reorder_cost: MoneyString,
  /** The product's main supplier (a suppliers row) and its name (trade name, else legal name), or null. */
  supplier_id: Schema.NullOr(Schema.Int),
  supplier_name: Schema.NullOr(Schema.String),
  /** When stock last came in from a purchase invoice (or any entry but a return), or null. */
  last_entry_at: Schema.NullOr(Schema.String),
});
export type LowStockRow = typeof LowStockRow.Type;

export const LowStockList = Schema.Struct({ data: Schema.Array(LowStockRow), meta: ListMeta });
export type LowStockList = typeof LowStockList.Type;

/** One stock of a unit in the low-stock detail. */
export const LowStockDetailStock = Schema.Struct({
  stock_id: StockId,
  stock_name: Schema.String,
  is_default: Schema.Boolean,
  on_hand: Schema.Number,
  incoming: Schema.Number,
  outgoing: Schema.Number,
  available: Schema.Number,
});

export const LowStockDetailUnit = Schema.Struct({
  company_id: CompanyId,
  company_name: Schema.String,
  min_stock: Schema.Number,
  on_hand: Schema.Number,
  available: Schema.Number,
  reorder: Schema.Number,
  below: Schema.Boolean,
  unit_cost: MoneyString,
  stocks: Schema.Array(LowStockDetailStock),
});
export type LowStockDetailUnit = typeof LowStockDetailUnit.Type;

export const ReportMovement = Schema.Struct({
  id: Schema.Int,
  at: Schema.String,
  company_name: Schema.String,
  stock_name: Schema.String,
  reason: Schema.String,
  incoming: Schema.Number,
  outgoing: Schema.Number,
  balance_after: Schema.Number,
  user_name: Schema.NullOr(Schema.String),
});
export type ReportMovement = typeof ReportMovement.Type;

/** GET /api/v1/stock_reports/low_stock/:id: one product's figures per unit and stock, and its last movements. */
export const LowStockDetail = Schema.Struct({
  id: ProductId,
  sku: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  department: Schema.String,
  supplier_id: Schema.NullOr(Schema.Int),
  supplier_name: Schema.NullOr(Schema.String),
  cost: MoneyString,
  units: Schema.Array(LowStockDetailUnit),
  movements: Schema.Array(ReportMovement),
});
export type LowStockDetail = typeof LowStockDetail.Type;

export const IDLE_SORT_FIELDS = ["description", "sku", "last_sale_at", "on_hand", "value"] as const;

const IdleDays = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 1, maximum: MAX_IDLE_DAYS }, { message: "invalid" }),
);

/** GET /api/v1/stock_reports/idle: `days` without a sale (default 90). */
export const IdleItemsQuery = Schema.Struct({
  ...ListQueryFields,
  ...ReportFilters,
  days: Schema.optional(IdleDays),
  sort_field: Schema.optional(Schema.Literals(IDLE_SORT_FIELDS)),
});
export type IdleItemsQuery = typeof IdleItemsQuery.Type;

export const IdleItemRow = Schema.Struct({
  id: ProductId,
  sku: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  department: Schema.String,
  on_hand: Schema.Number,
  /** On hand × the unit's cost: what the item ties up. */
  value: MoneyString,
  /** The last sale in the units of the report, or null when it never sold there. */
  last_sale_at: Schema.NullOr(Schema.String),
});
export type IdleItemRow = typeof IdleItemRow.Type;

export const IdleItemsList = Schema.Struct({
  data: Schema.Array(IdleItemRow),
  meta: ListMeta,
  /** On hand summed per sale unit (a kilo and a piece are never added); the value over all. */
  totals: Schema.Struct({
    on_hand: Schema.Array(Schema.Struct({ unit_name: Schema.String, unit_decimals: Schema.Int, total: Schema.Number })),
    value: MoneyTotalString,
  }),
});
export type IdleItemsList = typeof IdleItemsList.Type;

/** The departments and units the reports filter by. */
export const StockReportFilterOptions = Schema.Struct({
  departments: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});
export type StockReportFilterOptions = typeof StockReportFilterOptions.Type;
