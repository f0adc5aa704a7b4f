import { endpoint } from "../endpoint.ts";
import {
  InvoiceDetail,
  InvoiceInput,
  InvoiceList,
  InvoiceListQuery,
  InvoiceOptions,
  InvoiceProductSearchQuery,
  InvoiceProductSearchResult,
  NfeImport,
  NfeImportRequest,
} from "../invoices.ts";

// Purchase invoices (INV 1; spec 2.2 /fatura-de-compra): list, one, save a draft, post, cancel, NF-e XML import.

export const invoicesEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/purchase_invoices", query: InvoiceListQuery, response: InvoiceList }),
  detail: endpoint({ method: "get", path: "/api/v1/purchase_invoices/:id", response: InvoiceDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/purchase_invoices",
    body: InvoiceInput,
    response: InvoiceDetail,
    status: 201,
  }),
  update: endpoint({
    method: "put",
    path: "/api/v1/purchase_invoices/:id",
    body: InvoiceInput,
    response: InvoiceDetail,
  }),
  post: endpoint({ method: "post", path: "/api/v1/purchase_invoices/:id/post", response: InvoiceDetail }),
  cancel: endpoint({ method: "post", path: "/api/v1/purchase_invoices/:id/cancel", response: InvoiceDetail }),
  importXml: endpoint({
    method: "post",
    path: "/api/v1/purchase_invoices/import_xml",
    body: NfeImportRequest,
    response: NfeImport,
  }),
  options: endpoint({ method: "get", path: "/api/v1/purchase_invoices/options", response: InvoiceOptions }),
  products: endpoint({
    method: "get",
    path: "/api/v1/purchase_invoices/products",
    query: InvoiceProductSearchQuery,
    response: InvoiceProductSearchResult,
  }),
} as const;
