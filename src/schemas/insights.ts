import { Schema } from "effect";
import { STATISTIC_KEYS } from "../domain/insights.ts";
import { ApiDate, IdFromString, MoneyTotalString } from "./fields.ts";
import { CompanyId } from "./ids.ts";

// The insights home (issue 16 item 1; spec 2.10 dashboard cards): the statistic cards of a period against the
// period of the same length just before it, and the best sellers. Money is decimal text ("1234.56"); counts and
// ratios are decimal text too ("12", "2.35"), exact; changes are JSON numbers in percent with two places.

/**
 * The period (both days included; default: the first of this month to today, spec 2.10) and the unit (left out:
 * every unit the user works in).
 */
export const InsightsQuery = Schema.Struct({
  start: Schema.optional(ApiDate),
  end: Schema.optional(ApiDate),
  company_id: Schema.optional(IdFromString),
});
export type InsightsQuery = typeof InsightsQuery.Type;

const StatisticKey = Schema.Literals(STATISTIC_KEYS);

/** One statistic card: type 1 money, 2 a count, 3 a ratio; `change` null when the previous period had nothing. */
export const Statistic = Schema.Struct({
  key: StatisticKey,
  type: Schema.Literals([1, 2, 3]),
  value: MoneyTotalString,
  previous: MoneyTotalString,
  change: Schema.NullOr(Schema.Number),
  /** The value of each day of the period, in order (the sparkline). */
  series: Schema.Array(Schema.Number),
});
export type Statistic = typeof Statistic.Type;

export const Statistics = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  previous_start: ApiDate,
  previous_end: ApiDate,
  data: Schema.Array(Statistic),
});
export type Statistics = typeof Statistics.Type;

/** A best seller: the model (product), its sold quantity and what it billed. */
export const BestSeller = Schema.Struct({
  product_id: Schema.Int,
  model: Schema.String,
  quantity: Schema.String,
  value: MoneyTotalString,
});
export type BestSeller = typeof BestSeller.Type;

/** The best sellers of the period (top 5 by billing) and the period's total billing (total_billing). */
export const BestSellers = Schema.Struct({
  total_billing: MoneyTotalString,
  quantity: Schema.String,
  data: Schema.Array(BestSeller),
});
export type BestSellers = typeof BestSellers.Type;

/** The units the user may pick on the home. */
export const InsightsUnits = Schema.Struct({
  companies: Schema.Array(Schema.Struct({ id: CompanyId, name: Schema.String })),
});
export type InsightsUnits = typeof InsightsUnits.Type;
