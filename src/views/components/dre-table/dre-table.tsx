import { useTranslation } from "react-i18next";
import { DRE_MONTHS } from "../../../domain/dre.ts";
import type { DreCell, DreReport, DreRow } from "../../../schemas/finance-reports.ts";
import { monthNames, moneyOfText, percentage } from "../../../services/format.ts";
import "./dre-table.css";

export type DreTableProps = {
  readonly report: DreReport;
  /** 0..11: the month highlighted (the current one when the year is this year); null for none. */
  readonly currentMonth: number | null;
  readonly label: string;
};

const percentText = (value: number | null) => (value === null ? "—" : percentage(value));

function Figures({ cell, current }: { readonly cell: DreCell; readonly current: boolean }) {
  const className = current ? "dre-table__cell dre-table__cell--current" : "dre-table__cell";
  return (
    <>
      <td className={className}>{moneyOfText(cell.foreseen.value)}</td>
      <td className={`${className} dre-table__percent`}>{percentText(cell.foreseen.percentage)}</td>
      <td className={className}>{moneyOfText(cell.realized.value)}</td>
      <td className={`${className} dre-table__percent`}>{percentText(cell.realized.percentage)}</td>
    </>
  );
}

const rowClass = (row: DreRow) =>
  row.is_inflow === null
    ? "dre-table__row dre-table__row--result"
    : `dre-table__row dre-table__row--depth-${row.depth}`;

/**
 * The monthly DRE table (spec 2.10): per account-plan row and month, foreseen and realized value and percentage
 * of net revenue, the current month highlighted, then the year; the inflow and outflow totals close it.
 */
export function DreTable({ report, currentMonth, label }: DreTableProps) {
  const { t } = useTranslation("finance-reports");
  const names = monthNames();
  const columns = [
    ...DRE_MONTHS.map((month, index) => ({ key: month, title: names[index] ?? month })),
    { key: "total" as const, title: t("dre.year-total") },
  ];
  const totalRows = [
    { id: "inflows", name: t("dre.total-inflows"), cells: report.totals.inflows },
    { id: "outflows", name: t("dre.total-outflows"), cells: report.totals.outflows },
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls sideways with the keyboard too
    <section className="dre-table__scroll" aria-label={label} tabIndex={0}>
      <table className="dre-table" aria-label={label}>
        <thead>
          <tr>
            <th rowSpan={2} scope="col" className="dre-table__name">
              {t("dre.row")}
            </th>
            {columns.map((column, index) => (
              <th
                key={column.key}
                colSpan={4}
                scope="colgroup"
                className={index === currentMonth ? "dre-table__month dre-table__cell--current" : "dre-table__month"}
                aria-current={index === currentMonth ? "date" : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
          <tr>
            {columns.map((column) => (
              <FigureHeaders key={column.key} />
            ))}
          </tr>
        </thead>
        <tbody>
          {report.data.map((row) => (
            <tr key={row.id} className={rowClass(row)} data-code={row.code}>
              <th scope="row" className="dre-table__name">
                <span className="dre-table__code">{row.code}</span> {row.account_plan_name}
              </th>
              {columns.map((column, index) => (
                <Figures key={column.key} cell={row[column.key]} current={index === currentMonth} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totalRows.map((total) => (
            <tr key={total.id} className="dre-table__row dre-table__row--total" data-total={total.id}>
              <th scope="row" className="dre-table__name">
                {total.name}
              </th>
              {columns.map((column, index) => (
                <Figures key={column.key} cell={total.cells[column.key]} current={index === currentMonth} />
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}

function FigureHeaders() {
  const { t } = useTranslation("finance-reports");
  return (
    <>
      <th scope="col">{t("dre.foreseen")}</th>
      <th scope="col">%</th>
      <th scope="col">{t("dre.realized")}</th>
      <th scope="col">%</th>
    </>
  );
}
