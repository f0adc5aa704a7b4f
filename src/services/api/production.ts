import { typedFileUpload } from "./file-upload.ts";
import { productionEndpoints } from "../../schemas/endpoints/production.ts";
import {
  type AssignmentsInput,
  type AttendanceCreate,
  type AttendanceListQuery,
  type AttendancePatch,
  type AttendanceStatusSet,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentUpload,
  type OrderItemInput,
  type OrderItemPatch,
  type SeamstressInput,
  type SeamstressListQuery,
  type SeamstressPatch,
  type StampInput,
  type StampListQuery,
  type MoveOrderRequest,
} from "../../schemas/production.ts";
import { call, download } from "./client.ts";

// Browser calls of print-shop production (issue 5); every answer is decoded with its schema.

const ORDERS = "/api/v1/silkriar_attendances";
const _order = (id: number) => `${ORDERS}/${id}`;

/** Orders of a stage (`stage` slug or `status_id`), or of every status for the service desk. */
export const listAttendances = (query: AttendanceListQuery, signal?: AbortSignal) =>
  call(productionEndpoints.listOrders, { query: { ...query }, signal });

export const getProductionOverview = (signal?: AbortSignal) => call(productionEndpoints.overview, { signal });

export const getAttendance = (id: number, signal?: AbortSignal) =>
  call(productionEndpoints.order, { params: { id }, signal });

/** The order the user knows by its number (the one in /atendimentos/41). */
export const getAttendanceByNumber = (number: number, signal?: AbortSignal) =>
  call(productionEndpoints.orderByNumber, { query: { number: String(number) }, signal });

export const createAttendance = (body: AttendanceCreate) => call(productionEndpoints.createOrder, { json: body });

/** Header edit (spec 7): send delivery_date through apiDateOrNull, or "Invalid date", which the server stores as null. */
export const updateAttendance = (id: number, body: Omit<AttendancePatch, "status_id" | "canceled_reason">) =>
  call(productionEndpoints.updateOrder, { params: { id }, json: body });

/** Send on (`{ statusId }`) or return (`{ statusId, canceledReason }`): the conference machine's "move order" actor. */
export const moveAttendance = (request: MoveOrderRequest) =>
  call(productionEndpoints.updateOrder, {
    params: { id: request.orderId },
    json:
      request.canceledReason === undefined
        ? { status_id: request.statusId }
        : { status_id: request.statusId, canceled_reason: request.canceledReason },
  });

/** Sets a status directly (SLK 1 at level 2). */
export const setAttendanceStatus = (id: number, body: AttendanceStatusSet) =>
  call(productionEndpoints.setOrderStatus, { params: { id }, json: body });

export const addAttendanceItem = (id: number, body: OrderItemInput) =>
  call(productionEndpoints.addItem, { params: { id }, json: body });

export const updateAttendanceItem = (id: number, itemId: number, body: OrderItemPatch) =>
  call(productionEndpoints.editItem, { params: { id, itemId }, json: body });

export const removeAttendanceItem = (id: number, itemId: number) =>
  call(productionEndpoints.removeItem, { params: { id, itemId } });

/**
 * Reads a File as the upload body; null when it is not an image or PDF of at most 10 MB
 * (show `production:server.document-type` / `document-too-large`). The server checks the bytes again.
 */
export async function fileToUpload(file: File): Promise<DocumentUpload | null> {
  return typedFileUpload(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
}

export const uploadAttendanceDocument = (id: number, body: DocumentUpload) =>
  call(productionEndpoints.uploadDocument, { params: { id }, json: body });

/** The file and its Content-Disposition name (spec 7: downloads use it). */
export const downloadAttendanceDocument = (id: number, documentId: number) =>
  download(productionEndpoints.downloadDocument, { params: { id, documentId } });

export const removeAttendanceDocument = (id: number, documentId: number) =>
  call(productionEndpoints.removeDocument, { params: { id, documentId } });

export const assignSeamstresses = (id: number, body: AssignmentsInput) =>
  call(productionEndpoints.assignSeamstresses, { params: { id }, json: body });

export const listSeamstresses = (query: SeamstressListQuery, signal?: AbortSignal) =>
  call(productionEndpoints.listSeamstresses, { query: { ...query }, signal });

export const createSeamstress = (body: SeamstressInput) => call(productionEndpoints.createSeamstress, { json: body });

export const updateSeamstress = (id: number, body: SeamstressPatch) =>
  call(productionEndpoints.updateSeamstress, { params: { id }, json: body });

/** Deactivates her (past distributions stay). */
export const deactivateSeamstress = (id: number) => call(productionEndpoints.deactivateSeamstress, { params: { id } });

export const listStamps = (query: StampListQuery = {}, signal?: AbortSignal) =>
  call(productionEndpoints.listStamps, { query: { ...query }, signal });

export const createStamp = (body: StampInput) => call(productionEndpoints.createStamp, { json: body });

export const listSizes = (signal?: AbortSignal) => call(productionEndpoints.listSizes, { signal });
