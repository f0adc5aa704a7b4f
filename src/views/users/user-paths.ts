import { USER_TABS } from "../../machines/user-form.machine.ts";
import { recordPaths } from "../components/record-form/record-paths.ts";

// Paths of the user screens (/usuarios/editar/:id? with the tabs geral and permissoes), without the /es prefix.

export const USERS_PATH = "/usuarios";

const paths = recordPaths(`${USERS_PATH}/editar`, USER_TABS);

/** The user and tab of /usuarios/editar/:id?/:tab? (null: a page not found). */
export const userPageFrom = paths.pageFrom;

/** /usuarios/editar, /usuarios/editar/permissoes, /usuarios/editar/12, /usuarios/editar/12/permissoes. */
export const userPath = paths.pathOf;
