import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StockReportFilterOptions } from "../../schemas/stock-reports.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";

// 'Filtros' of the stock reports: department and unit, kept in the URL next to the table's own keys.

export type StockReportFilters = { readonly department_id?: number; readonly company_id?: number };

const URL_KEYS = { department_id: "department", company_id: "unit" } as const;

export function reportFiltersOfUrl(params: URLSearchParams): StockReportFilters {
  const filters: Record<string, number> = {};
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = params.get(key) ?? "";
    if (/^[1-9]\d{0,9}$/.test(value)) filters[field] = Number(value);
  }
  return filters;
}

/** The URL with these filters, on the list's first page. */
export function withReportFilters(params: URLSearchParams, filters: StockReportFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = filters[field as keyof StockReportFilters];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The 'Filtros' button, with how many filters are on. */
export function StockReportFilterButton({ count, onClick }: { readonly count: number; readonly onClick: () => void }) {
  const { t } = useTranslation("stock-reports");
  return (
    <Button
      type="button"
      icon="pi pi-filter"
      label={t("filters.open")}
      outlined
      badge={count > 0 ? String(count) : undefined}
      aria-label={count > 0 ? `${t("filters.open")}: ${t("filters.active", { count })}` : undefined}
      onClick={onClick}
    />
  );
}

type Props = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly applied: StockReportFilters;
  readonly options: StockReportFilterOptions | null;
  readonly onApply: (filters: StockReportFilters) => void;
};

export function StockReportFilterPanel({ visible, onHide, applied, options, onApply }: Props) {
  const { t } = useTranslation("stock-reports");
  const [draft, setDraft] = useState<StockReportFilters>(applied);
  const [shownFor, setShownFor] = useState(visible);
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setDraft(applied);
  }
  const set = (field: keyof StockReportFilters, value: number | null) =>
    setDraft((current) => {
      const next: Record<string, number> = { ...current };
      if (value === null) delete next[field];
      else next[field] = value;
      return next;
    });
  const named = (rows: ReadonlyArray<{ id: number; name: string }>) =>
    rows.map((r) => ({ value: r.id, label: r.name }));
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
        id="stock-report-department"
        label={t("filters.department")}
        value={draft.department_id ?? null}
        options={named(options?.departments ?? [])}
        onChange={(value) => set("department_id", value)}
        placeholder={t("filters.any")}
        filter
        showClear
      />
      <DropdownField
        id="stock-report-unit"
        label={t("filters.unit")}
        value={draft.company_id ?? null}
        options={named(options?.companies ?? [])}
        onChange={(value) => set("company_id", value)}
        placeholder={t("filters.any")}
        showClear
      />
    </FilterPanel>
  );
}
