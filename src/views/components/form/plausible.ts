import type { Cents } from "../../../domain/money.ts";

/** Whether a typed amount is above what its context makes plausible (issue 11); never without a bound. */
export const isImplausible = (value: Cents | null, plausibleMax: Cents | undefined): boolean =>
  value !== null && plausibleMax !== undefined && value > plausibleMax;

/** An amount inside a sentence that never wraps between its symbol and its digits ("R$ 10.000,00" on one line). */
export const unbroken = (amount: string): string => amount.replace(/ /g, "\u00a0");
