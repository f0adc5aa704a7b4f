import { can, type Permissions, type Requirement } from "./permissions.ts";
import { cleanText } from "./text.ts";

// The report builder (/relatorios/datatables, issue 16 item 2): the datasets a user may build a table from, their
// dimensions (what rows are grouped by), measures (what is added up) and filters. The catalog is keys only — the
// server maps each key to SQL (server/reports/datatables-queries.ts), so only these keys ever reach a statement.

export const BUILDER_DATASETS = ["sales", "items", "payments"] as const;
export type BuilderDataset = (typeof BUILDER_DATASETS)[number];

export const BUILDER_DIMENSIONS = [
  "day",
  "month",
  "unit",
  "user",
  "seller",
  "customer",
  "shipping_method",
  "sale",
  "product",
  "department",
  "group",
  "payment_method",
] as const;
export type BuilderDimension = (typeof BUILDER_DIMENSIONS)[number];

export const BUILDER_MEASURES = [
  "count",
  "sales",
  "total",
  "discounts",
  "delivery_charge",
  "quantity",
  "revenue",
  "billed",
  "received",
  "change",
] as const;
export type BuilderMeasure = (typeof BUILDER_MEASURES)[number];

/** How a measure is written: a whole count, money (decimal text of exact cents) or a quantity (three decimals). */
export const MEASURE_KINDS: Readonly<Record<BuilderMeasure, "int" | "money" | "quantity">> = {
  count: "int",
  sales: "int",
  total: "money",
  discounts: "money",
  delivery_charge: "money",
  quantity: "quantity",
  revenue: "money",
  billed: "money",
  received: "money",
  change: "money",
};

export const BUILDER_FILTERS = ["user_id", "payment_method_id", "department_id"] as const;
export type BuilderFilter = (typeof BUILDER_FILTERS)[number];

export type DatasetSpec = {
  readonly dimensions: ReadonlyArray<BuilderDimension>;
  readonly measures: ReadonlyArray<BuilderMeasure>;
  readonly filters: ReadonlyArray<BuilderFilter>;
  /** What the builder starts with. */
  readonly defaults: {
    readonly dimensions: ReadonlyArray<BuilderDimension>;
    readonly measures: ReadonlyArray<BuilderMeasure>;
  };
};

export const BUILDER_CATALOG: Readonly<Record<BuilderDataset, DatasetSpec>> = {
  /** One row per sale. */
  sales: {
    dimensions: ["day", "month", "unit", "user", "seller", "customer", "shipping_method", "sale"],
    measures: ["count", "total", "discounts", "delivery_charge"],
    filters: ["user_id"],
    defaults: { dimensions: ["day"], measures: ["count", "total"] },
  },
  /** One row per sale item (removed items left out). */
  items: {
    dimensions: ["day", "month", "unit", "user", "product", "department", "group"],
    measures: ["count", "sales", "quantity", "revenue", "discounts"],
    filters: ["user_id", "department_id"],
    defaults: { dimensions: ["product"], measures: ["quantity", "revenue"] },
  },
  /** One row per payment line (reversed lines left out). */
  payments: {
    dimensions: ["day", "month", "unit", "user", "customer", "payment_method"],
    measures: ["count", "sales", "billed", "received", "change"],
    filters: ["user_id", "payment_method_id"],
    defaults: { dimensions: ["payment_method"], measures: ["count", "billed"] },
  },
};

/** Grouping dimensions and measures one table may have. */
export const MAX_BUILDER_DIMENSIONS = 4;
/** Rows one answer carries; the totals still cover every row. */
export const MAX_BUILDER_ROWS = 5000;

/** A comma list of keys ("day,unit") as its keys, blanks left out. */
export const keyList = (text: string | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");

/**
 * A saved view's name as it is stored: Unicode NFC (a decomposed "é" is the composed one), without invisible
 * characters, trimmed, inner runs of whitespace (tabs, no-break spaces) one space.
 */
export const savedViewName = (text: string): string => cleanText(text.normalize("NFC")).replace(/\s+/gu, " ");

/** Two names are the same view name when their stored forms are equal in any case. */
export const savedViewNameKey = (text: string): string => savedViewName(text).toLocaleLowerCase("pt-BR");

/** The keys of `list` the dataset does not offer (empty: all fine). */
export function unknownKeys(
  dataset: BuilderDataset,
  kind: "dimensions" | "measures",
  list: ReadonlyArray<string>,
): string[] {
  const offered = BUILDER_CATALOG[dataset][kind] as ReadonlyArray<string>;
  return list.filter((key) => !offered.includes(key));
}

const rpt = (code: number): Requirement => ({ slug: "RPT", code });

/**
 * Each dataset shows what a report shows, so it needs that report's permission: the sales that of sales by user or
 * by unit (RPT 4, 5), the items that of items sold (RPT 6), the payment lines that of sales by payment method (RPT 2).
 */
export const BUILDER_DATASET_ACCESS: Readonly<Record<BuilderDataset, ReadonlyArray<Requirement>>> = {
  sales: [rpt(4), rpt(5)],
  items: [rpt(6)],
  payments: [rpt(2)],
};

/** The datasets a user may build on, in catalog order. */
export const datasetsFor = (permissions: Permissions): BuilderDataset[] =>
  BUILDER_DATASETS.filter((dataset) => BUILDER_DATASET_ACCESS[dataset].some((need) => can(permissions, need)));

/** The builder opens for a user who may build on at least one dataset (the spec names no permission of its own). */
export const REPORT_BUILDER_ACCESS: ReadonlyArray<Requirement> = [2, 4, 5, 6].map(rpt);
