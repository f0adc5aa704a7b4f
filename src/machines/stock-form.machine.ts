import type { ActorRefFrom } from "xstate";
import type { StockDetail, StockInput } from "../schemas/stock.ts";
import { createRecordFormMachine, type FieldProblems, type RecordFormSpec } from "./record-form.machine.ts";

// The stock page (/estoques/novo, /estoques/editar/:id?; issue 13 item 3, STO 1): a stock's name, its unit (chosen
// once, when it is created), active and default. The values carry the API's field names, so the rules' messages and
// the server's 422 ('Já existe um estoque com este nome na unidade') show under the same fields.

export type StockFormValues = {
  readonly name: string;
  /** null until a unit is chosen; a stock's unit does not change. */
  readonly company_id: number | null;
  readonly active: boolean;
  readonly is_default: boolean;
};

export type StockEdit = { type: "change"; change: Partial<StockFormValues> };

export const STOCK_FORM_TABS = ["geral"] as const;
export type StockFormTab = (typeof STOCK_FORM_TABS)[number];

export const emptyStockValues = (): StockFormValues => ({
  name: "",
  company_id: null,
  active: true,
  is_default: false,
});

export const stockValuesOf = (stock: StockDetail): StockFormValues => ({
  name: stock.name,
  company_id: stock.company_id,
  active: stock.active,
  is_default: stock.is_default,
});

/** A name and a unit are required (the name as the server cleans it: spaces around it do not count). */
export function stockFormIssues(values: StockFormValues): FieldProblems {
  const issues: Record<string, ReadonlyArray<string>> = {};
  if (values.name.trim() === "") issues.name = ["required"];
  if (values.company_id === null) issues.company_id = ["required"];
  return issues;
}

/** The body of POST; PATCH leaves the unit out (see the page's save). */
export const stockBodyOf = (values: StockFormValues): StockInput => ({
  name: values.name.trim(),
  company_id: values.company_id ?? 0,
  active: values.active,
  is_default: values.is_default,
});

export const stockFormSpec: RecordFormSpec<StockDetail, StockFormValues, StockEdit, StockInput, StockFormTab> = {
  id: "stock form",
  tabs: STOCK_FORM_TABS,
  tabOfField: () => "geral",
  emptyValues: emptyStockValues,
  valuesOf: stockValuesOf,
  idOf: (stock) => stock.id,
  edit: (values, edit) => ({ ...values, ...edit.change }),
  issuesOf: stockFormIssues,
  bodyOf: stockBodyOf,
};

export const stockFormMachine = createRecordFormMachine(stockFormSpec);
export type StockFormRef = ActorRefFrom<typeof stockFormMachine>;
