/** The accounts' pages: the list, an account's page (new without id) and its bank reconciliation. */
export const ACCOUNTS_PATH = "/contas";
export const accountPath = (id: number | null) => (id === null ? "/contas/editar" : `/contas/editar/${id}`);
export const reconciliationPath = (id: number) => `/contas/conciliacao/${id}`;
export const CHART_PATH = "/plano-de-contas";
