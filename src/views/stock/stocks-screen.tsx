import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import type { StockListItem, StockListQuery } from "../../schemas/stock.ts";
import { listStocks } from "../../services/api/stock.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { moneyText } from "./stock-format.ts";
import { stockDetailsPath, stockEditPath } from "./stock-paths.ts";
import "./stock.css";

type StockSortField = NonNullable<StockListQuery["sort_field"]>;

function stockColumns(
  t: TFunction,
  locale: Locale,
  localized: (path: string) => string,
): ReadonlyArray<DataTableColumn<StockListItem, StockSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    {
      field: "name",
      header: "stock:columns.name",
      sortable: true,
      text: (stock) => stock.name,
      body: (stock) => (
        <Link to={localized(stockDetailsPath(stock.id))} className="stock-link">
          {stock.name}
        </Link>
      ),
    },
    { field: "company_name", header: "stock:columns.unit", sortable: true, text: (stock) => stock.company_name },
    {
      field: "is_default",
      header: "stock:columns.default",
      sortable: true,
      text: (stock) => yesNo(stock.is_default),
      body: (stock) => <BooleanTag value={stock.is_default} />,
    },
    {
      field: "active",
      header: "stock:columns.active",
      sortable: true,
      text: (stock) => yesNo(stock.active),
      body: (stock) => <BooleanTag value={stock.active} />,
    },
    { field: "products", header: "stock:columns.products", sortable: true, text: (stock) => String(stock.products) },
    {
      field: "value_at_cost",
      header: "stock:columns.value-at-cost",
      sortable: true,
      nowrap: true,
      text: (stock) => moneyText(stock.value_at_cost, locale),
    },
    {
      field: "edit",
      header: "stock:columns.actions",
      text: () => "",
      body: (stock) => (
        <Link
          to={localized(stockEditPath(stock.id))}
          className="p-button p-button-text p-button-sm"
          aria-label={t("stock:edit-named", { name: `${stock.company_name} / ${stock.name}` })}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      ),
    },
  ];
}

/** /estoques: the stocks of the network's units (STO 1); `Novo estoque` opens a new one. */
export function StocksScreen() {
  const { t } = useTranslation(["stock", "table", "common"]);
  const localized = useLocalizedPath();
  const locale = useLocale();
  const columns = useMemo(() => stockColumns(t, locale, localized), [t, locale, localized]);
  return (
    <div className="stock-page">
      <div className="stock-page__bar">
        <Link to={localized(stockEditPath(null))} className="p-button p-component stock-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("stock:new")}</span>
        </Link>
      </div>
      <DataTable
        id="stocks"
        columns={columns}
        fetchPage={listStocks}
        dataKey="id"
        fileName={t("stock:file-name")}
        label={t("stock:title")}
      />
    </div>
  );
}
