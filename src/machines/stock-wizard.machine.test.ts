import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { ProductId, StockId } from "../schemas/ids.ts";
import type { SelectorProduct, StockAdjustmentResult } from "../schemas/stock-bulk.ts";
import { modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import {
  type AdjustInput,
  type StockWizardEmitted,
  type StockWizardEvent,
  type StockWizardInput,
  stockWizardMachine,
} from "./stock-wizard.machine.ts";

const product = (id: number, name: string, quantity: number): SelectorProduct => ({
  id: id as ProductId,
  full_description: name,
  sku: `SKU-${id}`,
  thumb: null,
  sale_unit_name: "Unidade",
  sale_unit_decimals: 0,
  kind: "product",
  sku_quantity: quantity,
  sku_incoming: 0,
  sku_outgoing: 0,
  status: true,
});
const shirt = product(1, "Camiseta Azul", 10);
const cap = product(2, "Boné Preto", 1);
const adjusted: StockAdjustmentResult = {
  productId: 1 as ProductId,
  stockId: 7 as StockId,
  sku_quantity: 15,
  sku_incoming: 0,
  sku_outgoing: 0,
};
const refused = apiError("Invalid", 422, ["Saída maior que o disponível (1)", "Produto inativo"], {
  outgoing: ["Saída maior que o disponível (1)"],
  productId: ["Produto inativo"],
});
const input: StockWizardInput = { stockId: 7, nonce: "n0nce" };

const modelEvents = [
  { type: "stock.chosen", stockId: 7 },
  { type: "stock.chosen", stockId: 8 },
  { type: "products.chosen", products: [shirt, cap] },
  { type: "products.chosen", products: [] },
  { type: "quantity.changed", productId: 1, field: "incoming", value: 5000 },
  { type: "next" },
  { type: "back" },
  { type: "jump", step: "stock" },
  { type: "jump", step: "products" },
  { type: "jump", step: "quantities" },
  { type: "jump", step: "review" },
  { type: "run" },
  { type: "restart" },
  { type: "xstate.done.actor.adjust product", output: adjusted },
  { type: "xstate.error.actor.adjust product", error: refused },
] as unknown as StockWizardEvent[];

// What matters of the context: the stock, the products with how their run went, where a run is, the success flag.
const project = (context: unknown) => {
  const c = context as {
    stockId: number | null;
    products: Array<{ id: number; status: string; incoming: number }>;
    index: number;
    success: boolean | null;
  };
  return [c.stockId, c.products.map((p) => [p.id, p.status, p.incoming]), c.index, c.success];
};
const paths = shortestCoveringPaths(
  stockWizardMachine,
  [input, { stockId: null, nonce: "n0nce" }],
  modelEvents,
  project,
);

function harness(start = input) {
  const calls: Array<{
    input: AdjustInput;
    resolve: (r: StockAdjustmentResult) => void;
    reject: (e: unknown) => void;
  }> = [];
  const machine = stockWizardMachine.provide({
    actors: {
      "adjust product": fromPromise<StockAdjustmentResult, AdjustInput>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: start });
  const emitted: StockWizardEmitted[] = [];
  actor.on("selection.kept", (event) => emitted.push(event));
  actor.start();
  const settle = async (outcome: { output: StockAdjustmentResult } | { error: unknown }) => {
    const call = calls.at(-1);
    if (!call) throw new Error("no adjustment is pending");
    if ("output" in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, emitted, settle };
}

describe("stock wizard machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(stockWizardMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const sut = harness(path.input);
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index > 0) {
        if (event.type === "xstate.done.actor.adjust product") await sut.settle({ output: adjusted });
        else if (event.type === "xstate.error.actor.adjust product") await sut.settle({ error: refused });
        else sut.actor.send(event as StockWizardEvent);
      }
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect(project(actual.context)).toEqual(project(step.state.context));
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
    }
    sut.actor.stop();
  });
});

describe("stock wizard machine (rules)", () => {
  const toReview = (sut: ReturnType<typeof harness>) => {
    sut.actor.send({ type: "next" });
    sut.actor.send({ type: "products.chosen", products: [shirt, cap] });
    sut.actor.send({ type: "next" });
    sut.actor.send({ type: "quantity.changed", productId: 1, field: "incoming", value: 5000 });
    sut.actor.send({ type: "quantity.changed", productId: 2, field: "outgoing", value: 3000 });
    sut.actor.send({ type: "next" });
  };

  it("posts the products one by one, keeps only the failed one with its joined messages, and runs it again", async () => {
    const sut = harness();
    toReview(sut);
    expect(sut.actor.getSnapshot().hasTag("review")).toBe(true);
    sut.actor.send({ type: "run" });
    expect(sut.calls.map((c) => [c.input.stockId, c.input.product.id, c.input.product.incoming])).toEqual([
      [7, 1, 5000],
    ]);
    expect(sut.calls[0]?.input.idempotencyKey).toBe("stock-bulk:n0nce:1:1");
    await sut.settle({ output: adjusted });
    expect(sut.calls.map((c) => c.input.product.id)).toEqual([1, 2]);
    await sut.settle({ error: refused });
    const failed = sut.actor.getSnapshot();
    expect(failed.hasTag("failed")).toBe(true);
    expect(failed.context.success).toBe(false);
    expect(failed.context.products.map((p) => [p.id, p.status, p.message])).toEqual([
      [2, "error", "Saída maior que o disponível (1), Produto inativo"],
    ]);
    expect(sut.emitted.at(-1)?.products.map((p) => p.id)).toEqual([2]);
    sut.actor.send({ type: "quantity.changed", productId: 2, field: "outgoing", value: 1000 });
    sut.actor.send({ type: "run" });
    expect(sut.calls.at(-1)?.input.idempotencyKey).toBe("stock-bulk:n0nce:2:2");
    expect(sut.calls.at(-1)?.input.product.outgoing).toBe(1000);
    await sut.settle({ output: { ...adjusted, productId: 2 as ProductId, sku_quantity: 0 } });
    const done = sut.actor.getSnapshot();
    expect(done.hasTag("succeeded")).toBe(true);
    expect(done.context.success).toBe(true);
    expect(done.context.products.map((p) => [p.id, p.status, p.sku_quantity])).toEqual([[2, "success", 0]]);
  });

  it("keeps typed quantities when the selection changes and forgets the products of another stock", () => {
    const sut = harness();
    toReview(sut);
    sut.actor.send({ type: "jump", step: "products" });
    sut.actor.send({ type: "products.chosen", products: [cap] });
    expect(sut.actor.getSnapshot().context.products.map((p) => [p.id, p.outgoing])).toEqual([[2, 3000]]);
    sut.actor.send({ type: "jump", step: "stock" });
    sut.actor.send({ type: "stock.chosen", stockId: 8 });
    expect(sut.actor.getSnapshot().context.products).toEqual([]);
    sut.actor.send({ type: "jump", step: "review" });
    expect(sut.actor.getSnapshot().hasTag("stock")).toBe(true);
  });

  it("keeps a failure without messages for the view's own text", async () => {
    const sut = harness();
    toReview(sut);
    sut.actor.send({ type: "run" });
    await sut.settle({ error: apiError("Offline", 0) });
    expect(sut.actor.getSnapshot().context.products[0]?.failure).toEqual({ tag: "Offline", status: 0 });
  });
});
