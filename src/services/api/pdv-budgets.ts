import { BudgetDetail, BudgetList, type BudgetListQuery, type BudgetRequest } from "../../schemas/pdv-budgets.ts";
import { call, download } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Budgets (orçamentos). Errors as a sale's, with `Erro ao gerar orçamento` as the fallback.

export const createBudget = (body: BudgetRequest, idempotencyKey: string) =>
  call("post", "/api/v1/budgets", BudgetDetail, { json: body, headers: idempotencyHeader(idempotencyKey) });

export const updateBudget = (id: number, body: BudgetRequest) =>
  call("patch", `/api/v1/budgets/${id}`, BudgetDetail, { json: body });

/** The budget with its items, to reopen it in the PDV. */
export const getBudget = (id: number, signal?: AbortSignal) =>
  call("get", `/api/v1/budgets/${id}/detail`, BudgetDetail, { signal });

/** The budget's PDF (orcamento-{id}.pdf). */
export const downloadBudgetPdf = (id: number) => download(`/api/v1/budgets/${id}`);

/** /orcamentos */
export const listBudgets = (query: BudgetListQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/budgets", BudgetList, { searchParams: query, signal });
