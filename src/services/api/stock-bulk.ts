import { stockBulkEndpoints } from "../../schemas/endpoints/stock-bulk.ts";
import type { BulkEditInput } from "../../schemas/stock-bulk.ts";
import { call } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// The stock bulk adjustment wizard and the bulk product edit (issue 13, items 5 and 6).

export const loadBulkStocks = (signal?: AbortSignal) => call(stockBulkEndpoints.stocks, { signal });

export const pageBulkProducts = (query: { stock_id: number; search?: string; page?: number }, signal?: AbortSignal) =>
  call(stockBulkEndpoints.products, { query, signal });

/** One product's adjustment; the same key on a retry of the same run writes nothing more. */
export const adjustStock = (
  body: { productId: number; stockId: number; incoming: number; outgoing: number },
  idempotencyKey: string,
) => call(stockBulkEndpoints.adjust, { json: body, headers: idempotencyHeader(idempotencyKey) });

export const loadBulkEditOptions = (signal?: AbortSignal) => call(stockBulkEndpoints.editOptions, { signal });

export const pageBulkEditProducts = (
  query: {
    search?: string;
    page?: number;
    company_id?: string;
    department_id?: string;
    group_id?: string;
    active?: string;
  },
  signal?: AbortSignal,
) => call(stockBulkEndpoints.editProducts, { query, signal });

export const previewBulkEdit = (body: BulkEditInput) => call(stockBulkEndpoints.editPreview, { json: body });

export const applyBulkEdit = (body: BulkEditInput) => call(stockBulkEndpoints.edit, { json: body });
