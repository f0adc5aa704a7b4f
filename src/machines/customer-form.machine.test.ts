import type { CustomerId } from "../schemas/ids.ts";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, initialTransition, transition } from "xstate";
import type { CustomerDetail } from "../schemas/customers.ts";
import { apiError } from "../schemas/api-error.ts";
import {
  bodyOf,
  type CustomerFormEmitted,
  type CustomerFormEvent,
  type CustomerFormInput,
  customerFormMachine,
  type SaveRequest,
  valuesOf,
} from "./customer-form.machine.ts";
import { modelCoverage } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";

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

const LOAD_DONE = "xstate.done.actor.load customer";
const LOAD_ERROR = "xstate.error.actor.load customer";
const SAVE_DONE = "xstate.done.actor.save customer";
const SAVE_ERROR = "xstate.error.actor.save customer";
const refused = apiError("Invalid", 422, ["CPF já cadastrado"], { docId1: ["CPF já cadastrado"] });

const modelEvents = [
  { type: "change", change: { name: "Ana Souza", phone1: "(11) 98765-4321" } },
  { type: "change", change: { name: "" } },
  { type: "address.add" },
  { type: "address.change", index: 0, change: { address_1: "Rua da Bahia" } },
  { type: "address.main", index: 0 },
  { type: "address.remove", index: 0 },
  { type: "contact.add" },
  { type: "contact.change", index: 0, change: { name: "Carlos" } },
  { type: "contact.remove", index: 0 },
  { type: "submit" },
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
    c.customerId !== null,
    c.values.name !== "",
    c.values.addresses.map((a: { address_1: string; main: boolean }) => [a.address_1 !== "", a.main]),
    c.values.contacts.map((k: { name: string }) => k.name !== ""),
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

type Step = { readonly state: AnyMachineSnapshot; readonly event: EventObject };
type ModelPath = { readonly input: CustomerFormInput; readonly steps: Step[]; readonly description: string };

/** Breadth-first from a new and from a stored customer; for every transition and state node the shortest path. */
const paths = (() => {
  const chosen: ModelPath[] = [];
  const covered = new Set<unknown>();
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, project(snapshot.context)]);
  const visited = new Set<string>();
  for (const input of [{ customerId: null }, { customerId: stored.id }] satisfies CustomerFormInput[]) {
    const start = initialTransition(customerFormMachine, input)[0] as AnyMachineSnapshot;
    const queue: Step[][] = [[{ state: start, event: { type: "xstate.init" } }]];
    for (const node of start._nodes) covered.add(node);
    chosen.push({ input, steps: queue[0] as Step[], description: `start ${input.customerId ?? "new"}` });
    visited.add(key(start));
    while (queue.length > 0) {
      const steps = queue.shift() ?? [];
      const last = steps.at(-1)?.state as AnyMachineSnapshot;
      // Lists of up to two entries are enough to take every transition.
      if (last.context.values.addresses.length > 2 || last.context.values.contacts.length > 2) continue;
      for (const event of modelEvents) {
        if (!last.can(event)) continue;
        const [next] = transition(customerFormMachine, last as never, event as CustomerFormEvent);
        const nextSteps = [...steps, { state: next as AnyMachineSnapshot, event }];
        const items = [
          ...customerFormMachine.getTransitionData(last as never, event as CustomerFormEvent),
          ...(next as AnyMachineSnapshot)._nodes,
        ].filter((item) => !covered.has(item));
        if (items.length > 0) {
          for (const item of items) covered.add(item);
          chosen.push({
            input,
            steps: nextSteps,
            description: `${input.customerId ?? "new"}: ${nextSteps
              .slice(1)
              .map((s) => s.event.type)
              .join(" → ")}`,
          });
        }
        const id = key(next as AnyMachineSnapshot);
        if (!visited.has(id)) {
          visited.add(id);
          queue.push(nextSteps);
        }
      }
    }
  }
  return chosen;
})();

function harness(input: CustomerFormInput) {
  const control = controlledPromises();
  const saves: SaveRequest[] = [];
  const machine = customerFormMachine.provide({
    actors: {
      "load customer": control.actor<CustomerDetail, { id: number }>(),
      "save customer": control.actor<CustomerDetail, SaveRequest>(),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CustomerFormEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.subscribe((snapshot) => {
    const save = snapshot.children["save customer"];
    if (save) saves.push((save.getSnapshot() as { input: SaveRequest }).input);
  });
  actor.start();
  return { actor, control, emitted, saves };
}

describe("customer form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    // "starting" decides at once (new or stored customer) and is never a snapshot of its own: the paths start from
    // both inputs and reach editing and loading through its two eventless transitions.
    expect(modelCoverage(customerFormMachine, paths)).toEqual({
      missingStates: ["customer form.starting"],
      missingTransitions: [],
    });
    expect(paths.map((path) => path.steps[0]?.state.value)).toEqual(
      expect.arrayContaining([{ editing: "ready" }, "loading"]),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, control } = harness(path.input);
    for (const step of path.steps) {
      if (step.event.type !== "xstate.init" && !(await control.settle(step.event))) actor.send(step.event as never);
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
      expect(project(actual.context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("customer form machine (rules)", () => {
  it("loads a stored customer with its masks", async () => {
    const { actor, control } = harness({ customerId: 12 });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await control.settle({ type: LOAD_DONE, output: stored });
    const { values } = actor.getSnapshot().context;
    expect(values).toMatchObject({ docId1: "529.982.247-25", phone1: "(11) 98765-4321" });
    expect(values.addresses[0]).toMatchObject({ id: 7, zip_code: "01310-100", main: true });
    expect(values.contacts[0]).toMatchObject({ id: 3, phone: "(11) 3456-7890" });
  });

  it("does not send an invalid customer: it says where the problems are", () => {
    const { actor, emitted, saves } = harness({ customerId: null });
    actor.send({ type: "address.add" });
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
      },
    ]);
  });

  it("creates a customer with its address and contact, then edits the one it created", async () => {
    const { actor, control, emitted, saves } = harness({ customerId: null });
    actor.send({ type: "change", change: { customerType: "J", docId1: "11222333000181" } });
    actor.send({ type: "change", change: { name: "Padaria Savassi", email: "padaria@exemplo.com.br" } });
    actor.send({ type: "address.add" });
    actor.send({ type: "address.add" });
    actor.send({ type: "address.change", index: 0, change: { address_1: "Rua Pernambuco", uf: "MG" } });
    actor.send({ type: "address.change", index: 1, change: { address_1: "Rua da Bahia" } });
    actor.send({ type: "address.main", index: 1 });
    actor.send({ type: "contact.add" });
    actor.send({ type: "contact.change", index: 0, change: { name: "Rita", role: "Compras" } });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("saving")).toBe(true);
    expect(saves[0]).toEqual({
      customerId: null,
      body: {
        customerType: "J",
        name: "Padaria Savassi",
        nickname: "",
        docId1: "11.222.333/0001-81",
        phone1: "",
        email: "padaria@exemplo.com.br",
        active: true,
        addresses: [
          expect.objectContaining({ id: null, address_1: "Rua Pernambuco", uf: "MG", main: false }),
          expect.objectContaining({ id: null, address_1: "Rua da Bahia", main: true }),
        ],
        contacts: [{ id: null, name: "Rita", role: "Compras", phone: "", email: "" }],
      },
    });
    // Edits while saving wait for the answer (the view disables the form).
    expect(actor.getSnapshot().can({ type: "change", change: { name: "x" } })).toBe(false);
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted).toEqual([{ type: "saved", customer: stored, created: true }]);
    expect(actor.getSnapshot().context.customerId).toBe(12);
    actor.send({ type: "change", change: { nickname: "Aninha" } });
    actor.send({ type: "submit" });
    expect(saves.at(-1)?.customerId).toBe(12);
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted.at(-1)).toEqual({ type: "saved", customer: stored, created: false });
  });

  it("keeps a refused save's messages until the next save", async () => {
    const { actor, control, emitted } = harness({ customerId: 12 });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_ERROR, error: refused });
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(refused);
    expect(emitted).toEqual([{ type: "failed", error: refused }]);
    actor.send({ type: "change", change: { docId1: "111.444.777-35" } });
    expect(actor.getSnapshot().context.failure).toBe(refused);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("re-masks the document when the type changes, and a removed main address passes the mark on", async () => {
    const { actor } = harness({ customerId: null });
    actor.send({ type: "change", change: { docId1: "11222333000181" } });
    expect(actor.getSnapshot().context.values.docId1).toBe("112.223.330-00");
    actor.send({ type: "change", change: { customerType: "J" } });
    expect(actor.getSnapshot().context.values.docId1).toBe("11.222.333/000");
    actor.send({ type: "address.add" });
    actor.send({ type: "address.add" });
    expect(actor.getSnapshot().context.values.addresses.map((a) => a.main)).toEqual([true, false]);
    actor.send({ type: "address.remove", index: 0 });
    expect(actor.getSnapshot().context.values.addresses.map((a) => a.main)).toEqual([true]);
  });

  it("sends what it loaded unchanged", () => {
    const body = bodyOf(valuesOf(stored));
    expect(body.addresses?.[0]).toMatchObject({ id: 7, zip_code: "01310-100", main: true });
    expect(body.contacts).toEqual([{ id: 3, name: "Carlos", role: "Marido", phone: "(11) 3456-7890", email: "" }]);
  });
});
