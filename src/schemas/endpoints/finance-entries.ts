import { OkBody } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  FinancialEntryChoices,
  FinancialEntryChoicesQuery,
  FinancialEntryDetail,
  FinancialEntryFile,
  FinancialEntryFileList,
  FinancialEntryFileUpload,
  FinancialEntryInput,
  FinancialEntryList,
  FinancialEntryListQuery,
  FinancialEntryPatch,
  FinancialEntryRemoval,
  FinancialReopenInput,
  FinancialSettlementInput,
} from "../finance-entries.ts";

// Payables and receivables (/contas-a-pagar-receber, FIN 1).
export const financialEntriesEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/v1/financial_entries",
    query: FinancialEntryListQuery,
    response: FinancialEntryList,
  }),
  choices: endpoint({
    method: "get",
    path: "/api/v1/financial_entries/choices",
    query: FinancialEntryChoicesQuery,
    response: FinancialEntryChoices,
  }),
  detail: endpoint({ method: "get", path: "/api/v1/financial_entries/:id", response: FinancialEntryDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/financial_entries",
    body: FinancialEntryInput,
    response: FinancialEntryDetail,
    status: 201,
  }),
  update: endpoint({
    method: "patch",
    path: "/api/v1/financial_entries/:id",
    body: FinancialEntryPatch,
    response: FinancialEntryDetail,
  }),
  remove: endpoint({ method: "delete", path: "/api/v1/financial_entries/:id", response: FinancialEntryRemoval }),
  settle: endpoint({
    method: "post",
    path: "/api/v1/financial_entries/:id/settlements",
    body: FinancialSettlementInput,
    response: FinancialEntryDetail,
    status: 201,
  }),
  reopen: endpoint({
    method: "post",
    path: "/api/v1/financial_entries/:id/reopen",
    body: FinancialReopenInput,
    response: FinancialEntryDetail,
  }),
  files: endpoint({ method: "get", path: "/api/v1/financial_entries/:id/files", response: FinancialEntryFileList }),
  uploadFile: endpoint({
    method: "post",
    path: "/api/v1/financial_entries/:id/files",
    body: FinancialEntryFileUpload,
    response: FinancialEntryFile,
    status: 201,
  }),
  downloadFile: endpoint({
    method: "get",
    path: "/api/v1/financial_entries/:id/files/:fileId",
    response: { contentType: "application/octet-stream" },
  }),
  removeFile: endpoint({ method: "delete", path: "/api/v1/financial_entries/:id/files/:fileId", response: OkBody }),
} as const;
