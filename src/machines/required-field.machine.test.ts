import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { delayedEventOf, modelCoverage, transitionModel } from "./model-coverage.ts";
import { type RequiredFieldEvent, requiredFieldMachine } from "./required-field.machine.ts";

const REQUIRED_MESSAGE_DELAY = 500;

const delayEvent = delayedEventOf(requiredFieldMachine, "required field.settling");

const modelEvents = [
  { type: "value.changed", empty: true },
  { type: "value.changed", empty: false },
  { type: delayEvent },
] as RequiredFieldEvent[];

const model = transitionModel(requiredFieldMachine, modelEvents);
const paths = model.getShortestPaths({ input: { empty: true } });

function harness(empty = true) {
  const clock = new SimulatedClock();
  const actor = createActor(requiredFieldMachine, { input: { empty }, clock }).start();
  return { actor, clock };
}

describe("required field machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(requiredFieldMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = harness();
      await path.test({
        events: {
          "value.changed": ({ event }) => {
            actor.send(event as RequiredFieldEvent);
          },
          [delayEvent]: () => clock.increment(REQUIRED_MESSAGE_DELAY),
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

describe("required field machine (timing)", () => {
  it("reports an empty field only 500 ms after it is displayed", () => {
    const { actor, clock } = harness(true);
    expect(actor.getSnapshot().hasTag("missing")).toBe(false);
    clock.increment(REQUIRED_MESSAGE_DELAY - 1);
    expect(actor.getSnapshot().hasTag("missing")).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag("missing")).toBe(true);
  });

  it("never reports a field filled before the delay, and reports it at once when cleared later", () => {
    const { actor, clock } = harness(true);
    actor.send({ type: "value.changed", empty: false });
    clock.increment(REQUIRED_MESSAGE_DELAY);
    expect(actor.getSnapshot().hasTag("missing")).toBe(false);
    actor.send({ type: "value.changed", empty: true });
    expect(actor.getSnapshot().hasTag("missing")).toBe(true);
  });
});
