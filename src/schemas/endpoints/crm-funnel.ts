import { endpoint } from "../endpoint.ts";
import {
  FunnelAnswer,
  FunnelCandidates,
  FunnelCandidatesQuery,
  FunnelBulkImport,
  FunnelImported,
  FunnelMove,
  FunnelMoved,
  FunnelQuery,
} from "../crm-funnel.ts";

export const crmFunnelEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/customers_stages", query: FunnelQuery, response: FunnelAnswer }),
  candidates: endpoint({
    method: "get",
    path: "/api/v1/customers_stages/customers",
    query: FunnelCandidatesQuery,
    response: FunnelCandidates,
  }),
  move: endpoint({
    method: "patch",
    path: "/api/v1/customers_stages/:stageId/customers/:customerId",
    body: FunnelMove,
    response: FunnelMoved,
  }),
  bulkImport: endpoint({
    method: "post",
    path: "/api/v1/customers_stages/:id/customers/bulk",
    body: FunnelBulkImport,
    response: FunnelImported,
  }),
} as const;
