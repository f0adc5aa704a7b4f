import { typedFileUpload } from "./file-upload.ts";
import { financialEntriesEndpoints } from "../../schemas/endpoints/finance-entries.ts";
import {
  FINANCIAL_ENTRY_FILE_MAX_BYTES,
  FINANCIAL_ENTRY_FILE_TYPES,
  type FinancialEntryFileUpload,
  type FinancialEntryInput,
  type FinancialEntryListQuery,
  type FinancialEntryPatch,
  type FinancialSettlementInput,
} from "../../schemas/finance-entries.ts";
import { call } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Payables and receivables (/contas-a-pagar-receber, FIN 1).

export const pageFinancialEntries = (query: FinancialEntryListQuery, signal?: AbortSignal) =>
  call(financialEntriesEndpoints.list, { query, signal });

/** The unit's chart of accounts and active accounts, for the entry form and the settle dialog. */
export const financialEntryChoices = (companyId: number | null, signal?: AbortSignal) =>
  call(financialEntriesEndpoints.choices, {
    query: companyId === null ? {} : { company_id: String(companyId) },
    signal,
  });

/** For the list's filters: the units, every unit's active accounts and the names of the filtered supplier/customer. */
export const financialEntryFilterChoices = (
  people: { readonly supplier_id?: number; readonly customer_id?: number },
  signal?: AbortSignal,
) =>
  call(financialEntriesEndpoints.choices, {
    query: {
      ...(people.supplier_id === undefined ? {} : { supplier_id: String(people.supplier_id) }),
      ...(people.customer_id === undefined ? {} : { customer_id: String(people.customer_id) }),
    },
    signal,
  });

export const getFinancialEntry = (id: number, signal?: AbortSignal) =>
  call(financialEntriesEndpoints.detail, { params: { id }, signal });

export const createFinancialEntry = (body: FinancialEntryInput) =>
  call(financialEntriesEndpoints.create, { json: body });

export const updateFinancialEntry = (id: number, body: FinancialEntryPatch) =>
  call(financialEntriesEndpoints.update, { params: { id }, json: body });

export const cancelFinancialEntry = (id: number) => call(financialEntriesEndpoints.remove, { params: { id } });

/** One settlement (baixa); the key makes a retried click settle once. */
export const settleFinancialEntry = (id: number, body: FinancialSettlementInput, idempotencyKey: string) =>
  call(financialEntriesEndpoints.settle, { params: { id }, json: body, headers: idempotencyHeader(idempotencyKey) });

export const reopenFinancialEntry = (id: number) =>
  call(financialEntriesEndpoints.reopen, { params: { id }, json: {} });

export const listFinancialEntryFiles = (id: number, signal?: AbortSignal) =>
  call(financialEntriesEndpoints.files, { params: { id }, signal });

/** Reads a File as the upload body; null when it is not an image or PDF of at most 10 MB (the server checks again). */
export async function financialEntryFileToUpload(file: File): Promise<FinancialEntryFileUpload | null> {
  return typedFileUpload(file, FINANCIAL_ENTRY_FILE_TYPES, FINANCIAL_ENTRY_FILE_MAX_BYTES);
}

export const uploadFinancialEntryFile = (id: number, body: FinancialEntryFileUpload) =>
  call(financialEntriesEndpoints.uploadFile, { params: { id }, json: body });

export const removeFinancialEntryFile = (id: number, fileId: number) =>
  call(financialEntriesEndpoints.removeFile, { params: { id, fileId } });
