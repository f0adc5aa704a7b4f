import { Result, Schema } from "effect";
import { PLACEHOLDER_CASH_MOVEMENT_ID } from "../domain/cash-register.ts";
import { usesPosPlaceholder } from "../domain/permissions.ts";
import type { SessionUser } from "../schemas/auth.ts";
import type { CashSession, PosCompany } from "../schemas/pdv-cash.ts";

// The POS state of spec 3 (the old `POST /pdv/session`): the open register, its unit and the unit's
// installments flag, kept in browser storage per user so a reload or a new tab stays in the same register.

export const PosState = Schema.Struct({
  /** The open register; −1 a placeholder session (POS 10 without 1); null: no register (opening page). */
  cashMovementId: Schema.NullOr(Schema.Int),
  companyId: Schema.NullOr(Schema.Int),
  company: Schema.NullOr(Schema.String),
  /** The unit sends sale installments from the browser (company_has_sync_installments). */
  syncInstallments: Schema.Boolean,
});
export type PosState = typeof PosState.Type;

/** The part of Storage this module uses (localStorage in the browser, a fake in tests). */
export type PosStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const storageKey = (userId: number) => `rede.pos-state.${userId}`;
const listeners = new Set<() => void>();

const browserStorage = (): PosStorage | null => (typeof localStorage === "undefined" ? null : localStorage);

/** The user's stored POS state, or null (nothing stored, or something unreadable). */
export function readPosState(userId: number, storage: PosStorage | null = browserStorage()): PosState | null {
  const text = storage?.getItem(storageKey(userId));
  if (!text) return null;
  try {
    const decoded = Schema.decodeUnknownResult(PosState)(JSON.parse(text));
    return Result.isSuccess(decoded) ? decoded.success : null;
  } catch {
    return null;
  }
}

export function writePosState(userId: number, state: PosState, storage: PosStorage | null = browserStorage()): void {
  storage?.setItem(storageKey(userId), JSON.stringify(state));
  for (const listener of listeners) listener();
}

/** Closing: the register is gone, the unit stays (a placeholder session takes its company from it). */
export function clearPosState(userId: number, storage: PosStorage | null = browserStorage()): void {
  const stored = readPosState(userId, storage);
  if (stored) writePosState(userId, { ...stored, cashMovementId: null }, storage);
  else {
    storage?.removeItem(storageKey(userId));
    for (const listener of listeners) listener();
  }
}

/** Called when the stored POS state changes (in this tab); returns the unsubscribe. */
export function subscribePosState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The POS state of an open register (`GET last_opened` 200, or a register just opened). */
export const posStateOf = (session: CashSession): PosState => ({
  cashMovementId: session.id,
  companyId: session.company_id,
  company: session.company,
  syncInstallments: session.company_has_sync_installments,
});

/** A placeholder session (cash movement −1) with the company from the stored state. */
export const placeholderPosState = (stored: PosState | null): PosState => ({
  cashMovementId: PLACEHOLDER_CASH_MOVEMENT_ID,
  companyId: stored?.companyId ?? null,
  company: stored?.company ?? null,
  syncInstallments: stored?.syncInstallments ?? false,
});

/**
 * A placeholder session in the unit the cashier chose: without one stored (the first time in the POS area), the
 * sale screen asks where the sales go, and the stored state keeps it for the next visits.
 */
export const placeholderInUnit = (stored: PosState | null, unit: PosCompany): PosState => ({
  ...placeholderPosState(stored),
  companyId: unit.id,
  company: unit.name,
});

/** A placeholder session that does not know its unit yet: nothing can be sold until one is chosen. */
export const needsPlaceholderUnit = (state: PosState | null): boolean =>
  isPlaceholder(state) && state?.companyId === null;

export const hasRegister = (state: PosState | null): boolean => state !== null && state.cashMovementId !== null;

export const isPlaceholder = (state: PosState | null): boolean =>
  state?.cashMovementId === PLACEHOLDER_CASH_MOVEMENT_ID;

export type PosEntryDeps = {
  /** GET /api/v1/cash_movements/last_opened: the open register or null (204). */
  readonly lastOpened: () => Promise<CashSession | null>;
  readonly storage?: PosStorage | null;
};

/**
 * Entering the POS area (spec 4): POS 10 without 1 takes a placeholder session without a lookup; anyone else
 * asks for the last opened register and stores it, or clears the stored one (then: the opening page).
 */
export async function enterPos(user: Pick<SessionUser, "id" | "permissions">, deps: PosEntryDeps): Promise<PosState> {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const stored = readPosState(user.id, storage);
  if (usesPosPlaceholder(user.permissions)) {
    const state = placeholderPosState(stored);
    writePosState(user.id, state, storage);
    return state;
  }
  const session = await deps.lastOpened();
  if (session) {
    const state = posStateOf(session);
    writePosState(user.id, state, storage);
    return state;
  }
  clearPosState(user.id, storage);
  return (
    readPosState(user.id, storage) ?? { cashMovementId: null, companyId: null, company: null, syncInstallments: false }
  );
}
