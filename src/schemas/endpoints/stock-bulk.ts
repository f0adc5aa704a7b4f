import { endpoint } from "../endpoint.ts";
import {
  BulkEditInput,
  BulkEditOptions,
  BulkEditPreview,
  BulkEditProductsQuery,
  BulkEditResult,
  BulkProductsQuery,
  BulkStockList,
  SelectorProductList,
  StockAdjustmentInput,
  StockAdjustmentResult,
} from "../stock-bulk.ts";

// The stock bulk adjustment wizard (issue 13 item 5) and the bulk product edit (item 6).
export const stockBulkEndpoints = {
  stocks: endpoint({ method: "get", path: "/api/v1/stock_movements/bulk/stocks", response: BulkStockList }),
  products: endpoint({
    method: "get",
    path: "/api/v1/stock_movements/bulk/products",
    query: BulkProductsQuery,
    response: SelectorProductList,
  }),
  adjust: endpoint({
    method: "post",
    path: "/api/v1/stock_movements/bulk",
    body: StockAdjustmentInput,
    response: StockAdjustmentResult,
    status: 201,
  }),
  editOptions: endpoint({ method: "get", path: "/api/v1/products/bulk/options", response: BulkEditOptions }),
  editProducts: endpoint({
    method: "get",
    path: "/api/v1/products/bulk/products",
    query: BulkEditProductsQuery,
    response: SelectorProductList,
  }),
  editPreview: endpoint({
    method: "post",
    path: "/api/v1/products/bulk/preview",
    body: BulkEditInput,
    response: BulkEditPreview,
  }),
  edit: endpoint({ method: "post", path: "/api/v1/products/bulk", body: BulkEditInput, response: BulkEditResult }),
} as const;
