import { Schema } from "effect";
import { IdFromString, requiredText } from "./fields.ts";

/** GET /api/v1/validate/unique (spec 3, unique-validation parameters). */
export const UniqueQuery = Schema.Struct({
  table: requiredText(64),
  column: requiredText(64),
  value: Schema.String.check(Schema.isMaxLength(254, { message: "max-length" })),
  ignore: Schema.optional(IdFromString),
  /** JSON object of extra equality conditions on allowed columns, e.g. {"company_id":1}. */
  extra: Schema.optional(Schema.String.check(Schema.isMaxLength(500, { message: "max-length" }))),
});
export type UniqueQuery = typeof UniqueQuery.Type;

export const AccountPlanCodeQuery = Schema.Struct({
  company_id: IdFromString,
  account_plan_code: requiredText(32),
  ignore: Schema.optional(IdFromString),
});
export type AccountPlanCodeQuery = typeof AccountPlanCodeQuery.Type;

/** true when the value is free to use. */
export const ValidationStatus = Schema.Struct({ status: Schema.Boolean });
