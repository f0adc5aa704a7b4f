import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { FunnelAnswer } from "../schemas/crm-funnel.ts";
import {
  type CrmFunnelEvent,
  crmFunnelMachine,
  type FunnelFilters,
  type ImportInput,
  type MoveInput,
} from "./crm-funnel.machine.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";

const stage = (id: number, tag: "begin" | "none" | "negative_ending") => ({
  id,
  name: `Etapa ${id}`,
  tag,
  position: id,
  color: "",
  customers_count: 0,
  seasonal_total: "0.00",
  monthly_total: "0.00",
  customers: [],
});
const funnel: FunnelAnswer = {
  data: [stage(1, "begin"), stage(2, "none"), stage(3, "negative_ending")],
  meta: { page: 1, per_page: 100, total: 3 },
  loss_options: [{ id: 9, name: "Preço" }],
  sellers: [],
};
const move = (toStageId: number) => ({ customerId: 5, customerName: "Ana", fromStageId: 1, toStageId });

const modelEvents = [
  { type: "xstate.done.actor.0.crm funnel.loading", output: funnel },
  { type: "xstate.error.actor.0.crm funnel.loading", error: new Error("offline") },
  { type: "retry" },
  { type: "xstate.after.filters delay.crm funnel.ready.settling" },
  { type: "card.move", move: move(2) },
  { type: "card.move", move: move(3) },
  { type: "card.move", move: move(1) },
  { type: "loss.confirm", lossOptionId: 9 },
  { type: "loss.cancel" },
  { type: "filters.apply", filters: { customerName: "Ana" } },
  { type: "remote.changed" },
  { type: "import.open" },
  { type: "import.submit", request: { stageId: null, customerIds: [5], users: [] } },
  { type: "import.submit", request: { stageId: 2, customerIds: [], users: [] } },
  { type: "import.submit", request: { stageId: 2, customerIds: [5], users: [7] } },
  { type: "import.close" },
  { type: "notice.dismiss" },
] as unknown as CrmFunnelEvent[];

describe("crm funnel machine", () => {
  it("is walked by the model: every state and transition is reachable", () => {
    const model = transitionModel(crmFunnelMachine, modelEvents, (context) =>
      JSON.stringify({
        pending: (context as { pending: unknown }).pending,
        problem: (context as { importProblem: unknown }).importProblem,
      }),
    );
    const paths = model.getShortestPaths();
    const coverage = modelCoverage(crmFunnelMachine, paths);
    expect(coverage.missingStates).toEqual([]);
  });

  function harness(filters: FunnelFilters = {}) {
    const loads: FunnelFilters[] = [];
    const moves: MoveInput[] = [];
    const imports: ImportInput[] = [];
    const machine = crmFunnelMachine.provide({
      actors: {
        "load funnel": fromPromise<FunnelAnswer, { filters: FunnelFilters }>(async ({ input }) => {
          loads.push(input.filters);
          return funnel;
        }),
        "move card": fromPromise<unknown, MoveInput>(async ({ input }) => {
          moves.push(input);
          return {};
        }),
        "import customers": fromPromise<unknown, ImportInput>(async ({ input }) => {
          imports.push(input);
          return { imported: input.customerIds.length };
        }),
      },
      delays: { "filters delay": 0 },
    });
    const actor = createActor(machine, { input: { filters } }).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    return { actor, loads, moves, imports, settle };
  }

  it("loads the stages, then applies the kept filters", async () => {
    const { actor, loads, settle } = harness({ customerName: "Ana" });
    await settle();
    await settle();
    expect(loads).toEqual([{}, { customerName: "Ana" }]);
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });

  it("asks the loss reason before moving to a loss stage, then reloads", async () => {
    const { actor, moves, settle } = harness();
    await settle();
    actor.send({ type: "card.move", move: move(3) });
    expect(actor.getSnapshot().matches({ ready: "askingLossReason" })).toBe(true);
    expect(moves).toEqual([]);
    actor.send({ type: "loss.confirm", lossOptionId: 9 });
    await settle();
    expect(moves).toEqual([{ move: move(3), lossOptionId: 9 }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "moved", move: move(3) });
  });

  it("moves to any other stage at once; dropping on the same stage does nothing", async () => {
    const { actor, moves, settle } = harness();
    await settle();
    actor.send({ type: "card.move", move: move(1) });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    actor.send({ type: "card.move", move: move(2) });
    await settle();
    expect(moves).toEqual([{ move: move(2), lossOptionId: null }]);
  });

  it("import needs a stage and a customer ('Selecione a etapa', 'Selecione ao menos 1 cliente…')", async () => {
    const { actor, imports, settle } = harness();
    await settle();
    actor.send({ type: "import.open" });
    actor.send({ type: "import.submit", request: { stageId: null, customerIds: [5], users: [] } });
    expect(actor.getSnapshot().context.importProblem).toBe("stage-required");
    actor.send({ type: "import.submit", request: { stageId: 2, customerIds: [], users: [] } });
    expect(actor.getSnapshot().context.importProblem).toBe("customers-required");
    actor.send({ type: "import.submit", request: { stageId: 2, customerIds: [5, 6], users: [7] } });
    await settle();
    expect(imports).toEqual([{ stageId: 2, customerIds: [5, 6], users: [7] }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "imported", count: 2 });
  });

  it("opens the import while the cards load or reload, and reloads when it closes", async () => {
    const { actor, loads, settle } = harness();
    // The load answers at once here; send the click before it settles into idle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (actor.getSnapshot().matches({ ready: "settling" }) || actor.getSnapshot().matches({ ready: "idle" })) {
      actor.send({ type: "import.open" });
      expect(actor.getSnapshot().matches({ ready: "importing" })).toBe(true);
      actor.send({ type: "import.close" });
    }
    await settle();
    actor.send({ type: "remote.changed" });
    expect(actor.getSnapshot().matches({ ready: "refreshing" })).toBe(true);
    actor.send({ type: "import.open" });
    expect(actor.getSnapshot().matches({ ready: "importing" })).toBe(true);
    const before = loads.length;
    actor.send({ type: "import.close" });
    await settle();
    expect(loads.length).toBe(before + 1);
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });

  it("a colleague's change heard while the cards load or reload is read again, not dropped", async () => {
    const { actor, loads, settle } = harness();
    // During the first load (it answers on a later tick): the load starts again.
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    actor.send({ type: "remote.changed" });
    await settle();
    expect(loads).toEqual([{}, {}]);
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    // During a reload: it reloads once more, after the change.
    actor.send({ type: "remote.changed" });
    expect(actor.getSnapshot().matches({ ready: "refreshing" })).toBe(true);
    actor.send({ type: "remote.changed" });
    await settle();
    expect(loads.length).toBe(4);
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });

  it("a colleague's change heard while the loss dialog is open is read when it is cancelled", async () => {
    const { actor, loads, settle } = harness();
    await settle();
    const before = loads.length;
    actor.send({ type: "card.move", move: move(3) });
    actor.send({ type: "loss.cancel" });
    await settle();
    // Nothing changed meanwhile: cancelling reads nothing.
    expect(loads.length).toBe(before);
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    actor.send({ type: "card.move", move: move(3) });
    actor.send({ type: "remote.changed" });
    expect(actor.getSnapshot().matches({ ready: "askingLossReason" })).toBe(true);
    actor.send({ type: "loss.cancel" });
    await settle();
    expect(loads.length).toBe(before + 1);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });
});
