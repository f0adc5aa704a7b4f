import { Schema } from "effect";
import { ListQueryFields, ListMeta } from "./common.ts";
import { Id, IdFromString } from "./fields.ts";
import { Money, MoneyTotal, NonNegativeMoney, NonNegativeTotal, PaymentKindCode, ValidDate } from "./pdv.ts";

// Cash register: opening, the POS session, closing, sangrias, expenses paid from the drawer, and the lists.
// A register's sums (sales, payments, expected values, differences) are MoneyTotal: any number of digits.

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

const Expected = Schema.Struct({ expected: MoneyTotal });

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
  sales_total: MoneyTotal,
  /** expected = cash_supply + received − change − sangrias − outflows. */
  money: Schema.Struct({
    received: MoneyTotal,
    change: MoneyTotal,
    sangrias: MoneyTotal,
    outflows: MoneyTotal,
    expected: MoneyTotal,
  }),
  pix: Expected,
  card: Expected,
  /** Other kinds (boleto, credit): informative, not counted at closing. */
  other: Schema.Struct({ received: MoneyTotal }),
  /** Counted values and differences, once closed. */
  closing: Schema.NullOr(
    Schema.Struct({
      money: Schema.Struct({ expected: MoneyTotal, counted: Money, difference: MoneyTotal }),
      pix: Schema.Struct({ expected: MoneyTotal, counted: Money, difference: MoneyTotal }),
      card: Schema.Struct({ expected: MoneyTotal, counted: Money, difference: MoneyTotal }),
    }),
  ),
});
export type CashSummary = typeof CashSummary.Type;

/** POST /api/v1/cash_movements/closed (with Idempotency-Key). */
export const CloseCashRequest = Schema.Struct({
  id: Id,
  /** Counted money, PIX and card: each 0 to 99999999.99. */
  inserted_money_value: NonNegativeTotal,
  inserted_pix_value: NonNegativeTotal,
  inserted_card_value: NonNegativeTotal,
});
export type CloseCashRequest = typeof CloseCashRequest.Type;

const Counted = Schema.Struct({ expected: MoneyTotal, counted: Money, difference: MoneyTotal });

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

/** POST /api/v1/cash_movements/{id}/count (with Idempotency-Key): the counts, confirmed once; refused after. */
export const CountCashRequest = Schema.Struct({
  inserted_money_value: NonNegativeTotal,
  inserted_pix_value: NonNegativeTotal,
  inserted_card_value: NonNegativeTotal,
});
export type CountCashRequest = typeof CountCashRequest.Type;

/**
 * The confirmed counts against what the system expects (the first answer a blind cashier gets with expected
 * values, the number of sales and their total). The register is closed afterwards with the same counts.
 */
export const CashCount = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  counted_at: Schema.String,
  sales_count: Schema.Int,
  sales_total: MoneyTotal,
  money: Counted,
  pix: Counted,
  card: Counted,
});
export type CashCount = typeof CashCount.Type;

/** GET /api/v1/cash_movements/{id}/count: the confirmed counts, or null while the cashier has not counted. */
export const CashCountState = Schema.Struct({ count: Schema.NullOr(CashCount) });
export type CashCountState = typeof CashCountState.Type;

/** GET /api/v1/cash_movements/{id}/closing_report?format=80mm|a4 */
export const ClosingReportQuery = Schema.Struct({ format: Schema.optional(Schema.Literals(["80mm", "a4"])) });
export type ClosingReportQuery = typeof ClosingReportQuery.Type;

/** POST /api/v1/sangrias (with Idempotency-Key). */
export const SangriaRequest = Schema.Struct({ sangria_value: NonNegativeMoney, cash_movement_id: Id });
export type SangriaRequest = typeof SangriaRequest.Type;

export const Sangria = Schema.Struct({
  id: Schema.Int,
  cash_movement_id: Schema.Int,
  sangria_value: Money,
  created_at: Schema.String,
  /** Money left in the drawer after it; null for a blind-closing user before the counts are confirmed. */
  drawer_money: Schema.NullOr(MoneyTotal),
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
  /** Money left in the drawer; null for a blind-closing user before the counts are confirmed. */
  drawer_money: Schema.NullOr(MoneyTotal),
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
  sales_total: MoneyTotal,
  sangrias_total: MoneyTotal,
  outflows_total: MoneyTotal,
  expected_money_value: Schema.NullOr(MoneyTotal),
  inserted_money_value: Schema.NullOr(Money),
  money_difference: Schema.NullOr(MoneyTotal),
  pix_difference: Schema.NullOr(MoneyTotal),
  card_difference: Schema.NullOr(MoneyTotal),
});
export type CashMovementRow = typeof CashMovementRow.Type;

/** Totals over every register of the filter (not just the page). */
export const CashMovementTotals = Schema.Struct({
  count: Schema.Int,
  cash_supply: MoneyTotal,
  sales_count: Schema.Int,
  sales_total: MoneyTotal,
  sangrias_total: MoneyTotal,
  outflows_total: MoneyTotal,
  money_difference: MoneyTotal,
  pix_difference: MoneyTotal,
  card_difference: MoneyTotal,
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
  kind: PaymentKindCode,
  count: Schema.Int,
  received_value: MoneyTotal,
  billing_value: MoneyTotal,
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
