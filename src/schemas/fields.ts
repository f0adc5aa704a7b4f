import { Schema } from "effect";

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
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "email" }),
);

export const Id = Schema.Int.check(Schema.isGreaterThan(0, { message: "invalid" }));

/** An id in a path or query string. */
export const IdFromString = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isGreaterThan(0, { message: "invalid" }),
);

/** ISO date-time string as stored in timestamptz and sent over the wire. */
export const DateTimeString = Schema.String;

/** YYYY-MM-DD, the API's date format (spec 9). */
export const ApiDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "date" }));

/** Money over the wire: a decimal string with two places, exact ("1234.56"). */
export const MoneyString = Schema.String.check(Schema.isPattern(/^-?\d{1,12}(\.\d{1,2})?$/, { message: "money" }));
