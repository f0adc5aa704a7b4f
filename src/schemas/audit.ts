import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { IdFromString } from "./fields.ts";

const Code = Schema.String.check(Schema.isMaxLength(64, { message: "max-length" }));

/** /user-logs filters (spec 2.10): the period on created_at (default this month), user, unit, module, entity, action. */
export const UserLogListQuery = Schema.Struct({
  ...ListQueryFields,
  user_id: Schema.optional(IdFromString),
  company_id: Schema.optional(IdFromString),
  module: Schema.optional(Code),
  entity: Schema.optional(Code),
  action: Schema.optional(Code),
  sort_field: Schema.optional(Schema.Literals(["created_at", "user", "company", "module", "entity", "action"])),
});
export type UserLogListQuery = typeof UserLogListQuery.Type;

/** Names of the records a page's ids point to, per entity: `{ companies: { "4": "Loja Sul" } }`. */
export const UserLogNames = Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.String));
export type UserLogNames = typeof UserLogNames.Type;

/** One audit row: who did what to which record, when and from where; details as written (before/after). */
export const UserLogRow = Schema.Struct({
  id: Schema.Int,
  created_at: Schema.String,
  user_id: Schema.NullOr(Schema.Int),
  user: Schema.NullOr(Schema.String),
  company_id: Schema.NullOr(Schema.Int),
  company: Schema.NullOr(Schema.String),
  module: Schema.String,
  entity: Schema.String,
  entity_id: Schema.NullOr(Schema.String),
  action: Schema.String,
  ip: Schema.String,
  details: Schema.Record(Schema.String, Schema.Unknown),
  /** The record's name (users.name, companies.name...), null when it has none or is gone. */
  record: Schema.NullOr(Schema.String),
  /** The names of the units, users, groups... the details point to. */
  names: UserLogNames,
});
export type UserLogRow = typeof UserLogRow.Type;

export const UserLogList = listOf(UserLogRow);
export type UserLogList = typeof UserLogList.Type;

/** What the filter panel offers: the network's users and units, and the modules, entities and actions logged. */
export const UserLogFilterOptions = Schema.Struct({
  users: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  modules: Schema.Array(Schema.String),
  entities: Schema.Array(Schema.String),
  actions: Schema.Array(Schema.String),
});
export type UserLogFilterOptions = typeof UserLogFilterOptions.Type;
