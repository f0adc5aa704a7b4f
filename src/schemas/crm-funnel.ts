import { Schema } from "effect";
import { ApiDate, ArrayUpTo, Id, IdFromString, MoneyString, MoneyTotalString } from "./fields.ts";
import { ListMeta } from "./common.ts";

// The sales funnel (spec 2.9 CRM 1, 7 GET /api/v1/customers_stages, 9): the network's stages in order with the
// customers standing in each, a card per customer; moving a card; importing customers into a stage.

export const FUNNEL_OPERATORS = ["gte", "lte", "equal"] as const;
export const FunnelOperator = Schema.Literals(FUNNEL_OPERATORS);
export type FunnelOperator = typeof FunnelOperator.Type;

export const STAGE_TAGS = ["begin", "positive_ending", "negative_ending", "none"] as const;
export const StageTag = Schema.Literals(STAGE_TAGS);
export type StageTag = typeof StageTag.Type;

const BooleanText = Schema.Literals(["true", "false"]);
const DigitsText = Schema.String.check(Schema.isPattern(/^\d{1,3}$/, { message: "invalid" }));
/** Comma-separated ids, e.g. "3,8". */
const IdListText = Schema.String.check(Schema.isPattern(/^\d{1,10}(,\d{1,10}){0,49}$/, { message: "invalid" }));

/** Spec 3's CRM filter query, plus the funnel's own company_id, customers and per_page (spec 9: 100). */
export const FunnelQuery = Schema.Struct({
  company_id: Schema.optional(IdFromString),
  customers: Schema.optional(BooleanText),
  per_page: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt({ message: "invalid" }), Schema.isBetween({ minimum: 1, maximum: 100 })),
  ),
  customerName: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
  customerTemperatureOperator: Schema.optional(FunnelOperator),
  customerTemperatureValue: Schema.optional(DigitsText),
  initialNextContactDate: Schema.optional(ApiDate),
  finalNextContactDate: Schema.optional(ApiDate),
  seasonalValueOperator: Schema.optional(FunnelOperator),
  seasonalValueValue: Schema.optional(MoneyString),
  monthlyValueOperator: Schema.optional(FunnelOperator),
  monthlyValueValue: Schema.optional(MoneyString),
  userId: Schema.optional(IdFromString),
  called: Schema.optional(BooleanText),
  customerGroups: Schema.optional(IdListText),
});
export type FunnelQuery = typeof FunnelQuery.Type;

/** The customer's latest interaction (limit 1, newest first by id). */
export const FunnelInteraction = Schema.Struct({
  id: Schema.Int,
  notes: Schema.NullOr(Schema.String),
  next_contact_at: Schema.NullOr(Schema.String),
  called: Schema.Boolean,
  user_name: Schema.String,
  created_at: Schema.String,
});
export type FunnelInteraction = typeof FunnelInteraction.Type;

export const FunnelCard = Schema.Struct({
  customer_id: Schema.Int,
  customer_name: Schema.String,
  company_id: Schema.Int,
  user_id: Schema.NullOr(Schema.Int),
  user_name: Schema.NullOr(Schema.String),
  loss_option_id: Schema.NullOr(Schema.Int),
  loss_option_name: Schema.NullOr(Schema.String),
  moved_at: Schema.String,
  /** From the latest interaction: 0 (default) when none. */
  customer_temperature: Schema.Int,
  /** "YYYY-MM-DD HH:mm" in São Paulo time. */
  next_contact_at: Schema.NullOr(Schema.String),
  seasonal_value: Schema.NullOr(MoneyString),
  monthly_value: Schema.NullOr(MoneyString),
  last_interaction: Schema.NullOr(FunnelInteraction),
});
export type FunnelCard = typeof FunnelCard.Type;

export const FunnelStage = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  tag: StageTag,
  position: Schema.Int,
  color: Schema.String,
  customers_count: Schema.Int,
  seasonal_total: MoneyTotalString,
  monthly_total: MoneyTotalString,
  /** Empty unless the query asked for customers. */
  customers: Schema.Array(FunnelCard),
});
export type FunnelStage = typeof FunnelStage.Type;

export const FunnelAnswer = Schema.Struct({
  data: Schema.Array(FunnelStage),
  meta: ListMeta,
  /** The options of the factor 'Motivo da perda', asked for when a card goes to a loss stage. */
  loss_options: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  /** The network's active users, for the seller filter and the import's sellers. */
  sellers: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});
export type FunnelAnswer = typeof FunnelAnswer.Type;

export const FunnelMove = Schema.Struct({
  /** Required when the stage is tagged negative_ending: an option of the factor 'Motivo da perda'. */
  loss_option_id: Schema.optional(Schema.NullOr(Id)),
  /** The unit whose funnel a customer new to the funnel enters; default the user's first unit. */
  company_id: Schema.optional(Id),
});
export type FunnelMove = typeof FunnelMove.Type;

export const FunnelMoved = Schema.Struct({
  customer_id: Schema.Int,
  from_stage_id: Schema.NullOr(Schema.Int),
  stage_id: Schema.Int,
  loss_option_id: Schema.NullOr(Schema.Int),
});
export type FunnelMoved = typeof FunnelMoved.Type;

export const MAX_BULK_CUSTOMERS = 500;

export const FunnelBulkImport = Schema.Struct({
  customers_ids: ArrayUpTo(Id, MAX_BULK_CUSTOMERS),
  /** The sellers who work the imported customers, given in turn; none keeps each customer's seller. */
  users: Schema.optional(ArrayUpTo(Id, 50)),
  company_id: Schema.optional(Id),
});
export type FunnelBulkImport = typeof FunnelBulkImport.Type;

export const FunnelImported = Schema.Struct({ stage_id: Schema.Int, imported: Schema.Int });
export type FunnelImported = typeof FunnelImported.Type;

/** The realtime event on the network's CRM channel after a card moved or customers were imported. */
export const FUNNEL_CHANGED_EVENT = "crm.funnel-changed";
export const FunnelChangedEvent = Schema.Struct({
  kind: Schema.Literals(["moved", "imported"]),
  stage_id: Schema.Int,
  customer_ids: Schema.Array(Schema.Int),
  user_id: Schema.Int,
});
export type FunnelChangedEvent = typeof FunnelChangedEvent.Type;

/** Customers of the network to pick for an import (name search, at most 50). */
export const FunnelCandidatesQuery = Schema.Struct({
  filter: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
});
export type FunnelCandidatesQuery = typeof FunnelCandidatesQuery.Type;

export const FunnelCandidates = Schema.Struct({
  data: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, stage_id: Schema.NullOr(Schema.Int) })),
});
export type FunnelCandidates = typeof FunnelCandidates.Type;
