import { describe, expect, it } from "vitest";
import { createActor, type EventObject, fromPromise } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { createProductionSaveMachine, productionSaveMachine, type SaveEmitted } from "./production-save.machine.ts";

type Removal = { readonly documentId: number };

const request: Removal = { documentId: 3 };
const other: Removal = { documentId: 4 };
const refused = {
  _tag: "Conflict",
  status: 409,
  messages: ["Atendimentos finalizados ou cancelados não podem ser alterados."],
};

const modelEvents: EventObject[] = [
  { type: "submit", request } as EventObject,
  { type: "ask", request: other } as EventObject,
  { type: "confirm" },
  { type: "cancel" },
  { type: "retry" },
  { type: "dismiss" },
  { type: "xstate.done.actor.save", output: { ok: true } } as EventObject,
  { type: "xstate.error.actor.save", error: refused } as EventObject,
];

const model = transitionModel(productionSaveMachine, modelEvents, (context) => {
  const c = context as { request: Removal | null; failure: unknown };
  return [c.request?.documentId ?? null, c.failure !== null];
});
const paths = model.getShortestPaths();

function harness() {
  const calls: Array<{ request: Removal; resolve: (r: { ok: true }) => void; reject: (e: unknown) => void }> = [];
  const machine = createProductionSaveMachine<Removal, { ok: true }>().provide({
    actors: {
      save: fromPromise<{ ok: true }, { request: Removal }>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ request: input.request, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine);
  const saved: Array<SaveEmitted<Removal, { ok: true }>> = [];
  actor.on("saved", (event) => saved.push(event));
  actor.start();
  const settle = async (outcome: "done" | "error") => {
    const call = calls.at(-1);
    if (!call) throw new Error("no save is pending");
    if (outcome === "done") call.resolve({ ok: true });
    else call.reject(refused);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, saved, settle };
}

describe("production save machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(productionSaveMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, settle, saved } = harness();
      let successes = 0;
      await path.test({
        events: {
          submit: () => actor.send({ type: "submit", request }),
          ask: () => actor.send({ type: "ask", request: other }),
          confirm: () => actor.send({ type: "confirm" }),
          cancel: () => actor.send({ type: "cancel" }),
          retry: () => actor.send({ type: "retry" }),
          dismiss: () => actor.send({ type: "dismiss" }),
          "xstate.done.actor.save": async () => {
            successes += 1;
            await settle("done");
          },
          "xstate.error.actor.save": () => settle("error"),
        },
        states: {
          "*": (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
            expect(actual.context.request).toEqual(expected.context.request);
            expect(actual.context.failure === null).toBe(expected.context.failure === null);
            expect(saved).toHaveLength(successes);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("production save machine (rules)", () => {
  it("asks before removing, and sends nothing when the user declines", () => {
    const { actor, calls } = harness();
    actor.send({ type: "ask", request });
    expect(actor.getSnapshot().hasTag("confirming")).toBe(true);
    actor.send({ type: "cancel" });
    expect(calls).toHaveLength(0);
    actor.send({ type: "ask", request });
    actor.send({ type: "confirm" });
    expect(calls.map((call) => call.request)).toEqual([request]);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  });

  it("announces the server's answer with the request it answers", async () => {
    const { actor, saved, settle } = harness();
    actor.send({ type: "submit", request });
    await settle("done");
    expect(saved).toEqual([{ type: "saved", request, result: { ok: true } }]);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("keeps the failure until retried with the same request", async () => {
    const { actor, calls, settle } = harness();
    actor.send({ type: "submit", request });
    await settle("error");
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(refused);
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(calls.map((call) => call.request)).toEqual([request, request]);
  });

  it("fails loudly when the save actor was not provided", async () => {
    const actor = createActor(productionSaveMachine).start();
    actor.send({ type: "submit", request });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(String(actor.getSnapshot().context.failure)).toMatch(/"save" was not provided/);
  });
});
