import { Schema, SchemaTransformation } from "effect";
import { type Cents, MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS, parseMoney } from "../domain/money.ts";
import { cleanText, EMAIL_PATTERN } from "../domain/text.ts";

// Messages on checks are keys of the `validation` namespace (locales/*/validation.json),
// turned into the request's language by whoever reports them (server or browser).

/** A required text: missing or empty answers "Preenchimento Obrigatório". */
export const requiredText = (maxLength: number) =>
  Schema.String.check(
    Schema.isNonEmpty({ message: "required" }),
    Schema.isMaxLength(maxLength, { message: "max-length" }),
  );

/**
 * A required name or description a person types, stored as cleanText leaves it (without bidi controls, trimmed):
 * one that is nothing but those controls and spaces is as empty as "" and answers "Preenchimento Obrigatório".
 */
export const requiredCleanText = (maxLength: number) =>
  requiredText(maxLength).check(Schema.makeFilter((text: string) => cleanText(text) !== "", { message: "required" }));

/**
 * A list a request sends, with at most `max` entries ("O campo deve ter no máximo {max} itens."): no request may
 * make the server read, check or write an unbounded number of rows.
 */
export const ArrayUpTo = <S extends Schema.Top>(item: S, max: number) =>
  Schema.Array(item).check(Schema.isMaxLength(max, { message: "max-items" }));

export const optionalText = (maxLength: number) =>
  Schema.String.check(Schema.isMaxLength(maxLength, { message: "max-length" }));

export const Email = Schema.String.check(
  Schema.isMaxLength(254, { message: "max-length" }),
  Schema.isPattern(EMAIL_PATTERN, { message: "email" }),
);

/** Ids are PostgreSQL `integer`/`serial`: 1 to 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_ID }, { message: "invalid" }));

/**
 * An id in a path or query string: decimal digits only, so "0x1", " 1" and "1e2" are not read as ids.
 */
export const IdFromString = Schema.String.check(Schema.isPattern(/^[0-9]{1,10}$/, { message: "invalid" }))
  .pipe(Schema.decodeTo(Schema.Number, SchemaTransformation.numberFromString))
  .check(
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
  // setUTCFullYear: Date.UTC reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Money over the wire: a decimal string with two places, exact ("1234.56"); one stored amount (numeric(14,2)). */
export const MoneyString = Schema.String.check(Schema.isPattern(/^-?\d{1,12}(\.\d{1,2})?$/, { message: "money" }));

/**
 * A sum of stored amounts in an answer (a register's, a list's or an order's total): as many integer digits as it
 * takes, since any number of sales may be added up.
 */
export const MoneyTotalString = Schema.String.annotate({
  description: "Decimal string of a sum: any number of integer digits, 2 places.",
}).check(Schema.isPattern(/^-?\d+(\.\d{1,2})?$/, { message: "money" }));

// The description goes on the string itself: the OpenAPI document does not show a custom check's annotations.
const nonNegativeMoneyUpTo = (max: Cents, key: string, description: string) =>
  Schema.String.annotate({ description }).check(
    Schema.isPattern(/^\d{1,12}(\.\d{1,2})?$/, { message: "money" }),
    // Text that is not money at all is reported once, by the pattern.
    Schema.makeFilter((text: string) => (parseMoney(text) ?? 0) <= max, { message: key }),
  );

/**
 * A single amount a request sends: a unit price, a delivery charge or cost, an opening float, a sangria, an expense.
 * Not negative, at most R$ 9.999.999,99 (MAX_AMOUNT_CENTS).
 */
export const MoneyAmount = nonNegativeMoneyUpTo(
  MAX_AMOUNT_CENTS,
  "money-max-amount",
  "Decimal string, not negative, at most 9999999.99.",
);

/**
 * A total a request sends: a sale's or budget's total, an item's discount, a payment, the change, a count at
 * closing. Not negative, at most R$ 99.999.999,99 (MAX_TOTAL_CENTS).
 */
export const MoneyTotalAmount = nonNegativeMoneyUpTo(
  MAX_TOTAL_CENTS,
  "money-max-total",
  "Decimal string, not negative, at most 99999999.99.",
);
