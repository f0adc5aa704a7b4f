import { typedFileUpload } from "./file-upload.ts";
import { carriersEndpoints, manufacturersEndpoints, suppliersEndpoints } from "../../schemas/endpoints/suppliers.ts";
import { pdvEndpoints } from "../../schemas/endpoints/pdv.ts";
import type { TransporterInput } from "../../schemas/pdv-people.ts";
import {
  type CarrierListQuery,
  type CarrierPatch,
  type ManufacturerInput,
  type ManufacturerListQuery,
  type ManufacturerPatch,
  SUPPLIER_DOCUMENT_MAX_BYTES,
  SUPPLIER_DOCUMENT_TYPES,
  type SupplierDirectoryQuery,
  type SupplierDocumentUpload,
  type SupplierInput,
  type SupplierListQuery,
  type SupplierPatch,
} from "../../schemas/suppliers.ts";
import { call } from "./client.ts";

// The suppliers module's API: suppliers (with their documents), the directory and search, manufacturers, carriers.

export const listSuppliers = (query: SupplierListQuery, signal?: AbortSignal) =>
  call(suppliersEndpoints.list, { query, signal });

export const listSupplierDirectory = (query: SupplierDirectoryQuery, signal?: AbortSignal) =>
  call(suppliersEndpoints.directory, { query, signal });

/** What a supplier selector of any module offers for the typed text. */
export const searchSuppliers = (search: string, signal?: AbortSignal) =>
  call(suppliersEndpoints.search, { query: { search }, signal });

export const getSupplier = (id: number, signal?: AbortSignal) =>
  call(suppliersEndpoints.detail, { params: { id }, signal });

export const createSupplier = (body: SupplierInput) => call(suppliersEndpoints.create, { json: body });

export const updateSupplier = (id: number, body: SupplierPatch) =>
  call(suppliersEndpoints.update, { params: { id }, json: body });

export const listSupplierDocuments = (id: number, signal?: AbortSignal) =>
  call(suppliersEndpoints.documents, { params: { id }, signal });

/**
 * Reads a File as the upload body; null when it is not an image or PDF of at most 10 MB. The server checks the
 * bytes again.
 */
export async function supplierFileToUpload(file: File): Promise<SupplierDocumentUpload | null> {
  return typedFileUpload(file, SUPPLIER_DOCUMENT_TYPES, SUPPLIER_DOCUMENT_MAX_BYTES);
}

export const uploadSupplierDocument = (id: number, body: SupplierDocumentUpload) =>
  call(suppliersEndpoints.uploadDocument, { params: { id }, json: body });

export const removeSupplierDocument = (id: number, documentId: number) =>
  call(suppliersEndpoints.removeDocument, { params: { id, documentId } });

export const listManufacturers = (query: ManufacturerListQuery, signal?: AbortSignal) =>
  call(manufacturersEndpoints.list, { query, signal });

export const getManufacturer = (id: number, signal?: AbortSignal) =>
  call(manufacturersEndpoints.detail, { params: { id }, signal });

export const createManufacturer = (body: ManufacturerInput) => call(manufacturersEndpoints.create, { json: body });

export const updateManufacturer = (id: number, body: ManufacturerPatch) =>
  call(manufacturersEndpoints.update, { params: { id }, json: body });

export const listCarriers = (query: CarrierListQuery, signal?: AbortSignal) =>
  call(carriersEndpoints.list, { query, signal });

export const getCarrier = (id: number, signal?: AbortSignal) =>
  call(carriersEndpoints.detail, { params: { id }, signal });

/** A carrier from /transportadoras: created as the PDV creates one, then read whole. */
export async function createCarrier(body: TransporterInput) {
  const created = await call(pdvEndpoints.createTransporter, { json: body });
  return getCarrier(created.id);
}

export const updateCarrier = (id: number, body: CarrierPatch) =>
  call(carriersEndpoints.update, { params: { id }, json: body });
