import { randomUUID } from "node:crypto";
import { contentDisposition, decodeBase64 } from "../http/files.ts";
import { and, asc, eq } from "drizzle-orm";
import { SUPPLIERS_REQUIREMENT } from "../../src/domain/suppliers.ts";
import { cleanFileName, sniffContentType } from "../../src/domain/upload-files.ts";
import { suppliersEndpoints } from "../../src/schemas/endpoints/suppliers.ts";
import { SUPPLIER_DOCUMENT_MAX_BYTES } from "../../src/schemas/suppliers.ts";
import { HttpError, invalidField, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import type { Db } from "../db/client.ts";
import { tenantScope } from "../http/tenant.ts";
import { users } from "../users/schema.ts";
import { supplierDocuments, suppliers } from "./schema.ts";

// Files of a supplier (the documentos tab: contracts, price lists, certificates): upload, list, download, remove.
// The bytes go to the storage interface (server/storage/storage.ts); the row and the audit in one transaction.

/** Room for 10 MB of file as base64 in JSON. */
const UPLOAD_BODY_BYTES = 14 * 1024 * 1024;

type DocumentRow = typeof supplierDocuments.$inferSelect;

const documentOut = (row: DocumentRow, uploader: string | null) => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  url: `/api/v1/suppliers/${row.supplierId}/documents/${row.id}`,
  uploaded_by: uploader,
  created_at: row.createdAt.toISOString(),
});

const list = defineRoute({
  endpoint: suppliersEndpoints.documents,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "The files attached to a supplier, oldest first",
  params: { id: suppliers },
  handler: async ({ services, session, params }) => {
    const rows = await services.db
      .select({ document: supplierDocuments, uploader: users.name })
      .from(supplierDocuments)
      .leftJoin(users, eq(users.id, supplierDocuments.uploadedBy))
      .where(tenantScope(supplierDocuments, session, eq(supplierDocuments.supplierId, params.id)))
      .orderBy(asc(supplierDocuments.id));
    return { data: rows.map((row) => documentOut(row.document, row.uploader)) };
  },
});

const upload = defineRoute({
  endpoint: suppliersEndpoints.uploadDocument,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary:
    "Attaches a file to a supplier: JSON { file_name, content_type, content_base64 } (a data: URL is accepted), " +
    "PNG, JPEG, GIF, WEBP or PDF, at most 10 MB, recognised by its bytes",
  params: { id: suppliers },
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, params, body, audit }) => {
    const { db, storage } = services;
    const bytes = decodeBase64(body.content_base64);
    if (bytes === null) throw invalidField("content_base64", "invalid");
    if (bytes.length === 0) throw new ValidationError({ content_base64: [message("suppliers:server.document-empty")] });
    if (bytes.length > SUPPLIER_DOCUMENT_MAX_BYTES)
      throw new ValidationError({ content_base64: [message("suppliers:server.document-too-large")] });
    if (sniffContentType(bytes) !== body.content_type)
      throw new ValidationError({ content_type: [message("suppliers:server.document-type")] });
    const fileName = cleanFileName(body.file_name);
    const key = `suppliers/${session.multiStoreId}/${params.id}/${randomUUID()}`;
    await storage.put(key, bytes, body.content_type);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(supplierDocuments)
          .values({
            multiStoreId: session.multiStoreId,
            supplierId: params.id,
            fileName,
            contentType: body.content_type,
            size: bytes.length,
            storageKey: key,
            uploadedBy: session.userId,
            createdAt: services.now(),
          })
          .returning();
        if (!inserted) throw new Error("supplier document insert failed");
        await audit(
          {
            action: "document-added",
            entity: "suppliers",
            entityId: params.id,
            details: { document_id: inserted.id, file_name: fileName, size: bytes.length },
          },
          tx,
        );
        return inserted;
      });
      return documentOut(row, session.name);
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  },
});

const findDocument = async (db: Db, session: SessionInfo, supplierId: number, documentId: number) => {
  const [row] = await db
    .select()
    .from(supplierDocuments)
    .where(
      tenantScope(
        supplierDocuments,
        session,
        eq(supplierDocuments.id, documentId),
        eq(supplierDocuments.supplierId, supplierId),
      ),
    );
  return row ?? null;
};

const download = defineRoute({
  endpoint: suppliersEndpoints.downloadDocument,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "The file of a supplier's document, with Content-Disposition attachment and its own name",
  params: { id: suppliers, documentId: supplierDocuments },
  handler: async ({ services, session, params }) => {
    const document = await findDocument(services.db, session, params.id, params.documentId);
    if (!document) throw notFound();
    const bytes = await services.storage.get(document.storageKey);
    if (!bytes) throw new HttpError(404, [message("suppliers:server.document-missing")]);
    return new Response(bytes, {
      status: 200,
      headers: {
        "content-type": document.contentType,
        "content-length": String(bytes.length),
        "content-disposition": contentDisposition(document.fileName),
        "cache-control": "private, no-store",
      },
    });
  },
});

const remove = defineRoute({
  endpoint: suppliersEndpoints.removeDocument,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Removes a supplier's document and its file (the screen asks 'Você tem certeza?' first)",
  params: { id: suppliers, documentId: supplierDocuments },
  handler: async ({ services, session, params, audit }) => {
    const removed = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(supplierDocuments)
        .where(
          and(
            tenantScope(supplierDocuments, session, eq(supplierDocuments.id, params.documentId)),
            eq(supplierDocuments.supplierId, params.id),
          ),
        )
        .returning();
      if (!row) throw notFound();
      await audit(
        {
          action: "document-removed",
          entity: "suppliers",
          entityId: params.id,
          details: { document_id: row.id, file_name: row.fileName },
        },
        tx,
      );
      return row;
    });
    try {
      await services.storage.delete(removed.storageKey);
    } catch (error) {
      services.logger.warn({ err: error, key: removed.storageKey }, "suppliers: could not delete a document's file");
    }
    return { ok: true };
  },
});

export const supplierDocumentsRoutes = [list, upload, download, remove];
