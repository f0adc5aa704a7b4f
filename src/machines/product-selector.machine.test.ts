import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { SelectorProduct } from "../schemas/stock-bulk.ts";
import type { ProductId } from "../schemas/ids.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import {
  availableOf,
  type ProductSelectorEvent,
  productSelectorMachine,
  SELECTOR_DEBOUNCE_MS,
  type SelectorPage,
  type SelectorQuery,
  shownOf,
} from "./product-selector.machine.ts";

const product = (id: number, name: string): SelectorProduct => ({
  id: id as ProductId,
  full_description: name,
  sku: `SKU-${id}`,
  thumb: null,
  sale_unit_name: "Unidade",
  sale_unit_decimals: 0,
  kind: "product",
  sku_quantity: 10,
  sku_incoming: 0,
  sku_outgoing: 0,
  status: true,
});
const shirt = product(1, "Camiseta Azul");
const cap = product(2, "Boné Preto");
const rice = product(3, "Arroz 5 kg");
const loaded: SelectorPage = { items: [shirt, cap], total: 42, perPage: 20 };
const offline = new Error("offline");
const debounce = delayedEventOf(productSelectorMachine, "product selector.browsing.waiting");

const modelEvents = [
  { type: "search.changed", text: "cami" },
  { type: "page.changed", page: 2 },
  { type: "page.changed", page: 9 },
  { type: "filters.changed", filters: { stock_id: "7" } },
  { type: "retry" },
  { type: "toggle", product: shirt },
  { type: "select.page" },
  { type: "clear" },
  { type: "selection.set", products: [rice] },
  { type: "list.shown", list: "selected" },
  { type: "layout.changed", layout: "cards" },
  { type: debounce },
  { type: "xstate.done.actor.load products", output: loaded },
  { type: "xstate.error.actor.load products", error: offline },
] as unknown as ProductSelectorEvent[];

// The selection and what shows are the context that matters; the loaded page is always the same.
const project = (context: unknown) => {
  const c = context as { selected: SelectorProduct[]; list: string; layout: string; page: number; search: string };
  return [c.selected.map((p) => p.id), c.list, c.layout, c.page, c.search];
};
const paths = shortestCoveringPaths(productSelectorMachine, [{}], modelEvents, project);

function harness() {
  const calls: Array<{ input: SelectorQuery; resolve: (page: SelectorPage) => void; reject: (e: unknown) => void }> =
    [];
  const clock = new SimulatedClock();
  const machine = productSelectorMachine.provide({
    actors: {
      "load products": fromPromise<SelectorPage, SelectorQuery>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: {}, clock }).start();
  const settle = async (outcome: { output: SelectorPage } | { error: unknown }) => {
    const call = calls.at(-1);
    if (!call) throw new Error("no load is pending");
    if ("output" in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, clock, settle };
}

describe("product selector machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(productSelectorMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const sut = harness();
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index > 0) {
        if (event.type === debounce) sut.clock.increment(SELECTOR_DEBOUNCE_MS);
        else if (event.type === "xstate.done.actor.load products") await sut.settle({ output: loaded });
        else if (event.type === "xstate.error.actor.load products") await sut.settle({ error: offline });
        else sut.actor.send(event as ProductSelectorEvent);
      }
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect(project(actual.context)).toEqual(project(step.state.context));
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
    }
    sut.actor.stop();
  });
});

describe("product selector machine (rules)", () => {
  it("keeps available, all and selected apart, and the selection across searches", async () => {
    const sut = harness();
    await sut.settle({ output: loaded });
    sut.actor.send({ type: "toggle", product: shirt });
    let context = sut.actor.getSnapshot().context;
    expect(availableOf(context)).toEqual([cap]);
    expect(context.items).toEqual([shirt, cap]);
    expect(shownOf({ ...context, list: "selected" })).toEqual([shirt]);
    sut.actor.send({ type: "search.changed", text: " arroz " });
    sut.clock.increment(SELECTOR_DEBOUNCE_MS - 1);
    expect(sut.calls).toHaveLength(1);
    sut.clock.increment(1);
    expect(sut.calls.at(-1)?.input).toEqual({ search: "arroz", page: 1, filters: {} });
    await sut.settle({ output: { items: [rice], total: 1, perPage: 20 } });
    sut.actor.send({ type: "select.page" });
    context = sut.actor.getSnapshot().context;
    expect(context.selected).toEqual([shirt, rice]);
    sut.actor.send({ type: "toggle", product: shirt });
    expect(sut.actor.getSnapshot().context.selected).toEqual([rice]);
  });

  it("loads another page and new filters from the first page", async () => {
    const sut = harness();
    await sut.settle({ output: loaded });
    sut.actor.send({ type: "page.changed", page: 3 });
    expect(sut.calls.at(-1)?.input.page).toBe(3);
    await sut.settle({ output: loaded });
    sut.actor.send({ type: "filters.changed", filters: { department_id: "4" } });
    expect(sut.calls.at(-1)?.input).toEqual({ search: "", page: 1, filters: { department_id: "4" } });
  });
});
