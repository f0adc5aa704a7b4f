import { inertCellText } from "../../../domain/text.ts";
import type { DataTableColumn } from "./data-table-column.ts";

/** Header row, then one row of cell texts per record, as users see them. */
export function toTextGrid<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  rows: ReadonlyArray<Row>,
  headerOf: (key: string) => string,
): string[][] {
  return [columns.map((column) => headerOf(column.header)), ...rows.map((row) => columns.map((c) => c.text(row)))];
}

const BOM = "\uFEFF";

const csvCell = (text: string): string => {
  const safe = inertCellText(text);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** CSV as Excel in pt-BR opens it: UTF-8 with BOM, `;` between cells, CRLF between rows. */
export const toCsv = (grid: ReadonlyArray<ReadonlyArray<string>>): string =>
  BOM + grid.map((row) => row.map(csvCell).join(";")).join("\r\n");

/** Tab-separated text, the shape spreadsheets paste into cells. */
export const toTsv = (grid: ReadonlyArray<ReadonlyArray<string>>): string =>
  grid.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, " ")).join("\t")).join("\n");
