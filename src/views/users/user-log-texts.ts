import type { TFunction } from "i18next";
import {
  type AuditValueTexts,
  actionKey,
  type AuditDiff,
  auditDiff,
  auditValueText,
  entityKey,
  humanisedField,
  type PermissionSwitch,
} from "../../domain/audit.ts";
import type { UserLogRow } from "../../schemas/audit.ts";
import { currentCurrency } from "../../services/format.ts";
import { currentLocale } from "../../services/i18n.ts";

// Codes of the audit log in words (audit namespace; modules and permissions by their names on the users' page,
// payment kinds as the payment methods page says them); a code without a text shows humanised or as written.

/** i18next reads dots as nesting: "permissions.updated" is looked up as "permissions_updated". */
const keyOf = (code: string) => code.replace(/\./g, "_");

export const actionText = (t: TFunction, action: string) =>
  t(`audit:actions.${keyOf(actionKey(action))}`, { defaultValue: action });

export const entityText = (t: TFunction, entity: string) =>
  t(`audit:entities.${keyOf(entityKey(entity))}`, { defaultValue: entity });

export const moduleText = (t: TFunction, module: string) =>
  module === "" ? "" : t(`users:permissions.modules.${module}`, { defaultValue: module });

/** A field in words: the entity's own text for it ("Comissão (%)"), else the common one, else humanised. */
export const fieldText = (t: TFunction, field: string, entity = "") =>
  t([`audit:fields-of.${keyOf(entityKey(entity))}.${keyOf(field)}`, `audit:fields.${keyOf(field)}`], {
    defaultValue: humanisedField(field),
  });

/** "Grupos de clientes (CUS 2)": a sub-permission by its name on the users' page and its code. */
export const permissionName = (t: TFunction, change: Pick<PermissionSwitch, "slug" | "code">) =>
  `${t(`users:permissions.codes.${change.slug}.${change.code}`, { defaultValue: moduleText(t, change.slug) })} (${change.slug} ${change.code})`;

/** "Grupos de clientes (CUS 2): Não → Sim". */
export const permissionText = (t: TFunction, change: PermissionSwitch) => {
  const [was, is] = change.on ? ["no", "yes"] : ["yes", "no"];
  return `${permissionName(t, change)}: ${t(`audit:detail.${was}`)} → ${t(`audit:detail.${is}`)}`;
};

/** The words and names a row's values are read with (src/domain/audit.ts). */
export const valueTexts = (t: TFunction, row: UserLogRow): AuditValueTexts => ({
  yes: t("audit:detail.yes"),
  no: t("audit:detail.no"),
  locale: currentLocale(),
  currency: currentCurrency(),
  module: (slug) => moduleText(t, slug),
  paymentKind: (kind) => t(`finance:payment-methods.kinds.${kind}`, { defaultValue: kind }),
  name: (entity, id) => row.names[entity]?.[String(id)],
  missing: (entity, id) => `${entityText(t, entity)} ${id}`,
});

/** A field's value as read in the diff: "Sim", "R$ 89,90", "1,50 %", unit names, "—". */
export const valueText = (t: TFunction, row: UserLogRow, field: string, value: unknown): string =>
  auditValueText(field, value, valueTexts(t, row));

/** The record a row is about: its name, "Venda nº 12" for a sale, "Cliente 42" when the record is gone. */
export function recordText(t: TFunction, row: UserLogRow): string {
  if (row.record) return row.record;
  if (row.entity_id === null || row.entity_id === "") return entityText(t, row.entity);
  if (entityKey(row.entity) === "sales") return t("audit:records.sale", { id: row.entity_id });
  return `${entityText(t, row.entity)} ${row.entity_id}`;
}

/** The diff of a row's details (src/domain/audit.ts). */
export const diffOf = (row: UserLogRow): AuditDiff => auditDiff(row.details);

/** One changed field as a line: "Nome: Ana → Bia"; a creation "Nome: Ana". */
export const changeLine = (t: TFunction, row: UserLogRow, change: AuditDiff["changes"][number]) =>
  `${fieldText(t, change.field, row.entity)}: ${change.before === undefined ? "" : `${valueText(t, row, change.field, change.before)} → `}${valueText(t, row, change.field, change.after)}`;

/** The changes column as text (copy, CSV, Excel): "Nome: Ana → Bia; Grupos de clientes (CUS 2): Não → Sim". */
export function changesText(t: TFunction, row: UserLogRow): string {
  const { changes, permissions } = diffOf(row);
  return [...changes.map((c) => changeLine(t, row, c)), ...permissions.map((p) => permissionText(t, p))].join("; ");
}
