import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import type { SalesComparison, SalesComparisonRow, SalesFigures, ReportQuery } from "../../schemas/reports.ts";
import { displayDate } from "../../services/format.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { ChangeBadge, changeText, reportMoney, moneyExcel } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = SalesComparisonRow;
type Figure = "total" | "tickets" | "average_ticket" | "discounts";
const FIGURES: ReadonlyArray<Figure> = ["total", "tickets", "average_ticket", "discounts"];

const headerOf = (figure: Figure) => `reports:columns.${figure.replace("_", "-")}`;
const shown = (figures: SalesFigures, figure: Figure) =>
  figure === "tickets" ? String(figures.tickets) : reportMoney(figures[figure]);
const excelOf = (figures: SalesFigures, figure: Figure) =>
  figure === "tickets" ? figures.tickets : moneyExcel(figures[figure]);
const dateOf = (api: string) => displayDate(new Date(`${api}T12:00:00`));

/** RPT 4 and 5: by user or unit, each figure with its change against the previous period (same length, before). */
export function SalesComparisonPage({
  reportKey,
  dimension,
  load,
}: {
  readonly reportKey: "users" | "units";
  readonly dimension: "user" | "unit";
  readonly load: (query: ReportQuery, signal: AbortSignal) => Promise<SalesComparison>;
}) {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      {
        field: "name",
        header: `reports:columns.${dimension}`,
        text: (row) => (row.id === 0 ? row.name : shownName(row.name, locale)),
      },
      ...FIGURES.map(
        (figure): DataTableColumn<Row> => ({
          field: figure,
          header: headerOf(figure),
          nowrap: true,
          text: (row) => `${shown(row.current, figure)} (${changeText(row.change[figure], t, locale)})`,
          body: (row) => (
            <>
              {shown(row.current, figure)}
              <ChangeBadge change={row.change[figure]} previous={shown(row.previous, figure)} t={t} locale={locale} />
            </>
          ),
          excel: (row) => excelOf(row.current, figure),
        }),
      ),
      ...FIGURES.map(
        (figure): DataTableColumn<Row> => ({
          field: `previous_${figure}`,
          header: `${headerOf(figure)}-previous`,
          nowrap: true,
          hidden: true,
          text: (row) => shown(row.previous, figure),
          excel: (row) => excelOf(row.previous, figure),
        }),
      ),
    ],
    [dimension, locale, t],
  );
  return (
    <ReportPage<SalesComparison, Row>
      reportKey={reportKey}
      load={load}
      rows={(answer) => answer.data}
      totals={(answer) => ({ id: 0, name: t("totals"), ...answer.totals })}
      columns={columns}
      dataKey="id"
      note={(answer) =>
        t("previous-period", {
          start: dateOf(answer.previous_period.start),
          end: dateOf(answer.previous_period.end),
        })
      }
      chart={(answer) => ({
        title: t(`${reportKey}.chart`),
        bars: answer.data.map((row) => ({
          key: row.id,
          label: shownName(row.name, locale),
          value: Number(row.current.total),
          text: reportMoney(row.current.total),
        })),
      })}
    />
  );
}
