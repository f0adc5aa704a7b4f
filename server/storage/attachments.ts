import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cleanFileName } from "../../src/domain/upload-files.ts";
import { type Codec, type Endpoint, pathOf } from "../../src/schemas/endpoint.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { fileAnswer, type UploadTexts, uploadedBytes } from "../http/files.ts";
import {
  type Access,
  type AnyRoute,
  defineRoute,
  type HandlerContext,
  type SessionInfo,
  type TenantTable,
} from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { tenantScope } from "../http/tenant.ts";
import { users } from "../users/schema.ts";
import type { Storage } from "./storage.ts";

// Files attached to a row (a payable's anexos, a supplier's documentos, an order's documents, an interaction's
// files): the bytes go to the storage interface, the row (and its audit) to the database. When the database write
// fails the bytes are removed again; when a removed row's bytes cannot be deleted, that is only logged.

/** Room for 10 MB of file as base64 in JSON. */
export const UPLOAD_BODY_BYTES = 14 * 1024 * 1024;

/** Stores the bytes under `key`, then runs the database write; if that fails, the bytes go too. */
export async function storeThenWrite<T>(
  storage: Storage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
  write: () => Promise<T>,
): Promise<T> {
  await storage.put(key, bytes, contentType);
  try {
    return await write();
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** Deletes the bytes of a removed row; a failure only leaves an orphan file behind, so it is logged, not thrown. */
export async function deleteStored(services: Services, key: string, warning: string): Promise<void> {
  try {
    await services.storage.delete(key);
  } catch (error) {
    services.logger.warn({ err: error, key }, warning);
  }
}

/** The columns every attachment table has (see financial_entry_files, supplier_documents, production_documents). */
type AttachmentTable = {
  readonly id: AnyPgColumn;
  readonly multiStoreId: AnyPgColumn;
  readonly fileName: AnyPgColumn;
  readonly contentType: AnyPgColumn;
  readonly size: AnyPgColumn;
  readonly storageKey: AnyPgColumn;
  readonly uploadedBy: AnyPgColumn;
  readonly createdAt: AnyPgColumn;
};

type AttachmentRow = {
  readonly id: number;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly storageKey: string;
  readonly createdAt: Date;
};

type UploadBody = { readonly file_name: string; readonly content_type: string; readonly content_base64: string };

type Ctx<P> = HandlerContext<"signed-in", unknown, UploadBody, P>;

/** What differs between two modules' attachment routes; the rest (checks, answers, audit shape) is the same. */
export type AttachmentSpec<K extends string, N extends string> = {
  /** The attachment table, whose `parentKey` column points at the parent row. */
  readonly table: TenantTable & AttachmentTable & Record<K, AnyPgColumn>;
  readonly parentKey: K;
  /** The parent table (path `:id`), checked against the session's network by the pipeline. */
  readonly parent: TenantTable;
  /** "file" or "document": the path parameter `${noun}Id`, the audit actions `${noun}-added`/`-removed`, `${noun}_id`. */
  readonly noun: N;
  readonly endpoints: {
    readonly list: Endpoint;
    readonly upload: Endpoint & { readonly body: Codec & { readonly Type: UploadBody } };
    readonly download: Endpoint & { readonly path: `${string}/:id/${string}/:${NoInfer<N>}Id` };
    readonly remove: Endpoint & { readonly path: `${string}/:id/${string}/:${NoInfer<N>}Id` };
  };
  readonly access: Exclude<Access, "public">;
  readonly tag: string;
  readonly summaries: {
    readonly list: string;
    readonly upload: string;
    readonly download: string;
    readonly remove: string;
  };
  readonly texts: UploadTexts;
  readonly maxBytes: number;
  /** The first segment of the storage keys: `${prefix}/${network}/${parent}/${uuid}`. */
  readonly storagePrefix: string;
  /** The audit log's entity (its entity id is the parent's). */
  readonly entity: string;
  /** The text of the (internal) error when an insert returns no row. */
  readonly insertFailed: string;
  /** The log line when a removed file's bytes cannot be deleted. */
  readonly deleteFailed: string;
  /** Refuses a parent the session may not see (throws), before anything else; the pipeline already checked its network. */
  readonly checkParent?: (db: Db, session: SessionInfo, parentId: number) => Promise<unknown>;
};

/** List, upload, download and remove routes of a module's attachments, in that order. */
export function attachmentRoutes<K extends string, N extends string>(spec: AttachmentSpec<K, N>): AnyRoute[] {
  const { table, parentKey, endpoints, access, tag, texts, noun } = spec;
  const parentColumn = table[parentKey] as AnyPgColumn;
  const fileParam = `${noun}Id`;
  const idKey = `${noun}_id`;
  const from = table as never;
  const checkParent = async (db: Db, session: SessionInfo, parentId: number) => {
    if (spec.checkParent) await spec.checkParent(db, session, parentId);
  };
  const url = (parentId: number, id: number) => pathOf(endpoints.download.path, { id: parentId, [fileParam]: id });
  const out = (parentId: number, row: AttachmentRow, uploader: string | null) => ({
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    url: url(parentId, row.id),
    uploaded_by: uploader,
    created_at: row.createdAt.toISOString(),
  });
  const route = (endpoint: Endpoint, rest: Omit<AnyRoute, "method" | "path" | "response" | "access" | "tag">) =>
    defineRoute({ endpoint, access, tag, ...rest } as never);
  type Params = { readonly id: number } & Readonly<Record<string, number>>;

  const list = route(endpoints.list, {
    summary: spec.summaries.list,
    params: { id: spec.parent },
    handler: async ({ services: { db }, session, params }: Ctx<Params>) => {
      await checkParent(db, session, params.id);
      const rows = (await db
        .select({ file: table as never, uploader: users.name })
        .from(from)
        .leftJoin(users, eq(users.id, table.uploadedBy))
        .where(tenantScope(table, session, eq(parentColumn, params.id)))
        .orderBy(asc(table.id))) as Array<{ file: AttachmentRow; uploader: string | null }>;
      return { data: rows.map((row) => out(params.id, row.file, row.uploader)) };
    },
  });

  const upload = route(endpoints.upload, {
    summary: spec.summaries.upload,
    params: { id: spec.parent },
    maxBodyBytes: UPLOAD_BODY_BYTES,
    handler: async ({ services, session, params, body, audit }: Ctx<Params>) => {
      const { db, storage } = services;
      await checkParent(db, session, params.id);
      const bytes = uploadedBytes(body, spec.maxBytes, texts);
      const fileName = cleanFileName(body.file_name);
      const key = `${spec.storagePrefix}/${session.multiStoreId}/${params.id}/${randomUUID()}`;
      const row = await storeThenWrite(storage, key, bytes, body.content_type, () =>
        db.transaction(async (tx) => {
          const [inserted] = (await tx
            .insert(from)
            .values({
              multiStoreId: session.multiStoreId,
              [parentKey]: params.id,
              fileName,
              contentType: body.content_type,
              size: bytes.length,
              storageKey: key,
              uploadedBy: session.userId,
              createdAt: services.now(),
            } as never)
            .returning()) as AttachmentRow[];
          if (!inserted) throw new Error(spec.insertFailed);
          await audit(
            {
              action: `${noun}-added`,
              entity: spec.entity,
              entityId: params.id,
              details: { [idKey]: inserted.id, file_name: fileName, size: bytes.length },
            },
            tx,
          );
          return inserted;
        }),
      );
      return out(params.id, row, session.name);
    },
  });

  const download = route(endpoints.download, {
    summary: spec.summaries.download,
    params: { id: spec.parent, [fileParam]: table },
    handler: async ({ services, session, params }: Ctx<Params>) => {
      await checkParent(services.db, session, params.id);
      const [file] = (await services.db
        .select()
        .from(from)
        .where(
          tenantScope(table, session, eq(table.id, params[fileParam] ?? 0), eq(parentColumn, params.id)),
        )) as AttachmentRow[];
      if (!file) throw notFound();
      return fileAnswer(await services.storage.get(file.storageKey), file, texts);
    },
  });

  const remove = route(endpoints.remove, {
    summary: spec.summaries.remove,
    params: { id: spec.parent, [fileParam]: table },
    handler: async ({ services, session, params, audit }: Ctx<Params>) => {
      await checkParent(services.db, session, params.id);
      const removed = await services.db.transaction(async (tx) => {
        const [row] = (await tx
          .delete(from)
          .where(and(tenantScope(table, session, eq(table.id, params[fileParam] ?? 0)), eq(parentColumn, params.id)))
          .returning()) as AttachmentRow[];
        if (!row) throw notFound();
        await audit(
          {
            action: `${noun}-removed`,
            entity: spec.entity,
            entityId: params.id,
            details: { [idKey]: row.id, file_name: row.fileName },
          },
          tx,
        );
        return row;
      });
      await deleteStored(services, removed.storageKey, spec.deleteFailed);
      return { ok: true };
    },
  });

  return [list, upload, download, remove];
}
