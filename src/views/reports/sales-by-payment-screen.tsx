import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import type { PaymentMethodSales, PaymentMethodSalesRow } from "../../schemas/reports.ts";
import { salesByPaymentMethod } from "../../services/api/reports.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { reportMoney, moneyExcel } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = PaymentMethodSalesRow;
const MONEY_FIELDS = ["billed", "received", "change", "fees", "net"] as const;

/** /vendas-metodo-pagamento (RPT 2): sales, billed, received, change, card fees and net per payment method. */
export function SalesByPaymentScreen() {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      {
        field: "payment_method",
        header: "reports:columns.payment-method",
        text: (row) => (row.payment_method_id === 0 ? row.payment_method : shownName(row.payment_method, locale)),
      },
      {
        field: "sales",
        header: "reports:columns.sales",
        nowrap: true,
        text: (row) => String(row.sales),
        excel: (row) => row.sales,
      },
      ...MONEY_FIELDS.map(
        (field): DataTableColumn<Row> => ({
          field,
          header: `reports:columns.${field}`,
          nowrap: true,
          text: (row) => reportMoney(row[field]),
          excel: (row) => moneyExcel(row[field]),
        }),
      ),
    ],
    [locale],
  );
  return (
    <ReportPage<PaymentMethodSales, Row>
      reportKey="payment-methods"
      load={salesByPaymentMethod}
      rows={(answer) => answer.data}
      totals={(answer) => ({
        payment_method_id: 0,
        payment_method: t("totals"),
        kind: "",
        ...answer.totals,
      })}
      columns={columns}
      dataKey="payment_method_id"
      footnote={() => t("payment-methods.sales-note")}
      chart={(answer) => ({
        title: t("payment-methods.chart"),
        bars: answer.data.map((row) => ({
          key: row.payment_method_id,
          label: shownName(row.payment_method, locale),
          value: Number(row.billed),
          text: reportMoney(row.billed),
        })),
      })}
    />
  );
}
