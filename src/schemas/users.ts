import { Schema } from "effect";
import { ModulePermissionEntry } from "./auth.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { Email, optionalText, requiredCleanText } from "./fields.ts";

export const UserListItem = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  login: Schema.String,
  email: Schema.String,
  companies: Schema.Array(Schema.String),
  active: Schema.Boolean,
  created_at: Schema.String,
});
export type UserListItem = typeof UserListItem.Type;

export const UserListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(["id", "name", "login", "email", "active", "created_at"])),
});
export type UserListQuery = typeof UserListQuery.Type;

export const UserList = listOf(UserListItem);
export type UserList = typeof UserList.Type;

export const UserDetail = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  login: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  permissions: Schema.Array(ModulePermissionEntry),
  created_at: Schema.String,
});
export type UserDetail = typeof UserDetail.Type;

/** The signed-in user's own data (user menu, "Meu perfil"). */
export const Profile = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  login: Schema.String,
  email: Schema.String,
  /** The network account (multi store) the user belongs to. */
  account: Schema.String,
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  created_at: Schema.String,
});
export type Profile = typeof Profile.Type;

/** What a user may change of their own data; login, units and permissions are an administrator's. */
export const ProfileInput = Schema.Struct({
  name: requiredCleanText(120),
  email: Email,
  /** Required when the e-mail changes (password-reset links go to it); checked under the login throttle. */
  currentPassword: Schema.optional(optionalText(200)),
});
export type ProfileInput = typeof ProfileInput.Type;
