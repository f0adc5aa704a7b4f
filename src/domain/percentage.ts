import { toHundredths } from "./money";

const hundredthsToText = (hundredths: number): string => {
  const abs = Math.abs(hundredths);
  const text = `${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
  return hundredths < 0 ? `-${text}` : text;
};

/** The largest percentage a discount takes. */
export const MAX_PERCENTAGE = 100;

export type TypedPercentage =
  /** The text to show and the percentage it means (null when empty). */
  | { readonly ok: true; readonly text: string; readonly percent: number | null }
  /** The keystroke is refused: above 100 %, or a third decimal. */
  | { readonly ok: false; readonly reason: "max" | "decimals" };

/**
 * Issue 11: a percentage typed as people write it: `10` is 10 %, `12,5` is 12,5 % (a dot is read as the comma);
 * at most two decimals and at most 100 %. Letters and symbols are dropped. Spec 5.4's "at most 4 digits, comma for two
 * decimals" is how it is stored (formatPercentage), not how it is typed.
 */
export const typedPercentage = (typed: string): TypedPercentage => {
  const cleaned = typed.replace(/\./g, ",").replace(/[^\d,]/g, "");
  const comma = cleaned.indexOf(",");
  const whole = (comma === -1 ? cleaned : cleaned.slice(0, comma)).replace(/^0+(?=\d)/, "");
  const decimals = comma === -1 ? null : cleaned.slice(comma + 1).replace(/,/g, "");
  if (decimals !== null && decimals.length > 2) return { ok: false, reason: "decimals" };
  const text = decimals === null ? whole : `${whole === "" ? "0" : whole},${decimals}`;
  if (text === "") return { ok: true, text, percent: null };
  const percent = Number(`${whole === "" ? "0" : whole}.${decimals ?? ""}`);
  if (percent > MAX_PERCENTAGE) return { ok: false, reason: "max" };
  return { ok: true, text, percent };
};

/** 12.5 → "12,5", 10 → "10", 12.25 → "12,25": a percentage as people write it (at most two decimals). */
export const percentageInputText = (percent: number): string => {
  const text = hundredthsToText(toHundredths(percent));
  return text.replace(/,?0+$/, "").replace(/,$/, "") || "0";
};

/** "12,50" → 12.5; also reads "12.5" and "12"; null when it is not a percentage. */
export const parsePercentage = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
};

/** 12.5 → "12,50": two decimals with a comma, rounded half away from zero. */
export const formatPercentage = (percent: number): string => hundredthsToText(toHundredths(percent));
