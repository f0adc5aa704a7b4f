import { CUSTOMER_TABS, type CustomerTab } from "../../machines/customer-form.machine.ts";
import { NEW_CUSTOMER_PATH } from "../shared/customer-round-trip.ts";

// Paths of the customer screens (spec 2.5: /clientes/editar/:id? with the tabs geral, endereco, contatos,
// veiculos), without the /es prefix (localizePath adds it). Each tab has its own address, a new customer's too:
// /clientes/editar/endereco, /clientes/editar/12/endereco. The default tab is left out.

export const CUSTOMERS_PATH = "/clientes";

export const DEFAULT_CUSTOMER_TAB: CustomerTab = "geral";

const isTab = (segment: string): segment is CustomerTab => (CUSTOMER_TABS as ReadonlyArray<string>).includes(segment);

const idFrom = (segment: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
};

export type CustomerPage = { readonly id: number | null; readonly tab: CustomerTab };

/**
 * The customer and tab of /clientes/editar/:id?/:tab?: no segment is a new customer on geral, a tab name alone a
 * new customer on that tab; anything else (an unknown tab, a bad id) is null, a page not found.
 */
export function customerPageFrom(first: string | undefined, second: string | undefined): CustomerPage | null {
  if (first === undefined || first === "") return { id: null, tab: DEFAULT_CUSTOMER_TAB };
  if (isTab(first)) return second === undefined ? { id: null, tab: first } : null;
  const id = idFrom(first);
  if (id === null) return null;
  if (second === undefined || second === "") return { id, tab: DEFAULT_CUSTOMER_TAB };
  return isTab(second) ? { id, tab: second } : null;
}

/** /clientes/editar, /clientes/editar/contatos, /clientes/editar/12, /clientes/editar/12/endereco. */
export function customerPath(id: number | null, tab: CustomerTab = DEFAULT_CUSTOMER_TAB): string {
  const base = id === null ? NEW_CUSTOMER_PATH : `${NEW_CUSTOMER_PATH}/${id}`;
  return tab === DEFAULT_CUSTOMER_TAB ? base : `${base}/${tab}`;
}
