import type { ActorRefFrom } from "xstate";
import { type EntryDraft, type EntryKind, entryDraftIssues } from "../domain/finance.ts";
import { centsToDecimalString, parseMoney } from "../domain/money.ts";
import type { FinancialEntryDetail, FinancialEntryInput } from "../schemas/finance-entries.ts";
import { createRecordFormMachine, type FieldProblems, type RecordFormSpec } from "./record-form.machine.ts";

// The payable/receivable page (/contas-a-pagar-receber/novo/:tab, /contas-a-pagar-receber/editar/:id?/:tab; issue
// 14 item 3): a new bill (split into installments on save) or one installment; the tab anexos uploads files on its
// own once the entry exists. Field names follow the API's, so the server's 422 messages show under their fields.

export const FINANCIAL_ENTRY_TABS = ["geral", "anexos"] as const;
export type FinancialEntryTab = (typeof FINANCIAL_ENTRY_TABS)[number];

export type FinancialEntryFormValues = {
  readonly id: number | null;
  readonly kind: EntryKind;
  readonly description: string;
  readonly supplier_id: number | null;
  readonly customer_id: number | null;
  /** The chosen supplier's or customer's name, to show in the search field. */
  readonly person: string;
  readonly account_plan_id: number | null;
  readonly company_id: number | null;
  readonly account_id: number | null;
  readonly competency_date: string | null;
  readonly due_date: string | null;
  readonly value: number | null;
  readonly installments: number;
  readonly document: string;
  readonly notes: string;
  /** What is settled of a stored installment: its value is locked while anything is. */
  readonly settled: number;
};

export type FinancialEntryChange = Partial<Omit<FinancialEntryFormValues, "id" | "settled" | "kind">>;

export type FinancialEntryEdit =
  | { type: "change"; change: FinancialEntryChange }
  /** Pay or receive: the person and the chart row of the other kind do not fit, so they are cleared. */
  | { type: "kind"; kind: EntryKind }
  /** Another unit: its chart and accounts differ, so the row and the account are cleared. */
  | { type: "unit"; companyId: number | null };

export const emptyFinancialEntryValues = (): FinancialEntryFormValues => ({
  id: null,
  kind: "pay",
  description: "",
  supplier_id: null,
  customer_id: null,
  person: "",
  account_plan_id: null,
  company_id: null,
  account_id: null,
  competency_date: null,
  due_date: null,
  value: null,
  installments: 1,
  document: "",
  notes: "",
  settled: 0,
});

export const financialEntryValuesOf = (entry: FinancialEntryDetail): FinancialEntryFormValues => ({
  id: entry.id,
  kind: entry.kind,
  description: entry.description,
  supplier_id: entry.supplier_id,
  customer_id: entry.customer_id,
  person: entry.person ?? "",
  account_plan_id: entry.account_plan_id,
  company_id: entry.company_id,
  account_id: entry.account_id,
  competency_date: entry.competency_date,
  due_date: entry.due_date,
  value: parseMoney(entry.value),
  installments: entry.installment_count,
  document: entry.document ?? "",
  notes: entry.notes ?? "",
  settled: parseMoney(entry.settled_value) ?? 0,
});

export const entryDraftOf = (values: FinancialEntryFormValues): EntryDraft => ({
  kind: values.kind,
  description: values.description,
  companyId: values.company_id,
  competencyDate: values.competency_date,
  dueDate: values.due_date,
  value: values.value,
  installments: values.id === null ? values.installments : 1,
});

const FIELD_OF_DRAFT: Readonly<Record<keyof EntryDraft, keyof FinancialEntryFormValues>> = {
  kind: "kind",
  description: "description",
  companyId: "company_id",
  competencyDate: "competency_date",
  dueDate: "due_date",
  value: "value",
  installments: "installments",
};

export const financialEntryIssues = (values: FinancialEntryFormValues): FieldProblems =>
  Object.fromEntries(
    Object.entries(entryDraftIssues(entryDraftOf(values))).map(([field, codes]) => [
      FIELD_OF_DRAFT[field as keyof EntryDraft],
      codes ?? [],
    ]),
  );

/** The body of POST (PATCH leaves out kind and installments). */
export const financialEntryBodyOf = (values: FinancialEntryFormValues): FinancialEntryInput => ({
  kind: values.kind,
  description: values.description,
  supplier_id: values.kind === "pay" ? values.supplier_id : null,
  customer_id: values.kind === "receive" ? values.customer_id : null,
  account_plan_id: values.account_plan_id,
  account_id: values.account_id,
  company_id: values.company_id ?? 0,
  competency_date: values.competency_date ?? "",
  due_date: values.due_date ?? "",
  value: centsToDecimalString(values.value ?? 0),
  installments: values.installments,
  document: values.document,
  notes: values.notes,
});

export function editFinancialEntry(
  values: FinancialEntryFormValues,
  edit: FinancialEntryEdit,
): FinancialEntryFormValues {
  switch (edit.type) {
    case "change": {
      const next = { ...values, ...edit.change };
      // The competency follows the due date until it is set on its own.
      return edit.change.due_date !== undefined && values.competency_date === null && values.id === null
        ? { ...next, competency_date: edit.change.due_date }
        : next;
    }
    case "kind":
      return edit.kind === values.kind
        ? values
        : { ...values, kind: edit.kind, supplier_id: null, customer_id: null, person: "", account_plan_id: null };
    case "unit":
      return edit.companyId === values.company_id
        ? values
        : { ...values, company_id: edit.companyId, account_plan_id: null, account_id: null };
  }
}

export const tabOfFinancialEntryField = (_field: string): FinancialEntryTab => "geral";

export const financialEntryFormSpec: RecordFormSpec<
  FinancialEntryDetail,
  FinancialEntryFormValues,
  FinancialEntryEdit,
  FinancialEntryInput,
  FinancialEntryTab
> = {
  id: "financial entry form",
  tabs: FINANCIAL_ENTRY_TABS,
  tabOfField: tabOfFinancialEntryField,
  emptyValues: emptyFinancialEntryValues,
  valuesOf: financialEntryValuesOf,
  idOf: (entry) => entry.id,
  edit: editFinancialEntry,
  issuesOf: financialEntryIssues,
  bodyOf: financialEntryBodyOf,
};

export const financialEntryFormMachine = createRecordFormMachine(financialEntryFormSpec);
export type FinancialEntryFormRef = ActorRefFrom<typeof financialEntryFormMachine>;
