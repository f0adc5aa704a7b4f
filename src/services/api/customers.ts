import {
  CustomerDetail,
  type CustomerInput,
  CustomerList,
  type CustomerListQuery,
  type CustomerPatch,
} from "../../schemas/customers.ts";
import { call } from "./client.ts";

// The customers module's API (spec 7): the list, one customer, create and update with addresses and contacts.

export const listCustomers = (query: CustomerListQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/customers", CustomerList, { searchParams: query, signal });

export const getCustomer = (id: number, signal?: AbortSignal) =>
  call("get", `/api/v1/customers/${id}`, CustomerDetail, { signal });

export const createCustomer = (body: CustomerInput) =>
  call("post", "/api/v1/customers", CustomerDetail, { json: body });

export const updateCustomer = (id: number, body: CustomerPatch) =>
  call("patch", `/api/v1/customers/${id}`, CustomerDetail, { json: body });
