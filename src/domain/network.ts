import { cleanDocument, isValidCnpj } from "./documents.ts";
import { isValidEmail, isValidUf, isValidZipCode } from "./customers.ts";
import { can, MODULE_SLUGS, type ModuleSlug, type Permissions, type Requirement } from "./permissions.ts";
import { isValidPhone, phoneDigits } from "./phone.ts";
import { cleanText } from "./text.ts";

// A unit of the network (spec 2.5 /unidades-da-rede, issue 12 item 3): its rules, shared by the unit's form and
// the server. Problems are keys of the `validation` namespace under the field they belong to.

/** Written in the state registration field by units without one. */
export const STATE_REGISTRATION_EXEMPT = "ISENTO";

/** Modules a unit can not switch off: without them nobody could switch them on again. */
export const ALWAYS_ENABLED_MODULES: ReadonlyArray<ModuleSlug> = ["CNF", "USR"];

/** Modules a unit may switch off, in the order of spec 6. */
export const UNIT_MODULES: ReadonlyArray<ModuleSlug> = MODULE_SLUGS.filter(
  (slug) => !ALWAYS_ENABLED_MODULES.includes(slug),
);

export type UnitFields = {
  readonly name: string;
  readonly legalName: string;
  readonly federalTaxId: string;
  readonly stateRegistration: string;
  readonly zipCode: string;
  readonly street: string;
  readonly addressNumber: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
  readonly phone: string;
  readonly email: string;
  readonly active: boolean;
};

export type UnitIssue = "required" | "cnpj" | "state-registration" | "zip-code" | "uf" | "phone" | "email";
export type UnitIssues = Readonly<Record<string, ReadonlyArray<UnitIssue>>>;

/** Inscrição estadual: empty, "ISENTO", or 2 to 14 digits (masks allowed). */
export const isValidStateRegistration = (text: string): boolean => {
  const clean = text.trim().toUpperCase();
  if (clean === "" || clean === STATE_REGISTRATION_EXEMPT) return true;
  const digits = clean.replace(/[\s./-]/g, "");
  return /^\d{2,14}$/.test(digits);
};

/** Every rule of a unit: a trade name, a valid CNPJ (alphanumeric too; empty allowed), IE, CEP, UF, phone, e-mail. */
export function unitIssues(unit: UnitFields): UnitIssues {
  const issues: Record<string, UnitIssue[]> = {};
  const add = (field: string, issue: UnitIssue) => {
    issues[field] = [...(issues[field] ?? []), issue];
  };
  if (cleanText(unit.name) === "") add("name", "required");
  if (!isValidCnpj(unit.federalTaxId)) add("federalTaxId", "cnpj");
  if (!isValidStateRegistration(unit.stateRegistration)) add("stateRegistration", "state-registration");
  if (!isValidZipCode(unit.zipCode)) add("zipCode", "zip-code");
  if (!isValidUf(unit.uf)) add("uf", "uf");
  if (!isValidPhone(unit.phone)) add("phone", "phone");
  if (!isValidEmail(unit.email)) add("email", "email");
  return issues;
}

/** The unit as stored: trimmed texts, CNPJ, CEP and phone without masks, upper-case UF and IE. */
export function normalizeUnit<U extends UnitFields>(unit: U): U {
  const stateRegistration = cleanText(unit.stateRegistration).toUpperCase();
  return {
    ...unit,
    name: cleanText(unit.name),
    legalName: cleanText(unit.legalName),
    federalTaxId: cleanDocument(unit.federalTaxId),
    stateRegistration:
      stateRegistration === STATE_REGISTRATION_EXEMPT ? stateRegistration : stateRegistration.replace(/[\s./-]/g, ""),
    zipCode: unit.zipCode.replace(/\D/g, ""),
    street: cleanText(unit.street),
    addressNumber: cleanText(unit.addressNumber),
    complement: cleanText(unit.complement),
    district: cleanText(unit.district),
    city: cleanText(unit.city),
    uf: cleanText(unit.uf).toUpperCase(),
    phone: phoneDigits(unit.phone),
    email: cleanText(unit.email),
  };
}

/**
 * The permissions a user can use: a module unavailable to the user (switched off in every unit the user works in,
 * server/auth/session-store.ts) counts as not granted.
 */
export function usablePermissions(
  permissions: Permissions,
  unavailable: ReadonlyArray<ModuleSlug> | undefined,
): Permissions {
  if (!unavailable || unavailable.length === 0) return permissions;
  return permissions.filter((module) => !unavailable.includes(module.slug));
}

/** The first module of `requirements` the user holds but can not use here; null when that is not why. */
export function disabledModuleOf(
  requirements: ReadonlyArray<Requirement>,
  permissions: Permissions,
  unavailable: ReadonlyArray<ModuleSlug> | undefined,
): ModuleSlug | null {
  const usable = usablePermissions(permissions, unavailable);
  if (requirements.some((r) => can(usable, r))) return null;
  return requirements.find((r) => can(permissions, r))?.slug ?? null;
}
