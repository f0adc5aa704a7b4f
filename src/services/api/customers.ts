import { customersEndpoints } from "../../schemas/endpoints/customers.ts";
import type {
  CustomerExportQuery,
  CustomerGroupInput,
  CustomerGroupListQuery,
  CustomerGroupPatch,
  CustomerInput,
  CustomerListQuery,
  CustomerPatch,
} from "../../schemas/customers.ts";
import { call, download } from "./client.ts";

// The customers module's API (spec 7): the list, one customer, create and update with addresses and contacts.

export const listCustomers = (query: CustomerListQuery, signal?: AbortSignal) =>
  call(customersEndpoints.list, { query: query, signal });

export const getCustomer = (id: number, signal?: AbortSignal) =>
  call(customersEndpoints.detail, { params: { id }, signal });

export const createCustomer = (body: CustomerInput) => call(customersEndpoints.create, { json: body });

export const updateCustomer = (id: number, body: CustomerPatch) =>
  call(customersEndpoints.update, { params: { id }, json: body });

export const similarCustomers = (value: string, exceptId: number | null, signal?: AbortSignal) =>
  call(customersEndpoints.similar, {
    query: exceptId === null ? { value } : { value, except_id: String(exceptId) },
    signal,
  });

export const listMunicipalities = (uf: string, signal?: AbortSignal) =>
  call(customersEndpoints.municipalities, { query: { uf }, signal });

export const listCustomerGroups = (query: CustomerGroupListQuery, signal?: AbortSignal) =>
  call(customersEndpoints.groups, { query: { ...query }, signal });

/** Every group of the network, by name, for the choosers. */
export const allCustomerGroups = (signal?: AbortSignal) =>
  call(customersEndpoints.groups, { query: { per_page: "500" }, signal });

export const createCustomerGroup = (body: CustomerGroupInput) => call(customersEndpoints.createGroup, { json: body });

export const updateCustomerGroup = (id: number, body: CustomerGroupPatch) =>
  call(customersEndpoints.updateGroup, { params: { id }, json: body });

export const deleteCustomerGroup = (id: number) => call(customersEndpoints.deleteGroup, { params: { id } });

export const exportCustomers = (query: CustomerExportQuery) => download(customersEndpoints.export, { query });
