import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { FranchiseUnitDetail, UnitGroupId } from "../schemas/franchise.ts";
import type { CompanyId } from "../schemas/ids.ts";
import {
  type FranchiseEdit,
  type FranchiseTab,
  franchiseBodyOf,
  franchiseUnitFormMachine,
  franchiseValuesOf,
} from "./franchise-unit-form.machine.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness } from "./record-form-harness.ts";
import { type RecordFormInput, SUBMIT_BLOCK_MS } from "./record-form.machine.ts";

const stored: FranchiseUnitDetail = {
  id: 3 as CompanyId,
  name: "Rede Demo Centro",
  legalName: "Centro Comércio Ltda",
  cnpj: "11222333000181",
  ownerName: "Paula Souza",
  ownerCpf: "52998224725",
  ownerEmail: "paula@franquia.com.br",
  ownerPhone: "31998765432",
  contractStart: "2024-03-01",
  royaltyPercent: 5.5,
  marketingFundPercent: 2,
  status: "implantation",
  address: {
    zip_code: "30140071",
    address_1: "Rua da Bahia",
    address_number: "100",
    complement: "",
    district: "Centro",
    city: "Belo Horizonte",
    uf: "MG",
  },
  contacts: [{ id: 4, name: "Gerente", role: "Gerente", phone: "3134567890", email: "" }],
  groupIds: [2 as UnitGroupId],
  figures: { salesMonth: "120.50", salesMonthCount: 3, openRegister: null, lastSync: null },
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(franchiseUnitFormMachine, "franchise unit form.submit.blocked");
const edit = (e: FranchiseEdit) => ({ type: "edit" as const, edit: e });
const refused = apiError("Invalid", 422, ["CNPJ Inválido"], { cnpj: ["CNPJ Inválido"] });

const modelEvents = [
  edit({ type: "change", change: { ownerName: "Paula" } }),
  edit({ type: "change", change: { cnpj: "11" } }),
  edit({ type: "address.change", change: { uf: "MG" } }),
  edit({ type: "contact.add" }),
  edit({ type: "contact.change", index: 0, change: { name: "Rita" } }),
  edit({ type: "contact.remove", index: 0 }),
  edit({ type: "groups.set", groupIds: [2] }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "grupos" },
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
    c.values.cnpj.length > 2,
    c.values.contacts.map((k: { name: string }) => k.name !== ""),
    c.values.groupIds.length,
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<FranchiseTab>[] = [{ id: stored.id, tab: "geral" }];
const paths = shortestCoveringPaths(
  franchiseUnitFormMachine,
  inputs,
  modelEvents,
  project,
  (last) => last.context.values.contacts.length > 1,
);

const harness = (input: RecordFormInput<FranchiseTab>) => recordFormHarness(franchiseUnitFormMachine, input);

describe("franchise unit form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    // "starting" decides at once (the page always has an id) and is never a snapshot of its own.
    expect(modelCoverage(franchiseUnitFormMachine, paths)).toEqual({
      missingStates: ["franchise unit form.record.starting"],
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
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
      expect(project(actual.context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("franchise unit form machine (rules)", () => {
  it("loads a unit with its masks and sends what it loaded unchanged", async () => {
    const { actor, control } = harness({ id: 3, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    const { values } = actor.getSnapshot().context;
    expect(values).toMatchObject({
      cnpj: "11.222.333/0001-81",
      ownerCpf: "529.982.247-25",
      ownerPhone: "(31) 99876-5432",
      address: { zip_code: "30140-071" },
    });
    expect(franchiseBodyOf(franchiseValuesOf(stored))).toMatchObject({
      royaltyPercent: 5.5,
      contacts: [{ id: 4, name: "Gerente", role: "Gerente", phone: "(31) 3456-7890", email: "" }],
      groupIds: [2],
    });
  });

  it("does not send an invalid unit and says on which tab the problems are", async () => {
    const { actor, control, emitted, saves } = harness({ id: 3, tab: "grupos" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send(edit({ type: "change", change: { cnpj: "11222333000100", royaltyPercent: null } }));
    actor.send(edit({ type: "contact.add" }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted.at(-1)).toMatchObject({
      type: "invalid",
      issues: { cnpj: ["cnpj"], "contacts.1.name": ["required"] },
    });
  });

  it("saves geral, a contact and the groups together; an empty percentage is 0", async () => {
    const { actor, control, emitted, saves } = harness({ id: 3, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send(edit({ type: "change", change: { ownerName: "Paula Franqueada", marketingFundPercent: null } }));
    actor.send(edit({ type: "contact.remove", index: 0 }));
    actor.send(edit({ type: "groups.set", groupIds: [2, 5] }));
    actor.send({ type: "submit" });
    expect(saves[0]?.body).toMatchObject({
      ownerName: "Paula Franqueada",
      marketingFundPercent: 0,
      contacts: [],
      groupIds: [2, 5],
    });
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted.at(-1)).toMatchObject({ type: "saved", created: false });
  });
});
