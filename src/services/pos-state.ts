import { Result, Schema } from "effect";

// MINIMAL STAND-IN (pdv-sale branch): the cash-register branch owns this module and writes the POS state when the
// user enters the POS (spec 3, POS state; spec 4, entering the POS area). Only the reader the sale screen needs is
// here; on merge the cash branch's version wins.

const PosState = Schema.Struct({
  cashMovementId: Schema.Int,
  companyId: Schema.Int,
  company: Schema.String,
  syncInstallments: Schema.Boolean,
});
export type PosState = typeof PosState.Type;

const storageKey = (userId: number) => `rede.pos-state.${userId}`;

/** The signed-in user's POS state, or null when there is none (or it no longer decodes). */
export function readPosState(
  userId: number,
): { cashMovementId: number; companyId: number; company: string; syncInstallments: boolean } | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    if (raw === null) return null;
    const decoded = Schema.decodeUnknownResult(PosState)(JSON.parse(raw));
    return Result.isSuccess(decoded) ? decoded.success : null;
  } catch {
    return null;
  }
}
