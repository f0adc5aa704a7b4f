import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { aboutMachine } from "./about.machine.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";

const events = [
  { type: "about.retry" },
  { type: "xstate.done.actor.load api version", output: { version: "1.79.8-11" } },
  { type: "xstate.error.actor.load api version", error: new Error("offline") },
];

describe("about machine (model-based)", () => {
  const paths = transitionModel(aboutMachine, events).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(aboutMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      aboutMachine.provide({ actors: { "load api version": control.actor<{ version: string }>() } }),
    );
    expect(mismatch).toBeNull();
  });
});

describe("about machine", () => {
  it("shows the API's version, or unreachable until a retry succeeds", async () => {
    let calls = 0;
    const actor = createActor(
      aboutMachine.provide({
        actors: {
          "load api version": fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error("offline");
            return { version: "9.9.9" };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag("unreachable"));
    actor.send({ type: "about.retry" });
    const known = await waitFor(actor, (s) => s.matches("known"));
    expect(known.context.apiVersion).toBe("9.9.9");
  });
});
