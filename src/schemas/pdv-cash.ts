import { Schema } from "effect";
import { ListQueryFields, ListMeta } from "./common.ts";
import { Id, IdFromString } from "./fields.ts";
import { Money, NonNegativeMoney, PaymentKind, ValidDate } from "./pdv.ts";

// Cash register: opening, the POS session, closing, sangrias, expenses paid from the drawer, and the lists.

/** The POS session's register (spec 3, cash movement / POS state). */
export const CashSession = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  company: Schema.String,
  company_has_sync_installments: Schema.Boolean,
  cash_supply: Money,
  opened_at: Schema.String,
});
export type CashSession = typeof CashSession.Type;

/** GET /api/v1/cash_movements/last_opened: 200 with data, or 204 (no body) when the user has no open register. */
export const LastOpenedCashMovement = Schema.Struct({ data: Schema.optional(CashSession) });
export type LastOpenedCashMovement = typeof LastOpenedCashMovement.Type;

/** POST /api/v1/cash_movements. A missing company_id answers 422 `o campo Companhia é obrigatório`. */
export const OpenCashRequest = Schema.Struct({
  cash_supply: NonNegativeMoney,
  company_id: Schema.optional(Schema.NullOr(Id)),
});
export type OpenCashRequest = typeof OpenCashRequest.Type;

/** PATCH /api/v1/cash_movements/{companyId}/opening_value/{cashMovementId} */
export const OpeningValueRequest = Schema.Struct({ cash_supply: NonNegativeMoney });
export type OpeningValueRequest = typeof OpeningValueRequest.Type;

const Expected = Schema.Struct({ expected: Money });

/** GET /api/v1/cash_movements/{id}/summary: what the system expects, per kind (the closing screen). */
export const CashSummary = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  company: Schema.String,
  user_id: Schema.Int,
  user: Schema.String,
  opened_at: Schema.String,
  closed_at: Schema.NullOr(Schema.String),
  cash_supply: Money,
  sales_count: Schema.Int,
  sales_total: Money,
  /** expected = cash_supply + received − change − sangrias − outflows. */
  money: Schema.Struct({
    received: Money,
    change: Money,
    sangrias: Money,
    outflows: Money,
    expected: Money,
  }),
  pix: Expected,
  card: Expected,
  /** Other kinds (boleto, credit): informative, not counted at closing. */
  other: Schema.Struct({ received: Money }),
  /** Counted values and differences, once closed. */
  closing: Schema.NullOr(
    Schema.Struct({
      money: Schema.Struct({ expected: Money, counted: Money, difference: Money }),
      pix: Schema.Struct({ expected: Money, counted: Money, difference: Money }),
      card: Schema.Struct({ expected: Money, counted: Money, difference: Money }),
    }),
  ),
});
export type CashSummary = typeof CashSummary.Type;

/** POST /api/v1/cash_movements/closed (with Idempotency-Key). */
export const CloseCashRequest = Schema.Struct({
  id: Id,
  inserted_money_value: NonNegativeMoney,
  inserted_pix_value: NonNegativeMoney,
  inserted_card_value: NonNegativeMoney,
});
export type CloseCashRequest = typeof CloseCashRequest.Type;

const Counted = Schema.Struct({ expected: Money, counted: Money, difference: Money });

/** The closing: per kind, expected by the system, counted by the cashier, difference (counted − expected). */
export const CashClosing = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  closed_at: Schema.String,
  money: Counted,
  pix: Counted,
  card: Counted,
});
export type CashClosing = typeof CashClosing.Type;

/** POST /api/v1/sangrias (with Idempotency-Key). */
export const SangriaRequest = Schema.Struct({ sangria_value: NonNegativeMoney, cash_movement_id: Id });
export type SangriaRequest = typeof SangriaRequest.Type;

export const Sangria = Schema.Struct({
  id: Schema.Int,
  cash_movement_id: Schema.Int,
  sangria_value: Money,
  created_at: Schema.String,
  /** Money left in the drawer after it. */
  drawer_money: Money,
});
export type Sangria = typeof Sangria.Type;

/** POST /api/v1/financial_outflows/pdv (with Idempotency-Key). A paid expense leaves the drawer. */
export const PdvOutflowRequest = Schema.Struct({
  billing_value: NonNegativeMoney,
  description: Schema.String.check(
    Schema.isNonEmpty({ message: "required" }),
    Schema.isMaxLength(200, { message: "max-length" }),
  ),
  due_date: ValidDate,
  competency_date: ValidDate,
  paid: Schema.Boolean,
  paid_date: Schema.optional(Schema.NullOr(ValidDate)),
  cash_movement_id: Id,
  company_id: Id,
});
export type PdvOutflowRequest = typeof PdvOutflowRequest.Type;

export const PdvOutflow = Schema.Struct({
  id: Schema.Int,
  cash_movement_id: Schema.Int,
  company_id: Schema.Int,
  description: Schema.String,
  billing_value: Money,
  due_date: Schema.String,
  competency_date: Schema.String,
  paid: Schema.Boolean,
  paid_date: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  drawer_money: Money,
});
export type PdvOutflow = typeof PdvOutflow.Type;

/** GET /api/v1/cash_movements (/movimentacao-de-caixa). Without dates: the current month. */
export const CashMovementListQuery = Schema.Struct({
  ...ListQueryFields,
  company_id: Schema.optional(IdFromString),
  status: Schema.optional(Schema.Literals(["open", "closed"])),
  sort_field: Schema.optional(Schema.Literals(["id", "opened_at", "closed_at", "cash_supply", "company", "user"])),
});
export type CashMovementListQuery = typeof CashMovementListQuery.Type;

export const CashMovementRow = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  company: Schema.String,
  user_id: Schema.Int,
  user: Schema.String,
  opened_at: Schema.String,
  closed_at: Schema.NullOr(Schema.String),
  cash_supply: Money,
  sales_count: Schema.Int,
  sales_total: Money,
  sangrias_total: Money,
  outflows_total: Money,
  expected_money_value: Schema.NullOr(Money),
  inserted_money_value: Schema.NullOr(Money),
  money_difference: Schema.NullOr(Money),
  pix_difference: Schema.NullOr(Money),
  card_difference: Schema.NullOr(Money),
});
export type CashMovementRow = typeof CashMovementRow.Type;

/** Totals over every register of the filter (not just the page). */
export const CashMovementTotals = Schema.Struct({
  count: Schema.Int,
  cash_supply: Money,
  sales_count: Schema.Int,
  sales_total: Money,
  sangrias_total: Money,
  outflows_total: Money,
  money_difference: Money,
  pix_difference: Money,
  card_difference: Money,
});

export const CashMovementList = Schema.Struct({
  data: Schema.Array(CashMovementRow),
  meta: ListMeta,
  totals: CashMovementTotals,
});
export type CashMovementList = typeof CashMovementList.Type;

export const RegisterSale = Schema.Struct({
  id: Schema.Int,
  created_at: Schema.String,
  customer: Schema.NullOr(Schema.String),
  total: Money,
  total_change: Money,
  status: Schema.String,
});

export const RegisterPayment = Schema.Struct({
  payment_method_id: Schema.Int,
  payment_method: Schema.String,
  kind: PaymentKind,
  count: Schema.Int,
  received_value: Money,
  billing_value: Money,
});

/** GET /api/v1/cash_movements/{id}: everything in one register (/movimentacao-de-caixa/visualizar/:id). */
export const CashMovementDetail = Schema.Struct({
  summary: CashSummary,
  sales: Schema.Array(RegisterSale),
  payments: Schema.Array(RegisterPayment),
  sangrias: Schema.Array(
    Schema.Struct({ id: Schema.Int, value: Money, user: Schema.String, created_at: Schema.String }),
  ),
  outflows: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      description: Schema.String,
      billing_value: Money,
      paid: Schema.Boolean,
      paid_date: Schema.NullOr(Schema.String),
      due_date: Schema.String,
      user: Schema.String,
      created_at: Schema.String,
    }),
  ),
});
export type CashMovementDetail = typeof CashMovementDetail.Type;

/** GET /api/v1/pdv/companies: the units the user works in (the opening screen's unit choice). */
export const PosCompany = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type PosCompany = typeof PosCompany.Type;
export const PosCompanyList = Schema.Struct({ data: Schema.Array(PosCompany) });
export type PosCompanyList = typeof PosCompanyList.Type;
