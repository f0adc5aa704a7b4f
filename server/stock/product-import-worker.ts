import { Readable } from "node:stream";
import { isMainThread } from "node:worker_threads";
import ExcelJS from "exceljs";
import { type CheckedRow, checkRows, type SheetCell, sheetRows } from "../../src/domain/product-import.ts";
import { inertCellText } from "../../src/domain/text.ts";
import type { SheetJob, SheetJobResult } from "./product-import-job.ts";

// The thread that reads and writes product sheets (product-import-job.ts runs each job on one): exceljs parses and
// builds files synchronously in long stretches, so it never runs on the thread that answers requests.

const cellOf = (value: ExcelJS.CellValue): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object" && "result" in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if (typeof value === "object" && "richText" in value) return value.richText.map((part) => part.text).join("");
  if (typeof value === "object" && "text" in value) return String(value.text);
  return String(value);
};

/** The first sheet's cells, row by row (an empty row kept as empty, so line numbers match the sheet). */
async function gridOf(bytes: Uint8Array, format: "xlsx" | "csv"): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (format === "xlsx") {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    sheet = workbook.worksheets[0];
  } else {
    const text = Buffer.from(bytes)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
    sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter },
      map: (value: string) => value,
    } as never);
  }
  const grid: SheetCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    grid[number - 1] = values.map((value) => cellOf(value as ExcelJS.CellValue));
  });
  return Array.from(grid, (cells) => cells ?? []);
}

async function run(job: SheetJob): Promise<SheetJobResult> {
  if (isMainThread) throw new Error("product sheets are read and written on their own thread");
  if (job.kind === "read") {
    let grid: SheetCell[][];
    try {
      grid = await gridOf(job.bytes, job.format);
    } catch {
      return { kind: "unreadable" };
    }
    const { rows, missing } = sheetRows(grid);
    if (missing.length > 0) return { kind: "missing", fields: missing };
    if (rows.length > job.maxRows) return { kind: "too-many", rows: rows.length };
    const checked: CheckedRow[] = checkRows(rows);
    return { kind: "rows", rows: checked };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(job.sheetName);
  sheet.addRow(job.headers).font = { bold: true };
  for (const row of job.rows) sheet.addRow(row as ExcelJS.CellValue[]);
  if (job.format === "xlsx") {
    sheet.views = [{ state: "frozen", ySplit: 1 }];
    sheet.columns.forEach((column, index) => {
      column.width = Math.min(60, Math.max(10, (job.headers[index]?.length ?? 8) + 4, index === 1 ? 40 : 0));
    });
    return { kind: "file", bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) };
  }
  // A cell of CSV text starting with = + - @ would run as a formula in the spreadsheet that opens the file.
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    row.eachCell((cell) => {
      if (typeof cell.value === "string") cell.value = inertCellText(cell.value);
    });
  });
  const csv = await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ";", writeBOM: true } } as never);
  return { kind: "file", bytes: new Uint8Array(csv as ArrayBuffer) };
}

export default run;
