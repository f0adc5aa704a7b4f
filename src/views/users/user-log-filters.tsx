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
  const common = { placeholder: t("filters.any"), showClear: true } as const;
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
      <DropdownField
        id="user-log-user"
        label={t("filters.user")}
        value={draft.user_id ?? null}
        options={(options?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
        onChange={(value) => set("user_id", value)}
        filter
        {...common}
      />
      <DropdownField
        id="user-log-unit"
        label={t("filters.unit")}
        value={draft.company_id ?? null}
        options={(options?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(value) => set("company_id", value)}
        {...common}
      />
      <DropdownField
        id="user-log-module"
        label={t("filters.module")}
        value={draft.module ?? null}
        options={words(options?.modules ?? [], (code) => moduleText(t, code))}
        onChange={(value) => set("module", value)}
        {...common}
      />
      <DropdownField
        id="user-log-entity"
        label={t("filters.entity")}
        value={draft.entity ?? null}
        options={words(options?.entities ?? [], (code) => entityText(t, code))}
        onChange={(value) => set("entity", value)}
        {...common}
      />
      <DropdownField
        id="user-log-action"
        label={t("filters.action")}
        value={draft.action ?? null}
        options={words(options?.actions ?? [], (code) => actionText(t, code))}
        onChange={(value) => set("action", value)}
        {...common}
      />
    </FilterPanel>
  );
}
