import { insightsEndpoints } from "../../schemas/endpoints/insights.ts";
import type { InsightsQuery } from "../../schemas/insights.ts";
import { call } from "./client.ts";

// The insights home: its statistic cards, best sellers and the units to pick from.

type Query<Q> = { readonly [K in keyof Q]?: string | number | null | undefined };

export const getInsightsUnits = (signal?: AbortSignal) => call(insightsEndpoints.units, { signal });

export const getStatistics = (query: Query<InsightsQuery>, signal?: AbortSignal) =>
  call(insightsEndpoints.statistics, { query, signal });

export const getBestSellers = (query: Query<InsightsQuery>, signal?: AbortSignal) =>
  call(insightsEndpoints.bestSellers, { query, signal });
