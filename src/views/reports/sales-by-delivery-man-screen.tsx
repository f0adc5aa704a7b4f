import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import type { DeliveryManSales, DeliveryManSalesRow } from "../../schemas/delivery-reports.ts";
import { salesByDeliveryMan } from "../../services/api/reports.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { moneyExcel, reportMoney } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = DeliveryManSalesRow & { readonly key: number };
const MONEY_FIELDS = ["delivery_charge", "delivery_cost", "total"] as const;
const MONEY_HEADERS = { delivery_charge: "delivery-charge", delivery_cost: "delivery-cost", total: "total" } as const;
/** The totals row's key (0 is the deliveries without a delivery person). */
const TOTALS_KEY = -1;

/** /vendas-por-entregador (RPT 15): deliveries, charges, costs and sales total per delivery person. */
export function SalesByDeliveryManScreen() {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const nameOf = (row: Row) =>
    row.key === TOTALS_KEY
      ? t("totals")
      : row.delivery_man === null
        ? t("deliveries.no-delivery-man")
        : shownName(row.delivery_man, locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: nameOf follows locale and t
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      { field: "delivery_man", header: "reports:deliveries.columns.delivery-man", text: nameOf },
      {
        field: "deliveries",
        header: "reports:deliveries.columns.deliveries",
        nowrap: true,
        text: (row) => String(row.deliveries),
        excel: (row) => row.deliveries,
      },
      ...MONEY_FIELDS.map(
        (field): DataTableColumn<Row> => ({
          field,
          header: `reports:deliveries.columns.${MONEY_HEADERS[field]}`,
          nowrap: true,
          text: (row) => reportMoney(row[field]),
          excel: (row) => moneyExcel(row[field]),
        }),
      ),
    ],
    [locale, t],
  );
  return (
    <ReportPage<DeliveryManSales, Row>
      reportKey="delivery-men"
      load={salesByDeliveryMan}
      rows={(answer) => answer.data.map((row) => ({ ...row, key: row.delivery_man_id }))}
      totals={(answer) => ({ key: TOTALS_KEY, delivery_man_id: TOTALS_KEY, delivery_man: null, ...answer.totals })}
      columns={columns}
      dataKey="key"
      chart={(answer) => ({
        title: t("delivery-men.chart"),
        bars: answer.data.map((row) => ({
          key: row.delivery_man_id,
          label: row.delivery_man === null ? t("deliveries.no-delivery-man") : shownName(row.delivery_man, locale),
          value: row.deliveries,
          text: String(row.deliveries),
        })),
      })}
    />
  );
}
