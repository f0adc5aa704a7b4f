import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { formatZipCode } from "../domain/customers.ts";
import { formatCnpj } from "../domain/documents.ts";
import { UNIT_MODULES, type UnitFields, unitIssues } from "../domain/network.ts";
import type { ModuleSlug } from "../domain/permissions.ts";
import { formatPhone } from "../domain/phone.ts";
import type { UnitDetail, UnitInput } from "../schemas/network.ts";
import { createRecordFormMachine, type RecordFormSpec } from "./record-form.machine.ts";

// A unit of the network (/unidades-da-rede/novo and /unidades-da-rede/editar/:id?/:tab, issue 12 item 3): its data
// and settings on geral, the modules switched on in it on modulos, saved together. The rules are
// src/domain/network.ts, the same the server runs.

export const UNIT_TABS = ["geral", "modulos"] as const;
export type UnitTab = (typeof UNIT_TABS)[number];

/** The form's values: CNPJ, CEP and phone as typed, with their masks. */
export type UnitFormValues = UnitFields & {
  readonly disabledModules: ReadonlyArray<ModuleSlug>;
  readonly syncInstallments: boolean;
};

export type UnitChange = Partial<Omit<UnitFormValues, "disabledModules">>;

export type UnitEdit = { type: "change"; change: UnitChange } | { type: "module"; slug: ModuleSlug; enabled: boolean };

export const emptyUnitValues = (): UnitFormValues => ({
  name: "",
  legalName: "",
  federalTaxId: "",
  stateRegistration: "",
  zipCode: "",
  street: "",
  addressNumber: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
  phone: "",
  email: "",
  active: true,
  disabledModules: [],
  syncInstallments: false,
});

/** The form's values for a stored unit, masks applied. */
export const unitValuesOf = ({ id: _, createdAt: __, ...unit }: UnitDetail): UnitFormValues => ({
  ...unit,
  federalTaxId: formatCnpj(unit.federalTaxId),
  zipCode: formatZipCode(unit.zipCode),
  phone: formatPhone(unit.phone),
});

/** The body of POST and PATCH: every field. */
export const unitBodyOf = (values: UnitFormValues): UnitInput => ({
  ...values,
  disabledModules: [...values.disabledModules],
});

/** The unit after one edit: masks follow what is typed; a module switched on or off (never CNF or USR). */
export function editUnit(values: UnitFormValues, edit: UnitEdit): UnitFormValues {
  if (edit.type === "module") {
    if (!UNIT_MODULES.includes(edit.slug)) return values;
    const others = values.disabledModules.filter((slug) => slug !== edit.slug);
    const disabledModules = edit.enabled ? others : [...others, edit.slug];
    return { ...values, disabledModules: UNIT_MODULES.filter((slug) => disabledModules.includes(slug)) };
  }
  const next = { ...values, ...edit.change };
  return {
    ...next,
    federalTaxId: formatCnpj(next.federalTaxId),
    zipCode: formatZipCode(next.zipCode),
    uf: next.uf.toUpperCase(),
  };
}

/** The tab a field is on: the modules on modulos, the rest on geral. */
export const tabOfUnitField = (field: string): UnitTab => (field.startsWith("disabledModules") ? "modulos" : "geral");

export const unitFormSpec: RecordFormSpec<UnitDetail, UnitFormValues, UnitEdit, UnitInput, UnitTab> = {
  id: "unit form",
  tabs: UNIT_TABS,
  tabOfField: tabOfUnitField,
  emptyValues: emptyUnitValues,
  valuesOf: unitValuesOf,
  idOf: (unit) => unit.id,
  edit: editUnit,
  issuesOf: unitIssues,
  bodyOf: unitBodyOf,
};

/** The unit page on the record form factory. */
export const unitFormMachine = createRecordFormMachine(unitFormSpec);

export type UnitFormRef = ActorRefFrom<typeof unitFormMachine>;
export type UnitFormSnapshot = SnapshotFrom<typeof unitFormMachine>;
