import { SaleDetail, SaleList, type SaleListQuery, type SaleRequest } from "../../schemas/pdv-sales.ts";
import { call, download } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Finalizing and the sales history. Errors (spec 8): 422 `Corrija estes campos` with the messages per field,
// 412 the stock messages as a warning, >= 500 with the status, otherwise `Erro ao finalizar a venda`.

/** Send the same key again to retry: the first sale comes back, never a second one. */
export const finalizeSale = (payload: SaleRequest, idempotencyKey: string) =>
  call("post", "/api/v1/sales", SaleDetail, { json: payload, headers: idempotencyHeader(idempotencyKey) });

export const getSale = (id: number, signal?: AbortSignal) => call("get", `/api/v1/sales/${id}`, SaleDetail, { signal });

/** /historico-de-vendas */
export const listSales = (query: SaleListQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/sales", SaleList, { searchParams: query, signal });

/** The sale's PDF, named by Content-Disposition (venda-{id}.pdf). */
export const downloadSalePdf = (id: number) => download(`/api/v1/reports/sales_history/${id}`);
