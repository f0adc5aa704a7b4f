import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FinancialEntryChoices, FinancialEntryListQuery } from "../../schemas/finance-entries.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PersonSearchField } from "./person-search-field.tsx";

/** The panel's filters as the list query takes them. */
export type FinancialEntryFilters = Pick<
  FinancialEntryListQuery,
  "period_on" | "status" | "kind" | "company_id" | "account_id" | "supplier_id" | "customer_id"
>;

/** The URL keys of the filters (next to the table's own page, sort and text). */
const URL_KEYS = {
  period_on: "periodo",
  status: "situacao",
  kind: "tipo",
  company_id: "unidade",
  account_id: "conta",
  supplier_id: "fornecedor",
  customer_id: "cliente",
} as const;

const ID = /^[1-9]\d{0,9}$/;

export function financialEntryFiltersOfUrl(params: URLSearchParams): FinancialEntryFilters {
  const filters: { -readonly [K in keyof FinancialEntryFilters]: FinancialEntryFilters[K] } = {};
  const periodOn = params.get(URL_KEYS.period_on);
  if (periodOn === "due" || periodOn === "competency") filters.period_on = periodOn;
  const status = params.get(URL_KEYS.status);
  if (status === "1" || status === "2" || status === "3") filters.status = status;
  const kind = params.get(URL_KEYS.kind);
  if (kind === "pay" || kind === "receive") filters.kind = kind;
  for (const field of ["company_id", "account_id", "supplier_id", "customer_id"] as const) {
    const value = params.get(URL_KEYS[field]) ?? "";
    if (ID.test(value)) filters[field] = Number(value);
  }
  return filters;
}

export function withFinancialEntryFilters(params: URLSearchParams, filters: FinancialEntryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [field, key] of Object.entries(URL_KEYS)) {
    const value = filters[field as keyof FinancialEntryFilters];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

type Props = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly applied: FinancialEntryFilters;
  readonly onApply: (filters: FinancialEntryFilters) => void;
  readonly choices: FinancialEntryChoices | null;
};

/** The name the server gave for the applied supplier / customer, when it is the one of the filter. */
const nameOf = (person: { id: number; name: string } | null | undefined, id: number | undefined) =>
  person && person.id === id ? person.name : "";

/** 'Filtros' of /contas-a-pagar-receber: period on, status, kind, unit, account, supplier, customer. */
export function FinancialEntryFilterPanel({ visible, onHide, applied, onApply, choices }: Props) {
  const { t } = useTranslation("finance-entries");
  const [draft, setDraft] = useState<FinancialEntryFilters>(applied);
  // The person fields keep what is typed: they start again, with the applied person's name, when the panel opens,
  // is cleared or that name arrives.
  const [opened, setOpened] = useState(0);
  const [shownFor, setShownFor] = useState(visible);
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) {
      setDraft(applied);
      setOpened((n) => n + 1);
    }
  }
  const set = <K extends keyof FinancialEntryFilters>(field: K, value: FinancialEntryFilters[K] | null) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null) delete next[field];
      else next[field] = value;
      // An account belongs to a unit.
      if (field === "company_id" && value !== null) {
        const account = choices?.accounts.find((a) => a.id === next.account_id);
        if (account && account.company_id !== value) delete next.account_id;
      }
      return next;
    });
  const unitName = new Map((choices?.units ?? []).map((unit) => [unit.id, unit.name]));
  const accounts = (choices?.accounts ?? [])
    .filter((account) => draft.company_id === undefined || account.company_id === draft.company_id)
    .map((account) => ({
      value: account.id,
      label:
        draft.company_id === undefined
          ? t("filters.account-of-unit", {
              account: account.account_name,
              unit: unitName.get(account.company_id) ?? "",
            })
          : account.account_name,
    }));
  return (
    <FilterPanel
      visible={visible}
      onHide={onHide}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft({});
        setOpened((n) => n + 1);
        onApply({});
      }}
    >
      <DropdownField<"due" | "competency">
        id="entry-filter-period-on"
        label={t("filters.period-on")}
        value={draft.period_on ?? "due"}
        options={[
          { value: "due", label: t("filters.due") },
          { value: "competency", label: t("filters.competency") },
        ]}
        onChange={(value) => set("period_on", value === "due" ? null : value)}
      />
      <DropdownField<"1" | "2" | "3">
        id="entry-filter-status"
        label={t("filters.status")}
        value={draft.status ?? null}
        options={(["1", "2", "3"] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        onChange={(value) => set("status", value)}
        showClear
      />
      <DropdownField<"pay" | "receive">
        id="entry-filter-kind"
        label={t("filters.kind")}
        value={draft.kind ?? null}
        options={(["pay", "receive"] as const).map((value) => ({ value, label: t(`kinds.${value}`) }))}
        onChange={(value) => set("kind", value)}
        showClear
      />
      <DropdownField<number>
        id="entry-filter-unit"
        label={t("filters.unit")}
        value={draft.company_id ?? null}
        options={(choices?.units ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
        onChange={(value) => set("company_id", value)}
        showClear
      />
      <DropdownField<number>
        id="entry-filter-account"
        label={t("filters.account")}
        value={draft.account_id ?? null}
        options={accounts}
        onChange={(value) => set("account_id", value)}
        filter
        showClear
      />
      <PersonSearchField
        key={`supplier-${opened}-${choices?.supplier?.id ?? 0}`}
        id="entry-filter-supplier"
        label={t("filters.supplier")}
        kind="pay"
        name={nameOf(choices?.supplier, applied.supplier_id)}
        onChange={(person) => set("supplier_id", person?.id ?? null)}
      />
      <PersonSearchField
        key={`customer-${opened}-${choices?.customer?.id ?? 0}`}
        id="entry-filter-customer"
        label={t("filters.customer")}
        kind="receive"
        name={nameOf(choices?.customer, applied.customer_id)}
        onChange={(person) => set("customer_id", person?.id ?? null)}
      />
    </FilterPanel>
  );
}
