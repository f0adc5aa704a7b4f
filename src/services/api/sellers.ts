import { sellersEndpoints } from "../../schemas/endpoints/sellers.ts";
import type { SellerInput, SellerListQuery, SellerPatch } from "../../schemas/sellers.ts";
import { call } from "./client.ts";

// Sellers and attendants (/vendedores, issue 12): the list, the edit page's choices, one seller, create and change.

export const pageSellers = (query: SellerListQuery, signal?: AbortSignal) =>
  call(sellersEndpoints.list, { query, signal });

export const getSellerOptions = (signal?: AbortSignal) => call(sellersEndpoints.options, { signal });

export const getSeller = (id: number, signal?: AbortSignal) =>
  call(sellersEndpoints.detail, { params: { id }, signal });

export const createSeller = (body: SellerInput) => call(sellersEndpoints.create, { json: body });

export const updateSeller = (id: number, body: SellerPatch) =>
  call(sellersEndpoints.update, { params: { id }, json: body });
