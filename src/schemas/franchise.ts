import { Schema } from "effect";
import { FRANCHISE_STATUSES } from "../domain/franchise.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Id, MoneyTotalString, optionalText, requiredCleanText } from "./fields.ts";
import { CustomerContact, CustomerContactInput } from "./customers.ts";
import { CompanyId } from "./ids.ts";

// The franchise module (issue 12 items 3 and 4): unit groups (/grupos-de-unidades, FMA 2) and the franchisor's
// view of its units (/unidades-franqueadas, FMA 1). A franchise unit is addressed by its company's id: every unit
// of the network has one, with empty data until first saved. The rules of src/domain/franchise.ts run on the
// server after these schemas.

export const UnitGroupId = Id.pipe(Schema.brand("UnitGroupId"));
export type UnitGroupId = typeof UnitGroupId.Type;

/** Units one group may hold, groups one unit may be in, contacts of one unit (each list of a save). */
export const MAX_GROUP_UNITS = 500;
export const MAX_UNIT_GROUPS = 100;
export const MAX_FRANCHISE_CONTACTS = 20;

export const UnitRef = Schema.Struct({ id: CompanyId, name: Schema.String });
export type UnitRef = typeof UnitRef.Type;

/** POST /api/v1/unit_groups, PATCH /api/v1/unit_groups/{id}: the group with its whole list of units. */
export const UnitGroupInput = Schema.Struct({
  name: requiredCleanText(80),
  description: Schema.optional(optionalText(400)),
  /** Default true. */
  active: Schema.optional(Schema.Boolean),
  companyIds: ArrayUpTo(Id, MAX_GROUP_UNITS),
});
export type UnitGroupInput = typeof UnitGroupInput.Type;

export const UnitGroup = Schema.Struct({
  id: UnitGroupId,
  name: Schema.String,
  description: Schema.String,
  active: Schema.Boolean,
  /** The member units, by name. */
  units: Schema.Array(UnitRef),
});
export type UnitGroup = typeof UnitGroup.Type;

export const UNIT_GROUP_SORT_FIELDS = ["name", "active", "units"] as const;

export const UnitGroupListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(UNIT_GROUP_SORT_FIELDS)),
});
export type UnitGroupListQuery = typeof UnitGroupListQuery.Type;

export const UnitGroupList = listOf(UnitGroup);
export type UnitGroupList = typeof UnitGroupList.Type;

/** GET /api/v1/unit_groups/options: the network's units and groups, for the choosers of both screens. */
export const FranchiseOptions = Schema.Struct({
  units: Schema.Array(UnitRef),
  groups: Schema.Array(Schema.Struct({ id: UnitGroupId, name: Schema.String, active: Schema.Boolean })),
});
export type FranchiseOptions = typeof FranchiseOptions.Type;

export const FranchiseStatusCode = Schema.Literals(FRANCHISE_STATUSES);

/** The key figures of a unit: sales this month, the register open now, the last PDV activity. */
export const UnitFigures = Schema.Struct({
  /** Non-cancelled sales since the 1st of the month (America/Sao_Paulo). */
  salesMonth: MoneyTotalString,
  salesMonthCount: Schema.Int,
  /** The register open now (the one opened last when several are). */
  openRegister: Schema.NullOr(Schema.Struct({ openedAt: Schema.String, userName: Schema.String })),
  /** The unit's latest sale or register event (ISO time); null without any. */
  lastSync: Schema.NullOr(Schema.String),
});
export type UnitFigures = typeof UnitFigures.Type;

export const FranchiseUnitItem = Schema.Struct({
  id: CompanyId,
  /** The unit's name in the network. */
  name: Schema.String,
  legalName: Schema.String,
  cnpj: Schema.String,
  ownerName: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  status: FranchiseStatusCode,
  figures: UnitFigures,
});
export type FranchiseUnitItem = typeof FranchiseUnitItem.Type;

export const FRANCHISE_UNIT_SORT_FIELDS = ["name", "legalName", "ownerName", "city", "status"] as const;

export const FranchiseUnitListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(FRANCHISE_UNIT_SORT_FIELDS)),
});
export type FranchiseUnitListQuery = typeof FranchiseUnitListQuery.Type;

export const FranchiseUnitList = listOf(FranchiseUnitItem);
export type FranchiseUnitList = typeof FranchiseUnitList.Type;

export const FranchiseAddress = Schema.Struct({
  zip_code: optionalText(9),
  address_1: optionalText(160),
  address_number: optionalText(20),
  complement: optionalText(80),
  district: optionalText(80),
  city: optionalText(80),
  uf: optionalText(2),
});
export type FranchiseAddress = typeof FranchiseAddress.Type;

/** A contact person, as the customers' contacts. */
export const FranchiseContact = CustomerContact;
export type FranchiseContact = CustomerContact;

/** A contact in a save: with its id it changes that contact, without one it is new; a missing one is removed. */
export const FranchiseContactInput = CustomerContactInput;
export type FranchiseContactInput = CustomerContactInput;

/**
 * PATCH /api/v1/franchise_units/{id}: the fields to change; those left out keep their value. `contacts` and
 * `groupIds`, when sent, are the whole lists. Percentages are numbers (12.5 is 12,5 %).
 */
export const FranchiseUnitPatch = Schema.Struct({
  legalName: Schema.optional(optionalText(160)),
  cnpj: Schema.optional(optionalText(18)),
  ownerName: Schema.optional(optionalText(120)),
  ownerCpf: Schema.optional(optionalText(14)),
  ownerEmail: Schema.optional(optionalText(254)),
  ownerPhone: Schema.optional(optionalText(20)),
  /** YYYY-MM-DD, or "" to clear it. */
  contractStart: Schema.optional(optionalText(10)),
  royaltyPercent: Schema.optional(Schema.Number),
  marketingFundPercent: Schema.optional(Schema.Number),
  status: Schema.optional(optionalText(20)),
  address: Schema.optional(FranchiseAddress),
  contacts: Schema.optional(ArrayUpTo(FranchiseContactInput, MAX_FRANCHISE_CONTACTS)),
  groupIds: Schema.optional(ArrayUpTo(Id, MAX_UNIT_GROUPS)),
});
export type FranchiseUnitPatch = typeof FranchiseUnitPatch.Type;

export const FranchiseUnitDetail = Schema.Struct({
  id: CompanyId,
  name: Schema.String,
  legalName: Schema.String,
  cnpj: Schema.String,
  ownerName: Schema.String,
  ownerCpf: Schema.String,
  ownerEmail: Schema.String,
  ownerPhone: Schema.String,
  contractStart: Schema.String,
  royaltyPercent: Schema.Number,
  marketingFundPercent: Schema.Number,
  status: FranchiseStatusCode,
  address: FranchiseAddress,
  contacts: Schema.Array(FranchiseContact),
  groupIds: Schema.Array(UnitGroupId),
  figures: UnitFigures,
});
export type FranchiseUnitDetail = typeof FranchiseUnitDetail.Type;
