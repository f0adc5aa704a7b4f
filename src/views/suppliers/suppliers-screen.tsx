import { Button } from "primereact/button";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { SupplierListItem } from "../../schemas/suppliers.ts";
import { listSuppliers } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { type SupplierSortField, supplierColumns } from "./supplier-columns.tsx";
import { SupplierFilterPanel, supplierFiltersOfUrl, withSupplierFilters } from "./supplier-filters.tsx";
import { supplierPath } from "./supplier-paths.ts";
import "./suppliers.css";

/** /fornecedores: the network's suppliers in the shared data table with 'Filtros' (issue 13 item 7, STO 4). */
export function SuppliersScreen() {
  const { t } = useTranslation(["suppliers", "table", "common"]);
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => supplierFiltersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const columns = useMemo(
    () => supplierColumns(t, (supplier: SupplierListItem) => localized(supplierPath(supplier.id))),
    [t, localized],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    (request: ListRequest<SupplierSortField>, signal?: AbortSignal) =>
      listSuppliers({ ...request, ...filters }, signal),
    [filtersKey],
  );
  const active = Object.keys(filters).length;
  return (
    <div className="suppliers-page">
      <div className="suppliers-page__bar">
        <Button
          type="button"
          icon="pi pi-filter"
          label={t("filters.open")}
          outlined
          badge={active > 0 ? String(active) : undefined}
          aria-label={active > 0 ? `${t("filters.open")}: ${t("filters.active", { count: active })}` : undefined}
          onClick={() => setPanel(true)}
        />
        <Link to={localized(supplierPath(null))} className="p-button p-component suppliers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("new")}</span>
        </Link>
      </div>
      <DataTable
        key={filtersKey}
        id="suppliers"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        fileName={t("file-name")}
        label={t("title")}
      />
      <SupplierFilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        applied={filters}
        onApply={(next) => setParams(withSupplierFilters(params, next))}
      />
    </div>
  );
}
