import { financeReportsEndpoints } from "../../schemas/endpoints/finance-reports.ts";
import type { BalancesQuery, CashFlowQuery, DreQuery } from "../../schemas/finance-reports.ts";
import { call } from "./client.ts";

// The finance reports: the cash flow, the DRE, the accounts' balance of a period and the filters' options.

type Query<Q> = { readonly [K in keyof Q]?: string | number | boolean | null | undefined };

export const getFinanceReportFilters = (signal?: AbortSignal) => call(financeReportsEndpoints.filters, { signal });

export const getCashFlow = (query: Query<CashFlowQuery>, signal?: AbortSignal) =>
  call(financeReportsEndpoints.cashFlow, { query, signal });

export const getDre = (query: Query<DreQuery>, signal?: AbortSignal) =>
  call(financeReportsEndpoints.dre, { query, signal });

export const getBalances = (query: Query<BalancesQuery>, signal?: AbortSignal) =>
  call(financeReportsEndpoints.balances, { query, signal });
