import { endpoint } from "../endpoint.ts";
import { OkBody } from "../common.ts";
import {
  PosTab,
  PosTabInput,
  PosTabList,
  PosTabPatch,
  SaleTabList,
  SaleTabsQuery,
  TabProductList,
  TabProductSearchQuery,
} from "../pdv-tabs.ts";

export const posTabsEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/tabs", response: PosTabList }),
  create: endpoint({ method: "post", path: "/api/v1/tabs", body: PosTabInput, response: PosTab, status: 201 }),
  update: endpoint({ method: "patch", path: "/api/v1/tabs/:id", body: PosTabPatch, response: PosTab }),
  remove: endpoint({ method: "delete", path: "/api/v1/tabs/:id", response: OkBody }),
  forSale: endpoint({ method: "get", path: "/api/v1/tabs/sale", query: SaleTabsQuery, response: SaleTabList }),
  searchProducts: endpoint({
    method: "get",
    path: "/api/v1/tabs/products",
    query: TabProductSearchQuery,
    response: TabProductList,
  }),
} as const;
