import { formatDocumentId } from "./documents.ts";
import { type Currency, formatMoney, type MoneyLocale, parseBigMoney } from "./money.ts";
import { formatPercentage } from "./percentage.ts";
import { isModuleSlug, type ModuleSlug } from "./permissions.ts";
import { formatPhone } from "./phone.ts";

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

const FLAT_PERMISSION = /^([A-Z]{3}) (\d+)$/;
const level = (value: unknown) => (typeof value === "number" ? value : value === undefined ? 0 : null);

/**
 * A permission as the users' audit writes it (`{ "CUS 2": 0 }` → `{ "CUS 2": 2 }`): switched on or off; undefined
 * when it stays permitted at another level (nothing to read), null when the field is not a permission.
 */
function flatSwitch(field: string, before: unknown, after: unknown): PermissionSwitch | null | undefined {
  const [, slug = "", code = ""] = FLAT_PERMISSION.exec(field) ?? [];
  const was = level(before);
  const is = level(after);
  if (!isModuleSlug(slug) || was === null || is === null) return null;
  return was > 0 === is > 0 ? undefined : { slug, code: Number(code), on: is > 0 };
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
  const flats: PermissionSwitch[] = [];
  for (const field of keys) {
    if (same(before[field], after[field])) continue;
    const switches = field === "permissions" ? permissionSwitches(before[field], after[field]) : null;
    const flat = switches ? null : flatSwitch(field, before[field], after[field]);
    if (switches) permissions = switches;
    else if (flat) flats.push(flat);
    else if (flat === null) changes.push({ field, before: before[field], after: after[field] });
  }
  return { changes, permissions: [...permissions, ...flats] };
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

// ---- Reading a changed value (spec 2.2 /user-logs): every field in words, values as the screens show them. ----

/** The records an id in the details points to (the server sends their names with the page). */
export type NamedEntity = "companies" | "users" | "payment_methods" | "unit_groups" | "sellers" | "customers";

/** How a field's value is read; fields not listed read by their value's type. */
export type FieldKind =
  | "money"
  | "percentage"
  | "phone"
  | "document"
  | "modules"
  | "payment-kind"
  | { readonly names: NamedEntity };

const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  cash_supply: "money",
  money: "money",
  pix: "money",
  card: "money",
  total: "money",
  value: "money",
  amount: "money",
  price: "money",
  opening_value: "money",
  fee_percentage: "percentage",
  commission_percentage: "percentage",
  discount_percentage: "percentage",
  royaltyPercent: "percentage",
  marketingFundPercent: "percentage",
  ownerPhone: "phone",
  ownerCpf: "document",
  federalTaxId: "document",
  groupIds: { names: "unit_groups" },
  phone: "phone",
  phone1: "phone",
  phone2: "phone",
  docId1: "document",
  document: "document",
  cnpj: "document",
  cpf: "document",
  disabledModules: "modules",
  kind: "payment-kind",
  company_id: { names: "companies" },
  company_ids: { names: "companies" },
  companyIds: { names: "companies" },
  user_id: { names: "users" },
  user_ids: { names: "users" },
  payment_method_id: { names: "payment_methods" },
  unit_group_id: { names: "unit_groups" },
  group_id: { names: "unit_groups" },
  seller_id: { names: "sellers" },
  customer_id: { names: "customers" },
};

export const fieldKind = (field: string): FieldKind | undefined => FIELD_KINDS[field];

/** The ids a row's details point to, per entity, for the server to name: `{ companies: [1, 4] }`. */
export function referencedIds(details: Fields): Partial<Record<NamedEntity, number[]>> {
  const found: Partial<Record<NamedEntity, Set<number>>> = {};
  const states = "before" in details || "after" in details ? [details.before, details.after] : [details];
  for (const state of states) {
    if (!isFields(state)) continue;
    for (const [field, value] of Object.entries(state)) {
      const kind = FIELD_KINDS[field];
      if (typeof kind !== "object") continue;
      const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isSafeInteger(v));
      const set = found[kind.names] ?? new Set<number>();
      for (const id of ids) set.add(id);
      found[kind.names] = set;
    }
  }
  return Object.fromEntries(Object.entries(found).map(([entity, set]) => [entity, [...set]]));
}

/** "blindClose", "days_to_receive" → "Blind close", "Days to receive": the last resort for a field without a text. */
export const humanisedField = (field: string): string => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What reading a value needs from the screen: the words of the language and the names the server sent. */
export type AuditValueTexts = {
  readonly yes: string;
  readonly no: string;
  readonly locale: MoneyLocale;
  readonly currency: Currency;
  readonly module: (slug: string) => string;
  readonly paymentKind: (kind: string) => string;
  /** The name of a record an id points to, or undefined when the server did not find it. */
  readonly name: (entity: NamedEntity, id: number) => string | undefined;
  /** "Unidade da rede 4": a record that is gone. */
  readonly missing: (entity: NamedEntity, id: number) => string;
};

export const EMPTY_VALUE = "—";

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isFields(value) && Object.keys(value).length === 0);

function moneyText(value: unknown, texts: AuditValueTexts): string | null {
  if (typeof value === "bigint") return formatMoney(value, texts.locale, texts.currency);
  if (typeof value !== "number" && typeof value !== "string") return null;
  const cents = parseBigMoney(String(value));
  return cents === null ? null : formatMoney(cents, texts.locale, texts.currency);
}

function oneValue(kind: FieldKind | undefined, value: unknown, texts: AuditValueTexts): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (Array.isArray(value)) return value.map((item) => oneValue(kind, item, texts)).join(", ");
  if (isFields(value))
    return Object.entries(value)
      .map(([key, item]) => `${humanisedField(key)}: ${oneValue(fieldKind(key), item, texts)}`)
      .join(", ");
  if (typeof kind === "object" && typeof value === "number")
    return texts.name(kind.names, value) ?? texts.missing(kind.names, value);
  const text = String(value);
  if (kind === "money") return moneyText(value, texts) ?? text;
  if (kind === "percentage" && Number.isFinite(Number(value))) return `${formatPercentage(Number(value))} %`;
  if (kind === "phone") return formatPhone(text);
  if (kind === "document") return formatDocumentId(text);
  if (kind === "modules") return texts.module(text);
  if (kind === "payment-kind") return texts.paymentKind(text);
  return text;
}

/** A field's value as the diff reads it: "Sim", "R$ 89,90", "1,50 %", "Loja Centro, Loja Sul", "—". */
export const auditValueText = (field: string, value: unknown, texts: AuditValueTexts): string =>
  oneValue(fieldKind(field), value, texts);
