import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { formatMoney, type MoneyLocale } from "../../src/domain/money.ts";
import type { ReportFormat } from "../../src/schemas/reports.ts";

// A report as a table any format can write (docs/api/reports.md, "the kit"): a title, a subtitle (period and
// scope), headers, rows and a totals row of typed cells. CSV and XLSX are written here (exceljs streaming writer);
// the PDF goes to the PDF pool as text (server/reports/report-pdf.ts), never rendered on the event loop.

export type ReportCell =
  | { readonly kind: "text"; readonly value: string }
  | { readonly kind: "int"; readonly value: number }
  | { readonly kind: "money"; readonly cents: bigint }
  /** A quantity of the sale unit, up to three decimals (1.5 kg). */
  | { readonly kind: "quantity"; readonly value: number }
  /** A change in percent; null: no base to compare with. */
  | { readonly kind: "percent"; readonly value: number | null };

export const textCell = (value: string): ReportCell => ({ kind: "text", value });
export const intCell = (value: number): ReportCell => ({ kind: "int", value });
export const moneyValueCell = (cents: bigint): ReportCell => ({ kind: "money", cents });
export const quantityFigureCell = (value: number): ReportCell => ({ kind: "quantity", value });
export const percentCell = (value: number | null): ReportCell => ({ kind: "percent", value });

export type ReportTable = {
  readonly title: string;
  readonly subtitle: string;
  readonly headers: ReadonlyArray<string>;
  /**
   * Per header, the field of the screen's column it belongs to (several headers may share one: RPT 4's total, its
   * previous value and change). With them a file writes only the columns the user shows (`columns` of the query).
   */
  readonly fields?: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<ReportCell>>;
  readonly totals: ReadonlyArray<ReportCell>;
  /** A line under the totals in every file (the report builder: the rows were cut at its limit). */
  readonly note?: string;
  /** A line under the totals (XLSX and PDF; a CSV stays a plain table): how a total is counted. */
  readonly footnote?: string;
};

/**
 * The table with only the columns of the fields the screen shows (`columns`: a comma list of fields). No list, a
 * table without fields, or a list naming none of its fields: the whole table.
 */
export function withColumns<T extends Omit<ReportTable, "subtitle">>(table: T, columns: string | undefined): T {
  const { fields } = table;
  if (columns === undefined || fields === undefined) return table;
  const shown = new Set(columns.split(","));
  const kept = fields.flatMap((field, index) => (shown.has(field) ? [index] : []));
  if (kept.length === 0) return table;
  const pick = <C>(cells: ReadonlyArray<C>) => kept.map((index) => cells[index] as C);
  return {
    ...table,
    headers: pick(table.headers),
    fields: pick(fields),
    rows: table.rows.map(pick),
    totals: pick(table.totals),
  };
}

const decimal = (cents: bigint, locale: MoneyLocale) => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const separator = locale === "pt-BR" || locale === "es-EC" ? "," : ".";
  return `${negative ? "-" : ""}${abs / 100n}${separator}${String(abs % 100n).padStart(2, "0")}`;
};

const percentText = (value: number | null, locale: MoneyLocale) =>
  value === null
    ? "—"
    : `${value > 0 ? "+" : ""}${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value)}%`;

/** A cell as people read it (the PDF, the screen): "R$ 1.234,56", "+12,5%". */
export function cellText(cell: ReportCell, locale: MoneyLocale): string {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "int":
      return new Intl.NumberFormat(locale).format(cell.value);
    case "money":
      return formatMoney(cell.cents, locale);
    case "quantity":
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(cell.value);
    case "percent":
      return percentText(cell.value, locale);
  }
}

const csvEscape = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Text cells that start like a formula (= + - @, tab, CR) are quoted with ' (OWASP CSV injection). */
const csvText = (value: string) => csvEscape(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV cell: numbers plain with the language's decimal comma (Excel in Brazil reads them as numbers). */
function csvCell(cell: ReportCell, locale: MoneyLocale): string {
  switch (cell.kind) {
    case "text":
      return csvText(cell.value);
    case "int":
      return String(cell.value);
    case "money":
      return decimal(cell.cents, locale);
    case "quantity":
      return String(cell.value).replace(".", ",");
    case "percent":
      return cell.value === null ? "" : String(cell.value).replace(".", ",");
  }
}

/** UTF-8 with BOM, ';' between cells, CRLF: the way Excel in Brazil opens a CSV. */
export function reportCsv(table: ReportTable, locale: MoneyLocale): Uint8Array<ArrayBuffer> {
  const lines = [
    table.headers.map(csvText).join(";"),
    ...table.rows.map((row) => row.map((cell) => csvCell(cell, locale)).join(";")),
    table.totals.map((cell) => csvCell(cell, locale)).join(";"),
    ...(table.note ? [csvText(table.note)] : []),
  ];
  return new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
}

const MONEY_FORMAT = '"R$" #,##0.00;"R$" -#,##0.00';
const PERCENT_FORMAT = '+0.00"%";-0.00"%";0.00"%"';
const QUANTITY_FORMAT = "#,##0.###";

function xlsxValue(cell: ReportCell): string | number | null {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "int":
      return cell.value;
    case "money":
      return Number(cell.cents) / 100;
    case "quantity":
      return cell.value;
    case "percent":
      return cell.value;
  }
}

/** An XLSX workbook: title and subtitle, then the table with numbers as numbers (money and percent formatted). */
export async function reportXlsx(table: ReportTable, sheetName: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = table.headers.map((header) => ({ width: Math.max(14, header.length + 4) }));
  const title = sheet.addRow([table.title]);
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet.addRow([table.subtitle]).commit();
  const head = sheet.addRow([...table.headers]);
  head.font = { bold: true };
  head.commit();
  const write = (cells: ReadonlyArray<ReportCell>, bold: boolean) => {
    const row = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, index) => {
      if (cell.kind === "money") row.getCell(index + 1).numFmt = MONEY_FORMAT;
      if (cell.kind === "percent") row.getCell(index + 1).numFmt = PERCENT_FORMAT;
      if (cell.kind === "quantity") row.getCell(index + 1).numFmt = QUANTITY_FORMAT;
    });
    if (bold) row.font = { bold: true };
    row.commit();
  };
  for (const cells of table.rows) write(cells, false);
  write(table.totals, true);
  const italic = (text: string) => {
    const line = sheet.addRow([text]);
    line.font = { italic: true };
    line.commit();
  };
  if (table.footnote) {
    sheet.addRow([]).commit();
    italic(table.footnote);
  }
  if (table.note) italic(table.note);
  sheet.commit();
  await workbook.commit();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** What the PDF pool renders: the table as text, with which columns are numbers (right-aligned). */
export type ReportPdfTable = {
  readonly title: string;
  readonly subtitle: string;
  readonly headers: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<string>>;
  readonly totals: ReadonlyArray<string>;
  readonly note?: string;
  readonly numeric: ReadonlyArray<boolean>;
  readonly printedAt: string;
  readonly footnote?: string;
};

export function reportPdfTable(table: ReportTable, locale: MoneyLocale, printedAt: string): ReportPdfTable {
  const texts = (cells: ReadonlyArray<ReportCell>) => cells.map((cell) => cellText(cell, locale));
  const sample = table.rows[0] ?? table.totals;
  return {
    title: table.title,
    subtitle: table.subtitle,
    headers: table.headers,
    rows: table.rows.map(texts),
    totals: texts(table.totals),
    ...(table.note ? { note: table.note } : {}),
    numeric: table.headers.map((_, index) => (sample[index]?.kind ?? "text") !== "text"),
    printedAt,
    ...(table.footnote ? { footnote: table.footnote } : {}),
  };
}

export const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** A report file named by Content-Disposition. */
export const fileResponse = (bytes: Uint8Array<ArrayBuffer>, format: ReportFormat, name: string) =>
  new Response(bytes, {
    status: 200,
    headers: {
      "content-type": CONTENT_TYPES[format],
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="${name}.${format}"`,
      "cache-control": "private, no-store",
    },
  });
