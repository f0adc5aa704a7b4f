import type { DataTableValue } from "primereact/datatable";
import { Button } from "primereact/button";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { REPORT_FORMATS, type ReportFormat, type ReportQuery } from "../../schemas/reports.ts";
import { apiDate } from "../../services/format.ts";
import { exportReport, getReportFilters, type ReportKey } from "../../services/api/reports.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { saveFile } from "../components/data-table/save-file.ts";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { type Bar, BarChart } from "./bar-chart.tsx";
import { ReportFilterBar } from "./report-filter-bar.tsx";
import { MAX_REPORT_DAYS } from "../../domain/reports.ts";
import { queryOfScope, scopeOfUrl, urlPeriodProblem, withScope } from "./report-scope.ts";
import "./reports.css";

// The kit's browser half (docs/api/reports.md): a report screen declares its load, its rows, columns and totals row,
// and maybe a chart; the page gives the filter bar (scope in the URL), the shared data table with the totals row,
// the server's CSV / Excel / PDF files and the chart. The report loads through useResource when the scope changes.

export type ReportPageProps<Answer, Row extends DataTableValue> = {
  readonly reportKey: ReportKey;
  readonly load: (query: ReportQuery, signal: AbortSignal) => Promise<Answer>;
  readonly rows: (answer: Answer) => ReadonlyArray<Row>;
  readonly totals: (answer: Answer) => Row;
  readonly columns: ReadonlyArray<DataTableColumn<Row>>;
  readonly dataKey: keyof Row & string;
  readonly chart?: (answer: Answer) => { readonly title: string; readonly bars: ReadonlyArray<Bar> };
  /** A line above the table (the previous period compared with). */
  readonly note?: (answer: Answer) => ReactNode;
  /** A line under the table: how a total is counted (RPT 2's distinct sales). */
  readonly footnote?: (answer: Answer) => ReactNode;
  /** The report's own options (RPT 6's grouping): sent with the scope to the report and its files. */
  readonly extraQuery?: Readonly<Record<string, string>>;
  /** The report's own controls, under the filter bar. */
  readonly toolbar?: ReactNode;
};

const EXPORT_ICONS: Readonly<Record<ReportFormat, string>> = {
  csv: "pi pi-file",
  xlsx: "pi pi-file-excel",
  pdf: "pi pi-file-pdf",
};

export function ReportPage<Answer, Row extends DataTableValue>({
  reportKey,
  load,
  rows,
  totals,
  columns,
  dataKey,
  chart,
  note,
  footnote,
  extraQuery,
  toolbar,
}: ReportPageProps<Answer, Row>) {
  const { t } = useTranslation(["reports", "table"]);
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => apiDate(new Date()));
  const scope = scopeOfUrl(params, today);
  const refusedPeriod = urlPeriodProblem(params);
  const query: ReportQuery = { ...queryOfScope(scope), ...extraQuery };
  const key = JSON.stringify(query);
  const { data: options } = useResourceData(useResource(getReportFilters));
  const resource = useResource((signal) => load(query, signal), key);
  const { data, failed } = useResourceData(resource);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const [exportFailed, setExportFailed] = useState(false);

  // The table takes the loaded answer as its one page source; a new answer remounts it.
  const version = useRef({ data, count: 0 });
  if (version.current.data !== data) version.current = { data, count: version.current.count + 1 };
  const answerRows = data === null ? [] : rows(data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows change with the answer's version only
  const fetchPage = useCallback(
    async (request: ListRequest) => {
      const filter = (request.filter ?? "").toLocaleLowerCase();
      const kept =
        filter === ""
          ? answerRows
          : answerRows.filter((row) => columns.some((column) => column.text(row).toLocaleLowerCase().includes(filter)));
      const perPage = request.per_page ?? 20;
      const page = request.page ?? 1;
      return {
        data: kept.slice((page - 1) * perPage, page * perPage),
        meta: { page, per_page: perPage, total: kept.length },
      };
    },
    [version.current.count],
  );

  const download = async (format: ReportFormat, visibleFields: ReadonlyArray<string>) => {
    setExporting(format);
    setExportFailed(false);
    try {
      const file = await exportReport(reportKey, query, format, visibleFields);
      saveFile(file.blob, file.filename ?? `${t(`${reportKey}.file-name`)}.${format}`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };

  // The files write the columns the table shows (Selecionar Colunas), as its own exports would.
  const exports = (visibleFields: ReadonlyArray<string>) => (
    <span className="report-exports">
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          type="button"
          outlined
          size="small"
          icon={EXPORT_ICONS[format]}
          label={t(`export.${format}`)}
          loading={exporting === format}
          disabled={exporting !== null || data === null}
          onClick={() => {
            void download(format, visibleFields);
          }}
        />
      ))}
    </span>
  );
  const figure = data !== null && chart ? chart(data) : null;

  return (
    <div className="report-page">
      <ReportFilterBar
        applied={scope}
        options={options}
        today={today}
        onApply={(next) => setParams(withScope(params, next))}
      />
      {refusedPeriod ? (
        <p className="report-note" role="status">
          {t("scope.url-period-ignored", {
            reason: t(`scope.problems.${refusedPeriod}`, { days: MAX_REPORT_DAYS, date: "01/01/2000" }),
          })}
        </p>
      ) : null}
      {toolbar}
      {exportFailed ? (
        <p className="report-note" role="alert">
          {t("export.failed")}
        </p>
      ) : null}
      {failed ? (
        <div className="data-table-error" role="alert">
          <span>{t("load-failed")}</span>
          <Button type="button" link size="small" label={t("retry")} onClick={() => resource.send({ type: "retry" })} />
        </div>
      ) : null}
      {data !== null && note ? <p className="report-note">{note(data)}</p> : null}
      {data === null ? (
        <div className="data-table-loading" role="status">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("table:messages.loading")}
        </div>
      ) : (
        <DataTable
          key={version.current.count}
          id={`report-${reportKey}`}
          columns={columns}
          fetchPage={fetchPage}
          dataKey={dataKey}
          fileName={t(`${reportKey}.file-name`)}
          label={t(`${reportKey}.title`)}
          totalsRow={totals(data)}
          exports={exports}
        />
      )}
      {data !== null && footnote ? <p className="report-note report-footnote">{footnote(data)}</p> : null}
      {figure ? <BarChart title={figure.title} bars={figure.bars} /> : null}
    </div>
  );
}
