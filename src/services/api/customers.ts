import { customersEndpoints } from "../../schemas/endpoints/customers.ts";
import type { CustomerInput, CustomerListQuery, CustomerPatch } from "../../schemas/customers.ts";
import { call } from "./client.ts";

// The customers module's API (spec 7): the list, one customer, create and update with addresses and contacts.

export const listCustomers = (query: CustomerListQuery, signal?: AbortSignal) =>
  call(customersEndpoints.list, { query: query, signal });

export const getCustomer = (id: number, signal?: AbortSignal) =>
  call(customersEndpoints.detail, { params: { id }, signal });

export const createCustomer = (body: CustomerInput) => call(customersEndpoints.create, { json: body });

export const updateCustomer = (id: number, body: CustomerPatch) =>
  call(customersEndpoints.update, { params: { id }, json: body });
