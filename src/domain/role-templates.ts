import {
  MODULE_CODES,
  MODULE_SLUGS,
  type ModuleSlug,
  type Permissions,
  POS_REGISTER,
  permissionValue,
  TOGGLE_ON,
} from "./permissions.ts";

// The users page's role templates and the rules that keep a manager of users within their own reach. Apart from
// permissions.ts, which every screen (the sign-in one too) loads: only the users page and the server need these.

/** The role templates of the users page's "Modelo de perfil" (spec 6 names no roles: these are Rede's). */
export const ROLE_NAMES = [
  "cashier",
  "seller",
  "production",
  "stock-keeper",
  "finance",
  "manager",
  "administrator",
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

type Granted = Partial<Readonly<Record<ModuleSlug, ReadonlyArray<number>>>>;

const everyCodeOf = (slugs: ReadonlyArray<ModuleSlug>): Granted =>
  Object.fromEntries(slugs.map((slug) => [slug, MODULE_CODES[slug]]));

/** The codes each role gets at level 2; every other code is 0. */
const ROLE_GRANTS: Readonly<Record<RoleName, Granted>> = {
  // The cashier sees the PDV only; they may still create a customer from the sale (CUSTOMER_EDIT_REQUIREMENTS).
  cashier: { POS: [POS_REGISTER] },
  seller: { CAL: [1], CUS: [1, 2], CRM: [1], GVA: [1] },
  production: { SLK: MODULE_CODES.SLK },
  "stock-keeper": { STO: MODULE_CODES.STO, RPT: [9, 11, 12] },
  finance: { FIN: MODULE_CODES.FIN, RPT: [2, 3, 5] },
  manager: {
    ...everyCodeOf(["RPT", "CAL", "CUS", "CRM", "STO", "ENG", "ORG", "INV", "FIN", "GVA", "KBA", "SLK"]),
    POS: [POS_REGISTER],
    USR: [3],
  },
  administrator: everyCodeOf(MODULE_SLUGS),
};

/** Every code of every module, on (2) when `on` says so, else 0: the toggles' full state. */
export function permissionsWhere(on: (slug: ModuleSlug, code: number) => boolean): Permissions {
  return MODULE_SLUGS.map((slug) => ({
    slug,
    subPermissions: MODULE_CODES[slug].map((code) => ({ code, value: on(slug, code) ? TOGGLE_ON : 0 })),
  }));
}

/** A role template: every code of spec 6, the role's at 2 and the rest at 0. */
export const ROLE_TEMPLATES: Readonly<Record<RoleName, Permissions>> = Object.fromEntries(
  ROLE_NAMES.map((role) => [role, permissionsWhere((slug, code) => ROLE_GRANTS[role][slug]?.includes(code) ?? false)]),
) as Record<RoleName, Permissions>;

/**
 * The codes a caller would grant above their own level (privilege escalation): a value above the caller's value
 * for that code, raised from what the user had (a value the user already had stays, even above the caller's).
 */
/**
 * Whether `target` holds some code above `caller`'s own value: such a user is out of the caller's reach (issue 12),
 * or a manager of users could change an administrator's e-mail, reset the password and sign in as them.
 */
export function outranks(target: Permissions, caller: Permissions): boolean {
  return target.some((module) =>
    module.subPermissions.some((s) => s.value > permissionValue(caller, module.slug, s.code)),
  );
}

export function escalations(
  caller: Permissions,
  before: Permissions,
  after: Permissions,
): ReadonlyArray<{ readonly slug: ModuleSlug; readonly code: number }> {
  return after.flatMap((module) =>
    module.subPermissions
      .filter(
        (s) =>
          s.value > permissionValue(caller, module.slug, s.code) &&
          s.value > permissionValue(before, module.slug, s.code),
      )
      .map((s) => ({ slug: module.slug, code: s.code })),
  );
}

/**
 * Units a save would newly give a user that the caller does not work in: only who manages the network's units
 * (CNF 2) gives those (issue 12).
 */
export function unitsBeyondReach(
  added: ReadonlyArray<number>,
  callerUnits: ReadonlyArray<number>,
  managesUnits: boolean,
): number[] {
  return managesUnits ? [] : added.filter((unit) => !callerUnits.includes(unit));
}
