import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserLogFilterOptions, UserLogListQuery } from "../../schemas/audit.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { actionText, entityText, moduleText } from "./user-log-texts.ts";

/** The panel's filters as the list query takes them. */
export type UserLogFilters = Pick<UserLogListQuery, "user_id" | "company_id" | "module" | "entity" | "action">;

/** The URL keys of the filters (next to the table's own page, sortField, filter and period). */
const URL_KEYS = { user_id: "user", company_id: "unit", module: "module", entity: "entity", action: "action" } as const;
const ID_KEYS = new Set(["user_id", "company_id"]);

export function filtersOfUrl(params: URLSearchParams): UserLogFilters {
  const filters: Record<string, string | number> = {};
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = params.get(key) ?? "";
    if (ID_KEYS.has(field) ? /^[1-9]\d{0,9}$/.test(value) : value !== "")
      filters[field] = ID_KEYS.has(field) ? Number(value) : value;
  }
  return filters as UserLogFilters;
}

/** The URL with these filters, on the list's first page. */
export function withFilters(params: URLSearchParams, filters: UserLogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = filters[field as keyof UserLogFilters];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

type Props = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly applied: UserLogFilters;
  readonly options: UserLogFilterOptions | null;
  readonly onApply: (filters: UserLogFilters) => void;
};

/** 'Filtros' of /user-logs: user, unit, module, record kind and action; the period is the table's own. */
export function UserLogFilterPanel({ visible, onHide, applied, options, onApply }: Props) {
  const { t } = useTranslation("audit");
  const [draft, setDraft] = useState<UserLogFilters>(applied);
  const [shownFor, setShownFor] = useState(visible);
  // Each opening starts from the filters in force.
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setDraft(applied);
  }
  const set = <K extends keyof UserLogFilters>(field: K, value: UserLogFilters[K] | null) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null) delete next[field];
      else next[field] = value;
      return next;
    });
  const words = (codes: ReadonlyArray<string>, text: (code: string) => string) =>
    codes.map((code) => ({ value: code, label: text(code) })).sort((a, b) => a.label.localeCompare(b.label));
  const named = (rows: ReadonlyArray<{ id: number; name: string }>) =>
    rows.map((r) => ({ value: r.id, label: r.name }));
  const byId = [
    { field: "user_id", id: "user-log-user", label: t("filters.user"), options: named(options?.users ?? []) },
    { field: "company_id", id: "user-log-unit", label: t("filters.unit"), options: named(options?.companies ?? []) },
  ] as const;
  const byCode = [
    { field: "module", id: "user-log-module", label: t("filters.module"), codes: options?.modules, text: moduleText },
    { field: "entity", id: "user-log-entity", label: t("filters.entity"), codes: options?.entities, text: entityText },
    { field: "action", id: "user-log-action", label: t("filters.action"), codes: options?.actions, text: actionText },
  ] as const;
  return (
    <FilterPanel
      visible={visible}
      onHide={onHide}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft({});
        onApply({});
      }}
    >
      {byId.map(({ field, id, label, options: choices }) => (
        <DropdownField
          key={id}
          id={id}
          label={label}
          value={draft[field] ?? null}
          options={choices}
          onChange={(value) => set(field, value)}
          filter={field === "user_id"}
          placeholder={t("filters.any")}
          showClear
        />
      ))}
      {byCode.map(({ field, id, label, codes, text }) => (
        <DropdownField
          key={id}
          id={id}
          label={label}
          value={draft[field] ?? null}
          options={words(codes ?? [], (code) => text(t, code))}
          onChange={(value) => set(field, value)}
          placeholder={t("filters.any")}
          showClear
        />
      ))}
    </FilterPanel>
  );
}
