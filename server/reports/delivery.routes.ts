import type { TFunction } from "i18next";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { shownName } from "../../src/domain/demo-names.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { REPORT_DELIVERY_HISTORY, REPORT_SALES_BY_DELIVERY_MAN } from "../../src/domain/permissions.ts";
import type { DeliveryHistory, DeliveryManSales, DeliveryTotals } from "../../src/schemas/delivery-reports.ts";
import { reportsEndpoints } from "../../src/schemas/endpoints/reports.ts";
import { defineRoute } from "../http/route.ts";
import { exportHandler, jsonHandler, REPORT_QUERY_IDS, type ReportDefinition } from "./define-report.ts";
import {
  type DeliveryFigures,
  type DeliveryHistoryReport,
  type DeliveryManReport,
  deliveryHistoryFigures,
  deliveryManFigures,
} from "./delivery-queries.ts";
import { intCell, moneyValueCell, type ReportCell, textCell } from "./report-table.ts";

// The delivery reports of issue 16 item 2: RPT 8 /historico-delivery (one row per delivery) and RPT 15
// /vendas-por-entregador (per delivery person), each a JSON route and an export route (define-report.ts).

const TAG = "reports";
const decimal = (cents: bigint) => centsToDecimalString(cents);

const totalsOut = (figures: DeliveryFigures): DeliveryTotals => ({
  deliveries: figures.deliveries,
  delivery_charge: decimal(figures.charge),
  delivery_cost: decimal(figures.cost),
  total: decimal(figures.total),
});

const moneyCells = (figures: DeliveryFigures): ReportCell[] => [
  moneyValueCell(figures.charge),
  moneyValueCell(figures.cost),
  moneyValueCell(figures.total),
];

const nameOr = (name: string | null, fallback: string, locale: Locale) =>
  name === null ? fallback : shownName(name, locale);

// RPT 8.

const deliveryHistory: ReportDefinition<DeliveryHistoryReport, DeliveryHistory> = {
  key: "deliveries",
  figures: deliveryHistoryFigures,
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    data: report.rows.map((row) => ({
      sale_id: row.saleId,
      sold_at: row.soldAt.toISOString(),
      date_time: row.dateTime,
      customer_id: row.customerId,
      customer: row.customer,
      delivery_man_id: row.deliveryManId,
      delivery_man: row.deliveryMan,
      shipping_method: row.shippingMethod,
      delivery_charge: decimal(row.charge),
      delivery_cost: decimal(row.cost),
      total: decimal(row.total),
    })),
    totals: totalsOut(report.totals),
  }),
  table: (report, t: TFunction, locale) => ({
    title: t("reports:deliveries.title"),
    headers: [
      "date-time",
      "sale",
      "customer",
      "delivery-man",
      "shipping-method",
      "delivery-charge",
      "delivery-cost",
      "total",
    ].map((c) => t(`reports:deliveries.columns.${c}`)),
    fields: [
      "date_time",
      "sale_id",
      "customer",
      "delivery_man",
      "shipping_method",
      "delivery_charge",
      "delivery_cost",
      "total",
    ],
    rows: report.rows.map((row) => [
      textCell(row.dateTime),
      textCell(String(row.saleId)),
      textCell(nameOr(row.customer, t("reports:deliveries.final-consumer"), locale)),
      textCell(nameOr(row.deliveryMan, t("reports:deliveries.no-delivery-man"), locale)),
      textCell(t(`reports:deliveries.shipping.${row.shippingMethod}`)),
      ...moneyCells(row),
    ]),
    totals: [
      textCell(t("reports:totals")),
      textCell(t("reports:deliveries.count", { count: report.totals.deliveries })),
      textCell(""),
      textCell(""),
      textCell(""),
      ...moneyCells(report.totals),
    ],
  }),
};

// RPT 15.

const byDeliveryMan: ReportDefinition<DeliveryManReport, DeliveryManSales> = {
  key: "delivery-men",
  figures: deliveryManFigures,
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    data: report.rows.map((row) => ({ delivery_man_id: row.id ?? 0, delivery_man: row.name, ...totalsOut(row) })),
    totals: totalsOut(report.totals),
  }),
  table: (report, t, locale) => ({
    title: t("reports:delivery-men.title"),
    headers: ["delivery-man", "deliveries", "delivery-charge", "delivery-cost", "total"].map((c) =>
      t(`reports:deliveries.columns.${c}`),
    ),
    fields: ["delivery_man", "deliveries", "delivery_charge", "delivery_cost", "total"],
    rows: report.rows.map((row) => [
      textCell(nameOr(row.name, t("reports:deliveries.no-delivery-man"), locale)),
      intCell(row.deliveries),
      ...moneyCells(row),
    ]),
    totals: [textCell(t("reports:totals")), intCell(report.totals.deliveries), ...moneyCells(report.totals)],
  }),
};

const report = (summary: string) => ({ tag: TAG, summary, queryIds: REPORT_QUERY_IDS });

export const deliveryReportRoutes = [
  defineRoute({
    endpoint: reportsEndpoints.deliveryHistory,
    access: REPORT_DELIVERY_HISTORY,
    ...report("Delivery history (RPT 8): each delivery of the period with its charge, cost and sale total"),
    handler: jsonHandler(deliveryHistory),
  }),
  defineRoute({
    endpoint: reportsEndpoints.deliveryHistoryExport,
    access: REPORT_DELIVERY_HISTORY,
    ...report("Delivery history (RPT 8) as a CSV, XLSX or PDF file"),
    handler: exportHandler(deliveryHistory),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByDeliveryMan,
    access: REPORT_SALES_BY_DELIVERY_MAN,
    ...report("Sales by delivery person (RPT 15): deliveries, charges, costs and sales total per delivery person"),
    handler: jsonHandler(byDeliveryMan),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByDeliveryManExport,
    access: REPORT_SALES_BY_DELIVERY_MAN,
    ...report("Sales by delivery person (RPT 15) as a CSV, XLSX or PDF file"),
    handler: exportHandler(byDeliveryMan),
  }),
];
