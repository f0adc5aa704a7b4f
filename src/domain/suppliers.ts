import { isValidEmail, isValidUf, isValidZipCode, normalizeContact } from "./customers.ts";
import { cleanDocument, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from "./documents.ts";
import { isValidStateRegistration, STATE_REGISTRATION_EXEMPT } from "./network.ts";
import type { Requirement } from "./permissions.ts";
import { isValidPhone, phoneDigits } from "./phone.ts";
import { cleanText } from "./text.ts";

// Suppliers, manufacturers and carriers (issue 13 item 7): their rules, run by the forms for instant feedback and
// by the server as the authority. A problem is a key of the `validation` namespace under its field's path
// ("docId1", "contacts.0.email").

/** /fornecedores and its API (spec 2.9: Stock, suppliers 4). */
export const SUPPLIERS_REQUIREMENT = { slug: "STO", code: 4 } as const satisfies Requirement;
/** /fabricantes and its API (spec 2.9: Stock, manufacturers 6). */
export const MANUFACTURERS_REQUIREMENT = { slug: "STO", code: 6 } as const satisfies Requirement;
/** /transportadoras and its API (spec 2.9: Stock, carriers 7). */
export const CARRIERS_REQUIREMENT = { slug: "STO", code: 7 } as const satisfies Requirement;
/**
 * The supplier directory /utilidades/fornecedores and the suppliers search other modules' selectors use: stock
 * (STO 4), invoices (INV 1) or payables (FIN 1).
 */
export const SUPPLIER_DIRECTORY_REQUIREMENTS: ReadonlyArray<Requirement> = [
  SUPPLIERS_REQUIREMENT,
  { slug: "INV", code: 1 },
  { slug: "FIN", code: 1 },
];

/** J: pessoa jurídica (CNPJ); F: pessoa física (CPF). */
export const PERSON_TYPES = ["J", "F"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

export type SupplierIssue =
  | "required"
  | "cpf"
  | "cnpj"
  | "state-registration"
  | "phone"
  | "email"
  | "zip-code"
  | "uf"
  | "license-plate"
  | "antt";
export type SupplierIssues = Readonly<Record<string, ReadonlyArray<SupplierIssue>>>;

export type SupplierContactFields = {
  readonly name: string;
  readonly role: string;
  readonly phone: string;
  readonly email: string;
};

/** The address of a supplier or a carrier. */
export type AddressFields = {
  readonly zipCode: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
};

/** A supplier as typed (masks allowed) or as stored: both go through the same rules. */
export type SupplierFields = AddressFields & {
  readonly personType: PersonType;
  readonly name: string;
  readonly tradeName: string;
  readonly docId1: string;
  readonly stateRegistration: string;
  readonly email: string;
  readonly phone1: string;
  readonly phone2: string;
  readonly notes: string;
  readonly active: boolean;
  readonly contacts: ReadonlyArray<SupplierContactFields>;
};

export type ManufacturerFields = {
  readonly name: string;
  readonly docId1: string;
  readonly active: boolean;
};

export type CarrierFields = AddressFields & {
  readonly name: string;
  readonly docId1: string;
  readonly stateTaxId: string;
  readonly phone: string;
  readonly email: string;
  readonly licensePlate: string;
  readonly antt: string;
  readonly active: boolean;
};

const CPF_LENGTH = 11;

/** The person type a stored document implies: 11 characters a CPF (F), anything else a CNPJ (J). */
export const personTypeOfDocument = (document: string): PersonType =>
  cleanDocument(document).length === CPF_LENGTH ? "F" : "J";

/** A CPF for a person, a CNPJ (numeric or the alphanumeric one of 2026) for a company; empty is valid. */
export const isValidDocumentOf = (type: PersonType, text: string): boolean =>
  type === "F" ? isValidCpf(text) : isValidCnpj(text);

/** "cpf" or "cnpj": the rule a person type's document breaks. */
export const documentRule = (type: PersonType): "cpf" | "cnpj" => (type === "F" ? "cpf" : "cnpj");

/** 'CPF já cadastrado' or 'CNPJ já cadastrado' (spec 5.1). */
export const documentTakenRule = (type: PersonType): "cpf-unique" | "cnpj-unique" =>
  type === "F" ? "cpf-unique" : "cnpj-unique";

/**
 * A document whose type is not chosen (manufacturers, carriers): up to 11 digits must be a CPF, longer a CNPJ;
 * empty is valid.
 */
export const isValidAnyDocument = (text: string): boolean => {
  const clean = cleanDocument(text);
  return clean.length <= CPF_LENGTH && /^\d*$/.test(clean) ? isValidCpf(clean) : isValidCnpj(clean);
};

/** The rule an undeclared document breaks: "cpf" for up to 11 digits, "cnpj" otherwise. */
export const anyDocumentRule = (text: string): "cpf" | "cnpj" => {
  const clean = cleanDocument(text);
  return clean.length <= CPF_LENGTH && /^\d*$/.test(clean) ? "cpf" : "cnpj";
};

/** A vehicle plate: empty, the old ABC1234 or the Mercosul ABC1D23 (a dash and lower case allowed). */
export const isValidLicensePlate = (text: string): boolean => /^([A-Z]{3}\d[A-Z0-9]\d{2})?$/.test(cleanPlate(text));

/** "ABC1D23": upper case, without dash or spaces. */
export const cleanPlate = (text: string): string => text.toUpperCase().replace(/[\s-]/g, "");

/** RNTRC (registration of road carriers at the ANTT): empty, or 8 or 9 digits. */
export const isValidAntt = (text: string): boolean => /^(\d{8,9})?$/.test(text.replace(/[\s.-]/g, ""));

/** Inscrição estadual as stored: "ISENTO" or its digits. */
export const cleanStateRegistration = (text: string): string => {
  const clean = cleanText(text).toUpperCase();
  return clean === STATE_REGISTRATION_EXEMPT ? clean : clean.replace(/[\s./-]/g, "");
};

type Issues = Map<string, SupplierIssue[]>;
const adder = (issues: Issues) => (field: string, issue: SupplierIssue) =>
  issues.set(field, [...(issues.get(field) ?? []), issue]);

function addressIssues(address: AddressFields, add: (field: string, issue: SupplierIssue) => void) {
  if (!isValidZipCode(address.zipCode)) add("zipCode", "zip-code");
  if (!isValidUf(address.uf)) add("uf", "uf");
}

/** Every rule of a supplier: a name, its document by type, IE, phones, e-mail, address and contacts. */
export function supplierIssues(supplier: SupplierFields): SupplierIssues {
  const issues: Issues = new Map();
  const add = adder(issues);
  if (cleanText(supplier.name) === "") add("name", "required");
  if (!isValidDocumentOf(supplier.personType, supplier.docId1)) add("docId1", documentRule(supplier.personType));
  if (!isValidStateRegistration(supplier.stateRegistration)) add("stateRegistration", "state-registration");
  if (!isValidPhone(supplier.phone1)) add("phone1", "phone");
  if (!isValidPhone(supplier.phone2)) add("phone2", "phone");
  if (!isValidEmail(supplier.email)) add("email", "email");
  addressIssues(supplier, add);
  supplier.contacts.forEach((contact, index) => {
    const at = `contacts.${index}`;
    if (cleanText(contact.name) === "") add(`${at}.name`, "required");
    if (!isValidPhone(contact.phone)) add(`${at}.phone`, "phone");
    if (!isValidEmail(contact.email)) add(`${at}.email`, "email");
  });
  return Object.fromEntries(issues);
}

/** A manufacturer: a name; a document, when given, a valid CPF or CNPJ. */
export function manufacturerIssues(manufacturer: ManufacturerFields): SupplierIssues {
  const issues: Issues = new Map();
  const add = adder(issues);
  if (cleanText(manufacturer.name) === "") add("name", "required");
  if (!isValidAnyDocument(manufacturer.docId1)) add("docId1", anyDocumentRule(manufacturer.docId1));
  return Object.fromEntries(issues);
}

/** A carrier: a name, a CPF or CNPJ, IE, phone, e-mail, address, plate and RNTRC when given. */
export function carrierIssues(carrier: CarrierFields): SupplierIssues {
  const issues: Issues = new Map();
  const add = adder(issues);
  if (cleanText(carrier.name) === "") add("name", "required");
  if (!isValidAnyDocument(carrier.docId1)) add("docId1", anyDocumentRule(carrier.docId1));
  if (!isValidStateRegistration(carrier.stateTaxId)) add("stateTaxId", "state-registration");
  if (!isValidPhone(carrier.phone)) add("phone", "phone");
  if (!isValidEmail(carrier.email)) add("email", "email");
  addressIssues(carrier, add);
  if (!isValidLicensePlate(carrier.licensePlate)) add("licensePlate", "license-plate");
  if (!isValidAntt(carrier.antt)) add("antt", "antt");
  return Object.fromEntries(issues);
}

const normalizeAddress = <A extends AddressFields>(address: A): A => ({
  ...address,
  zipCode: address.zipCode.replace(/\D/g, ""),
  address1: cleanText(address.address1),
  addressNumber: cleanText(address.addressNumber),
  complement: cleanText(address.complement),
  district: cleanText(address.district),
  city: cleanText(address.city),
  uf: cleanText(address.uf).toUpperCase(),
});

/** The supplier as stored: texts cleaned, document, phones and CEP without masks, upper-case UF and IE. */
export function normalizeSupplier<S extends SupplierFields>(supplier: S): S {
  return {
    ...normalizeAddress(supplier),
    name: cleanText(supplier.name),
    tradeName: cleanText(supplier.tradeName),
    docId1: cleanDocument(supplier.docId1),
    stateRegistration: cleanStateRegistration(supplier.stateRegistration),
    email: cleanText(supplier.email),
    phone1: phoneDigits(supplier.phone1),
    phone2: phoneDigits(supplier.phone2),
    notes: supplier.notes.trim(),
    contacts: supplier.contacts.map(normalizeContact),
  };
}

export const normalizeManufacturer = <M extends ManufacturerFields>(manufacturer: M): M => ({
  ...manufacturer,
  name: cleanText(manufacturer.name),
  docId1: cleanDocument(manufacturer.docId1),
});

export function normalizeCarrier<C extends CarrierFields>(carrier: C): C {
  return {
    ...normalizeAddress(carrier),
    name: cleanText(carrier.name),
    docId1: cleanDocument(carrier.docId1),
    stateTaxId: cleanStateRegistration(carrier.stateTaxId),
    phone: phoneDigits(carrier.phone),
    email: cleanText(carrier.email),
    licensePlate: cleanPlate(carrier.licensePlate),
    antt: carrier.antt.replace(/\D/g, ""),
  };
}

/** A CPF or CNPJ masked by the person type, as the user types. */
export const formatDocumentOf = (type: PersonType, text: string): string =>
  type === "F" ? formatCpf(text) : formatCnpj(text);
