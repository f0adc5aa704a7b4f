import { InputNumber } from "primereact/inputnumber";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DEFAULT_IDLE_DAYS, daysSince, MAX_IDLE_DAYS } from "../../domain/stock-reports.ts";
import type { IdleItemRow, IdleItemsList, IdleItemsQuery } from "../../schemas/stock-reports.ts";
import { displayDate, moneyOfText } from "../../services/format.ts";
import { getStockReportFilters, listIdleItems } from "../../services/api/stock-reports.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { moneyCell, quantityCell, reportQuantity } from "./stock-report-format.ts";
import {
  reportFiltersOfUrl,
  StockReportFilterButton,
  StockReportFilterPanel,
  withReportFilters,
} from "./stock-report-filters.tsx";
import "./stock-reports.css";

type SortField = NonNullable<IdleItemsQuery["sort_field"]>;

const daysOfUrl = (params: URLSearchParams): number => {
  const days = Number(params.get("days"));
  return Number.isInteger(days) && days >= 1 && days <= MAX_IDLE_DAYS ? days : DEFAULT_IDLE_DAYS;
};

function idleColumns(never: string, now: Date): ReadonlyArray<DataTableColumn<IdleItemRow, SortField>> {
  return [
    { field: "sku", header: "stock-reports:columns.sku", sortable: true, nowrap: true, text: (row) => row.sku },
    {
      field: "description",
      header: "stock-reports:columns.description",
      sortable: true,
      text: (row) => row.description,
    },
    { field: "department", header: "stock-reports:columns.department", text: (row) => row.department },
    {
      field: "on_hand",
      header: "stock-reports:columns.on-hand",
      sortable: true,
      nowrap: true,
      text: (row) => reportQuantity(row.on_hand, row.unit_decimals),
      excel: (row) => quantityCell(row.on_hand, row.unit_decimals),
    },
    {
      field: "value",
      header: "stock-reports:columns.value",
      sortable: true,
      nowrap: true,
      text: (row) => moneyOfText(row.value),
      excel: (row) => moneyCell(row.value),
    },
    {
      field: "last_sale_at",
      header: "stock-reports:columns.last-sale",
      sortable: true,
      nowrap: true,
      text: (row) => (row.last_sale_at ? displayDate(new Date(row.last_sale_at)) : never),
    },
    {
      field: "idle_days",
      header: "stock-reports:columns.idle-days",
      nowrap: true,
      text: (row) => String(daysSince(row.last_sale_at ? new Date(row.last_sale_at) : null, now) ?? "—"),
    },
  ];
}

/** /itens-parados (RPT 12): products on hand without a sale for N days (90 unless changed), with value tied up. */
export function StockReportIdleScreen() {
  const { t } = useTranslation(["stock-reports", "table"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersOfUrl(params), [params]);
  const days = daysOfUrl(params);
  const [typed, setTyped] = useState<number | null>(days);
  const filtersKey = `${JSON.stringify(filters)}:${days}`;
  const [panel, setPanel] = useState(false);
  const [totals, setTotals] = useState<IdleItemsList["totals"] | null>(null);
  const { data: options } = useResourceData(useResource(getStockReportFilters));
  const [now] = useState(() => new Date());
  const columns = useMemo(() => idleColumns(t("idle.never"), now), [t, now]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    async (request: ListRequest<SortField>, signal?: AbortSignal) => {
      const page = await listIdleItems({ ...request, ...filters, days }, signal);
      setTotals(page.totals);
      return page;
    },
    [filtersKey],
  );
  const applyDays = () => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (typed === null || typed === DEFAULT_IDLE_DAYS) next.delete("days");
    else next.set("days", String(typed));
    setParams(next);
  };
  return (
    <div className="stock-report">
      <div className="stock-report__bar">
        <form
          className="stock-report__days"
          onSubmit={(event) => {
            event.preventDefault();
            applyDays();
          }}
        >
          <label htmlFor="idle-days">{t("idle.days")}</label>
          <InputNumber
            inputId="idle-days"
            value={typed}
            min={1}
            max={MAX_IDLE_DAYS}
            useGrouping={false}
            onValueChange={(event) => setTyped(event.value ?? null)}
            onBlur={applyDays}
          />
        </form>
        <StockReportFilterButton count={Object.keys(filters).length} onClick={() => setPanel(true)} />
        {totals ? (
          <output className="stock-report__totals" aria-live="polite">
            <span>{t("totals.value", { value: moneyOfText(totals.value) })}</span>
          </output>
        ) : null}
      </div>
      <DataTable
        key={filtersKey}
        id="idle-items"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        fileName={t("idle.file-name")}
        label={t("idle.title")}
      />
      <StockReportFilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        applied={filters}
        options={options}
        onApply={(next) => setParams(withReportFilters(params, next))}
      />
    </div>
  );
}
