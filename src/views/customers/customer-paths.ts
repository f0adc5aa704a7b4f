import { CUSTOMER_TABS, type CustomerTab } from "../../machines/customer-form.machine.ts";
import { NEW_CUSTOMER_PATH } from "../shared/customer-round-trip.ts";
import { type RecordPage, recordPaths } from "../shared/record-paths.ts";

// Paths of the customer screens (spec 2.5: /clientes/editar/:id? with the tabs geral, endereco, contatos,
// veiculos), without the /es prefix (localizePath adds it).

export const CUSTOMERS_PATH = "/clientes";
export const DEFAULT_CUSTOMER_TAB: CustomerTab = "geral";

const paths = recordPaths(NEW_CUSTOMER_PATH, CUSTOMER_TABS);

export type CustomerPage = RecordPage<CustomerTab>;

/** The customer and tab of /clientes/editar/:id?/:tab? (null: a page not found). */
export const customerPageFrom = paths.pageFrom;

/** /clientes/editar, /clientes/editar/contatos, /clientes/editar/12, /clientes/editar/12/endereco. */
export const customerPath = paths.pathOf;
