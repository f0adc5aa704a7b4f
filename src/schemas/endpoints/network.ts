import { endpoint } from "../endpoint.ts";
import { UnitDetail, UnitInput, UnitList, UnitListQuery, UnitPatch } from "../network.ts";

export const networkEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/companies", query: UnitListQuery, response: UnitList }),
  detail: endpoint({ method: "get", path: "/api/v1/companies/:id", response: UnitDetail }),
  create: endpoint({ method: "post", path: "/api/v1/companies", body: UnitInput, response: UnitDetail, status: 201 }),
  update: endpoint({ method: "patch", path: "/api/v1/companies/:id", body: UnitPatch, response: UnitDetail }),
} as const;
