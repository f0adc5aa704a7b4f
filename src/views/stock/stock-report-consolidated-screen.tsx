import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { saleUnitLabel } from "../../domain/products.ts";
import type {
  ConsolidatedStockQuery,
  ConsolidatedStockRow,
  ConsolidatedTotals,
  ReportStock,
} from "../../schemas/stock-reports.ts";
import { moneyOfText } from "../../services/format.ts";
import {
  getConsolidatedStocks,
  getStockReportFilters,
  listConsolidatedStock,
} from "../../services/api/stock-reports.ts";
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

type SortField = NonNullable<ConsolidatedStockQuery["sort_field"]>;

/** One column per stock ("Loja · Rede Demo Centro"), then the total and the value at cost. */
function consolidatedColumns(
  stocks: ReadonlyArray<ReportStock>,
  manyUnits: boolean,
): ReadonlyArray<DataTableColumn<ConsolidatedStockRow, SortField>> {
  const quantity = (row: ConsolidatedStockRow, value: number | undefined) =>
    reportQuantity(value ?? 0, row.unit_decimals);
  return [
    { field: "sku", header: "stock-reports:columns.sku", sortable: true, nowrap: true, text: (row) => row.sku },
    {
      field: "description",
      header: "stock-reports:columns.description",
      sortable: true,
      text: (row) => row.description,
    },
    { field: "department", header: "stock-reports:columns.department", sortable: true, text: (row) => row.department },
    ...stocks.map(
      (stock): DataTableColumn<ConsolidatedStockRow, SortField> => ({
        field: `stock-${stock.id}`,
        // A stock's name is the network's own text: shown as written (the header key falls back to it).
        header: manyUnits ? `${stock.name} · ${stock.company_name}` : stock.name,
        nowrap: true,
        text: (row) => quantity(row, row.quantities[String(stock.id)]),
        excel: (row) => quantityCell(row.quantities[String(stock.id)] ?? 0, row.unit_decimals),
      }),
    ),
    {
      field: "total",
      header: "stock-reports:columns.total",
      sortable: true,
      nowrap: true,
      text: (row) => quantity(row, row.total),
      excel: (row) => quantityCell(row.total, row.unit_decimals),
    },
    {
      field: "value",
      header: "stock-reports:columns.value",
      sortable: true,
      nowrap: true,
      text: (row) => moneyOfText(row.value),
      excel: (row) => moneyCell(row.value),
    },
  ];
}

/** /consolidado-estoque (STO 1): each product's stock in every stock of the network, with totals. */
export function StockReportConsolidatedScreen() {
  const { t, i18n } = useTranslation(["stock-reports", "table"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const [totals, setTotals] = useState<ConsolidatedTotals | null>(null);
  const { data: options } = useResourceData(useResource(getStockReportFilters));
  const { data: stocks } = useResourceData(
    useResource((signal) => getConsolidatedStocks(filters.company_id, signal), String(filters.company_id ?? "")),
  );
  const columns = useMemo(() => {
    const list = stocks?.data ?? [];
    return consolidatedColumns(list, new Set(list.map((s) => s.company_id)).size > 1);
  }, [stocks]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    async (request: ListRequest<SortField>, signal?: AbortSignal) => {
      const page = await listConsolidatedStock({ ...request, ...filters }, signal);
      setTotals(page.totals);
      return page;
    },
    [filtersKey],
  );
  return (
    <div className="stock-report">
      <div className="stock-report__bar">
        <StockReportFilterButton count={Object.keys(filters).length} onClick={() => setPanel(true)} />
        {totals ? (
          <output className="stock-report__totals" aria-live="polite">
            <span>{t("totals.products", { count: totals.products })}</span>
            {totals.on_hand.map((unit) => (
              <span key={`${unit.unit_name}-${unit.unit_decimals}`}>
                {t("totals.on-hand", {
                  unit: saleUnitLabel(unit.unit_name, i18n.language),
                  quantity: reportQuantity(unit.total, unit.unit_decimals),
                })}
              </span>
            ))}
            <span>{t("totals.value", { value: moneyOfText(totals.value) })}</span>
          </output>
        ) : null}
      </div>
      {stocks ? (
        <DataTable
          key={`${filtersKey}:${columns.length}`}
          id="consolidated-stock"
          columns={columns}
          fetchPage={fetchPage}
          dataKey="id"
          fileName={t("consolidated.file-name")}
          label={t("consolidated.title")}
        />
      ) : null}
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
