import { endpoint } from "../endpoint.ts";
import { SellerDetail, SellerInput, SellerListQuery, SellerOptions, SellerPage, SellerPatch } from "../sellers.ts";

// GET /api/v1/sellers (the PDV's active sellers) is declared with the PDV's endpoints.
export const sellersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/sellers/list", query: SellerListQuery, response: SellerPage }),
  options: endpoint({ method: "get", path: "/api/v1/sellers/options", response: SellerOptions }),
  detail: endpoint({ method: "get", path: "/api/v1/sellers/:id", response: SellerDetail }),
  create: endpoint({ method: "post", path: "/api/v1/sellers", body: SellerInput, response: SellerDetail, status: 201 }),
  update: endpoint({ method: "patch", path: "/api/v1/sellers/:id", body: SellerPatch, response: SellerDetail }),
} as const;
