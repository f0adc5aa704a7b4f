import type { TFunction } from "i18next";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentCurrency } from "../../services/format.ts";
import { formatMoney, parseMoney } from "../../domain/money.ts";
import type { InvoiceListItem, InvoiceListQuery } from "../../schemas/invoices.ts";
import { listInvoices } from "../../services/api/invoices.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { invoicePath } from "./invoice-paths.ts";
import "./invoices.css";

type SortField = NonNullable<InvoiceListQuery["sort_field"]>;

const dateText = (iso: string) => iso.split("-").reverse().join("/");

function invoiceColumns(
  t: TFunction,
  locale: "pt-BR" | "es-EC",
  hrefOf: (row: InvoiceListItem) => string,
): ReadonlyArray<DataTableColumn<InvoiceListItem, SortField>> {
  return [
    {
      field: "number",
      header: "invoices:columns.number",
      sortable: true,
      text: (row) => (row.series ? `${row.number}/${row.series}` : row.number),
      body: (row) => (
        <Link to={hrefOf(row)} className="invoice-link">
          {row.series ? `${row.number}/${row.series}` : row.number}
        </Link>
      ),
    },
    { field: "supplier_name", header: "invoices:columns.supplier", sortable: true, text: (row) => row.supplier_name },
    {
      field: "issue_date",
      header: "invoices:columns.issue-date",
      sortable: true,
      text: (row) => dateText(row.issue_date),
    },
    {
      field: "entry_date",
      header: "invoices:columns.entry-date",
      sortable: true,
      text: (row) => dateText(row.entry_date),
    },
    {
      field: "total",
      header: "invoices:columns.total",
      sortable: true,
      nowrap: true,
      text: (row) => formatMoney(parseMoney(row.total) ?? 0, locale, currentCurrency()),
    },
    {
      field: "status",
      header: "invoices:columns.status",
      sortable: true,
      text: (row) => t(`invoices:status.${row.status}`),
    },
  ];
}

/** /fatura-de-compra: the purchase invoices of the user's units in the shared data table (INV 1). */
export function InvoicesScreen() {
  const { t } = useTranslation(["invoices", "table"]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => invoiceColumns(t, locale, (row) => localized(invoicePath(row.id))),
    [t, locale, localized],
  );
  const fetchPage = useCallback(
    (request: ListRequest<SortField>, signal?: AbortSignal) => listInvoices(request, signal),
    [],
  );
  return (
    <div className="invoices-page">
      <div className="invoices-page__bar">
        <Link to={localized(invoicePath(null))} className="p-button p-component invoices-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("new")}</span>
        </Link>
      </div>
      <DataTable
        id="purchase-invoices"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        fileName={t("file-name")}
        label={t("title")}
      />
    </div>
  );
}
