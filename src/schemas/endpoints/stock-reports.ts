import { endpoint } from "../endpoint.ts";
import {
  ConsolidatedStockList,
  ConsolidatedStockQuery,
  ConsolidatedStocks,
  ConsolidatedStocksQuery,
  IdleItemsList,
  IdleItemsQuery,
  LowStockDetail,
  LowStockList,
  LowStockQuery,
  StockReportFilterOptions,
} from "../stock-reports.ts";

export const stockReportsEndpoints = {
  filters: endpoint({ method: "get", path: "/api/v1/stock_reports/filters", response: StockReportFilterOptions }),
  consolidated: endpoint({
    method: "get",
    path: "/api/v1/stock_reports/consolidated",
    query: ConsolidatedStockQuery,
    response: ConsolidatedStockList,
  }),
  consolidatedStocks: endpoint({
    method: "get",
    path: "/api/v1/stock_reports/consolidated/stocks",
    query: ConsolidatedStocksQuery,
    response: ConsolidatedStocks,
  }),
  lowStock: endpoint({
    method: "get",
    path: "/api/v1/stock_reports/low_stock",
    query: LowStockQuery,
    response: LowStockList,
  }),
  lowStockDetail: endpoint({ method: "get", path: "/api/v1/stock_reports/low_stock/:id", response: LowStockDetail }),
  idle: endpoint({ method: "get", path: "/api/v1/stock_reports/idle", query: IdleItemsQuery, response: IdleItemsList }),
} as const;
