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

/** The part of the field's text that is selected when a key is pressed. */
export type FieldSelection = { readonly start: number; readonly end: number; readonly length: number };

/** Whether the whole (non-empty) text is selected: the next digit replaces it. */
export const wholeSelected = ({ start, end, length }: FieldSelection): boolean =>
  length > 0 && start === 0 && end >= length;

/**
 * Issue 11: a key pressed in a money field, as a calculator takes it, wherever the caret is: with the whole content
 * selected (focus, click, Tab, a shortcut) a digit starts a new amount (`2`,`0`,`0`,`0`,`0` → 20000 cents, R$ 200,00)
 * and Backspace or Delete empties the field; otherwise a digit is appended on the right and Backspace removes the last
 * digit. A digit past `max` is refused (the value stays). `undefined` when the key is not one of these (let it be).
 */
export function centsAfterKey(
  key: string,
  value: Cents | null,
  selection: FieldSelection,
  max: Cents,
): Cents | null | undefined {
  const replacing = wholeSelected(selection);
  if (/^\d$/.test(key)) {
    const next = (replacing ? 0 : (value ?? 0)) * 10 + Number(key);
    return next > max ? value : next;
  }
  if (key === "Backspace" || key === "Delete") {
    if (replacing || value === null) return null;
    return Math.floor(value / 10);
  }
  return undefined;
}
