import { Button } from "primereact/button";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { ProductListItem } from "../../schemas/stock-products.ts";
import { getProductConfiguration, listProducts } from "../../services/api/stock-products.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { productColumns, type ProductSortField } from "./product-columns.tsx";
import { ProductFilterPanel, productFiltersOfUrl, withProductFilters } from "./product-filters.tsx";
import { productPath } from "./product-paths.ts";
import { ProductsImportDialog } from "./products-import-dialog.tsx";
import { ProductsExportButton } from "./products-import-export-button.tsx";
import "./products.css";

/** /produtos: the network's products and services in the shared data table, with 'Filtros'; `Novo` opens a new one. */
export function ProductsScreen() {
  const { t } = useTranslation(["products", "table", "common"]);
  const localized = useLocalizedPath();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => productFiltersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const { data: options } = useResourceData(useResource(getProductConfiguration));
  const columns = useMemo(
    () => productColumns(t, locale, (p: ProductListItem) => localized(productPath(p.id))),
    [t, locale, localized],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    (request: ListRequest<ProductSortField>, signal?: AbortSignal) => listProducts({ ...request, ...filters }, signal),
    [filtersKey],
  );
  const active = Object.keys(filters).length;
  // After an import the table reads its first page again.
  const [imports, setImports] = useState(0);
  return (
    <div className="products-page">
      <div className="products-page__bar">
        <Button
          type="button"
          icon="pi pi-filter"
          label={t("filters.open")}
          outlined
          badge={active > 0 ? String(active) : undefined}
          onClick={() => setPanel(true)}
        />
        <Link to={localized(productPath(null))} className="p-button p-component products-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("new")}</span>
        </Link>
        <ProductsImportDialog onImported={() => setImports((n) => n + 1)} />
        <ProductsExportButton
          filters={{
            department_id: filters.department_id,
            active: filters.active === undefined ? undefined : filters.active ? "true" : "false",
          }}
        />
      </div>
      <DataTable
        key={`${filtersKey}/${imports}`}
        id="products"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        fileName={t("file-name")}
        label={t("title")}
      />
      <ProductFilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        applied={filters}
        options={options}
        onApply={(next) => setParams(withProductFilters(params, next))}
      />
    </div>
  );
}
