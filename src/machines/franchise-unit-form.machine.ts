import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { formatZipCode } from "../domain/customers.ts";
import { formatCnpj, formatCpf } from "../domain/documents.ts";
import {
  type FranchiseAddressFields,
  type FranchiseContactFields,
  type FranchiseFields,
  type FranchiseIssues,
  franchiseIssues,
} from "../domain/franchise.ts";
import { formatPhone } from "../domain/phone.ts";
import type { FranchiseUnitDetail, FranchiseUnitPatch } from "../schemas/franchise.ts";
import { createRecordFormMachine, type RecordFormEmitted, type RecordFormSpec } from "./record-form.machine.ts";

// The franchise unit page (/unidades-franqueadas/editar/:id/:tab, issue 12 item 4): load the unit, edit the geral,
// endereco, contatos and grupos tabs, save them together. The rules of src/domain/franchise.ts block a save and
// show their messages once one was tried; the server's 422 messages show under their fields.

export type FranchiseContactDraft = FranchiseContactFields & { readonly id: number | null; readonly key: string };

/** The form's values: CNPJ, CPF, phones and CEP as typed; an empty percentage is 0. */
export type FranchiseFormValues = Omit<FranchiseFields, "contacts"> & {
  readonly contacts: ReadonlyArray<FranchiseContactDraft>;
  readonly groupIds: ReadonlyArray<number>;
};

export type FranchiseGeneralChange = Partial<Omit<FranchiseFormValues, "address" | "contacts" | "groupIds">>;
export type FranchiseContactChange = Partial<FranchiseContactFields>;

export const FRANCHISE_TABS = ["geral", "endereco", "contatos", "grupos"] as const;
export type FranchiseTab = (typeof FRANCHISE_TABS)[number];

export type FranchiseEdit =
  | { type: "change"; change: FranchiseGeneralChange }
  | { type: "address.change"; change: Partial<FranchiseAddressFields> }
  | { type: "contact.add" }
  | { type: "contact.change"; index: number; change: FranchiseContactChange }
  | { type: "contact.remove"; index: number }
  | { type: "groups.set"; groupIds: ReadonlyArray<number> };

const EMPTY_ADDRESS: FranchiseAddressFields = {
  zip_code: "",
  address_1: "",
  address_number: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
};

export const emptyFranchiseValues = (): FranchiseFormValues => ({
  legalName: "",
  cnpj: "",
  ownerName: "",
  ownerCpf: "",
  ownerEmail: "",
  ownerPhone: "",
  contractStart: "",
  royaltyPercent: 0,
  marketingFundPercent: 0,
  status: "active",
  address: EMPTY_ADDRESS,
  contacts: [],
  groupIds: [],
});

/** The form's values for a stored unit, masks applied. */
export const franchiseValuesOf = (unit: FranchiseUnitDetail): FranchiseFormValues => ({
  legalName: unit.legalName,
  cnpj: formatCnpj(unit.cnpj),
  ownerName: unit.ownerName,
  ownerCpf: formatCpf(unit.ownerCpf),
  ownerEmail: unit.ownerEmail,
  ownerPhone: formatPhone(unit.ownerPhone),
  contractStart: unit.contractStart,
  royaltyPercent: unit.royaltyPercent,
  marketingFundPercent: unit.marketingFundPercent,
  status: unit.status,
  address: { ...unit.address, zip_code: formatZipCode(unit.address.zip_code) },
  contacts: unit.contacts.map((c) => ({ ...c, key: `c${c.id}`, phone: formatPhone(c.phone) })),
  groupIds: unit.groupIds,
});

/** An empty percentage field means 0 %. */
const percentOf = (value: number | null): number => value ?? 0;

/** The body of the PATCH: every field, the whole contact and group lists. */
export const franchiseBodyOf = (values: FranchiseFormValues): FranchiseUnitPatch => ({
  legalName: values.legalName,
  cnpj: values.cnpj,
  ownerName: values.ownerName,
  ownerCpf: values.ownerCpf,
  ownerEmail: values.ownerEmail,
  ownerPhone: values.ownerPhone,
  contractStart: values.contractStart,
  royaltyPercent: percentOf(values.royaltyPercent),
  marketingFundPercent: percentOf(values.marketingFundPercent),
  status: values.status,
  address: values.address,
  contacts: values.contacts.map(({ key: _, ...contact }) => contact),
  groupIds: [...values.groupIds],
});

/** The rules' problems of the values (the same rules the server runs). */
export const franchiseFormIssues = (values: FranchiseFormValues): FranchiseIssues =>
  franchiseIssues({
    ...values,
    royaltyPercent: percentOf(values.royaltyPercent),
    marketingFundPercent: percentOf(values.marketingFundPercent),
  });

const replaceAt = <T>(list: ReadonlyArray<T>, index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

/** The unit after one edit; `sequence` keys a new contact. CNPJ and CPF are masked as typed. */
export function editFranchise(values: FranchiseFormValues, edit: FranchiseEdit, sequence: number): FranchiseFormValues {
  switch (edit.type) {
    case "change": {
      const next = { ...values, ...edit.change };
      return { ...next, cnpj: formatCnpj(next.cnpj), ownerCpf: formatCpf(next.ownerCpf) };
    }
    case "address.change": {
      const address = { ...values.address, ...edit.change };
      return { ...values, address: { ...address, zip_code: formatZipCode(address.zip_code) } };
    }
    case "contact.add":
      return {
        ...values,
        contacts: [...values.contacts, { id: null, key: `n${sequence}`, name: "", role: "", phone: "", email: "" }],
      };
    case "contact.change":
      return { ...values, contacts: replaceAt(values.contacts, edit.index, (c) => ({ ...c, ...edit.change })) };
    case "contact.remove":
      return { ...values, contacts: values.contacts.filter((_, i) => i !== edit.index) };
    case "groups.set":
      return { ...values, groupIds: [...edit.groupIds] };
  }
}

/** The tab a field is on: address.* on endereco, contacts.* on contatos, groupIds on grupos, the rest on geral. */
export const tabOfFranchiseField = (field: string): FranchiseTab =>
  field.startsWith("address.")
    ? "endereco"
    : field.startsWith("contacts.")
      ? "contatos"
      : field.startsWith("groupIds")
        ? "grupos"
        : "geral";

export const franchiseFormSpec: RecordFormSpec<
  FranchiseUnitDetail,
  FranchiseFormValues,
  FranchiseEdit,
  FranchiseUnitPatch,
  FranchiseTab
> = {
  id: "franchise unit form",
  tabs: FRANCHISE_TABS,
  tabOfField: tabOfFranchiseField,
  emptyValues: emptyFranchiseValues,
  valuesOf: franchiseValuesOf,
  idOf: (unit) => unit.id,
  edit: editFranchise,
  issuesOf: franchiseFormIssues,
  bodyOf: franchiseBodyOf,
};

/** The franchise unit page (/unidades-franqueadas/editar/:id/:tab) on the record form factory. */
export const franchiseUnitFormMachine = createRecordFormMachine(franchiseFormSpec);

export type FranchiseUnitFormEmitted = RecordFormEmitted<FranchiseUnitDetail, FranchiseTab>;
export type FranchiseUnitFormRef = ActorRefFrom<typeof franchiseUnitFormMachine>;
export type FranchiseUnitFormSnapshot = SnapshotFrom<typeof franchiseUnitFormMachine>;
