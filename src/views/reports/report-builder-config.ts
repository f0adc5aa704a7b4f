import {
  BUILDER_CATALOG,
  BUILDER_DATASETS,
  type BuilderDataset,
  type BuilderDimension,
  type BuilderFilter,
  type BuilderMeasure,
  keyList,
  MAX_BUILDER_DIMENSIONS,
  unknownKeys,
} from "../../domain/report-builder.ts";

// The report builder's table in the URL (/relatorios/datatables): dataset, groupBy, measures and the dataset's
// filters (userId, paymentMethodId, departmentId), beside the kit's scope (report-scope.ts).

export type BuilderConfig = {
  readonly dataset: BuilderDataset;
  readonly groupBy: ReadonlyArray<BuilderDimension>;
  readonly measures: ReadonlyArray<BuilderMeasure>;
  readonly filters: Partial<Record<BuilderFilter, number>>;
};

const FILTER_PARAMS: Readonly<Record<BuilderFilter, string>> = {
  user_id: "userId",
  payment_method_id: "paymentMethodId",
  department_id: "departmentId",
};

export const defaultsOf = (dataset: BuilderDataset): BuilderConfig => ({
  dataset,
  groupBy: BUILDER_CATALOG[dataset].defaults.dimensions,
  measures: BUILDER_CATALOG[dataset].defaults.measures,
  filters: {},
});

/** The applied configuration in the URL; anything outside the catalog falls back to the dataset's defaults. */
export function configOfUrl(
  params: URLSearchParams,
  allowed: ReadonlyArray<BuilderDataset> = BUILDER_DATASETS,
): BuilderConfig {
  const raw = params.get("dataset") ?? "";
  const dataset = (allowed as ReadonlyArray<string>).includes(raw) ? (raw as BuilderDataset) : (allowed[0] ?? "sales");
  const fallback = defaultsOf(dataset);
  // A key written twice in a hand-made URL counts once (the server refuses a repeated dimension).
  const groupBy = params.has("groupBy") ? [...new Set(keyList(params.get("groupBy") ?? ""))] : [...fallback.groupBy];
  const measures = [...new Set(keyList(params.get("measures") ?? ""))];
  const filters: Partial<Record<BuilderFilter, number>> = {};
  for (const filter of BUILDER_CATALOG[dataset].filters) {
    const id = Number(params.get(FILTER_PARAMS[filter]));
    if (Number.isInteger(id) && id > 0) filters[filter] = id;
  }
  return {
    dataset,
    groupBy:
      unknownKeys(dataset, "dimensions", groupBy).length === 0 && groupBy.length <= MAX_BUILDER_DIMENSIONS
        ? (groupBy as BuilderDimension[])
        : fallback.groupBy,
    measures:
      measures.length > 0 && unknownKeys(dataset, "measures", measures).length === 0
        ? (measures as BuilderMeasure[])
        : fallback.measures,
    filters,
  };
}

/** The URL with the configuration written in (the scope's parameters kept). */
export function withConfig(params: URLSearchParams, config: BuilderConfig): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("dataset", config.dataset);
  next.set("groupBy", config.groupBy.join(","));
  next.set("measures", config.measures.join(","));
  for (const [filter, param] of Object.entries(FILTER_PARAMS) as [BuilderFilter, string][]) {
    const id = config.filters[filter];
    if (id === undefined) next.delete(param);
    else next.set(param, String(id));
  }
  return next;
}

export const sameConfig = (a: BuilderConfig, b: BuilderConfig) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the catalog's order, so the columns read the same whatever order they were ticked in. */
export const inCatalogOrder = <K extends string>(all: ReadonlyArray<K>, chosen: ReadonlyArray<K>) =>
  all.filter((key) => chosen.includes(key));
