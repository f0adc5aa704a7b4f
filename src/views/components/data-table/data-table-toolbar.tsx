import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableRef } from "../../../machines/data-table.machine.ts";
import { type ColumnChoice, ColumnChooser } from "./column-chooser.tsx";
import { PeriodField } from "./period-field.tsx";
import { PeriodPresets } from "./period-presets.tsx";
import { MAX_FILTER_LENGTH } from "./table-query.ts";

export type { ColumnChoice } from "./column-chooser.tsx";

export type DataTableToolbarProps<Row> = {
  readonly table: DataTableRef<Row>;
  readonly withPeriod: boolean;
  /** The reports' period shortcuts beside the period field, on this day (YYYY-MM-DD). */
  readonly presetsToday?: string;
  /** Every column, in order, for `Selecionar Colunas`. */
  readonly columnChoices: ReadonlyArray<ColumnChoice>;
  readonly visibleFields: ReadonlyArray<string>;
  readonly onColumnsChange: (fields: ReadonlyArray<string>) => void;
  /** Buttons that replace CSV and Excel (a report's server-made files: CSV, Excel and PDF). */
  readonly exports?: ReactNode;
};

export function DataTableToolbar<Row>({
  table,
  withPeriod,
  presetsToday,
  columnChoices,
  visibleFields,
  onColumnsChange,
  exports,
}: DataTableToolbarProps<Row>) {
  const { t } = useTranslation("table");
  const searchText = useSelector(table, (snapshot) => snapshot.context.searchText);
  const initialDate = useSelector(table, (snapshot) => snapshot.context.query.initialDate);
  const finalDate = useSelector(table, (snapshot) => snapshot.context.query.finalDate);
  const hasRows = useSelector(table, (snapshot) => snapshot.context.rows.length > 0);
  const hasMatches = useSelector(table, (snapshot) => snapshot.context.total > 0);
  const copying = useSelector(table, (snapshot) => snapshot.hasTag("copying"));
  const processing = useSelector(table, (snapshot) => snapshot.hasTag("processing"));
  const format = useSelector(table, (snapshot) => snapshot.context.exportFormat);

  return (
    <div className="data-table-toolbar">
      <div className="data-table-filters">
        <IconField iconPosition="left" className="data-table-search">
          <InputIcon className="pi pi-search" aria-hidden="true" />
          <InputText
            type="search"
            value={searchText}
            maxLength={MAX_FILTER_LENGTH}
            placeholder={t("toolbar.search")}
            aria-label={t("toolbar.search")}
            onChange={(event) => table.send({ type: "search typed", text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === "Enter") table.send({ type: "filter changed", filter: searchText });
            }}
          />
        </IconField>
        {withPeriod ? (
          <PeriodField
            initialDate={initialDate}
            finalDate={finalDate}
            onChange={(period) => table.send({ type: "period changed", ...period })}
          />
        ) : null}
        {withPeriod && presetsToday ? (
          <PeriodPresets
            label={t("period.presets")}
            today={presetsToday}
            onPick={({ start, end }) => table.send({ type: "period changed", initialDate: start, finalDate: end })}
          />
        ) : null}
      </div>
      <div className="data-table-actions">
        <span className="data-table-status" role="status">
          {processing ? (
            <>
              <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("messages.processing")}
            </>
          ) : null}
        </span>
        <Button
          type="button"
          label={t("toolbar.copy")}
          icon="pi pi-copy"
          outlined
          size="small"
          disabled={!hasRows || processing}
          loading={copying}
          onClick={() => table.send({ type: "copy" })}
        />
        {exports ?? (
          <>
            <Button
              type="button"
              label={t("toolbar.csv")}
              icon="pi pi-file"
              outlined
              size="small"
              disabled={!hasMatches || processing || copying}
              loading={processing && format === "csv"}
              onClick={() => table.send({ type: "export", format: "csv" })}
            />
            <Button
              type="button"
              label={t("toolbar.excel")}
              icon="pi pi-file-excel"
              outlined
              size="small"
              disabled={!hasMatches || processing || copying}
              loading={processing && format === "xlsx"}
              onClick={() => table.send({ type: "export", format: "xlsx" })}
            />
          </>
        )}
        <ColumnChooser choices={columnChoices} visibleFields={visibleFields} onChange={onColumnsChange} />
      </div>
    </div>
  );
}
