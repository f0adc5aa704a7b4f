import { endpoint } from "../endpoint.ts";
import {
  AccountDetail,
  AccountInput,
  AccountList,
  AccountListQuery,
  AccountPatch,
  AccountPlanInput,
  AccountPlanList,
  AccountPlanPatch,
  AccountPlanQuery,
  AccountPlanRow,
  BankList,
  DeletedBody,
  FinanceUnitList,
  StatementImportResult,
  StatementLine,
  StatementLineList,
  StatementLineQuery,
  StatementNewEntry,
  StatementReconcile,
  StatementUpload,
} from "../finance-accounts.ts";

/** The chart of accounts (FIN 2). */
export const accountPlanEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/account_plans", query: AccountPlanQuery, response: AccountPlanList }),
  create: endpoint({
    method: "post",
    path: "/api/v1/account_plans",
    body: AccountPlanInput,
    response: AccountPlanRow,
    status: 201,
  }),
  update: endpoint({
    method: "patch",
    path: "/api/v1/account_plans/:id",
    body: AccountPlanPatch,
    response: AccountPlanRow,
  }),
  remove: endpoint({ method: "delete", path: "/api/v1/account_plans/:id", response: DeletedBody }),
} as const;

/** Accounts (FIN 3) and their bank reconciliation. */
export const accountEndpoints = {
  units: endpoint({ method: "get", path: "/api/v1/finance/units", response: FinanceUnitList }),
  banks: endpoint({ method: "get", path: "/api/v1/banks", response: BankList }),
  list: endpoint({ method: "get", path: "/api/v1/accounts", query: AccountListQuery, response: AccountList }),
  detail: endpoint({ method: "get", path: "/api/v1/accounts/:id", response: AccountDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/accounts",
    body: AccountInput,
    response: AccountDetail,
    status: 201,
  }),
  update: endpoint({ method: "patch", path: "/api/v1/accounts/:id", body: AccountPatch, response: AccountDetail }),
  /** Deleting an account deactivates it (spec 4). */
  remove: endpoint({ method: "delete", path: "/api/v1/accounts/:id", response: AccountDetail }),
  statementLines: endpoint({
    method: "get",
    path: "/api/v1/accounts/:id/statement_lines",
    query: StatementLineQuery,
    response: StatementLineList,
  }),
  importStatement: endpoint({
    method: "post",
    path: "/api/v1/accounts/:id/statement_lines/import",
    body: StatementUpload,
    response: StatementImportResult,
    status: 201,
  }),
  reconcileLine: endpoint({
    method: "post",
    path: "/api/v1/statement_lines/:id/reconcile",
    body: StatementReconcile,
    response: StatementLine,
  }),
  createEntryFromLine: endpoint({
    method: "post",
    path: "/api/v1/statement_lines/:id/entry",
    body: StatementNewEntry,
    response: StatementLine,
  }),
} as const;
