import type { Cents } from "../../../domain/money.ts";

/** Whether a typed amount is above what its context makes plausible (issue 11); never without a bound. */
export const isImplausible = (value: Cents | null, plausibleMax: Cents | undefined): boolean =>
  value !== null && plausibleMax !== undefined && value > plausibleMax;
