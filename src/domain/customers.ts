import { cleanDocument, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from "./documents.ts";
import { isValidPhone, phoneDigits } from "./phone.ts";
import { applyMask, cleanText, isEmail } from "./text.ts";

// The customer's rules (spec 3 Customer, 5.1, 5.2): what makes a customer, its addresses and its contacts valid.
// The browser runs them for instant feedback, the server as the authority; both name a problem by its key in
// the `validation` namespace ("required", "cpf", ...) under the field it belongs to ("addresses.0.address_1").

/** F: pessoa física (CPF); J: pessoa jurídica (CNPJ). */
export const CUSTOMER_TYPES = ["F", "J"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** The 27 Brazilian federative units. */
export const UFS = [
  "AC",
  "AL",
  "AM",
  "AP",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MG",
  "MS",
  "MT",
  "PA",
  "PB",
  "PE",
  "PI",
  "PR",
  "RJ",
  "RN",
  "RO",
  "RR",
  "RS",
  "SC",
  "SE",
  "SP",
  "TO",
] as const;

/** The IBGE code of each UF: a city's seven-digit IBGE code starts with it. */
const UF_IBGE_CODES: Readonly<Record<string, number>> = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
};

/** The range of IBGE city codes of a UF (its customers are a range of cityId); null for an unknown UF. */
export const ufCityCodeRange = (uf: string): readonly [number, number] | null => {
  const code = UF_IBGE_CODES[uf];
  return code === undefined ? null : [code * 100_000, code * 100_000 + 99_999];
};

const ZIP_DIGITS = 8;

export type CustomerIssue = "required" | "cpf" | "cnpj" | "phone" | "email" | "contact-required" | "zip-code" | "uf";

/** Problems by field path ("name", "docId1", "addresses.0.address_1", "contacts.1.email"); empty when valid. */
export type CustomerIssues = Readonly<Record<string, ReadonlyArray<CustomerIssue>>>;

export type CustomerAddressFields = {
  readonly zip_code: string;
  readonly address_1: string;
  readonly address_number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
  readonly main: boolean;
};

export type CustomerContactFields = {
  readonly name: string;
  readonly role: string;
  readonly phone: string;
  readonly email: string;
};

/** A customer as typed (masks allowed) or as stored (digits only): both go through the same rules. */
export type CustomerFields = {
  readonly customerType: CustomerType;
  readonly name: string;
  readonly nickname: string;
  readonly docId1: string;
  readonly phone1: string;
  readonly email: string;
  readonly active: boolean;
  readonly addresses: ReadonlyArray<CustomerAddressFields>;
  readonly contacts: ReadonlyArray<CustomerContactFields>;
};

/** Spec 5.1 'E-mail inváildo': empty is valid (the field is optional). */
export const isValidEmail = (text: string): boolean => text.trim() === "" || isEmail(text.trim());

/** A CEP: empty, or 8 digits (masked "#####-###" or not). */
export const isValidZipCode = (text: string): boolean => {
  const digits = text.replace(/\D/g, "");
  return /^[\d\s.-]*$/.test(text) && (digits === "" || digits.length === ZIP_DIGITS);
};

export const isValidUf = (text: string): boolean =>
  text.trim() === "" || (UFS as ReadonlyArray<string>).includes(text.trim().toUpperCase());

/** Spec 5.2: a person's document is a CPF, a company's a CNPJ; empty is valid for both. */
export const isValidCustomerDocument = (type: CustomerType, text: string): boolean =>
  type === "F" ? isValidCpf(text) : isValidCnpj(text);

/** The document rule's key for a customer type: "cpf" or "cnpj". */
export const documentIssue = (type: CustomerType): "cpf" | "cnpj" => (type === "F" ? "cpf" : "cnpj");

/** "CPF já cadastrado" or "CNPJ já cadastrado" (spec 5.1). */
export const documentTakenIssue = (type: CustomerType): "cpf-unique" | "cnpj-unique" =>
  type === "F" ? "cpf-unique" : "cnpj-unique";

/** Every rule of a customer, with its addresses and contacts. */
export function customerIssues(customer: CustomerFields): CustomerIssues {
  const issues = new Map<string, CustomerIssue[]>();
  const add = (field: string, issue: CustomerIssue) => issues.set(field, [...(issues.get(field) ?? []), issue]);

  if (cleanText(customer.name) === "") add("name", "required");
  if (!isValidCustomerDocument(customer.customerType, customer.docId1))
    add("docId1", documentIssue(customer.customerType));
  if (!isValidPhone(customer.phone1)) add("phone1", "phone");
  if (!isValidEmail(customer.email)) add("email", "email");
  // Spec 5.1: phone1 or email, at least one of them.
  if (customer.phone1.trim() === "" && customer.email.trim() === "") {
    add("phone1", "contact-required");
    add("email", "contact-required");
  }
  customer.addresses.forEach((address, index) => {
    const at = `addresses.${index}`;
    if (cleanText(address.address_1) === "") add(`${at}.address_1`, "required");
    if (!isValidZipCode(address.zip_code)) add(`${at}.zip_code`, "zip-code");
    if (!isValidUf(address.uf)) add(`${at}.uf`, "uf");
  });
  customer.contacts.forEach((contact, index) => {
    const at = `contacts.${index}`;
    if (cleanText(contact.name) === "") add(`${at}.name`, "required");
    if (!isValidPhone(contact.phone)) add(`${at}.phone`, "phone");
    if (!isValidEmail(contact.email)) add(`${at}.email`, "email");
  });
  return Object.fromEntries(issues);
}

export const hasIssues = (issues: CustomerIssues): boolean => Object.keys(issues).length > 0;

/** The index of the main address: the first one marked main, else the first one; -1 without addresses. */
export const mainAddressIndex = (addresses: ReadonlyArray<{ readonly main: boolean }>): number => {
  if (addresses.length === 0) return -1;
  const marked = addresses.findIndex((address) => address.main);
  return marked === -1 ? 0 : marked;
};

/** Marks exactly one address as main (spec: one address is the main one). */
export function withOneMain<A extends { readonly main: boolean }>(addresses: ReadonlyArray<A>): A[] {
  const main = mainAddressIndex(addresses);
  return addresses.map((address, index) => ({ ...address, main: index === main }));
}

/** A contact person as stored: texts cleaned, phone digits only. */
export const normalizeContact = <C extends CustomerContactFields>(contact: C): C => ({
  ...contact,
  name: cleanText(contact.name),
  role: cleanText(contact.role),
  phone: phoneDigits(contact.phone),
  email: cleanText(contact.email),
});

/**
 * The customer as stored: texts trimmed and without bidi controls, digits-only document, phones and CEP, upper-case
 * UF, one main address.
 */
export function normalizeCustomer<C extends CustomerFields>(customer: C): C {
  return {
    ...customer,
    name: cleanText(customer.name),
    nickname: cleanText(customer.nickname),
    docId1: cleanDocument(customer.docId1),
    phone1: phoneDigits(customer.phone1),
    email: cleanText(customer.email),
    addresses: withOneMain(
      customer.addresses.map((address) => ({
        ...address,
        zip_code: address.zip_code.replace(/\D/g, ""),
        address_1: cleanText(address.address_1),
        address_number: cleanText(address.address_number),
        complement: cleanText(address.complement),
        district: cleanText(address.district),
        city: cleanText(address.city),
        uf: cleanText(address.uf).toUpperCase(),
      })),
    ),
    contacts: customer.contacts.map(normalizeContact),
  };
}

/** "123.456.789-09" for a person, "12.345.678/0001-95" for a company; as the user types, too. */
export const formatCustomerDocument = (type: CustomerType, text: string): string =>
  type === "F" ? formatCpf(text) : formatCnpj(text);

/** "01310-100", applied as the user types. */
export const formatZipCode = (text: string): string => applyMask(text.replace(/\D/g, ""), "#####-###");
