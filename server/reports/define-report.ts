import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import type { Locale } from "../../src/domain/locale.ts";
import type { ReportExportQuery, ReportQuery } from "../../src/schemas/reports.ts";
import type { Db } from "../db/client.ts";
import { unitGroups } from "../franchise/schema.ts";
import { businessDate } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { companies } from "../network/schema.ts";
import { pdfOwner } from "../pdf/fair-queue.ts";
import { fileResponse, type ReportTable, reportCsv, reportPdfTable, reportXlsx, withColumns } from "./report-table.ts";
import { type ResolvedReportScope, reportScope } from "./scope.ts";

// The kit's server half (docs/api/reports.md): one declaration gives a report its JSON route and its export route,
// both behind the same RPT requirement, with the scope's ids checked against the session's network (queryIds)
// and then against the units the user may report on (scope.ts).

/** The ids a report query may carry, checked by the pipeline before the handler runs. */
export const REPORT_QUERY_IDS = { company_id: companies, group_id: unitGroups } as const;

export type ReportDefinition<Figures, Answer> = {
  /** Its texts in locales/<lang>/reports.json: `<key>.title`, `<key>.file-name`. */
  readonly key: string;
  /** The figures of the scope: GROUP BY statements, no loop over sales (`query`: the report's own options). */
  readonly figures: (db: Db, scope: ResolvedReportScope, query: ReportQuery) => Promise<Figures>;
  /** The JSON answer. */
  readonly answer: (figures: Figures, scope: ResolvedReportScope) => Answer;
  /** The same figures as a table for CSV, XLSX and PDF, in the user's language. */
  readonly table: (figures: Figures, t: TFunction, locale: Locale) => Omit<ReportTable, "subtitle">;
};

type ReportContext<Q> = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly query: Q;
  readonly t: TFunction;
  readonly locale: Locale;
};

const displayDate = (apiDate: string) => `${apiDate.slice(8, 10)}/${apiDate.slice(5, 7)}/${apiDate.slice(0, 4)}`;

/** "01/11/2026 a 30/11/2026 · Unidade: Centro" in the user's language. */
async function subtitleOf(db: Db, query: ReportQuery, t: TFunction): Promise<string> {
  const period = t("reports:scope.period-text", { start: displayDate(query.start), end: displayDate(query.end) });
  let where = t(query.franchise === "true" ? "reports:scope.franchise" : "reports:scope.network");
  if (query.company_id !== undefined) {
    const [unit] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, query.company_id));
    where = `${t("reports:scope.unit")}: ${unit?.name ?? ""}`;
  } else if (query.group_id !== undefined) {
    const [group] = await db
      .select({ name: unitGroups.name })
      .from(unitGroups)
      .where(eq(unitGroups.id, query.group_id));
    where = `${t("reports:scope.group")}: ${group?.name ?? ""}`;
  }
  return `${period} · ${where}`;
}

/** The handler of a report's JSON route. */
export const jsonHandler =
  <Figures, Answer>(report: ReportDefinition<Figures, Answer>) =>
  async ({ services: { db }, session, query }: ReportContext<ReportQuery>): Promise<Answer> => {
    const scope = await reportScope(db, session, query);
    return report.answer(await report.figures(db, scope, query), scope);
  };

/** The handler of a report's export route: the same figures as CSV, XLSX or PDF (the PDF pool renders it). */
export const exportHandler =
  <Figures, Answer>(report: ReportDefinition<Figures, Answer>) =>
  async ({ services, session, query, t, locale }: ReportContext<ReportExportQuery>): Promise<Response> => {
    const scope = await reportScope(services.db, session, query);
    const [figures, subtitle] = await Promise.all([
      report.figures(services.db, scope, query),
      subtitleOf(services.db, query, t),
    ]);
    const table: ReportTable = { ...withColumns(report.table(figures, t, locale), query.columns), subtitle };
    const name = `${t(`reports:${report.key}.file-name`)}-${businessDate(services.now())}`;
    if (query.format === "csv") return fileResponse(reportCsv(table, locale), "csv", name);
    if (query.format === "xlsx") {
      return fileResponse(await reportXlsx(table, t(`reports:${report.key}.title`)), "xlsx", name);
    }
    const { bytes } = await services.pdf.render(
      { kind: "report", locale, table: reportPdfTable(table, locale, services.now().toISOString()) },
      pdfOwner(session),
    );
    return fileResponse(bytes, "pdf", name);
  };
