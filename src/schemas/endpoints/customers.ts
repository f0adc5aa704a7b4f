import { endpoint } from "../endpoint.ts";
import {
  CustomerDetail,
  CustomerExportQuery,
  CustomerGroup,
  CustomerGroupInput,
  CustomerGroupList,
  CustomerGroupListQuery,
  CustomerGroupPatch,
  CustomerInput,
  CustomerList,
  CustomerListQuery,
  CustomerPatch,
  Municipalities,
  MunicipalitiesQuery,
  SimilarCustomers,
  SimilarCustomersQuery,
} from "../customers.ts";

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
  similar: endpoint({
    method: "get",
    path: "/api/v1/useful/similar_customers",
    query: SimilarCustomersQuery,
    response: SimilarCustomers,
  }),
  municipalities: endpoint({
    method: "get",
    path: "/api/v1/useful/municipalities",
    query: MunicipalitiesQuery,
    response: Municipalities,
  }),
  groups: endpoint({
    method: "get",
    path: "/api/v1/customer_groups",
    query: CustomerGroupListQuery,
    response: CustomerGroupList,
  }),
  createGroup: endpoint({
    method: "post",
    path: "/api/v1/customer_groups",
    body: CustomerGroupInput,
    response: CustomerGroup,
    status: 201,
  }),
  updateGroup: endpoint({
    method: "patch",
    path: "/api/v1/customer_groups/:id",
    body: CustomerGroupPatch,
    response: CustomerGroup,
  }),
  deleteGroup: endpoint({ method: "delete", path: "/api/v1/customer_groups/:id", response: CustomerGroup }),
  export: endpoint({
    method: "get",
    path: "/api/v1/customers/export",
    query: CustomerExportQuery,
    response: { contentType: "application/octet-stream" },
  }),
} as const;
