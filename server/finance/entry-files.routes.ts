import { randomUUID } from "node:crypto";
import { contentDisposition, decodeBase64 } from "../http/files.ts";
import { and, asc, eq } from "drizzle-orm";
import { FINANCIAL_ENTRIES_REQUIREMENT } from "../../src/domain/permissions.ts";
import { cleanFileName, sniffContentType } from "../../src/domain/upload-files.ts";
import { financialEntriesEndpoints } from "../../src/schemas/endpoints/finance-entries.ts";
import { FINANCIAL_ENTRY_FILE_MAX_BYTES } from "../../src/schemas/finance-entries.ts";
import { HttpError, invalidField, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { users } from "../users/schema.ts";
import { loadEntry } from "./entry-store.ts";
import { financialEntries, financialEntryFiles } from "./schema.ts";

// Files of a payable or receivable (the anexos tab: the bill, the boleto, the receipt): upload, list, download,
// remove. The bytes go to the storage interface (server/storage/storage.ts); the row and the audit in one
// transaction. Same types and limit as the suppliers' documents.

const ENTITY = "financial_entries";
/** Room for 10 MB of file as base64 in JSON. */
const UPLOAD_BODY_BYTES = 14 * 1024 * 1024;

type FileRow = typeof financialEntryFiles.$inferSelect;

const fileOut = (row: FileRow, uploader: string | null) => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  url: `/api/v1/financial_entries/${row.entryId}/files/${row.id}`,
  uploaded_by: uploader,
  created_at: row.createdAt.toISOString(),
});

const list = defineRoute({
  endpoint: financialEntriesEndpoints.files,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary: "The files attached to a payable or receivable, oldest first",
  params: { id: financialEntries },
  handler: async ({ services: { db }, session, params }) => {
    await loadEntry(db, session, params.id);
    const rows = await db
      .select({ file: financialEntryFiles, uploader: users.name })
      .from(financialEntryFiles)
      .leftJoin(users, eq(users.id, financialEntryFiles.uploadedBy))
      .where(tenantScope(financialEntryFiles, session, eq(financialEntryFiles.entryId, params.id)))
      .orderBy(asc(financialEntryFiles.id));
    return { data: rows.map((row) => fileOut(row.file, row.uploader)) };
  },
});

const upload = defineRoute({
  endpoint: financialEntriesEndpoints.uploadFile,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary:
    "Attaches a file to a payable or receivable: JSON { file_name, content_type, content_base64 }, PNG, JPEG, GIF, " +
    "WEBP or PDF, at most 10 MB, recognised by its bytes",
  params: { id: financialEntries },
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, params, body, audit }) => {
    const { db, storage } = services;
    await loadEntry(db, session, params.id);
    const bytes = decodeBase64(body.content_base64);
    if (bytes === null) throw invalidField("content_base64", "invalid");
    if (bytes.length === 0)
      throw new ValidationError({ content_base64: [message("finance-entries:server.file-empty")] });
    if (bytes.length > FINANCIAL_ENTRY_FILE_MAX_BYTES)
      throw new ValidationError({ content_base64: [message("finance-entries:server.file-too-large")] });
    if (sniffContentType(bytes) !== body.content_type)
      throw new ValidationError({ content_type: [message("finance-entries:server.file-type")] });
    const fileName = cleanFileName(body.file_name);
    const key = `financial-entries/${session.multiStoreId}/${params.id}/${randomUUID()}`;
    await storage.put(key, bytes, body.content_type);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(financialEntryFiles)
          .values({
            multiStoreId: session.multiStoreId,
            entryId: params.id,
            fileName,
            contentType: body.content_type,
            size: bytes.length,
            storageKey: key,
            uploadedBy: session.userId,
            createdAt: services.now(),
          })
          .returning();
        if (!inserted) throw new Error("financial entry file insert failed");
        await audit(
          {
            action: "file-added",
            entity: ENTITY,
            entityId: params.id,
            details: { file_id: inserted.id, file_name: fileName, size: bytes.length },
          },
          tx,
        );
        return inserted;
      });
      return fileOut(row, session.name);
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  },
});

const download = defineRoute({
  endpoint: financialEntriesEndpoints.downloadFile,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary: "The bytes of a file attached to a payable or receivable, as an attachment with its own name",
  params: { id: financialEntries, fileId: financialEntryFiles },
  handler: async ({ services, session, params }) => {
    await loadEntry(services.db, session, params.id);
    const [file] = await services.db
      .select()
      .from(financialEntryFiles)
      .where(
        tenantScope(
          financialEntryFiles,
          session,
          eq(financialEntryFiles.id, params.fileId),
          eq(financialEntryFiles.entryId, params.id),
        ),
      );
    if (!file) throw notFound();
    const bytes = await services.storage.get(file.storageKey);
    if (!bytes) throw new HttpError(404, [message("finance-entries:server.file-missing")]);
    return new Response(bytes, {
      status: 200,
      headers: {
        "content-type": file.contentType,
        "content-length": String(bytes.length),
        "content-disposition": contentDisposition(file.fileName),
        "cache-control": "private, no-store",
      },
    });
  },
});

const remove = defineRoute({
  endpoint: financialEntriesEndpoints.removeFile,
  access: FINANCIAL_ENTRIES_REQUIREMENT,
  tag: "finance",
  summary: "Removes a file of a payable or receivable and its bytes",
  params: { id: financialEntries, fileId: financialEntryFiles },
  handler: async ({ services, session, params, audit }) => {
    await loadEntry(services.db, session, params.id);
    const removed = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(financialEntryFiles)
        .where(
          and(
            tenantScope(financialEntryFiles, session, eq(financialEntryFiles.id, params.fileId)),
            eq(financialEntryFiles.entryId, params.id),
          ),
        )
        .returning();
      if (!row) throw notFound();
      await audit(
        {
          action: "file-removed",
          entity: ENTITY,
          entityId: params.id,
          details: { file_id: row.id, file_name: row.fileName },
        },
        tx,
      );
      return row;
    });
    try {
      await services.storage.delete(removed.storageKey);
    } catch (error) {
      services.logger.warn({ err: error, key: removed.storageKey }, "finance: could not delete an entry's file");
    }
    return { ok: true };
  },
});

export const financialEntryFilesRoutes = [list, upload, download, remove];
