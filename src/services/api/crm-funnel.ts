import type { FunnelBulkImport, FunnelMove, FunnelQuery } from "../../schemas/crm-funnel.ts";
import { crmFunnelEndpoints } from "../../schemas/endpoints/crm-funnel.ts";
import { call } from "./client.ts";

// The sales funnel's API (docs/api/crm.md, Funnel).

export const loadFunnel = (query: FunnelQuery, signal?: AbortSignal) =>
  call(crmFunnelEndpoints.list, { query, signal });

export const funnelCandidates = (filter: string, signal?: AbortSignal) =>
  call(crmFunnelEndpoints.candidates, { query: filter ? { filter } : {}, signal });

export const moveCard = (stageId: number, customerId: number, body: FunnelMove) =>
  call(crmFunnelEndpoints.move, { params: { stageId, customerId }, json: body });

export const importIntoStage = (stageId: number, body: FunnelBulkImport) =>
  call(crmFunnelEndpoints.bulkImport, { params: { id: stageId }, json: body });
