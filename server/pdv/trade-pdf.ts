import type { TFunction } from "i18next";
import type { MoneyLocale } from "../../src/domain/money.ts";
import { formatQuantity, parseQuantity } from "../../src/domain/stock.ts";
import type { BudgetDetail } from "../../src/schemas/pdv-budgets.ts";
import type { CustomerAddress } from "../../src/schemas/pdv-people.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { renderTradeDocument, type TradeDocument, type TradeLine } from "./pdf.ts";
import { centsOfNumeric } from "./values.ts";
import { formatDocumentId } from "../../src/domain/documents.ts";
import { formatZipCode } from "../../src/domain/customers.ts";

const addressText = (a: CustomerAddress | null) =>
  a
    ? [
        `${a.address_1}${a.address_number ? `, ${a.address_number}` : ""}`,
        a.complement,
        a.district,
        `${a.city}/${a.uf}`,
        formatZipCode(a.zip_code),
      ]
        .filter((part) => part.trim() !== "" && part !== "/")
        .join(" - ")
    : null;

const linesOf = (items: SaleDetail["items"]): TradeLine[] =>
  items.map((item) => ({
    description: item.description,
    quantity: formatQuantity(parseQuantity(item.quantity) ?? 0, item.sale_unit.decimals),
    unitPrice: centsOfNumeric(item.unit_price),
    discount: centsOfNumeric(item.discount),
    total: centsOfNumeric(item.total),
    removed: !item.status,
  }));

const totalsOf = (t: TFunction, d: SaleDetail | BudgetDetail) =>
  [
    [t("pdv:pdf.subtotal"), centsOfNumeric(d.gross_total)],
    ...(centsOfNumeric(d.discount_total) > 0
      ? [[t("pdv:pdf.discounts"), -centsOfNumeric(d.discount_total)] as const]
      : []),
    ...(centsOfNumeric(d.delivery_charge) > 0
      ? [[t("pdv:pdf.delivery-charge"), centsOfNumeric(d.delivery_charge)] as const]
      : []),
    [t("pdv:pdf.total"), centsOfNumeric(d.total)],
  ] as const;

export function salePdf(sale: SaleDetail, t: TFunction, locale: MoneyLocale): Promise<Buffer> {
  const document: TradeDocument = {
    title: t("pdv:pdf.sale-title", { id: sale.id }),
    createdAt: new Date(sale.created_at),
    company: sale.company,
    operator: sale.user,
    customer: sale.customer
      ? { name: sale.customer.name, doc: formatDocumentId(sale.customer_doc_id_1 || sale.customer.doc_id_1) }
      : sale.customer_doc_id_1
        ? { name: t("pdv:pdf.final-consumer"), doc: formatDocumentId(sale.customer_doc_id_1) }
        : null,
    address: addressText(sale.delivery_address),
    seller: sale.seller?.name ?? null,
    lines: linesOf(sale.items),
    totals: totalsOf(t, sale),
    payments: [
      ...sale.financial_inflows.map(
        (p) =>
          [
            p.quantity > 1
              ? `${p.payment_method} ${t("pdv:pdf.installments", { count: p.quantity })}`
              : p.payment_method,
            centsOfNumeric(p.received_value),
          ] as const,
      ),
      ...(centsOfNumeric(sale.total_change) > 0
        ? [[t("pdv:pdf.change"), centsOfNumeric(sale.total_change)] as const]
        : []),
    ],
    notes: sale.notes,
    footer: [t("pdv:pdf.not-fiscal")],
  };
  return renderTradeDocument(document, t, locale);
}

export function budgetPdf(budget: BudgetDetail, t: TFunction, locale: MoneyLocale): Promise<Buffer> {
  return renderTradeDocument(
    {
      title: t("pdv:pdf.budget-title", { id: budget.id }),
      createdAt: new Date(budget.updated_at),
      company: budget.company,
      operator: budget.user,
      customer: budget.customer
        ? { name: budget.customer.name, doc: formatDocumentId(budget.customer.doc_id_1) }
        : null,
      address: addressText(budget.delivery_address),
      seller: budget.seller?.name ?? null,
      lines: linesOf(budget.items),
      totals: totalsOf(t, budget),
      payments: [],
      notes: budget.notes,
      footer: [t("pdv:pdf.budget-validity"), t("pdv:pdf.not-fiscal")],
    },
    t,
    locale,
  );
}
