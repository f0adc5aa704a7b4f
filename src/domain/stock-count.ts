import { type Cents, parseMoney } from "./money.ts";
import { type Milli, parseQuantity, valueAtCost } from "./stock.ts";

// A stock count's rows (issue 13 item 4): counted − expected per product, whether that is a loss or a leftover,
// and the totals the count page shows. The server fills each row's difference with `countedDifference`, the page
// classifies and totals with the same rules.

/** counted − expected, the books being snapshot + what moved since; null while the product is not counted. */
export const countedDifference = (counted: Milli | null, expected: Milli): Milli | null =>
  counted === null ? null : counted - expected;

export type DifferenceKind = "loss" | "leftover";

/** Below the books a loss (perda), above a leftover (sobra); none when equal or not counted. */
export const differenceKind = (difference: Milli | null): DifferenceKind | null =>
  difference === null || difference === 0 ? null : difference < 0 ? "loss" : "leftover";

/** One row as the totals need it: quantities in thousandths, the unit cost as the API's decimal text. */
export type CountRowFigures = {
  readonly counted: Milli | null;
  readonly expected: Milli;
  readonly unitCost: string;
};

export type CountTotals = {
  /** Rows counted (zero included). */
  readonly counted: number;
  /** Rows counted with a difference: what closing posts. */
  readonly differing: number;
  /** The losses at cost, in cents (zero or below). */
  readonly loss: Cents;
  /** The leftovers at cost, in cents (zero or above). */
  readonly leftover: Cents;
};

/** What a count would post if closed now: each difference valued at its product's cost, losses and leftovers apart. */
export function countTotals(rows: ReadonlyArray<CountRowFigures>): CountTotals {
  let counted = 0;
  let differing = 0;
  let loss = 0;
  let leftover = 0;
  for (const row of rows) {
    const difference = countedDifference(row.counted, row.expected);
    if (difference === null) continue;
    counted += 1;
    const kind = differenceKind(difference);
    if (kind === null) continue;
    differing += 1;
    const value = valueAtCost(difference, parseMoney(row.unitCost) ?? 0);
    if (kind === "loss") loss += value;
    else leftover += value;
  }
  return { counted, differing, loss, leftover };
}

/** A quantity as typed on the count page ("1,5" or "1.5", at most 3 decimals, not negative); null otherwise. */
export const typedCountQuantity = (text: string): Milli | null => {
  const milli = parseQuantity(text.trim().replace(",", "."));
  return milli === null || milli < 0 ? null : milli;
};
