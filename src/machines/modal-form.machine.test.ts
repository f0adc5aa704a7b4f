import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { type ModalFormEvent, type ModalFormInput, modalFormMachine } from "./modal-form.machine.ts";
import { delayedEventOf, modelCoverage, transitionModel } from "./model-coverage.ts";

const SUBMIT_BLOCK = 500;

const blockEvent = delayedEventOf(modalFormMachine, "modal form.submission.blocked");

const modelEvents = [
  { type: "submit" },
  { type: "errors.changed", hasErrors: true },
  { type: "errors.changed", hasErrors: false },
  { type: blockEvent },
] as ModalFormEvent[];

const model = transitionModel(modalFormMachine, modelEvents);
const paths = model.getShortestPaths({ input: { hasErrors: false } });

function harness(input: ModalFormInput = { hasErrors: false }) {
  const clock = new SimulatedClock();
  const actor = createActor(modalFormMachine, { input, clock });
  let submitted = 0;
  actor.on("submitted", () => {
    submitted += 1;
  });
  actor.start();
  return { actor, clock, submitted: () => submitted };
}

describe("modal form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(modalFormMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock, submitted } = harness();
      let expectedSubmits = 0;
      await path.test({
        events: {
          submit: () => {
            if (actor.getSnapshot().can({ type: "submit" })) expectedSubmits += 1;
            actor.send({ type: "submit" });
          },
          "errors.changed": ({ event }) => {
            actor.send(event as ModalFormEvent);
          },
          [blockEvent]: () => clock.increment(SUBMIT_BLOCK),
        },
        states: {
          "*": (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
            expect(submitted()).toBe(expectedSubmits);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("modal form machine (rules)", () => {
  it("blocks the submit for 500 ms after each accepted click", () => {
    const { actor, clock, submitted } = harness();
    actor.send({ type: "submit" });
    actor.send({ type: "submit" });
    expect(submitted()).toBe(1);
    clock.increment(SUBMIT_BLOCK - 1);
    actor.send({ type: "submit" });
    expect(submitted()).toBe(1);
    clock.increment(1);
    actor.send({ type: "submit" });
    expect(submitted()).toBe(2);
    expect(actor.getSnapshot().hasTag("blocked")).toBe(true);
  });

  it("starts invalid when the form opens with errors and never submits while they exist", () => {
    const { actor, submitted } = harness({ hasErrors: true });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    actor.send({ type: "submit" });
    expect(submitted()).toBe(0);
    actor.send({ type: "errors.changed", hasErrors: false });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(false);
    actor.send({ type: "submit" });
    expect(submitted()).toBe(1);
  });
});
