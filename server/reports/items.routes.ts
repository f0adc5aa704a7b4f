import { centsToDecimalString } from "../../src/domain/money.ts";
import { REPORT_ATTENDANT_RESULTS, REPORT_ITEM_SALES } from "../../src/domain/permissions.ts";
import { reportsEndpoints } from "../../src/schemas/endpoints/reports.ts";
import type { AttendantResults, ItemGrouping, ItemSales, ItemSalesQuery } from "../../src/schemas/reports.ts";
import { defineRoute } from "../http/route.ts";
import { exportHandler, jsonHandler, REPORT_QUERY_IDS, type ReportDefinition } from "./define-report.ts";
import {
  type AttendantFigures,
  type AttendantReport,
  attendantFigures,
  type ItemFigures,
  type ItemReport,
  itemSalesFigures,
} from "./items-queries.ts";
import { intCell, moneyValueCell, percentCell, quantityFigureCell, type ReportCell, textCell } from "./report-table.ts";

// RPT 6 /vendas-itens (items sold by product, department or group) and RPT 16 /resultados-dos-atendentes
// (attendants' results and commission), each a JSON route and an export route (define-report.ts).

const TAG = "reports";
const decimal = (cents: bigint) => centsToDecimalString(cents);
const hundredthsText = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, "0")}`;

// RPT 6.

const itemsOut = (row: ItemFigures) => ({
  quantity: row.quantity,
  revenue: decimal(row.revenue),
  cost: decimal(row.cost),
  margin: decimal(row.margin),
  margin_percent: row.marginPercent,
});

const itemCells = (row: ItemFigures): ReportCell[] => [
  quantityFigureCell(row.quantity),
  moneyValueCell(row.revenue),
  moneyValueCell(row.cost),
  moneyValueCell(row.margin),
  percentCell(row.marginPercent),
];

const itemSales: ReportDefinition<ItemReport, ItemSales> = {
  key: "items",
  figures: (db, scope, query) =>
    itemSalesFigures(db, scope, ((query as ItemSalesQuery).group_by ?? "product") as ItemGrouping),
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    group_by: report.groupBy,
    data: report.rows.map((row) => ({ id: row.id, name: row.name, ...itemsOut(row) })),
    totals: itemsOut(report.totals),
  }),
  table: (report, t) => ({
    title: `${t("reports:items.title")} · ${t(`reports:items.by.${report.groupBy}`)}`,
    headers: [
      t(`reports:columns.${report.groupBy}`),
      ...["quantity", "revenue", "cost", "margin", "margin-percent"].map((c) => t(`reports:columns.${c}`)),
    ],
    fields: ["name", "quantity", "revenue", "cost", "margin", "margin_percent"],
    rows: report.rows.map((row) => [
      textCell(row.name ?? t(`reports:items.none.${report.groupBy}`)),
      ...itemCells(row),
    ]),
    totals: [textCell(t("reports:totals")), ...itemCells(report.totals)],
  }),
};

// RPT 16.

const attendantOut = (row: AttendantFigures) => ({
  sales: row.sales,
  items: row.items,
  total: decimal(row.total),
  average_ticket: decimal(row.averageTicket),
  commission: decimal(row.commission),
});

const attendantCells = (row: AttendantFigures): ReportCell[] => [
  intCell(row.sales),
  quantityFigureCell(row.items),
  moneyValueCell(row.total),
  moneyValueCell(row.averageTicket),
];

const attendantResults: ReportDefinition<AttendantReport, AttendantResults> = {
  key: "attendants",
  figures: (db, scope) => attendantFigures(db, scope),
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    data: report.rows.map((row) => ({
      seller_id: row.id,
      seller: row.name,
      commission_percentage: hundredthsText(row.percent),
      ...attendantOut(row),
    })),
    totals: attendantOut(report.totals),
  }),
  table: (report, t) => ({
    title: t("reports:attendants.title"),
    headers: ["seller", "sales", "items", "total", "average-ticket", "commission-percentage", "commission"].map((c) =>
      t(`reports:columns.${c}`),
    ),
    fields: ["seller", "sales", "items", "total", "average_ticket", "commission_percentage", "commission"],
    rows: report.rows.map((row) => [
      textCell(row.name ?? t("reports:attendants.no-seller")),
      ...attendantCells(row),
      textCell(`${hundredthsText(row.percent).replace(".", ",")}%`),
      moneyValueCell(row.commission),
    ]),
    totals: [
      textCell(t("reports:totals")),
      ...attendantCells(report.totals),
      textCell(""),
      moneyValueCell(report.totals.commission),
    ],
  }),
};

const report = (summary: string) => ({ tag: TAG, summary, queryIds: REPORT_QUERY_IDS });

export const itemReportRoutes = [
  defineRoute({
    endpoint: reportsEndpoints.itemSales,
    access: REPORT_ITEM_SALES,
    ...report("Items sold (RPT 6) by product, department or group: quantity, revenue, cost and margin"),
    handler: jsonHandler(itemSales),
  }),
  defineRoute({
    endpoint: reportsEndpoints.itemSalesExport,
    access: REPORT_ITEM_SALES,
    ...report("Items sold (RPT 6) as a CSV, XLSX or PDF file"),
    handler: exportHandler(itemSales),
  }),
  defineRoute({
    endpoint: reportsEndpoints.attendantResults,
    access: REPORT_ATTENDANT_RESULTS,
    ...report("Attendants' results (RPT 16) by seller: sales, items, total, average ticket and commission"),
    handler: jsonHandler(attendantResults),
  }),
  defineRoute({
    endpoint: reportsEndpoints.attendantResultsExport,
    access: REPORT_ATTENDANT_RESULTS,
    ...report("Attendants' results (RPT 16) as a CSV, XLSX or PDF file"),
    handler: exportHandler(attendantResults),
  }),
];
