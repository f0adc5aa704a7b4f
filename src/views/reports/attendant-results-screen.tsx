import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import type { AttendantResults, AttendantResultsRow } from "../../schemas/reports.ts";
import { attendantResults } from "../../services/api/reports.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { moneyExcel, reportMoney } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = AttendantResultsRow;
const TOTALS_ID = -1;

/** /resultados-dos-atendentes (RPT 16): sales, items, total, average ticket and commission per seller. */
export function AttendantResultsScreen() {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const nameOf = (row: Row) =>
    row.seller_id === TOTALS_ID
      ? (row.seller ?? "")
      : row.seller === null
        ? t("attendants.no-seller")
        : shownName(row.seller, locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns follow the language
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(() => {
    const money = (field: "total" | "average_ticket" | "commission", header: string): DataTableColumn<Row> => ({
      field,
      header: `reports:columns.${header}`,
      nowrap: true,
      text: (row) => reportMoney(row[field]),
      excel: (row) => moneyExcel(row[field]),
    });
    return [
      { field: "seller", header: "reports:columns.seller", text: nameOf },
      {
        field: "sales",
        header: "reports:columns.sales",
        nowrap: true,
        text: (row) => String(row.sales),
        excel: (row) => row.sales,
      },
      {
        field: "items",
        header: "reports:columns.items",
        nowrap: true,
        text: (row) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(row.items),
        excel: (row) => ({ value: row.items, format: "#,##0.###" }),
      },
      money("total", "total"),
      money("average_ticket", "average-ticket"),
      {
        field: "commission_percentage",
        header: "reports:columns.commission-percentage",
        nowrap: true,
        text: (row) =>
          row.commission_percentage === ""
            ? ""
            : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(Number(row.commission_percentage))}%`,
      },
      money("commission", "commission"),
    ];
  }, [locale, t]);
  return (
    <ReportPage<AttendantResults, Row>
      reportKey="attendants"
      load={attendantResults}
      rows={(answer) => answer.data}
      totals={(answer) => ({
        seller_id: TOTALS_ID,
        seller: t("totals"),
        commission_percentage: "",
        ...answer.totals,
      })}
      columns={columns}
      dataKey="seller_id"
      chart={(answer) => ({
        title: t("attendants.chart"),
        bars: answer.data.map((row) => ({
          key: row.seller_id,
          label: nameOf(row),
          value: Number(row.total),
          text: reportMoney(row.total),
        })),
      })}
    />
  );
}
