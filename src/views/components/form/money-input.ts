import type { Cents } from "../../../domain/money.ts";

/** numeric(14,2): at most 14 digits, cents included. */
const MAX_DIGITS = 14;

/**
 * What a money text typed over "R$ 1,23" means, filled from the right like Brazilian ERPs:
 * every digit shifts the amount one place left ("R$ 1,234" → 1234 cents, R$ 12,34), deleting shifts it
 * right. Null when no digit is left; digits past the 14th are ignored.
 */
export function centsFromTyped(text: string): Cents | null {
  const digits = text.replace(/\D/g, "");
  if (digits === "") return null;
  return Number(digits.replace(/^0+(?=\d)/, "").slice(0, MAX_DIGITS));
}

/**
 * The field's value after an edit: what the text means, or `previous` when that passes `max` (the keystroke is
 * refused, so the cashier cannot type more than the server takes).
 */
export function typedCents(text: string, previous: Cents | null, max: Cents): Cents | null {
  const typed = centsFromTyped(text);
  return typed !== null && typed > max ? previous : typed;
}
