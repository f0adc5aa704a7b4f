import { Schema } from "effect";
import { ArrayUpTo, IdFromString, requiredCleanText } from "./fields.ts";
import { PosTabId, ProductId } from "./ids.ts";
import { ProductHit, TextSearchQuery } from "./pdv.ts";

// Quick-pick tabs of the sale screen (spec 3, Tab: id, name, products_ids; spec 7 /api/v1/tabs).

/** At most this many product buttons in one tab. */
export const MAX_TAB_PRODUCTS = 60;
export const TAB_NAME_MAX = 40;

/** A product of a tab as the editor lists it. */
export const TabProduct = Schema.Struct({
  id: ProductId,
  full_description: Schema.String,
  sku: Schema.String,
  thumb_url: Schema.NullOr(Schema.String),
});
export type TabProduct = typeof TabProduct.Type;

export const PosTab = Schema.Struct({
  id: PosTabId,
  name: Schema.String,
  position: Schema.Int,
  products_ids: Schema.Array(ProductId),
  products: Schema.Array(TabProduct),
});
export type PosTab = typeof PosTab.Type;
export const PosTabList = Schema.Struct({ data: Schema.Array(PosTab) });
export type PosTabList = typeof PosTabList.Type;

export const PosTabInput = Schema.Struct({
  name: requiredCleanText(TAB_NAME_MAX),
  products_ids: ArrayUpTo(ProductId, MAX_TAB_PRODUCTS),
});
export type PosTabInput = typeof PosTabInput.Type;

export const PosTabPatch = Schema.Struct({
  name: Schema.optional(requiredCleanText(TAB_NAME_MAX)),
  products_ids: Schema.optionalKey(ArrayUpTo(ProductId, MAX_TAB_PRODUCTS)),
  position: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 999 }))),
});
export type PosTabPatch = typeof PosTabPatch.Type;

/** The sale screen's grid: each tab with its products as the unit sells them (price, stock, photo). */
export const SaleTab = Schema.Struct({ id: PosTabId, name: Schema.String, products: Schema.Array(ProductHit) });
export type SaleTab = typeof SaleTab.Type;
export const SaleTabList = Schema.Struct({ data: Schema.Array(SaleTab) });
export type SaleTabList = typeof SaleTabList.Type;
export const SaleTabsQuery = Schema.Struct({ company_id: IdFromString });

/** GET /api/v1/tabs/products?q=: the network's active products by name words or SKU, for the tabs editor. */
export const TabProductSearchQuery = TextSearchQuery;
export const TabProductList = Schema.Struct({ data: Schema.Array(TabProduct) });
export type TabProductList = typeof TabProductList.Type;
