import { splitInstallments } from "../domain/finance.ts";
import { type InvoiceCharges, invoiceTotals, saleUnitOfNfe } from "../domain/invoices.ts";
import { type Cents, centsToDecimalString, parseMoney } from "../domain/money.ts";
import { isValidEan, type SaleUnitName } from "../domain/products.ts";
import { parseQuantity } from "../domain/stock.ts";
import { cleanText } from "../domain/text.ts";
import type { InvoiceDetail, InvoiceInput, NfeImport } from "../schemas/invoices.ts";
import type { ProductInput } from "../schemas/stock-products.ts";

// The purchase invoice form's values (what the user types, as text) and its one reducer of edits; the totals the
// form shows come from src/domain/invoices.ts, the same rules the server recomputes with.

export type InvoiceLineValues = {
  readonly productId: number | null;
  readonly productLabel: string;
  readonly decimals: number;
  readonly supplierCode: string;
  readonly description: string;
  readonly ean: string;
  readonly ncm: string;
  readonly unit: string;
  readonly quantity: string;
  readonly unitCost: string;
};

export type InstallmentValues = { readonly dueDate: string; readonly value: string };

export type InvoiceFormValues = {
  readonly companyId: number | null;
  readonly stockId: number | null;
  readonly supplierId: number | null;
  readonly supplierLabel: string;
  readonly number: string;
  readonly series: string;
  readonly accessKey: string;
  readonly issueDate: string;
  readonly entryDate: string;
  readonly freight: string;
  readonly ipi: string;
  readonly icmsSt: string;
  readonly otherCosts: string;
  readonly discount: string;
  readonly accountPlanId: number | null;
  readonly notes: string;
  readonly lines: ReadonlyArray<InvoiceLineValues>;
  readonly installments: ReadonlyArray<InstallmentValues>;
};

export type InvoiceTextField =
  | "number"
  | "series"
  | "issueDate"
  | "entryDate"
  | "freight"
  | "ipi"
  | "icmsSt"
  | "otherCosts"
  | "discount"
  | "notes";

export type LineProduct = { readonly id: number; readonly label: string; readonly decimals: number };

export type InvoiceEdit =
  | { readonly kind: "text"; readonly field: InvoiceTextField; readonly value: string }
  | { readonly kind: "unit"; readonly companyId: number; readonly stockId: number | null }
  | { readonly kind: "stock"; readonly stockId: number }
  | { readonly kind: "supplier"; readonly supplierId: number; readonly label: string }
  | { readonly kind: "account-plan"; readonly accountPlanId: number | null }
  | { readonly kind: "line-add"; readonly product: LineProduct }
  | { readonly kind: "line-link"; readonly index: number; readonly product: LineProduct }
  | {
      readonly kind: "line-text";
      readonly index: number;
      readonly field: "quantity" | "unitCost";
      readonly value: string;
    }
  | { readonly kind: "line-remove"; readonly index: number }
  | { readonly kind: "installments-split"; readonly count: number; readonly firstDue: string }
  | {
      readonly kind: "installment-text";
      readonly index: number;
      readonly field: "dueDate" | "value";
      readonly value: string;
    };

export const emptyInvoiceValues = (today: string): InvoiceFormValues => ({
  companyId: null,
  stockId: null,
  supplierId: null,
  supplierLabel: "",
  number: "",
  series: "",
  accessKey: "",
  issueDate: today,
  entryDate: today,
  freight: "",
  ipi: "",
  icmsSt: "",
  otherCosts: "",
  discount: "",
  accountPlanId: null,
  notes: "",
  lines: [],
  installments: [],
});

const moneyText = (decimal: string) => (parseMoney(decimal) === 0 ? "" : decimal.replace(".", ","));
const centsText = (cents: Cents) => centsToDecimalString(cents).replace(".", ",");
const quantityText = (quantity: number) => String(quantity).replace(".", ",");

export const invoiceValuesOf = (invoice: InvoiceDetail): InvoiceFormValues => ({
  companyId: invoice.company_id,
  stockId: invoice.stock_id,
  supplierId: invoice.supplier_id,
  supplierLabel: invoice.supplier_name,
  number: invoice.number,
  series: invoice.series,
  accessKey: invoice.access_key ?? "",
  issueDate: invoice.issue_date,
  entryDate: invoice.entry_date,
  freight: moneyText(invoice.freight),
  ipi: moneyText(invoice.ipi),
  icmsSt: moneyText(invoice.icms_st),
  otherCosts: moneyText(invoice.other_costs),
  discount: moneyText(invoice.discount),
  accountPlanId: invoice.account_plan_id,
  notes: invoice.notes,
  lines: invoice.items.map((item) => ({
    productId: item.product_id,
    productLabel: `${item.product_description} (${item.sku})`,
    decimals: item.sale_unit_decimals,
    supplierCode: item.supplier_code,
    description: item.description,
    ean: "",
    ncm: "",
    unit: "",
    quantity: quantityText(item.quantity),
    unitCost: item.unit_cost.replace(".", ","),
  })),
  installments: invoice.installments.map((i) => ({ dueDate: i.due_date, value: i.value.replace(".", ",") })),
});

/** Fills the form from an NF-e: the unit and stock chosen stay, everything the NF-e says replaces the rest. */
export const valuesWithNfe = (values: InvoiceFormValues, nfe: NfeImport): InvoiceFormValues => ({
  ...values,
  supplierId: nfe.supplier.id,
  supplierLabel: nfe.supplier.name,
  number: nfe.number,
  series: nfe.series,
  accessKey: nfe.access_key,
  issueDate: nfe.issue_date,
  freight: moneyText(nfe.freight),
  ipi: moneyText(nfe.ipi),
  icmsSt: moneyText(nfe.icms_st),
  otherCosts: moneyText(nfe.other_costs),
  discount: moneyText(nfe.discount),
  lines: nfe.items.map((item) => ({
    productId: item.product?.id ?? null,
    productLabel: item.product ? `${item.product.description} (${item.product.sku})` : "",
    decimals: item.product?.sale_unit_decimals ?? 3,
    supplierCode: item.supplier_code,
    description: item.description,
    ean: item.ean,
    ncm: item.ncm,
    unit: item.unit,
    quantity: quantityText(item.quantity),
    unitCost: item.unit_cost.replace(".", ","),
  })),
  installments: nfe.installments.map((i) => ({ dueDate: i.due_date, value: i.value.replace(".", ",") })),
});

const replaced = <T>(list: ReadonlyArray<T>, index: number, change: (item: T) => T): T[] =>
  list.map((item, at) => (at === index ? change(item) : item));

const centsIn = (text: string): Cents => (text.trim() === "" ? 0 : (parseMoney(text) ?? 0));
const milliIn = (text: string) => parseQuantity(text.trim().replace(",", ".")) ?? 0;

export const chargesOfValues = (values: InvoiceFormValues): InvoiceCharges => ({
  freight: centsIn(values.freight),
  ipi: centsIn(values.ipi),
  icmsSt: centsIn(values.icmsSt),
  otherCosts: centsIn(values.otherCosts),
  discount: centsIn(values.discount),
});

/** The totals the form shows, by the rules the server recomputes with. */
export const totalsOfValues = (values: InvoiceFormValues) =>
  invoiceTotals(
    values.lines.map((line) => ({ quantity: milliIn(line.quantity), unitCost: centsIn(line.unitCost) })),
    chargesOfValues(values),
  );

export const editInvoice = (values: InvoiceFormValues, edit: InvoiceEdit): InvoiceFormValues => {
  switch (edit.kind) {
    case "text":
      return { ...values, [edit.field]: edit.value };
    case "unit":
      return { ...values, companyId: edit.companyId, stockId: edit.stockId, accountPlanId: null };
    case "stock":
      return { ...values, stockId: edit.stockId };
    case "supplier":
      return { ...values, supplierId: edit.supplierId, supplierLabel: edit.label };
    case "account-plan":
      return { ...values, accountPlanId: edit.accountPlanId };
    case "line-add":
      return {
        ...values,
        lines: [
          ...values.lines,
          {
            productId: edit.product.id,
            productLabel: edit.product.label,
            decimals: edit.product.decimals,
            supplierCode: "",
            description: "",
            ean: "",
            ncm: "",
            unit: "",
            quantity: "1",
            unitCost: "",
          },
        ],
      };
    case "line-link":
      return {
        ...values,
        lines: replaced(values.lines, edit.index, (line) => ({
          ...line,
          productId: edit.product.id,
          productLabel: edit.product.label,
          decimals: edit.product.decimals,
        })),
      };
    case "line-text":
      return {
        ...values,
        lines: replaced(values.lines, edit.index, (line) => ({ ...line, [edit.field]: edit.value })),
      };
    case "line-remove":
      return { ...values, lines: values.lines.filter((_, at) => at !== edit.index) };
    case "installments-split": {
      const total = totalsOfValues(values).total;
      if (total <= 0 || edit.firstDue === "") return values;
      return {
        ...values,
        installments: splitInstallments(total, edit.count, edit.firstDue).map((i) => ({
          dueDate: i.dueDate,
          value: centsText(i.value),
        })),
      };
    }
    case "installment-text":
      return {
        ...values,
        installments: replaced(values.installments, edit.index, (i) => ({ ...i, [edit.field]: edit.value })),
      };
  }
};

const apiMoney = (text: string) => centsToDecimalString(centsIn(text));

/** The request body; ids not chosen yet go as 0, which the server refuses under their field. */
export const invoiceBodyOf = (values: InvoiceFormValues): InvoiceInput => ({
  company_id: values.companyId ?? 0,
  stock_id: values.stockId ?? 0,
  supplier_id: values.supplierId ?? 0,
  number: values.number,
  series: values.series,
  ...(values.accessKey ? { access_key: values.accessKey } : {}),
  issue_date: values.issueDate,
  entry_date: values.entryDate,
  freight: apiMoney(values.freight),
  ipi: apiMoney(values.ipi),
  icms_st: apiMoney(values.icmsSt),
  other_costs: apiMoney(values.otherCosts),
  discount: apiMoney(values.discount),
  account_plan_id: values.accountPlanId,
  installments: values.installments.map((i) => ({ due_date: i.dueDate, value: apiMoney(i.value) })),
  items: values.lines.map((line) => ({
    product_id: line.productId ?? 0,
    quantity: milliIn(line.quantity) / 1000,
    unit_cost: apiMoney(line.unitCost),
    ...(line.supplierCode ? { supplier_code: line.supplierCode } : {}),
    ...(line.description ? { description: line.description.slice(0, 120) } : {}),
  })),
  notes: values.notes,
});

/** Lines of an imported NF-e still without a product: saving waits until each is linked or created. */
export const unlinkedLines = (values: InvoiceFormValues): number[] =>
  values.lines.flatMap((line, index) => (line.productId === null ? [index] : []));

/** A product created from an NF-e line without one: what the line says, and the sale price the user gives. */
export type LineProductDraft = {
  readonly full_description: string;
  readonly sku: string;
  readonly ean: string;
  readonly ncm: string;
  readonly sale_unit: SaleUnitName;
  readonly cost: Cents | null;
  readonly price: Cents | null;
};

/**
 * The draft a line fills: description (xProd), SKU from the supplier's code (cProd), EAN (cEAN) when it is a valid
 * EAN-13, NCM, the sale unit of uCom and the cost (vUnCom); the sale price is left for the user.
 */
export const productDraftOfLine = (line: InvoiceLineValues): LineProductDraft => ({
  full_description: line.description.slice(0, 200),
  sku: (line.supplierCode || line.ean).slice(0, 60),
  ean: line.ean && isValidEan(line.ean) ? line.ean : "",
  ncm: line.ncm,
  sale_unit: saleUnitOfNfe(line.unit),
  cost: line.unitCost.trim() === "" ? null : parseMoney(line.unitCost),
  price: null,
});

export type LineProductField = "full_description" | "sku" | "price";

/** The draft's fields left empty (the server checks the rest: EAN, NCM, SKU taken). */
export const lineProductIssues = (draft: LineProductDraft): ReadonlyArray<LineProductField> => [
  ...(cleanText(draft.full_description) === "" ? (["full_description"] as const) : []),
  ...(draft.sku.trim() === "" ? (["sku"] as const) : []),
  ...(draft.price === null ? (["price"] as const) : []),
];

/** POST /api/v1/products for the draft: a product with stock control in the invoice's unit, at its cost and price. */
export const lineProductBody = (
  draft: LineProductDraft,
  companyId: number,
  supplierId: number | null,
): ProductInput => {
  const cost = centsToDecimalString(draft.cost ?? 0);
  const price = centsToDecimalString(draft.price ?? 0);
  return {
    full_description: draft.full_description,
    sku: draft.sku.trim(),
    ean: draft.ean.trim(),
    sale_unit: draft.sale_unit,
    kind: "product",
    status: true,
    ncm: draft.ncm.trim(),
    cost,
    price,
    supplier_id: supplierId,
    configs: [
      { company_id: companyId, price_1: price, unit_cost: cost, stock_control: true, min_stock: 0, active: true },
    ],
  };
};
