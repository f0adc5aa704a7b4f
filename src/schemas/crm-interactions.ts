import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { ApiDate, ArrayUpTo, Id, IdFromString, MoneyAmount, MoneyString, optionalText } from "./fields.ts";
import { Quantity } from "./pdv.ts";
import { InteractionDateTime } from "./crm.ts";

// CRM interactions (spec 3 'CRM interaction', 4, 7): a seller's note on a customer with the next contact, the
// contacts made, the products offered, files and factor data. Related data, contacts and offers go only with the
// creation (spec 4); afterwards through their own endpoints.

export const CONTACT_TYPES = ["whatsapp", "email", "call", "meeting", "online"] as const;
export const ContactType = Schema.Literals(CONTACT_TYPES);
export type ContactType = typeof ContactType.Type;

/** The customer's temperature: 0 (cold, the default) to 5 (hot). */
export const MAX_TEMPERATURE = 5;
export const MAX_INTERACTION_CONTACTS = 50;
export const MAX_INTERACTION_OFFERS = 50;
export const MAX_INTERACTION_DATA = 50;

/** Contact times travel as "YYYY-MM-DD HH:mm:ss" (spec 9). */
export const ContactDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: "date" }),
);

export const Temperature = Schema.Int.check(
  Schema.isBetween({ minimum: 0, maximum: MAX_TEMPERATURE }, { message: "invalid" }),
);

export const InteractionContactInput = Schema.Struct({
  type: ContactType,
  made_at: ContactDateTime,
  notes: Schema.optional(optionalText(2000)),
});
export type InteractionContactInput = typeof InteractionContactInput.Type;

export const InteractionOfferInput = Schema.Struct({
  product_id: Schema.optional(Schema.NullOr(Id)),
  description: Schema.optional(optionalText(200)),
  quantity: Schema.optional(Quantity),
  value: MoneyAmount,
});
export type InteractionOfferInput = typeof InteractionOfferInput.Type;

/** The fields of an interaction itself, all optional (PATCH); the customer is checked apart ('Selecione o cliente'). */
const InteractionFields = {
  customer_id: Schema.optional(Schema.NullOr(Id)),
  /** The unit; default the session's. */
  company_id: Schema.optional(Id),
  stage_id: Schema.optional(Schema.NullOr(Id)),
  next_contact_at: Schema.optional(Schema.NullOr(InteractionDateTime)),
  notes: Schema.optional(optionalText(5000)),
  next_contact_notes: Schema.optional(optionalText(5000)),
  customer_temperature: Schema.optional(Temperature),
  seasonal_value: Schema.optional(MoneyAmount),
  monthly_value: Schema.optional(MoneyAmount),
  called: Schema.optional(Schema.Boolean),
  crm_squad: Schema.optional(optionalText(80)),
};

/** POST /api/v1/customers_interactions: the interaction with its contacts, offers and factor options (data[].option_id, crm_data ids). */
export const InteractionInput = Schema.Struct({
  ...InteractionFields,
  contacts: Schema.optional(ArrayUpTo(InteractionContactInput, MAX_INTERACTION_CONTACTS)),
  offers: Schema.optional(ArrayUpTo(InteractionOfferInput, MAX_INTERACTION_OFFERS)),
  data: Schema.optional(ArrayUpTo(Schema.Struct({ option_id: Id }), MAX_INTERACTION_DATA)),
});
export type InteractionInput = typeof InteractionInput.Type;

/** PATCH /api/v1/customers_interactions/{id}: fields left out keep their value. */
export const InteractionPatch = Schema.Struct(InteractionFields);
export type InteractionPatch = typeof InteractionPatch.Type;

export const InteractionContact = Schema.Struct({
  id: Schema.Int,
  type: ContactType,
  made_at: ContactDateTime,
  notes: Schema.String,
  user_name: Schema.String,
});
export type InteractionContact = typeof InteractionContact.Type;

export const InteractionOffer = Schema.Struct({
  id: Schema.Int,
  product_id: Schema.NullOr(Schema.Int),
  description: Schema.String,
  quantity: Schema.Number,
  value: MoneyString,
});
export type InteractionOffer = typeof InteractionOffer.Type;

export const InteractionFile = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
});

export const InteractionDataItem = Schema.Struct({
  id: Schema.Int,
  factor_id: Schema.Int,
  factor_name: Schema.String,
  option_id: Schema.Int,
  option_name: Schema.String,
});
export type InteractionDataItem = typeof InteractionDataItem.Type;

export const Interaction = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  customer_id: Schema.NullOr(Schema.Int),
  customer_name: Schema.String,
  user_id: Schema.Int,
  user_name: Schema.String,
  stage_id: Schema.NullOr(Schema.Int),
  stage_name: Schema.String,
  next_contact_at: Schema.NullOr(InteractionDateTime),
  notes: Schema.String,
  next_contact_notes: Schema.String,
  customer_temperature: Schema.Int,
  seasonal_value: Schema.NullOr(MoneyString),
  monthly_value: Schema.NullOr(MoneyString),
  called: Schema.Boolean,
  crm_squad: Schema.String,
  created_at: InteractionDateTime,
  /** With `verbose=true` (and always on one interaction): what was recorded with it. */
  contacts: Schema.optional(Schema.Array(InteractionContact)),
  offers: Schema.optional(Schema.Array(InteractionOffer)),
  files: Schema.optional(Schema.Array(InteractionFile)),
  data: Schema.optional(Schema.Array(InteractionDataItem)),
});
export type Interaction = typeof Interaction.Type;

const BooleanString = Schema.Literals(["true", "false", "1", "0"]);
export const INTERACTION_SORT_FIELDS = ["id", "created_at", "next_contact_at"] as const;

/** GET /api/v1/customers_interactions (spec 7): `sort_by`/`limit` are the spec's names of sort_field/per_page. */
export const InteractionListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(INTERACTION_SORT_FIELDS)),
  sort_by: Schema.optional(Schema.Literals(INTERACTION_SORT_FIELDS)),
  limit: Schema.optional(IdFromString),
  company_id: Schema.optional(IdFromString),
  customer_id: Schema.optional(IdFromString),
  verbose: Schema.optional(BooleanString),
  pagination: Schema.optional(BooleanString),
});
export type InteractionListQuery = typeof InteractionListQuery.Type;

export const InteractionList = listOf(Interaction);
export type InteractionList = typeof InteractionList.Type;

/** POST /api/v1/interactions/{id}/data: one option of a factor. */
export const InteractionDataInput = Schema.Struct({ option_id: Id });
export type InteractionDataInput = typeof InteractionDataInput.Type;

/** POST /api/v1/interactions_contacts, /interactions_offers, /interactions_files: one row of an interaction. */
export const InteractionContactCreate = Schema.Struct({ interaction_id: Id, ...InteractionContactInput.fields });
export const InteractionOfferCreate = Schema.Struct({ interaction_id: Id, ...InteractionOfferInput.fields });
export const INTERACTION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INTERACTION_FILE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
] as const;
export const InteractionFileCreate = Schema.Struct({
  interaction_id: Id,
  file_name: Schema.String.check(Schema.isNonEmpty({ message: "required" }), Schema.isMaxLength(200)),
  content_type: Schema.Literals(INTERACTION_FILE_TYPES),
  content_base64: Schema.String,
});
export type InteractionFileCreate = typeof InteractionFileCreate.Type;

/** GET /api/v1/interactions_contacts (/crm/contatos): contacts made, by period, type and seller. */
export const CONTACT_SORT_FIELDS = ["made_at", "type", "customer", "seller"] as const;
export const ContactListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(CONTACT_SORT_FIELDS)),
  type: Schema.optional(ContactType),
  user_id: Schema.optional(IdFromString),
});
export type ContactListQuery = typeof ContactListQuery.Type;

export const ContactMade = Schema.Struct({
  id: Schema.Int,
  interaction_id: Schema.Int,
  made_at: ContactDateTime,
  type: ContactType,
  customer_id: Schema.NullOr(Schema.Int),
  customer_name: Schema.String,
  seller: Schema.String,
  notes: Schema.String,
});
export type ContactMade = typeof ContactMade.Type;
export const ContactMadeList = listOf(ContactMade);
export type ContactMadeList = typeof ContactMadeList.Type;

/** GET /api/v1/crm/panel (/crm/painel): each seller's day and the period's conversions and losses. */
export const PanelQuery = Schema.Struct({
  initial_date: Schema.optional(ApiDate),
  final_date: Schema.optional(ApiDate),
});
export type PanelQuery = typeof PanelQuery.Type;

export const SellerDay = Schema.Struct({
  user_id: Schema.Int,
  name: Schema.String,
  /** Next contacts of today not yet made. */
  calls_today: Schema.Int,
  /** Next contacts after today. */
  pending: Schema.Int,
  /** Next contacts before today not made. */
  overdue: Schema.Int,
  /** Contacts made in the period. */
  contacts: Schema.Int,
  conversions: Schema.Int,
  losses: Schema.Int,
});
export type SellerDay = typeof SellerDay.Type;

export const StageCount = Schema.Struct({
  stage_id: Schema.Int,
  name: Schema.String,
  tag: Schema.String,
  moves: Schema.Int,
});

export const Panel = Schema.Struct({
  initial_date: ApiDate,
  final_date: ApiDate,
  sellers: Schema.Array(SellerDay),
  stages: Schema.Array(StageCount),
});
export type Panel = typeof Panel.Type;

export const IdAnswer = Schema.Struct({ id: Schema.Int });

/** GET /api/v1/customers_interactions/choices: what the interaction modal and the CRM filters choose from. */
export const InteractionChoices = Schema.Struct({
  stages: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, tag: Schema.String })),
  factors: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      name: Schema.String,
      options: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
    }),
  ),
  sellers: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});
export type InteractionChoices = typeof InteractionChoices.Type;
