import { isModuleSlug, type ModuleSlug } from "./permissions.ts";

// The audit log's details (conventions: `{ before, after }` with the fields the user edits; `{ after }` on creation)
// read as a diff: one line per changed field, and for permissions the ones switched on or off.

type Fields = Readonly<Record<string, unknown>>;

/** One changed field: its value before (undefined on creation) and after (undefined when it went away). */
export type FieldChange = { readonly field: string; readonly before: unknown; readonly after: unknown };

/** A sub-permission whose permitted state changed (value 1 or 2 is permitted, spec 4). */
export type PermissionSwitch = { readonly slug: ModuleSlug; readonly code: number; readonly on: boolean };

export type AuditDiff = {
  readonly changes: ReadonlyArray<FieldChange>;
  readonly permissions: ReadonlyArray<PermissionSwitch>;
};

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two states of a record, for an audit entry's details (conventions). */
export function auditChange(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Permitted sub-permissions of a permissions list (spec 6 shape), as "SLUG:code". */
function permitted(value: unknown): Set<string> | null {
  if (!Array.isArray(value)) return null;
  const on = new Set<string>();
  for (const module of value) {
    if (!isFields(module) || typeof module.slug !== "string" || !Array.isArray(module.subPermissions)) return null;
    for (const sub of module.subPermissions) {
      if (isFields(sub) && typeof sub.code === "number" && typeof sub.value === "number" && sub.value > 0)
        on.add(`${module.slug}:${sub.code}`);
    }
  }
  return on;
}

/** Which sub-permissions were switched on or off between two permission lists; null when either is not one. */
export function permissionSwitches(before: unknown, after: unknown): PermissionSwitch[] | null {
  const was = before === undefined ? new Set<string>() : permitted(before);
  const is = permitted(after);
  if (!was || !is) return null;
  const switches = [
    ...[...is].filter((key) => !was.has(key)).map((key) => ({ key, on: true })),
    ...[...was].filter((key) => !is.has(key)).map((key) => ({ key, on: false })),
  ].flatMap(({ key, on }) => {
    const [slug = "", code = ""] = key.split(":");
    return isModuleSlug(slug) ? [{ slug, code: Number(code), on }] : [];
  });
  return switches.sort((a, b) => a.slug.localeCompare(b.slug) || a.code - b.code || Number(b.on) - Number(a.on));
}

/**
 * An audit entry's details as a diff. `{ before, after }` (or `{ after }`) gives one line per field that differs,
 * a permissions field (or before/after being permission lists) the switched sub-permissions; older entries that
 * wrote their fields flat (`{ name, email }`) read as values after.
 */
export function auditDiff(details: Fields): AuditDiff {
  const hasStates = "before" in details || "after" in details;
  if (!hasStates)
    return {
      changes: Object.entries(details).map(([field, after]) => ({ field, before: undefined, after })),
      permissions: [],
    };
  const whole = permissionSwitches(details.before, details.after);
  if (whole) return { changes: [], permissions: whole };
  const before = isFields(details.before) ? details.before : {};
  const after = isFields(details.after) ? details.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  let permissions: PermissionSwitch[] = [];
  for (const field of keys) {
    if (same(before[field], after[field])) continue;
    const switches = field === "permissions" ? permissionSwitches(before[field], after[field]) : null;
    if (switches) permissions = switches;
    else changes.push({ field, before: before[field], after: after[field] });
  }
  return { changes, permissions };
}

/** Audit actions written before the conventions' past tenses ("create", "update", ...), named as today. */
const ACTION_ALIASES: Readonly<Record<string, string>> = {
  create: "created",
  update: "updated",
  change_password: "password.changed",
};

/** The action's key in the audit texts: its own, or the newer name of an older one. */
export const actionKey = (action: string): string => ACTION_ALIASES[action] ?? action;

/** Entities written in the singular before the conventions (entity = table name). */
const ENTITY_ALIASES: Readonly<Record<string, string>> = {
  customer: "customers",
  user: "users",
  profile: "users",
  session: "sessions",
  budget: "budgets",
  sale: "sales",
  transporter: "transporters",
  cash_movement: "cash_movements",
  sangria: "sangrias",
  financial_outflow: "financial_outflows",
};

export const entityKey = (entity: string): string => ENTITY_ALIASES[entity] ?? entity;
