import type { CompanyId } from "../schemas/ids.ts";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from "xstate";
import type { UnitDetail, UnitInput } from "../schemas/network.ts";
import { apiError } from "../schemas/api-error.ts";
import { editUnit, emptyUnitValues, type UnitEdit, type UnitTab, unitFormMachine } from "./unit-form.machine.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { type RecordFormInput, type RecordSaveRequest, SUBMIT_BLOCK_MS } from "./record-form.machine.ts";
import { controlledPromises } from "./model-replay.ts";

const stored: UnitDetail = {
  id: 3 as CompanyId,
  name: "Rede Demo Centro",
  legalName: "Rede Demo Comércio Ltda",
  federalTaxId: "12ABC34501DE35",
  stateRegistration: "ISENTO",
  zipCode: "30140071",
  street: "Rua da Bahia",
  addressNumber: "1000",
  complement: "",
  district: "Centro",
  city: "Belo Horizonte",
  uf: "MG",
  phone: "3132814455",
  email: "centro@rede.com.br",
  active: true,
  disabledModules: ["SLK"],
  syncInstallments: false,
  createdAt: "2026-03-10T12:00:00.000Z",
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(unitFormMachine, "unit form.submit.blocked");
type SaveRequest = RecordSaveRequest<UnitInput>;
const edit = (e: UnitEdit) => ({ type: "edit" as const, edit: e });

const modelEvents = [
  edit({ type: "change", change: { name: "Unidade Pampulha" } }),
  edit({ type: "change", change: { name: "" } }),
  edit({ type: "module", slug: "CUS", enabled: false }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "modulos" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  {
    type: SAVE_ERROR,
    error: apiError("Invalid", 422, ["CNPJ já cadastrado"], { federalTaxId: ["CNPJ já cadastrado"] }),
  },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id !== null, c.tab, c.values.name !== "", c.values.disabledModules.length, c.submitted, c.failure !== null];
};

const inputs: RecordFormInput<UnitTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(unitFormMachine, inputs, modelEvents, project);

function harness(input: RecordFormInput<UnitTab>) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const saves: SaveRequest[] = [];
  const machine = unitFormMachine.provide({
    actors: {
      "load record": control.actor<UnitDetail, { id: number }>(),
      "save record": control.actor<UnitDetail, SaveRequest>(),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.subscribe((snapshot) => {
    const save = snapshot.children["save record"];
    const request = save ? (save.getSnapshot() as { input: SaveRequest }).input : undefined;
    if (request && saves.at(-1) !== request) saves.push(request);
  });
  actor.start();
  return { actor, control, clock, saves };
}

describe("unit form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(unitFormMachine, paths)).toEqual({
      missingStates: ["unit form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, control, clock } = harness(path.input);
    for (const step of path.steps) {
      if (step.event.type === BLOCK_OVER) clock.increment(SUBMIT_BLOCK_MS);
      else if (step.event.type !== "xstate.init" && !(await control.settle(step.event)))
        actor.send(step.event as never);
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect(project(actual.context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("unit form machine (rules)", () => {
  it("loads a stored unit with its masks", async () => {
    const { actor, control } = harness({ id: 3, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values).toMatchObject({
      federalTaxId: "12.ABC.345/01DE-35",
      zipCode: "30140-071",
      phone: "(31) 3281-4455",
      disabledModules: ["SLK"],
    });
  });

  it("does not send a unit without a name or with a wrong CNPJ", () => {
    const { actor, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { federalTaxId: "12ABC34501DE00" } }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
  });

  it("sends every field with the switched-off modules", () => {
    const { actor, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { name: "Unidade Pampulha", federalTaxId: "12abc34501de35" } }));
    actor.send(edit({ type: "module", slug: "CUS", enabled: false }));
    actor.send({ type: "submit" });
    expect(saves[0]?.body).toMatchObject({
      name: "Unidade Pampulha",
      federalTaxId: "12.ABC.345/01DE-35",
      disabledModules: ["CUS"],
      active: true,
    });
  });
});

describe("editUnit", () => {
  it("switches modules off and on in the order of spec 6, never CNF or USR", () => {
    let values = editUnit(emptyUnitValues(), { type: "module", slug: "POS", enabled: false });
    values = editUnit(values, { type: "module", slug: "CUS", enabled: false });
    expect(values.disabledModules).toEqual(["CUS", "POS"]);
    expect(editUnit(values, { type: "module", slug: "CNF", enabled: false }).disabledModules).toEqual(["CUS", "POS"]);
    expect(editUnit(values, { type: "module", slug: "CUS", enabled: true }).disabledModules).toEqual(["POS"]);
  });

  it("masks the CNPJ and CEP and upper-cases the UF as typed", () => {
    const values = editUnit(emptyUnitValues(), {
      type: "change",
      change: { federalTaxId: "12abc34501de35", zipCode: "30140071", uf: "mg" },
    });
    expect(values).toMatchObject({ federalTaxId: "12.ABC.345/01DE-35", zipCode: "30140-071", uf: "MG" });
  });
});
