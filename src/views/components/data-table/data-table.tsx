import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable as PrimeDataTable, type DataTableValue } from "primereact/datatable";
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { toApiDate } from "../../../domain/dates.ts";
import { describeApiError } from "../../../schemas/api-failure.ts";
import type { DataTableColumn } from "./data-table-column.ts";
import type { TablePeriod } from "./initial-period.ts";
import { isSortable } from "./data-table-column.ts";
import { DataTableToolbar } from "./data-table-toolbar.tsx";
import { DEFAULT_PER_PAGE } from "../../../schemas/common.ts";
import { paginatorTemplate } from "./paginator-template.tsx";
import type { FetchPage } from "./table-query.ts";
import { initialPeriod, useDataTableActor } from "./use-data-table-actor.ts";
import { useLazyToast } from "./use-lazy-toast.tsx";
import { useVisibleColumns } from "./use-visible-columns.ts";
import "./primereact-table.css";
import "./data-table.css";

/** Spec 9: toasts stay 4 s. */
const TOAST_LIFE_MS = 4000;
/** 2 neighbours each side of the current page (spec 9). */
const PAGE_LINKS = 5;

export type DataTableProps<Row, Field extends string> = {
  /** Names the table in localStorage (chosen columns). */
  readonly id: string;
  readonly columns: ReadonlyArray<DataTableColumn<Row, Field>>;
  readonly fetchPage: FetchPage<Row, Field>;
  /** The row property that identifies a row. */
  readonly dataKey: keyof Row & string;
  /**
   * A period filter (initial_date / final_date): "current-month" starts on the first day of the
   * month through today, "whole-month" runs to its last day, "all-dates" starts empty. Absent: no period filter.
   */
  readonly period?: TablePeriod;
  /** The reports' period shortcuts (Hoje, Últimos 7 dias, …) beside the period filter; needs the reports texts. */
  readonly periodPresets?: boolean;
  readonly perPage?: number;
  /** Export file names: `<fileName>-<YYYY-MM-DD>.csv`. */
  readonly fileName: string;
  /** The table's accessible name, e.g. the screen's title. */
  readonly label: string;
  /** A totals row under the rows (a report's), written by each column's `text`. */
  readonly totalsRow?: Row | null;
  /**
   * Buttons in place of the toolbar's CSV and Excel (a report's server-made files), given the fields of the columns
   * shown: the files write those only, as the table's own exports do.
   */
  readonly exports?: (visibleFields: ReadonlyArray<string>) => ReactNode;
};

/** A server-side paged list with search, period, sorting, copy, CSV/Excel export and column choice (spec 2.10). */
export function DataTable<Row extends DataTableValue, Field extends string>({
  id,
  columns,
  fetchPage,
  dataKey,
  period,
  periodPresets = false,
  perPage = DEFAULT_PER_PAGE,
  fileName,
  label,
  totalsRow = null,
  exports,
}: DataTableProps<Row, Field>) {
  const { t } = useTranslation("table");
  const toast = useLazyToast();
  const { visible, choose } = useVisibleColumns(id, columns);
  const sortFields = useMemo(() => columns.filter(isSortable).map((column) => column.field), [columns]);
  const [defaultPeriod] = useState(() => initialPeriod(period, new Date()));
  const [today] = useState(() => toApiDate(new Date()));
  const table = useDataTableActor(
    { fetchPage, columns: visible, sortFields, perPage, fileName, sheetName: label, headerOf: (key) => t(key) },
    defaultPeriod,
  );

  const answeredRows = useSelector(table, (snapshot) => snapshot.context.rows);
  const answeredTotal = useSelector(table, (snapshot) => snapshot.context.total);
  // A page of PrimeReact cells is the heaviest render of a list screen: it happens in a deferred, interruptible
  // render instead of one long task when the answer arrives (the overlay stays until it is done).
  const rows = useDeferredValue(answeredRows);
  const total = useDeferredValue(answeredTotal);
  const rendering = rows !== answeredRows;
  const query = useSelector(table, (snapshot) => snapshot.context.query);
  const loading = useSelector(table, (snapshot) => snapshot.hasTag("loading")) || rendering;
  const loadError = useSelector(table, (snapshot) => (snapshot.hasTag("failed") ? snapshot.context.loadError : null));

  const { show } = toast;
  useEffect(() => {
    const texts = { fallback: t("messages.export-failed"), connection: t("common:errors.connection") };
    const subscriptions = [
      table.on("copied", ({ count }) =>
        show({ severity: "success", detail: t("messages.copied", { count }), life: TOAST_LIFE_MS }),
      ),
      table.on("copy failed", () =>
        show({ severity: "error", detail: t("messages.copy-failed"), life: TOAST_LIFE_MS }),
      ),
      table.on("export failed", ({ error }) =>
        show({ severity: "error", detail: describeApiError(error, texts), life: TOAST_LIFE_MS }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [table, t, show]);

  const box = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(box, label);
  const keepPagerFocus = useKeepPagerFocus(box, query.page);
  // The totals are the whole answer's: under a search that keeps some rows they would not add up, so they hide.
  const totals = query.filter === "" ? totalsRow : null;

  const template = useMemo(() => paginatorTemplate(t), [t]);
  const value = useMemo(() => [...rows], [rows]);
  // The first load (or one after an empty answer) reserves a page of rows, drawn as placeholder stripes by CSS:
  // the paginator and footer do not move down when the rows arrive. (Placeholder rows in the table itself would
  // cost a full render of PrimeReact's cells.)
  const reserving = loading && rows.length === 0;

  const emptyMessage = useMemo(
    () =>
      loadError ? (
        <div className="data-table-error" role="alert">
          <span>
            {describeApiError(loadError, {
              fallback: t("messages.load-failed"),
              connection: t("common:errors.connection"),
            })}
          </span>
          <Button
            type="button"
            label={t("common:actions.retry")}
            link
            size="small"
            onClick={() => table.send({ type: "retry" })}
          />
        </div>
      ) : loading ? (
        // The overlay says `Carregando...`; an empty-list message under it would be wrong for a moment.
        <span aria-hidden="true">&nbsp;</span>
      ) : (
        t("messages.empty")
      ),
    [loadError, loading, t, table],
  );

  // Memoized: the render that takes a new answer (rows still deferred) leaves the grid alone.
  const grid = useMemo(
    () => (
      <PrimeDataTable
        value={value}
        dataKey={dataKey}
        lazy
        paginator
        paginatorTemplate={template}
        pageLinkSize={PAGE_LINKS}
        first={(query.page - 1) * perPage}
        rows={perPage}
        totalRecords={total}
        onPage={(event) => {
          keepPagerFocus();
          table.send({ type: "page changed", page: Math.floor(event.first / event.rows) + 1 });
        }}
        sortField={query.sortField ?? undefined}
        sortOrder={query.sortField === null ? null : query.sortDirection === "desc" ? -1 : 1}
        onSort={(event) => table.send({ type: "sort toggled", field: event.sortField })}
        loading={loading}
        loadingIcon={
          <span className="data-table-loading" role="status">
            <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("messages.loading")}
          </span>
        }
        emptyMessage={emptyMessage}
        stripedRows
        size="small"
        pt={{ table: { "aria-label": label, "aria-busy": loading } }}
      >
        {visible.map((column) => (
          <Column
            key={column.field}
            field={column.field}
            header={t(column.header)}
            sortable={isSortable(column)}
            bodyClassName={column.nowrap ? "data-table-nowrap" : undefined}
            body={(row: Row) => (column.body ? column.body(row) : column.text(row))}
            footer={totals ? column.text(totals) : undefined}
            footerClassName={column.nowrap ? "data-table-nowrap data-table-total" : "data-table-total"}
          />
        ))}
      </PrimeDataTable>
    ),
    [
      value,
      dataKey,
      template,
      query,
      perPage,
      total,
      table,
      loading,
      t,
      emptyMessage,
      label,
      visible,
      totals,
      keepPagerFocus,
    ],
  );

  return (
    <div
      ref={box}
      className="data-table"
      data-reserving={reserving || undefined}
      style={{ "--data-table-rows": perPage } as CSSProperties}
    >
      {toast.element}
      <DataTableToolbar
        table={table}
        withPeriod={period !== undefined}
        presetsToday={periodPresets ? today : undefined}
        columnChoices={columns.map((column) => ({ field: column.field, label: t(column.header) }))}
        visibleFields={visible.map((column) => column.field)}
        onColumnsChange={choose}
        exports={exports?.(visible.map((column) => column.field))}
      />
      {grid}
    </div>
  );
}

/**
 * A table wider than its room scrolls sideways; keyboard users reach that scroll only when the scrolling box can take
 * the focus (axe: scrollable-region-focusable). It becomes a labelled, focusable region only while it overflows.
 */
function useKeyboardScrollable(box: React.RefObject<HTMLDivElement | null>, label: string) {
  useEffect(() => {
    const wrapper = box.current?.querySelector<HTMLElement>(".p-datatable-wrapper");
    if (!wrapper || typeof ResizeObserver === "undefined") return;
    const update = () => {
      if (wrapper.scrollWidth > wrapper.clientWidth + 1) {
        wrapper.tabIndex = 0;
        wrapper.setAttribute("role", "region");
        wrapper.setAttribute("aria-label", label);
      } else {
        wrapper.removeAttribute("tabindex");
        wrapper.removeAttribute("role");
        wrapper.removeAttribute("aria-label");
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(wrapper);
    const table = wrapper.querySelector("table");
    if (table) observer.observe(table);
    update();
    return () => observer.disconnect();
  }, [box, label]);
}

/**
 * Paging from the keyboard keeps the focus in the paginator: the button pressed may turn disabled (`Último` on the
 * last page, `Anterior` on the first), and a disabled button drops the focus to the page's body. Call the returned
 * function as a page is asked for; once the table shows that page, a focus left on nothing usable moves to the
 * current page's button.
 */
function useKeepPagerFocus(box: React.RefObject<HTMLDivElement | null>, page: number) {
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the table shows the page asked for
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const pager = box.current?.querySelector<HTMLElement>(".p-paginator");
    const active = document.activeElement;
    const usable =
      active instanceof HTMLElement &&
      active !== document.body &&
      active.isConnected &&
      !(active instanceof HTMLButtonElement && active.disabled);
    if (usable || !pager) return;
    pager.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [box, page]);
  return useCallback(() => {
    const pager = box.current?.querySelector(".p-paginator");
    pending.current = pager?.contains(document.activeElement) ?? false;
  }, [box]);
}
