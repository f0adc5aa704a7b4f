import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import {
  type CreatedOption,
  type OptionCreateEmitted,
  type OptionCreateEvent,
  optionCreateMachine,
} from "./option-create.machine.ts";

const created: CreatedOption = { id: 7, name: "Verde" };
const offline = new Error("offline");

const modelEvents = [
  { type: "create.requested", name: " Verde " },
  { type: "create.requested", name: "   " },
  { type: "confirm" },
  { type: "cancel" },
  { type: "dismiss" },
  { type: "xstate.done.actor.create option", output: created },
  { type: "xstate.error.actor.create option", error: offline },
] as OptionCreateEvent[];

// The created list grows with every success; the name is what distinguishes the states.
const model = transitionModel(optionCreateMachine, modelEvents, (context) => (context as { name: string }).name);
const paths = model.getShortestPaths();

type Pending = { name: string; resolve: (option: CreatedOption) => void; reject: (error: unknown) => void };

function harness() {
  const calls: Pending[] = [];
  const machine = optionCreateMachine.provide({
    actors: {
      "create option": fromPromise<CreatedOption, { name: string }>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ name: input.name, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine);
  const emitted: OptionCreateEmitted[] = [];
  actor.on("created", (event) => emitted.push(event));
  actor.start();
  const settle = async (outcome: { output: CreatedOption } | { error: unknown }) => {
    const call = calls.at(-1);
    if (!call) throw new Error("no create call is pending");
    if ("output" in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, emitted, settle };
}

describe("option create machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(optionCreateMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, settle, emitted } = harness();
      let successes = 0;
      await path.test({
        events: {
          "create.requested": ({ event }) => {
            actor.send(event as OptionCreateEvent);
          },
          confirm: () => actor.send({ type: "confirm" }),
          cancel: () => actor.send({ type: "cancel" }),
          dismiss: () => actor.send({ type: "dismiss" }),
          "xstate.done.actor.create option": async () => {
            successes += 1;
            await settle({ output: created });
          },
          "xstate.error.actor.create option": () => settle({ error: offline }),
        },
        states: {
          "*": (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context.name).toBe(expected.context.name);
            expect([...actual.tags]).toEqual([...expected.tags]);
            expect(emitted).toHaveLength(successes);
            expect(actual.context.created).toHaveLength(successes);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("option create machine (rules)", () => {
  it("posts the trimmed name only after confirmation, then announces the new option", async () => {
    const { actor, calls, emitted, settle } = harness();
    actor.send({ type: "create.requested", name: "  Verde " });
    expect(actor.getSnapshot().hasTag("confirming")).toBe(true);
    expect(calls).toHaveLength(0);
    actor.send({ type: "confirm" });
    expect(calls.map((call) => call.name)).toEqual(["Verde"]);
    await settle({ output: created });
    expect(emitted).toEqual([{ type: "created", option: created }]);
    expect(actor.getSnapshot().context.created).toEqual([created]);
  });

  it("offers nothing for a blank name and sends nothing when the user declines", () => {
    const { actor, calls } = harness();
    actor.send({ type: "create.requested", name: "  " });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "create.requested", name: "Azul" });
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls).toHaveLength(0);
  });

  it("fails loudly when the create actor was not provided", async () => {
    const actor = createActor(optionCreateMachine).start();
    actor.send({ type: "create.requested", name: "Verde" });
    actor.send({ type: "confirm" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
  });
});
