import { describe, expect, it } from "vitest";
import {
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  initialTransition,
  SimulatedClock,
  transition,
} from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { ProductHit } from "../schemas/pdv.ts";
import type { BudgetDetail } from "../schemas/pdv-budgets.ts";
import type { SaleDetail } from "../schemas/pdv-sales.ts";
import type { DraftCustomer, DraftPayment } from "../schemas/sale-draft.ts";
import type { Transporter, TransporterInput } from "../schemas/pdv-people.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";
import { draftTotals } from "./sale-draft-rules.ts";
import {
  type BudgetInput,
  type FinalizeInput,
  failureOf,
  isLeaveBlocked,
  LEAVE_BLOCK_DELAY,
  MODAL_REOPEN_DELAY,
  PICK_SEARCH_DELAY,
  type PickRequest,
  type PickRows,
  type ScanAnswer,
  type ScanRequest,
  type SaleEvent,
  type SaleMachineInput,
  saleMachine,
} from "./sale.machine.ts";

const shirt: ProductHit = {
  id: 77,
  full_description: "Camiseta Básica Algodão Preta M",
  sku: "VES-01101-M",
  ean: "7890000000017",
  price_1: "39.90",
  stock_control: true,
  stock: { quantity: 5, incoming: 0, outgoing: 0, available: 5 },
  sale_unit: { name: "Unidade", decimals: 0 },
};

const cash = (received: number): DraftPayment => ({
  paymentMethodId: 1,
  name: "Dinheiro",
  kind: "money",
  received,
  quantity: 1,
  dueDate: "2026-03-10",
});

const input: SaleMachineInput = { session: { cashMovementId: 12, companyId: 1 }, draft: null, today: "2026-03-10" };

const MODAL_DELAY = delayedEventOf(saleMachine, "sale.modal.switching");
const LEAVE_DELAY = delayedEventOf(saleMachine, "sale.leave.released");
const PICK_DELAY = delayedEventOf(saleMachine, "sale.pick.pausing");
const SCAN_DONE = "xstate.done.actor.scan product";
const SCAN_ERROR = "xstate.error.actor.scan product";
const PICK_DONE = "xstate.done.actor.search pick list";
const PICK_ERROR = "xstate.error.actor.search pick list";
const TRANSPORTER_DONE = "xstate.done.actor.create transporter";
const TRANSPORTER_ERROR = "xstate.error.actor.create transporter";
const FINALIZE_DONE = "xstate.done.actor.finalize sale";
const FINALIZE_ERROR = "xstate.error.actor.finalize sale";
const BUDGET_DONE = "xstate.done.actor.save budget";
const BUDGET_ERROR = "xstate.error.actor.save budget";
const CUSTOMER_DONE = "xstate.done.actor.load customer";
const CUSTOMER_ERROR = "xstate.error.actor.load customer";

/** The customer created at /clientes/editar, as the sale gets it back. */
const created: DraftCustomer = {
  id: 41,
  name: "Cliente Novo do PDV",
  docId1: "52998224725",
  addresses: [
    { id: 7, label: "Rua da Bahia, 1148 - Savassi - Belo Horizonte/MG", main: false },
    { id: 8, label: "Avenida Paulista, 1000 - Bela Vista - São Paulo/SP", main: true },
  ],
};

const rice: ProductHit = {
  ...shirt,
  id: 78,
  full_description: "Arroz a granel",
  sku: "ALI-ARROZ",
  ean: null,
  sale_unit: { name: "Quilograma", decimals: 3 },
};
const carrier = { id: 3, name: "Rápido", doc_id_1: "", uf: "MG", license_plate: "" };

const saleOutput = { id: 501, total: "39.90", total_change: "10.10" };
const budgetOutput = { id: 9 };

const modelEvents = [
  { type: "item.add", product: shirt },
  { type: "item.update", lineId: "1", change: { quantity: 2 } },
  { type: "payment.add", payment: cash(5000) },
  { type: "payment.update", index: 0, payment: cash(10000) },
  { type: "customer.set", customer: { id: 5, name: "Ana", docId1: "52998224725", addresses: [] } },
  { type: "transporter.set", transporter: { id: 3, name: "Rápido" } },
  { type: "sale.set", change: { shippingMethod: 1, deliveryCharge: 1000 } },
  { type: "sale.clear" },
  { type: "sale.clear.confirmed" },
  { type: "step.checkout" },
  { type: "step.items" },
  { type: "modal.open", request: { modal: "product-search" } },
  { type: "modal.open", request: { modal: "payment" } },
  { type: "modal.open", request: { modal: "confirm", confirm: { kind: "item", lineId: "1" } } },
  { type: "modal.close" },
  { type: "confirm.yes" },
  { type: "confirm.no" },
  { type: "leave.to-customers" },
  { type: MODAL_DELAY },
  { type: LEAVE_DELAY },
  { type: "finalize", key: "sale-key-1" },
  { type: "budget.generate", key: "budget-key-1" },
  { type: "failure.dismiss" },
  { type: FINALIZE_DONE, output: saleOutput },
  { type: FINALIZE_ERROR, error: apiError("Invalid", 422, ["O total informado difere."]) },
  { type: BUDGET_DONE, output: budgetOutput },
  { type: BUDGET_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: "customer.return", id: created.id },
  { type: CUSTOMER_DONE, output: created },
  { type: CUSTOMER_ERROR, error: apiError("NotFound", 404, ["Registro não encontrado."]) },
] as ReadonlyArray<EventObject>;

/** The scanner, pick lists and transporter creation: walked apart (with a few draft events), so the product of
 * every region's states stays small. */
const flowEvents = [
  { type: "item.add", product: shirt },
  { type: "step.checkout" },
  { type: "payment.add", payment: cash(5000) },
  { type: "finalize", key: "sale-key-1" },
  { type: FINALIZE_ERROR, error: apiError("Invalid", 422, ["O total informado difere."]) },
  { type: FINALIZE_DONE, output: saleOutput },
  { type: "modal.open", request: { modal: "transporter" } },
  { type: MODAL_DELAY },
  { type: "scan.change", text: "7890000000017" },
  { type: "scan.submit" },
  { type: SCAN_DONE, output: { data: [shirt], match: "ean" } },
  { type: SCAN_DONE, output: { data: [], match: "text" } },
  { type: SCAN_DONE, output: { data: [shirt, rice], match: "text" } },
  { type: SCAN_ERROR, error: apiError("Offline", 0, []) },
  { type: "product.choose", product: rice },
  { type: "pick.search", kind: "transporter", text: "Ráp" },
  { type: PICK_DELAY },
  { type: PICK_DONE, output: { kind: "transporter", rows: [carrier] } },
  { type: PICK_ERROR, error: apiError("Offline", 0, []) },
  { type: "transporter.create", transporter: { name: "Rápido", doc_id_1: "", uf: "MG", license_plate: "" } },
  { type: TRANSPORTER_DONE, output: carrier },
  { type: TRANSPORTER_ERROR, error: apiError("Invalid", 422, ["UF inválida."]) },
] as ReadonlyArray<EventObject>;

// The draft grows with every event: the model tells states apart by what the guards and the view read.
const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  const totals = draftTotals(c.draft);
  return [
    totals.activeItems,
    Math.min(c.draft.payments.length, 2),
    totals.canFinalize,
    c.modal?.modal ?? null,
    c.pendingModal?.modal ?? null,
    c.finalizeKey !== null,
    c.budgetKey !== null,
    c.failure?.kind ?? null,
    c.lastSale?.id ?? null,
  ];
};

const flowProject = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    project(context),
    c.scanText !== "",
    c.pick.found?.rows.length ?? null,
    c.draft.transporter !== null,
    c.draft.items.length,
  ];
};

type Step = { readonly state: AnyMachineSnapshot; readonly event: EventObject };

/**
 * The model: breadth-first over (state value, projected context) with the pure `transition`, then for every
 * transition definition the shortest path that takes it (and for every state node one that enters it).
 * `createTestModel` paths over the whole parallel product take minutes; this covers the same in a few dozen.
 */
const paths = (() => {
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, project(snapshot.context)]);
  const start = initialTransition(saleMachine, input)[0] as AnyMachineSnapshot;
  const queue: Step[][] = [[{ state: start, event: { type: "xstate.init" } }]];
  const visited = new Set([key(start)]);
  const chosen: { steps: Step[] }[] = [];
  const covered = new Set<unknown>();
  const take = (steps: Step[], items: ReadonlyArray<unknown>) => {
    const fresh = items.filter((item) => !covered.has(item));
    if (fresh.length === 0) return;
    for (const item of fresh) covered.add(item);
    chosen.push({ steps });
  };
  while (queue.length > 0) {
    const steps = queue.shift() ?? [];
    const last = steps.at(-1)?.state as AnyMachineSnapshot;
    for (const event of modelEvents) {
      if (!last.can(event)) continue;
      const [next] = transition(saleMachine, last as never, event as SaleEvent);
      const nextSteps = [...steps, { state: next as AnyMachineSnapshot, event }];
      const transitions = saleMachine.getTransitionData(last as never, event as SaleEvent);
      take(nextSteps, [...transitions, ...(next as AnyMachineSnapshot)._nodes]);
      const id = key(next as AnyMachineSnapshot);
      if (!visited.has(id)) {
        visited.add(id);
        queue.push(nextSteps);
      }
    }
  }
  const flows = shortestCoveringPaths(
    saleMachine,
    [input],
    flowEvents,
    flowProject,
    (last) => draftTotals(last.context.draft).activeItems > 1 || last.context.draft.items.length > 2,
  );
  return [...chosen, ...flows].map((path) => ({
    ...path,
    description: path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(" → "),
  }));
})();

function harness(start: SaleMachineInput = input) {
  const clock = new SimulatedClock();
  const control = controlledPromises();
  const finalizeInputs: FinalizeInput[] = [];
  const budgetInputs: BudgetInput[] = [];
  const machine = saleMachine.provide({
    actors: {
      "finalize sale": control.actor<SaleDetail, FinalizeInput>(),
      "save budget": control.actor<BudgetDetail, BudgetInput>(),
      "load customer": control.actor<DraftCustomer, { id: number }>(),
      "scan product": control.actor<ScanAnswer, ScanRequest>(),
      "search pick list": control.actor<PickRows, PickRequest>(),
      "create transporter": control.actor<Transporter, TransporterInput>(),
    },
  });
  const actor = createActor(machine, { input: start, clock });
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.subscribe((snapshot) => {
    const child = snapshot.children["finalize sale"];
    if (child) finalizeInputs.push((child.getSnapshot() as { input: FinalizeInput }).input);
    const budget = snapshot.children["save budget"];
    if (budget) budgetInputs.push((budget.getSnapshot() as { input: BudgetInput }).input);
  });
  actor.start();
  return { actor, clock, control, emitted, finalizeInputs, budgetInputs };
}

describe("sale machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(saleMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, clock, control } = harness();
    for (const step of path.steps) {
      const { event } = step;
      if (event.type === MODAL_DELAY) clock.increment(MODAL_REOPEN_DELAY);
      else if (event.type === LEAVE_DELAY) clock.increment(LEAVE_BLOCK_DELAY);
      else if (event.type === PICK_DELAY) clock.increment(PICK_SEARCH_DELAY);
      else if (event.type !== "xstate.init" && !(await control.settle(event))) actor.send(event as SaleEvent);
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
      expect(project(actual.context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("sale machine (rules)", () => {
  it("merges the same product and takes the totals from the domain", () => {
    const { actor } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "item.add", product: shirt });
    const { draft } = actor.getSnapshot().context;
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]?.quantity).toBe(2);
    expect(draftTotals(draft).total).toBe(7980);
  });

  it("F10 with part of the total still owed says how much and sends nothing (issue 11)", () => {
    const { actor, finalizeInputs } = harness();
    const owed: unknown[] = [];
    actor.on("payment-owed", (event) => owed.push(event.owed));
    actor.send({ type: "finalize", key: "empty-sale" });
    expect(owed).toEqual([]);
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "finalize", key: "nothing-paid" });
    actor.send({ type: "payment.add", payment: cash(1000) });
    actor.send({ type: "finalize", key: "part-paid" });
    expect(owed).toEqual([3990, 2990]);
    expect(finalizeInputs).toEqual([]);
    expect(actor.getSnapshot().hasTag("finalizing")).toBe(false);
    actor.send({ type: "payment.add", payment: cash(2990) });
    actor.send({ type: "finalize", key: "paid" });
    expect(owed).toHaveLength(2);
    expect(actor.getSnapshot().hasTag("finalizing")).toBe(true);
  });

  it("opens a modal requested over another 500 ms after closing the first", () => {
    const { actor, clock } = harness();
    actor.send({ type: "modal.open", request: { modal: "product-search" } });
    actor.send({ type: "modal.open", request: { modal: "customer" } });
    expect(actor.getSnapshot().context.modal).toBeNull();
    clock.increment(MODAL_REOPEN_DELAY - 1);
    expect(actor.getSnapshot().context.modal).toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().context.modal?.modal).toBe("customer");
  });

  it("removes an item softly only after Sim", () => {
    const { actor } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "modal.open", request: { modal: "confirm", confirm: { kind: "item", lineId: "1" } } });
    actor.send({ type: "confirm.no" });
    expect(actor.getSnapshot().context.draft.items[0]?.status).toBe(true);
    actor.send({ type: "modal.open", request: { modal: "confirm", confirm: { kind: "item", lineId: "1" } } });
    actor.send({ type: "confirm.yes" });
    expect(actor.getSnapshot().context.draft.items[0]?.status).toBe(false);
    expect(actor.getSnapshot().context.modal).toBeNull();
  });

  it("blocks leaving while the items have a value, except 5 s after going to create a customer", () => {
    const { actor, clock } = harness();
    expect(isLeaveBlocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: "item.add", product: shirt });
    expect(isLeaveBlocked(actor.getSnapshot())).toBe(true);
    actor.send({ type: "leave.to-customers" });
    expect(isLeaveBlocked(actor.getSnapshot())).toBe(false);
    clock.increment(LEAVE_BLOCK_DELAY);
    expect(isLeaveBlocked(actor.getSnapshot())).toBe(true);
  });

  it("takes back the customer created at /clientes/editar: loaded by id, selected with its main address", async () => {
    const { actor, control, clock, emitted } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "payment.add", payment: cash(1000) });
    actor.send({ type: "leave.to-customers" });
    expect(isLeaveBlocked(actor.getSnapshot())).toBe(false);
    clock.increment(LEAVE_BLOCK_DELAY);
    actor.send({ type: "customer.return", id: created.id });
    expect(actor.getSnapshot().hasTag("loading-customer")).toBe(true);
    const load = actor.getSnapshot().children["load customer"]?.getSnapshot() as { input: { id: number } };
    expect(load.input).toEqual({ id: 41 });
    // A second return while loading is the same trip (React may run the effect twice).
    actor.send({ type: "customer.return", id: created.id });
    await control.settle({ type: CUSTOMER_DONE, output: created });
    const { draft } = actor.getSnapshot().context;
    expect(draft.customer).toEqual(created);
    expect(draft.deliveryAddressId).toBe(8);
    expect(draft.customerDoc).toBe("52998224725");
    // The items and payments waited in the draft.
    expect(draft.items).toHaveLength(1);
    expect(draft.payments).toHaveLength(1);
    expect(emitted).toEqual(["customer-returned"]);
    expect(actor.getSnapshot().hasTag("loading-customer")).toBe(false);
  });

  it("says so when the returned customer cannot be loaded, and keeps the sale as it was", async () => {
    const { actor, control, emitted } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "customer.return", id: 999 });
    await control.settle({ type: CUSTOMER_ERROR, error: apiError("NotFound", 404, ["Registro não encontrado."]) });
    expect(actor.getSnapshot().context.draft.customer).toBeNull();
    expect(actor.getSnapshot().context.draft.items).toHaveLength(1);
    expect(emitted).toEqual(["customer-return-failed"]);
  });

  it("finalizes once per key: a double click sends one request, a retry after a failure the same key", async () => {
    const { actor, control, finalizeInputs, emitted } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "finalize", key: "too-early" });
    expect(actor.getSnapshot().hasTag("finalizing")).toBe(false);
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "step.checkout" });
    actor.send({ type: "finalize", key: "first-key" });
    actor.send({ type: "finalize", key: "second-click" });
    expect(new Set(finalizeInputs.map((i) => i.key))).toEqual(new Set(["first-key"]));
    const payload = finalizeInputs[0]?.payload;
    expect(payload?.sale.total).toBe("39.90");
    expect(payload?.sale.total_change).toBe("10.10");
    expect(payload?.financial_inflows[0]?.billing_value).toBe("39.90");
    await control.settle({ type: FINALIZE_ERROR, error: apiError("ServerFailure", 503, []) });
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: "server", status: 503 });
    actor.send({ type: "finalize", key: "third-key" });
    expect(finalizeInputs.at(-1)?.key).toBe("first-key");
    await control.settle({ type: FINALIZE_DONE, output: saleOutput });
    expect(emitted).toContain("finalized");
    expect(actor.getSnapshot().context.draft.items).toEqual([]);
    expect(actor.getSnapshot().matches({ step: "items" })).toBe(true);
  });

  it("a changed sale after a failure gets a new key", async () => {
    const { actor, control, finalizeInputs } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "finalize", key: "first-key" });
    await control.settle({ type: FINALIZE_ERROR, error: apiError("PreconditionFailed", 412, ["sem estoque"]) });
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: "warning", messages: ["sem estoque"] });
    actor.send({ type: "payment.add", payment: cash(100) });
    actor.send({ type: "finalize", key: "new-key" });
    expect(finalizeInputs.at(-1)?.key).toBe("new-key");
  });

  it("takes card and PIX only up to what is still owed and the change off the money (issue 11)", () => {
    const { actor, finalizeInputs } = harness();
    const card = (received: number): DraftPayment => ({
      ...cash(received),
      paymentMethodId: 2,
      name: "Cartão",
      kind: "card",
    });
    const pix = (received: number): DraftPayment => ({
      ...cash(received),
      paymentMethodId: 3,
      name: "PIX",
      kind: "pix",
    });
    actor.send({ type: "item.add", product: shirt, quantity: 2 });
    // 79,80 owed: a card of 79,81 is refused, one of 50,00 taken.
    actor.send({ type: "payment.add", payment: card(7981) });
    expect(actor.getSnapshot().context.draft.payments).toEqual([]);
    actor.send({ type: "payment.add", payment: card(5000) });
    // 29,80 still owed: PIX of 29,81 refused; money of 50,00 taken, 20,20 of change.
    actor.send({ type: "payment.add", payment: pix(2981) });
    actor.send({ type: "payment.add", payment: cash(5000) });
    expect(actor.getSnapshot().context.draft.payments.map((p) => p.kind)).toEqual(["card", "money"]);
    // The card edited: up to the total (no other card or PIX; the money gives the change), never more.
    actor.send({ type: "payment.update", index: 0, payment: card(7981) });
    expect(actor.getSnapshot().context.draft.payments[0]?.received).toBe(5000);
    actor.send({ type: "payment.update", index: 0, payment: card(2980) });
    expect(actor.getSnapshot().context.draft.payments[0]?.received).toBe(2980);
    actor.send({ type: "payment.update", index: 0, payment: card(5000) });
    const totals = draftTotals(actor.getSnapshot().context.draft);
    expect(totals.settlement).toMatchObject({ change: 2020, billing: [5000, 2980], finalizable: true });
    actor.send({ type: "finalize", key: "issue-11" });
    const payload = finalizeInputs[0]?.payload;
    expect(payload?.sale.total_change).toBe("20.20");
    expect(payload?.financial_inflows.map((line) => [line.received_value, line.billing_value])).toEqual([
      ["50.00", "50.00"],
      ["50.00", "29.80"],
    ]);
  });

  it("does not finalize when the total falls below the card already paid", () => {
    const { actor, finalizeInputs } = harness();
    actor.send({ type: "item.add", product: shirt, quantity: 2 });
    actor.send({
      type: "payment.add",
      payment: { ...cash(7980), paymentMethodId: 2, name: "Cartão", kind: "card" },
    });
    expect(draftTotals(actor.getSnapshot().context.draft).canFinalize).toBe(true);
    actor.send({ type: "item.update", lineId: "1", change: { quantity: 1 } });
    const { settlement, canFinalize } = draftTotals(actor.getSnapshot().context.draft);
    expect(settlement).toMatchObject({ overOwed: [true], change: 0 });
    expect(canFinalize).toBe(false);
    actor.send({ type: "finalize", key: "card-past-total" });
    expect(finalizeInputs).toEqual([]);
  });

  it.each([
    [apiError("Invalid", 422, ["a", "b"]), "validation"],
    [apiError("Invalid", 422, []), "other"],
    [apiError("PreconditionFailed", 412, ["x"]), "warning"],
    [apiError("ServerFailure", 500, []), "server"],
    [apiError("Offline", 0, []), "other"],
    [new Error("boom"), "other"],
  ] as const)("classifies %o as %s", (error, kind) => {
    expect(failureOf("finalize", error).kind).toBe(kind);
  });
});

describe("sale machine (after the sale, issue 11)", () => {
  it("asks 'Tem certeza?' before clearing a sale with items, and clears only after Sim", () => {
    const { actor } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "step.checkout" });
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "sale.clear" });
    expect(actor.getSnapshot().context.modal).toEqual({ modal: "confirm", confirm: { kind: "sale" } });
    actor.send({ type: "confirm.no" });
    expect(actor.getSnapshot().context.draft.items).toHaveLength(1);
    expect(actor.getSnapshot().context.modal).toBeNull();
    actor.send({ type: "sale.clear" });
    actor.send({ type: "confirm.yes" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.draft.items).toEqual([]);
    expect(snapshot.context.draft.payments).toEqual([]);
    expect(snapshot.context.modal).toBeNull();
    expect(snapshot.matches({ step: "items", modal: "closed" })).toBe(true);
  });

  it("clears an empty sale without asking", () => {
    const { actor } = harness();
    actor.send({ type: "sale.set", change: { notes: "x" } });
    actor.send({ type: "sale.clear" });
    expect(actor.getSnapshot().context.modal).toBeNull();
    expect(actor.getSnapshot().context.draft.notes).toBe("");
  });

  it("shows the finalized sale's change until the next scan, then forgets it", async () => {
    const { actor, control } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "finalize", key: "k" });
    expect(actor.getSnapshot().hasTag("sale-done")).toBe(false);
    await control.settle({ type: FINALIZE_DONE, output: saleOutput });
    expect(actor.getSnapshot().hasTag("sale-done")).toBe(true);
    expect(actor.getSnapshot().context.lastSale).toEqual({ id: 501, total: "39.90", change: "10.10" });
    // An empty scan field (the cashier clearing it) keeps it; the first character read clears it.
    actor.send({ type: "scan.change", text: "" });
    expect(actor.getSnapshot().context.lastSale).not.toBeNull();
    actor.send({ type: "scan.change", text: "7" });
    expect(actor.getSnapshot().hasTag("sale-done")).toBe(false);
    expect(actor.getSnapshot().context.lastSale).toBeNull();
  });

  it("starts a sale under /es with the operation nature 'Venta', sends it and resets to it; pt-BR keeps 'Venda'", async () => {
    expect(harness().actor.getSnapshot().context.draft.operationNature).toBe("Venda");
    const { actor, control, finalizeInputs } = harness({ ...input, locale: "es-EC" });
    expect(actor.getSnapshot().context.draft.operationNature).toBe("Venta");
    actor.send({ type: "sale.set", change: { operationNature: "  " } });
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "finalize", key: "k" });
    expect(finalizeInputs.at(-1)?.payload.sale.operation_nature).toBe("Venta");
    await control.settle({ type: FINALIZE_DONE, output: saleOutput });
    expect(actor.getSnapshot().context.draft.operationNature).toBe("Venta");
    const cleared = harness({ ...input, locale: "es-EC" }).actor;
    cleared.send({ type: "sale.set", change: { operationNature: "Devolución", notes: "x" } });
    cleared.send({ type: "sale.clear" });
    expect(cleared.getSnapshot().context.draft.operationNature).toBe("Venta");
  });

  it("forgets the last sale when an item is added from the search", async () => {
    const { actor, control } = harness();
    actor.send({ type: "item.add", product: shirt });
    actor.send({ type: "payment.add", payment: cash(5000) });
    actor.send({ type: "finalize", key: "k" });
    await control.settle({ type: FINALIZE_DONE, output: saleOutput });
    actor.send({ type: "item.add", product: shirt });
    expect(actor.getSnapshot().context.lastSale).toBeNull();
  });
});

describe("sale machine (scanner, pick lists, transporter)", () => {
  const scan = async (answer: ScanAnswer) => {
    const h = harness();
    h.actor.send({ type: "scan.change", text: " 7890000000017 " });
    h.actor.send({ type: "scan.submit" });
    expect(h.actor.getSnapshot().hasTag("scanning")).toBe(true);
    await h.control.settle({ type: SCAN_DONE, output: answer });
    return h;
  };

  it("adds the one exact EAN/SKU hit and clears the field", async () => {
    const { actor } = await scan({ data: [shirt], match: "ean" });
    expect(actor.getSnapshot().context.draft.items.map((item) => item.productId)).toEqual([77]);
    expect(actor.getSnapshot().context.scanText).toBe("");
  });

  it("asks the quantity of an exact hit sold by weight", async () => {
    const { actor } = await scan({ data: [rice], match: "sku" });
    expect(actor.getSnapshot().context.modal).toEqual({ modal: "quantity", product: rice });
    expect(actor.getSnapshot().context.draft.items).toHaveLength(0);
  });

  it("warns when nothing matches, keeping the code", async () => {
    const { actor, emitted } = await scan({ data: [], match: "text" });
    expect(emitted).toEqual(["product-not-found"]);
    expect(actor.getSnapshot().context.scanText).toBe(" 7890000000017 ");
  });

  it("opens the product search with the code when several match (or a name matched)", async () => {
    const { actor } = await scan({ data: [shirt, rice], match: "text" });
    expect(actor.getSnapshot().context.modal).toEqual({ modal: "product-search", query: "7890000000017" });
    const single = await scan({ data: [shirt], match: "text" });
    expect(single.actor.getSnapshot().context.modal?.modal).toBe("product-search");
  });

  it("searches a pick list 200 ms after typing stops (simulated clock)", async () => {
    const { actor, clock, control } = harness();
    actor.send({ type: "pick.search", kind: "customer", text: "An" });
    clock.increment(PICK_SEARCH_DELAY - 1);
    actor.send({ type: "pick.search", kind: "customer", text: "Ana" });
    clock.increment(PICK_SEARCH_DELAY - 1);
    expect(actor.getSnapshot().children["search pick list"]).toBeUndefined();
    clock.increment(1);
    const child = actor.getSnapshot().children["search pick list"];
    expect(child).toBeDefined();
    expect((child?.getSnapshot() as { input: PickRequest } | undefined)?.input).toEqual({
      kind: "customer",
      q: "Ana",
      companyId: 1,
    });
    await control.settle({ type: PICK_DONE, output: { kind: "customer", rows: [] } });
    expect(actor.getSnapshot().context.pick.found).toEqual({ kind: "customer", rows: [] });
    expect(actor.getSnapshot().hasTag("picking")).toBe(false);
  });

  it("a pick list's search leaves the open modal alone", () => {
    const { actor, clock } = harness();
    actor.send({ type: "modal.open", request: { modal: "customer" } });
    actor.send({ type: "pick.search", kind: "customer", text: "" });
    actor.send({ type: "pick.search", kind: "customer", text: "A" });
    clock.increment(PICK_SEARCH_DELAY);
    actor.send({ type: "pick.search", kind: "customer", text: "An" });
    expect(actor.getSnapshot().value).toMatchObject({ modal: "open", pick: "pausing" });
    actor.send({ type: "modal.close" });
    expect(actor.getSnapshot().context.modal).toBeNull();
  });

  it("creates a transporter, sets it on the sale and closes its modal; a refusal is told", async () => {
    const { actor, control, emitted } = harness();
    actor.send({ type: "modal.open", request: { modal: "transporter" } });
    const fields = { name: "Rápido", doc_id_1: "", uf: "MG", license_plate: "" };
    actor.send({ type: "transporter.create", transporter: fields });
    await control.settle({ type: TRANSPORTER_ERROR, error: apiError("Invalid", 422, ["UF inválida."]) });
    expect(emitted).toEqual(["transporter-create-failed"]);
    expect(actor.getSnapshot().context.modal?.modal).toBe("transporter");
    actor.send({ type: "transporter.create", transporter: fields });
    await control.settle({ type: TRANSPORTER_DONE, output: carrier });
    expect(actor.getSnapshot().context.draft.transporter).toEqual({ id: 3, name: "Rápido" });
    expect(actor.getSnapshot().context.modal).toBeNull();
  });
});
