import { reportBuilderEndpoints } from "../../schemas/endpoints/report-builder.ts";
import { reportsEndpoints } from "../../schemas/endpoints/reports.ts";
import type { BuilderQuery, SavedViewInput } from "../../schemas/report-builder.ts";
import type { ItemSalesQuery, ReportFormat, ReportQuery } from "../../schemas/reports.ts";
import { call, download } from "./client.ts";

// The reports module (docs/api/reports.md): the filter bar's options, each report, and its files.

export const getReportFilters = (signal?: AbortSignal) => call(reportsEndpoints.filters, { signal });

export const salesByPaymentMethod = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.salesByPaymentMethod, { query, signal });
export const salesByUser = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.salesByUser, { query, signal });
export const salesByUnit = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.salesByUnit, { query, signal });
export const deliveryHistory = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.deliveryHistory, { query, signal });
export const salesByDeliveryMan = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.salesByDeliveryMan, { query, signal });

export const itemSales = (query: ItemSalesQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.itemSales, { query, signal });
export const attendantResults = (query: ReportQuery, signal?: AbortSignal) =>
  call(reportsEndpoints.attendantResults, { query, signal });

const EXPORTS = {
  "payment-methods": reportsEndpoints.salesByPaymentMethodExport,
  users: reportsEndpoints.salesByUserExport,
  units: reportsEndpoints.salesByUnitExport,
  deliveries: reportsEndpoints.deliveryHistoryExport,
  "delivery-men": reportsEndpoints.salesByDeliveryManExport,
  items: reportsEndpoints.itemSalesExport,
  attendants: reportsEndpoints.attendantResultsExport,
  // The builder's query carries its dataset, grouping and measures too (the page's extraQuery).
  datatables: reportBuilderEndpoints.exportBuilder as unknown as typeof reportsEndpoints.attendantResultsExport,
} as const;
export type ReportKey = keyof typeof EXPORTS;

/**
 * A report as a file (CSV, XLSX or PDF) and the name the server gives it; `columns`, the fields of the columns the
 * screen shows (the report builder's too: its dimensions and measures hidden in Selecionar Colunas stay out), limits
 * the file to them.
 */
export const exportReport = (
  key: ReportKey,
  query: ReportQuery,
  format: ReportFormat,
  columns: ReadonlyArray<string> = [],
) =>
  download(EXPORTS[key], {
    query: {
      ...query,
      format,
      ...(columns.length === 0 ? {} : { columns: columns.join(",") }),
    },
  });

// The report builder (/relatorios/datatables).

export const builderOptions = (signal?: AbortSignal) => call(reportBuilderEndpoints.builderOptions, { signal });
export const runBuilder = (query: BuilderQuery, signal?: AbortSignal) =>
  call(reportBuilderEndpoints.runBuilder, { query, signal });
export const savedViews = (signal?: AbortSignal) => call(reportBuilderEndpoints.savedViews, { signal });
export const createSavedView = (body: SavedViewInput) => call(reportBuilderEndpoints.createSavedView, { json: body });
export const updateSavedView = (id: number, body: SavedViewInput) =>
  call(reportBuilderEndpoints.updateSavedView, { params: { id }, json: body });
export const deleteSavedView = (id: number) => call(reportBuilderEndpoints.deleteSavedView, { params: { id } });
