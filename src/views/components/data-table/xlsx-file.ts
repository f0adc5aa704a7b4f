import type { DataTableColumn, ExcelCell } from "./data-table-column.ts";

const MAX_WIDTH = 60;

const cellOf = (cell: ExcelCell) => {
  if (cell === null || typeof cell !== "object") return cell;
  return { value: cell.value, format: cell.format };
};

/**
 * A real .xlsx of the rows: a bold, frozen header row and typed cells. The writer is loaded
 * only when a user exports, so it stays out of the screens' bundles.
 */
export async function toXlsxBlob<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  rows: ReadonlyArray<Row>,
  headerOf: (key: string) => string,
  sheetName: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import("write-excel-file/universal");
  const headers = columns.map((column) => headerOf(column.header));
  const data = [
    headers.map((header) => ({ value: header, fontWeight: "bold" as const })),
    ...rows.map((row) => columns.map((column) => cellOf(column.excel ? column.excel(row) : column.text(row)))),
  ];
  // A reduce, not Math.max(...rows): spreading tens of thousands of arguments overflows the stack.
  const widths = columns.map((column, index) =>
    Math.min(
      MAX_WIDTH,
      rows.reduce((widest, row) => Math.max(widest, column.text(row).length), (headers[index] ?? "").length) + 2,
    ),
  );
  return writeXlsxFile(data, {
    // Excel refuses sheet names over 31 characters or with []:*?/\
    sheet: sheetName.replace(/[[\]:*?/\\]/g, " ").slice(0, 31),
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}
