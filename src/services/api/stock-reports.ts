import { stockReportsEndpoints } from "../../schemas/endpoints/stock-reports.ts";
import { productSheetEndpoints } from "../../schemas/endpoints/stock-import.ts";
import type { ConsolidatedStockQuery, IdleItemsQuery, LowStockQuery } from "../../schemas/stock-reports.ts";
import type { ProductExportQuery, ProductImportUpload } from "../../schemas/stock-import.ts";
import { call, download } from "./client.ts";

// The stock reports (consolidated, low stock, idle items) and the product sheets (export, import check, import).

type Query<Q> = { readonly [K in keyof Q]?: string | number | boolean | null | undefined };

export const getStockReportFilters = (signal?: AbortSignal) => call(stockReportsEndpoints.filters, { signal });

export const getConsolidatedStocks = (companyId: number | undefined, signal?: AbortSignal) =>
  call(stockReportsEndpoints.consolidatedStocks, { query: { company_id: companyId }, signal });

export const listConsolidatedStock = (query: Query<ConsolidatedStockQuery>, signal?: AbortSignal) =>
  call(stockReportsEndpoints.consolidated, { query, signal });

export const listLowStock = (query: Query<LowStockQuery>, signal?: AbortSignal) =>
  call(stockReportsEndpoints.lowStock, { query, signal });

export const getLowStockDetail = (id: number, signal?: AbortSignal) =>
  call(stockReportsEndpoints.lowStockDetail, { params: { id }, signal });

export const listIdleItems = (query: Query<IdleItemsQuery>, signal?: AbortSignal) =>
  call(stockReportsEndpoints.idle, { query, signal });

export const exportProducts = (query: Query<ProductExportQuery>) => download(productSheetEndpoints.export, { query });

export const checkProductSheet = (upload: ProductImportUpload) => call(productSheetEndpoints.check, { json: upload });

export const importProductSheet = (upload: ProductImportUpload) => call(productSheetEndpoints.import, { json: upload });
