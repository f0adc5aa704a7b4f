import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { ProductId, StockId } from "../schemas/ids.ts";
import type { CountDetail, CountItem } from "../schemas/stock.ts";
import { modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises, replay } from "./model-replay.ts";
import { type CountEntryRequest, type StockCountInput, stockCountMachine } from "./stock-count.machine.ts";

const item = (sku: string, counted: number | null): CountItem => ({
  product_id: (sku === "CAM-P" ? 1 : 2) as ProductId,
  sku,
  ean: "",
  description: sku,
  unit_name: "UN",
  unit_decimals: 0,
  snapshot: 2,
  moved: 0,
  expected: 2,
  counted,
  difference: counted === null ? null : counted - 2,
  unit_cost: "10.00",
});

const count = (status: CountDetail["status"], counted: number | null): CountDetail => ({
  id: 5,
  stock_id: 3 as StockId,
  stock_name: "Reserva",
  company_name: "Rede Demo Savassi",
  status,
  started_at: "2026-11-20T12:00:00.000Z",
  started_by: "Admin",
  closed_at: status === "open" ? null : "2026-11-20T13:00:00.000Z",
  items: [item("CAM-P", counted), item("CAM-M", null)],
});

const OPEN = count("open", null);
const ENTERED = count("open", 1);
const CLOSED = count("closed", 1);
const CANCELED = count("canceled", null);
const refused = apiError("Conflict", 409, ["O inventário não está aberto."]);

const modelEvents = [
  { type: "code.change", code: "CAM-P" },
  { type: "code.change", code: "" },
  { type: "quantity.change", quantity: "1,5" },
  { type: "quantity.change", quantity: "x" },
  { type: "enter", mode: "add" },
  { type: "enter", mode: "set" },
  { type: "review" },
  { type: "keep counting" },
  { type: "close" },
  { type: "cancel" },
  { type: "retry" },
  { type: "xstate.done.actor.load count", output: OPEN },
  { type: "xstate.done.actor.load count", output: CLOSED },
  { type: "xstate.error.actor.load count", error: apiError("ServerFailure", 500, []) },
  { type: "xstate.done.actor.enter count", output: ENTERED },
  { type: "xstate.error.actor.enter count", error: apiError("Invalid", 422, ["Produto não encontrado."], {}) },
  { type: "xstate.done.actor.close count", output: CLOSED },
  { type: "xstate.error.actor.close count", error: refused },
  { type: "xstate.done.actor.cancel count", output: CANCELED },
  { type: "xstate.error.actor.cancel count", error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.code !== "",
    c.quantity === "1",
    c.quantity === "x",
    c.count?.status ?? null,
    (c.count?.items ?? []).some((i: CountItem) => i.counted !== null),
    c.notice?.kind ?? null,
    c.loadError !== null,
  ];
};

const INPUT: StockCountInput = { id: 5 };
const paths = shortestCoveringPaths(stockCountMachine, [INPUT], modelEvents, project);

function harness() {
  const control = controlledPromises();
  const entries: CountEntryRequest[] = [];
  const machine = stockCountMachine.provide({
    actors: {
      "load count": control.actor<CountDetail, { id: number }>(),
      "enter count": control.actor<CountDetail, CountEntryRequest>(),
      "close count": control.actor<CountDetail, { id: number }>(),
      "cancel count": control.actor<CountDetail, { id: number }>(),
    },
  });
  const actor = createActor(machine, { input: INPUT });
  actor.subscribe((snapshot) => {
    const entering = snapshot.children["enter count"];
    const request = (entering?.getSnapshot() as { input?: CountEntryRequest } | undefined)?.input;
    if (request && entries.at(-1) !== request) entries.push(request);
  });
  let entered = 0;
  actor.on("entered", () => {
    entered += 1;
  });
  actor.start();
  return { actor, control, entries, entered: () => entered };
}

describe("stock count machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(stockCountMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(
      path,
      (control) =>
        stockCountMachine.provide({
          actors: {
            "load count": control.actor<CountDetail, { id: number }>(),
            "enter count": control.actor<CountDetail, CountEntryRequest>(),
            "close count": control.actor<CountDetail, { id: number }>(),
            "cancel count": control.actor<CountDetail, { id: number }>(),
          },
        }),
      INPUT,
    );
    expect(mismatch).toBeNull();
  });
});

describe("stock count machine (rules)", () => {
  it("a closed count only shows its rows", async () => {
    const { actor, control } = harness();
    await control.settle({ type: "xstate.done.actor.load count", output: CLOSED });
    expect(actor.getSnapshot().matches("finished")).toBe(true);
    expect(actor.getSnapshot().can({ type: "enter", mode: "add" })).toBe(false);
  });

  it("sends nothing without a code or with a quantity that is not one, and says so", async () => {
    const { actor, control, entries } = harness();
    await control.settle({ type: "xstate.done.actor.load count", output: OPEN });
    actor.send({ type: "enter", mode: "add" });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "entry-invalid" });
    actor.send({ type: "code.change", code: "CAM-P" });
    actor.send({ type: "quantity.change", quantity: "-1" });
    actor.send({ type: "enter", mode: "set" });
    expect(entries).toEqual([]);
    expect(actor.getSnapshot().matches({ counting: { work: "idle" } })).toBe(true);
  });

  it("sends the trimmed code and the typed quantity, then clears the fields for the next scan", async () => {
    const { actor, control, entries, entered } = harness();
    await control.settle({ type: "xstate.done.actor.load count", output: OPEN });
    actor.send({ type: "code.change", code: " CAM-P " });
    actor.send({ type: "quantity.change", quantity: "1,5" });
    actor.send({ type: "enter", mode: "set" });
    expect(entries).toEqual([{ id: 5, body: { code: "CAM-P", quantity: 1.5, mode: "set" } }]);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    // A second click while the entry is on its way sends nothing more.
    actor.send({ type: "enter", mode: "set" });
    expect(entries).toHaveLength(1);
    await control.settle({ type: "xstate.done.actor.enter count", output: ENTERED });
    const { context } = actor.getSnapshot();
    expect([context.code, context.quantity, context.notice, context.count]).toEqual([
      "",
      "1",
      { kind: "entered", code: "CAM-P" },
      ENTERED,
    ]);
    expect(entered()).toBe(1);
  });

  it("keeps the fields and says why when an entry is refused", async () => {
    const { actor, control } = harness();
    await control.settle({ type: "xstate.done.actor.load count", output: OPEN });
    actor.send({ type: "code.change", code: "NADA" });
    actor.send({ type: "enter", mode: "add" });
    const error = apiError("Invalid", 422, ["Produto não encontrado."], {});
    await control.settle({ type: "xstate.error.actor.enter count", error });
    expect(actor.getSnapshot().context).toMatchObject({ code: "NADA", notice: { kind: "failed", error } });
  });

  it("closes only from the review, which needs something counted", async () => {
    const { actor, control } = harness();
    await control.settle({ type: "xstate.done.actor.load count", output: OPEN });
    actor.send({ type: "review" });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().matches({ counting: { list: "all", work: "idle" } })).toBe(true);
    actor.send({ type: "code.change", code: "CAM-P" });
    actor.send({ type: "enter", mode: "add" });
    await control.settle({ type: "xstate.done.actor.enter count", output: ENTERED });
    actor.send({ type: "review" });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().matches({ counting: { list: "reviewing", work: "closing" } })).toBe(true);
    await control.settle({ type: "xstate.done.actor.close count", output: CLOSED });
    expect(actor.getSnapshot().matches("finished")).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "closed" });
  });
});
