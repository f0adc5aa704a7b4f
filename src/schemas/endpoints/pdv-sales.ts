import { endpoint } from "../endpoint.ts";
import { SaleCancelRequest, SaleDetail, SaleList, SaleListQuery, SaleRequest } from "../pdv-sales.ts";

export const salesEndpoints = {
  create: endpoint({ method: "post", path: "/api/v1/sales", body: SaleRequest, response: SaleDetail, status: 201 }),
  list: endpoint({ method: "get", path: "/api/v1/sales", query: SaleListQuery, response: SaleList }),
  detail: endpoint({ method: "get", path: "/api/v1/sales/:id", response: SaleDetail }),
  pdf: endpoint({
    method: "get",
    path: "/api/v1/reports/sales_history/:id",
    response: { contentType: "application/pdf" },
  }),
  cancel: endpoint({ method: "post", path: "/api/v1/sales/:id/cancel", body: SaleCancelRequest, response: SaleDetail }),
  receipt: endpoint({ method: "get", path: "/api/v1/sales/:id/receipt", response: { contentType: "application/pdf" } }),
} as const;
