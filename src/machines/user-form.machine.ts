import type { ActorRefFrom, SnapshotFrom } from "xstate";
import {
  MODULE_CODES,
  MODULE_SLUGS,
  type ModuleSlug,
  type Permissions,
  permissionValue,
  TOGGLE_ON,
} from "../domain/permissions.ts";
import { ROLE_TEMPLATES, type RoleName } from "../domain/role-templates.ts";
import { type PasswordChoice, type UserIssues, userIssues } from "../domain/users.ts";
import type { UserDetail, UserFields, UserInput } from "../schemas/users.ts";
import { createRecordFormMachine, type RecordFormEmitted, type RecordFormSpec } from "./record-form.machine.ts";

// The user page (/usuarios/editar/:id?/:tab, issue 12): name, login, e-mail, units, switches and, for a new user,
// the first password or the mail to define it (geral); every permission of spec 6 as a toggle, filled at once by a
// role template (permissoes). Fields, units and permissions are saved together.

export const USER_TABS = ["geral", "permissoes"] as const;
export type UserTab = (typeof USER_TABS)[number];

/** A permission's key in the form: "POS 1". */
export const permissionKey = (slug: ModuleSlug, code: number) => `${slug} ${code}`;

export type UserFormValues = {
  readonly isNew: boolean;
  readonly name: string;
  readonly login: string;
  readonly email: string;
  readonly active: boolean;
  readonly hasOnlinePos: boolean;
  readonly blindClose: boolean;
  readonly companyIds: ReadonlyArray<number>;
  readonly passwordChoice: PasswordChoice;
  readonly password: string;
  readonly passwordConfirmation: string;
  /** Every code of spec 6 by permissionKey, its value 0 to 2. */
  readonly permissions: Readonly<Record<string, number>>;
  /** The role template last applied ("Modelo de perfil"), null before one is chosen. */
  readonly role: RoleName | null;
};

export type UserChange = Partial<Omit<UserFormValues, "isNew" | "permissions" | "role">>;

export type UserEdit =
  | { type: "change"; change: UserChange }
  | { type: "permission"; slug: ModuleSlug; code: number; on: boolean }
  | { type: "role"; role: RoleName };

const permissionMap = (permissions: Permissions): Record<string, number> =>
  Object.fromEntries(
    MODULE_SLUGS.flatMap((slug) =>
      MODULE_CODES[slug].map((code) => [permissionKey(slug, code), permissionValue(permissions, slug, code)]),
    ),
  );

export const emptyUserValues = (): UserFormValues => ({
  isNew: true,
  name: "",
  login: "",
  email: "",
  active: true,
  hasOnlinePos: true,
  blindClose: false,
  companyIds: [],
  passwordChoice: "type",
  password: "",
  passwordConfirmation: "",
  permissions: permissionMap([]),
  role: null,
});

export const userValuesOf = (user: UserDetail): UserFormValues => ({
  ...emptyUserValues(),
  isNew: false,
  name: user.name,
  login: user.login,
  email: user.email,
  active: user.active,
  hasOnlinePos: user.hasOnlinePos,
  blindClose: user.blindClose,
  companyIds: user.companies.map((c) => c.id),
  permissions: permissionMap(user.permissions),
});

/** Every code with its value, as the API takes them. */
const permissionsOf = (values: UserFormValues): Permissions =>
  MODULE_SLUGS.map((slug) => ({
    slug,
    subPermissions: MODULE_CODES[slug].map((code) => ({
      code,
      value: values.permissions[permissionKey(slug, code)] ?? 0,
    })),
  }));

/** The body of POST (with the password choice) and, without those, of PATCH (fieldsOf). */
export const userBodyOf = (values: UserFormValues): UserInput => {
  const fields: UserFields = {
    name: values.name,
    login: values.login,
    email: values.email,
    active: values.active,
    hasOnlinePos: values.hasOnlinePos,
    blindClose: values.blindClose,
    company_ids: values.companyIds,
    permissions: permissionsOf(values),
  };
  if (!values.isNew) return fields;
  return values.passwordChoice === "mail"
    ? { ...fields, sendPasswordMail: true }
    : { ...fields, password: values.password, passwordConfirmation: values.passwordConfirmation };
};

/** A save's body without the first-password fields (PATCH takes none). */
export const fieldsOf = ({ password: _, passwordConfirmation: __, sendPasswordMail: ___, ...fields }: UserInput) =>
  fields;

export const userFormIssues = (values: UserFormValues): UserIssues =>
  userIssues({
    ...values,
    password: values.isNew
      ? { choice: values.passwordChoice, password: values.password, confirmation: values.passwordConfirmation }
      : null,
  });

/** The user after one edit: a toggle switched on is 2, off 0 (spec 4); a role fills every toggle. */
export function editUser(values: UserFormValues, edit: UserEdit): UserFormValues {
  switch (edit.type) {
    case "change":
      return { ...values, ...edit.change };
    case "permission":
      return {
        ...values,
        permissions: { ...values.permissions, [permissionKey(edit.slug, edit.code)]: edit.on ? TOGGLE_ON : 0 },
      };
    case "role":
      return { ...values, role: edit.role, permissions: permissionMap(ROLE_TEMPLATES[edit.role]) };
  }
}

export const tabOfUserField = (field: string): UserTab => (field.startsWith("permissions") ? "permissoes" : "geral");

export const userFormSpec: RecordFormSpec<UserDetail, UserFormValues, UserEdit, UserInput, UserTab> = {
  id: "user form",
  tabs: USER_TABS,
  tabOfField: tabOfUserField,
  emptyValues: emptyUserValues,
  valuesOf: userValuesOf,
  idOf: (user) => user.id,
  edit: editUser,
  issuesOf: userFormIssues,
  bodyOf: userBodyOf,
};

/** The user page (/usuarios/editar/:id?/:tab?) on the record form factory. */
export const userFormMachine = createRecordFormMachine(userFormSpec);

export type UserFormEmitted = RecordFormEmitted<UserDetail, UserTab>;
export type UserFormRef = ActorRefFrom<typeof userFormMachine>;
export type UserFormSnapshot = SnapshotFrom<typeof userFormMachine>;
