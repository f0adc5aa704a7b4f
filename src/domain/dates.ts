import { endOfMonth, format, isValid, parse, startOfMonth } from "date-fns";
import { applyMask } from "./text";

/** What the legacy date picker sends for an empty or broken date (spec 7). */
export const INVALID_DATE = "Invalid date";

export const DEFAULT_DISPLAY_FORMAT = "DD/MM/YYYY";

export type DateRange = { readonly initialDate: string; readonly finalDate: string };

// All functions read and write local time; invalid Date objects make date-fns throw a RangeError.

/** "2026-11-21" */
export const toApiDate = (date: Date): string => format(date, "yyyy-MM-dd");

/** "2026-11-21 14:05" (interaction times) */
export const toApiDateTime = (date: Date): string => format(date, "yyyy-MM-dd HH:mm");

/** "2026-11-21 14:05:09" (contact times) */
export const toApiDateTimeSeconds = (date: Date): string => format(date, "yyyy-MM-dd HH:mm:ss");

/** "14:05" */
export const toApiTime = (date: Date): string => format(date, "HH:mm");

/** "21/11/2026" */
export const formatDisplayDate = (date: Date): string => format(date, "dd/MM/yyyy");

const AT: Readonly<Record<"pt-BR" | "es-EC", string>> = { "pt-BR": "'às'", "es-EC": "'a las'" };

/** "21/11/2026 às 14:05" (spec 9: DD/MM/YYYY [às] HH:mm); in Spanish "21/11/2026 a las 14:05". */
export const formatActivityTime = (date: Date, locale: "pt-BR" | "es-EC" = "pt-BR"): string =>
  format(date, `dd/MM/yyyy ${AT[locale]} HH:mm`);

const parseStrict = (text: string, shape: RegExp, pattern: string): Date | null => {
  if (!shape.test(text)) return null;
  // The shape test comes first because date-fns alone also accepts "1/1/2026".
  const date = parse(text, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

/** "21/11/2026" → local midnight of that day; null unless it is exactly DD/MM/YYYY and a real date. */
export const parseDisplayDate = (text: string): Date | null =>
  parseStrict(text.trim(), /^\d{2}\/\d{2}\/\d{4}$/, "dd/MM/yyyy");

/** "2026-11-21" → local midnight of that day; null unless it is exactly YYYY-MM-DD and a real date. */
export const parseApiDate = (text: string): Date | null =>
  parseStrict(text.trim(), /^\d{4}-\d{2}-\d{2}$/, "yyyy-MM-dd");

/**
 * Date input mask (spec 5.4): keeps the digits and writes them into the
 * format's letter slots, adding the separators as the user types.
 */
export const maskDate = (typed: string, dateFormat: string = DEFAULT_DISPLAY_FORMAT): string =>
  applyMask(typed.replace(/\D/g, ""), dateFormat.replace(/[A-Za-z]/g, "#"));

/** The lists' default period (spec 2.10): the first day of today's month to today. */
export const defaultDateRange = (today: Date): DateRange => ({
  initialDate: toApiDate(startOfMonth(today)),
  finalDate: toApiDate(today),
});

/** The whole month of `today`, first to last day: what is due later this month shows too. */
export const monthDateRange = (today: Date): DateRange => ({
  initialDate: toApiDate(startOfMonth(today)),
  finalDate: toApiDate(endOfMonth(today)),
});

/** The value to send for an optional date: null for empty, "Invalid date" or an invalid Date. */
export const apiDateOrNull = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? toApiDate(value) : null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === INVALID_DATE ? null : trimmed;
};
