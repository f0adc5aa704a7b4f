import { endpoint } from "../endpoint.ts";
import { OkBody } from "../common.ts";
import {
  Carrier,
  CarrierList,
  CarrierListQuery,
  CarrierPatch,
  Manufacturer,
  ManufacturerInput,
  ManufacturerList,
  ManufacturerListQuery,
  ManufacturerPatch,
  SupplierDetail,
  SupplierDirectory,
  SupplierDirectoryQuery,
  SupplierDocument,
  SupplierDocumentList,
  SupplierDocumentUpload,
  SupplierInput,
  SupplierList,
  SupplierListQuery,
  SupplierPatch,
  SupplierSearchQuery,
  SupplierSearchResult,
} from "../suppliers.ts";

// Suppliers (STO 4), their directory (STO 4, INV 1 or FIN 1), manufacturers (STO 6) and carriers (STO 7). Carriers
// are created with the PDV's POST /api/v1/transporters (src/schemas/endpoints/pdv.ts).

export const suppliersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/suppliers", query: SupplierListQuery, response: SupplierList }),
  search: endpoint({
    method: "get",
    path: "/api/v1/suppliers/search",
    query: SupplierSearchQuery,
    response: SupplierSearchResult,
  }),
  directory: endpoint({
    method: "get",
    path: "/api/v1/useful/suppliers",
    query: SupplierDirectoryQuery,
    response: SupplierDirectory,
  }),
  detail: endpoint({ method: "get", path: "/api/v1/suppliers/:id", response: SupplierDetail }),
  create: endpoint({
    method: "post",
    path: "/api/v1/suppliers",
    body: SupplierInput,
    response: SupplierDetail,
    status: 201,
  }),
  update: endpoint({ method: "patch", path: "/api/v1/suppliers/:id", body: SupplierPatch, response: SupplierDetail }),
  documents: endpoint({ method: "get", path: "/api/v1/suppliers/:id/documents", response: SupplierDocumentList }),
  uploadDocument: endpoint({
    method: "post",
    path: "/api/v1/suppliers/:id/documents",
    body: SupplierDocumentUpload,
    response: SupplierDocument,
    status: 201,
  }),
  downloadDocument: endpoint({
    method: "get",
    path: "/api/v1/suppliers/:id/documents/:documentId",
    response: { contentType: "application/octet-stream" },
  }),
  removeDocument: endpoint({
    method: "delete",
    path: "/api/v1/suppliers/:id/documents/:documentId",
    response: OkBody,
  }),
} as const;

export const manufacturersEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/v1/manufacturers",
    query: ManufacturerListQuery,
    response: ManufacturerList,
  }),
  detail: endpoint({ method: "get", path: "/api/v1/manufacturers/:id", response: Manufacturer }),
  create: endpoint({
    method: "post",
    path: "/api/v1/manufacturers",
    body: ManufacturerInput,
    response: Manufacturer,
    status: 201,
  }),
  update: endpoint({
    method: "patch",
    path: "/api/v1/manufacturers/:id",
    body: ManufacturerPatch,
    response: Manufacturer,
  }),
} as const;

export const carriersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/transporters", query: CarrierListQuery, response: CarrierList }),
  detail: endpoint({ method: "get", path: "/api/v1/transporters/:id", response: Carrier }),
  update: endpoint({ method: "patch", path: "/api/v1/transporters/:id", body: CarrierPatch, response: Carrier }),
} as const;
