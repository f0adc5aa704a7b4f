import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOMER_EXPORT_COLUMNS, type CustomerExportColumn } from "../../schemas/customers.ts";
import { listCrmStages } from "../../services/api/crm-settings.ts";
import { allCustomerGroups, exportCustomers } from "../../services/api/customers.ts";
import { saveFile } from "../components/data-table/save-file.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { DateField } from "../components/form/date-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { CustomerCityFields } from "./customer-city-fields.tsx";
import "./customers.css";

type Filters = {
  groupId: number | null;
  uf: string;
  cityId: number | null;
  type: "F" | "J" | null;
  active: "true" | "false" | null;
  stageId: number | null;
  from: string;
  to: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /exportar-clientes (RPT 13): filters and columns, then the customers as a CSV or XLSX file. */
export function CustomerExportScreen() {
  const { t } = useTranslation(["customers", "common"]);
  const groups = useResourceData(useResource(allCustomerGroups));
  const stages = useResourceData(useResource(listCrmStages));
  const [filters, setFilters] = useState<Filters>({
    groupId: null,
    uf: "",
    cityId: null,
    type: null,
    active: null,
    stageId: null,
    from: "",
    to: "",
  });
  const [columns, setColumns] = useState<ReadonlyArray<CustomerExportColumn>>(CUSTOMER_EXPORT_COLUMNS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  const run = async (format: "csv" | "xlsx") => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await exportCustomers({
        format,
        columns: columns.join(","),
        ...(filters.groupId === null ? {} : { group_id: filters.groupId }),
        ...(filters.uf === "" ? {} : { uf: filters.uf }),
        ...(filters.cityId === null ? {} : { city_id: String(filters.cityId) }),
        ...(filters.type === null ? {} : { customer_type: filters.type }),
        ...(filters.active === null ? {} : { active: filters.active }),
        ...(filters.stageId === null ? {} : { stage_id: filters.stageId }),
        ...(DATE.test(filters.from) ? { initial_date: filters.from } : {}),
        ...(DATE.test(filters.to) ? { final_date: filters.to } : {}),
      });
      saveFile(file.blob, file.filename ?? `${t("export.file-name")}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="customers-page customer-export">
      <section className="record-form-grid" aria-label={t("export.filters")}>
        <DropdownField
          id="export-group"
          label={t("export.group")}
          value={filters.groupId}
          options={(groups.data?.data ?? []).map((group) => ({ value: group.id as number, label: group.name }))}
          onChange={(groupId) => set({ groupId })}
          placeholder={t("export.any")}
          showClear
        />
        <CustomerCityFields
          uf={filters.uf}
          cityId={filters.cityId}
          onChange={(change) =>
            set({
              ...(change.cityUf === undefined ? {} : { uf: change.cityUf, cityId: null }),
              ...(change.cityId === undefined ? {} : { cityId: change.cityId }),
            })
          }
          error={null}
        />
        <DropdownField
          id="export-type"
          label={t("export.type")}
          value={filters.type}
          options={(["F", "J"] as const).map((type) => ({ value: type, label: t(`form.types.${type}`) }))}
          onChange={(type) => set({ type })}
          placeholder={t("export.any")}
          showClear
        />
        <DropdownField
          id="export-active"
          label={t("export.active")}
          value={filters.active}
          options={[
            { value: "true" as const, label: t("export.active-only") },
            { value: "false" as const, label: t("export.inactive-only") },
          ]}
          onChange={(active) => set({ active })}
          placeholder={t("export.any")}
          showClear
        />
        <DropdownField
          id="export-stage"
          label={t("export.stage")}
          value={filters.stageId}
          options={(stages.data?.data ?? []).map((stage) => ({ value: stage.id as number, label: stage.name }))}
          onChange={(stageId) => set({ stageId })}
          placeholder={t("export.any")}
          showClear
        />
        <DateField
          id="export-from"
          label={t("export.from")}
          value={filters.from || null}
          onChange={(from) => set({ from: from ?? "" })}
        />
        <DateField
          id="export-to"
          label={t("export.to")}
          value={filters.to || null}
          onChange={(to) => set({ to: to ?? "" })}
        />
      </section>
      <fieldset className="customer-export__columns">
        <legend>{t("export.columns-title")}</legend>
        {CUSTOMER_EXPORT_COLUMNS.map((column) => (
          <div key={column} className="customer-check">
            <Checkbox
              inputId={`export-column-${column}`}
              checked={columns.includes(column)}
              onChange={(event) =>
                setColumns(
                  CUSTOMER_EXPORT_COLUMNS.filter((c) => (c === column ? event.checked === true : columns.includes(c))),
                )
              }
            />
            <label htmlFor={`export-column-${column}`}>{t(`export.columns.${column}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="customers-page__bar">
        {failed ? <Message severity="error" role="alert" text={t("export.failed")} /> : null}
        <Button
          type="button"
          icon="pi pi-file"
          label={t("export.csv")}
          outlined
          disabled={busy || columns.length === 0}
          onClick={() => void run("csv")}
        />
        <Button
          type="button"
          icon="pi pi-file-excel"
          label={t("export.xlsx")}
          disabled={busy || columns.length === 0}
          loading={busy}
          onClick={() => void run("xlsx")}
        />
      </div>
    </div>
  );
}
