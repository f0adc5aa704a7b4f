import { SELLER_TABS } from "../../machines/seller-form.machine.ts";
import { recordPaths } from "../components/record-form/record-paths.ts";

// Paths of the seller screens (issue 12: /vendedores and /vendedores/editar/:id?/:tab, tabs geral and contatos),
// without the /es prefix.

export const SELLERS_PATH = "/vendedores";

export const sellerPaths = recordPaths(`${SELLERS_PATH}/editar`, SELLER_TABS);
