import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Id, optionalText, requiredText } from "./fields.ts";
import { CustomerId } from "./ids.ts";
import { CustomerAddress } from "./pdv-people.ts";

// The customers module (spec 2.5 /clientes/editar/:id?, 3 Customer, 7 POST /api/v1/customers). Field names follow
// the spec's Customer (publicId, customerType, docId1, phone1); addresses keep the PDV's shape (zip_code,
// address_1, ...). Check-digit, phone, e-mail and "at least one contact" rules are src/domain/customers.ts, run by
// the server after these schemas.

export const CustomerTypeCode = Schema.Literals(["F", "J"]);

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
  /** Digits only (area code + number). */
  phone1: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
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
});
export type CustomerListItem = typeof CustomerListItem.Type;

export const CUSTOMER_SORT_FIELDS = ["name", "docId1", "phone1", "email", "city", "active"] as const;

/** GET /api/v1/customers: filter matches name, nickname, e-mail, CPF/CNPJ or phone. */
export const CustomerListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(CUSTOMER_SORT_FIELDS)),
});
export type CustomerListQuery = typeof CustomerListQuery.Type;

export const CustomerList = listOf(CustomerListItem);
export type CustomerList = typeof CustomerList.Type;
