import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { ProductId } from "../schemas/ids.ts";
import type { BulkEditInput, BulkEditPreviewRow, BulkEditResult } from "../schemas/stock-bulk.ts";
import { modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { bulkEditBody, type ProductsBulkEvent, productsBulkMachine } from "./products-bulk.machine.ts";

const row: BulkEditPreviewRow = {
  id: 1 as ProductId,
  full_description: "Camiseta Azul",
  sku: "CAM-1",
  changes: [{ field: "price", before: "39.90", after: "44.90" }],
};
const refused = apiError("Invalid", 422, ["Selecione ao menos 1 produto"], { products_ids: ["x"] });

const modelEvents = [
  { type: "unit.chosen", companyId: 3 },
  { type: "products.chosen", productIds: [1, 2, 3] },
  { type: "change.set", field: "price", value: 4490 },
  { type: "change.unset", field: "price" },
  { type: "preview" },
  { type: "back" },
  { type: "confirm" },
  { type: "again" },
  { type: "xstate.done.actor.preview changes", output: [row] },
  { type: "xstate.error.actor.preview changes", error: refused },
  { type: "xstate.done.actor.apply changes", output: { updated: 3 } },
  { type: "xstate.error.actor.apply changes", error: refused },
] as unknown as ProductsBulkEvent[];

const project = (context: unknown) => {
  const c = context as { companyId: number | null; productIds: number[]; changes: object; error: unknown };
  return [c.companyId, c.productIds.length, Object.keys(c.changes), c.error !== null];
};
const paths = shortestCoveringPaths(productsBulkMachine, [{ companyId: null }], modelEvents, project);

function harness() {
  const calls: Record<
    string,
    Array<{ input: BulkEditInput; resolve: (v: never) => void; reject: (e: unknown) => void }>
  > = { "preview changes": [], "apply changes": [] };
  const controlled = <T>(src: string) =>
    fromPromise<T, BulkEditInput>(
      ({ input }) =>
        new Promise<T>((resolve, reject) =>
          calls[src]?.push({ input, resolve: resolve as (v: never) => void, reject }),
        ),
    );
  const machine = productsBulkMachine.provide({
    actors: {
      "preview changes": controlled<ReadonlyArray<BulkEditPreviewRow>>("preview changes"),
      "apply changes": controlled<BulkEditResult>("apply changes"),
    },
  });
  const actor = createActor(machine, { input: { companyId: null } }).start();
  const settle = async (src: string, outcome: { output: unknown } | { error: unknown }) => {
    const call = calls[src]?.at(-1);
    if (!call) throw new Error(`no ${src} pending`);
    if ("output" in outcome) call.resolve(outcome.output as never);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, settle };
}

describe("products bulk edit machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(productsBulkMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const sut = harness();
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (index > 0) {
        if (settled?.[2]) {
          await sut.settle(settled[2], settled[1] === "done" ? { output: event.output } : { error: event.error });
        } else sut.actor.send(event as ProductsBulkEvent);
      }
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect(project(actual.context)).toEqual(project(step.state.context));
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
    }
    sut.actor.stop();
  });
});

describe("products bulk edit machine (rules)", () => {
  it("previews before writing, then applies the same request", async () => {
    const sut = harness();
    sut.actor.send({ type: "preview" });
    expect(sut.actor.getSnapshot().value).toBe("editing");
    sut.actor.send({ type: "unit.chosen", companyId: 3 });
    sut.actor.send({ type: "products.chosen", productIds: [1, 2, 3] });
    sut.actor.send({ type: "change.set", field: "price", value: 4490 });
    sut.actor.send({ type: "change.set", field: "groupId", value: null });
    sut.actor.send({ type: "preview" });
    const sent = sut.calls["preview changes"]?.[0]?.input;
    expect(sent).toEqual({ company_id: 3, products_ids: [1, 2, 3], changes: { price: "44.90", group_id: null } });
    await sut.settle("preview changes", { output: [row] });
    expect(sut.actor.getSnapshot().context.preview).toEqual([row]);
    sut.actor.send({ type: "confirm" });
    expect(sut.calls["apply changes"]?.[0]?.input).toEqual(sent);
    await sut.settle("apply changes", { output: { updated: 3 } });
    expect(sut.actor.getSnapshot().context.updated).toBe(3);
  });

  it("shows the server's messages when applying fails and stays on the preview", async () => {
    const sut = harness();
    sut.actor.send({ type: "unit.chosen", companyId: 3 });
    sut.actor.send({ type: "products.chosen", productIds: [1] });
    sut.actor.send({ type: "change.set", field: "active", value: false });
    sut.actor.send({ type: "preview" });
    await sut.settle("preview changes", { output: [row] });
    sut.actor.send({ type: "confirm" });
    await sut.settle("apply changes", { error: refused });
    expect(sut.actor.getSnapshot().value).toBe("previewed");
    expect(sut.actor.getSnapshot().context.error).toEqual({ messages: ["Selecione ao menos 1 produto"], status: 422 });
    expect(bulkEditBody(sut.actor.getSnapshot().context).changes).toEqual({ active: false });
  });
});
