import type { CustomerId } from "../schemas/ids.ts";
import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { CustomerDetail } from "../schemas/customers.ts";
import { apiError } from "../schemas/api-error.ts";
import {
  bodyOf,
  type CustomerEdit,
  type CustomerTab,
  customerFormMachine,
  customerValuesOf,
} from "./customer-form.machine.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import { type RecordFormInput, SUBMIT_BLOCK_MS } from "./record-form.machine.ts";

const stored: CustomerDetail = {
  id: 12 as CustomerId,
  publicId: "0b8f2a52-6a43-4e83-9d1c-1f7c2c1f9a10",
  customerType: "F",
  name: "Ana Souza",
  nickname: "Ana",
  docId1: "52998224725",
  phone1: "11987654321",
  email: "ana@exemplo.com.br",
  active: true,
  national_card_id_1: "52998224725",
  federal_tax_id: "",
  cityId: null,
  cityName: "",
  cityUf: "",
  groupsIds: [],
  groupsNames: [],
  addresses: [
    {
      id: 7,
      zip_code: "01310100",
      address_1: "Avenida Paulista",
      address_number: "1000",
      complement: "",
      district: "Bela Vista",
      city: "São Paulo",
      uf: "SP",
      main: true,
    },
  ],
  contacts: [{ id: 3, name: "Carlos", role: "Marido", phone: "1134567890", email: "" }],
  createdAt: "2026-03-10T12:00:00.000Z",
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(customerFormMachine, "customer form.submit.blocked");
const edit = (e: CustomerEdit) => ({ type: "edit" as const, edit: e });
const refused = apiError("Invalid", 422, ["CPF já cadastrado"], { docId1: ["CPF já cadastrado"] });

const modelEvents = [
  edit({ type: "change", change: { name: "Ana Souza", phone1: "(11) 98765-4321" } }),
  edit({ type: "change", change: { name: "" } }),
  edit({ type: "address.add" }),
  edit({ type: "address.change", index: 0, change: { address_1: "Rua da Bahia" } }),
  edit({ type: "address.main", index: 0 }),
  edit({ type: "address.remove", index: 0 }),
  edit({ type: "contact.add" }),
  edit({ type: "contact.change", index: 0, change: { name: "Carlos" } }),
  edit({ type: "contact.remove", index: 0 }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "endereco" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

// What the guards and the view read: a stable projection, so the traversal ends.
const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.id !== null,
    c.tab,
    c.values.name !== "",
    c.values.addresses.map((a: { address_1: string; main: boolean }) => [a.address_1 !== "", a.main]),
    c.values.contacts.map((k: { name: string }) => k.name !== ""),
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<CustomerTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
// Lists of up to two entries are enough to take every transition.
const paths = shortestCoveringPaths(
  customerFormMachine,
  inputs,
  modelEvents,
  project,
  (last) => last.context.values.addresses.length > 2 || last.context.values.contacts.length > 2,
);

const harness = (input: RecordFormInput<CustomerTab>) => recordFormHarness(customerFormMachine, input);

describe("customer form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    // "starting" decides at once (new or stored customer) and is never a snapshot of its own: the paths start from
    // both inputs and reach editing and loading through its two eventless transitions.
    expect(modelCoverage(customerFormMachine, paths)).toEqual({
      missingStates: ["customer form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(customerFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("customer form machine (rules)", () => {
  it("loads a stored customer with its masks", async () => {
    const { actor, control } = harness({ id: 12, tab: "geral" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await control.settle({ type: LOAD_DONE, output: stored });
    const { values } = actor.getSnapshot().context;
    expect(values).toMatchObject({ docId1: "529.982.247-25", phone1: "(11) 98765-4321" });
    expect(values.addresses[0]).toMatchObject({ id: 7, zip_code: "01310-100", main: true });
    expect(values.contacts[0]).toMatchObject({ id: 3, phone: "(11) 3456-7890" });
  });

  it("does not send an invalid customer: it says where the problems are", () => {
    const { actor, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "address.add" }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(emitted).toEqual([
      {
        type: "invalid",
        issues: {
          name: ["required"],
          phone1: ["contact-required"],
          email: ["contact-required"],
          "addresses.0.address_1": ["required"],
        },
        tab: null,
      },
    ]);
  });

  it("creates a customer with its address and contact, then edits the one it created", async () => {
    const { actor, control, clock, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { customerType: "J", docId1: "11222333000181" } }));
    actor.send(edit({ type: "change", change: { name: "Padaria Savassi", email: "padaria@exemplo.com.br" } }));
    actor.send(edit({ type: "address.add" }));
    actor.send(edit({ type: "address.add" }));
    actor.send(edit({ type: "address.change", index: 0, change: { address_1: "Rua Pernambuco", uf: "MG" } }));
    actor.send(edit({ type: "address.change", index: 1, change: { address_1: "Rua da Bahia" } }));
    actor.send(edit({ type: "address.main", index: 1 }));
    actor.send(edit({ type: "contact.add" }));
    actor.send(edit({ type: "contact.change", index: 0, change: { name: "Rita", role: "Compras" } }));
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("saving")).toBe(true);
    expect(saves[0]).toEqual({
      id: null,
      body: {
        customerType: "J",
        name: "Padaria Savassi",
        nickname: "",
        docId1: "11.222.333/0001-81",
        phone1: "",
        email: "padaria@exemplo.com.br",
        active: true,
        cityId: null,
        groupsIds: [],
        addresses: [
          expect.objectContaining({ id: null, address_1: "Rua Pernambuco", uf: "MG", main: false }),
          expect.objectContaining({ id: null, address_1: "Rua da Bahia", main: true }),
        ],
        contacts: [{ id: null, name: "Rita", role: "Compras", phone: "", email: "" }],
      },
    });
    // Edits while saving wait for the answer (the view disables the form).
    expect(actor.getSnapshot().can(edit({ type: "change", change: { name: "x" } }))).toBe(false);
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted).toEqual([{ type: "saved", record: stored, created: true, go: false }]);
    expect(actor.getSnapshot().context.id).toBe(12);
    actor.send(edit({ type: "change", change: { nickname: "Aninha" } }));
    clock.increment(SUBMIT_BLOCK_MS);
    actor.send({ type: "submit" });
    expect(saves.at(-1)?.id).toBe(12);
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted.at(-1)).toEqual({ type: "saved", record: stored, created: false, go: false });
  });

  it("keeps a refused save's messages until the next save", async () => {
    const { actor, control, clock, emitted } = harness({ id: 12, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_ERROR, error: refused });
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(refused);
    expect(emitted).toEqual([{ type: "failed", error: refused, tab: null }]);
    actor.send(edit({ type: "change", change: { docId1: "111.444.777-35" } }));
    expect(actor.getSnapshot().context.failure).toBe(refused);
    clock.increment(SUBMIT_BLOCK_MS);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("re-masks the document when the type changes, and a removed main address passes the mark on", async () => {
    const { actor } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { docId1: "11222333000181" } }));
    expect(actor.getSnapshot().context.values.docId1).toBe("112.223.330-00");
    actor.send(edit({ type: "change", change: { customerType: "J" } }));
    expect(actor.getSnapshot().context.values.docId1).toBe("11.222.333/000");
    actor.send(edit({ type: "address.add" }));
    actor.send(edit({ type: "address.add" }));
    expect(actor.getSnapshot().context.values.addresses.map((a) => a.main)).toEqual([true, false]);
    actor.send(edit({ type: "address.remove", index: 0 }));
    expect(actor.getSnapshot().context.values.addresses.map((a) => a.main)).toEqual([true]);
  });

  it("sends what it loaded unchanged", () => {
    const body = bodyOf(customerValuesOf(stored));
    expect(body.addresses?.[0]).toMatchObject({ id: 7, zip_code: "01310-100", main: true });
    expect(body.contacts).toEqual([{ id: 3, name: "Carlos", role: "Marido", phone: "(11) 3456-7890", email: "" }]);
  });
});
