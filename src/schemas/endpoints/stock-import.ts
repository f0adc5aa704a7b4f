import { endpoint } from "../endpoint.ts";
import { ProductExportQuery, ProductImportCheck, ProductImportResult, ProductImportUpload } from "../stock-import.ts";

export const productSheetEndpoints = {
  export: endpoint({
    method: "get",
    path: "/api/v1/products/export",
    query: ProductExportQuery,
    response: { contentType: "application/octet-stream" },
  }),
  check: endpoint({
    method: "post",
    path: "/api/v1/products/import/check",
    body: ProductImportUpload,
    response: ProductImportCheck,
  }),
  import: endpoint({
    method: "post",
    path: "/api/v1/products/import",
    body: ProductImportUpload,
    response: ProductImportResult,
    status: 201,
  }),
} as const;
