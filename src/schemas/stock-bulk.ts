import { Schema } from "effect";
import { MAX_BULK_PRODUCTS } from "../domain/stock-wizard.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, IdFromString, MoneyString } from "./fields.ts";
import { CompanyId, ProductId, StockId } from "./ids.ts";

// The stock bulk adjustment wizard, its products selector and the bulk product edit (issue 13, items 5 and 6; spec
// 3 "Stock wizard product", "Stock movement" and "Product selector state", 7 POST /api/v1/stock_movements/bulk).
// Quantities travel as numbers of the product's sale unit (1.5 kg is 1.5); money as decimal strings.

const BooleanText = Schema.Literals(["true", "false"]);

/** A stock the wizard may adjust: one of the network's, in a unit the user works in. */
export const BulkStock = Schema.Struct({
  id: StockId,
  name: Schema.String,
  company_id: CompanyId,
  company_name: Schema.String,
  is_default: Schema.Boolean,
});
export type BulkStock = typeof BulkStock.Type;
export const BulkStockList = Schema.Struct({ data: Schema.Array(BulkStock) });
export type BulkStockList = typeof BulkStockList.Type;

/**
 * A product as the products selector shows it (spec 2.10), with its stock in one stock (the wizard's, or the
 * unit's default for the bulk edit): what the wizard's quantities step shows beside the typed quantities.
 */
export const SelectorProduct = Schema.Struct({
  id: ProductId,
  full_description: Schema.String,
  sku: Schema.String,
  /** The main photo's thumbnail; null until products have photos. */
  thumb: Schema.NullOr(Schema.String),
  sale_unit_name: Schema.String,
  sale_unit_decimals: Schema.Int,
  kind: Schema.Literals(["product", "service"]),
  sku_quantity: Schema.Number,
  sku_incoming: Schema.Number,
  sku_outgoing: Schema.Number,
  /** The product is active (its own status and in the unit). */
  status: Schema.Boolean,
});
export type SelectorProduct = typeof SelectorProduct.Type;
export const SelectorProductList = listOf(SelectorProduct);
export type SelectorProductList = typeof SelectorProductList.Type;

/** GET /api/v1/stock_movements/bulk/products: the products of the network with their stock in `stock_id`. */
export const BulkProductsQuery = Schema.Struct({
  page: ListQueryFields.page,
  per_page: ListQueryFields.per_page,
  stock_id: IdFromString,
  /** Part of the product's name (or its SKU). */
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
});
export type BulkProductsQuery = typeof BulkProductsQuery.Type;

/** POST /api/v1/stock_movements/bulk: one product's adjustment in one stock (spec 3 "Stock movement"). */
export const StockAdjustmentInput = Schema.Struct({
  productId: Schema.Int,
  stockId: Schema.Int,
  incoming: Schema.Number.check(Schema.isFinite({ message: "invalid" })),
  outgoing: Schema.Number.check(Schema.isFinite({ message: "invalid" })),
});
export type StockAdjustmentInput = typeof StockAdjustmentInput.Type;

/** The product's stock right after its adjustment. */
export const StockAdjustmentResult = Schema.Struct({
  productId: ProductId,
  stockId: StockId,
  sku_quantity: Schema.Number,
  sku_incoming: Schema.Number,
  sku_outgoing: Schema.Number,
});
export type StockAdjustmentResult = typeof StockAdjustmentResult.Type;

// ---------------------------------------------------------------------------------------------------------------
// Bulk product edit (/produtos/em-lote).

/** GET /api/v1/products/bulk/products: the selector's products, filtered by market structure and active. */
export const BulkEditProductsQuery = Schema.Struct({
  page: ListQueryFields.page,
  per_page: ListQueryFields.per_page,
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
  company_id: Schema.optional(IdFromString),
  department_id: Schema.optional(IdFromString),
  group_id: Schema.optional(IdFromString),
  active: Schema.optional(BooleanText),
});
export type BulkEditProductsQuery = typeof BulkEditProductsQuery.Type;

/** The new values: every field is optional, an absent one is left as it is; null clears the market structure. */
export const BulkEditChangesInput = Schema.Struct({
  price: Schema.optional(MoneyString),
  cost: Schema.optional(MoneyString),
  active: Schema.optional(Schema.Boolean),
  stock_control: Schema.optional(Schema.Boolean),
  department_id: Schema.optional(Schema.NullOr(Schema.Int)),
  group_id: Schema.optional(Schema.NullOr(Schema.Int)),
});
export type BulkEditChangesInput = typeof BulkEditChangesInput.Type;

/** POST /api/v1/products/bulk/preview and POST /api/v1/products/bulk. */
export const BulkEditInput = Schema.Struct({
  /** The unit whose price, cost, active and stock control change. */
  company_id: Schema.Int,
  products_ids: ArrayUpTo(Schema.Int, MAX_BULK_PRODUCTS),
  changes: BulkEditChangesInput,
});
export type BulkEditInput = typeof BulkEditInput.Type;

const FieldValue = Schema.NullOr(Schema.Union([Schema.String, Schema.Boolean, Schema.Number]));

/** One product's old → new values (money as decimal strings, market structure as names). */
export const BulkEditPreviewRow = Schema.Struct({
  id: ProductId,
  full_description: Schema.String,
  sku: Schema.String,
  changes: Schema.Array(
    Schema.Struct({
      field: Schema.Literals(["price", "cost", "active", "stockControl", "departmentId", "groupId"]),
      before: FieldValue,
      after: FieldValue,
    }),
  ),
});
export type BulkEditPreviewRow = typeof BulkEditPreviewRow.Type;
export const BulkEditPreview = Schema.Struct({ data: Schema.Array(BulkEditPreviewRow) });
export type BulkEditPreview = typeof BulkEditPreview.Type;

/** What the apply answers: how many products changed. */
export const BulkEditResult = Schema.Struct({ updated: Schema.Int });
export type BulkEditResult = typeof BulkEditResult.Type;

/** A market structure option of the bulk edit's filters and fields (departments, groups). */
export const BulkMarketOption = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  level: Schema.Literals(["department", "group"]),
  parent_id: Schema.NullOr(Schema.Int),
});
export const BulkEditOptions = Schema.Struct({
  units: Schema.Array(Schema.Struct({ id: CompanyId, name: Schema.String })),
  market: Schema.Array(BulkMarketOption),
});
export type BulkEditOptions = typeof BulkEditOptions.Type;
