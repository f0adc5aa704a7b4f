import { PRODUCT_TABS, type ProductTab } from "../../machines/product-form.machine.ts";
import { type RecordPage, recordPaths } from "../components/record-form/record-paths.ts";

// Paths of the product screens (spec 2.4: /produtos/novo with its seven tabs, /produtos/editar/:id?), without the
// /es prefix (localizePath adds it). A new product is /produtos/novo/<tab>, a stored one /produtos/editar/12/<tab>.

export const PRODUCTS_PATH = "/produtos";
const NEW_PATH = "/produtos/novo";
const EDIT_PATH = "/produtos/editar";

const editPaths = recordPaths(EDIT_PATH, PRODUCT_TABS);
const isTab = (segment: string): segment is ProductTab => (PRODUCT_TABS as ReadonlyArray<string>).includes(segment);

/** /produtos/novo/:tab?: a new product on that tab (geral without one); an unknown tab is null. */
export const newProductPageFrom = (tab: string | undefined): RecordPage<ProductTab> | null =>
  tab === undefined || tab === "" ? { id: null, tab: "geral" } : isTab(tab) ? { id: null, tab } : null;

/** /produtos/editar/:id?/:tab?: the product and tab (no id: a new product). */
export const productPageFrom = (first: string | undefined, second: string | undefined) =>
  editPaths.pageFrom(first, second);

/** /produtos/novo/geral, /produtos/editar/12/composicao: every tab in the address. */
export const productPath = (id: number | null, tab: ProductTab = "geral"): string =>
  id === null ? `${NEW_PATH}/${tab}` : `${EDIT_PATH}/${id}/${tab}`;
