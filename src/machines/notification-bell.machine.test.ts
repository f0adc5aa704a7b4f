import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from "xstate";
import { modelCoverage } from "./model-coverage.ts";
import {
  type DayFocusReading,
  hasUnseenCalls,
  type NotificationBellEvent,
  notificationBellMachine,
} from "./notification-bell.machine.ts";

const LOADED = "xstate.done.actor.load day focus";
const LOAD_FAILED = "xstate.error.actor.load day focus";
const MARKED = "xstate.done.actor.mark seen";
const MARK_FAILED = "xstate.error.actor.mark seen";

const reading = (calls_today: number, pending_calls: number, seen_in: string | null): DayFocusReading => ({
  focus: { calls_today, pending_calls, seen_in },
  today: "2026-03-10",
});

const modelEvents: ReadonlyArray<EventObject & { output?: unknown; error?: unknown }> = [
  { type: "bell.opened" },
  { type: LOADED, output: reading(2, 1, null) },
  { type: LOADED, output: reading(0, 0, null) },
  { type: LOADED, output: reading(1, 0, "2026-03-10 08:15") },
  { type: LOAD_FAILED, error: new Error("offline") },
  { type: MARKED, output: reading(2, 1, "2026-03-10 12:07") },
  // The server's clock still on yesterday: the answer decides, the badge stays.
  { type: MARKED, output: reading(2, 1, "2026-03-09 23:59") },
  { type: MARK_FAILED, error: new Error("offline") },
];

// createTestModel refuses machines that invoke actors, so the model is the TestModel it wraps.
const model = new TestModel(notificationBellMachine, {
  events: (snapshot) => (modelEvents as NotificationBellEvent[]).filter((event) => snapshot.can(event)),
  serializeState: (state, event, previous) =>
    JSON.stringify([previous?.value ?? null, event?.type ?? null, state.value, state.context]),
});
const paths = model.getShortestPaths();

function harness() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const started: string[] = [];
  const controlled = (name: string) =>
    fromPromise<DayFocusReading>(() => {
      started.push(name);
      return new Promise((resolve, reject) => {
        pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
      });
    });
  const actor = createActor(
    notificationBellMachine.provide({
      actors: { "load day focus": controlled("load day focus"), "mark seen": controlled("mark seen") },
    }),
  ).start();
  const settle = async (event: EventObject & { output?: unknown; error?: unknown }) => {
    const [, outcome, name] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
    const waiting = pending.get(name ?? "");
    if (!waiting) throw new Error(`nothing pending for ${event.type}`);
    pending.delete(name ?? "");
    if (outcome === "done") waiting.resolve(event.output);
    else waiting.reject(event.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, started, settle };
}

describe("notification bell machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(notificationBellMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, settle } = harness();
      const settleStep = ({ event }: { event: EventObject }) => settle(event);
      const events: Record<string, (step: { event: EventObject }) => unknown> = {
        "bell.opened": () => actor.send({ type: "bell.opened" }),
        [LOADED]: settleStep,
        [LOAD_FAILED]: settleStep,
        [MARKED]: settleStep,
        [MARK_FAILED]: settleStep,
      };
      await path.test({
        events,
        states: {
          "*": (expected: AnyMachineSnapshot) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context).toEqual(expected.context);
            expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
          },
        },
      });
      actor.stop();
    });
  }
});

describe("notification bell machine (examples)", () => {
  it("marks the calls seen once, on the first opening, and hides the badge", async () => {
    const { actor, started, settle } = harness();
    await settle({ type: LOADED, output: reading(2, 1, "2026-03-09 18:00") });
    expect(actor.getSnapshot().hasTag("badge")).toBe(true);
    actor.send({ type: "bell.opened" });
    expect(actor.getSnapshot().hasTag("badge")).toBe(false);
    await settle({ type: MARKED, output: reading(2, 1, "2026-03-10 12:07") });
    actor.send({ type: "bell.opened" });
    expect(started).toEqual(["load day focus", "mark seen"]);
    expect(actor.getSnapshot().context.reading?.focus.seen_in).toBe("2026-03-10 12:07");
  });

  it("shows the badge again when storing seen_in fails", async () => {
    const { actor, settle } = harness();
    await settle({ type: LOADED, output: reading(0, 3, null) });
    actor.send({ type: "bell.opened" });
    await settle({ type: MARK_FAILED, error: new Error("offline") });
    expect(actor.getSnapshot().hasTag("badge")).toBe(true);
  });

  it("loads again when the dropdown is opened after a failed load", async () => {
    const { actor, started, settle } = harness();
    await settle({ type: LOAD_FAILED, error: new Error("offline") });
    expect(actor.getSnapshot().hasTag("unavailable")).toBe(true);
    actor.send({ type: "bell.opened" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(started).toEqual(["load day focus", "load day focus"]);
  });
});

describe("hasUnseenCalls", () => {
  it.each([
    [reading(1, 0, null), true],
    [reading(0, 1, null), true],
    [reading(0, 0, null), false],
    [reading(3, 2, "2026-03-09 23:59"), true],
    [reading(3, 2, "2026-03-10 00:00"), false],
    [reading(0, 0, "2026-03-01 10:00"), false],
  ])("%o → %s", (value, expected) => {
    expect(hasUnseenCalls(value)).toBe(expected);
  });
});
