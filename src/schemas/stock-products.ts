import { Schema } from "effect";
import { MARKET_LEVELS, PRODUCT_KINDS, SALE_UNIT_NAMES } from "../domain/products.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Id, IdFromString, MoneyAmount, optionalText, requiredText } from "./fields.ts";
import { CompanyId, ProductId } from "./ids.ts";
import { Money, Quantity } from "./pdv.ts";

// The product catalog (issue 13 item 1, spec 2.4 /produtos/novo and /produtos/editar/:id? with seven tabs, 7
// GET /api/v1/products/configuration and market_structure). Money is a decimal string ("12.90"), quantities are
// numbers with up to 3 decimals. The rules (EAN check digit, NCM, CEST, min ≤ max, no cycles) are
// src/domain/products.ts, run by the server after these schemas.

export const ProductKindCode = Schema.Literals(PRODUCT_KINDS);
export const SaleUnitCode = Schema.Literals(SALE_UNIT_NAMES);
export const MarketLevelCode = Schema.Literals(MARKET_LEVELS);

/** A minimum stock: 0 or more, up to 3 decimals. */
const MinStock = Schema.Number.check(
  Schema.makeFilter((value: number) => value === 0 || Schema.is(Quantity)(value), { message: "quantity" }),
);

export const ProductAttribute = Schema.Struct({ name: optionalText(60), value: optionalText(120) });
export const VariationAxis = Schema.Struct({ name: optionalText(40), values: ArrayUpTo(optionalText(40), 30) });

/** A variation in a save: with its id it changes that variation (a products row), without one it is new. */
export const VariationInput = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Id)),
  sku: optionalText(60),
  ean: Schema.optional(optionalText(14)),
  price: MoneyAmount,
  values: Schema.Record(Schema.String, optionalText(40)),
  status: Schema.optional(Schema.Boolean),
});

export const ExtraInput = Schema.Struct({ product_id: Id, price: MoneyAmount });
export const ComponentInput = Schema.Struct({ product_id: Id, quantity: Quantity });
export const ComboOptionInput = Schema.Struct({ product_id: Id, extra_price: MoneyAmount });
const Choices = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 50 }, { message: "invalid" }));
export const ComboGroupInput = Schema.Struct({
  name: optionalText(80),
  min_choices: Choices,
  max_choices: Choices,
  options: ArrayUpTo(ComboOptionInput, 50),
});

/** The product in one unit of the network (loja a loja). */
export const ProductConfigInput = Schema.Struct({
  company_id: Id,
  price_1: MoneyAmount,
  unit_cost: MoneyAmount,
  stock_control: Schema.Boolean,
  min_stock: MinStock,
  active: Schema.Boolean,
});

const OptionalId = Schema.optional(Schema.NullOr(Id));

/** POST /api/v1/products: the product with every tab, saved together. */
export const ProductInput = Schema.Struct({
  full_description: requiredText(200),
  sku: requiredText(60),
  ean: Schema.optional(optionalText(14)),
  sale_unit: SaleUnitCode,
  kind: ProductKindCode,
  status: Schema.optional(Schema.Boolean),
  ncm: Schema.optional(optionalText(10)),
  cest: Schema.optional(optionalText(9)),
  origin: Schema.optional(Schema.Int),
  cost: MoneyAmount,
  price: MoneyAmount,
  attributes: Schema.optional(ArrayUpTo(ProductAttribute, 30)),
  variation_axes: Schema.optional(ArrayUpTo(VariationAxis, 3)),
  variations: Schema.optional(ArrayUpTo(VariationInput, 200)),
  extras: Schema.optional(ArrayUpTo(ExtraInput, 50)),
  components: Schema.optional(ArrayUpTo(ComponentInput, 50)),
  combo_groups: Schema.optional(ArrayUpTo(ComboGroupInput, 20)),
  department_id: OptionalId,
  type_id: OptionalId,
  sector_id: OptionalId,
  group_id: OptionalId,
  subgroup_id: OptionalId,
  manufacturer_id: OptionalId,
  supplier_id: OptionalId,
  configs: Schema.optional(ArrayUpTo(ProductConfigInput, 500)),
});
export type ProductInput = typeof ProductInput.Type;

/** PATCH /api/v1/products/{id}: fields left out keep their value; lists, when sent, are the whole lists. */
export const ProductPatch = Schema.Struct({
  ...ProductInput.fields,
  full_description: Schema.optional(requiredText(200)),
  sku: Schema.optional(requiredText(60)),
  sale_unit: Schema.optional(SaleUnitCode),
  kind: Schema.optional(ProductKindCode),
  cost: Schema.optional(MoneyAmount),
  price: Schema.optional(MoneyAmount),
});
export type ProductPatch = typeof ProductPatch.Type;

/** Another product as a tab shows it (an extra, a component, a combo option). */
const ProductRef = { product_id: ProductId, description: Schema.String, sku: Schema.String };

export const ProductVariation = Schema.Struct({
  id: ProductId,
  sku: Schema.String,
  ean: Schema.String,
  price: Money,
  values: Schema.Record(Schema.String, Schema.String),
  status: Schema.Boolean,
});

export const ProductConfig = Schema.Struct({
  company_id: CompanyId,
  company_name: Schema.String,
  price_1: Money,
  unit_cost: Money,
  stock_control: Schema.Boolean,
  min_stock: Schema.Number,
  active: Schema.Boolean,
});
export type ProductConfig = typeof ProductConfig.Type;

export const ProductDetail = Schema.Struct({
  id: ProductId,
  full_description: Schema.String,
  sku: Schema.String,
  ean: Schema.String,
  sale_unit: Schema.String,
  sale_unit_decimals: Schema.Int,
  kind: ProductKindCode,
  status: Schema.Boolean,
  ncm: Schema.String,
  cest: Schema.String,
  origin: Schema.Int,
  cost: Money,
  price: Money,
  attributes: Schema.Array(Schema.Struct({ name: Schema.String, value: Schema.String })),
  variation_axes: Schema.Array(Schema.Struct({ name: Schema.String, values: Schema.Array(Schema.String) })),
  variations: Schema.Array(ProductVariation),
  extras: Schema.Array(Schema.Struct({ ...ProductRef, price: Money })),
  components: Schema.Array(Schema.Struct({ ...ProductRef, quantity: Schema.Number })),
  combo_groups: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      min_choices: Schema.Int,
      max_choices: Schema.Int,
      options: Schema.Array(Schema.Struct({ ...ProductRef, extra_price: Money })),
    }),
  ),
  department_id: Schema.NullOr(Schema.Int),
  type_id: Schema.NullOr(Schema.Int),
  sector_id: Schema.NullOr(Schema.Int),
  group_id: Schema.NullOr(Schema.Int),
  subgroup_id: Schema.NullOr(Schema.Int),
  manufacturer_id: Schema.NullOr(Schema.Int),
  supplier_id: Schema.NullOr(Schema.Int),
  configs: Schema.Array(ProductConfig),
});
export type ProductDetail = typeof ProductDetail.Type;

export const ProductListItem = Schema.Struct({
  id: ProductId,
  full_description: Schema.String,
  sku: Schema.String,
  ean: Schema.String,
  kind: ProductKindCode,
  status: Schema.Boolean,
  sale_unit: Schema.String,
  sale_unit_decimals: Schema.Int,
  /** In the unit of `company_id` (the session's first unit when none is given); null without a config there. */
  price_1: Schema.NullOr(Money),
  unit_cost: Schema.NullOr(Money),
  stock_control: Schema.NullOr(Schema.Boolean),
  min_stock: Schema.NullOr(Schema.Number),
  /** On hand in the unit's default stock. */
  on_hand: Schema.Number,
  /** The first photo's thumbnail, or null. */
  thumbnail_url: Schema.NullOr(Schema.String),
});
export type ProductListItem = typeof ProductListItem.Type;

export const PRODUCT_SORT_FIELDS = ["full_description", "sku", "price_1", "on_hand", "status"] as const;

const BooleanText = Schema.Literals(["true", "false"]);

/** GET /api/v1/products: filter matches description, SKU or EAN. */
export const ProductListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(PRODUCT_SORT_FIELDS)),
  company_id: Schema.optional(IdFromString),
  department_id: Schema.optional(IdFromString),
  group_id: Schema.optional(IdFromString),
  subgroup_id: Schema.optional(IdFromString),
  manufacturer_id: Schema.optional(IdFromString),
  supplier_id: Schema.optional(IdFromString),
  active: Schema.optional(BooleanText),
  stock_control: Schema.optional(BooleanText),
  below_minimum: Schema.optional(BooleanText),
});
export type ProductListQuery = typeof ProductListQuery.Type;

export const ProductList = listOf(ProductListItem);
export type ProductList = typeof ProductList.Type;

/** An option of a configuration list. */
export const ConfigOption = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const MarketOption = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  parent_id: Schema.NullOr(Schema.Int),
});
export type MarketOption = typeof MarketOption.Type;

/** GET /api/v1/products/configuration (spec 3 Configuration lists). */
export const ProductConfiguration = Schema.Struct({
  companies: Schema.Array(ConfigOption),
  producers: Schema.Array(ConfigOption),
  suppliers: Schema.Array(ConfigOption),
  departments: Schema.Array(MarketOption),
  types: Schema.Array(MarketOption),
  sectors: Schema.Array(MarketOption),
  groups: Schema.Array(MarketOption),
  subgroups: Schema.Array(MarketOption),
  productsOrigins: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  salesUnits: Schema.Array(Schema.Struct({ name: Schema.String, decimals: Schema.Int })),
});
export type ProductConfiguration = typeof ProductConfiguration.Type;

export const MarketGroupsQuery = Schema.Struct({ department_id: Schema.optional(IdFromString) });
export const MarketSubgroupsQuery = Schema.Struct({ group_id: Schema.optional(IdFromString) });
export const MarketOptions = Schema.Array(MarketOption);

/** POST /api/v1/market_structure/:level (the option-create flow's caller-given path). */
export const MarketStructureInput = Schema.Struct({
  name: requiredText(80),
  parent_id: Schema.optional(Schema.NullOr(Id)),
});
export type MarketStructureInput = typeof MarketStructureInput.Type;
