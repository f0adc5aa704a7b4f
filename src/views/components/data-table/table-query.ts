import type { DateRange } from "../../../domain/dates.ts";
import { parseApiDate } from "../../../domain/dates.ts";
import type { TableQuery } from "../../../machines/data-table.machine.ts";
import type { ListQuery } from "../../../schemas/common.ts";

/** The list query as every list endpoint takes it (architecture 4, Lists), with the table's sort fields. */
export type ListRequest<Field extends string = string> = Omit<ListQuery, "sort_field"> & {
  readonly sort_field?: Field;
};

export type TableQueryDefaults = {
  /** Fields a column header can sort by; any other `sortField` in the URL is ignored. */
  readonly sortFields: ReadonlyArray<string>;
  /** The period used while the URL names none; null lists every date. */
  readonly period: DateRange | null;
};

/** The server refuses longer filters. */
export const MAX_FILTER_LENGTH = 200;

const KEYS = ["page", "sortField", "sortDirection", "filter", "initialDate", "finalDate"] as const;

const validDate = (text: string): string | null => (parseApiDate(text) === null ? null : text.trim());

// A period key present but empty means the user cleared a default period.
const readDate = (params: URLSearchParams, key: string, fallback: string | null): string | null => {
  const text = params.get(key);
  if (text === null) return fallback;
  if (text.trim() === "") return null;
  return validDate(text) ?? fallback;
};

export function readTableQuery(params: URLSearchParams, defaults: TableQueryDefaults): TableQuery {
  const page = Number(params.get("page"));
  const sortField = params.get("sortField");
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sortField: sortField !== null && defaults.sortFields.includes(sortField) ? sortField : null,
    sortDirection: params.get("sortDirection") === "desc" ? "desc" : "asc",
    filter: (params.get("filter") ?? "").trim().slice(0, MAX_FILTER_LENGTH),
    initialDate: readDate(params, "initialDate", defaults.period?.initialDate ?? null),
    finalDate: readDate(params, "finalDate", defaults.period?.finalDate ?? null),
  };
}

/** The URL query for `query`: only what differs from the defaults, other keys of the URL kept. */
export function writeTableQuery(
  params: URLSearchParams,
  query: TableQuery,
  defaults: TableQueryDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (query.page > 1) next.set("page", String(query.page));
  if (query.sortField !== null) {
    next.set("sortField", query.sortField);
    next.set("sortDirection", query.sortDirection);
  }
  if (query.filter !== "") next.set("filter", query.filter);
  const writeDate = (key: "initialDate" | "finalDate") => {
    const value = query[key];
    const fallback = defaults.period?.[key] ?? null;
    if (value === fallback) return;
    next.set(key, value ?? "");
  };
  writeDate("initialDate");
  writeDate("finalDate");
  return next;
}

const isField = <Field extends string>(fields: ReadonlyArray<Field>, value: string | null): value is Field =>
  value !== null && (fields as ReadonlyArray<string>).includes(value);

/** The query in snake_case for the API. */
export function toListRequest<Field extends string>(
  query: TableQuery,
  sortFields: ReadonlyArray<Field>,
  perPage: number,
): ListRequest<Field> {
  const { sortField } = query;
  return {
    page: query.page,
    per_page: perPage,
    ...(isField(sortFields, sortField) ? { sort_field: sortField, sort_direction: query.sortDirection } : {}),
    ...(query.filter !== "" ? { filter: query.filter } : {}),
    ...(query.initialDate !== null ? { initial_date: query.initialDate } : {}),
    ...(query.finalDate !== null ? { final_date: query.finalDate } : {}),
  };
}

export type ListAnswer<Row> = { readonly data: ReadonlyArray<Row>; readonly meta: { readonly total: number } };

/** One page of a list endpoint, e.g. `listUsers`. */
export type FetchPage<Row, Field extends string = string> = (
  request: ListRequest<Field>,
  signal?: AbortSignal,
) => Promise<ListAnswer<Row>>;
