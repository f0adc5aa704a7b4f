import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { Carrier, CarrierId } from "../schemas/suppliers.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";
import { type CarrierTab, carrierFormIssues, carrierFormMachine, carrierValuesOf } from "./carrier-form.machine.ts";

const stored: Carrier = {
  id: 5 as CarrierId,
  name: "Minas Log Transportes Ltda",
  doc_id_1: "11222333000181",
  state_tax_id: "0620123450099",
  phone: "3134567788",
  email: "operacao@minaslog.com.br",
  zip_code: "31270000",
  address_1: "Rodovia dos Bandeirantes, km 25",
  address_number: "S/N",
  complement: "",
  district: "",
  city: "Belo Horizonte",
  uf: "MG",
  license_plate: "MGL3C45",
  antt: "34567890",
  active: true,
};

const LOAD_DONE = "xstate.done.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const BLOCK_OVER = delayedEventOf(carrierFormMachine, "carrier form.submit.blocked");
const change = (c: Partial<Carrier>) => ({ type: "edit" as const, edit: { type: "change" as const, change: c } });

const modelEvents = [
  change({ name: "Minas Log" }),
  change({ name: "" }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: "xstate.error.actor.load record", error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: "xstate.error.actor.save record", error: apiError("ServerFailure", 500, []) },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id !== null, c.values.name !== "", c.submitted, c.failure !== null, c.loadError !== null];
};

const inputs: RecordFormInput<CarrierTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(carrierFormMachine, inputs, modelEvents, project, () => false);

describe("carrier form machine", () => {
  it("walks every state node and every transition but the tab change (one tab)", () => {
    const coverage = modelCoverage(carrierFormMachine, paths);
    expect(coverage.missingStates).toEqual(["carrier form.record.starting"]);
    expect(coverage.missingTransitions.every((t) => t.includes("tab"))).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(carrierFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );

  it("shows the rules under the API's field names and sends the carrier whole", async () => {
    expect(carrierFormIssues({ ...carrierValuesOf(stored), license_plate: "12", antt: "1", doc_id_1: "123" })).toEqual({
      doc_id_1: ["cpf"],
      license_plate: ["license-plate"],
      antt: ["antt"],
    });
    const { actor, control, saves } = recordFormHarness(carrierFormMachine, { id: 5, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values).toMatchObject({
      doc_id_1: "11.222.333/0001-81",
      phone: "(31) 3456-7788",
      zip_code: "31270-000",
    });
    actor.send(change({ active: false }));
    actor.send({ type: "submit" });
    expect(saves[0]).toMatchObject({ id: 5, body: { name: "Minas Log Transportes Ltda", active: false } });
  });
});
