import { Schema } from "effect";
import { ListMeta, ListQueryFields } from "./common.ts";
import { CompanyId, ProductId, SaleId } from "./ids.ts";
import { CANCEL_REASON_MAX } from "../domain/sale-cancel.ts";
import { Id, IdFromString, MAX_ID, optionalText, requiredText } from "./fields.ts";
import { CustomerAddress } from "./pdv-people.ts";
import {
  Money,
  MoneyTotal,
  NonNegativeMoney,
  NonNegativeTotal,
  PaymentKindCode,
  Percentage,
  Quantity,
  SaleUnit,
  ShippingMethod,
  ValidDate,
} from "./pdv.ts";

// POST /api/v1/sales (spec 3 sale payload, spec 7) and the sales history. The server recomputes every total with
// src/domain/sale.ts and answers 422 when a sent total differs; see docs in the PDV report for the rules.

const OptionalId = Schema.optional(Schema.NullOr(Id));

/** One line of the sale (or of a budget). */
export const SaleItemRequest = Schema.Struct({
  /** The browser's own line id (or a budget item's); not stored. */
  id: Schema.optional(Schema.NullOr(Schema.Union([Schema.Int, Schema.String]))),
  product_id: Id,
  /** Default 1 in the browser; at most the sale unit's decimals. */
  quantity: Quantity,
  /** Usually price_1; the cashier may change it (the list price is kept beside it). Price × quantity is at most 99999999.99. */
  unit_price: NonNegativeMoney,
  /** Reais, or a percentage of price × quantity when discount_percentage_mode. Default "0". */
  manual_discount: Schema.optional(NonNegativeTotal),
  discount_percentage_mode: Schema.optional(Schema.Boolean),
  /** Computed by the browser: manual discount in reais + the sale-wide percentage's share. Checked. */
  discount: NonNegativeTotal,
  /** false: removed (soft removal); sent for the record, never counted. Default true. */
  status: Schema.optional(Schema.Boolean),
  attendant_id: OptionalId,
});
export type SaleItemRequest = typeof SaleItemRequest.Type;

/**
 * One payment line. received_value: what the customer handed over with this method (as typed);
 * billing_value: what it pays of the sale, i.e. received_value with the change taken off the money lines (only money
 * gives change, first money line first); card, PIX and boleto lines are billed at what they received.
 */
export const FinancialInflowRequest = Schema.Struct({
  payment_method_id: Id,
  /** Each at most 99999999.99; the received values of a sale together too. */
  billing_value: NonNegativeTotal,
  received_value: NonNegativeTotal,
  /** Installments, default 1. */
  quantity: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 48 }, { message: "invalid" }))),
  /** Default true; false: to be received later (not counted in the drawer). */
  received: Schema.optional(Schema.Boolean),
  /** Default today. */
  due_date: Schema.optional(ValidDate),
  received_date: Schema.optional(Schema.NullOr(ValidDate)),
});
export type FinancialInflowRequest = typeof FinancialInflowRequest.Type;

const Weight = Schema.Number.check(
  Schema.isGreaterThanOrEqualTo(0, { message: "invalid" }),
  Schema.isLessThanOrEqualTo(1_000_000, { message: "invalid" }),
);

/** Invoice observations; stored only when meaningful (spec 5.5), else null. */
export const NfeObservationsBody = Schema.Struct({
  quantity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0, { message: "invalid" })),
  specie: optionalText(60),
  brand: optionalText(60),
  numbering: optionalText(60),
  gross_weight: Weight,
  net_weight: Weight,
});
export type NfeObservationsBody = typeof NfeObservationsBody.Type;

export const HotelCustomer = Schema.Struct({
  name: Schema.optional(optionalText(120)),
  document: Schema.optional(optionalText(18)),
  room: Schema.optional(optionalText(20)),
});

export const FiscalEmission = Schema.Literals(["nfce", "nfe"]);

export const SaleHeaderRequest = Schema.Struct({
  /** The open register; -1 for a placeholder session (POS 10 without 1), then company_id is required. */
  cash_movement_id: Schema.Int.check(
    Schema.makeFilter((id: number) => id === -1 || (id > 0 && id <= MAX_ID), { message: "invalid" }),
  ),
  company_id: OptionalId,
  customer_id: OptionalId,
  customer_object_id: OptionalId,
  /** CPF or CNPJ printed on the receipt ("CPF na nota"). */
  customer_doc_id_1: Schema.optional(Schema.NullOr(optionalText(18))),
  delivery_address_id: OptionalId,
  transporter_id: OptionalId,
  /** Delivery man id. */
  delivery_men: OptionalId,
  /** Seller id. */
  seller: OptionalId,
  from_hotel: Schema.optional(Schema.Boolean),
  fiscal_emission: Schema.optional(Schema.NullOr(FiscalEmission)),
  /** Default 9. */
  shipping_method: Schema.optional(ShippingMethod),
  /** Counted only with shipping method 1. */
  delivery_charge: Schema.optional(NonNegativeMoney),
  /** Kept unless the shipping method is 1 or 9. */
  delivery_cost: Schema.optional(NonNegativeMoney),
  /** Sale-wide discount, applied to each item after its manual discount. */
  percentage_discount: Schema.optional(Percentage),
  notes: Schema.optional(Schema.NullOr(optionalText(2000))),
  /** Default 'Venda'. */
  operation_nature: Schema.optional(optionalText(60)),
  /** items total + delivery charge, as the browser computed it. Checked. */
  total: NonNegativeTotal,
  /** received − total, as the browser computed it. Checked. */
  total_change: NonNegativeTotal,
});
export type SaleHeaderRequest = typeof SaleHeaderRequest.Type;

/** POST /api/v1/sales, with the header Idempotency-Key. */
export const SaleRequest = Schema.Struct({
  sale: SaleHeaderRequest,
  items: Schema.Array(SaleItemRequest).check(Schema.isMaxLength(500, { message: "max-items" })),
  financial_inflows: Schema.Array(FinancialInflowRequest).check(Schema.isMaxLength(20, { message: "max-items" })),
  nfe_observations: Schema.optional(Schema.NullOr(NfeObservationsBody)),
  hotel_customer: Schema.optional(Schema.NullOr(HotelCustomer)),
  /** The budget this sale is made from: marked converted in the sale's transaction. */
  budget_id: Schema.optional(Schema.NullOr(Id)),
});
export type SaleRequest = typeof SaleRequest.Type;

const Named = Schema.Struct({ id: Schema.Int, name: Schema.String });

export const SaleItemDetail = Schema.Struct({
  id: Schema.Int,
  product_id: ProductId,
  description: Schema.String,
  sku: Schema.String,
  quantity: Schema.Number,
  sale_unit: SaleUnit,
  unit_price: Money,
  list_price: Money,
  manual_discount: Money,
  discount_percentage_mode: Schema.Boolean,
  discount: Money,
  total: Money,
  status: Schema.Boolean,
  attendant_id: Schema.NullOr(Schema.Int),
});
export type SaleItemDetail = typeof SaleItemDetail.Type;

export const SaleInflow = Schema.Struct({
  id: Schema.Int,
  payment_method_id: Schema.Int,
  payment_method: Schema.String,
  kind: PaymentKindCode,
  billing_value: Money,
  received_value: Money,
  quantity: Schema.Int,
  received: Schema.Boolean,
  due_date: Schema.String,
  received_date: Schema.NullOr(Schema.String),
});
export type SaleInflow = typeof SaleInflow.Type;

/** A finished sale: the answer of POST /api/v1/sales and GET /api/v1/sales/{id}. */
export const SaleDetail = Schema.Struct({
  id: SaleId,
  company_id: CompanyId,
  company: Schema.String,
  cash_movement_id: Schema.NullOr(Schema.Int),
  user: Schema.String,
  customer: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String, doc_id_1: Schema.String })),
  customer_object_id: Schema.NullOr(Schema.Int),
  customer_doc_id_1: Schema.NullOr(Schema.String),
  delivery_address: Schema.NullOr(CustomerAddress),
  transporter: Schema.NullOr(Named),
  delivery_man: Schema.NullOr(Named),
  seller: Schema.NullOr(Named),
  from_hotel: Schema.Boolean,
  fiscal_emission: Schema.NullOr(FiscalEmission),
  /** For `nfce` emission: the consumer receipt to open in a new window (not a fiscal document: no SEFAZ link yet). */
  fiscal_receipt_url: Schema.NullOr(Schema.String),
  shipping_method: Schema.Int,
  delivery_charge: Money,
  delivery_cost: Money,
  percentage_discount: Schema.Number,
  gross_total: Money,
  discount_total: Money,
  items_total: Money,
  total: Money,
  inflows_total: Money,
  total_change: Money,
  notes: Schema.String,
  operation_nature: Schema.String,
  nfe_observations: Schema.NullOr(NfeObservationsBody),
  /** finished or canceled. */
  status: Schema.String,
  /** Set when canceled: when, by whom, why. */
  cancellation: Schema.NullOr(Schema.Struct({ at: Schema.String, user: Schema.String, reason: Schema.String })),
  created_at: Schema.String,
  items: Schema.Array(SaleItemDetail),
  financial_inflows: Schema.Array(SaleInflow),
  /** GET this for the sale's PDF. */
  pdf_url: Schema.String,
});
export type SaleDetail = typeof SaleDetail.Type;

/** GET /api/v1/sales (/historico-de-vendas). Without dates: the current month, or every sale of `cash_movement_id`. */
export const SaleListQuery = Schema.Struct({
  ...ListQueryFields,
  company_id: Schema.optional(IdFromString),
  cash_movement_id: Schema.optional(IdFromString),
  sort_field: Schema.optional(Schema.Literals(["id", "created_at", "total", "company", "user"])),
});
export type SaleListQuery = typeof SaleListQuery.Type;

export const SaleRow = Schema.Struct({
  id: SaleId,
  created_at: Schema.String,
  company_id: CompanyId,
  company: Schema.String,
  cash_movement_id: Schema.NullOr(Schema.Int),
  user: Schema.String,
  customer: Schema.NullOr(Schema.String),
  items_count: Schema.Int,
  payment_methods: Schema.Array(Schema.String),
  total: Money,
  total_change: Money,
  status: Schema.String,
  pdf_url: Schema.String,
});
export type SaleRow = typeof SaleRow.Type;

export const SaleList = Schema.Struct({
  data: Schema.Array(SaleRow),
  meta: ListMeta,
  totals: Schema.Struct({ count: Schema.Int, total: MoneyTotal }),
});
export type SaleList = typeof SaleList.Type;

/** POST /api/v1/sales/{id}/cancel: why (at least CANCEL_REASON_MIN characters once trimmed; checked by the server). */
export const SaleCancelRequest = Schema.Struct({ reason: requiredText(CANCEL_REASON_MAX) });
export type SaleCancelRequest = typeof SaleCancelRequest.Type;
