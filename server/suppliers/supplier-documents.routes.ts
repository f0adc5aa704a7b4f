import { SUPPLIERS_REQUIREMENT } from "../../src/domain/suppliers.ts";
import { suppliersEndpoints } from "../../src/schemas/endpoints/suppliers.ts";
import { SUPPLIER_DOCUMENT_MAX_BYTES } from "../../src/schemas/suppliers.ts";
import { attachmentRoutes } from "../storage/attachments.ts";
import { supplierDocuments, suppliers } from "./schema.ts";

// Files of a supplier (the documentos tab: contracts, price lists, certificates): upload, list, download, remove
// (server/storage/attachments.ts).

export const supplierDocumentsRoutes = attachmentRoutes({
  table: supplierDocuments,
  parentKey: "supplierId",
  parent: suppliers,
  noun: "document",
  endpoints: {
    list: suppliersEndpoints.documents,
    upload: suppliersEndpoints.uploadDocument,
    download: suppliersEndpoints.downloadDocument,
    remove: suppliersEndpoints.removeDocument,
  },
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summaries: {
    list: "The files attached to a supplier, oldest first",
    upload:
      "Attaches a file to a supplier: JSON { file_name, content_type, content_base64 } (a data: URL is accepted), " +
      "PNG, JPEG, GIF, WEBP or PDF, at most 10 MB, recognised by its bytes",
    download: "The file of a supplier's document, with Content-Disposition attachment and its own name",
    remove: "Removes a supplier's document and its file (the screen asks 'Você tem certeza?' first)",
  },
  texts: {
    empty: "suppliers:server.document-empty",
    tooLarge: "suppliers:server.document-too-large",
    type: "suppliers:server.document-type",
    missing: "suppliers:server.document-missing",
  },
  maxBytes: SUPPLIER_DOCUMENT_MAX_BYTES,
  storagePrefix: "suppliers",
  entity: "suppliers",
  insertFailed: "supplier document insert failed",
  deleteFailed: "suppliers: could not delete a document's file",
});
