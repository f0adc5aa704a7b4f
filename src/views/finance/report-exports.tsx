import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { copyText } from "../components/data-table/copy-text.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { toCsv, toTextGrid, toTsv } from "../components/data-table/export-text.ts";
import { saveFile } from "../components/data-table/save-file.ts";
import { toXlsxBlob } from "../components/data-table/xlsx-file.ts";

type Props<Row> = {
  readonly columns: ReadonlyArray<DataTableColumn<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly fileName: string;
};

/** The data table's exports (Copiar, CSV, Excel) for a report shown as a plain table, with the same helpers. */
export function ReportExports<Row>({ columns, rows, fileName }: Props<Row>) {
  const { t } = useTranslation(["table", "finance-reports"]);
  const headerOf = (key: string) => t(key);
  return (
    <div className="finance-report__exports">
      <Button
        type="button"
        outlined
        size="small"
        label={t("table:toolbar.copy")}
        onClick={() => {
          copyText(toTsv(toTextGrid(columns, rows, headerOf))).catch(() => {});
        }}
      />
      <Button
        type="button"
        outlined
        size="small"
        label={t("table:toolbar.csv")}
        onClick={() =>
          saveFile(new Blob([toCsv(toTextGrid(columns, rows, headerOf))], { type: "text/csv" }), `${fileName}.csv`)
        }
      />
      <Button
        type="button"
        outlined
        size="small"
        label={t("table:toolbar.excel")}
        onClick={() => {
          toXlsxBlob(columns, rows, headerOf, fileName)
            .then((blob) => saveFile(blob, `${fileName}.xlsx`))
            .catch(() => {});
        }}
      />
    </div>
  );
}
