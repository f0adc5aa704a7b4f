import { endpoint } from "../endpoint.ts";
import {
  Balances,
  BalancesQuery,
  CashFlowQuery,
  CashFlowReport,
  DreQuery,
  DreReport,
  FinanceReportFilters,
} from "../finance-reports.ts";

export const financeReportsEndpoints = {
  filters: endpoint({ method: "get", path: "/api/v1/financial/report_filters", response: FinanceReportFilters }),
  cashFlow: endpoint({
    method: "get",
    path: "/api/v1/financial/cash_flow",
    query: CashFlowQuery,
    response: CashFlowReport,
  }),
  dre: endpoint({ method: "get", path: "/api/v1/financial/dre", query: DreQuery, response: DreReport }),
  balances: endpoint({ method: "get", path: "/api/v1/useful/balances", query: BalancesQuery, response: Balances }),
} as const;
