import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { CompanyId, StockId } from "../schemas/ids.ts";
import type { StockDetail } from "../schemas/stock.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import { isDirty, type RecordFormInput } from "./record-form.machine.ts";
import {
  type StockEdit,
  type StockFormValues,
  type StockFormTab,
  stockBodyOf,
  stockFormIssues,
  stockFormMachine,
  stockValuesOf,
} from "./stock-form.machine.ts";

const stored: StockDetail = {
  id: 12 as StockId,
  name: "Reserva",
  company_id: 4 as CompanyId,
  company_name: "Rede Demo Savassi",
  is_default: false,
  active: true,
  open_count_id: null,
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(stockFormMachine, "stock form.submit.blocked");
const change = (values: Partial<StockFormValues>) => ({
  type: "edit" as const,
  edit: { type: "change", change: values } as StockEdit,
});
const taken = apiError("Invalid", 422, ["Já existe um estoque com este nome na unidade."], {
  name: ["Já existe um estoque com este nome na unidade."],
});

const modelEvents = [
  change({ name: "Reserva" }),
  change({ name: "  " }),
  change({ company_id: 4 }),
  change({ is_default: true }),
  { type: "submit" },
  { type: "submit", go: true },
  { type: BLOCK_OVER },
  { type: "tab", tab: "geral" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: taken },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.id !== null,
    c.values.name.trim() !== "",
    c.values.company_id !== null,
    c.values.is_default,
    c.submitted,
    c.go,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<StockFormTab, StockFormValues>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(stockFormMachine, inputs, modelEvents, project);

describe("stock form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(stockFormMachine, paths)).toEqual({
      missingStates: ["stock form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(stockFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("stock form machine (rules)", () => {
  it("needs a name (spaces do not count) and a unit", () => {
    expect(stockFormIssues({ name: " ", company_id: null, active: true, is_default: false })).toEqual({
      name: ["required"],
      company_id: ["required"],
    });
    expect(stockFormIssues(stockValuesOf(stored))).toEqual({});
  });

  it("does not send a stock without a unit, and shows why", () => {
    const { actor, emitted, saves } = recordFormHarness(stockFormMachine, { id: null, tab: "geral" });
    actor.send(change({ name: "Reserva" }));
    actor.send({ type: "submit", go: true });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([{ type: "invalid", issues: { company_id: ["required"] }, tab: null }]);
  });

  it("starts a new stock in the only unit there is, without making the page dirty", () => {
    const { actor, saves } = recordFormHarness(stockFormMachine, { id: null, tab: "geral", start: { company_id: 4 } });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send(change({ name: "  Reserva " }));
    actor.send({ type: "submit", go: true });
    expect(saves).toEqual([{ id: null, body: { name: "Reserva", company_id: 4, active: true, is_default: false } }]);
  });

  it("keeps the server's 'name taken' under the name until the next save", async () => {
    const { actor, control, emitted } = recordFormHarness(stockFormMachine, { id: 12, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit", go: true });
    await control.settle({ type: SAVE_ERROR, error: taken });
    expect(actor.getSnapshot().context.serverFields).toEqual(taken.fields);
    expect(emitted.at(-1)).toEqual({ type: "failed", error: taken, tab: null });
    expect(stockBodyOf(stockValuesOf(stored))).toEqual({
      name: "Reserva",
      company_id: 4,
      active: true,
      is_default: false,
    });
  });
});
