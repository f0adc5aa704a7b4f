import type { TFunction } from "i18next";
import PDFDocument from "pdfkit";
import { shownName } from "../../src/domain/demo-names.ts";
import { formatMoney, type MoneyLocale } from "../../src/domain/money.ts";
import type { CashMovementDetail } from "../../src/schemas/pdv-cash.ts";
import { pdfDateTime } from "../pdf/pdf-date-time.ts";
import { bigCentsOf } from "./values.ts";

// The printed closing report of a register (spec 4, issue 11): unit, register, cashier, opening and closing
// times, float, sales per payment method, sangrias, outflows, then expected, counted and difference per kind, and
// the cashier's and the manager's signature lines. Two layouts of one list of lines: an 80 mm roll, and A4.
// Rendered in the PDF pool's worker threads (server/pdf/pdf-worker.ts).

export type ClosingReportFormat = "80mm" | "a4";

/** One line of the report, top to bottom. */
export type ReportLine =
  | { readonly kind: "title"; readonly text: string }
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "pair"; readonly label: string; readonly value: string; readonly bold?: boolean }
  /** Kind, expected, counted, difference. */
  | { readonly kind: "columns"; readonly cells: readonly [string, string, string, string]; readonly bold?: boolean }
  | { readonly kind: "rule" }
  | { readonly kind: "signature"; readonly text: string };

const KINDS = ["money", "pix", "card"] as const;

/** What the report says, in order. `printedAt` is when it was asked for. */
export function closingReportLines(
  detail: CashMovementDetail,
  t: TFunction,
  locale: MoneyLocale,
  printedAt: Date,
): ReportLine[] {
  const { summary } = detail;
  const r = (key: string, values?: Record<string, unknown>) => t(`pdv:closing-report.${key}`, values ?? {});
  const money = (value: string) => formatMoney(bigCentsOf(value), locale);
  const when = pdfDateTime;
  const pair = (label: string, value: string, bold = false): ReportLine => ({ kind: "pair", label, value, bold });
  const paidOutflows = detail.outflows.filter((o) => o.paid);
  const sum = (values: ReadonlyArray<string>) => values.reduce((total, v) => total + bigCentsOf(v), 0n);
  const closing = summary.closing;

  return [
    { kind: "title", text: r("title") },
    { kind: "rule" },
    pair(r("unit"), summary.company),
    pair(r("register"), String(summary.id)),
    pair(r("cashier"), summary.user),
    pair(r("opened-at"), when(summary.opened_at)),
    pair(r("closed-at"), summary.closed_at ? when(summary.closed_at) : "—"),
    pair(r("float"), money(summary.cash_supply), true),
    { kind: "rule" },
    { kind: "heading", text: r("sales") },
    pair(r("sales-count"), String(summary.sales_count)),
    pair(r("sales-total"), money(summary.sales_total), true),
    { kind: "heading", text: r("by-method") },
    ...(detail.payments.length === 0
      ? [{ kind: "text", text: r("no-sales") } as const]
      : detail.payments.map((p) =>
          pair(`${shownName(p.payment_method, locale)} (${p.count})`, money(p.received_value)),
        )),
    pair(r("change"), money(summary.money.change)),
    { kind: "rule" },
    { kind: "heading", text: r("sangrias") },
    ...(detail.sangrias.length === 0
      ? [{ kind: "text", text: r("none") } as const]
      : detail.sangrias.map((s) => pair(`${when(s.created_at)} ${s.user}`, money(s.value)))),
    pair(r("total"), money(summary.money.sangrias), true),
    { kind: "heading", text: r("outflows") },
    ...(paidOutflows.length === 0
      ? [{ kind: "text", text: r("none") } as const]
      : paidOutflows.map((o) => pair(o.description, money(o.billing_value)))),
    pair(r("total"), formatMoney(sum(paidOutflows.map((o) => o.billing_value)), locale), true),
    { kind: "rule" },
    { kind: "heading", text: r("closing") },
    { kind: "columns", cells: [r("kind"), r("expected"), r("counted"), r("difference")], bold: true },
    ...KINDS.map(
      (k): ReportLine => ({
        kind: "columns",
        cells: [
          r(k),
          money(closing?.[k].expected ?? "0"),
          money(closing?.[k].counted ?? "0"),
          money(closing?.[k].difference ?? "0"),
        ],
      }),
    ),
    { kind: "rule" },
    { kind: "signature", text: `${r("signature-cashier")}: ${summary.user}` },
    { kind: "signature", text: r("signature-manager") },
    { kind: "rule" },
    { kind: "text", text: r("printed-at", { date: when(printedAt) }) },
  ];
}

type Geometry = { readonly width: number; readonly margin: number; readonly font: number };

/** 80 mm in PDF points (thermal printers print about 72 mm of it), and A4. */
const ROLL: Geometry = { width: 227, margin: 10, font: 7 };
const A4: Geometry = { width: 595.28, margin: 50, font: 10 };

const draw = (doc: PDFKit.PDFDocument, lines: ReadonlyArray<ReportLine>, g: Geometry, paged: boolean) => {
  const inner = g.width - 2 * g.margin;
  const bottom = () => doc.page.height - doc.page.margins.bottom - g.font * 4;
  for (const line of lines) {
    if (paged && doc.y > bottom()) doc.addPage();
    switch (line.kind) {
      case "title":
        doc
          .font("Helvetica-Bold")
          .fontSize(g.font * 1.5)
          .text(line.text, g.margin, doc.y, { width: inner, align: "center" });
        doc.moveDown(0.3);
        break;
      case "heading":
        doc.moveDown(0.3);
        doc.font("Helvetica-Bold").fontSize(g.font).text(line.text, g.margin, doc.y, { width: inner });
        break;
      case "text":
        doc.font("Helvetica").fontSize(g.font).text(line.text, g.margin, doc.y, { width: inner });
        break;
      case "pair": {
        const y = doc.y;
        doc.font(line.bold ? "Helvetica-Bold" : "Helvetica").fontSize(g.font);
        doc.text(line.label, g.margin, y, { width: inner * 0.6 });
        const labelBottom = doc.y;
        doc.text(line.value, g.margin + inner * 0.6, y, { width: inner * 0.4, align: "right" });
        doc.y = Math.max(labelBottom, doc.y);
        break;
      }
      case "columns": {
        const y = doc.y;
        const first = inner * 0.22;
        const rest = (inner - first) / 3;
        doc.font(line.bold ? "Helvetica-Bold" : "Helvetica").fontSize(g.font);
        let bottomY = y;
        line.cells.forEach((cell, i) => {
          const x = i === 0 ? g.margin : g.margin + first + rest * (i - 1);
          doc.text(cell, x, y, { width: i === 0 ? first : rest, align: i === 0 ? "left" : "right" });
          bottomY = Math.max(bottomY, doc.y);
        });
        doc.y = bottomY;
        break;
      }
      case "rule":
        doc.moveDown(0.3);
        doc
          .moveTo(g.margin, doc.y)
          .lineTo(g.width - g.margin, doc.y)
          .dash(1, { space: 1.5 })
          .stroke();
        doc.undash();
        doc.moveDown(0.4);
        break;
      case "signature":
        // Room to sign, a line, the name under it.
        doc.moveDown(3);
        doc
          .moveTo(g.margin + inner * 0.1, doc.y)
          .lineTo(g.width - g.margin - inner * 0.1, doc.y)
          .stroke();
        doc.moveDown(0.2);
        doc.font("Helvetica").fontSize(g.font).text(line.text, g.margin, doc.y, { width: inner, align: "center" });
        break;
    }
  }
};

function start(size: [number, number] | "A4", margin: number, title: string) {
  const doc = new PDFDocument({ size, margin, info: { Title: title, Producer: "Rede" } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The closing report as PDF bytes: one roll page as long as its content, or A4 pages. */
export async function closingReportPdf(
  detail: CashMovementDetail,
  format: ClosingReportFormat,
  t: TFunction,
  locale: MoneyLocale,
  printedAt: Date,
): Promise<Buffer> {
  const lines = closingReportLines(detail, t, locale, printedAt);
  const title = t("pdv:closing-report.file-title", { id: detail.summary.id });
  if (format === "a4") {
    const { doc, done } = start("A4", A4.margin, title);
    draw(doc, lines, A4, true);
    doc.end();
    return done;
  }
  // First pass on an endless page to learn the length, then the real one.
  const probe = start([ROLL.width, 100_000], ROLL.margin, title);
  draw(probe.doc, lines, ROLL, false);
  const height = Math.ceil(probe.doc.y + ROLL.margin * 2);
  probe.doc.end();
  await probe.done;
  const { doc, done } = start([ROLL.width, height], ROLL.margin, title);
  draw(doc, lines, ROLL, false);
  doc.end();
  return done;
}
