import { formatDocumentId } from "../domain/documents.ts";
import { type ManufacturerFields, manufacturerIssues, type SupplierIssues } from "../domain/suppliers.ts";
import type { Manufacturer, ManufacturerInput } from "../schemas/suppliers.ts";
import { createRecordFormMachine, type RecordFormSpec } from "./record-form.machine.ts";

// The manufacturer page (/fabricantes/novo, /fabricantes/editar/:id?; issue 13 item 7): name, optional CPF/CNPJ,
// active. The name is unique in the network: the server says so under the field.

export type ManufacturerFormValues = ManufacturerFields;
export type ManufacturerEdit = { type: "change"; change: Partial<ManufacturerFormValues> };

export const MANUFACTURER_TABS = ["geral"] as const;
export type ManufacturerTab = (typeof MANUFACTURER_TABS)[number];

export const manufacturerFormSpec: RecordFormSpec<
  Manufacturer,
  ManufacturerFormValues,
  ManufacturerEdit,
  ManufacturerInput,
  ManufacturerTab
> = {
  id: "manufacturer form",
  tabs: MANUFACTURER_TABS,
  tabOfField: () => "geral",
  emptyValues: () => ({ name: "", docId1: "", active: true }),
  valuesOf: (maker) => ({ name: maker.name, docId1: formatDocumentId(maker.docId1), active: maker.active }),
  idOf: (maker) => maker.id,
  edit: (values, edit) => ({ ...values, ...edit.change }),
  issuesOf: (values): SupplierIssues => manufacturerIssues(values),
  bodyOf: (values) => ({ ...values }),
};

export const manufacturerFormMachine = createRecordFormMachine(manufacturerFormSpec);
