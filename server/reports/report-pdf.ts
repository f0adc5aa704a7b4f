import PDFDocument from "pdfkit";
import type { TFunction } from "i18next";
import { pdfDateTime } from "../pdf/pdf-date-time.ts";
import type { ReportPdfTable } from "./report-table.ts";

// A report as a landscape A4 PDF (pdfkit, built-in Helvetica): title, period and scope, the table with its header
// repeated on each page and the totals row in bold. Rendered in the PDF pool's worker threads only.

export function reportPdf(table: ReportPdfTable, t: TFunction): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 36,
    info: { Title: table.title, Producer: "Rede" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const count = Math.max(1, table.headers.length);
  // The first column (a name) takes twice the room of a figure.
  const unit = width / (count + 1);
  const widths = table.headers.map((_, index) => (index === 0 ? unit * 2 : unit));
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;

  const row = (cells: ReadonlyArray<string>, bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? unit) - 6 })),
      10,
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? unit;
      doc.text(cell, x, y, { width: w - 6, align: table.numeric[i] ? "right" : "left" });
      x += w;
    });
    doc.x = left;
    doc.y = y + height + 4;
  };
  const header = () => {
    row(table.headers, true);
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .stroke();
  };

  doc.font("Helvetica-Bold").fontSize(15).text(table.title, left);
  doc.font("Helvetica").fontSize(9).text(table.subtitle, left);
  const printed = pdfDateTime(table.printedAt);
  doc.text(`${t("reports:pdf.printed-at")}: ${printed}`, left);
  doc.moveDown(0.8);
  header();
  if (table.rows.length === 0) row([t("reports:empty")], false);
  for (const cells of table.rows) row(cells, false);
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  row(table.totals, true);
  for (const line of [table.footnote, table.note]) {
    if (!line) continue;
    doc.moveDown(0.5);
    doc.font("Helvetica-Oblique").fontSize(8).text(line, left, doc.y, { width });
  }
  doc.end();
  return done;
}
