import { describe, expect, it } from "vitest";
import { createActor, type EventObject, fromPromise } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { createResourceMachine, resourceMachine } from "./resource.machine.ts";

type Order = { readonly id: number; readonly status: number };

const first: Order = { id: 7, status: 2 };
const moved: Order = { id: 7, status: 3 };
const saved: Order = { id: 7, status: 4 };
const offline = { _tag: "Offline", status: 0, messages: [] };

const modelEvents: EventObject[] = [
  { type: "reload" },
  { type: "retry" },
  { type: "adopt", data: saved } as EventObject,
  { type: "xstate.done.actor.load", output: first } as EventObject,
  { type: "xstate.done.actor.load", output: moved } as EventObject,
  { type: "xstate.error.actor.load", error: offline } as EventObject,
];

// The data and whether an error is kept distinguish the states that matter.
const model = transitionModel(resourceMachine, modelEvents, (context) => {
  const c = context as { data: Order | null; error: unknown };
  return [c.data?.status ?? null, c.error !== null];
});
const paths = model.getShortestPaths();

/** A real actor whose loads wait for the test to answer them, newest last. */
function harness() {
  const loads: Array<{ resolve: (order: Order) => void; reject: (error: unknown) => void; aborted: () => boolean }> =
    [];
  const machine = createResourceMachine<Order>().provide({
    actors: {
      load: fromPromise<Order>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            loads.push({ resolve, reject, aborted: () => signal.aborted });
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const settle = async (outcome: { output: Order } | { error: unknown }) => {
    const load = loads.at(-1);
    if (!load) throw new Error("no load is pending");
    if ("output" in outcome) load.resolve(outcome.output);
    else load.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, loads, settle };
}

describe("resource machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(resourceMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, settle } = harness();
      await path.test({
        events: {
          reload: () => actor.send({ type: "reload" }),
          retry: () => actor.send({ type: "retry" }),
          adopt: () => actor.send({ type: "adopt", data: saved }),
          "xstate.done.actor.load": ({ event }) => settle({ output: (event as unknown as { output: Order }).output }),
          "xstate.error.actor.load": () => settle({ error: offline }),
        },
        states: {
          "*": (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
            expect(actual.context.data).toEqual(expected.context.data);
            expect(actual.context.error === null).toBe(expected.context.error === null);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("resource machine (rules)", () => {
  it("keeps the order on screen while a realtime change reloads it", async () => {
    const { actor, settle } = harness();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle({ output: first });
    actor.send({ type: "reload" });
    expect(actor.getSnapshot().hasTag("reloading")).toBe(true);
    expect(actor.getSnapshot().hasTag("ready")).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(first);
    await settle({ output: moved });
    expect(actor.getSnapshot().context.data).toEqual(moved);
    expect(actor.getSnapshot().hasTag("reloading")).toBe(false);
  });

  it("drops a reload still on its way when another change arrives", async () => {
    const { actor, loads, settle } = harness();
    await settle({ output: first });
    actor.send({ type: "reload" });
    actor.send({ type: "reload" });
    expect(loads).toHaveLength(3);
    expect(loads[1]?.aborted()).toBe(true);
    await settle({ output: moved });
    expect(actor.getSnapshot().context.data).toEqual(moved);
  });

  it("shows a save's answer at once", async () => {
    const { actor, settle } = harness();
    await settle({ output: first });
    actor.send({ type: "adopt", data: saved });
    expect(actor.getSnapshot().context.data).toEqual(saved);
  });

  it("keeps the data but marks it stale when a reload fails, and reloads on the next change", async () => {
    const { actor, settle } = harness();
    await settle({ output: first });
    actor.send({ type: "reload" });
    await settle({ error: offline });
    expect(actor.getSnapshot().hasTag("stale")).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(first);
    actor.send({ type: "reload" });
    await settle({ output: moved });
    expect(actor.getSnapshot().hasTag("stale")).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("fails loudly when the load actor was not provided", async () => {
    const actor = createActor(resourceMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(String(actor.getSnapshot().context.error)).toMatch(/"load" was not provided/);
  });
});
