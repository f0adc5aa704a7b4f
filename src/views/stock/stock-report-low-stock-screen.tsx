import type { TFunction } from "i18next";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { LowStockQuery, LowStockRow } from "../../schemas/stock-reports.ts";
import { activityTime, moneyOfText } from "../../services/format.ts";
import { getStockReportFilters, listLowStock } from "../../services/api/stock-reports.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
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

type SortField = NonNullable<LowStockQuery["sort_field"]>;

/** The detail page of a product of the report. */
export const lowStockDetailPath = (productId: number) => `/itens-com-estoque-baixo/detalhes/${productId}/geral`;

function lowStockColumns(
  t: TFunction,
  hrefOf: (row: LowStockRow) => string,
): ReadonlyArray<DataTableColumn<LowStockRow, SortField>> {
  const quantity = (
    field: "min_stock" | "on_hand" | "incoming" | "outgoing" | "available" | "reorder",
    header: string,
    sortable?: SortField,
  ) =>
    ({
      field: sortable ?? field,
      header: `stock-reports:columns.${header}`,
      ...(sortable ? { sortable: true as const } : {}),
      nowrap: true,
      text: (row: LowStockRow) => reportQuantity(row[field], row.unit_decimals),
      excel: (row: LowStockRow) => quantityCell(row[field], row.unit_decimals),
    }) as DataTableColumn<LowStockRow, SortField>;
  return [
    { field: "sku", header: "stock-reports:columns.sku", sortable: true, nowrap: true, text: (row) => row.sku },
    {
      field: "description",
      header: "stock-reports:columns.description",
      sortable: true,
      text: (row) => row.description,
      body: (row) => (
        <Link
          to={hrefOf(row)}
          className="stock-report-link"
          aria-label={t("stock-reports:low-stock.open", { name: row.description })}
        >
          {row.description}
        </Link>
      ),
    },
    { field: "company", header: "stock-reports:columns.unit", sortable: true, text: (row) => row.company_name },
    { field: "department", header: "stock-reports:columns.department", hidden: true, text: (row) => row.department },
    quantity("min_stock", "min-stock"),
    quantity("on_hand", "on-hand", "on_hand"),
    quantity("incoming", "incoming"),
    quantity("outgoing", "outgoing"),
    quantity("available", "available"),
    quantity("reorder", "reorder", "reorder"),
    {
      field: "unit_cost",
      header: "stock-reports:columns.unit-cost",
      nowrap: true,
      text: (row) => moneyOfText(row.unit_cost),
      excel: (row) => moneyCell(row.unit_cost),
    },
    {
      field: "reorder_cost",
      header: "stock-reports:columns.reorder-cost",
      nowrap: true,
      text: (row) => moneyOfText(row.reorder_cost),
      excel: (row) => moneyCell(row.reorder_cost),
    },
    { field: "supplier", header: "stock-reports:columns.supplier", text: (row) => row.supplier_name ?? "" },
    {
      field: "last_entry_at",
      header: "stock-reports:columns.last-entry",
      nowrap: true,
      text: (row) => (row.last_entry_at ? activityTime(new Date(row.last_entry_at)) : ""),
    },
  ];
}

/** /itens-com-estoque-baixo (RPT 9): products below their minimum in a unit, with what to reorder. */
export function StockReportLowStockScreen() {
  const { t } = useTranslation(["stock-reports", "table"]);
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const { data: options } = useResourceData(useResource(getStockReportFilters));
  const columns = useMemo(
    () => lowStockColumns(t, (row) => localized(lowStockDetailPath(row.product_id))),
    [t, localized],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    (request: ListRequest<SortField>, signal?: AbortSignal) => listLowStock({ ...request, ...filters }, signal),
    [filtersKey],
  );
  return (
    <div className="stock-report">
      <div className="stock-report__bar">
        <StockReportFilterButton count={Object.keys(filters).length} onClick={() => setPanel(true)} />
      </div>
      <DataTable
        key={filtersKey}
        id="low-stock"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="key"
        fileName={t("low-stock.file-name")}
        label={t("low-stock.title")}
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
