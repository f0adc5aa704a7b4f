import {
  type ContactListQuery,
  INTERACTION_FILE_MAX_BYTES,
  INTERACTION_FILE_TYPES,
  type InteractionInput,
  type InteractionPatch,
  type PanelQuery,
} from "../../schemas/crm-interactions.ts";
import { crmInteractionsEndpoints } from "../../schemas/endpoints/crm-interactions.ts";
import { call } from "./client.ts";
import { typedFileUpload } from "./file-upload.ts";

// CRM interactions (spec 7): one interaction, create and update, the modal's choices, contacts made and the panel.

export const getInteraction = (id: number, signal?: AbortSignal) =>
  call(crmInteractionsEndpoints.detail, { params: { id }, signal });

export const createInteraction = (body: InteractionInput) => call(crmInteractionsEndpoints.create, { json: body });

export const updateInteraction = (id: number, body: InteractionPatch) =>
  call(crmInteractionsEndpoints.update, { params: { id }, json: body });

export const interactionChoices = (signal?: AbortSignal) => call(crmInteractionsEndpoints.choices, { signal });

export const listContactsMade = (query: ContactListQuery, signal?: AbortSignal) =>
  call(crmInteractionsEndpoints.contacts, { query, signal });

export const loadCrmPanel = (query: PanelQuery, signal?: AbortSignal) =>
  call(crmInteractionsEndpoints.panel, { query, signal });

/** Attaches a file (image or PDF up to 10 MB) to a saved interaction; null when the browser already refuses it. */
export async function uploadInteractionFile(interactionId: number, file: File) {
  const body = await typedFileUpload(file, INTERACTION_FILE_TYPES, INTERACTION_FILE_MAX_BYTES);
  if (body === null) return null;
  return call(crmInteractionsEndpoints.addFile, { json: { interaction_id: interactionId, ...body } });
}

export const interactionFileUrl = (id: number) => `/api/v1/interactions_files/${id}`;

export const removeInteractionFile = (id: number) => call(crmInteractionsEndpoints.removeFile, { params: { id } });
