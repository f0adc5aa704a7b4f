import { toHundredths } from "./money";

const MAX_DIGITS = 4;

const hundredthsToText = (hundredths: number): string => {
  const abs = Math.abs(hundredths);
  const text = `${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
  return hundredths < 0 ? `-${text}` : text;
};

/**
 * Percentage input of spec 5.4: digits only, at most 4, filled from the right
 * like a money input ("1" → "0,01", "125" → "1,25", "1250" → "12,50").
 * Leading zeros do not count, so typing after "0,12" shifts instead of stopping.
 */
export const maskPercentage = (typed: string): string => {
  const digits = typed.replace(/\D/g, "").replace(/^0+/, "").slice(0, MAX_DIGITS);
  return digits === "" ? "" : hundredthsToText(Number(digits));
};

/** "12,50" → 12.5; also reads "12.5" and "12"; null when it is not a percentage. */
export const parsePercentage = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
};

/** 12.5 → "12,50": two decimals with a comma, rounded half away from zero. */
export const formatPercentage = (percent: number): string => hundredthsToText(toHundredths(percent));
