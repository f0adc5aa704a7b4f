import type { ActorRefFrom } from "xstate";
import { formatZipCode } from "../domain/customers.ts";
import { formatPhone } from "../domain/phone.ts";
import {
  formatDocumentOf,
  type SupplierContactFields,
  type SupplierFields,
  type SupplierIssues,
  supplierIssues,
} from "../domain/suppliers.ts";
import type { SupplierDetail, SupplierInput } from "../schemas/suppliers.ts";
import { createRecordFormMachine, type RecordFormSpec } from "./record-form.machine.ts";

// The supplier page (/fornecedores/novo/:tab, /fornecedores/editar/:id?/:tab; issue 13 item 7): load the supplier
// (or start a new one), edit the geral, endereco and contatos tabs and save them together; documentos uploads and
// removes files on its own, once the supplier exists. The rules of src/domain/suppliers.ts block a save and show
// their messages once one was tried; the server's 422 messages ('CNPJ já cadastrado') show under their fields.

export type SupplierContactDraft = SupplierContactFields & { readonly id: number | null; readonly key: string };

/** The form's values (document, phones and CEP as typed, with masks) and the supplier's id once it exists. */
export type SupplierFormValues = Omit<SupplierFields, "contacts"> & {
  readonly id: number | null;
  readonly contacts: ReadonlyArray<SupplierContactDraft>;
};

export type SupplierChange = Partial<Omit<SupplierFormValues, "contacts" | "id">>;

export const SUPPLIER_TABS = ["geral", "endereco", "contatos", "documentos"] as const;
export type SupplierTab = (typeof SUPPLIER_TABS)[number];

export type SupplierEdit =
  | { type: "change"; change: SupplierChange }
  | { type: "contact.add" }
  | { type: "contact.change"; index: number; change: Partial<SupplierContactFields> }
  | { type: "contact.remove"; index: number };

const ADDRESS_FIELDS = new Set(["zipCode", "address1", "addressNumber", "complement", "district", "city", "uf"]);

export const emptySupplierValues = (): SupplierFormValues => ({
  id: null,
  personType: "J",
  name: "",
  tradeName: "",
  docId1: "",
  stateRegistration: "",
  email: "",
  phone1: "",
  phone2: "",
  zipCode: "",
  address1: "",
  addressNumber: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
  notes: "",
  active: true,
  contacts: [],
});

/** The form's values for a stored supplier, masks applied. */
export const supplierValuesOf = (supplier: SupplierDetail): SupplierFormValues => ({
  id: supplier.id,
  personType: supplier.personType,
  name: supplier.name,
  tradeName: supplier.tradeName,
  docId1: formatDocumentOf(supplier.personType, supplier.docId1),
  stateRegistration: supplier.stateRegistration,
  email: supplier.email,
  phone1: formatPhone(supplier.phone1),
  phone2: formatPhone(supplier.phone2),
  zipCode: formatZipCode(supplier.zipCode),
  address1: supplier.address1,
  addressNumber: supplier.addressNumber,
  complement: supplier.complement,
  district: supplier.district,
  city: supplier.city,
  uf: supplier.uf,
  notes: supplier.notes,
  active: supplier.active,
  contacts: supplier.contacts.map((c) => ({ ...c, key: `c${c.id}`, phone: formatPhone(c.phone) })),
});

/** The body of POST and PATCH: every field and the whole contact list. */
export const supplierBodyOf = ({ id: _, contacts, ...values }: SupplierFormValues): SupplierInput => ({
  ...values,
  contacts: contacts.map(({ key: __, ...contact }) => contact),
});

export const supplierFormIssues = (values: SupplierFormValues): SupplierIssues => supplierIssues(values);

const replaceAt = <T>(list: ReadonlyArray<T>, index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

/** The supplier after one edit; the document is masked by the person type as typed and when the type changes. */
export function editSupplier(values: SupplierFormValues, edit: SupplierEdit, sequence: number): SupplierFormValues {
  switch (edit.type) {
    case "change": {
      const next = { ...values, ...edit.change };
      return { ...next, docId1: formatDocumentOf(next.personType, next.docId1) };
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
  }
}

/** contacts.* on contatos, the address on endereco, the rest on geral. */
export const tabOfSupplierField = (field: string): SupplierTab =>
  field.startsWith("contacts.") ? "contatos" : ADDRESS_FIELDS.has(field) ? "endereco" : "geral";

export const supplierFormSpec: RecordFormSpec<
  SupplierDetail,
  SupplierFormValues,
  SupplierEdit,
  SupplierInput,
  SupplierTab
> = {
  id: "supplier form",
  tabs: SUPPLIER_TABS,
  tabOfField: tabOfSupplierField,
  emptyValues: emptySupplierValues,
  valuesOf: supplierValuesOf,
  idOf: (supplier) => supplier.id,
  edit: editSupplier,
  issuesOf: supplierFormIssues,
  bodyOf: supplierBodyOf,
};

export const supplierFormMachine = createRecordFormMachine(supplierFormSpec);
export type SupplierFormRef = ActorRefFrom<typeof supplierFormMachine>;
