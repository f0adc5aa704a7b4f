import { FRANCHISE_TABS, type FranchiseTab } from "../../machines/franchise-unit-form.machine.ts";

// Paths of the franchise screens (issue 12: /unidades-franqueadas, /unidades-franqueadas/editar/:id with the tabs
// geral, endereco, contatos, grupos; /grupos-de-unidades), without the /es prefix (localizePath adds it).

export const FRANCHISE_UNITS_PATH = "/unidades-franqueadas";
export const UNIT_GROUPS_PATH = "/grupos-de-unidades";
export const DEFAULT_FRANCHISE_TAB: FranchiseTab = "geral";

const isTab = (segment: string): segment is FranchiseTab => (FRANCHISE_TABS as ReadonlyArray<string>).includes(segment);

/** The unit and tab of /unidades-franqueadas/editar/:id/:tab?; null (a page not found) for a bad id or tab. */
export function franchiseUnitPageFrom(
  first: string | undefined,
  second: string | undefined,
): { readonly id: number; readonly tab: FranchiseTab } | null {
  if (first === undefined || !/^[1-9]\d{0,9}$/.test(first) || Number(first) > 2_147_483_647) return null;
  if (second === undefined || second === "") return { id: Number(first), tab: DEFAULT_FRANCHISE_TAB };
  return isTab(second) ? { id: Number(first), tab: second } : null;
}

/** /unidades-franqueadas/editar/3, /unidades-franqueadas/editar/3/grupos. */
export function franchiseUnitPath(id: number, tab: FranchiseTab = DEFAULT_FRANCHISE_TAB): string {
  const base = `${FRANCHISE_UNITS_PATH}/editar/${id}`;
  return tab === DEFAULT_FRANCHISE_TAB ? base : `${base}/${tab}`;
}
