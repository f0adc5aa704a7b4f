import { CUSTOMER_TABS, type CustomerTab } from "../../machines/customer-form.machine.ts";
import { NEW_CUSTOMER_PATH } from "../shared/customer-round-trip.ts";
import { type RecordPage, recordPaths } from "../components/record-form/record-paths.ts";

// Paths of the customer screens (spec 2.5: /clientes/editar/:id? with the tabs geral, endereco, contatos,
// veiculos), without the /es prefix (localizePath adds it).

export const CUSTOMERS_PATH = "/clientes";
export const DEFAULT_CUSTOMER_TAB: CustomerTab = "geral";

export type CustomerPage = RecordPage<CustomerTab>;

const paths = recordPaths(NEW_CUSTOMER_PATH, CUSTOMER_TABS);

/**
 * The customer and tab of /clientes/editar/:id?/:tab?: no segment is a new customer on geral, a tab name alone a
 * new customer on that tab; anything else (an unknown tab, a bad id) is null, a page not found.
 */
export const customerPageFrom = (first: string | undefined, second: string | undefined): CustomerPage | null =>
  paths.pageFrom(first, second);

/** /clientes/editar, /clientes/editar/contatos, /clientes/editar/12, /clientes/editar/12/endereco. */
export const customerPath = (id: number | null, tab: CustomerTab = DEFAULT_CUSTOMER_TAB): string =>
  paths.pathOf(id, tab);
