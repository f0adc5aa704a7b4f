import type { SortDirection } from "../schemas/common.ts";
import { type ActorRefFrom, assign, emit, fromPromise, raise, setup } from "xstate";

/** What a list shows, as kept in the URL query (spec 2.10). Dates are YYYY-MM-DD. */
export type TableQuery = {
  readonly page: number;
  readonly sortField: string | null;
  readonly sortDirection: SortDirection;
  readonly filter: string;
  readonly initialDate: string | null;
  readonly finalDate: string | null;
};

export type TablePage<Row> = { readonly rows: ReadonlyArray<Row>; readonly total: number };

export type ExportFormat = "csv" | "xlsx";

/** Typing in `Pesquisar` reloads the list once the user pauses this long. */
export const SEARCH_DEBOUNCE_MS = 500;

export type DataTableContext<Row> = {
  readonly query: TableQuery;
  /** The text in the search box, ahead of `query.filter` while the user types. */
  readonly searchText: string;
  readonly rows: ReadonlyArray<Row>;
  readonly total: number;
  readonly loadError: unknown;
  readonly exportFormat: ExportFormat;
};

export type DataTableEvent =
  | { type: "url changed"; query: TableQuery }
  | { type: "page changed"; page: number }
  | { type: "sort toggled"; field: string }
  | { type: "search typed"; text: string }
  | { type: "filter changed"; filter: string }
  | { type: "period changed"; initialDate: string | null; finalDate: string | null }
  | { type: "retry" }
  | { type: "copy" }
  | { type: "export"; format: ExportFormat };

export type DataTableEmitted =
  | { type: "copied"; count: number }
  | { type: "copy failed"; error: unknown }
  | { type: "export failed"; format: ExportFormat; error: unknown };

export type DataTableTag = "loading" | "failed" | "copying" | "processing";

export type DataTableInput = { query: TableQuery };

export const sameQuery = (a: TableQuery, b: TableQuery): boolean =>
  a.page === b.page &&
  a.sortField === b.sortField &&
  a.sortDirection === b.sortDirection &&
  a.filter === b.filter &&
  a.initialDate === b.initialDate &&
  a.finalDate === b.finalDate;

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const toggledSort = (query: TableQuery, field: string): Pick<TableQuery, "sortField" | "sortDirection"> => ({
  sortField: field,
  sortDirection: query.sortField === field && query.sortDirection === "asc" ? "desc" : "asc",
});

const notProvided = (name: string) => () => Promise.reject(new Error(`The "${name}" actor was not provided`));

/** One machine per row type, so rows keep their type from the fetch function to the view. */
export const createDataTableMachine = <Row>() =>
  setup({
    types: {} as {
      context: DataTableContext<Row>;
      events: DataTableEvent;
      emitted: DataTableEmitted;
      input: DataTableInput;
      tags: DataTableTag;
    },
    actors: {
      "load page": fromPromise<TablePage<Row>, { query: TableQuery }>(notProvided("load page")),
      /** Fetches every matching row (not only the page shown), copies them and resolves with their number. */
      "copy rows": fromPromise<number, { query: TableQuery }>(notProvided("copy rows")),
      /** Fetches every matching row, writes the file and resolves with the number of rows written. */
      "export rows": fromPromise<number, { query: TableQuery; format: ExportFormat }>(notProvided("export rows")),
    },
    guards: {
      "query differs": ({ context }, params: { query: TableQuery }) => !sameQuery(context.query, params.query),
      "page differs": ({ context }, params: { page: number }) => context.query.page !== params.page,
      "filter differs": ({ context }, params: { filter: string }) => context.query.filter !== params.filter.trim(),
      "period differs": ({ context }, params: { initialDate: string | null; finalDate: string | null }) =>
        context.query.initialDate !== params.initialDate || context.query.finalDate !== params.finalDate,
      "has rows": ({ context }) => context.rows.length > 0,
      "has matches": ({ context }) => context.total > 0,
    },
    actions: {
      "adopt query": assign((_, params: { query: TableQuery }) => ({
        query: params.query,
        searchText: params.query.filter,
      })),
      "set page": assign(({ context }, params: { page: number }) => ({
        query: { ...context.query, page: params.page },
      })),
      "toggle sort": assign(({ context }, params: { field: string }) => ({
        query: { ...context.query, ...toggledSort(context.query, params.field), page: 1 },
      })),
      "set search text": assign((_, params: { text: string }) => ({ searchText: params.text })),
      "set filter": assign(({ context }, params: { filter: string }) => ({
        query: { ...context.query, filter: params.filter.trim(), page: 1 },
        searchText: params.filter,
      })),
      "set period": assign(({ context }, params: { initialDate: string | null; finalDate: string | null }) => ({
        query: { ...context.query, initialDate: params.initialDate, finalDate: params.finalDate, page: 1 },
      })),
      "commit search": raise(({ context }) => ({ type: "filter changed" as const, filter: context.searchText })),
      "store page": assign((_, params: { page: TablePage<Row> }) => ({
        rows: params.page.rows,
        total: params.page.total,
        loadError: null,
      })),
      "store load error": assign((_, params: { error: unknown }) => ({ loadError: params.error })),
      "set export format": assign((_, params: { format: ExportFormat }) => ({ exportFormat: params.format })),
      "announce copied": emit((_, params: { count: number }) => ({ type: "copied" as const, count: params.count })),
      "announce copy failure": emit((_, params: { error: unknown }) => ({
        type: "copy failed" as const,
        error: params.error,
      })),
      "announce export failure": emit(({ context }, params: { error: unknown }) => ({
        type: "export failed" as const,
        format: context.exportFormat,
        error: params.error,
      })),
    },
    delays: { "search debounce": SEARCH_DEBOUNCE_MS },
  }).createMachine({
    id: "dataTable",
    description: "A server-side paged list: loading pages, the debounced search, copy and exports (spec 2.10).",
    type: "parallel",
    context: ({ input }) => ({
      query: input.query,
      searchText: input.query.filter,
      rows: [],
      total: 0,
      loadError: null,
      exportFormat: "csv",
    }),
    states: {
      list: {
        description: "Any change of the query loads its page again, dropping a request still on its way.",
        initial: "loading",
        on: {
          "url changed": {
            guard: { type: "query differs", params: ({ event }) => ({ query: event.query }) },
            target: ".loading",
            reenter: true,
            actions: { type: "adopt query", params: ({ event }) => ({ query: event.query }) },
          },
          "page changed": {
            guard: { type: "page differs", params: ({ event }) => ({ page: event.page }) },
            target: ".loading",
            reenter: true,
            actions: { type: "set page", params: ({ event }) => ({ page: event.page }) },
          },
          "sort toggled": {
            target: ".loading",
            reenter: true,
            actions: { type: "toggle sort", params: ({ event }) => ({ field: event.field }) },
          },
          "filter changed": {
            guard: { type: "filter differs", params: ({ event }) => ({ filter: event.filter }) },
            target: ".loading",
            reenter: true,
            actions: { type: "set filter", params: ({ event }) => ({ filter: event.filter }) },
          },
          "period changed": {
            guard: {
              type: "period differs",
              params: ({ event }) => ({ initialDate: event.initialDate, finalDate: event.finalDate }),
            },
            target: ".loading",
            reenter: true,
            actions: {
              type: "set period",
              params: ({ event }) => ({ initialDate: event.initialDate, finalDate: event.finalDate }),
            },
          },
        },
        states: {
          loading: {
            description: "The previous rows stay on screen under the `Carregando...` overlay.",
            tags: ["loading"],
            invoke: {
              id: "load page",
              src: "load page",
              input: ({ context }) => ({ query: context.query }),
              onDone: {
                target: "ready",
                actions: { type: "store page", params: ({ event }) => ({ page: event.output }) },
              },
              onError: {
                target: "failed",
                actions: { type: "store load error", params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          ready: {},
          failed: {
            tags: ["failed"],
            on: { retry: "loading" },
          },
        },
      },
      search: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "search typed": {
                target: "waiting",
                actions: { type: "set search text", params: ({ event }) => ({ text: event.text }) },
              },
            },
          },
          waiting: {
            description: "The user is typing in `Pesquisar`; each key restarts the pause.",
            on: {
              "search typed": {
                target: "waiting",
                reenter: true,
                actions: { type: "set search text", params: ({ event }) => ({ text: event.text }) },
              },
              // Enter commits at once: the pending pause has nothing left to do.
              "filter changed": "idle",
            },
            after: { "search debounce": { target: "idle", actions: "commit search" } },
          },
        },
      },
      output: {
        initial: "idle",
        states: {
          idle: {
            on: {
              copy: { guard: "has rows", target: "copying" },
              export: {
                guard: "has matches",
                target: "exporting",
                actions: { type: "set export format", params: ({ event }) => ({ format: event.format }) },
              },
            },
          },
          copying: {
            description: "Every row of the current result (search and period applied) goes to the clipboard.",
            tags: ["copying"],
            invoke: {
              id: "copy rows",
              src: "copy rows",
              input: ({ context }) => ({ query: context.query }),
              onDone: {
                target: "idle",
                actions: { type: "announce copied", params: ({ event }) => ({ count: event.output }) },
              },
              onError: {
                target: "idle",
                actions: { type: "announce copy failure", params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          exporting: {
            description: "Every matching row is fetched, page after page, while `Processando...` shows.",
            tags: ["processing"],
            invoke: {
              id: "export rows",
              src: "export rows",
              input: ({ context }) => ({ query: context.query, format: context.exportFormat }),
              onDone: "idle",
              onError: {
                target: "idle",
                actions: { type: "announce export failure", params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
    },
  });

/** The row-agnostic machine, for diagrams and the model-based test. */
export const dataTableMachine = createDataTableMachine<unknown>();

export type DataTableMachine<Row> = ReturnType<typeof createDataTableMachine<Row>>;
export type DataTableRef<Row> = ActorRefFrom<DataTableMachine<Row>>;
