import { Schema } from "effect";
import { CASH_FLOW_GROUPINGS } from "../domain/cash-flow.ts";
import { DRE_MONTHS } from "../domain/dre.ts";
import { ApiDate, IdFromString, MoneyTotalString } from "./fields.ts";
import { CompanyId } from "./ids.ts";

// The finance reports (issue 14 items 6 and 7): the cash flow (/fluxo-de-caixa, FIN 5), the DRE (/dre, RPT 3) and
// the accounts' balance of a period (GET /api/v1/useful/balances, spec 7). Money is decimal text of any size
// ("1234.56"); percentages are JSON numbers with two decimals (33.33 = 33,33 % of the month's net revenue).

/** The unit (or the whole network: left out) and the account (or every account) a report covers. */
const ScopeFields = {
  company_id: Schema.optional(IdFromString),
  account_id: Schema.optional(IdFromString),
};

/** GET /api/v1/financial/cash_flow: the current month by day unless told otherwise. */
export const CashFlowQuery = Schema.Struct({
  initial_date: Schema.optional(ApiDate),
  final_date: Schema.optional(ApiDate),
  group_by: Schema.optional(Schema.Literals(CASH_FLOW_GROUPINGS)),
  ...ScopeFields,
});
export type CashFlowQuery = typeof CashFlowQuery.Type;

const InOut = { inflows: MoneyTotalString, outflows: MoneyTotalString };

export const CashFlowBucket = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  /** The accounts' movements not reversed (transfers between the accounts covered net out). */
  realized: Schema.Struct({ opening: MoneyTotalString, ...InOut, closing: MoneyTotalString }),
  /** The open part of entries not canceled, by due date; closing: the projected balance. */
  foreseen: Schema.Struct({ ...InOut, closing: MoneyTotalString }),
});
export type CashFlowBucket = typeof CashFlowBucket.Type;

export const CashFlowReport = Schema.Struct({
  initial_date: ApiDate,
  final_date: ApiDate,
  group_by: Schema.Literals(CASH_FLOW_GROUPINGS),
  opening: MoneyTotalString,
  /** Open entries due before the period ("vencidos"), counted in the projected balance from its first bucket. */
  overdue: Schema.Struct(InOut),
  buckets: Schema.Array(CashFlowBucket),
  totals: Schema.Struct({
    realized: Schema.Struct({ ...InOut, closing: MoneyTotalString }),
    foreseen: Schema.Struct({ ...InOut, closing: MoneyTotalString }),
  }),
});
export type CashFlowReport = typeof CashFlowReport.Type;

const Year = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 2000, maximum: 2100 }, { message: "invalid" }),
);

/** GET /api/v1/financial/dre: the current year of the whole network unless told otherwise. */
export const DreQuery = Schema.Struct({ year: Schema.optional(Year), company_id: Schema.optional(IdFromString) });
export type DreQuery = typeof DreQuery.Type;

export const DreFigure = Schema.Struct({ value: MoneyTotalString, percentage: Schema.NullOr(Schema.Number) });
export const DreCell = Schema.Struct({ foreseen: DreFigure, realized: DreFigure });
export type DreCell = typeof DreCell.Type;

const monthFields = Object.fromEntries(DRE_MONTHS.map((month) => [month, DreCell])) as {
  readonly [M in (typeof DRE_MONTHS)[number]]: typeof DreCell;
};

/**
 * A row of the DRE (spec 3 "Account plan (DRE)"). Rows of the units' charts with one code are one row of the
 * network's DRE, so a row is known by its code: `id` is the code and `super_id` the parent's code.
 */
export const DreRow = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  account_plan_name: Schema.String,
  is_inflow: Schema.NullOr(Schema.Boolean),
  super_id: Schema.NullOr(Schema.String),
  depth: Schema.Int,
  ...monthFields,
  total: DreCell,
});
export type DreRow = typeof DreRow.Type;

export const DreTotals = Schema.Struct({ ...monthFields, total: DreCell });
export type DreTotals = typeof DreTotals.Type;

export const DreReport = Schema.Struct({
  year: Schema.Int,
  data: Schema.Array(DreRow),
  /** The groups of is_inflow true (inflows) and false (outflows) added up. */
  totals: Schema.Struct({ inflows: DreTotals, outflows: DreTotals }),
});
export type DreReport = typeof DreReport.Type;

/** GET /api/v1/useful/balances (spec 7): the period (default: this month to today), unit and account. */
export const BalancesQuery = Schema.Struct({
  initial_date: Schema.optional(ApiDate),
  final_date: Schema.optional(ApiDate),
  ...ScopeFields,
});
export type BalancesQuery = typeof BalancesQuery.Type;

/** balance: the accounts' balance at the end of the period = initial_balance + inflows − outflows of the period. */
export const Balances = Schema.Struct({
  balance: MoneyTotalString,
  initial_balance: MoneyTotalString,
  ...InOut,
});
export type Balances = typeof Balances.Type;

/** The units the user works in and their accounts, for the reports' filters. */
export const FinanceReportFilters = Schema.Struct({
  companies: Schema.Array(Schema.Struct({ id: CompanyId, name: Schema.String })),
  accounts: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, company_id: CompanyId })),
});
export type FinanceReportFilters = typeof FinanceReportFilters.Type;
