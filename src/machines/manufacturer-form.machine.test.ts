import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { Manufacturer, ManufacturerId } from "../schemas/suppliers.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";
import { type ManufacturerTab, manufacturerFormMachine } from "./manufacturer-form.machine.ts";

const stored: Manufacturer = {
  id: 3 as ManufacturerId,
  name: "Coats Corrente",
  docId1: "11222333000181",
  active: true,
};

const LOAD_DONE = "xstate.done.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(manufacturerFormMachine, "manufacturer form.submit.blocked");
const change = (name: string) => ({ type: "edit" as const, edit: { type: "change" as const, change: { name } } });
const taken = apiError("Invalid", 422, ["Já existe um fabricante com este nome."], {
  name: ["Já existe um fabricante com este nome."],
});

const modelEvents = [
  change("Coats Corrente"),
  change(""),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: "xstate.error.actor.load record", error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: taken },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id !== null, c.values.name !== "", c.submitted, c.failure !== null, c.loadError !== null];
};

const inputs: RecordFormInput<ManufacturerTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(manufacturerFormMachine, inputs, modelEvents, project, () => false);

describe("manufacturer form machine", () => {
  it("walks every state node and every transition but the tab change (one tab)", () => {
    const coverage = modelCoverage(manufacturerFormMachine, paths);
    expect(coverage.missingStates).toEqual(["manufacturer form.record.starting"]);
    expect(coverage.missingTransitions.every((t) => t.includes("tab"))).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(manufacturerFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );

  it("checks the optional document and sends the name", () => {
    const refused = recordFormHarness(manufacturerFormMachine, { id: null, tab: "geral" });
    refused.actor.send({ type: "edit", edit: { type: "change", change: { name: "Epson", docId1: "123" } } });
    refused.actor.send({ type: "submit" });
    expect(refused.emitted).toEqual([{ type: "invalid", issues: { docId1: ["cpf"] }, tab: null }]);
    expect(refused.saves).toHaveLength(0);
    const sent = recordFormHarness(manufacturerFormMachine, { id: null, tab: "geral" });
    sent.actor.send({ type: "edit", edit: { type: "change", change: { name: "Epson" } } });
    sent.actor.send({ type: "submit" });
    expect(sent.saves[0]).toEqual({ id: null, body: { name: "Epson", docId1: "", active: true } });
  });
});
