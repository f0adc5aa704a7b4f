import type { MarketLevel } from "../../domain/products.ts";
import { endpoint } from "../endpoint.ts";
import {
  MarketGroupsQuery,
  MarketOption,
  MarketOptions,
  MarketStructureInput,
  MarketSubgroupsQuery,
  ProductConfiguration,
  ProductDetail,
  ProductInput,
  ProductList,
  ProductListQuery,
  ProductPatch,
} from "../stock-products.ts";

/** POST /api/v1/market_structure/<level>: one literal path per level (a path parameter is always a row id). */
const createMarketOption = <const L extends MarketLevel>(level: L) =>
  endpoint({
    method: "post",
    path: `/api/v1/market_structure/${level}`,
    body: MarketStructureInput,
    response: MarketOption,
    status: 201,
  });

export const productsEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/products", query: ProductListQuery, response: ProductList }),
  configuration: endpoint({ method: "get", path: "/api/v1/products/configuration", response: ProductConfiguration }),
  detail: endpoint({ method: "get", path: "/api/v1/products/:id", response: ProductDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/products",
    body: ProductInput,
    response: ProductDetail,
    status: 201,
  }),
  update: endpoint({ method: "patch", path: "/api/v1/products/:id", body: ProductPatch, response: ProductDetail }),
  groups: endpoint({
    method: "get",
    path: "/api/v1/market_structure/groups",
    query: MarketGroupsQuery,
    response: MarketOptions,
  }),
  subgroups: endpoint({
    method: "get",
    path: "/api/v1/market_structure/subgroups",
    query: MarketSubgroupsQuery,
    response: MarketOptions,
  }),
  createDepartment: createMarketOption("department"),
  createType: createMarketOption("type"),
  createSector: createMarketOption("sector"),
  createGroup: createMarketOption("group"),
  createSubgroup: createMarketOption("subgroup"),
} as const;
