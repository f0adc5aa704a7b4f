import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { stocks } from "./schema.ts";

// What other modules use of the stock module besides its ledger (server/stock/ledger.ts).

/** The name of the stock every unit starts with (the one its PDV sells from); the same word in pt and es. */
export const DEFAULT_STOCK_NAME = "Principal";

/** Gives each new unit its default stock, in the caller's transaction (one statement; a unit that has one keeps it). */
export async function openDefaultStocks(
  tx: Db,
  units: ReadonlyArray<{ readonly multiStoreId: number; readonly companyId: number }>,
): Promise<void> {
  if (units.length === 0) return;
  await tx
    .insert(stocks)
    .values(units.map((unit) => ({ ...unit, name: DEFAULT_STOCK_NAME, isDefault: true })))
    .onConflictDoNothing({ target: stocks.companyId, where: sql`${stocks.isDefault}` });
}

export { setUnitCosts, type UnitCost } from "./unit-costs.ts";
