import { stockEndpoints } from "../../schemas/endpoints/stock.ts";
import type {
  CountEntryInput,
  LossListQuery,
  StockInput,
  StockListQuery,
  StockMovementQuery,
  StockPatch,
  StockPositionQuery,
  StockTransferInput,
} from "../../schemas/stock.ts";
import { call } from "./client.ts";

// The stock module's API (issue 13 items 3 and 4): stocks, position, movements, transfers, counts, losses.

export const listStocks = (query: StockListQuery, signal?: AbortSignal) => call(stockEndpoints.list, { query, signal });

export const getStockOptions = (signal?: AbortSignal) => call(stockEndpoints.options, { signal });

export const getStock = (id: number, signal?: AbortSignal) => call(stockEndpoints.detail, { params: { id }, signal });

export const createStock = (body: StockInput) => call(stockEndpoints.create, { json: body });

export const updateStock = (id: number, body: StockPatch) =>
  call(stockEndpoints.update, { params: { id }, json: body });

export const listStockPositions = (id: number, query: StockPositionQuery, signal?: AbortSignal) =>
  call(stockEndpoints.positions, { params: { id }, query, signal });

export const listStockMovements = (id: number, query: StockMovementQuery, signal?: AbortSignal) =>
  call(stockEndpoints.movements, { params: { id }, query, signal });

export const transferStock = (body: StockTransferInput) => call(stockEndpoints.transfer, { json: body });

export const startCount = (stockId: number) => call(stockEndpoints.startCount, { params: { id: stockId } });

export const getCount = (id: number, signal?: AbortSignal) => call(stockEndpoints.count, { params: { id }, signal });

export const enterCount = (id: number, body: CountEntryInput) =>
  call(stockEndpoints.countEntry, { params: { id }, json: body });

export const closeCount = (id: number) => call(stockEndpoints.closeCount, { params: { id } });

export const cancelCount = (id: number) => call(stockEndpoints.cancelCount, { params: { id } });

export const listLosses = (query: LossListQuery, signal?: AbortSignal) =>
  call(stockEndpoints.losses, { query, signal });
