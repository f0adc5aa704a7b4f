import { Schema } from "effect";
import { INVOICE_STATUSES, MAX_INVOICE_LINES, MAX_NFE_XML_BYTES } from "../domain/invoices.ts";
import { MAX_INSTALLMENTS } from "../domain/finance.ts";
import { ListQueryFields, listOf } from "./common.ts";
import {
  ApiDate,
  ArrayUpTo,
  Id,
  IdFromString,
  MoneyAmount,
  MoneyString,
  MoneyTotalAmount,
  optionalText,
  requiredCleanText,
} from "./fields.ts";
import { StockQuantity } from "./stock.ts";

// Purchase invoices (issue 14 item 5, INV 1): a supplier's invoice with its lines, charges and installments, its
// NF-e XML import. Money is a decimal string ("1234.56"), quantities JSON numbers with up to 3 decimals.

export const InvoiceStatusCode = Schema.Literals(INVOICE_STATUSES);

export const InvoiceLineInput = Schema.Struct({
  product_id: Id,
  quantity: StockQuantity,
  unit_cost: MoneyAmount,
  /** The supplier's code of the product (cProd): saved with the supplier, so the next import matches it. */
  supplier_code: Schema.optional(optionalText(60)),
  description: Schema.optional(optionalText(120)),
});
export type InvoiceLineInput = typeof InvoiceLineInput.Type;

export const InvoiceInstallmentInput = Schema.Struct({ due_date: ApiDate, value: MoneyTotalAmount });
export type InvoiceInstallmentInput = typeof InvoiceInstallmentInput.Type;

/** A draft invoice as saved (create and update send all of it; the server recomputes totals and landed costs). */
export const InvoiceInput = Schema.Struct({
  company_id: Id,
  stock_id: Id,
  supplier_id: Id,
  number: requiredCleanText(20),
  series: Schema.optional(optionalText(3)),
  access_key: Schema.optional(optionalText(44)),
  issue_date: ApiDate,
  entry_date: ApiDate,
  freight: Schema.optional(MoneyTotalAmount),
  ipi: Schema.optional(MoneyTotalAmount),
  icms_st: Schema.optional(MoneyTotalAmount),
  other_costs: Schema.optional(MoneyTotalAmount),
  discount: Schema.optional(MoneyTotalAmount),
  account_plan_id: Schema.optional(Schema.NullOr(Id)),
  /** Left empty: one installment of the total due on the entry date. */
  installments: ArrayUpTo(InvoiceInstallmentInput, MAX_INSTALLMENTS),
  items: ArrayUpTo(InvoiceLineInput, MAX_INVOICE_LINES),
  notes: Schema.optional(optionalText(500)),
});
export type InvoiceInput = typeof InvoiceInput.Type;

export const InvoiceLine = Schema.Struct({
  id: Schema.Int,
  product_id: Schema.Int,
  product_description: Schema.String,
  sku: Schema.String,
  sale_unit_decimals: Schema.Int,
  supplier_code: Schema.String,
  description: Schema.String,
  quantity: Schema.Number,
  unit_cost: MoneyString,
  total: MoneyString,
  landed_cost: MoneyString,
});
export type InvoiceLine = typeof InvoiceLine.Type;

export const InvoiceInstallment = Schema.Struct({ number: Schema.Int, due_date: Schema.String, value: MoneyString });

export const InvoiceDetail = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  stock_id: Schema.Int,
  supplier_id: Schema.Int,
  supplier_name: Schema.String,
  number: Schema.String,
  series: Schema.String,
  access_key: Schema.NullOr(Schema.String),
  issue_date: Schema.String,
  entry_date: Schema.String,
  freight: MoneyString,
  ipi: MoneyString,
  icms_st: MoneyString,
  other_costs: MoneyString,
  discount: MoneyString,
  items_total: MoneyString,
  total: MoneyString,
  account_plan_id: Schema.NullOr(Schema.Int),
  installments: Schema.Array(InvoiceInstallment),
  items: Schema.Array(InvoiceLine),
  status: InvoiceStatusCode,
  notes: Schema.String,
  posted_at: Schema.NullOr(Schema.String),
  canceled_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type InvoiceDetail = typeof InvoiceDetail.Type;

export const InvoiceListItem = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  supplier_id: Schema.Int,
  supplier_name: Schema.String,
  number: Schema.String,
  series: Schema.String,
  issue_date: Schema.String,
  entry_date: Schema.String,
  total: MoneyString,
  status: InvoiceStatusCode,
});
export type InvoiceListItem = typeof InvoiceListItem.Type;
export const InvoiceList = listOf(InvoiceListItem);
export type InvoiceList = typeof InvoiceList.Type;

export const InvoiceListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(
    Schema.Literals(["issue_date", "entry_date", "number", "supplier_name", "total", "status"]),
  ),
  status: Schema.optional(InvoiceStatusCode),
  company_id: Schema.optional(IdFromString),
});
export type InvoiceListQuery = typeof InvoiceListQuery.Type;

/** The NF-e XML (procNFe or NFe, layout 4.00) as text, for the unit whose stock receives it. */
export const NfeImportRequest = Schema.Struct({
  company_id: Id,
  xml: Schema.String.check(
    Schema.makeFilter((text: string) => text.trim().length > 0 && text.length <= MAX_NFE_XML_BYTES, {
      message: "nfe-xml-size",
    }),
  ),
});
export type NfeImportRequest = typeof NfeImportRequest.Type;

export const NfeSupplier = Schema.Struct({
  /** The network's supplier with the CNPJ of emit, or null: the screen offers to create it. */
  id: Schema.NullOr(Schema.Int),
  cnpj: Schema.String,
  name: Schema.String,
  trade_name: Schema.String,
  state_registration: Schema.String,
  city: Schema.String,
  uf: Schema.String,
});

export const NfeProduct = Schema.Struct({
  id: Schema.Int,
  description: Schema.String,
  sku: Schema.String,
  sale_unit_decimals: Schema.Int,
});

export const NfeItem = Schema.Struct({
  supplier_code: Schema.String,
  ean: Schema.String,
  description: Schema.String,
  ncm: Schema.String,
  unit: Schema.String,
  quantity: Schema.Number,
  unit_cost: MoneyString,
  total: MoneyString,
  /** The product it was matched to, or null (to be linked or created). */
  product: Schema.NullOr(NfeProduct),
  matched_by: Schema.NullOr(Schema.Literals(["ean", "supplier_code"])),
});
export type NfeItem = typeof NfeItem.Type;

/** What an NF-e fills in an invoice; nothing is saved until the invoice is. */
export const NfeImport = Schema.Struct({
  supplier: NfeSupplier,
  number: Schema.String,
  series: Schema.String,
  access_key: Schema.String,
  issue_date: Schema.String,
  freight: MoneyString,
  ipi: MoneyString,
  icms_st: MoneyString,
  other_costs: MoneyString,
  discount: MoneyString,
  total: MoneyString,
  items: Schema.Array(NfeItem),
  installments: Schema.Array(InvoiceInstallment),
  /** The supplier, number and series of an invoice already posted. */
  already_posted: Schema.Boolean,
});
export type NfeImport = typeof NfeImport.Type;

/** What the invoice form chooses from: the user's units, their active stocks and their chart-of-accounts rows. */
export const InvoiceOptions = Schema.Struct({
  companies: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  stocks: Schema.Array(
    Schema.Struct({ id: Schema.Int, company_id: Schema.Int, name: Schema.String, is_default: Schema.Boolean }),
  ),
  account_plans: Schema.Array(
    Schema.Struct({ id: Schema.Int, company_id: Schema.Int, code: Schema.String, name: Schema.String }),
  ),
  /** The code of the row payables book into by default (goods purchased). */
  default_account_plan_code: Schema.String,
});
export type InvoiceOptions = typeof InvoiceOptions.Type;

export const InvoiceProductSearchQuery = Schema.Struct({ search: Schema.optional(Schema.String) });

/** A product an invoice line can take (products, not services). */
export const InvoiceProductHit = Schema.Struct({
  id: Schema.Int,
  description: Schema.String,
  sku: Schema.String,
  ean: Schema.NullOr(Schema.String),
  sale_unit_decimals: Schema.Int,
});
export type InvoiceProductHit = typeof InvoiceProductHit.Type;
export const InvoiceProductSearchResult = Schema.Struct({ data: Schema.Array(InvoiceProductHit) });
