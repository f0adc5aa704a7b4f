import { Schema } from "effect";
import { ModulePermissionEntry, SubPermissionEntry } from "./auth.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Email, Id, optionalText, requiredCleanText, requiredText } from "./fields.ts";

/** A module's sub-permissions as a request sends them: at most 20 codes (RPT, the largest, has 14). */
const ModulePermissionInput = Schema.Struct({
  slug: ModulePermissionEntry.fields.slug,
  subPermissions: ArrayUpTo(SubPermissionEntry, 20),
});

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
  /** The user's own online POS switch; the session has it when the network has it too. */
  hasOnlinePos: Schema.Boolean,
  /** Blind close (spec 4): no expected values before this user's counts are confirmed. */
  blindClose: Schema.Boolean,
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  permissions: Schema.Array(ModulePermissionEntry),
  created_at: Schema.String,
});
export type UserDetail = typeof UserDetail.Type;

/** Units one user may work in (each save). */
export const MAX_USER_COMPANIES = 200;

/**
 * PATCH /api/v1/users/:id: the whole user as the page edits it. Permissions list codes of spec 6 with values 0 to
 * 2; a code left out is 0. `company_ids` are the network's units the user works in.
 */
export const UserFields = Schema.Struct({
  name: requiredCleanText(120),
  login: requiredText(60),
  email: Email,
  active: Schema.Boolean,
  hasOnlinePos: Schema.Boolean,
  blindClose: Schema.Boolean,
  company_ids: ArrayUpTo(Id, MAX_USER_COMPANIES),
  permissions: ArrayUpTo(ModulePermissionInput, 40),
});
export type UserFields = typeof UserFields.Type;

/**
 * POST /api/v1/users: the user and how they get a password: a first password with its confirmation, or
 * `sendPasswordMail` (the password-reset mail, to define one).
 */
export const UserInput = Schema.Struct({
  ...UserFields.fields,
  password: Schema.optional(optionalText(200)),
  passwordConfirmation: Schema.optional(optionalText(200)),
  sendPasswordMail: Schema.optional(Schema.Boolean),
});
export type UserInput = typeof UserInput.Type;

/** The network's active units a user may be given (the page's multiselect). */
export const UserCompanyOptions = Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String }));
export type UserCompanyOptions = typeof UserCompanyOptions.Type;

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
