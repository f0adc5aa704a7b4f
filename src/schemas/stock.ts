import { Schema } from "effect";
import { COUNT_REASONS, MAX_QUANTITY, parseQuantity, STOCK_REASONS } from "../domain/stock.ts";
import { ListQueryFields, listOf } from "./common.ts";
import {
  ArrayUpTo,
  Id,
  IdFromString,
  MoneyString,
  MoneyTotalString,
  optionalText,
  requiredCleanText,
} from "./fields.ts";
import { CompanyId, ProductId, StockId } from "./ids.ts";

// Stocks of the units, their position and movements, transfers between them, counts (inventário) and the losses
// and leftovers report (issue 13 items 3 and 4, spec 2.4 /estoques, 2.9 STO 1 and RPT 11). Conventions of the PDV
// API: quantities are JSON numbers with up to 3 decimals, money decimal strings with 2 places, instants ISO 8601.

/** A stock of a unit in answers. */
export const StockRecord = Schema.Struct({
  id: StockId,
  name: Schema.String,
  company_id: CompanyId,
  company_name: Schema.String,
  /** The unit's default stock: the one its PDV sells from (exactly one per unit). */
  is_default: Schema.Boolean,
  active: Schema.Boolean,
});
export type StockRecord = typeof StockRecord.Type;

/** One stock with what its page needs: the count (inventário) in progress, if any. */
export const StockDetail = Schema.Struct({
  ...StockRecord.fields,
  open_count_id: Schema.NullOr(Id),
});
export type StockDetail = typeof StockDetail.Type;

/** A row of /estoques: how many products it holds (on hand not zero) and their value at cost. */
export const StockListItem = Schema.Struct({
  ...StockRecord.fields,
  products: Schema.Int,
  value_at_cost: MoneyTotalString,
});
export type StockListItem = typeof StockListItem.Type;

export const STOCK_SORT_FIELDS = ["name", "company_name", "is_default", "active", "products", "value_at_cost"] as const;

/** GET /api/v1/stocks: filter matches the stock's or the unit's name; `company_id` keeps one unit's. */
export const StockListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(STOCK_SORT_FIELDS)),
  company_id: Schema.optional(IdFromString),
});
export type StockListQuery = typeof StockListQuery.Type;

export const StockList = listOf(StockListItem);
export type StockList = typeof StockList.Type;

/** POST /api/v1/stocks. Making it the default moves the unit's default here in the same transaction. */
export const StockInput = Schema.Struct({
  name: requiredCleanText(60),
  company_id: Id,
  /** Default true. */
  active: Schema.optional(Schema.Boolean),
  /** Default false. */
  is_default: Schema.optional(Schema.Boolean),
});
export type StockInput = typeof StockInput.Type;

/** PATCH /api/v1/stocks/{id}: the fields to change. The unit of a stock does not change. */
export const StockPatch = Schema.Struct({
  name: Schema.optional(requiredCleanText(60)),
  active: Schema.optional(Schema.Boolean),
  /** Only true: a default stops being one when another of its unit becomes the default. */
  is_default: Schema.optional(Schema.Boolean),
});
export type StockPatch = typeof StockPatch.Type;

/** A quantity answered: thousandths as a JSON number (1.5). */
const QuantityNumber = Schema.Number;

/** A product's stock in one stock (posicao-de-estoque). */
export const StockPosition = Schema.Struct({
  product_id: ProductId,
  sku: Schema.String,
  ean: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  stock_control: Schema.Boolean,
  quantity: QuantityNumber,
  incoming: QuantityNumber,
  outgoing: QuantityNumber,
  /** quantity + incoming − outgoing, rounded to the unit's decimals (spec 5.5). */
  available: QuantityNumber,
  unit_cost: MoneyString,
  /** On hand × unit cost. */
  value_at_cost: MoneyTotalString,
});
export type StockPosition = typeof StockPosition.Type;

export const POSITION_SORT_FIELDS = ["description", "sku", "quantity", "available", "value_at_cost"] as const;

export const StockPositionQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(POSITION_SORT_FIELDS)),
});
export type StockPositionQuery = typeof StockPositionQuery.Type;

export const StockPositionList = Schema.Struct({
  ...listOf(StockPosition).fields,
  totals: Schema.Struct({ value_at_cost: MoneyTotalString }),
});
export type StockPositionList = typeof StockPositionList.Type;

export const StockReasonCode = Schema.Literals(STOCK_REASONS);

/** One movement of a stock (movimentacao-de-estoque). */
export const StockMovementItem = Schema.Struct({
  id: Id,
  created_at: Schema.String,
  user_name: Schema.String,
  reason: StockReasonCode,
  product_id: ProductId,
  sku: Schema.String,
  description: Schema.String,
  unit_decimals: Schema.Int,
  incoming: QuantityNumber,
  outgoing: QuantityNumber,
  balance_after: QuantityNumber,
  /** The other stock of a transfer. */
  other_stock_name: Schema.String,
  sale_id: Schema.NullOr(Id),
  count_id: Schema.NullOr(Id),
  note: Schema.String,
});
export type StockMovementItem = typeof StockMovementItem.Type;

export const MOVEMENT_SORT_FIELDS = ["created_at", "description", "reason"] as const;

/** GET /api/v1/stocks/{id}/movements: period, product (text or id) and reason. */
export const StockMovementQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(MOVEMENT_SORT_FIELDS)),
  product_id: Schema.optional(IdFromString),
  reason: Schema.optional(StockReasonCode),
});
export type StockMovementQuery = typeof StockMovementQuery.Type;

export const StockMovementList = listOf(StockMovementItem);
export type StockMovementList = typeof StockMovementList.Type;

/** A quantity a request sends: positive, at most 3 decimals (the unit's decimals are checked by the server). */
export const StockQuantity = Schema.Number.check(
  Schema.makeFilter(
    (value: number) => {
      const milli = parseQuantity(value) ?? 0;
      return milli > 0 && milli <= MAX_QUANTITY;
    },
    { message: "quantity" },
  ),
);

/** A counted quantity: zero (nothing found) up to the largest quantity, at most 3 decimals. */
export const CountedQuantity = Schema.Number.check(
  Schema.makeFilter(
    (value: number) => {
      const milli = parseQuantity(value);
      return milli !== null && milli >= 0 && milli <= MAX_QUANTITY;
    },
    { message: "quantity" },
  ),
);

export const MAX_TRANSFER_ITEMS = 500;

/** POST /api/v1/stock_transfers: both sides move in one transaction. */
export const StockTransferInput = Schema.Struct({
  from_stock_id: Id,
  to_stock_id: Id,
  items: ArrayUpTo(Schema.Struct({ product_id: Id, quantity: StockQuantity }), MAX_TRANSFER_ITEMS),
  note: Schema.optional(optionalText(200)),
});
export type StockTransferInput = typeof StockTransferInput.Type;

export const StockTransferResult = Schema.Struct({ moved: Schema.Int });
export type StockTransferResult = typeof StockTransferResult.Type;

export const CountStatus = Schema.Literals(["open", "closed", "canceled"]);
export type CountStatus = typeof CountStatus.Type;

/** A product of a count: what the books said when it started, what moved since, what was counted. */
export const CountItem = Schema.Struct({
  product_id: ProductId,
  sku: Schema.String,
  ean: Schema.String,
  description: Schema.String,
  unit_name: Schema.String,
  unit_decimals: Schema.Int,
  snapshot: QuantityNumber,
  moved: QuantityNumber,
  /** snapshot + moved: what the books hold now. */
  expected: QuantityNumber,
  /** Null until counted. */
  counted: Schema.NullOr(QuantityNumber),
  /** counted − expected; null until counted. */
  difference: Schema.NullOr(QuantityNumber),
  unit_cost: MoneyString,
});
export type CountItem = typeof CountItem.Type;

export const CountDetail = Schema.Struct({
  id: Id,
  stock_id: StockId,
  stock_name: Schema.String,
  company_name: Schema.String,
  status: CountStatus,
  started_at: Schema.String,
  started_by: Schema.String,
  closed_at: Schema.NullOr(Schema.String),
  items: Schema.Array(CountItem),
});
export type CountDetail = typeof CountDetail.Type;

/**
 * POST /api/v1/stock_counts/{id}/entries: a product found by its EAN or SKU (`code`, as scanned or typed) or by
 * id; `add` sums the quantity to what was counted (a scan adds 1), `set` replaces it.
 */
export const CountEntryInput = Schema.Struct({
  code: Schema.optional(optionalText(60)),
  product_id: Schema.optional(Id),
  quantity: CountedQuantity,
  mode: Schema.Literals(["add", "set"]),
});
export type CountEntryInput = typeof CountEntryInput.Type;

export const CountReasonCode = Schema.Literals(COUNT_REASONS);

/** A row of /perdas-sobras: one loss or leftover a count posted. */
export const LossItem = Schema.Struct({
  id: Id,
  created_at: Schema.String,
  stock_id: StockId,
  stock_name: Schema.String,
  company_name: Schema.String,
  product_id: ProductId,
  sku: Schema.String,
  description: Schema.String,
  unit_decimals: Schema.Int,
  reason: CountReasonCode,
  quantity: QuantityNumber,
  unit_cost: MoneyString,
  value_at_cost: MoneyTotalString,
  count_id: Schema.NullOr(Id),
});
export type LossItem = typeof LossItem.Type;

export const LOSS_SORT_FIELDS = ["created_at", "description", "stock_name", "quantity", "value_at_cost"] as const;

export const LossListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(LOSS_SORT_FIELDS)),
  stock_id: Schema.optional(IdFromString),
  reason: Schema.optional(CountReasonCode),
});
export type LossListQuery = typeof LossListQuery.Type;

export const LossList = Schema.Struct({
  ...listOf(LossItem).fields,
  totals: Schema.Struct({ loss_value: MoneyTotalString, leftover_value: MoneyTotalString }),
});
export type LossList = typeof LossList.Type;

/** GET /api/v1/stocks/options: the network's units and stocks, for the pickers (unit of a new stock, transfer, filters). */
export const StockOptions = Schema.Struct({
  companies: Schema.Array(Schema.Struct({ id: CompanyId, name: Schema.String })),
  stocks: Schema.Array(StockRecord),
});
export type StockOptions = typeof StockOptions.Type;
