import { Schema } from "effect";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, Id, optionalText, requiredText } from "./fields.ts";

// Suppliers, manufacturers and carriers (issue 13 item 7; spec 2.2 /fornecedores, /fabricantes, /transportadoras,
// /utilidades/fornecedores). Documents, IE, phones, CEP, UF, plates: src/domain/suppliers.ts, run by the server
// after these schemas. Carriers keep the PDV's snake_case names (spec 3, transporter).

export const SupplierId = Id.pipe(Schema.brand("SupplierId"));
export type SupplierId = typeof SupplierId.Type;
export const ManufacturerId = Id.pipe(Schema.brand("ManufacturerId"));
export type ManufacturerId = typeof ManufacturerId.Type;
export const CarrierId = Id.pipe(Schema.brand("CarrierId"));
export type CarrierId = typeof CarrierId.Type;

export const PersonTypeCode = Schema.Literals(["J", "F"]);
const BooleanText = Schema.Literals(["true", "false"]);

export const MAX_SUPPLIER_CONTACTS = 20;

export const SupplierContact = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  role: Schema.String,
  phone: Schema.String,
  email: Schema.String,
});
export type SupplierContact = typeof SupplierContact.Type;

/** A contact in a save: with its id it changes that contact, without one it is new; a missing one is removed. */
export const SupplierContactInput = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Id)),
  name: optionalText(120),
  role: Schema.optional(optionalText(80)),
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
});
export type SupplierContactInput = typeof SupplierContactInput.Type;

const addressFields = {
  /** CEP, "01310-100" or "01310100". */
  zipCode: Schema.optional(optionalText(9)),
  address1: Schema.optional(optionalText(160)),
  addressNumber: Schema.optional(optionalText(20)),
  complement: Schema.optional(optionalText(80)),
  district: Schema.optional(optionalText(80)),
  city: Schema.optional(optionalText(80)),
  uf: Schema.optional(optionalText(2)),
};

/** POST /api/v1/suppliers: the supplier with its address and contacts, saved together. */
export const SupplierInput = Schema.Struct({
  personType: PersonTypeCode,
  /** Razão social (J) or name (F). */
  name: requiredText(160),
  tradeName: Schema.optional(optionalText(120)),
  /** CNPJ (J; the alphanumeric one too) or CPF (F), masked or not; empty is valid. */
  docId1: Schema.optional(optionalText(18)),
  /** Inscrição estadual or "ISENTO". */
  stateRegistration: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  phone1: Schema.optional(optionalText(20)),
  phone2: Schema.optional(optionalText(20)),
  ...addressFields,
  notes: Schema.optional(optionalText(2000)),
  active: Schema.optional(Schema.Boolean),
  contacts: Schema.optional(ArrayUpTo(SupplierContactInput, MAX_SUPPLIER_CONTACTS)),
});
export type SupplierInput = typeof SupplierInput.Type;

/** PATCH /api/v1/suppliers/{id}: fields left out keep their value; `contacts`, when sent, is the whole list. */
export const SupplierPatch = Schema.Struct({
  ...SupplierInput.fields,
  personType: Schema.optional(PersonTypeCode),
  name: Schema.optional(requiredText(160)),
});
export type SupplierPatch = typeof SupplierPatch.Type;

const storedAddress = {
  zipCode: Schema.String,
  address1: Schema.String,
  addressNumber: Schema.String,
  complement: Schema.String,
  district: Schema.String,
  city: Schema.String,
  uf: Schema.String,
};

export const SupplierDetail = Schema.Struct({
  id: SupplierId,
  personType: PersonTypeCode,
  name: Schema.String,
  tradeName: Schema.String,
  /** Digits (and letters of an alphanumeric CNPJ), without mask. */
  docId1: Schema.String,
  stateRegistration: Schema.String,
  email: Schema.String,
  phone1: Schema.String,
  phone2: Schema.String,
  ...storedAddress,
  notes: Schema.String,
  active: Schema.Boolean,
  contacts: Schema.Array(SupplierContact),
  createdAt: Schema.String,
});
export type SupplierDetail = typeof SupplierDetail.Type;

export const SupplierListItem = Schema.Struct({
  id: SupplierId,
  personType: PersonTypeCode,
  name: Schema.String,
  tradeName: Schema.String,
  docId1: Schema.String,
  phone1: Schema.String,
  email: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  active: Schema.Boolean,
});
export type SupplierListItem = typeof SupplierListItem.Type;

export const SUPPLIER_SORT_FIELDS = ["name", "tradeName", "docId1", "phone1", "email", "city", "active"] as const;

/** GET /api/v1/suppliers: text filter on name, trade name, e-mail, document or phone; filters of 'Filtros'. */
export const SupplierListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(SUPPLIER_SORT_FIELDS)),
  active: Schema.optional(BooleanText),
  person_type: Schema.optional(PersonTypeCode),
  uf: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z]{2}$/, { message: "uf" }))),
});
export type SupplierListQuery = typeof SupplierListQuery.Type;

export const SupplierList = listOf(SupplierListItem);
export type SupplierList = typeof SupplierList.Type;

/** A supplier of the directory (/utilidades/fornecedores): contact data and its contact people. */
export const SupplierDirectoryItem = Schema.Struct({
  ...SupplierListItem.fields,
  stateRegistration: Schema.String,
  phone2: Schema.String,
  /** "Carla (Comercial) · (11) 98765-4321 · carla@..." of each contact person. */
  contacts: Schema.Array(SupplierContact),
});
export type SupplierDirectoryItem = typeof SupplierDirectoryItem.Type;

export const SUPPLIER_DIRECTORY_SORT_FIELDS = ["name", "tradeName", "docId1", "city"] as const;

/** GET /api/v1/useful/suppliers: the active suppliers, read-only, for anyone who looks one up. */
export const SupplierDirectoryQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(SUPPLIER_DIRECTORY_SORT_FIELDS)),
});
export type SupplierDirectoryQuery = typeof SupplierDirectoryQuery.Type;

export const SupplierDirectory = listOf(SupplierDirectoryItem);
export type SupplierDirectory = typeof SupplierDirectory.Type;

/** GET /api/v1/suppliers/search?search=: what a supplier selector of another module shows. */
export const SupplierSearchQuery = Schema.Struct({
  search: Schema.optional(optionalText(100)),
  limit: Schema.optional(
    Schema.NumberFromString.check(
      Schema.isInt(),
      Schema.isBetween({ minimum: 1, maximum: 50 }, { message: "invalid" }),
    ),
  ),
});
export type SupplierSearchQuery = typeof SupplierSearchQuery.Type;

export const SupplierHit = Schema.Struct({
  id: SupplierId,
  name: Schema.String,
  tradeName: Schema.String,
  docId1: Schema.String,
  phone1: Schema.String,
  email: Schema.String,
  city: Schema.String,
  uf: Schema.String,
});
export type SupplierHit = typeof SupplierHit.Type;
export const SupplierSearchResult = Schema.Struct({ data: Schema.Array(SupplierHit) });
export type SupplierSearchResult = typeof SupplierSearchResult.Type;

/** Files a supplier may have: images and PDFs (recognised by their bytes) of at most 10 MB. */
export const SUPPLIER_DOCUMENT_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
] as const;
export const SUPPLIER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/v1/suppliers/{id}/documents: the file as base64 in JSON (the API takes JSON only). */
export const SupplierDocumentUpload = Schema.Struct({
  file_name: requiredText(200),
  content_type: Schema.Literals(SUPPLIER_DOCUMENT_TYPES),
  content_base64: Schema.String.check(Schema.isNonEmpty({ message: "required" })),
});
export type SupplierDocumentUpload = typeof SupplierDocumentUpload.Type;

export const SupplierDocument = Schema.Struct({
  id: Schema.Int,
  file_name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
  /** Where the file downloads from. */
  url: Schema.String,
  uploaded_by: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type SupplierDocument = typeof SupplierDocument.Type;
export const SupplierDocumentList = Schema.Struct({ data: Schema.Array(SupplierDocument) });
export type SupplierDocumentList = typeof SupplierDocumentList.Type;

// Manufacturers

export const ManufacturerInput = Schema.Struct({
  name: requiredText(120),
  /** CNPJ or CPF, optional. */
  docId1: Schema.optional(optionalText(18)),
  active: Schema.optional(Schema.Boolean),
});
export type ManufacturerInput = typeof ManufacturerInput.Type;

export const ManufacturerPatch = Schema.Struct({
  ...ManufacturerInput.fields,
  name: Schema.optional(requiredText(120)),
});
export type ManufacturerPatch = typeof ManufacturerPatch.Type;

export const Manufacturer = Schema.Struct({
  id: ManufacturerId,
  name: Schema.String,
  docId1: Schema.String,
  active: Schema.Boolean,
});
export type Manufacturer = typeof Manufacturer.Type;

export const MANUFACTURER_SORT_FIELDS = ["name", "docId1", "active"] as const;
export const ManufacturerListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(MANUFACTURER_SORT_FIELDS)),
});
export type ManufacturerListQuery = typeof ManufacturerListQuery.Type;
export const ManufacturerList = listOf(Manufacturer);
export type ManufacturerList = typeof ManufacturerList.Type;

// Carriers (the PDV's transporters): created with POST /api/v1/transporters (src/schemas/pdv-people.ts), from the
// sale or from /transportadoras; listed, read and changed here.

/** PATCH /api/v1/transporters/{id}: fields left out keep their value. */
export const CarrierPatch = Schema.Struct({
  name: Schema.optional(requiredText(120)),
  /** CPF or CNPJ, masked or not. */
  doc_id_1: Schema.optional(optionalText(18)),
  state_tax_id: Schema.optional(optionalText(20)),
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  zip_code: Schema.optional(optionalText(9)),
  address_1: Schema.optional(optionalText(160)),
  address_number: Schema.optional(optionalText(20)),
  complement: Schema.optional(optionalText(80)),
  district: Schema.optional(optionalText(80)),
  city: Schema.optional(optionalText(80)),
  uf: Schema.optional(optionalText(2)),
  license_plate: Schema.optional(optionalText(8)),
  antt: Schema.optional(optionalText(12)),
  active: Schema.optional(Schema.Boolean),
});
export type CarrierPatch = typeof CarrierPatch.Type;

export const Carrier = Schema.Struct({
  id: CarrierId,
  name: Schema.String,
  doc_id_1: Schema.String,
  state_tax_id: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  zip_code: Schema.String,
  address_1: Schema.String,
  address_number: Schema.String,
  complement: Schema.String,
  district: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  license_plate: Schema.String,
  antt: Schema.String,
  active: Schema.Boolean,
});
export type Carrier = typeof Carrier.Type;

export const CARRIER_SORT_FIELDS = ["name", "doc_id_1", "city", "license_plate", "active"] as const;
export const CarrierListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(CARRIER_SORT_FIELDS)),
});
export type CarrierListQuery = typeof CarrierListQuery.Type;
export const CarrierList = listOf(Carrier);
export type CarrierList = typeof CarrierList.Type;
