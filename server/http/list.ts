import { DEFAULT_PER_PAGE } from "../../src/schemas/common.ts";
import { and, asc, count, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { containing } from "../db/like.ts";
import { invalidField } from "./errors.ts";
import type { SessionInfo } from "./route.ts";
import { ofOwnUnits, tenantScope } from "./tenant.ts";

/** Business days are counted in the network's time zone, not UTC. */
export const BUSINESS_TIME_ZONE = "America/Sao_Paulo";

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it (it showed in the sale's profile).
const BUSINESS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in the network's time zone, YYYY-MM-DD. */
export const businessDate = (now: Date): string => BUSINESS_DAY.format(now);

/** The lists' default period when no date is given: the first of this month to today (spec 2.10). */
export const defaultPeriod = (
  query: { initial_date?: string | undefined; final_date?: string | undefined },
  now: Date,
): { initial_date?: string; final_date?: string } => {
  if (query.initial_date || query.final_date) {
    return {
      ...(query.initial_date ? { initial_date: query.initial_date } : {}),
      ...(query.final_date ? { final_date: query.final_date } : {}),
    };
  }
  const today = businessDate(now);
  return { initial_date: `${today.slice(0, 8)}01`, final_date: today };
};

/** Page window of a list query (architecture 4, Lists). */
export function pageOf(query: { page?: number | undefined; per_page?: number | undefined }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** initial_date / final_date (YYYY-MM-DD, both inclusive) on a timestamptz column. */
export function withinDates(
  column: AnyPgColumn,
  query: { initial_date?: string | undefined; final_date?: string | undefined },
): SQL | undefined {
  const day = sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date`;
  if (query.initial_date && query.final_date)
    return sql`${day} between ${query.initial_date}::date and ${query.final_date}::date`;
  if (query.initial_date) return sql`${day} >= ${query.initial_date}::date`;
  if (query.final_date) return sql`${day} <= ${query.final_date}::date`;
  return undefined;
}

/** The query fields every list takes (src/schemas/common.ts ListQueryFields), as decoded. */
export type ListParams = {
  readonly page?: number | undefined;
  readonly per_page?: number | undefined;
  readonly sort_field?: string | undefined;
  readonly sort_direction?: "asc" | "desc" | undefined;
  readonly filter?: string | undefined;
  readonly initial_date?: string | undefined;
  readonly final_date?: string | undefined;
};

type Direction = "asc" | "desc";

/** The sort allow-list: query field name → column or expression; anything else answers 422 on sort_field. */
export type Sorting<F extends string> = {
  readonly by: Readonly<Record<F, SQLWrapper>>;
  /** The field and direction when the query names none. */
  readonly field: NoInfer<F>;
  readonly direction: Direction;
  /** Orders after the chosen one, so that pages never overlap (e.g. `desc(sales.id)`). */
  readonly tieBreak: ReadonlyArray<SQL | SQLWrapper>;
  /** Rows without a value (null) come last in both directions. */
  readonly nullsLast?: boolean;
};

/** The text filter: "contains" over the columns, LIKE's own characters escaped (server/db/like.ts). */
export type TextSearch = {
  readonly columns: ReadonlyArray<SQLWrapper>;
  /** A text of up to nine digits also finds the row with that number (sale 123, budget 45). */
  readonly number?: AnyPgColumn;
  /** More conditions for the same text, any of which may match (e.g. CPF digits without the mask). */
  readonly also?: (text: string) => ReadonlyArray<SQL | undefined>;
};

export type ListSpec<F extends string, Rows extends PgSelect, Totals extends PgSelect, Item> = {
  readonly db: Db;
  readonly query: ListParams;
  /** Rows of the session's network only; with `units`, only of the units the session works in. */
  readonly scope: { readonly table: { readonly multiStoreId: AnyPgColumn }; readonly session: SessionInfo };
  readonly units?: AnyPgColumn;
  readonly sort: Sorting<F>;
  readonly search?: TextSearch;
  /**
   * The period (initial_date / final_date) is on this timestamptz column (`period` replaces the query's dates), or
   * the route's own condition for it (`where`, e.g. on a date column).
   */
  readonly dates?:
    | {
        readonly column: AnyPgColumn;
        readonly period?: { initial_date?: string | undefined; final_date?: string | undefined };
      }
    | { readonly where: SQL | undefined };
  /** The route's own filters (unit, status, ...). */
  readonly where?: ReadonlyArray<SQL | undefined>;
  /** The rows' select with its joins, made `$dynamic()`: the helper adds where, order and the page window. */
  readonly rows: Rows;
  /**
   * The count (and sums over the whole filter) with the joins the filter needs, made `$dynamic()`; it selects
   * `count` and any sums. Without it, the rows of the scope table are counted.
   */
  readonly totals?: Totals;
  readonly item: (row: Awaited<Rows>[number]) => Item;
};

/** Decoded sort field of a list: one of the allow-list, else a 422 on sort_field. */
export function sortField<F extends string>(sorting: Pick<Sorting<F>, "by" | "field">, requested: string | undefined) {
  const field = requested ?? sorting.field;
  if (!Object.hasOwn(sorting.by, field)) throw invalidField("sort_field", "invalid");
  return field as F;
}

export function orderOf<F extends string>(sorting: Sorting<F>, query: ListParams): ReadonlyArray<SQL | SQLWrapper> {
  const column = sorting.by[sortField(sorting, query.sort_field)];
  const direction = query.sort_direction ?? sorting.direction;
  const first = sorting.nullsLast
    ? sql`${column} ${sql.raw(direction)} nulls last`
    : direction === "desc"
      ? desc(column)
      : asc(column);
  return [first, ...sorting.tieBreak];
}

/**
 * Every typed word appears in one of the columns, in any order ("Adriana Costa" finds "Adriana Almeida Costa");
 * one word is a plain "contains".
 */
export function eachWordIn(columns: ReadonlyArray<SQLWrapper>, text: string): SQL | undefined {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  return and(...words.map((word) => or(...columns.map((column) => ilike(column as AnyPgColumn, containing(word))))));
}

export function searchOf(search: TextSearch | undefined, filter: string | undefined): SQL | undefined {
  const text = filter?.trim() ?? "";
  if (!search || text === "") return undefined;
  return or(
    eachWordIn(search.columns, text),
    ...(search.number && /^\d{1,9}$/.test(text) ? [eq(search.number, Number(text))] : []),
    ...(search.also?.(text) ?? []),
  );
}

/** Every condition of a list: tenant, units, route filters, period and text. */
export function listWhere(
  spec: Pick<ListSpec<string, PgSelect, PgSelect, unknown>, "scope" | "units" | "where" | "dates" | "search" | "query">,
): SQL {
  const { scope, query } = spec;
  return tenantScope(
    scope.table,
    scope.session,
    spec.units ? ofOwnUnits(spec.units, scope.session) : undefined,
    ...(spec.where ?? []),
    spec.dates === undefined
      ? undefined
      : "where" in spec.dates
        ? spec.dates.where
        : withinDates(spec.dates.column, spec.dates.period ?? query),
    searchOf(spec.search, query.filter),
  );
}

/** A text filter or a period the list does not apply is refused, not ignored: its totals would seem filtered. */
function refuseUnusedFilters(spec: Pick<ListSpec<string, PgSelect, PgSelect, unknown>, "search" | "dates" | "query">) {
  if (!spec.search && spec.query.filter) throw invalidField("filter", "unexpected");
  if (!spec.dates && spec.query.initial_date) throw invalidField("initial_date", "unexpected");
  if (!spec.dates && spec.query.final_date) throw invalidField("final_date", "unexpected");
}

/**
 * One page of a list endpoint (architecture 4, Lists): `{ data, meta }` and the totals over the whole filter.
 * The sort field is checked first, so a field off the allow-list costs no query.
 */
export async function listPage<F extends string, Rows extends PgSelect, Totals extends PgSelect, Item>(
  spec: ListSpec<F, Rows, Totals, Item>,
) {
  refuseUnusedFilters(spec);
  const order = orderOf(spec.sort, spec.query);
  const where = listWhere(spec);
  const page = pageOf(spec.query);
  const counted =
    spec.totals ??
    spec.db
      .select({ count: count() })
      .from(spec.scope.table as never)
      .$dynamic();
  const [rows, [totals]] = await Promise.all([
    spec.rows
      .where(where)
      .orderBy(...(order as SQL[]))
      .limit(page.perPage)
      .offset(page.offset) as unknown as Promise<Awaited<Rows>>,
    counted.where(where) as unknown as Promise<Array<Awaited<Totals>[number] & { count: number }>>,
  ]);
  return {
    data: rows.map((row) => spec.item(row)),
    meta: { page: page.page, per_page: page.perPage, total: Number(totals?.count ?? 0) },
    totals,
  };
}
