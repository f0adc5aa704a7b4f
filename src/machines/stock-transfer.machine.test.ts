import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { StockTransferInput, StockTransferResult } from "../schemas/stock.ts";
import { modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises, replay } from "./model-replay.ts";
import {
  type FindProductsRequest,
  type StockTransferInputs,
  stockTransferMachine,
  transferIncomplete,
  transferQuantity,
} from "./stock-transfer.machine.ts";

const FOUND = "xstate.done.actor.find products";
const FIND_ERROR = "xstate.error.actor.find products";
const MOVED = "xstate.done.actor.transfer";
const REFUSED = "xstate.error.actor.transfer";
const sameStock = apiError("Invalid", 422, ["Escolha um estoque de destino diferente do de origem."], {
  to_stock_id: ["Escolha um estoque de destino diferente do de origem."],
});

const modelEvents = [
  { type: "to.change", to: 8 },
  { type: "to.change", to: null },
  { type: "line.change", key: 1, code: "CAM-P" },
  { type: "line.change", key: 1, quantity: "2" },
  { type: "line.change", key: 1, quantity: "0" },
  { type: "line.add" },
  { type: "line.remove", key: 2 },
  { type: "submit" },
  { type: FOUND, output: [31] },
  { type: FOUND, output: [null] },
  { type: FIND_ERROR, error: apiError("Offline", 0, []) },
  { type: MOVED, output: { moved: 1 } },
  { type: REFUSED, error: sameStock },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.to,
    c.lines.map((l: { code: string; quantity: string }) => [l.code !== "", l.quantity]),
    c.submitted,
    c.notFound.length,
    c.failure !== null,
  ];
};

const INPUT: StockTransferInputs = { from: 3 };
const paths = shortestCoveringPaths(
  stockTransferMachine,
  [INPUT],
  modelEvents,
  project,
  (last) => last.context.lines.length > 2,
);

const actors = (control: ReturnType<typeof controlledPromises>) => ({
  "find products": control.actor<ReadonlyArray<number | null>, FindProductsRequest>(),
  transfer: control.actor<StockTransferResult, StockTransferInput>(),
});

function harness() {
  const control = controlledPromises();
  const actor = createActor(stockTransferMachine.provide({ actors: actors(control) }), { input: INPUT });
  const requests: Array<FindProductsRequest | StockTransferInput> = [];
  actor.subscribe((snapshot) => {
    for (const child of Object.values(snapshot.children)) {
      const input = (child?.getSnapshot() as { input?: FindProductsRequest | StockTransferInput } | undefined)?.input;
      if (input && !requests.includes(input)) requests.push(input);
    }
  });
  const moved: number[] = [];
  actor.on("transferred", (event) => moved.push(event.moved));
  actor.start();
  return { actor, control, requests, moved };
}

describe("stock transfer machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(stockTransferMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) => stockTransferMachine.provide({ actors: actors(control) }), INPUT);
    expect(mismatch).toBeNull();
  });
});

describe("stock transfer machine (rules)", () => {
  it.each([
    ["no destination", null, [{ key: 1, code: "CAM-P", quantity: "2" }], true],
    ["no product", 8, [{ key: 1, code: " ", quantity: "2" }], true],
    ["a product without quantity", 8, [{ key: 1, code: "CAM-P", quantity: "" }], true],
    ["a zero quantity", 8, [{ key: 1, code: "CAM-P", quantity: "0" }], true],
    ["a destination and a product with 1,5", 8, [{ key: 1, code: "CAM-P", quantity: "1,5" }], false],
    [
      "an empty line beside a complete one",
      8,
      [
        { key: 1, code: "CAM-P", quantity: "2" },
        { key: 2, code: "", quantity: "" },
      ],
      false,
    ],
  ] as const)("%s → incomplete %s", (_, to, lines, incomplete) => {
    expect(transferIncomplete({ to, lines })).toBe(incomplete);
  });

  it("reads typed quantities", () => {
    expect([transferQuantity("1,5"), transferQuantity("2"), transferQuantity("-1"), transferQuantity("x")]).toEqual([
      1.5,
      2,
      null,
      null,
    ]);
  });

  it("names the codes not found in the origin stock and sends nothing", async () => {
    const { actor, control, requests } = harness();
    actor.send({ type: "to.change", to: 8 });
    actor.send({ type: "line.change", key: 1, code: "CAM-P", quantity: "2" });
    actor.send({ type: "line.add" });
    actor.send({ type: "line.change", key: 2, code: "NADA", quantity: "1" });
    actor.send({ type: "submit" });
    expect(requests).toEqual([{ stockId: 3, codes: ["CAM-P", "NADA"] }]);
    await control.settle({ type: FOUND, output: [31, null] });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.notFound).toEqual(["NADA"]);
  });

  it("sends both sides once, ignores submits meanwhile, then says how many moved", async () => {
    const { actor, control, requests, moved } = harness();
    actor.send({ type: "to.change", to: 8 });
    actor.send({ type: "line.change", key: 1, code: "CAM-P", quantity: "1,5" });
    actor.send({ type: "submit" });
    actor.send({ type: "submit" });
    await control.settle({ type: FOUND, output: [31] });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(requests).toEqual([
      { stockId: 3, codes: ["CAM-P"] },
      { from_stock_id: 3, to_stock_id: 8, items: [{ product_id: 31, quantity: 1.5 }] },
    ]);
    await control.settle({ type: MOVED, output: { moved: 1 } });
    expect(actor.getSnapshot().status).toBe("done");
    expect(moved).toEqual([1]);
  });

  it("keeps a 422 until the next submit", async () => {
    const { actor, control } = harness();
    actor.send({ type: "to.change", to: 3 });
    actor.send({ type: "line.change", key: 1, code: "CAM-P", quantity: "1" });
    actor.send({ type: "submit" });
    await control.settle({ type: FOUND, output: [31] });
    await control.settle({ type: REFUSED, error: sameStock });
    expect(actor.getSnapshot().context.failure).toBe(sameStock);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
