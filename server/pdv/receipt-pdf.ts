import type { TFunction } from "i18next";
import PDFDocument from "pdfkit";
import { shownName, unitName } from "../../src/domain/demo-names.ts";
import { cleanDocument, formatCnpj, formatCpf } from "../../src/domain/documents.ts";
import { type Cents, formatMoney, type MoneyLocale } from "../../src/domain/money.ts";
import { formatQuantity, milliToNumber, parseQuantity } from "../../src/domain/stock.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import { centsOfNumeric } from "./values.ts";

// The consumer receipt of a sale (every sale: printed with F3 after finalizing, reprinted from the register's sales
// and the history; the PDV opens it in a new window for `nfce` emission, spec 4): an 80 mm roll in the layout of a DANFE NFC-e. No fiscal authority has authorised it, so it says it is not a fiscal
// document; a fiscal integration would add the access key and QR code where the notice stands.

/** The selling unit as the receipt's header shows it. */
export type ReceiptIssuer = {
  readonly legalName: string;
  readonly tradeName: string;
  readonly federalTaxId: string;
  readonly city: string;
  readonly uf: string;
};

/** 80 mm in PDF points; thermal printers print about 72 mm of it. */
const WIDTH = 227;
const MARGIN = 10;
const INNER = WIDTH - 2 * MARGIN;

const formatDocument = (doc: string) => {
  const clean = cleanDocument(doc);
  return clean.length > 11 ? formatCnpj(clean) : formatCpf(clean);
};

/** One line of the receipt, top to bottom. */
export type ReceiptLine =
  | { readonly kind: "center"; readonly text: string; readonly size?: number; readonly bold?: boolean }
  | { readonly kind: "text"; readonly text: string }
  | {
      readonly kind: "pair";
      readonly label: string;
      readonly value: string;
      readonly bold?: boolean;
      /** The label's share of the width (default 0.6). */
      readonly split?: number;
    }
  | { readonly kind: "rule" }
  | { readonly kind: "gap" };

/** What the receipt says, in order: header, items, totals, payments, consumer, sale. */
export function receiptLines(
  sale: SaleDetail,
  issuer: ReceiptIssuer,
  t: TFunction,
  locale: MoneyLocale,
): ReceiptLine[] {
  const money = (cents: Cents) => formatMoney(cents, locale);
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "medium",
  }).format(new Date(sale.created_at));
  const items = sale.items.filter((item) => item.status);
  const customerDoc = sale.customer_doc_id_1 || sale.customer?.doc_id_1 || "";
  const pair = (label: string, value: string, bold = false): ReceiptLine => ({ kind: "pair", label, value, bold });
  const r = (key: string, values?: Record<string, unknown>) => t(`pdv:receipt.${key}`, values ?? {});

  return [
    { kind: "center", text: issuer.legalName, size: 8, bold: true },
    ...(issuer.tradeName !== issuer.legalName ? [{ kind: "center", text: issuer.tradeName } as const] : []),
    { kind: "center", text: `${r("cnpj")} ${formatCnpj(issuer.federalTaxId)}` },
    ...(issuer.city ? [{ kind: "center", text: `${issuer.city}/${issuer.uf}` } as const] : []),
    { kind: "rule" },
    { kind: "center", text: r("title"), size: 7.5, bold: true },
    { kind: "center", text: r("not-fiscal"), bold: true },
    ...(sale.status === "canceled" ? [{ kind: "center", text: r("canceled"), size: 9, bold: true } as const] : []),
    { kind: "rule" },
    pair(
      `# ${r("code")} ${r("description")}`,
      `${r("quantity")} ${r("unit")} x ${r("unit-price")} = ${r("item-total")}`,
      true,
    ),
    ...items.flatMap((item, i): ReceiptLine[] => {
      const amount = parseQuantity(item.quantity) ?? 0;
      const quantity = formatQuantity(amount, item.sale_unit.decimals);
      const gross = centsOfNumeric(item.total) + centsOfNumeric(item.discount);
      return [
        { kind: "text", text: `${String(i + 1).padStart(3, "0")} ${item.sku} ${item.description}` },
        pair(
          `${quantity} ${unitName(item.sale_unit.name, milliToNumber(amount), locale)} x ${money(centsOfNumeric(item.unit_price))}`,
          money(gross),
        ),
        ...(centsOfNumeric(item.discount) > 0 ? [pair(r("item-discount"), money(-centsOfNumeric(item.discount)))] : []),
      ];
    }),
    { kind: "rule" },
    pair(r("item-count"), String(items.length)),
    pair(r("gross-total"), money(centsOfNumeric(sale.gross_total))),
    ...(centsOfNumeric(sale.discount_total) > 0
      ? [pair(r("discounts"), money(-centsOfNumeric(sale.discount_total)))]
      : []),
    ...(centsOfNumeric(sale.delivery_charge) > 0
      ? [pair(r("delivery-charge"), money(centsOfNumeric(sale.delivery_charge)))]
      : []),
    pair(r("to-pay"), money(centsOfNumeric(sale.total)), true),
    { kind: "gap" },
    pair(r("payment-method"), r("paid"), true),
    ...sale.financial_inflows.map((inflow) =>
      pair(
        inflow.quantity > 1
          ? `${shownName(inflow.payment_method, locale)} ${t("pdv:pdf.installments", { count: inflow.quantity })}`
          : shownName(inflow.payment_method, locale),
        money(centsOfNumeric(inflow.received_value)),
      ),
    ),
    ...(centsOfNumeric(sale.total_change) > 0 ? [pair(r("change"), money(centsOfNumeric(sale.total_change)))] : []),
    { kind: "rule" },
    {
      kind: "center",
      bold: true,
      text: customerDoc
        ? `${r("consumer")} ${t("pdv:pdf.document")} ${formatDocument(customerDoc)}${sale.customer ? ` - ${sale.customer.name}` : ""}`
        : r("anonymous-consumer"),
    },
    { kind: "gap" },
    { kind: "center", text: r("sale", { id: sale.id, date: when }) },
    { kind: "center", text: `${t("pdv:pdf.operator")}: ${sale.user} - ${t("pdv:pdf.unit")}: ${sale.company}` },
    ...(sale.notes.trim() !== "" ? [{ kind: "rule" } as const, { kind: "center", text: sale.notes } as const] : []),
  ];
}

type Draw = (doc: PDFKit.PDFDocument) => void;

const drawLines =
  (lines: ReadonlyArray<ReceiptLine>): Draw =>
  (doc) => {
    for (const line of lines) {
      switch (line.kind) {
        case "center":
          doc
            .font(line.bold ? "Helvetica-Bold" : "Helvetica")
            .fontSize(line.size ?? 7)
            .text(line.text, MARGIN, doc.y, { width: INNER, align: "center" });
          break;
        case "text":
          doc.font("Helvetica").fontSize(7).text(line.text, MARGIN, doc.y, { width: INNER });
          break;
        case "pair": {
          // Label on the left, value on the right, on the same line.
          const y = doc.y;
          doc.font(line.bold ? "Helvetica-Bold" : "Helvetica").fontSize(7);
          const split = line.split ?? 0.6;
          doc.text(line.label, MARGIN, y, { width: INNER * split });
          const labelBottom = doc.y;
          doc.text(line.value, MARGIN + INNER * split, y, { width: INNER * (1 - split), align: "right" });
          doc.y = Math.max(labelBottom, doc.y);
          break;
        }
        case "rule":
          doc.moveDown(0.3);
          doc
            .moveTo(MARGIN, doc.y)
            .lineTo(WIDTH - MARGIN, doc.y)
            .dash(1, { space: 1.5 })
            .stroke();
          doc.undash();
          doc.moveDown(0.4);
          break;
        case "gap":
          doc.moveDown(0.4);
          break;
      }
    }
  };

function render(draw: Draw, height: number, title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: [WIDTH, height], margin: MARGIN, info: { Title: title, Producer: "Rede" } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  return { doc, done };
}

/** The receipt as one page exactly as long as its content (a roll has no page breaks). */
export async function receiptPdf(
  sale: SaleDetail,
  issuer: ReceiptIssuer,
  t: TFunction,
  locale: MoneyLocale,
): Promise<Buffer> {
  const draw = drawLines(receiptLines(sale, issuer, t, locale));
  const title = t("pdv:receipt.file-title", { id: sale.id });
  // First pass on an endless page to learn the length, then the real one.
  const probe = render(draw, 100_000, title);
  const height = Math.ceil(probe.doc.y + MARGIN * 2);
  probe.doc.end();
  await probe.done;
  const { doc, done } = render(draw, height, title);
  doc.end();
  return done;
}
