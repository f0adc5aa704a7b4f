import { Schema } from "effect";
import { CURRENCIES } from "../domain/money.ts";
import { MODULE_SLUGS } from "../domain/permissions.ts";
import { requiredText } from "./fields.ts";

export const SubPermissionEntry = Schema.Struct({ code: Schema.Int, value: Schema.Int });
export const ModulePermissionEntry = Schema.Struct({
  slug: Schema.Literals(MODULE_SLUGS),
  subPermissions: Schema.Array(SubPermissionEntry),
});

export const CrmDayFocus = Schema.Struct({
  callsToday: Schema.Int,
  pendingCalls: Schema.Int,
  seenIn: Schema.NullOr(Schema.String),
});

/** Feature flags of a network account (spec 6): sees new features; is the homologation partner (partner badge). */
export const AccountFeatures = Schema.Struct({ newFeatures: Schema.Boolean, homologationPartner: Schema.Boolean });
export type AccountFeatures = typeof AccountFeatures.Type;

/** The signed-in user (spec 3, current user / session). */
export const SessionUser = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  permissions: Schema.Array(ModulePermissionEntry),
  multiStoreId: Schema.Int,
  hasOnlinePos: Schema.Boolean,
  /** The network's currency (money is shown in it whatever the interface language); BRL when absent. */
  currency: Schema.optional(Schema.Literals(CURRENCIES)),
  /** Blind close (spec 4): the closing shows no expected values before the counts are confirmed; set by the server. */
  blindClose: Schema.optional(Schema.Boolean),
  crmDayFocus: Schema.optional(CrmDayFocus),
  /** Modules switched off in every unit the user works in: their menus, routes and API are closed to the user. */
  unavailableModules: Schema.optional(Schema.Array(Schema.Literals(MODULE_SLUGS))),
  /** The network account's feature flags (spec 6), set by the operator; off when absent. */
  features: Schema.optional(AccountFeatures),
});
export type SessionUser = typeof SessionUser.Type;

export const LoginRequest = Schema.Struct({
  login: requiredText(120),
  password: requiredText(200),
});
export type LoginRequest = typeof LoginRequest.Type;

export const ChangePasswordRequest = Schema.Struct({
  oldPassword: requiredText(200),
  newPassword: requiredText(200),
  confirmedNewPassword: requiredText(200),
});
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type;

/** /user/esqueci-a-senha: asks for a reset link by login or e-mail. */
export const PasswordResetRequest = Schema.Struct({ login: requiredText(254) });
export type PasswordResetRequest = typeof PasswordResetRequest.Type;

export const PasswordResetConfirm = Schema.Struct({
  token: requiredText(200),
  newPassword: requiredText(200),
  confirmedNewPassword: requiredText(200),
});
export type PasswordResetConfirm = typeof PasswordResetConfirm.Type;

export const MessageBody = Schema.Struct({ message: Schema.String });

export const VersionBody = Schema.Struct({ version: Schema.String, maintenance: Schema.Boolean });
export type VersionBody = typeof VersionBody.Type;
