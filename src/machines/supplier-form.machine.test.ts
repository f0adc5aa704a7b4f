import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { SupplierDetail, SupplierId } from "../schemas/suppliers.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";
import {
  type SupplierEdit,
  type SupplierTab,
  supplierBodyOf,
  supplierFormMachine,
  supplierValuesOf,
  tabOfSupplierField,
} from "./supplier-form.machine.ts";

const stored: SupplierDetail = {
  id: 9 as SupplierId,
  personType: "J",
  name: "Malharia Serra Azul Ltda",
  tradeName: "Serra Azul",
  docId1: "12ABC34501DE35",
  stateRegistration: "ISENTO",
  email: "vendas@serraazul.com.br",
  phone1: "4733221100",
  phone2: "",
  zipCode: "89010100",
  address1: "Rua XV de Novembro",
  addressNumber: "1520",
  complement: "",
  district: "Centro",
  city: "Blumenau",
  uf: "SC",
  notes: "",
  active: true,
  contacts: [{ id: 4, name: "Carla", role: "Comercial", phone: "47988776655", email: "" }],
  createdAt: "2026-03-10T12:00:00.000Z",
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(supplierFormMachine, "supplier form.submit.blocked");
const edit = (e: SupplierEdit) => ({ type: "edit" as const, edit: e });
const taken = apiError("Invalid", 422, ["CNPJ já cadastrado"], { docId1: ["CNPJ já cadastrado"] });

const modelEvents = [
  edit({ type: "change", change: { name: "Malharia Serra Azul Ltda" } }),
  edit({ type: "change", change: { name: "" } }),
  edit({ type: "contact.add" }),
  edit({ type: "contact.change", index: 0, change: { name: "Carla" } }),
  edit({ type: "contact.remove", index: 0 }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "contatos" },
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
    c.tab,
    c.values.name !== "",
    c.values.contacts.map((k: { name: string }) => k.name !== ""),
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<SupplierTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(
  supplierFormMachine,
  inputs,
  modelEvents,
  project,
  (last) => last.context.values.contacts.length > 2,
);

const harness = (input: RecordFormInput<SupplierTab>) => recordFormHarness(supplierFormMachine, input);

describe("supplier form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(supplierFormMachine, paths)).toEqual({
      missingStates: ["supplier form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(supplierFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("supplier form machine (rules)", () => {
  it("loads a supplier with its masks, the alphanumeric CNPJ too", async () => {
    const { actor, control } = harness({ id: 9, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values).toMatchObject({
      id: 9,
      docId1: "12.ABC.345/01DE-35",
      phone1: "(47) 3322-1100",
      zipCode: "89010-100",
      contacts: [{ id: 4, phone: "(47) 98877-6655" }],
    });
  });

  it("does not send an invalid supplier, and names the tab of each problem", () => {
    const { actor, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { name: "X", zipCode: "123" } }));
    actor.send(edit({ type: "contact.add" }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([
      { type: "invalid", issues: { zipCode: ["zip-code"], "contacts.0.name": ["required"] }, tab: "endereco" },
    ]);
    expect(tabOfSupplierField("uf")).toBe("endereco");
    expect(tabOfSupplierField("contacts.1.email")).toBe("contatos");
    expect(tabOfSupplierField("stateRegistration")).toBe("geral");
  });

  it("creates a person with a CPF masked as typed, then keeps the server's 'CNPJ já cadastrado'", async () => {
    const { actor, control, saves, emitted } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { personType: "F", name: "Zilda", docId1: "52998224725" } }));
    expect(actor.getSnapshot().context.values.docId1).toBe("529.982.247-25");
    actor.send({ type: "submit" });
    expect(saves[0]?.body).toMatchObject({ personType: "F", name: "Zilda", docId1: "529.982.247-25", contacts: [] });
    expect(saves[0]?.body).not.toHaveProperty("id");
    await control.settle({ type: SAVE_ERROR, error: taken });
    // The problem is on the tab in view: no tab to move to.
    expect(emitted.at(-1)).toEqual({ type: "failed", error: taken, tab: null });
  });

  it("sends what it loaded unchanged", () => {
    expect(supplierBodyOf(supplierValuesOf(stored)).contacts).toEqual([
      { id: 4, name: "Carla", role: "Comercial", phone: "(47) 98877-6655", email: "" },
    ]);
  });
});
