import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Id, IdFromString, optionalText, requiredCleanText, requiredText } from "./fields.ts";
import { CustomerId } from "./ids.ts";
import { CustomerAddress } from "./pdv-people.ts";

// The customers module (spec 2.5 /clientes/editar/:id?, 3 Customer, 7 POST /api/v1/customers). Field names follow
// the spec's Customer (publicId, customerType, docId1, phone1); addresses keep the PDV's shape (zip_code,
// address_1, ...). Check-digit, phone, e-mail and "at least one contact" rules are src/domain/customers.ts, run by
// the server after these schemas.

export const CustomerTypeCode = Schema.Literals(["F", "J"]);

export const CustomerGroupId = Id.pipe(Schema.brand("CustomerGroupId"));
export type CustomerGroupId = typeof CustomerGroupId.Type;

/** An IBGE municipality code: 7 digits, the first two the UF's code. */
export const IbgeCityCode = Schema.Int.check(
  Schema.isBetween({ minimum: 1_100_000, maximum: 5_399_999 }, { message: "invalid" }),
);

/** Groups one customer may be in (spec 3 groupsIds). */
export const MAX_CUSTOMER_GROUPS = 50;

/** Addresses and contacts one customer may have (each list of a save). */
export const MAX_CUSTOMER_ADDRESSES = 20;
export const MAX_CUSTOMER_CONTACTS = 20;

/** An address in a save: with its id it changes that address, without one it is new; a missing one is removed. */
export const CustomerAddressInput = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Id)),
  /** CEP, "01310-100" or "01310100". */
  zip_code: Schema.optional(optionalText(9)),
  /** Street; required (checked with the customer's rules). */
  address_1: optionalText(160),
  address_number: Schema.optional(optionalText(20)),
  complement: Schema.optional(optionalText(80)),
  district: Schema.optional(optionalText(80)),
  city: Schema.optional(optionalText(80)),
  uf: Schema.optional(optionalText(2)),
  /** Exactly one address is the main one: the first marked, else the first. */
  main: Schema.optional(Schema.Boolean),
});
export type CustomerAddressInput = typeof CustomerAddressInput.Type;

export const CustomerContact = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  role: Schema.String,
  phone: Schema.String,
  email: Schema.String,
});
export type CustomerContact = typeof CustomerContact.Type;

/** A contact person in a save: with its id it changes that contact, without one it is new. */
export const CustomerContactInput = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Id)),
  name: optionalText(120),
  role: Schema.optional(optionalText(80)),
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
});
export type CustomerContactInput = typeof CustomerContactInput.Type;

/** POST /api/v1/customers: the customer with its addresses and contacts, saved together. */
export const CustomerInput = Schema.Struct({
  customerType: CustomerTypeCode,
  name: requiredText(160),
  nickname: Schema.optional(optionalText(120)),
  /** CPF (type F) or CNPJ (type J), masked or digits; empty is valid (spec 5.2). */
  docId1: Schema.optional(optionalText(18)),
  /** Spec 3 names of docId1 by type: the CPF of a person, the CNPJ (numeric or alphanumeric) of a company. */
  national_card_id_1: Schema.optional(optionalText(18)),
  federal_tax_id: Schema.optional(optionalText(18)),
  /** IBGE municipality code from GET /api/v1/useful/municipalities; null for none. */
  cityId: Schema.optional(Schema.NullOr(IbgeCityCode)),
  /** The customer's groups (the whole list when sent). */
  groupsIds: Schema.optional(ArrayUpTo(Id, MAX_CUSTOMER_GROUPS)),
  phone1: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  /** Default true. */
  active: Schema.optional(Schema.Boolean),
  addresses: Schema.optional(ArrayUpTo(CustomerAddressInput, MAX_CUSTOMER_ADDRESSES)),
  contacts: Schema.optional(ArrayUpTo(CustomerContactInput, MAX_CUSTOMER_CONTACTS)),
});
export type CustomerInput = typeof CustomerInput.Type;

/**
 * PATCH /api/v1/customers/{id}: the fields to change; those left out keep their value. `addresses` and `contacts`,
 * when sent, are the whole lists.
 */
export const CustomerPatch = Schema.Struct({
  ...CustomerInput.fields,
  customerType: Schema.optional(CustomerTypeCode),
  name: Schema.optional(requiredText(160)),
});
export type CustomerPatch = typeof CustomerPatch.Type;

export const CustomerDetail = Schema.Struct({
  id: CustomerId,
  publicId: Schema.String,
  customerType: CustomerTypeCode,
  name: Schema.String,
  nickname: Schema.String,
  /** CPF or CNPJ, digits only. */
  docId1: Schema.String,
  /** docId1 when a person (F), else "". */
  national_card_id_1: Schema.String,
  /** docId1 when a company (J), else "". */
  federal_tax_id: Schema.String,
  /** Digits only (area code + number). */
  phone1: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
  cityId: Schema.NullOr(Schema.Int),
  /** The city's name and UF ("" without a city). */
  cityName: Schema.String,
  cityUf: Schema.String,
  groupsIds: Schema.Array(CustomerGroupId),
  groupsNames: Schema.Array(Schema.String),
  /** The main address first. */
  addresses: Schema.Array(CustomerAddress),
  contacts: Schema.Array(CustomerContact),
  createdAt: Schema.String,
});
export type CustomerDetail = typeof CustomerDetail.Type;

export const CustomerListItem = Schema.Struct({
  id: CustomerId,
  publicId: Schema.String,
  customerType: CustomerTypeCode,
  name: Schema.String,
  nickname: Schema.String,
  docId1: Schema.String,
  phone1: Schema.String,
  email: Schema.String,
  /** City and UF of the main address; "" without one. */
  city: Schema.String,
  uf: Schema.String,
  active: Schema.Boolean,
  /** The customer's groups, by name. */
  groupsNames: Schema.Array(Schema.String),
});
export type CustomerListItem = typeof CustomerListItem.Type;

export const CUSTOMER_SORT_FIELDS = ["name", "docId1", "phone1", "email", "city", "active"] as const;

/** GET /api/v1/customers: filter matches name, nickname, e-mail, CPF/CNPJ or phone. */
export const CustomerListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(CUSTOMER_SORT_FIELDS)),
  /** Only the customers of this group. */
  group_id: Schema.optional(IdFromString),
});
export type CustomerListQuery = typeof CustomerListQuery.Type;

export const CustomerList = listOf(CustomerListItem);
export type CustomerList = typeof CustomerList.Type;

/** GET /api/v1/useful/similar_customers (spec 7): customers that look like a name, phone or document typed. */
export const SimilarCustomersQuery = Schema.Struct({
  value: Schema.String.check(Schema.isMaxLength(160, { message: "max-length" })),
  active: Schema.optional(Schema.Literals(["true", "false"])),
  /** The customer being edited, left out of the answer. */
  except_id: Schema.optional(IdFromString),
});
export type SimilarCustomersQuery = typeof SimilarCustomersQuery.Type;

export const SimilarCustomer = Schema.Struct({
  id: CustomerId,
  name: Schema.String,
  customerType: CustomerTypeCode,
  docId1: Schema.String,
  phone1: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
});
export type SimilarCustomer = typeof SimilarCustomer.Type;

export const SimilarCustomers = Schema.Struct({ data: Schema.Array(SimilarCustomer) });
export type SimilarCustomers = typeof SimilarCustomers.Type;

/** GET /api/v1/useful/municipalities?uf=: the IBGE municipalities of a UF, by name. */
export const MunicipalitiesQuery = Schema.Struct({
  uf: Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/, { message: "uf" })),
});
export type MunicipalitiesQuery = typeof MunicipalitiesQuery.Type;

export const Municipality = Schema.Struct({ id: Schema.Int, name: Schema.String, uf: Schema.String });
export type Municipality = typeof Municipality.Type;

export const Municipalities = Schema.Struct({ data: Schema.Array(Municipality) });
export type Municipalities = typeof Municipalities.Type;

/** POST /api/v1/customer_groups, PATCH /api/v1/customer_groups/{id} (CUS 2). */
export const CustomerGroupInput = Schema.Struct({
  name: requiredCleanText(80),
  /** Default true. */
  active: Schema.optional(Schema.Boolean),
});
export type CustomerGroupInput = typeof CustomerGroupInput.Type;

export const CustomerGroupPatch = Schema.Struct({
  name: Schema.optional(requiredCleanText(80)),
  active: Schema.optional(Schema.Boolean),
});
export type CustomerGroupPatch = typeof CustomerGroupPatch.Type;

export const CustomerGroup = Schema.Struct({
  id: CustomerGroupId,
  name: Schema.String,
  active: Schema.Boolean,
  /** How many customers are in it. */
  customers: Schema.Int,
});
export type CustomerGroup = typeof CustomerGroup.Type;

export const CUSTOMER_GROUP_SORT_FIELDS = ["name", "active", "customers"] as const;

export const CustomerGroupListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(CUSTOMER_GROUP_SORT_FIELDS)),
  active: Schema.optional(Schema.Literals(["true", "false"])),
});
export type CustomerGroupListQuery = typeof CustomerGroupListQuery.Type;

export const CustomerGroupList = listOf(CustomerGroup);
export type CustomerGroupList = typeof CustomerGroupList.Type;

/** Columns /exportar-clientes may write, in this order (RPT 13). */
export const CUSTOMER_EXPORT_COLUMNS = [
  "name",
  "nickname",
  "customerType",
  "docId1",
  "phone1",
  "email",
  "city",
  "uf",
  "groups",
  "stage",
  "active",
  "createdAt",
] as const;
export type CustomerExportColumn = (typeof CUSTOMER_EXPORT_COLUMNS)[number];

/** GET /api/v1/customers/export: the customers the filters keep, with the columns chosen, as CSV or XLSX. */
export const CustomerExportQuery = Schema.Struct({
  format: Schema.Literals(["csv", "xlsx"]),
  /** Comma-separated CUSTOMER_EXPORT_COLUMNS; all of them when left out. */
  columns: Schema.optional(
    Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9]+(,[a-zA-Z0-9]+)*$/, { message: "invalid" })),
  ),
  group_id: Schema.optional(IdFromString),
  uf: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/, { message: "uf" }))),
  city_id: Schema.optional(Schema.String.check(Schema.isPattern(/^\d{7}$/, { message: "invalid" }))),
  customer_type: Schema.optional(CustomerTypeCode),
  active: Schema.optional(Schema.Literals(["true", "false"])),
  stage_id: Schema.optional(IdFromString),
  /** Sign-up period (YYYY-MM-DD), on the customer's createdAt. */
  initial_date: ListQueryFields.initial_date,
  final_date: ListQueryFields.final_date,
});
export type CustomerExportQuery = typeof CustomerExportQuery.Type;
