import { Schema } from "effect";
import { ListMeta, ListQueryFields } from "./common.ts";
import { Id, IdFromString, optionalText } from "./fields.ts";
import { CustomerAddress } from "./pdv-people.ts";
import { Money, NonNegativeMoney, NonNegativeTotal, Percentage, ShippingMethod } from "./pdv.ts";
import { SaleItemDetail, SaleItemRequest } from "./pdv-sales.ts";

// Budgets (orçamentos, spec 3): the sale's fields without payments, printable, later converted into a sale.

const OptionalId = Schema.optional(Schema.NullOr(Id));

/** POST /api/v1/budgets and PATCH /api/v1/budgets/{id} (with Idempotency-Key on POST). */
export const BudgetRequest = Schema.Struct({
  company_id: Id,
  customer_id: OptionalId,
  customer_object_id: OptionalId,
  delivery_address_id: OptionalId,
  transporter_id: OptionalId,
  delivery_men: OptionalId,
  seller: OptionalId,
  shipping_method: Schema.optional(ShippingMethod),
  delivery_charge: Schema.optional(NonNegativeMoney),
  delivery_cost: Schema.optional(NonNegativeMoney),
  percentage_discount: Schema.optional(Percentage),
  notes: Schema.optional(Schema.NullOr(optionalText(2000))),
  items: Schema.Array(SaleItemRequest).check(
    Schema.isMinLength(1, { message: "required" }),
    Schema.isMaxLength(500, { message: "max-items" }),
  ),
  /** items total + delivery charge, as the browser computed it. Checked. */
  total: NonNegativeTotal,
});
export type BudgetRequest = typeof BudgetRequest.Type;

const Named = Schema.Struct({ id: Schema.Int, name: Schema.String });

export const BudgetStatus = Schema.Literals(["open", "converted"]);

export const BudgetDetail = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  company: Schema.String,
  user: Schema.String,
  customer: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String, doc_id_1: Schema.String })),
  customer_object_id: Schema.NullOr(Schema.Int),
  delivery_address: Schema.NullOr(CustomerAddress),
  transporter: Schema.NullOr(Named),
  delivery_man: Schema.NullOr(Named),
  seller: Schema.NullOr(Named),
  shipping_method: Schema.Int,
  delivery_charge: Money,
  delivery_cost: Money,
  percentage_discount: Schema.Number,
  gross_total: Money,
  discount_total: Money,
  items_total: Money,
  total: Money,
  notes: Schema.String,
  status: BudgetStatus,
  sale_id: Schema.NullOr(Schema.Int),
  created_at: Schema.String,
  updated_at: Schema.String,
  items: Schema.Array(SaleItemDetail),
  /** GET this (GET /api/v1/budgets/{id}) for the PDF. */
  pdf_url: Schema.String,
});
export type BudgetDetail = typeof BudgetDetail.Type;

/** POST /api/v1/budgets/converted: the budget became this sale. */
export const BudgetConvertRequest = Schema.Struct({ id: Id, sale_id: Id });
export type BudgetConvertRequest = typeof BudgetConvertRequest.Type;

/** GET /api/v1/budgets (/orcamentos). Without dates: the current month. */
export const BudgetListQuery = Schema.Struct({
  ...ListQueryFields,
  company_id: Schema.optional(IdFromString),
  status: Schema.optional(BudgetStatus),
  sort_field: Schema.optional(Schema.Literals(["id", "created_at", "total", "company", "user"])),
});
export type BudgetListQuery = typeof BudgetListQuery.Type;

export const BudgetRow = Schema.Struct({
  id: Schema.Int,
  created_at: Schema.String,
  company_id: Schema.Int,
  company: Schema.String,
  user: Schema.String,
  customer: Schema.NullOr(Schema.String),
  items_count: Schema.Int,
  total: Money,
  status: BudgetStatus,
  sale_id: Schema.NullOr(Schema.Int),
  pdf_url: Schema.String,
});
export type BudgetRow = typeof BudgetRow.Type;

export const BudgetList = Schema.Struct({ data: Schema.Array(BudgetRow), meta: ListMeta });
export type BudgetList = typeof BudgetList.Type;
