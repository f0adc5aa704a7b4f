import { networkEndpoints } from "../../schemas/endpoints/network.ts";
import type { UnitInput, UnitListQuery, UnitPatch } from "../../schemas/network.ts";
import { call } from "./client.ts";

// The network module's API: the units of the network (issue 12 item 3).

export const listUnits = (query: UnitListQuery, signal?: AbortSignal) => call(networkEndpoints.list, { query, signal });

export const getUnit = (id: number, signal?: AbortSignal) => call(networkEndpoints.detail, { params: { id }, signal });

export const createUnit = (body: UnitInput) => call(networkEndpoints.create, { json: body });

export const updateUnit = (id: number, body: UnitPatch) =>
  call(networkEndpoints.update, { params: { id }, json: body });
