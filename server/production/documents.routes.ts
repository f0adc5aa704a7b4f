import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { cleanFileName } from "../../src/domain/upload-files.ts";
import { DOCUMENT_MAX_BYTES } from "../../src/schemas/production.ts";
import { productionDocuments, productionOrders } from "./schema.ts";
import { notFound } from "../http/errors.ts";
import { fileAnswer, uploadedBytes } from "../http/files.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { deleteStored, storeThenWrite, UPLOAD_BODY_BYTES } from "../storage/attachments.ts";
import { findOrder, lockOrder, requireOpen, requireView } from "./access.ts";
import { recordActivity } from "./activity.ts";
import { announceUpdated } from "./announce.ts";
import { ORDERS_PATH, toDocument } from "./order-detail.ts";

// Documents of an order (art proofs, photos, PDFs): anyone who sees the order may attach, download and remove
// them while it is open. The bytes go to the storage; the row, the activity and the audit in one transaction.

const _DOCUMENTS_PATH = `${ORDERS_PATH}/:id/documents`;
const TEXTS = {
  empty: "production:server.document-empty",
  tooLarge: "production:server.document-too-large",
  type: "production:server.document-type",
  missing: "production:server.document-missing",
};

const upload = defineRoute({
  endpoint: productionEndpoints.uploadDocument,
  access: "signed-in",
  tag: "production",
  summary:
    "Attaches a file to an open order: JSON { file_name, content_type, content_base64 } (a data: URL is accepted), " +
    "PNG, JPEG, GIF, WEBP or PDF, at most 10 MB, recognised by its bytes",
  params: { id: productionOrders },
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, params, body, audit }) => {
    const { db, storage } = services;
    const order = await findOrder(db, session, params.id);
    requireView(session, order.statusId);
    requireOpen(order);
    const bytes = uploadedBytes(body, DOCUMENT_MAX_BYTES, TEXTS);
    const fileName = cleanFileName(body.file_name);
    const key = `production/${session.multiStoreId}/${order.id}/${randomUUID()}`;
    const now = services.now();
    const row = await storeThenWrite(storage, key, bytes, body.content_type, () =>
      db.transaction(async (tx) => {
        requireOpen(await lockOrder(tx, session, order.id));
        const [inserted] = await tx
          .insert(productionDocuments)
          .values({
            multiStoreId: session.multiStoreId,
            orderId: order.id,
            fileName,
            contentType: body.content_type,
            size: bytes.length,
            storageKey: key,
            uploadedBy: session.userId,
            createdAt: now,
          })
          .returning();
        if (!inserted) throw new Error("document insert failed");
        await recordActivity(
          tx,
          session,
          { orderId: order.id, kind: "document-added", details: { file: fileName } },
          now,
        );
        await audit(
          {
            action: "production.order.document-added",
            entity: "silkriar_attendances",
            entityId: order.id,
            companyId: order.companyId,
            details: { document_id: inserted.id, file_name: fileName, size: bytes.length },
          },
          tx,
        );
        return inserted;
      }),
    );
    await announceUpdated(services, session.multiStoreId, {
      id: order.id,
      number: order.number,
      company_id: order.companyId,
      status_id: order.statusId,
      change: "documents",
    });
    return toDocument({ ...row, uploaderId: session.userId, uploaderName: session.name });
  },
});

const download = defineRoute({
  endpoint: productionEndpoints.downloadDocument,
  access: "signed-in",
  tag: "production",
  summary: "The file of a document, with Content-Disposition attachment (?disposition=inline shows images in the page)",
  params: { id: productionOrders, documentId: productionDocuments },
  handler: async ({ services, session, params, query }) => {
    const order = await findOrder(services.db, session, params.id);
    requireView(session, order.statusId);
    const [document] = await services.db
      .select()
      .from(productionDocuments)
      .where(
        tenantScope(
          productionDocuments,
          session,
          eq(productionDocuments.id, params.documentId),
          eq(productionDocuments.orderId, order.id),
        ),
      );
    if (!document) throw notFound();
    const bytes = await services.storage.get(document.storageKey);
    const inline = query.disposition === "inline" && document.contentType.startsWith("image/");
    return fileAnswer(bytes, document, TEXTS, inline ? "inline" : "attachment");
  },
});

const remove = defineRoute({
  endpoint: productionEndpoints.removeDocument,
  access: "signed-in",
  tag: "production",
  summary: "Removes a document of an open order and its file (the screen asks 'Você tem certeza?' first)",
  params: { id: productionOrders, documentId: productionDocuments },
  handler: async ({ services, session, params, audit }) => {
    const { db } = services;
    const order = await findOrder(db, session, params.id);
    requireView(session, order.statusId);
    const now = services.now();
    const removed = await db.transaction(async (tx) => {
      requireOpen(await lockOrder(tx, session, order.id));
      const [row] = await tx
        .delete(productionDocuments)
        .where(
          and(
            tenantScope(productionDocuments, session, eq(productionDocuments.id, params.documentId)),
            eq(productionDocuments.orderId, order.id),
          ),
        )
        .returning();
      if (!row) throw notFound();
      await recordActivity(
        tx,
        session,
        { orderId: order.id, kind: "document-removed", details: { file: row.fileName } },
        now,
      );
      await audit(
        {
          action: "production.order.document-removed",
          entity: "silkriar_attendances",
          entityId: order.id,
          companyId: order.companyId,
          details: { document_id: row.id, file_name: row.fileName },
        },
        tx,
      );
      return row;
    });
    await deleteStored(services, removed.storageKey, "production: could not delete a document's file");
    await announceUpdated(services, session.multiStoreId, {
      id: order.id,
      number: order.number,
      company_id: order.companyId,
      status_id: order.statusId,
      change: "documents",
    });
    return { ok: true };
  },
});

export const documentsRoutes = [upload, download, remove];
