import { cashEndpoints } from "../../schemas/endpoints/pdv-cash.ts";
import type {
  CashMovementListQuery,
  CashSession,
  CloseCashRequest,
  CountCashRequest,
  OpenCashRequest,
  PdvOutflowRequest,
  SangriaRequest,
} from "../../schemas/pdv-cash.ts";
import { call } from "./client.ts";
import { idempotencyHeader } from "./idempotency.ts";

// Cash register calls (spec 4 and 7). Errors: 422 joined messages, >= 500 with the status, otherwise
// `Erro ao abrir caixa` / `Erro ao fechar caixa` (describeApiError in api-error.ts).

/** The user's open register, or null (the server answers 204): then go to /pdv/abertura-de-caixa. */
export const lastOpenedCashMovement = async (signal?: AbortSignal): Promise<CashSession | null> =>
  (await call(cashEndpoints.lastOpened, { signal })).data ?? null;

/** A missing company answers 422 `o campo Companhia é obrigatório`; a second open register 422 on company_id. */
export const openCashMovement = (input: OpenCashRequest) => call(cashEndpoints.open, { json: input });

export const updateOpeningValue = (companyId: number, cashMovementId: number, cashSupply: string) =>
  call(cashEndpoints.openingValue, { params: { companyId, cashMovementId }, json: { cash_supply: cashSupply } });

/** Expected money, PIX and card for the closing screen; 403 for a blind cashier before the counts are confirmed. */
export const cashSummary = (id: number, signal?: AbortSignal) =>
  call(cashEndpoints.summary, { params: { id }, signal });

/** The register's confirmed counts with expected values and differences, or null before counting. */
export const cashCountState = async (id: number, signal?: AbortSignal) =>
  (await call(cashEndpoints.countState, { params: { id }, signal })).count;

/** Confirms the counts once (a second time answers 409); answers expected values and differences. */
export const countCashMovement = (id: number, input: CountCashRequest, idempotencyKey: string) =>
  call(cashEndpoints.count, { params: { id }, json: input, headers: idempotencyHeader(idempotencyKey) });

/** The printable closing report of a closed register (opened in a new window). */
export const closingReportUrl = (id: number, format: "80mm" | "a4") =>
  `/api/v1/cash_movements/${id}/closing_report?format=${format}`;

export const closeCashMovement = (input: CloseCashRequest, idempotencyKey: string) =>
  call(cashEndpoints.close, { json: input, headers: idempotencyHeader(idempotencyKey) });

/** 422 on sangria_value when larger than the money in the drawer. */
export const createSangria = (input: SangriaRequest, idempotencyKey: string) =>
  call(cashEndpoints.sangria, { json: input, headers: idempotencyHeader(idempotencyKey) });

export const createPdvOutflow = (input: PdvOutflowRequest, idempotencyKey: string) =>
  call(cashEndpoints.outflow, { json: input, headers: idempotencyHeader(idempotencyKey) });

/** /movimentacao-de-caixa */
export const listCashMovements = (query: CashMovementListQuery, signal?: AbortSignal) =>
  call(cashEndpoints.list, { query: query, signal });

/** /movimentacao-de-caixa/visualizar/:id */
export const getCashMovement = (id: number, signal?: AbortSignal) =>
  call(cashEndpoints.detail, { params: { id }, signal });

/** The units the user works in (the opening screen's unit choice). */
export const posCompanies = async (signal?: AbortSignal) => (await call(cashEndpoints.ownUnits, { signal })).data;
