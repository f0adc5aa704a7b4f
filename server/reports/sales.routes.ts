import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { FRANCHISE_UNITS_REQUIREMENT } from "../../src/domain/franchise.ts";
import {
  can,
  REPORT_DELIVERY_HISTORY,
  REPORT_SALES_BY_DELIVERY_MAN,
  REPORT_ATTENDANT_RESULTS,
  REPORT_ITEM_SALES,
  REPORT_SALES_BY_PAYMENT,
  REPORT_SALES_BY_UNIT,
  REPORT_SALES_BY_USER,
} from "../../src/domain/permissions.ts";
import { shownName } from "../../src/domain/demo-names.ts";
import { reportsEndpoints } from "../../src/schemas/endpoints/reports.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import type { PaymentMethodSales, SalesComparison, SalesFigures } from "../../src/schemas/reports.ts";
import { unitGroups } from "../franchise/schema.ts";
import { defineRoute } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { exportHandler, jsonHandler, REPORT_QUERY_IDS, type ReportDefinition } from "./define-report.ts";
import { intCell, moneyValueCell, percentCell, type ReportCell, textCell } from "./report-table.ts";
import {
  type Compared,
  type ComparedRow,
  type ComparisonDimension,
  type ComparisonReport,
  type Figures,
  type PaymentMethodReport,
  paymentMethodFigures,
  comparisonFigures,
} from "./sales-queries.ts";

// The first reports of issue 16 item 2: RPT 2 /vendas-metodo-pagamento, RPT 4 /vendas-por-usuario and RPT 5
// /vendas-por-unidade, each a JSON route and an export route (define-report.ts).

const TAG = "reports";
const decimal = (cents: bigint) => centsToDecimalString(cents);

// RPT 2.

const byPaymentMethod: ReportDefinition<PaymentMethodReport, PaymentMethodSales> = {
  key: "payment-methods",
  figures: paymentMethodFigures,
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    data: report.rows.map((row) => ({
      payment_method_id: row.id,
      payment_method: row.name,
      kind: row.kind,
      sales: row.sales,
      billed: decimal(row.billed),
      received: decimal(row.received),
      change: decimal(row.change),
      fees: decimal(row.fees),
      net: decimal(row.net),
    })),
    totals: {
      sales: report.totals.sales,
      billed: decimal(report.totals.billed),
      received: decimal(report.totals.received),
      change: decimal(report.totals.change),
      fees: decimal(report.totals.fees),
      net: decimal(report.totals.net),
    },
  }),
  table: (report, t, locale) => {
    const figures = (row: PaymentMethodReport["totals"]): ReportCell[] => [
      intCell(row.sales),
      moneyValueCell(row.billed),
      moneyValueCell(row.received),
      moneyValueCell(row.change),
      moneyValueCell(row.fees),
      moneyValueCell(row.net),
    ];
    return {
      title: t("reports:payment-methods.title"),
      headers: ["payment-method", "sales", "billed", "received", "change", "fees", "net"].map((c) =>
        t(`reports:columns.${c}`),
      ),
      fields: ["payment_method", "sales", "billed", "received", "change", "fees", "net"],
      rows: report.rows.map((row) => [textCell(shownName(row.name, locale)), ...figures(row)]),
      totals: [textCell(t("reports:totals")), ...figures(report.totals)],
      footnote: t("reports:payment-methods.sales-note"),
    };
  },
};

// RPT 4 and 5.

const figuresOut = (figures: Figures): SalesFigures => ({
  total: decimal(figures.total),
  tickets: figures.tickets,
  average_ticket: decimal(figures.averageTicket),
  discounts: decimal(figures.discounts),
});

const comparedOut = (row: Compared) => ({
  current: figuresOut(row.current),
  previous: figuresOut(row.previous),
  change: {
    total: row.change.total,
    tickets: row.change.tickets,
    average_ticket: row.change.averageTicket,
    discounts: row.change.discounts,
  },
});

/** Name, then per figure: this period, the previous one, the change. */
const comparedCells = (row: Compared): ReportCell[] => [
  moneyValueCell(row.current.total),
  moneyValueCell(row.previous.total),
  percentCell(row.change.total),
  intCell(row.current.tickets),
  intCell(row.previous.tickets),
  percentCell(row.change.tickets),
  moneyValueCell(row.current.averageTicket),
  moneyValueCell(row.previous.averageTicket),
  percentCell(row.change.averageTicket),
  moneyValueCell(row.current.discounts),
  moneyValueCell(row.previous.discounts),
  percentCell(row.change.discounts),
];

const COMPARED_FIGURES = ["total", "tickets", "average_ticket", "discounts"] as const;

const comparedHeaders = (t: TFunction, first: string) => [
  t(first),
  ...["total", "tickets", "average-ticket", "discounts"].flatMap((figure) => [
    t(`reports:columns.${figure}`),
    `${t(`reports:columns.${figure}`)} (${t("reports:columns.previous")})`,
    `${t(`reports:columns.${figure}`)} (%)`,
  ]),
];

const comparison = (
  key: "users" | "units",
  dimension: ComparisonDimension,
): ReportDefinition<ComparisonReport, SalesComparison> => ({
  key,
  figures: (db, scope) => comparisonFigures(db, scope, dimension),
  answer: (report, scope) => ({
    start: scope.start,
    end: scope.end,
    previous_period: report.previousPeriod,
    data: report.rows.map((row: ComparedRow) => ({ id: row.id, name: row.name, ...comparedOut(row) })),
    totals: comparedOut(report.totals),
  }),
  table: (report, t, locale) => ({
    title: t(`reports:${key}.title`),
    headers: comparedHeaders(t, `reports:columns.${dimension}`),
    // The screen shows each figure with its change; its previous value is a column of its own.
    fields: ["name", ...COMPARED_FIGURES.flatMap((figure) => [figure, `previous_${figure}`, figure])],
    rows: report.rows.map((row) => [textCell(shownName(row.name, locale)), ...comparedCells(row)]),
    totals: [textCell(t("reports:totals")), ...comparedCells(report.totals)],
  }),
});

const byUser = comparison("users", "user");
const byUnit = comparison("units", "unit");

const report = (summary: string) => ({ tag: TAG, summary, queryIds: REPORT_QUERY_IDS });

const filters = defineRoute({
  endpoint: reportsEndpoints.filters,
  access: [
    REPORT_SALES_BY_PAYMENT,
    REPORT_SALES_BY_USER,
    REPORT_SALES_BY_UNIT,
    REPORT_DELIVERY_HISTORY,
    REPORT_SALES_BY_DELIVERY_MAN,
    REPORT_ITEM_SALES,
    REPORT_ATTENDANT_RESULTS,
  ],
  tag: TAG,
  summary: "What the reports' filter bar offers: the units the user reports on and the network's active unit groups",
  handler: async ({ services: { db }, session }) => {
    const franchise = can(session.permissions, FRANCHISE_UNITS_REQUIREMENT);
    const own = session.companyIds.length === 0 ? sql`false` : inArray(companies.id, [...session.companyIds]);
    const [units, groups] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.multiStoreId, session.multiStoreId), franchise ? undefined : own))
        .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id)),
      db
        .select({ id: unitGroups.id, name: unitGroups.name })
        .from(unitGroups)
        .where(and(eq(unitGroups.multiStoreId, session.multiStoreId), eq(unitGroups.active, true)))
        .orderBy(asc(sql`lower(${unitGroups.name})`), asc(unitGroups.id)),
    ]);
    return { companies: units.map((u) => ({ ...u, id: u.id as CompanyId })), groups, franchise };
  },
});

export const salesReportRoutes = [
  filters,
  defineRoute({
    endpoint: reportsEndpoints.salesByPaymentMethod,
    access: REPORT_SALES_BY_PAYMENT,
    ...report("Sales by payment method (RPT 2): sales, billed, received, change, card fees and net per method"),
    handler: jsonHandler(byPaymentMethod),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByPaymentMethodExport,
    access: REPORT_SALES_BY_PAYMENT,
    ...report("Sales by payment method (RPT 2) as a CSV, XLSX or PDF file"),
    handler: exportHandler(byPaymentMethod),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByUser,
    access: REPORT_SALES_BY_USER,
    ...report("Sales by user (RPT 4): total, tickets, average ticket, discounts, against the previous period"),
    handler: jsonHandler(byUser),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByUserExport,
    access: REPORT_SALES_BY_USER,
    ...report("Sales by user (RPT 4) as a CSV, XLSX or PDF file"),
    handler: exportHandler(byUser),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByUnit,
    access: REPORT_SALES_BY_UNIT,
    ...report("Sales by unit (RPT 5): total, tickets, average ticket, discounts, against the previous period"),
    handler: jsonHandler(byUnit),
  }),
  defineRoute({
    endpoint: reportsEndpoints.salesByUnitExport,
    access: REPORT_SALES_BY_UNIT,
    ...report("Sales by unit (RPT 5) as a CSV, XLSX or PDF file"),
    handler: exportHandler(byUnit),
  }),
];
