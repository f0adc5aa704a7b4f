import { format as formatDate, isValid, parse } from "date-fns";
import {
  DEFAULT_DISPLAY_FORMAT,
  INVALID_DATE,
  maskDate,
  toApiDate,
  toApiDateTime,
  toApiTime,
} from "../../../domain/dates.ts";

/** What the field outputs: YYYY-MM-DD, YYYY-MM-DD HH:mm or HH:mm (spec 5.4). */
export type DateInputMode = "date" | "datetime" | "time";

/** The display format each mode uses unless the caller gives one. */
export const DEFAULT_DATE_FORMATS: Readonly<Record<DateInputMode, string>> = {
  date: DEFAULT_DISPLAY_FORMAT,
  datetime: `${DEFAULT_DISPLAY_FORMAT} HH:mm`,
  time: "HH:mm",
};

const API_PATTERNS: Readonly<Record<DateInputMode, string>> = {
  date: "yyyy-MM-dd",
  datetime: "yyyy-MM-dd HH:mm",
  time: "HH:mm",
};

const TO_API: Readonly<Record<DateInputMode, (date: Date) => string>> = {
  date: toApiDate,
  datetime: toApiDateTime,
  time: toApiTime,
};

// Display formats use the moment-style tokens of the spec (DD/MM/YYYY HH:mm); date-fns writes days and years in lower case.
const toDateFnsPattern = (displayFormat: string): string => displayFormat.replace(/D/g, "d").replace(/Y/g, "y");

const REFERENCE_DAY = new Date(2000, 0, 1);

export type DateInputReading =
  | { readonly kind: "empty" }
  | { readonly kind: "valid"; readonly value: string }
  /** `complete`: every slot of the format is typed, so the text is wrong rather than unfinished. */
  | { readonly kind: "invalid"; readonly complete: boolean };

/** The text as typed, masked by the display format ("2111" → "21/11"). */
export const maskDateInput = (typed: string, displayFormat: string): string => maskDate(typed, displayFormat);

const parseExact = (text: string, pattern: string): Date | null => {
  const date = parse(text, pattern, REFERENCE_DAY);
  // Formatting back rejects what date-fns would otherwise roll over or read loosely.
  return isValid(date) && formatDate(date, pattern) === text ? date : null;
};

/** What a typed text means for the API. */
export function readDateInput(text: string, displayFormat: string, mode: DateInputMode): DateInputReading {
  if (text === "") return { kind: "empty" };
  if (text.length < displayFormat.length) return { kind: "invalid", complete: false };
  const date = parseExact(text, toDateFnsPattern(displayFormat));
  return date ? { kind: "valid", value: TO_API[mode](date) } : { kind: "invalid", complete: true };
}

/** The text that shows an API value ("2026-11-21" → "21/11/2026"); empty when there is no readable value. */
export function displayDateInput(value: string | null, displayFormat: string, mode: DateInputMode): string {
  if (value === null || value === "") return "";
  const date = parseExact(value.trim(), API_PATTERNS[mode]);
  return date ? formatDate(date, toDateFnsPattern(displayFormat)) : "";
}

/**
 * A reading that must not be sent: a whole date that is not in the calendar (31/02/2026). Forms refuse to submit
 * while a field holds one, rather than letting "Invalid date" reach the server and be stored as no date; an
 * unfinished date keeps spec 7's rule (sent as "Invalid date", stored as none).
 */
export const blocksSubmit = (reading: DateInputReading): boolean => reading.kind === "invalid" && reading.complete;

/** The message key for a reading: a complete date that is not in the calendar, or a text that is not a date. */
export const invalidDateMessageKey = (
  reading: DateInputReading,
  mode: DateInputMode,
): "date.impossible" | "date.invalid" =>
  reading.kind === "invalid" && reading.complete && mode !== "time" ? "date.impossible" : "date.invalid";

/** The value a reading sends out: null when empty, the API text when valid, "Invalid date" otherwise (spec 7). */
export const dateInputValue = (reading: DateInputReading): string | null =>
  reading.kind === "empty" ? null : reading.kind === "valid" ? reading.value : INVALID_DATE;
