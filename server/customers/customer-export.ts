import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { CustomerExportColumn } from "../../src/schemas/customers.ts";

// The files of /exportar-clientes (RPT 13): CSV (UTF-8 with BOM, ';' as Excel in Brazil reads it) and XLSX,
// written row by row with exceljs's streaming writer, which yields to the event loop while it writes.

export type ExportCell = string | boolean;
export type ExportRow = Readonly<Record<CustomerExportColumn, ExportCell>>;

const csvCell = (value: ExportCell, yes: string, no: string) => {
  const text = typeof value === "boolean" ? (value ? yes : no) : value;
  // A cell starting with = + - @ would run as a formula in a spreadsheet, and so would one after a leading tab or
  // carriage return, which spreadsheets skip (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function customersCsv(
  columns: ReadonlyArray<CustomerExportColumn>,
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ExportRow>,
  yesNo: readonly [string, string],
): Uint8Array<ArrayBuffer> {
  const lines = [
    headers.map((h) => csvCell(h, ...yesNo)).join(";"),
    ...rows.map((row) => columns.map((column) => csvCell(row[column], ...yesNo)).join(";")),
  ];
  return new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
}

export async function customersXlsx(
  columns: ReadonlyArray<CustomerExportColumn>,
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ExportRow>,
  yesNo: readonly [string, string],
  sheetName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows)
    sheet
      .addRow(
        columns.map((column) => (typeof row[column] === "boolean" ? (row[column] ? yesNo[0] : yesNo[1]) : row[column])),
      )
      .commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
