import { salesEndpoints } from "../../schemas/endpoints/pdv-sales.ts";
import type { SaleListQuery, SaleRequest } from "../../schemas/pdv-sales.ts";
import { call, download } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Finalizing and the sales history. Errors (spec 8): 422 `Corrija estes campos` with the messages per field,
// 412 the stock messages as a warning, >= 500 with the status, otherwise `Erro ao finalizar a venda`.

/** Send the same key again to retry: the first sale comes back, never a second one. */
export const finalizeSale = (payload: SaleRequest, idempotencyKey: string) =>
  call(salesEndpoints.create, { json: payload, headers: idempotencyHeader(idempotencyKey) });

export const getSale = (id: number, signal?: AbortSignal) => call(salesEndpoints.detail, { params: { id }, signal });

/** /historico-de-vendas */
export const listSales = (query: SaleListQuery, signal?: AbortSignal) =>
  call(salesEndpoints.list, { query: query, signal });

/** The sale's PDF, named by Content-Disposition (venda-{id}.pdf). */
export const downloadSalePdf = (id: number) => download(salesEndpoints.pdf, { params: { id } });

/** Cancels a sale with a reason (issue 11): 403 beyond the own open register without RPT 7 level 2, 409 twice. */
export const cancelSale = (id: number, reason: string) =>
  call(salesEndpoints.cancel, { params: { id }, json: { reason } });

/** The 80 mm receipt of any sale (cupom-{id}.pdf). */
export const downloadSaleReceipt = (id: number) => download(salesEndpoints.receipt, { params: { id } });
