import { endpoint } from "../endpoint.ts";
import { BestSellers, InsightsQuery, InsightsUnits, Statistics } from "../insights.ts";

export const insightsEndpoints = {
  units: endpoint({ method: "get", path: "/api/v1/insights/units", response: InsightsUnits }),
  statistics: endpoint({
    method: "get",
    path: "/api/v1/insights/statistics",
    query: InsightsQuery,
    response: Statistics,
  }),
  bestSellers: endpoint({
    method: "get",
    path: "/api/v1/insights/best_sellers",
    query: InsightsQuery,
    response: BestSellers,
  }),
} as const;
