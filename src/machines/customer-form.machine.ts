import { type ActorRefFrom, assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate";
import {
  type CustomerAddressFields,
  type CustomerContactFields,
  type CustomerFields,
  type CustomerIssues,
  customerIssues,
  formatCustomerDocument,
  formatZipCode,
  hasIssues,
} from "../domain/customers.ts";
import { formatPhone } from "../domain/phone.ts";
import type { CustomerDetail, CustomerInput } from "../schemas/customers.ts";

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
  readonly addresses: ReadonlyArray<AddressDraft>;
  readonly contacts: ReadonlyArray<ContactDraft>;
};

export type GeneralChange = Partial<Omit<CustomerFormValues, "addresses" | "contacts">>;
export type AddressChange = Partial<Omit<CustomerAddressFields, "main">>;
export type ContactChange = Partial<CustomerContactFields>;

export type CustomerFormInput = { readonly customerId: number | null };

export type CustomerFormContext = {
  /** null until a new customer is saved. */
  readonly customerId: number | null;
  /** The customer as last loaded or saved (null: a new one, not saved yet). */
  readonly customer: CustomerDetail | null;
  readonly values: CustomerFormValues;
  /** Next `key` of a new address or contact. */
  readonly nextKey: number;
  /** A save was tried: the rules' messages show. */
  readonly submitted: boolean;
  /** Why the last save failed (an ApiError or anything thrown), until the next one. */
  readonly failure: unknown;
  readonly loadError: unknown;
};

export type CustomerFormEvent =
  | { type: "change"; change: GeneralChange }
  | { type: "address.add" }
  | { type: "address.change"; index: number; change: AddressChange }
  | { type: "address.main"; index: number }
  | { type: "address.remove"; index: number }
  | { type: "contact.add" }
  | { type: "contact.change"; index: number; change: ContactChange }
  | { type: "contact.remove"; index: number }
  | { type: "submit" }
  | { type: "retry" };

export type CustomerFormEmitted =
  | { type: "saved"; customer: CustomerDetail; created: boolean }
  | { type: "failed"; error: unknown }
  /** A save was refused by the rules before sending: `issues` says where. */
  | { type: "invalid"; issues: CustomerIssues };

export type CustomerFormTag = "loading" | "load-failed" | "saving" | "failed";

export type SaveRequest = { readonly customerId: number | null; readonly body: CustomerInput };

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
  addresses: [],
  contacts: [],
});

/** The form's values for a stored customer, masks applied. */
export const valuesOf = (customer: CustomerDetail): CustomerFormValues => ({
  customerType: customer.customerType,
  name: customer.name,
  nickname: customer.nickname,
  docId1: formatCustomerDocument(customer.customerType, customer.docId1),
  phone1: formatPhone(customer.phone1),
  email: customer.email,
  active: customer.active,
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
  addresses: values.addresses.map(({ key: _, ...address }) => address),
  contacts: values.contacts.map(({ key: _, ...contact }) => contact),
});

/** The rules' problems of the values (the same rules the server runs). */
export const formIssues = (values: CustomerFormValues): CustomerIssues => customerIssues(values);

/** A general change; the document is masked by the customer's type as typed, and again when the type changes. */
const applyChange = (values: CustomerFormValues, change: GeneralChange): CustomerFormValues => {
  const next = { ...values, ...change };
  return { ...next, docId1: formatCustomerDocument(next.customerType, next.docId1) };
};

const replaceAt = <T>(list: ReadonlyArray<T>, index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

/** Without the removed one; when the main address goes, the first left becomes the main one. */
const removeAddress = (addresses: ReadonlyArray<AddressDraft>, index: number): AddressDraft[] => {
  const left = addresses.filter((_, i) => i !== index);
  return left.length > 0 && !left.some((a) => a.main) ? left.map((a, i) => ({ ...a, main: i === 0 })) : left;
};

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`customer form machine: actor "${name}" was not provided`);
};

export const customerFormMachine = setup({
  types: {} as {
    context: CustomerFormContext;
    events: CustomerFormEvent;
    input: CustomerFormInput;
    emitted: CustomerFormEmitted;
    tags: CustomerFormTag;
  },
  actors: {
    "load customer": fromPromise<CustomerDetail, { id: number }>(notProvided("load customer")),
    "save customer": fromPromise<CustomerDetail, SaveRequest>(notProvided("save customer")),
  },
  guards: {
    "is new": ({ context }) => context.customerId === null,
    "values valid": ({ context }) => !hasIssues(formIssues(context.values)),
  },
  actions: {
    "take customer": assign((_, customer: CustomerDetail) => ({
      customerId: customer.id,
      customer,
      values: valuesOf(customer),
      submitted: false,
      failure: null,
      loadError: null,
    })),
    "refuse invalid": emit(({ context }) => ({ type: "invalid" as const, issues: formIssues(context.values) })),
  },
}).createMachine({
  id: "customer form",
  description: "The customer page: load or start new, edit the tabs, save everything together.",
  context: ({ input }) => ({
    customerId: input.customerId,
    customer: null,
    values: emptyValues(),
    nextKey: 1,
    submitted: false,
    failure: null,
    loadError: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "is new", target: "editing" }, { target: "loading" }],
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load customer",
        src: "load customer",
        input: ({ context }) => ({ id: context.customerId ?? 0 }),
        onDone: { target: "editing", actions: { type: "take customer", params: ({ event }) => event.output } },
        onError: { target: "load failed", actions: assign(({ event }) => ({ loadError: event.error })) },
      },
    },
    "load failed": {
      tags: ["load-failed"],
      description: "The customer could not be read: 404 and 403 show their pages, anything else a retry.",
      on: { retry: { target: "loading", actions: assign({ loadError: null }) } },
    },
    editing: {
      initial: "ready",
      on: {
        change: { actions: assign(({ context, event }) => ({ values: applyChange(context.values, event.change) })) },
        "address.add": {
          actions: assign(({ context }) => ({
            values: {
              ...context.values,
              addresses: [
                ...context.values.addresses,
                emptyAddress(`n${context.nextKey}`, context.values.addresses.length === 0),
              ],
            },
            nextKey: context.nextKey + 1,
          })),
        },
        "address.change": {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              addresses: replaceAt(context.values.addresses, event.index, (a) => ({ ...a, ...event.change })),
            },
          })),
        },
        "address.main": {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              addresses: context.values.addresses.map((a, i) => ({ ...a, main: i === event.index })),
            },
          })),
        },
        "address.remove": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, addresses: removeAddress(context.values.addresses, event.index) },
          })),
        },
        "contact.add": {
          actions: assign(({ context }) => ({
            values: { ...context.values, contacts: [...context.values.contacts, emptyContact(`n${context.nextKey}`)] },
            nextKey: context.nextKey + 1,
          })),
        },
        "contact.change": {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              contacts: replaceAt(context.values.contacts, event.index, (c) => ({ ...c, ...event.change })),
            },
          })),
        },
        "contact.remove": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, contacts: context.values.contacts.filter((_, i) => i !== event.index) },
          })),
        },
        submit: [
          { guard: "values valid", target: "saving", actions: assign({ submitted: true, failure: null }) },
          { actions: [assign({ submitted: true }), "refuse invalid"] },
        ],
      },
      states: {
        ready: {},
        rejected: {
          tags: ["failed"],
          description: "The last save failed: the server's messages stay under their fields until the next save.",
        },
      },
    },
    saving: {
      tags: ["saving"],
      invoke: {
        id: "save customer",
        src: "save customer",
        input: ({ context }) => ({ customerId: context.customerId, body: bodyOf(context.values) }),
        onDone: {
          target: "editing.ready",
          actions: [
            emit(({ context, event }) => ({
              type: "saved" as const,
              customer: event.output,
              created: context.customerId === null,
            })),
            { type: "take customer", params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: "editing.rejected",
          actions: [
            assign(({ event }) => ({ failure: event.error })),
            emit(({ event }) => ({ type: "failed" as const, error: event.error })),
          ],
        },
      },
    },
  },
});

export type CustomerFormRef = ActorRefFrom<typeof customerFormMachine>;
export type CustomerFormSnapshot = SnapshotFrom<typeof customerFormMachine>;
