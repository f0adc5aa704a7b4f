import { endpoint } from "../endpoint.ts";
import {
  FranchiseOptions,
  FranchiseUnitDetail,
  FranchiseUnitList,
  FranchiseUnitListQuery,
  FranchiseUnitPatch,
  UnitGroup,
  UnitGroupInput,
  UnitGroupList,
  UnitGroupListQuery,
} from "../franchise.ts";

export const franchiseEndpoints = {
  groups: endpoint({ method: "get", path: "/api/v1/unit_groups", query: UnitGroupListQuery, response: UnitGroupList }),
  options: endpoint({ method: "get", path: "/api/v1/unit_groups/options", response: FranchiseOptions }),
  createGroup: endpoint({
    method: "post",
    path: "/api/v1/unit_groups",
    body: UnitGroupInput,
    response: UnitGroup,
    status: 201,
  }),
  updateGroup: endpoint({
    method: "patch",
    path: "/api/v1/unit_groups/:id",
    body: UnitGroupInput,
    response: UnitGroup,
  }),
  deleteGroup: endpoint({ method: "delete", path: "/api/v1/unit_groups/:id", response: UnitGroup }),
  units: endpoint({
    method: "get",
    path: "/api/v1/franchise_units",
    query: FranchiseUnitListQuery,
    response: FranchiseUnitList,
  }),
  unit: endpoint({ method: "get", path: "/api/v1/franchise_units/:id", response: FranchiseUnitDetail }),
  updateUnit: endpoint({
    method: "patch",
    path: "/api/v1/franchise_units/:id",
    body: FranchiseUnitPatch,
    response: FranchiseUnitDetail,
  }),
} as const;
