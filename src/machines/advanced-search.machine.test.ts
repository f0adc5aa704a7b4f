import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import {
  type AdvancedSearchEvent,
  advancedSearchMachine,
  type SearchRow,
  searchFailure,
} from "./advanced-search.machine.ts";
import { delayedEventOf, modelCoverage, transitionModel } from "./model-coverage.ts";

const DEBOUNCE = 1000;
const debounceEvent = delayedEventOf(advancedSearchMachine, "advanced search.debouncing");
const rows: ReadonlyArray<SearchRow> = [{ id: 1, name: "Ana" }];
const failure = searchFailure(["Filtro inválido"]);

const modelEvents = [
  { type: "term.changed", term: "ana" },
  { type: "term.changed", term: " " },
  { type: debounceEvent },
  { type: "xstate.done.actor.search", output: rows },
  { type: "xstate.done.actor.search", output: [] },
  { type: "xstate.error.actor.search", error: failure },
] as AdvancedSearchEvent[];

const model = transitionModel(advancedSearchMachine, modelEvents);
const paths = model.getShortestPaths();

type Pending = {
  term: string;
  signal: AbortSignal;
  resolve: (rows: ReadonlyArray<SearchRow>) => void;
  reject: (error: unknown) => void;
};

function harness() {
  const calls: Pending[] = [];
  const clock = new SimulatedClock();
  const machine = advancedSearchMachine.provide({
    actors: {
      search: fromPromise<ReadonlyArray<SearchRow>, { term: string }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => calls.push({ term: input.term, signal, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const settle = async (outcome: { output: ReadonlyArray<SearchRow> } | { error: unknown }) => {
    const call = calls.at(-1);
    if (!call) throw new Error("no search is pending");
    if ("output" in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, clock, settle };
}

describe("advanced search machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(advancedSearchMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock, settle } = harness();
      await path.test({
        events: {
          "term.changed": ({ event }) => {
            actor.send(event as AdvancedSearchEvent);
          },
          [debounceEvent]: () => clock.increment(DEBOUNCE),
          "xstate.done.actor.search": ({ event }) =>
            settle({ output: (event as unknown as { output: ReadonlyArray<SearchRow> }).output }),
          "xstate.error.actor.search": () => settle({ error: failure }),
        },
        states: {
          "*": (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context).toEqual(expected.context);
            expect([...actual.tags]).toEqual([...expected.tags]);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("advanced search machine (rules)", () => {
  it("searches the trimmed term 1 s after the last keystroke", () => {
    const { actor, calls, clock } = harness();
    actor.send({ type: "term.changed", term: "an" });
    clock.increment(DEBOUNCE - 1);
    actor.send({ type: "term.changed", term: "ana " });
    clock.increment(DEBOUNCE - 1);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(calls.map((call) => call.term)).toEqual(["ana"]);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  });

  it("drops a search on its way when the user types again", async () => {
    const { actor, calls, clock, settle } = harness();
    actor.send({ type: "term.changed", term: "ana" });
    clock.increment(DEBOUNCE);
    actor.send({ type: "term.changed", term: "anal" });
    expect(calls[0]?.signal.aborted).toBe(true);
    await settle({ output: rows });
    expect(actor.getSnapshot().value).toBe("debouncing");
  });

  it("keeps the failure's messages and clears them when the term is erased", async () => {
    const { actor, clock, settle } = harness();
    actor.send({ type: "term.changed", term: "ana" });
    clock.increment(DEBOUNCE);
    await settle({ error: failure });
    expect(actor.getSnapshot().context.messages).toEqual(["Filtro inválido"]);
    actor.send({ type: "term.changed", term: "" });
    expect(actor.getSnapshot().context).toEqual({ term: "", rows: [], messages: [] });
  });

  it("has no messages to show for a failure that is not a SearchFailure", async () => {
    const { actor, clock, settle } = harness();
    actor.send({ type: "term.changed", term: "ana" });
    clock.increment(DEBOUNCE);
    await settle({ error: new Error("boom") });
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });
});
