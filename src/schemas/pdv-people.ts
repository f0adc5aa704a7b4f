import { Schema } from "effect";
import { optionalText, requiredCleanText } from "./fields.ts";

// Customers and transporters as the PDV reads and creates them.

export const CustomerAddress = Schema.Struct({
  id: Schema.Int,
  zip_code: Schema.String,
  address_1: Schema.String,
  address_number: Schema.String,
  complement: Schema.String,
  district: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  main: Schema.Boolean,
});
export type CustomerAddress = typeof CustomerAddress.Type;

export const CustomerHit = Schema.Struct({
  id: Schema.Int,
  public_id: Schema.String,
  name: Schema.String,
  nickname: Schema.String,
  /** F: CPF; J: CNPJ. */
  customer_type: Schema.Literals(["F", "J"]),
  /** CPF or CNPJ, digits only. */
  doc_id_1: Schema.String,
  phone1: Schema.String,
  email: Schema.String,
  addresses: Schema.Array(CustomerAddress),
});
export type CustomerHit = typeof CustomerHit.Type;
export const CustomerSearchResult = Schema.Struct({ data: Schema.Array(CustomerHit) });

/** Two letters (a Brazilian state). */
const Uf = Schema.String.check(Schema.isPattern(/^([A-Za-z]{2})?$/, { message: "uf" }));
/** Mercosul (ABC1D23) or old (ABC-1234) plate; empty allowed. */
const LicensePlate = Schema.String.check(
  Schema.isPattern(/^([A-Za-z]{3}-?\d[A-Za-z0-9]\d{2})?$/, { message: "license-plate" }),
);

/** POST /api/v1/transporters (spec 3, transporter). doc_id_1 is a CPF or CNPJ (checked by the server). */
export const TransporterInput = Schema.Struct({
  name: requiredCleanText(120),
  doc_id_1: Schema.optional(optionalText(18)),
  state_tax_id: Schema.optional(optionalText(20)),
  address_1: Schema.optional(optionalText(160)),
  address_number: Schema.optional(optionalText(20)),
  city: Schema.optional(optionalText(80)),
  uf: Schema.optional(Uf),
  license_plate: Schema.optional(LicensePlate),
  // A carrier created from /transportadoras (issue 13) brings its contact data too; the PDV sends none of them.
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  zip_code: Schema.optional(optionalText(9)),
  complement: Schema.optional(optionalText(80)),
  district: Schema.optional(optionalText(80)),
  antt: Schema.optional(optionalText(12)),
  active: Schema.optional(Schema.Boolean),
});
export type TransporterInput = typeof TransporterInput.Type;

export const Transporter = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  doc_id_1: Schema.String,
  state_tax_id: Schema.String,
  address_1: Schema.String,
  address_number: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  license_plate: Schema.String,
});
export type Transporter = typeof Transporter.Type;
export const TransporterSearchResult = Schema.Struct({ data: Schema.Array(Transporter) });
