import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { type Cents, centsToDecimalString, parseMoney } from "../domain/money.ts";
import {
  formatCest,
  formatNcm,
  type ProductIssues,
  type ProductKind,
  productIssues,
  variationGrid,
  variationKey,
  variationSku,
} from "../domain/products.ts";
import type { ProductDetail, ProductInput } from "../schemas/stock-products.ts";
import { createRecordFormMachine, type RecordFormEmitted, type RecordFormSpec } from "./record-form.machine.ts";

// The product page (/produtos/novo/:tab and /produtos/editar/:id/:tab, issue 13 item 1): load the product (or start
// a new one), edit its seven tabs, save them together. The rules of src/domain/products.ts block a save and show
// their messages once one was tried; the server's 422 messages show under their fields.

/** The page's tabs (spec 2.4), in order. */
export const PRODUCT_TABS = [
  "geral",
  "caracteristicas",
  "adicionais",
  "composicao",
  "combo-personalizado",
  "estrutura-mercadologica",
  "loja-a-loja",
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Another product chosen in a tab (an extra, a component, a combo option). */
export type ProductChoice = { readonly product_id: number | null; readonly description: string };

export type AttributeDraft = { readonly key: string; readonly name: string; readonly value: string };
/** An axis as edited: its values typed separated by commas ("P, M, G"). */
export type AxisDraft = { readonly key: string; readonly name: string; readonly values: string };
export type VariationDraft = {
  readonly key: string;
  readonly id: number | null;
  readonly sku: string;
  readonly ean: string;
  readonly price: Cents | null;
  readonly values: Readonly<Record<string, string>>;
  readonly status: boolean;
};
export type ExtraDraft = ProductChoice & { readonly key: string; readonly price: Cents | null };
/** The quantity as typed ("1,5"). */
export type ComponentDraft = ProductChoice & { readonly key: string; readonly quantity: string };
export type OptionDraft = ProductChoice & { readonly key: string; readonly extra_price: Cents | null };
export type ComboGroupDraft = {
  readonly key: string;
  readonly name: string;
  readonly min_choices: number;
  readonly max_choices: number;
  readonly options: ReadonlyArray<OptionDraft>;
};
/** The product in one unit; min_stock as typed. */
export type ConfigDraft = {
  readonly company_id: number;
  readonly company_name: string;
  readonly price_1: Cents | null;
  readonly unit_cost: Cents | null;
  readonly stock_control: boolean;
  readonly min_stock: string;
  readonly active: boolean;
};

export type ProductFormValues = {
  readonly full_description: string;
  readonly sku: string;
  readonly ean: string;
  readonly sale_unit: string;
  readonly kind: ProductKind;
  readonly status: boolean;
  readonly ncm: string;
  readonly cest: string;
  readonly origin: number;
  readonly cost: Cents | null;
  readonly price: Cents | null;
  readonly attributes: ReadonlyArray<AttributeDraft>;
  readonly variation_axes: ReadonlyArray<AxisDraft>;
  readonly variations: ReadonlyArray<VariationDraft>;
  readonly extras: ReadonlyArray<ExtraDraft>;
  readonly components: ReadonlyArray<ComponentDraft>;
  readonly combo_groups: ReadonlyArray<ComboGroupDraft>;
  readonly department_id: number | null;
  readonly type_id: number | null;
  readonly sector_id: number | null;
  readonly group_id: number | null;
  readonly subgroup_id: number | null;
  readonly manufacturer_id: number | null;
  readonly supplier_id: number | null;
  readonly configs: ReadonlyArray<ConfigDraft>;
};

type Lists = "attributes" | "variation_axes" | "variations" | "extras" | "components" | "combo_groups" | "configs";
export type ProductChange = Partial<Omit<ProductFormValues, Lists>>;

/** One edit of the product form. */
export type ProductEdit =
  | { type: "change"; change: ProductChange }
  | { type: "attribute.add" }
  | { type: "attribute.change"; index: number; change: Partial<Omit<AttributeDraft, "key">> }
  | { type: "attribute.remove"; index: number }
  | { type: "axis.add" }
  | { type: "axis.change"; index: number; change: Partial<Omit<AxisDraft, "key">> }
  | { type: "axis.remove"; index: number }
  | { type: "variations.generate" }
  | { type: "variation.change"; index: number; change: Partial<Pick<VariationDraft, "sku" | "ean" | "price">> }
  | { type: "variation.remove"; index: number }
  | { type: "extra.add" }
  | { type: "extra.change"; index: number; change: Partial<Omit<ExtraDraft, "key">> }
  | { type: "extra.remove"; index: number }
  | { type: "component.add" }
  | { type: "component.change"; index: number; change: Partial<Omit<ComponentDraft, "key">> }
  | { type: "component.remove"; index: number }
  | { type: "group.add" }
  | { type: "group.change"; index: number; change: Partial<Omit<ComboGroupDraft, "key" | "options">> }
  | { type: "group.remove"; index: number }
  | { type: "option.add"; group: number }
  | { type: "option.change"; group: number; index: number; change: Partial<Omit<OptionDraft, "key">> }
  | { type: "option.remove"; group: number; index: number }
  | { type: "config.change"; config: ConfigDraft };

export const emptyProductValues = (): ProductFormValues => ({
  full_description: "",
  sku: "",
  ean: "",
  sale_unit: "Unidade",
  kind: "product",
  status: true,
  ncm: "",
  cest: "",
  origin: 0,
  cost: null,
  price: null,
  attributes: [],
  variation_axes: [],
  variations: [],
  extras: [],
  components: [],
  combo_groups: [],
  department_id: null,
  type_id: null,
  sector_id: null,
  group_id: null,
  subgroup_id: null,
  manufacturer_id: null,
  supplier_id: null,
  configs: [],
});

const cents = (money: string): Cents | null => parseMoney(money);
/** 1.5 → "1,5" (the form's decimal comma). */
const decimalText = (value: number) => String(value).replace(".", ",");

/** The form's values for a stored product. */
export const productValuesOf = (p: ProductDetail): ProductFormValues => ({
  full_description: p.full_description,
  sku: p.sku,
  ean: p.ean,
  sale_unit: p.sale_unit,
  kind: p.kind,
  status: p.status,
  ncm: formatNcm(p.ncm),
  cest: formatCest(p.cest),
  origin: p.origin,
  cost: cents(p.cost),
  price: cents(p.price),
  attributes: p.attributes.map((a, i) => ({ key: `a${i}`, ...a })),
  variation_axes: p.variation_axes.map((axis, i) => ({
    key: `x${i}`,
    name: axis.name,
    values: axis.values.join(", "),
  })),
  variations: p.variations.map((v) => ({
    key: `v${v.id}`,
    id: v.id,
    sku: v.sku,
    ean: v.ean,
    price: cents(v.price),
    values: v.values,
    status: v.status,
  })),
  extras: p.extras.map((e, i) => ({
    key: `e${i}`,
    product_id: e.product_id,
    description: e.description,
    price: cents(e.price),
  })),
  components: p.components.map((c, i) => ({
    key: `c${i}`,
    product_id: c.product_id,
    description: c.description,
    quantity: decimalText(c.quantity),
  })),
  combo_groups: p.combo_groups.map((g, i) => ({
    key: `g${i}`,
    name: g.name,
    min_choices: g.min_choices,
    max_choices: g.max_choices,
    options: g.options.map((o, j) => ({
      key: `g${i}o${j}`,
      product_id: o.product_id,
      description: o.description,
      extra_price: cents(o.extra_price),
    })),
  })),
  department_id: p.department_id,
  type_id: p.type_id,
  sector_id: p.sector_id,
  group_id: p.group_id,
  subgroup_id: p.subgroup_id,
  manufacturer_id: p.manufacturer_id,
  supplier_id: p.supplier_id,
  configs: p.configs.map((c) => ({
    company_id: c.company_id,
    company_name: c.company_name,
    price_1: cents(c.price_1),
    unit_cost: cents(c.unit_cost),
    stock_control: c.stock_control,
    min_stock: decimalText(c.min_stock),
    active: c.active,
  })),
});

/** "1,5" → 1.5; anything else NaN. */
export const quantityOf = (text: string): number => {
  const plain = text.trim().replace(/\./g, "").replace(",", ".");
  return /^\d+(\.\d{1,3})?$/.test(plain) ? Number(plain) : Number.NaN;
};

const axesOf = (values: ProductFormValues) =>
  values.variation_axes.map((axis) => ({ name: axis.name, values: axis.values.split(",") }));

const money = (value: Cents | null) => centsToDecimalString(value ?? 0);

/** The body of POST and PATCH: every tab, the whole lists. */
export const productBodyOf = (v: ProductFormValues): ProductInput => ({
  full_description: v.full_description,
  sku: v.sku,
  ean: v.ean,
  sale_unit: v.sale_unit as ProductInput["sale_unit"],
  kind: v.kind,
  status: v.status,
  ncm: v.ncm,
  cest: v.cest,
  origin: v.origin,
  cost: money(v.cost),
  price: money(v.price),
  attributes: v.attributes.map(({ name, value }) => ({ name, value })),
  variation_axes: axesOf(v).map((axis) => ({
    name: axis.name.trim(),
    values: axis.values.map((x) => x.trim()).filter((x) => x !== ""),
  })),
  variations: v.variations.map((x) => ({
    id: x.id,
    sku: x.sku,
    ean: x.ean,
    price: money(x.price),
    values: x.values,
    status: x.status,
  })),
  extras: v.extras.flatMap((e) => (e.product_id === null ? [] : [{ product_id: e.product_id, price: money(e.price) }])),
  components: v.components.flatMap((c) =>
    c.product_id === null ? [] : [{ product_id: c.product_id, quantity: quantityOf(c.quantity) }],
  ),
  combo_groups: v.combo_groups.map((g) => ({
    name: g.name,
    min_choices: g.min_choices,
    max_choices: g.max_choices,
    options: g.options.flatMap((o) =>
      o.product_id === null ? [] : [{ product_id: o.product_id, extra_price: money(o.extra_price) }],
    ),
  })),
  department_id: v.department_id,
  type_id: v.type_id,
  sector_id: v.sector_id,
  group_id: v.group_id,
  subgroup_id: v.subgroup_id,
  manufacturer_id: v.manufacturer_id,
  supplier_id: v.supplier_id,
  configs: v.configs.map((c) => ({
    company_id: c.company_id,
    price_1: money(c.price_1),
    unit_cost: money(c.unit_cost),
    stock_control: c.stock_control,
    min_stock: Number.isNaN(quantityOf(c.min_stock)) ? 0 : quantityOf(c.min_stock),
    active: c.active,
  })),
});

/** The rules' problems of the values (the same rules the server runs), and unreadable quantities. */
export const productFormIssues = (v: ProductFormValues): ProductIssues => {
  const issues: Record<string, ReadonlyArray<string>> = {
    ...productIssues({
      ...v,
      variation_axes: axesOf(v),
      components: v.components.map((c) => ({ product_id: c.product_id, quantity: quantityOf(c.quantity) })),
    }),
  };
  v.configs.forEach((c, index) => {
    if (c.min_stock.trim() !== "" && Number.isNaN(quantityOf(c.min_stock)))
      issues[`configs.${index}.min_stock`] = ["quantity"];
  });
  return issues as ProductIssues;
};

const replaceAt = <T>(list: ReadonlyArray<T>, index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));
const without = <T>(list: ReadonlyArray<T>, index: number): T[] => list.filter((_, i) => i !== index);

/**
 * The grid of the axes' combinations: a combination that already has a variation keeps it (its id, SKU, EAN and
 * price); a new one gets a SKU from the product's and the product's price.
 */
export function generateVariations(values: ProductFormValues, sequence: number): VariationDraft[] {
  const axes = axesOf(values);
  const current = new Map(values.variations.map((v) => [variationKey(axes, v.values), v]));
  return variationGrid(axes).map((combo, index) => {
    const existing = current.get(variationKey(axes, combo));
    return (
      existing ?? {
        key: `n${sequence}-${index}`,
        id: null,
        sku: variationSku(values.sku, combo),
        ean: "",
        price: values.price,
        values: combo,
        status: true,
      }
    );
  });
}

/** A general change; choosing another department clears the group and subgroup, another group the subgroup. */
const applyChange = (values: ProductFormValues, change: ProductChange): ProductFormValues => {
  const next = { ...values, ...change };
  if (
    change.department_id !== undefined &&
    change.department_id !== values.department_id &&
    change.group_id === undefined
  )
    return { ...next, group_id: null, subgroup_id: null };
  if (change.group_id !== undefined && change.group_id !== values.group_id && change.subgroup_id === undefined)
    return { ...next, subgroup_id: null };
  return next;
};

/** The product after one edit; `sequence` keys a new list entry. */
export function editProduct(values: ProductFormValues, edit: ProductEdit, sequence: number): ProductFormValues {
  const key = `n${sequence}`;
  switch (edit.type) {
    case "change":
      return applyChange(values, edit.change);
    case "attribute.add":
      return { ...values, attributes: [...values.attributes, { key, name: "", value: "" }] };
    case "attribute.change":
      return { ...values, attributes: replaceAt(values.attributes, edit.index, (a) => ({ ...a, ...edit.change })) };
    case "attribute.remove":
      return { ...values, attributes: without(values.attributes, edit.index) };
    case "axis.add":
      return { ...values, variation_axes: [...values.variation_axes, { key, name: "", values: "" }] };
    case "axis.change":
      return {
        ...values,
        variation_axes: replaceAt(values.variation_axes, edit.index, (a) => ({ ...a, ...edit.change })),
      };
    case "axis.remove":
      return { ...values, variation_axes: without(values.variation_axes, edit.index) };
    case "variations.generate":
      return { ...values, variations: generateVariations(values, sequence) };
    case "variation.change":
      return { ...values, variations: replaceAt(values.variations, edit.index, (v) => ({ ...v, ...edit.change })) };
    case "variation.remove":
      return { ...values, variations: without(values.variations, edit.index) };
    case "extra.add":
      return { ...values, extras: [...values.extras, { key, product_id: null, description: "", price: null }] };
    case "extra.change":
      return { ...values, extras: replaceAt(values.extras, edit.index, (e) => ({ ...e, ...edit.change })) };
    case "extra.remove":
      return { ...values, extras: without(values.extras, edit.index) };
    case "component.add":
      return {
        ...values,
        components: [...values.components, { key, product_id: null, description: "", quantity: "1" }],
      };
    case "component.change":
      return { ...values, components: replaceAt(values.components, edit.index, (c) => ({ ...c, ...edit.change })) };
    case "component.remove":
      return { ...values, components: without(values.components, edit.index) };
    case "group.add":
      return {
        ...values,
        combo_groups: [...values.combo_groups, { key, name: "", min_choices: 0, max_choices: 1, options: [] }],
      };
    case "group.change":
      return { ...values, combo_groups: replaceAt(values.combo_groups, edit.index, (g) => ({ ...g, ...edit.change })) };
    case "group.remove":
      return { ...values, combo_groups: without(values.combo_groups, edit.index) };
    case "option.add":
      return {
        ...values,
        combo_groups: replaceAt(values.combo_groups, edit.group, (g) => ({
          ...g,
          options: [...g.options, { key, product_id: null, description: "", extra_price: null }],
        })),
      };
    case "option.change":
      return {
        ...values,
        combo_groups: replaceAt(values.combo_groups, edit.group, (g) => ({
          ...g,
          options: replaceAt(g.options, edit.index, (o) => ({ ...o, ...edit.change })),
        })),
      };
    case "option.remove":
      return {
        ...values,
        combo_groups: replaceAt(values.combo_groups, edit.group, (g) => ({
          ...g,
          options: without(g.options, edit.index),
        })),
      };
    case "config.change": {
      const exists = values.configs.some((c) => c.company_id === edit.config.company_id);
      return {
        ...values,
        configs: exists
          ? values.configs.map((c) => (c.company_id === edit.config.company_id ? edit.config : c))
          : [...values.configs, edit.config],
      };
    }
  }
}

const TAB_OF_LIST: ReadonlyArray<readonly [string, ProductTab]> = [
  ["attributes", "caracteristicas"],
  ["variation_axes", "caracteristicas"],
  ["variations", "caracteristicas"],
  ["extras", "adicionais"],
  ["components", "composicao"],
  ["combo_groups", "combo-personalizado"],
  ["department_id", "estrutura-mercadologica"],
  ["type_id", "estrutura-mercadologica"],
  ["sector_id", "estrutura-mercadologica"],
  ["group_id", "estrutura-mercadologica"],
  ["subgroup_id", "estrutura-mercadologica"],
  ["manufacturer_id", "estrutura-mercadologica"],
  ["supplier_id", "estrutura-mercadologica"],
  ["configs", "loja-a-loja"],
];

/** The tab a field is on ("components.0.quantity" on composicao); the rest on geral. */
export const tabOfProductField = (field: string): ProductTab => {
  const head = field.split(".")[0] ?? "";
  return TAB_OF_LIST.find(([list]) => list === head)?.[1] ?? "geral";
};

export const productFormSpec: RecordFormSpec<ProductDetail, ProductFormValues, ProductEdit, ProductInput, ProductTab> =
  {
    id: "product form",
    tabs: PRODUCT_TABS,
    tabOfField: tabOfProductField,
    emptyValues: emptyProductValues,
    valuesOf: productValuesOf,
    idOf: (product) => product.id,
    edit: editProduct,
    issuesOf: productFormIssues,
    bodyOf: productBodyOf,
  };

/** The product page on the record form factory. */
export const productFormMachine = createRecordFormMachine(productFormSpec);

export type ProductFormEmitted = RecordFormEmitted<ProductDetail, ProductTab>;
export type ProductFormRef = ActorRefFrom<typeof productFormMachine>;
export type ProductFormSnapshot = SnapshotFrom<typeof productFormMachine>;
