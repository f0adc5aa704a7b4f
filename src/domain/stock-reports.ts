import { MAX_QUANTITY_DECIMALS, type Milli } from "./stock.ts";

// Rules of the stock reports (spec 2.9 RPT 9 and 12): what to reorder of a product below its minimum, and how long
// an item has stood without a sale.

/** Days without a sale after which an item is idle, when the report is not told otherwise. */
export const DEFAULT_IDLE_DAYS = 90;
export const MAX_IDLE_DAYS = 3650;

/**
 * What to reorder of a product in a unit: its minimum less what is available (on hand + incoming − outgoing),
 * rounded up to what the sale unit can hold (0 decimals: 2.2 → 3); nothing when what is available reaches it.
 */
export function reorderQuantity(minimum: Milli, available: Milli, unitDecimals: number): Milli {
  const missing = minimum - available;
  if (missing <= 0) return 0;
  const decimals = Math.max(0, Math.min(MAX_QUANTITY_DECIMALS, unitDecimals));
  const step = 10 ** (MAX_QUANTITY_DECIMALS - decimals);
  return Math.ceil(missing / step) * step;
}

/** A product is below its minimum in a unit when it has a minimum and less than that on hand. */
export const isBelowMinimum = (minimum: Milli, onHand: Milli): boolean => minimum > 0 && onHand < minimum;

/** Whole days from `since` to `now` (a sale yesterday at any hour is 1 day); null without a sale. */
export function daysSince(since: Date | null, now: Date): number | null {
  if (since === null) return null;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}
