import { SUPPLIER_TABS, type SupplierTab } from "../../machines/supplier-form.machine.ts";
import type { RecordPage } from "../components/record-form/record-paths.ts";

// Paths of the suppliers, manufacturers and carriers screens (spec 2.2, 2.4, 2.5), without the /es prefix
// (localizePath adds it): /fornecedores/novo/:tab and /fornecedores/editar/:id?/:tab; /fabricantes/novo and
// /fabricantes/editar/:id?; /transportadoras/editar/:id? (no id: a new carrier).

export const SUPPLIERS_PATH = "/fornecedores";
export const SUPPLIER_DIRECTORY_PATH = "/utilidades/fornecedores";
export const MANUFACTURERS_PATH = "/fabricantes";
export const CARRIERS_PATH = "/transportadoras";

const isTab = (segment: string): segment is SupplierTab => (SUPPLIER_TABS as ReadonlyArray<string>).includes(segment);
const idFrom = (segment: string): number | null =>
  /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

/** /fornecedores/novo/:tab?: a new supplier on that tab (geral when none); an unknown tab is not found (null). */
export function newSupplierPageFrom(tab: string | undefined): RecordPage<SupplierTab> | null {
  if (!tab) return { id: null, tab: "geral" };
  return isTab(tab) ? { id: null, tab } : null;
}

/** /fornecedores/editar/:id?/:tab?: no id is a new supplier; a bad id or tab is not found (null). */
export function supplierPageFrom(
  first: string | undefined,
  second: string | undefined,
): RecordPage<SupplierTab> | null {
  if (!first) return { id: null, tab: "geral" };
  if (isTab(first)) return second === undefined ? { id: null, tab: first } : null;
  const id = idFrom(first);
  if (id === null) return null;
  if (!second) return { id, tab: "geral" };
  return isTab(second) ? { id, tab: second } : null;
}

/** /fornecedores/novo, /fornecedores/novo/endereco, /fornecedores/editar/12, /fornecedores/editar/12/contatos. */
export function supplierPath(id: number | null, tab: SupplierTab = "geral"): string {
  if (id === null) return tab === "geral" ? `${SUPPLIERS_PATH}/novo` : `${SUPPLIERS_PATH}/novo/${tab}`;
  return tab === "geral" ? `${SUPPLIERS_PATH}/editar/${id}` : `${SUPPLIERS_PATH}/editar/${id}/${tab}`;
}

/** A one-page record (manufacturer, carrier): `:id?` of its edit path; a bad id is not found (null). */
export function singlePageFrom(id: string | undefined): RecordPage<"geral"> | null {
  if (!id) return { id: null, tab: "geral" };
  const parsed = idFrom(id);
  return parsed === null ? null : { id: parsed, tab: "geral" };
}

/** /fabricantes/novo or /fabricantes/editar/3. */
export const manufacturerPath = (id: number | null): string =>
  id === null ? `${MANUFACTURERS_PATH}/novo` : `${MANUFACTURERS_PATH}/editar/${id}`;

/** /transportadoras/editar (a new carrier) or /transportadoras/editar/3. */
export const carrierPath = (id: number | null): string =>
  id === null ? `${CARRIERS_PATH}/editar` : `${CARRIERS_PATH}/editar/${id}`;
