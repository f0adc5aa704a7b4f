import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { FinancialEntryRow } from "../../schemas/finance-entries.ts";
import { financialEntryColumns } from "./financial-entry-columns.tsx";

// The payables list at 1366 px wrapped "R$ 6.311,26" over two lines (review, issue 14): money and dates stay on one
// line, and the spreadsheet gets numbers it can sum.

const t = ((key: string) => key) as unknown as TFunction;
const noop = () => {};
const columns = financialEntryColumns(t, { hrefOf: () => "/", settle: noop, reopen: noop, remove: noop });
const column = (field: string) => {
  const found = columns.find((c) => c.field === field);
  if (!found) throw new Error(`no column ${field}`);
  return found;
};

const row = {
  id: 1,
  kind: "pay",
  description: "Aluguel",
  supplier_id: null,
  customer_id: null,
  person: null,
  account_plan_id: null,
  account_plan: null,
  company_id: 1,
  company: "Centro",
  account_id: null,
  account: null,
  competency_date: "2026-11-01",
  due_date: "2026-11-05",
  value: "6311.26",
  settled_value: "0.00",
  open_value: "1234.50",
  settled_date: null,
  installment_number: 1,
  installment_count: 1,
  group_id: "g",
  status: 2,
  origin: "manual",
  document: null,
} as unknown as FinancialEntryRow;

describe("financialEntryColumns", () => {
  it("keeps money and dates on one line", () => {
    for (const field of ["competency_date", "due_date", "value", "open_value"]) expect(column(field).nowrap).toBe(true);
  });

  it("exports the value and the open value as spreadsheet numbers", () => {
    expect(column("value").excel?.(row)).toEqual({ value: 6311.26, format: "#,##0.00" });
    expect(column("open_value").excel?.(row)).toEqual({ value: 1234.5, format: "#,##0.00" });
  });
});
