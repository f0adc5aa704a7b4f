import { pdvEndpoints } from "../../schemas/endpoints/pdv.ts";
import type { TransporterInput } from "../../schemas/pdv-people.ts";
import type { ProductSearchQuery, TextSearchQuery } from "../../schemas/pdv.ts";
import { call } from "./client.ts";

// PDV catalog and people lookups. Money in answers is a decimal string ("39.90"): turn it into cents with
// parseMoney from src/domain/money.ts before any arithmetic.

/** Name words (any order, accents ignored), SKU, or an exact EAN; `match` says which (scanner: "ean"/"sku"). */
export const searchProducts = (query: ProductSearchQuery, signal?: AbortSignal) =>
  call(pdvEndpoints.searchProducts, { query: query, signal });

export const searchCustomers = (query: TextSearchQuery, signal?: AbortSignal) =>
  call(pdvEndpoints.searchCustomers, { query: query, signal });

export const searchTransporters = (query: TextSearchQuery, signal?: AbortSignal) =>
  call(pdvEndpoints.searchTransporters, { query: query, signal });

/** 422 per field (name, doc_id_1, uf, license_plate); other failures: `Erro ao cadastrar a transportadora`. */
export const createTransporter = (input: TransporterInput) => call(pdvEndpoints.createTransporter, { json: input });

export const listPaymentMethods = (signal?: AbortSignal) => call(pdvEndpoints.paymentMethods, { signal });

export const listDeliveryMen = (companyId?: number, signal?: AbortSignal) =>
  call(pdvEndpoints.deliveryMen, { query: { company_id: companyId }, signal });

export const listSellers = (companyId?: number, signal?: AbortSignal) =>
  call(pdvEndpoints.sellers, { query: { company_id: companyId }, signal });
