import { endpoint } from "../endpoint.ts";
import { CustomerDetail, CustomerInput, CustomerList, CustomerListQuery, CustomerPatch } from "../customers.ts";

export const customersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/customers", query: CustomerListQuery, response: CustomerList }),
  detail: endpoint({ method: "get", path: "/api/v1/customers/:id", response: CustomerDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/customers",
    body: CustomerInput,
    response: CustomerDetail,
    status: 201,
  }),
  update: endpoint({ method: "patch", path: "/api/v1/customers/:id", body: CustomerPatch, response: CustomerDetail }),
} as const;
