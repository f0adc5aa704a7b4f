import PDFDocument from "pdfkit";
import type { TFunction } from "i18next";
import { type Cents, formatMoney, type MoneyLocale } from "../../src/domain/money.ts";
import { pdfDateTime } from "../pdf/pdf-date-time.ts";

// Sale and budget PDFs (pdfkit, built-in Helvetica: WinAnsi covers Portuguese and Spanish accents).

export type TradeLine = {
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: Cents;
  readonly discount: Cents;
  readonly total: Cents;
  readonly removed: boolean;
};

export type TradeDocument = {
  readonly title: string;
  readonly createdAt: Date;
  readonly company: string;
  readonly operator: string;
  readonly customer: { readonly name: string; readonly doc: string } | null;
  readonly address: string | null;
  readonly seller: string | null;
  readonly lines: ReadonlyArray<TradeLine>;
  readonly totals: ReadonlyArray<readonly [string, Cents]>;
  readonly payments: ReadonlyArray<readonly [string, Cents]>;
  readonly notes: string;
  readonly footer: ReadonlyArray<string>;
};

const COLUMNS = [
  { key: "n", width: 24, align: "left" },
  { key: "product", width: 235, align: "left" },
  { key: "quantity", width: 50, align: "right" },
  { key: "unit", width: 70, align: "right" },
  { key: "discount", width: 68, align: "right" },
  { key: "total", width: 68, align: "right" },
] as const;

/** Renders a sale or budget to PDF bytes. */
export function renderTradeDocument(data: TradeDocument, t: TFunction, locale: MoneyLocale): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: data.title, Producer: "Rede" } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const money = (cents: Cents) => formatMoney(cents, locale);
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 30;

  doc.font("Helvetica-Bold").fontSize(16).text(data.title);
  doc.moveDown(0.3).font("Helvetica").fontSize(9);
  doc.text(`${t("pdv:pdf.date")}: ${pdfDateTime(data.createdAt)}`);
  doc.text(`${t("pdv:pdf.unit")}: ${data.company}`);
  doc.text(`${t("pdv:pdf.operator")}: ${data.operator}`);
  doc.text(
    `${t("pdv:pdf.customer")}: ${data.customer ? data.customer.name : t("pdv:pdf.final-consumer")}${
      data.customer?.doc ? ` (${t("pdv:pdf.document")} ${data.customer.doc})` : ""
    }`,
  );
  if (data.address) doc.text(`${t("pdv:pdf.delivery-address")}: ${data.address}`);
  if (data.seller) doc.text(`${t("pdv:pdf.seller")}: ${data.seller}`);
  doc.moveDown(0.8);

  const row = (cells: ReadonlyArray<string>, bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    let x = left;
    let height = 0;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    COLUMNS.forEach((column, i) => {
      const text = cells[i] ?? "";
      doc.text(text, x, y, { width: column.width - 4, align: column.align });
      height = Math.max(height, doc.heightOfString(text, { width: column.width - 4 }));
      x += column.width;
    });
    doc.x = left;
    doc.y = y + height + 4;
  };
  row(
    [
      "#",
      t("pdv:pdf.product"),
      t("pdv:pdf.quantity"),
      t("pdv:pdf.unit-price"),
      t("pdv:pdf.discount"),
      t("pdv:pdf.total"),
    ],
    true,
  );
  for (const [i, line] of data.lines.entries()) {
    row([
      String(i + 1),
      line.removed ? `${line.description} ${t("pdv:pdf.removed")}` : line.description,
      line.quantity,
      money(line.unitPrice),
      money(line.discount),
      line.removed ? "-" : money(line.total),
    ]);
  }
  doc.moveDown(0.5);

  const pair = (label: string, value: string, bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, left + 300, y, { width: 115, align: "right" });
    doc.text(value, left + 415, y, { width: 100, align: "right" });
    doc.x = left;
  };
  for (const [i, [label, value]] of data.totals.entries()) pair(label, money(value), i === data.totals.length - 1);
  if (data.payments.length > 0) {
    doc.moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(10).text(t("pdv:pdf.payments"), left);
    for (const [label, value] of data.payments) pair(label, money(value));
  }
  if (data.notes.trim() !== "") {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(10).text(t("pdv:pdf.notes"), left);
    doc.font("Helvetica").fontSize(9).text(data.notes, left);
  }
  doc.moveDown(1);
  doc.font("Helvetica-Oblique").fontSize(8);
  for (const line of data.footer) doc.text(line, left);
  doc.end();
  return done;
}
