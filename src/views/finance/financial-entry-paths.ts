import { FINANCIAL_ENTRY_TABS, type FinancialEntryTab } from "../../machines/financial-entry-form.machine.ts";
import type { RecordPage } from "../components/record-form/record-paths.ts";

// Paths of the payables and receivables (issue 14 item 3), without the /es prefix: /contas-a-pagar-receber,
// /contas-a-pagar-receber/novo/:tab and /contas-a-pagar-receber/editar/:id?/:tab.

export const FINANCIAL_ENTRIES_PATH = "/contas-a-pagar-receber";

const isTab = (segment: string): segment is FinancialEntryTab =>
  (FINANCIAL_ENTRY_TABS as ReadonlyArray<string>).includes(segment);
const idFrom = (segment: string): number | null =>
  /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

/** /contas-a-pagar-receber/novo/:tab?: a new entry on that tab; an unknown tab is not found (null). */
export function newFinancialEntryPageFrom(tab: string | undefined): RecordPage<FinancialEntryTab> | null {
  if (!tab) return { id: null, tab: "geral" };
  return isTab(tab) ? { id: null, tab } : null;
}

/** /contas-a-pagar-receber/editar/:id?/:tab?: no id is a new entry; a bad id or tab is not found (null). */
export function financialEntryPageFrom(
  first: string | undefined,
  second: string | undefined,
): RecordPage<FinancialEntryTab> | null {
  if (!first) return { id: null, tab: "geral" };
  if (isTab(first)) return second === undefined ? { id: null, tab: first } : null;
  const id = idFrom(first);
  if (id === null) return null;
  if (!second) return { id, tab: "geral" };
  return isTab(second) ? { id, tab: second } : null;
}

export function financialEntryPath(id: number | null, tab: FinancialEntryTab = "geral"): string {
  if (id === null) return `${FINANCIAL_ENTRIES_PATH}/novo/${tab}`;
  return `${FINANCIAL_ENTRIES_PATH}/editar/${id}/${tab}`;
}
