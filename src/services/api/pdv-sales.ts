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
