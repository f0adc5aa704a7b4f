import { Schema } from "effect";
import { CRM_STAGE_TAGS } from "../domain/crm-settings.ts";
import { ArrayUpTo, Id, IdFromString, requiredCleanText } from "./fields.ts";

// CRM settings (issue 15): the funnel stages (/settings/customers-stages, CNF 5) and the CRM factors with their
// options (/settings/crm-factors, CNF 6, spec 2.10 and 5.5).

export const CrmStageTagField = Schema.Literals(CRM_STAGE_TAGS);

export const CrmStage = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  tag: CrmStageTagField,
  position: Schema.Int,
  /** Customers now in this stage: a stage holding any cannot be deleted. */
  customers: Schema.Int,
});
export type CrmStage = typeof CrmStage.Type;

/** The network's stages in funnel order. */
export const CrmStageList = Schema.Struct({ data: Schema.Array(CrmStage) });
export type CrmStageList = typeof CrmStageList.Type;

const stageName = requiredCleanText(60);

/** A new stage goes last unless a position is given. */
export const CrmStageInput = Schema.Struct({
  name: stageName,
  tag: Schema.optional(CrmStageTagField),
  position: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 999 }, { message: "invalid" }))),
});
export type CrmStageInput = typeof CrmStageInput.Type;

/** A change: fields left out keep their value; position moves the stage there and shifts the others. */
export const CrmStagePatch = Schema.Struct({
  name: Schema.optional(stageName),
  tag: Schema.optional(CrmStageTagField),
  position: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 999 }, { message: "invalid" }))),
});
export type CrmStagePatch = typeof CrmStagePatch.Type;

export const CrmOption = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type CrmOption = typeof CrmOption.Type;

/** Spec 2.10 CRM factor: id, name, company_id, data (options); locked: the loss-reason factor the funnel needs. */
export const CrmFactor = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  company_id: Schema.NullOr(Schema.Int),
  locked: Schema.Boolean,
  data: Schema.Array(CrmOption),
});
export type CrmFactor = typeof CrmFactor.Type;

export const CrmFactorList = Schema.Struct({ data: Schema.Array(CrmFactor) });
export type CrmFactorList = typeof CrmFactorList.Type;

export const CrmFactorQuery = Schema.Struct({ company_id: Schema.optional(IdFromString) });
export type CrmFactorQuery = typeof CrmFactorQuery.Type;

const factorName = requiredCleanText(80);

export const CrmFactorInput = Schema.Struct({ name: factorName, company_id: Schema.optional(Schema.NullOr(Id)) });
export type CrmFactorInput = typeof CrmFactorInput.Type;

/**
 * PATCH body is the factor (spec 7) as GET gave it: only its name changes; id, company_id and the options' ids, when
 * sent, must be the network's (options are added and removed through /api/v1/crm_data).
 */
export const CrmFactorPatch = Schema.Struct({
  name: factorName,
  id: Schema.optional(Id),
  company_id: Schema.optional(Schema.NullOr(Id)),
  locked: Schema.optional(Schema.Boolean),
  data: Schema.optional(ArrayUpTo(Schema.Struct({ id: Id, name: Schema.String }), 500)),
});
export type CrmFactorPatch = typeof CrmFactorPatch.Type;

export const CrmOptionInput = Schema.Struct({ name: requiredCleanText(80), factor_id: Id });
export type CrmOptionInput = typeof CrmOptionInput.Type;

/** What a removal answers: the row removed. */
export const CrmRemoved = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type CrmRemoved = typeof CrmRemoved.Type;
