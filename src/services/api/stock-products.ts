import { productsEndpoints } from "../../schemas/endpoints/stock-products.ts";
import type { ProductInput, ProductListQuery, ProductPatch } from "../../schemas/stock-products.ts";
import { call } from "./client.ts";

// The product catalog's API (issue 13 item 1): the list, one product, create and update with every tab, and the
// form's configuration lists.

export const listProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  call(productsEndpoints.list, { query, signal });

export const getProduct = (id: number, signal?: AbortSignal) =>
  call(productsEndpoints.detail, { params: { id }, signal });

export const createProduct = (body: ProductInput) => call(productsEndpoints.create, { json: body });

export const updateProduct = (id: number, body: ProductPatch) =>
  call(productsEndpoints.update, { params: { id }, json: body });

export const getProductConfiguration = (signal?: AbortSignal) => call(productsEndpoints.configuration, { signal });
