import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import type { FunnelFilters } from "../../machines/crm-funnel.machine.ts";
import { FUNNEL_OPERATORS } from "../../schemas/crm-funnel.ts";
import { INVALID_DATE } from "../../domain/dates.ts";
import { DateField } from "../components/form/date-field.tsx";

type Props = {
  readonly value: FunnelFilters;
  readonly onChange: (value: FunnelFilters) => void;
  readonly sellers: ReadonlyArray<{ id: number; name: string }>;
};

type Compared = readonly [
  "customerTemperatureOperator" | "seasonalValueOperator" | "monthlyValueOperator",
  "customerTemperatureValue" | "seasonalValueValue" | "monthlyValueValue",
  string,
];

const COMPARED: ReadonlyArray<Compared> = [
  ["customerTemperatureOperator", "customerTemperatureValue", "temperature"],
  ["seasonalValueOperator", "seasonalValueValue", "seasonal-value"],
  ["monthlyValueOperator", "monthlyValueValue", "monthly-value"],
];

/** Spec 3's CRM filter query as fields of the 'Filtros' panel; the server filters. */
export function FunnelFilterFields({ value, onChange, sellers }: Props) {
  const { t } = useTranslation("crm");
  const set = (patch: Partial<FunnelFilters>) => onChange({ ...value, ...patch } as FunnelFilters);
  const operators = FUNNEL_OPERATORS.map((op) => ({ value: op, label: t(`funnel.filters.operators.${op}`) }));
  return (
    <>
      <div className="flex flex-column gap-1">
        <label htmlFor="funnel-filter-name">{t("funnel.filters.customer-name")}</label>
        <InputText
          id="funnel-filter-name"
          value={value.customerName ?? ""}
          onChange={(e) => set({ customerName: e.target.value })}
        />
      </div>
      {COMPARED.map(([operator, number, label]) => (
        <fieldset key={operator} className="funnel-filter__compare">
          <legend>{t(`funnel.filters.${label}`)}</legend>
          <Dropdown
            aria-label={`${t(`funnel.filters.${label}`)}: ${t("funnel.filters.operator")}`}
            value={value[operator] ?? null}
            options={operators}
            showClear
            onChange={(e) => set({ [operator]: e.value ?? undefined })}
          />
          <InputText
            aria-label={t(`funnel.filters.${label}`)}
            inputMode="decimal"
            value={value[number] ?? ""}
            onChange={(e) => set({ [number]: e.target.value.replace(",", ".") })}
          />
        </fieldset>
      ))}
      <DateField
        id="funnel-filter-initial"
        label={t("funnel.filters.initial-next-contact")}
        value={value.initialNextContactDate || null}
        // An unfinished date filters nothing rather than reaching the server.
        onChange={(date) => set({ initialNextContactDate: date && date !== INVALID_DATE ? date : "" })}
      />
      <DateField
        id="funnel-filter-final"
        label={t("funnel.filters.final-next-contact")}
        value={value.finalNextContactDate || null}
        // An unfinished date filters nothing rather than reaching the server.
        onChange={(date) => set({ finalNextContactDate: date && date !== INVALID_DATE ? date : "" })}
      />
      <div className="flex flex-column gap-1">
        <label htmlFor="funnel-filter-seller">{t("funnel.filters.seller")}</label>
        <Dropdown
          inputId="funnel-filter-seller"
          value={value.userId ?? null}
          options={sellers.map((s) => ({ value: s.id, label: s.name }))}
          showClear
          filter
          onChange={(e) => set({ userId: e.value ?? undefined })}
        />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor="funnel-filter-called">{t("funnel.filters.called")}</label>
        <Dropdown
          inputId="funnel-filter-called"
          value={value.called ?? ""}
          options={[
            { value: "", label: t("funnel.filters.called-any") },
            { value: "true", label: t("funnel.filters.called-yes") },
            { value: "false", label: t("funnel.filters.called-no") },
          ]}
          onChange={(e) => set({ called: e.value === "" ? undefined : e.value })}
        />
      </div>
    </>
  );
}
