import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import type { DeliveryHistory, DeliveryHistoryRow } from "../../schemas/delivery-reports.ts";
import { deliveryHistory } from "../../services/api/reports.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { moneyExcel, reportMoney } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = DeliveryHistoryRow;
const MONEY_FIELDS = ["delivery_charge", "delivery_cost", "total"] as const;
const MONEY_HEADERS = { delivery_charge: "delivery-charge", delivery_cost: "delivery-cost", total: "total" } as const;

/** /historico-delivery (RPT 8): each delivery of the period with its charge, cost and sale total. */
export function DeliveryHistoryScreen() {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      {
        field: "date_time",
        header: "reports:deliveries.columns.date-time",
        nowrap: true,
        text: (row) => row.date_time,
      },
      {
        field: "sale_id",
        header: "reports:deliveries.columns.sale",
        nowrap: true,
        text: (row) => (row.sale_id === 0 ? "" : String(row.sale_id)),
      },
      {
        field: "customer",
        header: "reports:deliveries.columns.customer",
        text: (row) =>
          row.sale_id === 0
            ? ""
            : row.customer === null
              ? t("deliveries.final-consumer")
              : shownName(row.customer, locale),
      },
      {
        field: "delivery_man",
        header: "reports:deliveries.columns.delivery-man",
        text: (row) =>
          row.sale_id === 0
            ? ""
            : row.delivery_man === null
              ? t("deliveries.no-delivery-man")
              : shownName(row.delivery_man, locale),
      },
      {
        field: "shipping_method",
        header: "reports:deliveries.columns.shipping-method",
        text: (row) => (row.sale_id === 0 ? "" : t(`deliveries.shipping.${row.shipping_method}`)),
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
    <ReportPage<DeliveryHistory, Row>
      reportKey="deliveries"
      load={deliveryHistory}
      rows={(answer) => answer.data}
      totals={(answer) => ({
        sale_id: 0,
        sold_at: "",
        date_time: `${t("totals")} · ${t("deliveries.count", { count: answer.totals.deliveries })}`,
        customer_id: null,
        customer: null,
        delivery_man_id: null,
        delivery_man: null,
        shipping_method: 0,
        delivery_charge: answer.totals.delivery_charge,
        delivery_cost: answer.totals.delivery_cost,
        total: answer.totals.total,
      })}
      columns={columns}
      dataKey="sale_id"
    />
  );
}
