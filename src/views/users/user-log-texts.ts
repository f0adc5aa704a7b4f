import type { TFunction } from "i18next";
import { actionKey, type AuditDiff, auditDiff, entityKey, type PermissionSwitch } from "../../domain/audit.ts";
import type { UserLogRow } from "../../schemas/audit.ts";

// Codes of the audit log in words (audit namespace); a code without a text shows as written.

/** i18next reads dots as nesting: "permissions.updated" is looked up as "permissions_updated". */
const keyOf = (code: string) => code.replace(/\./g, "_");

export const actionText = (t: TFunction, action: string) =>
  t(`audit:actions.${keyOf(actionKey(action))}`, { defaultValue: action });

export const entityText = (t: TFunction, entity: string) =>
  t(`audit:entities.${keyOf(entityKey(entity))}`, { defaultValue: entity });

export const moduleText = (t: TFunction, module: string) =>
  module === "" ? "" : t(`audit:modules.${module}`, { defaultValue: module });

export const fieldText = (t: TFunction, field: string) => t(`audit:fields.${keyOf(field)}`, { defaultValue: field });

/** A sub-permission by its spec 2.9 name: "Relatórios — Vendas por forma de pagamento". */
export const permissionText = (t: TFunction, change: Pick<PermissionSwitch, "slug" | "code">) =>
  `${moduleText(t, change.slug)} — ${t(`audit:permissions.${change.slug}.${change.code}`, { defaultValue: `${change.slug} ${change.code}` })}`;

/** A field's value as read in the diff: yes/no, "(vazio)", numbers and texts as they are, lists and objects as JSON. */
export function valueText(t: TFunction, value: unknown): string {
  if (value === undefined || value === null || value === "") return t("audit:detail.empty");
  if (typeof value === "boolean") return value ? t("audit:detail.yes") : t("audit:detail.no");
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** The diff of a row's details (src/domain/audit.ts). */
export const diffOf = (row: UserLogRow): AuditDiff => auditDiff(row.details);

/** The changes column as text (copy, CSV, Excel): "Nome: Ana → Bia; Relatórios — DRE: concedida". */
export function changesText(t: TFunction, row: UserLogRow): string {
  const { changes, permissions } = diffOf(row);
  return [
    ...changes.map(
      (c) =>
        `${fieldText(t, c.field)}: ${c.before === undefined ? "" : `${valueText(t, c.before)} → `}${valueText(t, c.after)}`,
    ),
    ...permissions.map((p) => `${p.on ? "+" : "−"} ${permissionText(t, p)}`),
  ].join("; ");
}
