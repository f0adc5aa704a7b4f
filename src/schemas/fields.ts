import { Schema } from "effect";
import { EMAIL_PATTERN } from "../domain/text.ts";

// Messages on checks are keys of the `validation` namespace (locales/*/validation.json),
// turned into the request's language by whoever reports them (server or browser).

/** A required text: missing or empty answers "Preenchimento Obrigatório". */
export const requiredText = (maxLength: number) =>
  Schema.String.check(
    Schema.isNonEmpty({ message: "required" }),
    Schema.isMaxLength(maxLength, { message: "max-length" }),
  );

export const optionalText = (maxLength: number) =>
  Schema.String.check(Schema.isMaxLength(maxLength, { message: "max-length" }));

export const Email = Schema.String.check(
  Schema.isMaxLength(254, { message: "max-length" }),
  Schema.isPattern(EMAIL_PATTERN, { message: "email" }),
);

/** Ids are PostgreSQL `integer`/`serial`: 1 to 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_ID }, { message: "invalid" }));

/** An id in a path or query string. */
export const IdFromString = Schema.NumberFromString.check(
  Schema.isInt({ message: "invalid" }),
  Schema.isBetween({ minimum: 1, maximum: MAX_ID }, { message: "invalid" }),
);

/** ISO date-time string as stored in timestamptz and sent over the wire. */
export const DateTimeString = Schema.String;

/** YYYY-MM-DD, the API's date format (spec 9). */
export const ApiDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "date" }),
  Schema.makeFilter((text: string) => isCalendarDate(text), { message: "date" }),
);

/** 2024-02-30 has the right shape but is no day of the calendar. */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number);
  if (!year || !month || !day) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Money over the wire: a decimal string with two places, exact ("1234.56"). */
export const MoneyString = Schema.String.check(Schema.isPattern(/^-?\d{1,12}(\.\d{1,2})?$/, { message: "money" }));
