import { posTabsEndpoints } from "../../schemas/endpoints/pdv-tabs.ts";
import type { PosTabPatch } from "../../schemas/pdv-tabs.ts";
import type { ProductId } from "../../schemas/ids.ts";
import { call } from "./client.ts";

// Quick-pick tabs (/pdv-tabs editor and the sale screen's grid).

export const loadPosTabs = (signal?: AbortSignal) => call(posTabsEndpoints.list, { signal });

export const createPosTab = (tab: { name: string; products_ids: ReadonlyArray<ProductId> }) =>
  call(posTabsEndpoints.create, { json: { name: tab.name, products_ids: [...tab.products_ids] } });

export const updatePosTab = (id: number, patch: PosTabPatch) =>
  call(posTabsEndpoints.update, { params: { id }, json: patch });

export const removePosTab = (id: number) => call(posTabsEndpoints.remove, { params: { id } });

export const loadSaleTabs = (companyId: number, signal?: AbortSignal) =>
  call(posTabsEndpoints.forSale, { query: { company_id: companyId }, signal });

export const searchTabProducts = (q: string, signal?: AbortSignal) =>
  call(posTabsEndpoints.searchProducts, { query: { q, limit: 20 }, signal });
