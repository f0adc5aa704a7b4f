import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { FinancialEntryDetail } from "../schemas/finance-entries.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";
import {
  type SettleEntryEvent,
  type SettleEntryInput,
  type SettleRequest,
  settleEntryMachine,
  settleProblem,
  settleTotal,
} from "./settle-entry.machine.ts";

const input: SettleEntryInput = {
  entryId: 31,
  open: 33_334,
  dueDate: "2026-03-10",
  today: "2026-03-10",
  accountId: 3,
  idempotencyKey: "key-settle-0001",
};
const done = { id: 31 } as FinancialEntryDetail;
const refused = apiError("Invalid", 422, ["O valor passa do que está em aberto."], {
  value: ["O valor passa do que está em aberto."],
});
const SAVE_DONE = "xstate.done.actor.settle entry";
const SAVE_ERROR = "xstate.error.actor.settle entry";
const BLOCK_OVER = delayedEventOf(settleEntryMachine, "settle entry.blocked");

const modelEvents = [
  { type: "change", change: { value: 10_000 } },
  { type: "change", change: { value: 0 } },
  { type: "submit" },
  { type: "cancel" },
  { type: BLOCK_OVER },
  { type: SAVE_DONE, output: done },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.value, c.submitted, c.failure !== null];
};
const paths = shortestCoveringPaths(settleEntryMachine, [input], modelEvents, project);

function harness(start: SettleEntryInput = input) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const machine = settleEntryMachine.provide({
    actors: { "settle entry": control.actor<FinancialEntryDetail, SettleRequest>() },
  });
  const actor = createActor(machine, { input: start, clock });
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.start();
  return { actor, control, clock, emitted };
}

describe("settle entry machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(settleEntryMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, control, clock } = harness();
    for (const step of path.steps.slice(1)) {
      if (step.event.type === BLOCK_OVER) clock.increment(500);
      else if (!(await control.settle(step.event))) actor.send(step.event as SettleEntryEvent);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(project(actor.getSnapshot().context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("settle entry machine (rules)", () => {
  it("starts with what is open, no charges on time, and shows the total live", () => {
    const { actor } = harness();
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({ value: 33_334, interest: 0, fine: 0, discount: 0, accountId: 3 });
    actor.send({ type: "change", change: { discount: 334 } });
    expect(settleTotal(actor.getSnapshot().context)).toBe(33_000);
  });

  it("suggests 2 % fine and 1 % a month pro rata when paid late, until the user types charges", () => {
    const { actor } = harness({ ...input, today: "2026-03-25" });
    expect(actor.getSnapshot().context).toMatchObject({ fine: 667, interest: 167 });
    actor.send({ type: "change", change: { value: 10_000 } });
    expect(actor.getSnapshot().context).toMatchObject({ fine: 200, interest: 50 });
    actor.send({ type: "change", change: { interest: 0 } });
    actor.send({ type: "change", change: { date: "2026-04-10" } });
    expect(actor.getSnapshot().context).toMatchObject({ fine: 200, interest: 0 });
  });

  it("refuses more than is open, a missing account and a discount above the total, without sending", () => {
    const { actor } = harness();
    actor.send({ type: "change", change: { value: 33_335 } });
    expect(settleProblem(actor.getSnapshot().context)).toBe("value-above-open");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    actor.send({ type: "change", change: { value: 100, accountId: null } });
    expect(settleProblem(actor.getSnapshot().context)).toBe("account-required");
    actor.send({ type: "change", change: { accountId: 3, discount: 101 } });
    expect(settleProblem(actor.getSnapshot().context)).toBe("discount-above-total");
    expect(actor.getSnapshot().value).not.toBe("saving");
  });

  it("settles part of the entry with one idempotency key, keeping it for a retry after a refusal", async () => {
    const { actor, control, emitted } = harness();
    actor.send({ type: "change", change: { value: 10_000 } });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("saving");
    await control.settle({ type: SAVE_ERROR, error: refused });
    expect(actor.getSnapshot().context.failure).toEqual(refused);
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_DONE, output: done });
    expect(actor.getSnapshot().status).toBe("done");
    expect(emitted).toContain("settled");
    expect(actor.getSnapshot().context.idempotencyKey).toBe("key-settle-0001");
  });
});
