import { Schema } from "effect";
import { PaymentKindCode } from "./pdv.ts";

// The sale being built at the PDV, as the browser keeps it in localStorage until it is finalized or cleared
// (issue 4, item 6: the sale survives a page reload). Decoded on load: a stored draft that no longer fits is dropped.
// Money in integer cents, quantities as numbers with at most 3 decimals, percentages 0..100.

const Cents = Schema.Int;

export const DraftItem = Schema.Struct({
  /** The browser's own line id (sent as the item's `id`). */
  lineId: Schema.String,
  productId: Schema.Int,
  description: Schema.String,
  sku: Schema.String,
  ean: Schema.NullOr(Schema.String),
  quantity: Schema.Number,
  unitPrice: Cents,
  /** price_1 when the item was added. */
  listPrice: Cents,
  /** Cents, or a percentage of price × quantity in percentage mode. */
  manualDiscount: Schema.Number,
  discountPercentageMode: Schema.Boolean,
  /** false: removed (soft removal). */
  status: Schema.Boolean,
  attendantId: Schema.NullOr(Schema.Int),
  unitName: Schema.String,
  unitDecimals: Schema.Int,
  stockControl: Schema.Boolean,
  /** Available stock in the unit when the item was scanned (quantity + incoming − outgoing). */
  available: Schema.Number,
});
export type DraftItem = typeof DraftItem.Type;

export const DraftPayment = Schema.Struct({
  paymentMethodId: Schema.Int,
  name: Schema.String,
  kind: PaymentKindCode,
  /** The method gives change (issue 12); absent in a draft kept from before it: money gives change. */
  givesChange: Schema.optional(Schema.Boolean),
  /** What the customer handed over with this method (before change). */
  received: Cents,
  /** Installments. */
  quantity: Schema.Int,
  dueDate: Schema.String,
});
export type DraftPayment = typeof DraftPayment.Type;

export const DraftAddress = Schema.Struct({ id: Schema.Int, label: Schema.String, main: Schema.Boolean });
export type DraftAddress = typeof DraftAddress.Type;

export const DraftCustomer = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  docId1: Schema.String,
  addresses: Schema.Array(DraftAddress),
});
export type DraftCustomer = typeof DraftCustomer.Type;

export const DraftNamed = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type DraftNamed = typeof DraftNamed.Type;

export const DraftNfeObservations = Schema.Struct({
  quantity: Schema.Int,
  specie: Schema.String,
  brand: Schema.String,
  numbering: Schema.String,
  gross_weight: Schema.Number,
  net_weight: Schema.Number,
});
export type DraftNfeObservations = typeof DraftNfeObservations.Type;

export const SaleDraft = Schema.Struct({
  items: Schema.Array(DraftItem),
  payments: Schema.Array(DraftPayment),
  customer: Schema.NullOr(DraftCustomer),
  deliveryAddressId: Schema.NullOr(Schema.Int),
  /** CPF or CNPJ on the receipt. */
  customerDoc: Schema.String,
  /** The customer's vehicle named on the sale (customer_object_id); optional so drafts kept before it still load. */
  vehicle: Schema.optional(Schema.NullOr(DraftNamed)),
  transporter: Schema.NullOr(DraftNamed),
  shippingMethod: Schema.Int,
  deliveryCharge: Cents,
  deliveryCost: Cents,
  deliveryManId: Schema.NullOr(Schema.Int),
  sellerId: Schema.NullOr(Schema.Int),
  percentageDiscount: Schema.Number,
  notes: Schema.String,
  fiscalEmission: Schema.NullOr(Schema.Literals(["nfce", "nfe"])),
  operationNature: Schema.String,
  nfeObservations: DraftNfeObservations,
  /** Print the sale PDF after finalizing (spec 3, willPrintPDF). */
  printPdf: Schema.Boolean,
  /** The budget this sale was reopened from: converted after the sale. */
  budgetId: Schema.NullOr(Schema.Int),
  /** Next browser line id. */
  nextLine: Schema.Int,
});
export type SaleDraft = typeof SaleDraft.Type;
