import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UFS } from "../../domain/customers.ts";
import { PERSON_TYPES } from "../../domain/suppliers.ts";
import type { SupplierListQuery } from "../../schemas/suppliers.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";

/** The panel's filters as the list query takes them. */
export type SupplierFilters = Pick<SupplierListQuery, "active" | "person_type" | "uf">;

/** The URL keys of the filters (next to the table's own page, sortField and filter). */
const URL_KEYS = { active: "situacao", person_type: "tipo", uf: "uf" } as const;

export function supplierFiltersOfUrl(params: URLSearchParams): SupplierFilters {
  const filters: { -readonly [K in keyof SupplierFilters]: SupplierFilters[K] } = {};
  const active = params.get(URL_KEYS.active);
  if (active === "true" || active === "false") filters.active = active;
  const type = params.get(URL_KEYS.person_type);
  if (type === "J" || type === "F") filters.person_type = type;
  const uf = params.get(URL_KEYS.uf)?.toUpperCase() ?? "";
  if ((UFS as ReadonlyArray<string>).includes(uf)) filters.uf = uf;
  return filters;
}

/** The URL with these filters, on the list's first page. */
export function withSupplierFilters(params: URLSearchParams, filters: SupplierFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = filters[field as keyof SupplierFilters];
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

type Props = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly applied: SupplierFilters;
  readonly onApply: (filters: SupplierFilters) => void;
};

/** 'Filtros' of /fornecedores: situation (active or not), person type and UF. */
export function SupplierFilterPanel({ visible, onHide, applied, onApply }: Props) {
  const { t } = useTranslation("suppliers");
  const [draft, setDraft] = useState<SupplierFilters>(applied);
  const [shownFor, setShownFor] = useState(visible);
  // Each opening starts from the filters in force.
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setDraft(applied);
  }
  const set = <K extends keyof SupplierFilters>(field: K, value: SupplierFilters[K] | null) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null) delete next[field];
      else next[field] = value;
      return next;
    });
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
      <DropdownField<"true" | "false">
        id="supplier-filter-active"
        label={t("filters.status")}
        value={draft.active ?? null}
        options={[
          { value: "true", label: t("filters.status-active") },
          { value: "false", label: t("filters.status-inactive") },
        ]}
        onChange={(value) => set("active", value)}
        placeholder={t("filters.any")}
        showClear
      />
      <DropdownField<"J" | "F">
        id="supplier-filter-type"
        label={t("filters.person-type")}
        value={draft.person_type ?? null}
        options={PERSON_TYPES.map((type) => ({ value: type, label: t(`form.types.${type}`) }))}
        onChange={(value) => set("person_type", value)}
        placeholder={t("filters.any")}
        showClear
      />
      <DropdownField<string>
        id="supplier-filter-uf"
        label={t("filters.uf")}
        value={draft.uf ?? null}
        options={UFS.map((uf) => ({ value: uf, label: uf }))}
        onChange={(value) => set("uf", value)}
        placeholder={t("filters.any")}
        filter
        showClear
      />
    </FilterPanel>
  );
}
