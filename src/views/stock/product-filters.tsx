import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductConfiguration, ProductListQuery } from "../../schemas/stock-products.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";

/** The panel's filters as the list query takes them. */
export type ProductFilters = Pick<
  ProductListQuery,
  | "company_id"
  | "department_id"
  | "group_id"
  | "subgroup_id"
  | "manufacturer_id"
  | "supplier_id"
  | "active"
  | "stock_control"
  | "below_minimum"
>;

/** The URL keys of the filters (next to the table's own page, sortField and filter). */
const URL_KEYS = {
  company_id: "unidade",
  department_id: "departamento",
  group_id: "grupo",
  subgroup_id: "subgrupo",
  manufacturer_id: "fabricante",
  supplier_id: "fornecedor",
  active: "ativo",
  stock_control: "controla-estoque",
  below_minimum: "abaixo-do-minimo",
} as const;
const ID_KEYS = new Set(["company_id", "department_id", "group_id", "subgroup_id", "manufacturer_id", "supplier_id"]);

export function productFiltersOfUrl(params: URLSearchParams): ProductFilters {
  const filters: Record<string, string | number> = {};
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = params.get(key) ?? "";
    if (ID_KEYS.has(field)) {
      if (/^[1-9]\d{0,9}$/.test(value)) filters[field] = Number(value);
    } else if (value === "true" || value === "false") filters[field] = value;
  }
  return filters as ProductFilters;
}

/** The URL with these filters, on the list's first page. */
export function withProductFilters(params: URLSearchParams, filters: ProductFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = filters[field as keyof ProductFilters];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

type Props = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly applied: ProductFilters;
  readonly options: ProductConfiguration | null;
  readonly onApply: (filters: ProductFilters) => void;
};

/** 'Filtros' of /produtos: unit, department, group, subgroup, manufacturer, supplier, active, stock control, below minimum. */
export function ProductFilterPanel({ visible, onHide, applied, options, onApply }: Props) {
  const { t } = useTranslation("products");
  const [draft, setDraft] = useState<ProductFilters>(applied);
  const [shownFor, setShownFor] = useState(visible);
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setDraft(applied);
  }
  const set = <K extends keyof ProductFilters>(field: K, value: ProductFilters[K] | null) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null) delete next[field];
      else next[field] = value;
      // A group belongs to a department, a subgroup to a group.
      if (field === "department_id") delete next.group_id;
      if (field === "department_id" || field === "group_id") delete next.subgroup_id;
      return next;
    });
  const named = (rows: ReadonlyArray<{ id: number; name: string }>) =>
    rows.map((r) => ({ value: r.id, label: r.name }));
  const groups = (options?.groups ?? []).filter(
    (g) => draft.department_id === undefined || g.parent_id === draft.department_id,
  );
  const subgroups = (options?.subgroups ?? []).filter(
    (s) => draft.group_id === undefined || s.parent_id === draft.group_id,
  );
  const byId = [
    { field: "company_id", label: t("filters.unit"), options: named(options?.companies ?? []) },
    { field: "department_id", label: t("filters.department"), options: named(options?.departments ?? []) },
    { field: "group_id", label: t("filters.group"), options: named(groups) },
    { field: "subgroup_id", label: t("filters.subgroup"), options: named(subgroups) },
    { field: "manufacturer_id", label: t("filters.manufacturer"), options: named(options?.producers ?? []) },
    { field: "supplier_id", label: t("filters.supplier"), options: named(options?.suppliers ?? []) },
  ] as const;
  const yesNo = [
    { value: "true" as const, label: t("filters.yes") },
    { value: "false" as const, label: t("filters.no") },
  ];
  const flags = [
    { field: "active", label: t("filters.active") },
    { field: "stock_control", label: t("filters.stock-control") },
    { field: "below_minimum", label: t("filters.below-minimum") },
  ] as const;
  return (
    <FilterPanel visible={visible} onHide={onHide} onApply={() => onApply(draft)} onClear={() => setDraft({})}>
      {byId.map((filter) => (
        <DropdownField
          key={filter.field}
          id={`products-filter-${filter.field}`}
          label={filter.label}
          value={draft[filter.field] ?? null}
          options={filter.options}
          onChange={(value) => set(filter.field, value)}
          placeholder={t("filters.any")}
          filter
          showClear
        />
      ))}
      {flags.map((filter) => (
        <DropdownField
          key={filter.field}
          id={`products-filter-${filter.field}`}
          label={filter.label}
          value={draft[filter.field] ?? null}
          options={yesNo}
          onChange={(value) => set(filter.field, value)}
          placeholder={t("filters.any")}
          showClear
        />
      ))}
    </FilterPanel>
  );
}
