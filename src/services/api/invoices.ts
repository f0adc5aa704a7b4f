import { invoicesEndpoints } from "../../schemas/endpoints/invoices.ts";
import type { InvoiceInput, InvoiceListQuery } from "../../schemas/invoices.ts";
import { call } from "./client.ts";

// Purchase invoices (INV 1): list, one, drafts, posting, canceling, the NF-e import and the form's lookups.

export const listInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  call(invoicesEndpoints.list, { query, signal });

export const getInvoice = (id: number, signal?: AbortSignal) =>
  call(invoicesEndpoints.detail, { params: { id }, signal });

/** Saves a draft: a new one when id is null. */
export const saveInvoice = (id: number | null, body: InvoiceInput) =>
  id === null
    ? call(invoicesEndpoints.create, { json: body })
    : call(invoicesEndpoints.update, { params: { id }, json: body });

export const postInvoice = (id: number) => call(invoicesEndpoints.post, { params: { id } });

export const cancelInvoice = (id: number) => call(invoicesEndpoints.cancel, { params: { id } });

export const importNfe = (companyId: number, xml: string) =>
  call(invoicesEndpoints.importXml, { json: { company_id: companyId, xml } });

export const getInvoiceOptions = (signal?: AbortSignal) => call(invoicesEndpoints.options, { signal });

export const searchInvoiceProducts = (search: string, signal?: AbortSignal) =>
  call(invoicesEndpoints.products, { query: { search }, signal });
