import { DeliveryHistory, DeliveryManSales } from "../delivery-reports.ts";
import { endpoint } from "../endpoint.ts";
import {
  AttendantResults,
  ItemSales,
  ItemSalesExportQuery,
  ItemSalesQuery,
  PaymentMethodSales,
  ReportExportQuery,
  ReportFilterOptions,
  ReportQuery,
  SalesComparison,
} from "../reports.ts";

// The reports module (docs/api/reports.md). Each report answers JSON; its /export twin answers the same figures as
// a CSV, XLSX or PDF file (?format=), named by Content-Disposition.

const FILE = { contentType: "application/octet-stream" } as const;

export const reportsEndpoints = {
  filters: endpoint({ method: "get", path: "/api/v1/reports/filters", response: ReportFilterOptions }),
  salesByPaymentMethod: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_payment_method",
    query: ReportQuery,
    response: PaymentMethodSales,
  }),
  salesByPaymentMethodExport: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_payment_method/export",
    query: ReportExportQuery,
    response: FILE,
  }),
  salesByUser: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_user",
    query: ReportQuery,
    response: SalesComparison,
  }),
  salesByUserExport: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_user/export",
    query: ReportExportQuery,
    response: FILE,
  }),
  salesByUnit: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_unit",
    query: ReportQuery,
    response: SalesComparison,
  }),
  salesByUnitExport: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_unit/export",
    query: ReportExportQuery,
    response: FILE,
  }),
  deliveryHistory: endpoint({
    method: "get",
    path: "/api/v1/reports/delivery_history",
    query: ReportQuery,
    response: DeliveryHistory,
  }),
  deliveryHistoryExport: endpoint({
    method: "get",
    path: "/api/v1/reports/delivery_history/export",
    query: ReportExportQuery,
    response: FILE,
  }),
  salesByDeliveryMan: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_delivery_man",
    query: ReportQuery,
    response: DeliveryManSales,
  }),
  salesByDeliveryManExport: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_by_delivery_man/export",
    query: ReportExportQuery,
    response: FILE,
  }),
  itemSales: endpoint({
    method: "get",
    path: "/api/v1/reports/item_sales",
    query: ItemSalesQuery,
    response: ItemSales,
  }),
  itemSalesExport: endpoint({
    method: "get",
    path: "/api/v1/reports/item_sales/export",
    query: ItemSalesExportQuery,
    response: FILE,
  }),
  attendantResults: endpoint({
    method: "get",
    path: "/api/v1/reports/attendant_results",
    query: ReportQuery,
    response: AttendantResults,
  }),
  attendantResultsExport: endpoint({
    method: "get",
    path: "/api/v1/reports/attendant_results/export",
    query: ReportExportQuery,
    response: FILE,
  }),
} as const;
