import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { Id, optionalText, requiredCleanText } from "./fields.ts";
import { Percentage } from "./pdv.ts";

// Sellers and attendants (/vendedores, issue 12, GVA 1 or CNF 2). The commission is a JSON number with at most two
// decimals (12.5 = 12,5 %). A seller of no unit (company_id null) sells in every unit; user_id links a network user.

const Named = Schema.Struct({ id: Schema.Int, name: Schema.String });

export const SellerDetail = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  commission_percentage: Schema.Number,
  phone: Schema.String,
  email: Schema.String,
  notes: Schema.String,
  company: Schema.NullOr(Named),
  user: Schema.NullOr(Named),
  active: Schema.Boolean,
});
export type SellerDetail = typeof SellerDetail.Type;

export const SellerListItem = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  commission_percentage: Schema.Number,
  phone: Schema.String,
  email: Schema.String,
  company_name: Schema.String,
  user_name: Schema.String,
  active: Schema.Boolean,
});
export type SellerListItem = typeof SellerListItem.Type;
export const SellerPage = listOf(SellerListItem);
export type SellerPage = typeof SellerPage.Type;

export const SellerListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(
    Schema.Literals(["name", "commission_percentage", "phone", "email", "company_name", "user_name", "active"]),
  ),
});
export type SellerListQuery = typeof SellerListQuery.Type;

const sellerFields = {
  commission_percentage: Schema.optional(Percentage),
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  notes: Schema.optional(optionalText(1000)),
  company_id: Schema.optional(Schema.NullOr(Id)),
  user_id: Schema.optional(Schema.NullOr(Id)),
  active: Schema.optional(Schema.Boolean),
};

/** A new seller: the name; the rest defaults to 0 %, empty, every unit, no user, active. */
export const SellerInput = Schema.Struct({ name: requiredCleanText(120), ...sellerFields });
export type SellerInput = typeof SellerInput.Type;

/** A change: fields left out keep their value. */
export const SellerPatch = Schema.Struct({ name: Schema.optional(requiredCleanText(120)), ...sellerFields });
export type SellerPatch = typeof SellerPatch.Type;

/** The choices of the edit page: the network's units and active users. */
export const SellerOptions = Schema.Struct({ companies: Schema.Array(Named), users: Schema.Array(Named) });
export type SellerOptions = typeof SellerOptions.Type;
