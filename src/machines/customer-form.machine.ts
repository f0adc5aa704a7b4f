import type { ActorRefFrom, SnapshotFrom } from "xstate";
import {
  type CustomerAddressFields,
  type CustomerContactFields,
  type CustomerFields,
  type CustomerIssues,
  customerIssues,
  formatCustomerDocument,
  formatZipCode,
} from "../domain/customers.ts";
import { formatPhone } from "../domain/phone.ts";
import type { CustomerDetail, CustomerInput } from "../schemas/customers.ts";
import { createRecordFormMachine, type RecordFormEmitted, type RecordFormSpec } from "./record-form.machine.ts";

// The customer page (/clientes/editar/:id?, spec 2.5): load the customer (or start a new one), edit the geral,
// endereco and contatos tabs, save them together. The rules of src/domain/customers.ts block a save and show their
// messages once one was tried; the server's 422 messages show under their fields; the view hears "saved" (toast,
// and a new customer's address) and "failed" (spec 8: the server's messages or 'Ocorreu um erro no cadastro de
// clientes.').

/** An address as edited: `key` names it in lists before it has an id. */
export type AddressDraft = CustomerAddressFields & { readonly id: number | null; readonly key: string };
export type ContactDraft = CustomerContactFields & { readonly id: number | null; readonly key: string };

/** The form's values; document, phones and CEP as typed, with their masks. */
export type CustomerFormValues = Omit<CustomerFields, "addresses" | "contacts"> & {
  /** The UF whose municipalities the city chooser lists; "" before one is chosen. */
  readonly cityUf: string;
  /** IBGE code of the city; null for none. */
  readonly cityId: number | null;
  readonly groupsIds: ReadonlyArray<number>;
  readonly addresses: ReadonlyArray<AddressDraft>;
  readonly contacts: ReadonlyArray<ContactDraft>;
};

export type GeneralChange = Partial<Omit<CustomerFormValues, "addresses" | "contacts">>;
export type AddressChange = Partial<Omit<CustomerAddressFields, "main">>;
export type ContactChange = Partial<CustomerContactFields>;

/** The page's tabs (spec 2.5); veiculos waits for the vehicle price table (FIPE) and is not offered yet. */
export const CUSTOMER_TABS = ["geral", "endereco", "contatos", "veiculos"] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/** One edit of the customer form. */
export type CustomerEdit =
  | { type: "change"; change: GeneralChange }
  | { type: "address.add" }
  | { type: "address.change"; index: number; change: AddressChange }
  | { type: "address.main"; index: number }
  | { type: "address.remove"; index: number }
  | { type: "contact.add" }
  | { type: "contact.change"; index: number; change: ContactChange }
  | { type: "contact.remove"; index: number };

export const emptyAddress = (key: string, main: boolean): AddressDraft => ({
  id: null,
  key,
  zip_code: "",
  address_1: "",
  address_number: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
  main,
});

export const emptyContact = (key: string): ContactDraft => ({
  id: null,
  key,
  name: "",
  role: "",
  phone: "",
  email: "",
});

export const emptyValues = (): CustomerFormValues => ({
  customerType: "F",
  name: "",
  nickname: "",
  docId1: "",
  phone1: "",
  email: "",
  active: true,
  cityUf: "",
  cityId: null,
  groupsIds: [],
  addresses: [],
  contacts: [],
});

/** The form's values for a stored customer, masks applied. */
export const customerValuesOf = (customer: CustomerDetail): CustomerFormValues => ({
  customerType: customer.customerType,
  name: customer.name,
  nickname: customer.nickname,
  docId1: formatCustomerDocument(customer.customerType, customer.docId1),
  phone1: formatPhone(customer.phone1),
  email: customer.email,
  active: customer.active,
  cityUf: customer.cityUf,
  cityId: customer.cityId,
  groupsIds: customer.groupsIds,
  addresses: customer.addresses.map((a) => ({
    id: a.id,
    key: `a${a.id}`,
    zip_code: formatZipCode(a.zip_code),
    address_1: a.address_1,
    address_number: a.address_number,
    complement: a.complement,
    district: a.district,
    city: a.city,
    uf: a.uf,
    main: a.main,
  })),
  contacts: customer.contacts.map((c) => ({
    id: c.id,
    key: `c${c.id}`,
    name: c.name,
    role: c.role,
    phone: formatPhone(c.phone),
    email: c.email,
  })),
});

/** The body of POST and PATCH: every field, the whole address and contact lists. */
export const bodyOf = (values: CustomerFormValues): CustomerInput => ({
  customerType: values.customerType,
  name: values.name,
  nickname: values.nickname,
  docId1: values.docId1,
  phone1: values.phone1,
  email: values.email,
  active: values.active,
  cityId: values.cityId,
  groupsIds: [...values.groupsIds],
  addresses: values.addresses.map(({ key: _, ...address }) => address),
  contacts: values.contacts.map(({ key: _, ...contact }) => contact),
});

/** The rules' problems of the values (the same rules the server runs). */
export const formIssues = (values: CustomerFormValues): CustomerIssues => customerIssues(values);

/** A general change; the document is masked by the customer's type as typed, and again when the type changes. */
const applyChange = (values: CustomerFormValues, change: GeneralChange): CustomerFormValues => {
  const next = { ...values, ...change };
  // Another UF's list does not have the city chosen before.
  if (change.cityUf !== undefined && change.cityUf !== values.cityUf && change.cityId === undefined)
    return { ...next, cityId: null, docId1: formatCustomerDocument(next.customerType, next.docId1) };
  return { ...next, docId1: formatCustomerDocument(next.customerType, next.docId1) };
};

const replaceAt = <T>(list: ReadonlyArray<T>, index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

/** Without the removed one; when the main address goes, the first left becomes the main one. */
const removeAddress = (addresses: ReadonlyArray<AddressDraft>, index: number): AddressDraft[] => {
  const left = addresses.filter((_, i) => i !== index);
  return left.length > 0 && !left.some((a) => a.main) ? left.map((a, i) => ({ ...a, main: i === 0 })) : left;
};

/** The customer after one edit; `sequence` keys a new address or contact. */
export function editCustomer(values: CustomerFormValues, edit: CustomerEdit, sequence: number): CustomerFormValues {
  switch (edit.type) {
    case "change":
      return applyChange(values, edit.change);
    case "address.add":
      return {
        ...values,
        addresses: [...values.addresses, emptyAddress(`n${sequence}`, values.addresses.length === 0)],
      };
    case "address.change":
      return { ...values, addresses: replaceAt(values.addresses, edit.index, (a) => ({ ...a, ...edit.change })) };
    case "address.main":
      return { ...values, addresses: values.addresses.map((a, i) => ({ ...a, main: i === edit.index })) };
    case "address.remove":
      return { ...values, addresses: removeAddress(values.addresses, edit.index) };
    case "contact.add":
      return { ...values, contacts: [...values.contacts, emptyContact(`n${sequence}`)] };
    case "contact.change":
      return { ...values, contacts: replaceAt(values.contacts, edit.index, (c) => ({ ...c, ...edit.change })) };
    case "contact.remove":
      return { ...values, contacts: values.contacts.filter((_, i) => i !== edit.index) };
  }
}

/** The tab a field is on: addresses.* on endereco, contacts.* on contatos, the rest on geral. */
export const tabOfCustomerField = (field: string): CustomerTab =>
  field.startsWith("addresses.") ? "endereco" : field.startsWith("contacts.") ? "contatos" : "geral";

export const customerFormSpec: RecordFormSpec<
  CustomerDetail,
  CustomerFormValues,
  CustomerEdit,
  CustomerInput,
  CustomerTab
> = {
  id: "customer form",
  tabs: CUSTOMER_TABS,
  tabOfField: tabOfCustomerField,
  emptyValues,
  valuesOf: customerValuesOf,
  idOf: (customer) => customer.id,
  edit: editCustomer,
  issuesOf: formIssues,
  bodyOf,
};

/** The customer page (/clientes/editar/:id?/:tab?) on the record form factory. */
export const customerFormMachine = createRecordFormMachine(customerFormSpec);

export type CustomerFormEmitted = RecordFormEmitted<CustomerDetail, CustomerTab>;
export type CustomerFormRef = ActorRefFrom<typeof customerFormMachine>;
export type CustomerFormSnapshot = SnapshotFrom<typeof customerFormMachine>;
