import { formatZipCode } from "../domain/customers.ts";
import { formatDocumentId } from "../domain/documents.ts";
import { formatPhone } from "../domain/phone.ts";
import { type CarrierFields, carrierIssues } from "../domain/suppliers.ts";
import type { TransporterInput } from "../schemas/pdv-people.ts";
import type { Carrier } from "../schemas/suppliers.ts";
import { createRecordFormMachine, type FieldProblems, type RecordFormSpec } from "./record-form.machine.ts";

// The carrier page (/transportadoras/editar/:id?; issue 13 item 7): the carriers the PDV creates from a sale, with
// their document, IE, contact data, address, vehicle plate and RNTRC. The values carry the API's field names, so
// the rules' messages and the server's show under the same fields.

export type CarrierFormValues = Omit<Carrier, "id">;
export type CarrierEdit = { type: "change"; change: Partial<CarrierFormValues> };

export const CARRIER_TABS = ["geral"] as const;
export type CarrierTab = (typeof CARRIER_TABS)[number];

const API_FIELD: Readonly<Record<keyof CarrierFields, keyof CarrierFormValues>> = {
  name: "name",
  docId1: "doc_id_1",
  stateTaxId: "state_tax_id",
  phone: "phone",
  email: "email",
  zipCode: "zip_code",
  address1: "address_1",
  addressNumber: "address_number",
  complement: "complement",
  district: "district",
  city: "city",
  uf: "uf",
  licensePlate: "license_plate",
  antt: "antt",
  active: "active",
};

export const emptyCarrierValues = (): CarrierFormValues => ({
  name: "",
  doc_id_1: "",
  state_tax_id: "",
  phone: "",
  email: "",
  zip_code: "",
  address_1: "",
  address_number: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
  license_plate: "",
  antt: "",
  active: true,
});

export const carrierValuesOf = ({ id: _, ...carrier }: Carrier): CarrierFormValues => ({
  ...carrier,
  doc_id_1: formatDocumentId(carrier.doc_id_1),
  phone: formatPhone(carrier.phone),
  zip_code: formatZipCode(carrier.zip_code),
});

/** The rules of src/domain/suppliers.ts under the API's field names. */
export function carrierFormIssues(values: CarrierFormValues): FieldProblems {
  const fields: CarrierFields = {
    name: values.name,
    docId1: values.doc_id_1,
    stateTaxId: values.state_tax_id,
    phone: values.phone,
    email: values.email,
    zipCode: values.zip_code,
    address1: values.address_1,
    addressNumber: values.address_number,
    complement: values.complement,
    district: values.district,
    city: values.city,
    uf: values.uf,
    licensePlate: values.license_plate,
    antt: values.antt,
    active: values.active,
  };
  return Object.fromEntries(
    Object.entries(carrierIssues(fields)).map(([field, keys]) => [API_FIELD[field as keyof CarrierFields], keys]),
  );
}

export const carrierFormSpec: RecordFormSpec<Carrier, CarrierFormValues, CarrierEdit, TransporterInput, CarrierTab> = {
  id: "carrier form",
  tabs: CARRIER_TABS,
  tabOfField: () => "geral",
  emptyValues: emptyCarrierValues,
  valuesOf: carrierValuesOf,
  idOf: (carrier) => carrier.id,
  edit: (values, edit) => ({ ...values, ...edit.change }),
  issuesOf: carrierFormIssues,
  bodyOf: (values) => ({ ...values }),
};

export const carrierFormMachine = createRecordFormMachine(carrierFormSpec);
