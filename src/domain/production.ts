import { type Cents, multiplyCents } from "./money.ts";
import { can, hasModule, type Permissions, type Requirement } from "./permissions.ts";
import { SEAMSTRESSES_CODE, SERVICE_CODE, SLK, STAGES, type Stage } from "./production-stages.ts";

export { SEAMSTRESSES_CODE, SERVICE_CODE, SLK, STAGES, type Stage, type StageSlug } from "./production-stages.ts";

// The print-shop production flow (issue 5, spec 2.7, 2.9, 4): the stage order lives here once;
// the conference machine, the screens and the server all read it.

export const FIRST_STATUS = 1;
/** After shipping: the order was delivered (entregue/finalizado). */
export const FINISHED_STATUS = 8;
/** Set only directly (PUT .../status); an order in it cannot move. */
export const CANCELLED_STATUS = 9;

/** Setting a status directly (PUT /api/v1/silkriar_attendances/:id/status): service at level 2 (managers). */
export const DIRECT_STATUS_REQUIREMENT: Requirement = { slug: SLK, code: SERVICE_CODE, level: 2 };

export type StatusInfo = { readonly statusId: number; readonly nameKey: string; readonly slug: string };

const FINISHED: StatusInfo = { statusId: FINISHED_STATUS, nameKey: "production:stages.finalizado", slug: "finalizado" };
const CANCELLED: StatusInfo = { statusId: CANCELLED_STATUS, nameKey: "production:stages.cancelado", slug: "cancelado" };

/** Every status an order can have, in order. */
export const STATUSES: ReadonlyArray<StatusInfo> = [...STAGES, FINISHED, CANCELLED];

export const stageOf = (statusId: number): Stage | null => STAGES.find((s) => s.statusId === statusId) ?? null;

export const stageBySlug = (slug: string): Stage | null => STAGES.find((s) => s.slug === slug) ?? null;

export const statusOf = (statusId: number): StatusInfo | null => STATUSES.find((s) => s.statusId === statusId) ?? null;

export const isKnownStatus = (statusId: number): boolean => statusOf(statusId) !== null;

/** Finished or cancelled: nothing moves any more. */
export const isClosedStatus = (statusId: number): boolean =>
  statusId === FINISHED_STATUS || statusId === CANCELLED_STATUS;

/** Where `Enviar para {next step name}` goes: the next stage, or finished after shipping; null when closed. */
export function nextStatusOf(statusId: number): StatusInfo | null {
  if (!stageOf(statusId)) return null;
  return statusOf(statusId + 1);
}

/** Where `Devolver para {previous step name}` goes: the previous stage; null in the first stage or when closed. */
export function previousStatusOf(statusId: number): StatusInfo | null {
  if (!stageOf(statusId)) return null;
  return stageOf(statusId - 1);
}

/** SLK code that sees orders in a status: the stage's own code; finished and cancelled orders the service desk's. */
export const viewCodeOf = (statusId: number): number => stageOf(statusId)?.code ?? SERVICE_CODE;

/** Whether a user may list or open orders in a status: that stage's SLK code, or the service desk (SLK 1). */
export function canViewStatus(permissions: Permissions, statusId: number): boolean {
  return (
    can(permissions, { slug: SLK, code: viewCodeOf(statusId) }) || can(permissions, { slug: SLK, code: SERVICE_CODE })
  );
}

/** Any print-production permission at all (reference lists: stamps, sizes). */
export const hasProduction = (permissions: Permissions): boolean => hasModule(permissions, SLK);

/** The seamstress list is read by the seamstresses screen (SLK 8) and by sewing to assign pieces (SLK 6). */
export const canListSeamstresses = (permissions: Permissions): boolean =>
  can(permissions, { slug: SLK, code: SEAMSTRESSES_CODE }) || can(permissions, { slug: SLK, code: 6 });

export type MoveRefusal =
  | "unknown-status"
  | "finished"
  | "cancelled"
  | "forbidden"
  | "same-status"
  | "skip"
  | "reason-required"
  | "no-items";

export type MoveDirection = "forward" | "back";

export type MoveCheck =
  | { readonly ok: true; readonly direction: MoveDirection; readonly from: number; readonly to: number }
  | {
      readonly ok: false;
      readonly refusal: MoveRefusal;
      /** Message key (`production:server.*`) and its values; stage names are keys to translate too. */
      readonly messageKey: string;
      readonly values?: Readonly<Record<string, string>>;
    };

export type MoveRequest = {
  /** The order's current status. */
  readonly from: number;
  /** The status asked for. */
  readonly to: number;
  /** Return reason (canceled_reason); required, non-blank, to go back. */
  readonly reason?: string | null;
  readonly permissions: Permissions;
  /** Items on the order: an order without items cannot be sent on (there is nothing to check). */
  readonly itemCount: number;
};

const refuse = (refusal: MoveRefusal, values?: Record<string, string>): MoveCheck => ({
  ok: false,
  refusal,
  messageKey: `production:server.${refusal}`,
  ...(values ? { values } : {}),
});

/**
 * The one rule of the flow (issue 5): one step forward, or one step back with a non-empty reason, by someone
 * with the SLK code of the order's current stage. Finished and cancelled orders do not move.
 */
export function checkMove(request: MoveRequest): MoveCheck {
  const { from, to, permissions } = request;
  if (!Number.isInteger(to) || !isKnownStatus(to)) return refuse("unknown-status");
  if (from === FINISHED_STATUS) return refuse("finished");
  if (from === CANCELLED_STATUS) return refuse("cancelled");
  const current = stageOf(from);
  if (!current) return refuse("unknown-status");
  if (!can(permissions, { slug: SLK, code: current.code })) return refuse("forbidden", { stage: current.nameKey });
  if (to === from) return refuse("same-status");
  if (to === nextStatusOf(from)?.statusId) {
    if (request.itemCount < 1) return refuse("no-items");
    return { ok: true, direction: "forward", from, to };
  }
  if (to === previousStatusOf(from)?.statusId) {
    if ((request.reason ?? "").trim() === "") return refuse("reason-required");
    return { ok: true, direction: "back", from, to };
  }
  return refuse("skip");
}

/** Late: a delivery date before today (YYYY-MM-DD, in the network's time zone) on an order not yet finished. */
export function isLate(deliveryDate: string | null, statusId: number, today: string): boolean {
  return deliveryDate !== null && deliveryDate < today && !isClosedStatus(statusId);
}

/** Days an order is late (0 when it is not). */
export function daysLate(deliveryDate: string | null, statusId: number, today: string): number {
  if (deliveryDate === null || !isLate(deliveryDate, statusId, today)) return 0;
  const day = (text: string) =>
    Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((day(today) - day(deliveryDate)) / 86_400_000);
}

/** The conference is complete when the order has items and every one is ticked (spec 4). */
export function conferenceComplete(itemIds: ReadonlyArray<number>, checked: ReadonlyArray<number>): boolean {
  return itemIds.length > 0 && itemIds.every((id) => checked.includes(id));
}

/** Item subtotal = unit price × quantity − discount; null when the discount is larger than the gross value. */
export function itemSubtotal(unitPrice: Cents, quantity: number, discount: Cents): Cents | null {
  const gross = multiplyCents(unitPrice, quantity);
  if (discount < 0 || discount > gross) return null;
  return gross - discount;
}

/** Size quantities must add up to the item quantity when any is given. */
export function sizesMatchQuantity(quantity: number, sizeQuantities: ReadonlyArray<number>): boolean {
  return sizeQuantities.length === 0 || sizeQuantities.reduce((sum, q) => sum + q, 0) === quantity;
}
