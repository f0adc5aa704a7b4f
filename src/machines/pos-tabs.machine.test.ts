import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { PosTabId, ProductId } from "../schemas/ids.ts";
import type { PosTab, PosTabList, TabProduct } from "../schemas/pdv-tabs.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { controlledPromises, replay } from "./model-replay.ts";
import { type PosTabsEvent, posTabsMachine, tabNoticeOf } from "./pos-tabs.machine.ts";

const rice: TabProduct = { id: 5 as ProductId, full_description: "Arroz 5 kg", sku: "ARZ-5", thumb_url: null };
const shirt: TabProduct = { id: 9 as ProductId, full_description: "Camiseta M", sku: "CAM-M", thumb_url: "/t.webp" };
const tab = (id: number, name: string, products: TabProduct[], position = 0): PosTab => ({
  id: id as PosTabId,
  name,
  position,
  products_ids: products.map((p) => p.id),
  products,
});
const loaded: PosTabList = { data: [tab(1, "Bebidas", [rice]), tab(2, "Roupas", [shirt], 1)] };
const invalid = apiError("Invalid", 422, ["O campo nome é obrigatório"], { name: ["O campo nome é obrigatório"] });
const offline = apiError("Offline", 0, []);

const modelEvents = [
  { type: "xstate.done.actor.load tabs", output: loaded },
  { type: "xstate.error.actor.load tabs", error: offline },
  { type: "retry" },
  { type: "select", id: 2 },
  { type: "tab.create", draft: { name: " Rápido ", products: [rice, shirt] } },
  { type: "tab.create", draft: { name: "   ", products: [] } },
  { type: "tab.update", id: 1, draft: { name: "Mercearia", products: [shirt] } },
  { type: "tab.delete", id: 1 },
  { type: "xstate.done.actor.create tab", output: tab(3, "Rápido", [rice, shirt], 2) },
  { type: "xstate.error.actor.create tab", error: invalid },
  { type: "xstate.done.actor.update tab", output: tab(1, "Mercearia", [shirt]) },
  { type: "xstate.error.actor.update tab", error: offline },
  { type: "xstate.done.actor.delete tab", output: { ok: true } },
  { type: "xstate.error.actor.delete tab", error: offline },
  { type: "notice.dismiss" },
] as PosTabsEvent[];

type Ctx = { tabs: ReadonlyArray<PosTab>; selectedId: number | null; notice: unknown; pending: unknown };
const project = (context: unknown) => {
  const c = context as Ctx;
  // Every create adds a tab: how many (up to 4), whether one waits for its id, the selection and the notice.
  return [
    Math.min(c.tabs.length, 4),
    c.tabs.some((t) => t.id < 0),
    c.selectedId !== null,
    c.notice,
    c.pending !== null,
  ];
};
const model = transitionModel(posTabsMachine, modelEvents, project);
const paths = model.getShortestPaths();

const build = (control: ReturnType<typeof controlledPromises>) =>
  posTabsMachine.provide({
    actors: {
      "load tabs": control.actor(),
      "create tab": control.actor(),
      "update tab": control.actor(),
      "delete tab": control.actor(),
    },
  });

describe("pos tabs machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(posTabsMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("%s", async (_, path) => {
    expect(await replay(path, build)).toBeNull();
  });
});

describe("pos tabs machine (optimistic writes)", () => {
  const started = async () => {
    const control = controlledPromises();
    const actor = createActor(build(control)).start();
    await control.settle({ type: "xstate.done.actor.load tabs", output: loaded });
    return { actor, control };
  };

  it("shows a new tab at once, selected, and swaps in the server's tab", async () => {
    const { actor, control } = await started();
    actor.send({ type: "tab.create", draft: { name: " Rápido ", products: [rice, shirt] } });
    const optimistic = actor.getSnapshot().context;
    expect(optimistic.tabs.map((t) => t.name)).toEqual(["Bebidas", "Roupas", "Rápido"]);
    expect(optimistic.selectedId).toBeLessThan(0);
    expect(optimistic.tabs[2]?.products_ids).toEqual([5, 9]);
    expect(actor.getSnapshot().hasTag("saving")).toBe(true);
    await control.settle({ type: "xstate.done.actor.create tab", output: tab(3, "Rápido", [rice, shirt], 2) });
    expect(actor.getSnapshot().context.tabs.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.selectedId).toBe(3);
  });

  it("rolls a refused create back and shows the server's first message (422)", async () => {
    const { actor, control } = await started();
    actor.send({ type: "tab.create", draft: { name: "X", products: [] } });
    await control.settle({ type: "xstate.error.actor.create tab", error: invalid });
    const { context } = actor.getSnapshot();
    expect(context.tabs.map((t) => t.name)).toEqual(["Bebidas", "Roupas"]);
    expect(context.selectedId).toBe(1);
    expect(context.notice).toEqual({ text: "O campo nome é obrigatório" });
  });

  it("rolls a failed change and a failed removal back with the spec's texts", async () => {
    const { actor, control } = await started();
    actor.send({ type: "tab.update", id: 1, draft: { name: "Mercearia", products: [shirt] } });
    expect(actor.getSnapshot().context.tabs[0]?.name).toBe("Mercearia");
    await control.settle({ type: "xstate.error.actor.update tab", error: offline });
    expect(actor.getSnapshot().context.tabs[0]).toEqual(loaded.data[0]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: "tabs.create-error" });

    actor.send({ type: "tab.delete", id: 1 });
    expect(actor.getSnapshot().context.tabs.map((t) => t.id)).toEqual([2]);
    expect(actor.getSnapshot().context.selectedId).toBe(2);
    await control.settle({ type: "xstate.error.actor.delete tab", error: offline });
    expect(actor.getSnapshot().context.tabs.map((t) => t.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: "tabs.delete-error" });
  });

  it("reads a 422 without messages as the fallback", () => {
    expect(tabNoticeOf(apiError("Invalid", 422, []), "tabs.delete-error")).toEqual({ key: "tabs.delete-error" });
    expect(tabNoticeOf(new Error("boom"), "tabs.create-error")).toEqual({ key: "tabs.create-error" });
  });
});
