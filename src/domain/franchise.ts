import type { Requirement } from "./permissions.ts";
import { type CustomerContactFields, isValidEmail, isValidUf, isValidZipCode, normalizeContact } from "./customers.ts";
import { cleanDocument, isValidCnpj, isValidCpf } from "./documents.ts";
import { isValidPhone, phoneDigits } from "./phone.ts";
import { isValidPercentage } from "./sale.ts";
import { cleanText } from "./text.ts";

// The franchisor's data on a unit (issue 12 item 4, /unidades-franqueadas/editar/:id): the franchisee company, its
// owner, the contract, one address and the contact people. The browser runs these rules for instant feedback, the
// server as the authority; a problem is a key of the `validation` namespace under its field ("address.uf").

/** active: in operation; implantation: em implantação (opening); closed: encerrada. */
export const FRANCHISE_STATUSES = ["active", "implantation", "closed"] as const;
export type FranchiseStatus = (typeof FRANCHISE_STATUSES)[number];

export const isFranchiseStatus = (value: string): value is FranchiseStatus =>
  (FRANCHISE_STATUSES as ReadonlyArray<string>).includes(value);

export type FranchiseAddressFields = {
  readonly zip_code: string;
  readonly address_1: string;
  readonly address_number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
};

export type FranchiseContactFields = CustomerContactFields;

/** A franchise unit as typed (masks allowed) or stored; a percentage is null when what was typed is no number. */
export type FranchiseFields = {
  readonly legalName: string;
  readonly cnpj: string;
  readonly ownerName: string;
  readonly ownerCpf: string;
  readonly ownerEmail: string;
  readonly ownerPhone: string;
  /** YYYY-MM-DD, or "" when not known. */
  readonly contractStart: string;
  readonly royaltyPercent: number | null;
  readonly marketingFundPercent: number | null;
  readonly status: string;
  readonly address: FranchiseAddressFields;
  readonly contacts: ReadonlyArray<FranchiseContactFields>;
};

export type FranchiseIssue =
  | "required"
  | "cnpj"
  | "cpf"
  | "email"
  | "phone"
  | "date"
  | "percentage"
  | "invalid"
  | "zip-code"
  | "uf";

export type FranchiseIssues = Readonly<Record<string, ReadonlyArray<FranchiseIssue>>>;

/** "" or a day of the calendar written YYYY-MM-DD. */
export const isValidContractStart = (text: string): boolean => {
  if (text === "") return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const validPercent = (percent: number | null): boolean => percent !== null && isValidPercentage(percent);

/** Every rule of a franchise unit with its address and contacts; empty when valid. */
export function franchiseIssues(unit: FranchiseFields): FranchiseIssues {
  const issues = new Map<string, FranchiseIssue[]>();
  const add = (field: string, issue: FranchiseIssue) => issues.set(field, [...(issues.get(field) ?? []), issue]);
  if (!isValidCnpj(unit.cnpj)) add("cnpj", "cnpj");
  if (!isValidCpf(unit.ownerCpf)) add("ownerCpf", "cpf");
  if (!isValidEmail(unit.ownerEmail)) add("ownerEmail", "email");
  if (!isValidPhone(unit.ownerPhone)) add("ownerPhone", "phone");
  if (!isValidContractStart(unit.contractStart)) add("contractStart", "date");
  if (!validPercent(unit.royaltyPercent)) add("royaltyPercent", "percentage");
  if (!validPercent(unit.marketingFundPercent)) add("marketingFundPercent", "percentage");
  if (!isFranchiseStatus(unit.status)) add("status", "invalid");
  if (!isValidZipCode(unit.address.zip_code)) add("address.zip_code", "zip-code");
  if (!isValidUf(unit.address.uf)) add("address.uf", "uf");
  unit.contacts.forEach((contact, index) => {
    const at = `contacts.${index}`;
    if (cleanText(contact.name) === "") add(`${at}.name`, "required");
    if (!isValidPhone(contact.phone)) add(`${at}.phone`, "phone");
    if (!isValidEmail(contact.email)) add(`${at}.email`, "email");
  });
  return Object.fromEntries(issues);
}

/** As stored: texts cleaned, CNPJ, CPF, phones and CEP without masks, UF in capitals. */
export function normalizeFranchise<F extends FranchiseFields>(unit: F): F {
  const a = unit.address;
  return {
    ...unit,
    legalName: cleanText(unit.legalName),
    cnpj: cleanDocument(unit.cnpj),
    ownerName: cleanText(unit.ownerName),
    ownerCpf: unit.ownerCpf.replace(/\D/g, ""),
    ownerEmail: cleanText(unit.ownerEmail),
    ownerPhone: phoneDigits(unit.ownerPhone),
    address: {
      zip_code: a.zip_code.replace(/\D/g, ""),
      address_1: cleanText(a.address_1),
      address_number: cleanText(a.address_number),
      complement: cleanText(a.complement),
      district: cleanText(a.district),
      city: cleanText(a.city),
      uf: cleanText(a.uf).toUpperCase(),
    },
    contacts: unit.contacts.map(normalizeContact),
  };
}

/** /unidades-franqueadas and its API (spec 2.9 FMA 1). */
export const FRANCHISE_UNITS_REQUIREMENT = { slug: "FMA", code: 1 } as const satisfies Requirement;
/** /grupos-de-unidades and its API (spec 2.9 FMA 2). */
export const UNIT_GROUPS_REQUIREMENT = { slug: "FMA", code: 2 } as const satisfies Requirement;
