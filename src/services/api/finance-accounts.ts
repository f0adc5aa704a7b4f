import { fileBase64 } from "./file-upload.ts";
import { accountEndpoints, accountPlanEndpoints } from "../../schemas/endpoints/finance-accounts.ts";
import type {
  AccountInput,
  AccountListQuery,
  AccountPatch,
  AccountPlanInput,
  AccountPlanPatch,
  StatementNewEntry,
  StatementReconcile,
  StatementUpload,
} from "../../schemas/finance-accounts.ts";
import { validateEndpoints } from "../../schemas/endpoints/validate.ts";
import { call } from "./client.ts";

// The chart of accounts, the accounts and their bank reconciliation (issue 14 items 1, 2 and 8).

export const listFinanceUnits = (signal?: AbortSignal) => call(accountEndpoints.units, { signal });
export const listBanks = (signal?: AbortSignal) => call(accountEndpoints.banks, { signal });

export const listAccountPlans = (companyId: number, signal?: AbortSignal) =>
  call(accountPlanEndpoints.list, { query: { company_id: companyId }, signal });
export const createAccountPlan = (body: AccountPlanInput) => call(accountPlanEndpoints.create, { json: body });
export const updateAccountPlan = (id: number, body: AccountPlanPatch) =>
  call(accountPlanEndpoints.update, { params: { id }, json: body });
export const removeAccountPlan = (id: number) => call(accountPlanEndpoints.remove, { params: { id } });

/** Whether a code is still free in the unit (true) — the check as the user types. */
export const accountPlanCodeFree = async (
  companyId: number,
  code: string,
  ignore: number | null,
  signal?: AbortSignal,
): Promise<boolean> =>
  (
    await call(validateEndpoints.accountPlanCode, {
      query: { company_id: companyId, account_plan_code: code, ...(ignore === null ? {} : { ignore }) },
      signal,
    })
  ).status;

export const pageAccounts = (query: AccountListQuery, signal?: AbortSignal) =>
  call(accountEndpoints.list, { query, signal });
export const getAccount = (id: number, signal?: AbortSignal) =>
  call(accountEndpoints.detail, { params: { id }, signal });
export const createAccount = (body: AccountInput) => call(accountEndpoints.create, { json: body });
export const updateAccount = (id: number, body: AccountPatch) =>
  call(accountEndpoints.update, { params: { id }, json: body });
export const deactivateAccount = (id: number) => call(accountEndpoints.remove, { params: { id } });

export const listStatementLines = (accountId: number, signal?: AbortSignal) =>
  call(accountEndpoints.statementLines, { params: { id: accountId }, query: {}, signal });
export const importStatement = (accountId: number, body: StatementUpload) =>
  call(accountEndpoints.importStatement, { params: { id: accountId }, json: body });
export const reconcileStatementLine = (lineId: number, body: StatementReconcile) =>
  call(accountEndpoints.reconcileLine, { params: { id: lineId }, json: body });
export const createEntryFromStatementLine = (lineId: number, body: StatementNewEntry) =>
  call(accountEndpoints.createEntryFromLine, { params: { id: lineId }, json: body });

/** Reads an OFX file as the upload body. */
export async function statementFileToUpload(file: File): Promise<StatementUpload> {
  return { file_name: file.name, content_base64: await fileBase64(file) };
}
