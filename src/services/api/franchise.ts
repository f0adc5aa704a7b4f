import { franchiseEndpoints } from "../../schemas/endpoints/franchise.ts";
import type {
  FranchiseUnitListQuery,
  FranchiseUnitPatch,
  UnitGroupInput,
  UnitGroupListQuery,
} from "../../schemas/franchise.ts";
import { call } from "./client.ts";

// The franchise module's API (issue 12 items 3 and 4): unit groups and franchise units.

export const listUnitGroups = (query: UnitGroupListQuery, signal?: AbortSignal) =>
  call(franchiseEndpoints.groups, { query: { ...query }, signal });

export const franchiseOptions = (signal?: AbortSignal) => call(franchiseEndpoints.options, { signal });

export const createUnitGroup = (body: UnitGroupInput) => call(franchiseEndpoints.createGroup, { json: body });

export const updateUnitGroup = (id: number, body: UnitGroupInput) =>
  call(franchiseEndpoints.updateGroup, { params: { id }, json: body });

export const deleteUnitGroup = (id: number) => call(franchiseEndpoints.deleteGroup, { params: { id } });

export const listFranchiseUnits = (query: FranchiseUnitListQuery, signal?: AbortSignal) =>
  call(franchiseEndpoints.units, { query: { ...query }, signal });

export const getFranchiseUnit = (id: number, signal?: AbortSignal) =>
  call(franchiseEndpoints.unit, { params: { id }, signal });

export const updateFranchiseUnit = (id: number, body: FranchiseUnitPatch) =>
  call(franchiseEndpoints.updateUnit, { params: { id }, json: body });
