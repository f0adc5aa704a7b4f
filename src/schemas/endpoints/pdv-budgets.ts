import { endpoint } from "../endpoint.ts";
import { BudgetConvertRequest, BudgetDetail, BudgetList, BudgetListQuery, BudgetRequest } from "../pdv-budgets.ts";

export const budgetsEndpoints = {
  create: endpoint({
    method: "post",
    path: "/api/v1/budgets",
    body: BudgetRequest,
    response: BudgetDetail,
    status: 201,
  }),
  update: endpoint({ method: "patch", path: "/api/v1/budgets/:id", body: BudgetRequest, response: BudgetDetail }),
  pdf: endpoint({ method: "get", path: "/api/v1/budgets/:id", response: { contentType: "application/pdf" } }),
  detail: endpoint({ method: "get", path: "/api/v1/budgets/:id/detail", response: BudgetDetail }),
  convert: endpoint({
    method: "post",
    path: "/api/v1/budgets/converted",
    body: BudgetConvertRequest,
    response: BudgetDetail,
  }),
  list: endpoint({ method: "get", path: "/api/v1/budgets", query: BudgetListQuery, response: BudgetList }),
} as const;
