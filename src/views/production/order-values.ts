import { parseApiDate } from "../../domain/dates.ts";
import { type Cents, centsToDecimalString, toCents } from "../../domain/money.ts";

// The API's text values as the production screens use them: money strings ("25.90") and dates (YYYY-MM-DD).

/** "25.90" → 2590. */
export const centsOfPrice = (text: string): Cents => toCents(Number(text));

/** 2590 → "25.90". */
export const priceText = (cents: Cents): string => centsToDecimalString(cents);

/** A YYYY-MM-DD date as a local Date, or null. */
export const dayOf = (text: string | null): Date | null => (text === null ? null : parseApiDate(text));

/** An ISO timestamp as a Date, or null when unreadable. */
export function instantOf(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
