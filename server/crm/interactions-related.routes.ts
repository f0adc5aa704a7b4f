import { randomUUID } from "node:crypto";
import { fileAnswer, uploadedBytes } from "../http/files.ts";
import { and, eq } from "drizzle-orm";
import { CRM_REQUIREMENT } from "../../src/domain/crm-interactions.ts";
import { cleanFileName } from "../../src/domain/upload-files.ts";
import { INTERACTION_FILE_MAX_BYTES } from "../../src/schemas/crm-interactions.ts";
import { crmInteractionsEndpoints } from "../../src/schemas/endpoints/crm-interactions.ts";
import { notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { tenantScope } from "../http/tenant.ts";
import { deleteStored, storeThenWrite, UPLOAD_BODY_BYTES } from "../storage/attachments.ts";
import { products } from "../stock/schema.ts";
import { announceInteraction } from "./interactions-announce.ts";
import { checkTime, insertContacts, insertData, insertOffers } from "./interactions-store.ts";
import { crmData, customersInteractions, interactionData, interactionFiles } from "./schema.ts";

// What an interaction holds, added after its creation (spec 7): factor data, contacts made, offers and files.
// Each change is announced on the CRM channel like the interaction's own.

const FILE_TEXTS = {
  empty: "crm:interaction.server.file-empty",
  tooLarge: "crm:interaction.server.file-too-large",
  type: "crm:interaction.server.file-type",
  missing: "crm:interaction.server.file-missing",
};

async function announceChange(services: Services, session: SessionInfo, interactionId: number): Promise<void> {
  const [row] = await services.db
    .select({
      customerId: customersInteractions.customerId,
      stageId: customersInteractions.stageId,
      userId: customersInteractions.userId,
    })
    .from(customersInteractions)
    .where(tenantScope(customersInteractions, session, eq(customersInteractions.id, interactionId)));
  if (!row) return;
  await announceInteraction(services, session.multiStoreId, {
    action: "updated",
    interaction_id: interactionId,
    customer_id: row.customerId,
    stage_id: row.stageId,
    user_id: row.userId,
  });
}

const addData = defineRoute({
  endpoint: crmInteractionsEndpoints.addData,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Records an option of a CRM factor (crm_data id) on an interaction",
  params: { id: customersInteractions },
  bodyIds: { option_id: crmData },
  handler: async ({ services, session, params, body, audit }) => {
    await insertData(services.db, session, params.id, [body.option_id]);
    const [row] = await services.db
      .select({ id: interactionData.id })
      .from(interactionData)
      .where(and(eq(interactionData.interactionId, params.id), eq(interactionData.optionId, body.option_id)));
    if (!row) throw notFound();
    await audit({ module: "CRM", action: "data-added", entity: "customers_interactions", entityId: params.id });
    await announceChange(services, session, params.id);
    return { id: row.id };
  },
});

const removeData = defineRoute({
  endpoint: crmInteractionsEndpoints.removeData,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Removes a factor option recorded on an interaction",
  params: { id: customersInteractions, dataId: interactionData },
  handler: async ({ services, session, params, audit }) => {
    const removed = await services.db
      .delete(interactionData)
      .where(
        tenantScope(
          interactionData,
          session,
          eq(interactionData.id, params.dataId),
          eq(interactionData.interactionId, params.id),
        ),
      )
      .returning({ id: interactionData.id });
    if (removed.length === 0) throw notFound();
    await audit({ module: "CRM", action: "data-removed", entity: "customers_interactions", entityId: params.id });
    await announceChange(services, session, params.id);
    return { ok: true };
  },
});

const addContact = defineRoute({
  endpoint: crmInteractionsEndpoints.addContact,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Records a contact made (whatsapp, email, call, meeting, online; made_at YYYY-MM-DD HH:mm:ss)",
  bodyIds: { interaction_id: customersInteractions },
  handler: async ({ services, session, body, audit }) => {
    checkTime("made_at", body.made_at);
    const [id] = await insertContacts(services.db, session, body.interaction_id, [body]);
    if (id === undefined) throw new Error("contact insert failed");
    await audit({
      module: "CRM",
      action: "contact-added",
      entity: "customers_interactions",
      entityId: body.interaction_id,
    });
    await announceChange(services, session, body.interaction_id);
    return { id };
  },
});

const addOffer = defineRoute({
  endpoint: crmInteractionsEndpoints.addOffer,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Records a product offered in an interaction, with its value",
  bodyIds: { interaction_id: customersInteractions, product_id: products },
  handler: async ({ services, session, body, audit }) => {
    const [id] = await insertOffers(services.db, session, body.interaction_id, [body]);
    if (id === undefined) throw new Error("offer insert failed");
    await audit({
      module: "CRM",
      action: "offer-added",
      entity: "customers_interactions",
      entityId: body.interaction_id,
    });
    await announceChange(services, session, body.interaction_id);
    return { id };
  },
});

const addFile = defineRoute({
  endpoint: crmInteractionsEndpoints.addFile,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary:
    "Attaches a file to an interaction: JSON { interaction_id, file_name, content_type, content_base64 }, PNG, " +
    "JPEG, GIF, WEBP or PDF, at most 10 MB, recognised by its bytes",
  bodyIds: { interaction_id: customersInteractions },
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, body, audit }) => {
    const bytes = uploadedBytes(body, INTERACTION_FILE_MAX_BYTES, FILE_TEXTS);
    const key = `crm/${session.multiStoreId}/${body.interaction_id}/${randomUUID()}`;
    return storeThenWrite(services.storage, key, bytes, body.content_type, async () => {
      const [row] = await services.db
        .insert(interactionFiles)
        .values({
          multiStoreId: session.multiStoreId,
          interactionId: body.interaction_id,
          storageKey: key,
          name: cleanFileName(body.file_name),
          contentType: body.content_type,
          size: bytes.length,
          createdAt: services.now(),
        })
        .returning({ id: interactionFiles.id });
      if (!row) throw new Error("interaction file insert failed");
      await audit({
        module: "CRM",
        action: "file-added",
        entity: "customers_interactions",
        entityId: body.interaction_id,
      });
      await announceChange(services, session, body.interaction_id);
      return { id: row.id };
    });
  },
});

const downloadFile = defineRoute({
  endpoint: crmInteractionsEndpoints.downloadFile,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "The bytes of a file attached to an interaction, as an attachment with its own name",
  params: { id: interactionFiles },
  handler: async ({ services, session, params }) => {
    const [file] = await services.db
      .select()
      .from(interactionFiles)
      .where(tenantScope(interactionFiles, session, eq(interactionFiles.id, params.id)));
    if (!file) throw notFound();
    const bytes = await services.storage.get(file.storageKey);
    return fileAnswer(bytes, { contentType: file.contentType, fileName: file.name }, FILE_TEXTS);
  },
});

const removeFile = defineRoute({
  endpoint: crmInteractionsEndpoints.removeFile,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Removes a file of an interaction and its bytes",
  params: { id: interactionFiles },
  handler: async ({ services, session, params, audit }) => {
    const [row] = await services.db
      .delete(interactionFiles)
      .where(tenantScope(interactionFiles, session, eq(interactionFiles.id, params.id)))
      .returning();
    if (!row) throw notFound();
    await audit({
      module: "CRM",
      action: "file-removed",
      entity: "customers_interactions",
      entityId: row.interactionId,
      details: { file_id: row.id, file_name: row.name },
    });
    await deleteStored(services, row.storageKey, "crm: could not delete an interaction's file");
    await announceChange(services, session, row.interactionId);
    return { ok: true };
  },
});

export const interactionsRelatedRoutes = [addData, removeData, addContact, addOffer, addFile, downloadFile, removeFile];
