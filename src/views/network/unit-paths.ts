import { UNIT_TABS, type UnitTab } from "../../machines/unit-form.machine.ts";

// Paths of the unit screens (issue 12 item 3), without the /es prefix: /unidades-da-rede/novo creates one,
// /unidades-da-rede/editar/:id?/:tab edits one (the default tab geral is left out).

export const UNITS_PATH = "/unidades-da-rede";
export const NEW_UNIT_PATH = `${UNITS_PATH}/novo`;
const EDIT_PATH = `${UNITS_PATH}/editar`;

const isTab = (segment: string): segment is UnitTab => (UNIT_TABS as ReadonlyArray<string>).includes(segment);

export type UnitPage = { readonly id: number | null; readonly tab: UnitTab };

/** The unit and tab of /unidades-da-rede/editar/:id?/:tab?; null for an unknown tab or a bad id (not found). */
export function unitPageFrom(first: string | undefined, second: string | undefined): UnitPage | null {
  if (!first) return { id: null, tab: "geral" };
  if (isTab(first)) return second === undefined ? { id: null, tab: first } : null;
  const id = /^[1-9]\d{0,9}$/.test(first) && Number(first) <= 2_147_483_647 ? Number(first) : null;
  if (id === null) return null;
  if (!second) return { id, tab: "geral" };
  return isTab(second) ? { id, tab: second } : null;
}

/** /unidades-da-rede/novo, /unidades-da-rede/editar/modulos, /unidades-da-rede/editar/3/modulos. */
export function unitPath(id: number | null, tab: UnitTab = "geral"): string {
  if (id === null) return tab === "geral" ? NEW_UNIT_PATH : `${EDIT_PATH}/${tab}`;
  return tab === "geral" ? `${EDIT_PATH}/${id}` : `${EDIT_PATH}/${id}/${tab}`;
}
