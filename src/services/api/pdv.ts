import type { TransporterInput } from "../../schemas/pdv-people.ts";
import { CustomerSearchResult, Transporter, TransporterSearchResult } from "../../schemas/pdv-people.ts";
import {
  DeliveryManList,
  PaymentMethodList,
  type ProductSearchQuery,
  ProductSearchResult,
  SellerList,
  type TextSearchQuery,
} from "../../schemas/pdv.ts";
import { call } from "./client.ts";

// PDV catalog and people lookups. Money in answers is a decimal string ("39.90"): turn it into cents with
// parseMoney from src/domain/money.ts before any arithmetic.

/** Name words (any order, accents ignored), SKU, or an exact EAN; `match` says which (scanner: "ean"/"sku"). */
export const searchProducts = (query: ProductSearchQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/products/search", ProductSearchResult, { searchParams: query, signal });

export const searchCustomers = (query: TextSearchQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/customers/search", CustomerSearchResult, { searchParams: query, signal });

export const searchTransporters = (query: TextSearchQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/transporters/search", TransporterSearchResult, { searchParams: query, signal });

/** 422 per field (name, doc_id_1, uf, license_plate); other failures: `Erro ao cadastrar a transportadora`. */
export const createTransporter = (input: TransporterInput) =>
  call("post", "/api/v1/transporters", Transporter, { json: input });

export const listPaymentMethods = (signal?: AbortSignal) =>
  call("get", "/api/v1/payment_methods", PaymentMethodList, { signal });

export const listDeliveryMen = (companyId?: number, signal?: AbortSignal) =>
  call("get", "/api/v1/delivery_men", DeliveryManList, { searchParams: { company_id: companyId }, signal });

export const listSellers = (companyId?: number, signal?: AbortSignal) =>
  call("get", "/api/v1/sellers", SellerList, { searchParams: { company_id: companyId }, signal });
