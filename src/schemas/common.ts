import { Schema } from "effect";
import { ApiDate } from "./fields.ts";

/** 422: messages per field, already in the request's language. */
export const ValidationErrorBody = Schema.Struct({
  messages: Schema.Record(Schema.String, Schema.Array(Schema.String)),
});
export type ValidationErrorBody = typeof ValidationErrorBody.Type;

/** 400/401/403/404/409/412/413/429/500: a list of messages. */
export const ErrorBody = Schema.Struct({ messages: Schema.Array(Schema.String) });
export type ErrorBody = typeof ErrorBody.Type;

export const SortDirection = Schema.Literals(["asc", "desc"]);
export type SortDirection = typeof SortDirection.Type;
const PositiveIntString = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isGreaterThan(0, { message: "invalid" }),
);

/** The query every list endpoint takes (architecture 4, Lists). */

/** Rows per page when a list request names none (spec 3, lists). */
export const DEFAULT_PER_PAGE = 20;
export const ListQueryFields = {
  page: Schema.optional(PositiveIntString.check(Schema.isLessThanOrEqualTo(1_000_000, { message: "invalid" }))),
  per_page: Schema.optional(PositiveIntString.check(Schema.isLessThanOrEqualTo(500, { message: "invalid" }))),
  sort_field: Schema.optional(Schema.String.check(Schema.isMaxLength(64, { message: "max-length" }))),
  sort_direction: Schema.optional(SortDirection),
  filter: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
  initial_date: Schema.optional(ApiDate),
  final_date: Schema.optional(ApiDate),
};
export const ListQuery = Schema.Struct(ListQueryFields);
export type ListQuery = typeof ListQuery.Type;

export const ListMeta = Schema.Struct({ page: Schema.Int, per_page: Schema.Int, total: Schema.Int });

export const listOf = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item), meta: ListMeta });

export const OkBody = Schema.Struct({ ok: Schema.Boolean });
