import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { FinancialEntryDetail } from "../schemas/finance-entries.ts";
import {
  type FinancialEntryEdit,
  type FinancialEntryTab,
  financialEntryBodyOf,
  financialEntryFormMachine,
  financialEntryValuesOf,
} from "./financial-entry-form.machine.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";

const stored: FinancialEntryDetail = {
  id: 31,
  kind: "pay",
  description: "Aluguel da loja",
  supplier_id: 4,
  customer_id: null,
  person: "Imobiliária Centro",
  account_plan_id: 12,
  account_plan: "6.1 Aluguel",
  company_id: 1,
  company: "Loja Centro",
  account_id: 3,
  account: "Caixa da loja",
  competency_date: "2026-03-01",
  due_date: "2026-03-10",
  value: "333.34",
  settled_value: "100.00",
  open_value: "233.34",
  settled_date: null,
  installment_number: 1,
  installment_count: 3,
  group_id: "a6c1b1e4-0000-4000-8000-000000000000",
  status: 3,
  origin: "manual",
  document: "NF 123",
  notes: null,
  settlements: [],
  installments: [],
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(financialEntryFormMachine, "financial entry form.submit.blocked");
const edit = (e: FinancialEntryEdit) => ({ type: "edit" as const, edit: e });
const refused = apiError("Invalid", 422, ["Escolha uma conta de despesa do plano de contas."], {
  account_plan_id: ["Escolha uma conta de despesa do plano de contas."],
});

const modelEvents = [
  edit({ type: "change", change: { description: "Aluguel", value: 100_000, due_date: "2026-03-10" } }),
  edit({ type: "change", change: { description: "" } }),
  edit({ type: "unit", companyId: 1 }),
  edit({ type: "kind", kind: "receive" }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "anexos" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.id !== null,
    c.tab,
    c.values.description !== "",
    c.values.company_id !== null,
    c.values.kind,
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<FinancialEntryTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(financialEntryFormMachine, inputs, modelEvents, project, () => false);

const harness = (input: RecordFormInput<FinancialEntryTab>) => recordFormHarness(financialEntryFormMachine, input);

describe("financial entry form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(financialEntryFormMachine, paths)).toEqual({
      missingStates: ["financial entry form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(financialEntryFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("financial entry form machine (rules)", () => {
  it("does not send an incomplete bill and names its problems", () => {
    const { actor, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { description: "Aluguel" } }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([
      {
        type: "invalid",
        issues: {
          company_id: ["required"],
          competency_date: ["required"],
          due_date: ["required"],
          value: ["value-required"],
        },
        tab: null,
      },
    ]);
  });

  it("sends a payable in 3 installments in exact decimal text, the competency following the due date", () => {
    const { actor, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "unit", companyId: 1 }));
    actor.send(
      edit({
        type: "change",
        change: { description: "Aluguel", value: 100_000, due_date: "2026-03-10", installments: 3, supplier_id: 4 },
      }),
    );
    actor.send({ type: "submit" });
    expect(saves[0]?.body).toMatchObject({
      kind: "pay",
      company_id: 1,
      value: "1000.00",
      installments: 3,
      due_date: "2026-03-10",
      competency_date: "2026-03-10",
      supplier_id: 4,
      customer_id: null,
    });
  });

  it("clears the person and chart row when the kind changes, and the row and account when the unit does", () => {
    const { actor } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { supplier_id: 4, person: "Imobiliária", account_plan_id: 12 } }));
    actor.send(edit({ type: "kind", kind: "receive" }));
    expect(actor.getSnapshot().context.values).toMatchObject({ supplier_id: null, person: "", account_plan_id: null });
    actor.send(edit({ type: "change", change: { account_plan_id: 2, account_id: 3 } }));
    actor.send(edit({ type: "unit", companyId: 2 }));
    expect(actor.getSnapshot().context.values).toMatchObject({
      company_id: 2,
      account_plan_id: null,
      account_id: null,
    });
  });

  it("loads one installment with what is settled of it, and sends it back unchanged", async () => {
    const { actor, control } = harness({ id: 31, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values).toMatchObject({
      id: 31,
      value: 33_334,
      settled: 10_000,
      installments: 3,
    });
    expect(financialEntryBodyOf(financialEntryValuesOf(stored))).toMatchObject({ value: "333.34", document: "NF 123" });
  });
});
