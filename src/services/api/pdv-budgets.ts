import { budgetsEndpoints } from "../../schemas/endpoints/pdv-budgets.ts";
import type { BudgetListQuery, BudgetRequest } from "../../schemas/pdv-budgets.ts";
import { call, download } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Budgets (orçamentos). Errors as a sale's, with `Erro ao gerar orçamento` as the fallback.

export const createBudget = (body: BudgetRequest, idempotencyKey: string) =>
  call(budgetsEndpoints.create, { json: body, headers: idempotencyHeader(idempotencyKey) });

export const updateBudget = (id: number, body: BudgetRequest) =>
  call(budgetsEndpoints.update, { params: { id }, json: body });

/** The budget with its items, to reopen it in the PDV. */
export const getBudget = (id: number, signal?: AbortSignal) =>
  call(budgetsEndpoints.detail, { params: { id }, signal });

/** The budget's PDF (orcamento-{id}.pdf). */
export const downloadBudgetPdf = (id: number) => download(budgetsEndpoints.pdf, { params: { id } });

/** /orcamentos */
export const listBudgets = (query: BudgetListQuery, signal?: AbortSignal) =>
  call(budgetsEndpoints.list, { query: query, signal });
