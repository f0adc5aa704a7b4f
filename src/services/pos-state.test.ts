import { describe, expect, it } from "vitest";
import type { CashSession } from "../schemas/pdv-cash.ts";
import {
  clearPosState,
  enterPos,
  needsPlaceholderUnit,
  type PosStorage,
  placeholderInUnit,
  readPosState,
  writePosState,
} from "./pos-state.ts";

const memory = (): PosStorage => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

const session: CashSession = {
  id: 12,
  company_id: 3,
  company: "Rede Demo Savassi",
  company_has_sync_installments: true,
  cash_supply: "100.00",
  opened_at: "2026-03-10T12:00:00.000Z",
};
const cashier = { id: 2, permissions: [{ slug: "POS" as const, subPermissions: [{ code: 1, value: 1 }] }] };
const placeholderUser = { id: 3, permissions: [{ slug: "POS" as const, subPermissions: [{ code: 10, value: 1 }] }] };

describe("POS state (spec 3 and 4)", () => {
  it("stores the last opened register per user", async () => {
    const storage = memory();
    const state = await enterPos(cashier, { lastOpened: async () => session, storage });
    expect(state).toEqual({ cashMovementId: 12, companyId: 3, company: "Rede Demo Savassi", syncInstallments: true });
    expect(readPosState(2, storage)).toEqual(state);
    expect(readPosState(99, storage)).toBeNull();
  });

  it("without an open register (204) clears the register but keeps the unit", async () => {
    const storage = memory();
    writePosState(2, { cashMovementId: 12, companyId: 3, company: "Savassi", syncInstallments: false }, storage);
    const state = await enterPos(cashier, { lastOpened: async () => null, storage });
    expect(state.cashMovementId).toBeNull();
    expect(state.companyId).toBe(3);
  });

  it("POS 10 without 1: a placeholder session (-1) with the stored company, no lookup", async () => {
    const storage = memory();
    writePosState(3, { cashMovementId: null, companyId: 1, company: "Centro", syncInstallments: false }, storage);
    const state = await enterPos(placeholderUser, {
      lastOpened: async () => {
        throw new Error("no lookup expected");
      },
      storage,
    });
    expect(state).toEqual({ cashMovementId: -1, companyId: 1, company: "Centro", syncInstallments: false });
  });

  it("POS 10 without 1 and nothing stored: a placeholder session that needs a unit, then keeps the chosen one", async () => {
    const storage = memory();
    const first = await enterPos(placeholderUser, { lastOpened: async () => null, storage });
    expect(first).toEqual({ cashMovementId: -1, companyId: null, company: null, syncInstallments: false });
    expect(needsPlaceholderUnit(first)).toBe(true);
    const chosen = placeholderInUnit(first, { id: 1, name: "Rede Demo Centro" });
    expect(chosen).toEqual({ cashMovementId: -1, companyId: 1, company: "Rede Demo Centro", syncInstallments: false });
    expect(needsPlaceholderUnit(chosen)).toBe(false);
    writePosState(3, chosen, storage);
    // The next visit takes the stored unit.
    expect(await enterPos(placeholderUser, { lastOpened: async () => null, storage })).toEqual(chosen);
    // A register without a unit is not a placeholder session waiting for one.
    expect(
      needsPlaceholderUnit({ cashMovementId: null, companyId: null, company: null, syncInstallments: false }),
    ).toBe(false);
  });

  it("ignores unreadable stored state and clears cleanly", () => {
    const storage = memory();
    storage.setItem("rede.pos-state.2", "{not json");
    expect(readPosState(2, storage)).toBeNull();
    clearPosState(2, storage);
    expect(readPosState(2, storage)).toBeNull();
  });
});
