import { Result, Schema } from "effect";
import { SaleDraft } from "../schemas/sale-draft.ts";

// The sale being built at the PDV, kept in localStorage per user and register until it is finalized or cleared,
// so a reload (or the round trip to /clientes) never loses it (issue 4, item 6). A stored draft that no longer
// decodes is dropped.

export type DraftOwner = { readonly userId: number; readonly cashMovementId: number; readonly companyId: number };

export const saleDraftKey = ({ userId, cashMovementId, companyId }: DraftOwner) =>
  `rede.pdv.sale-draft.${userId}.${cashMovementId}.${companyId}`;

export function loadSaleDraft(owner: DraftOwner): SaleDraft | null {
  try {
    const raw = window.localStorage.getItem(saleDraftKey(owner));
    if (raw === null) return null;
    const decoded = Schema.decodeUnknownResult(SaleDraft)(JSON.parse(raw));
    return Result.isSuccess(decoded) ? decoded.success : null;
  } catch {
    return null;
  }
}

/** Saves the draft; an empty one (no items, no payments) is removed instead. */
export function saveSaleDraft(owner: DraftOwner, draft: SaleDraft): void {
  try {
    if (draft.items.length === 0 && draft.payments.length === 0 && draft.budgetId === null) {
      window.localStorage.removeItem(saleDraftKey(owner));
      return;
    }
    window.localStorage.setItem(saleDraftKey(owner), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the sale goes on, only the reload safety is lost.
  }
}

export function clearSaleDraft(owner: DraftOwner): void {
  try {
    window.localStorage.removeItem(saleDraftKey(owner));
  } catch {
    // Nothing to clear.
  }
}
