import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { type PasswordResetInput, passwordResetMachine } from "./password-reset.machine.ts";

const events = [
  { type: "reset.submit", newPassword: "nova-senha-1", confirmedNewPassword: "nova-senha-1" },
  { type: "xstate.done.actor.confirm reset", output: { message: "Senha redefinida com sucesso." } },
  { type: "xstate.error.actor.confirm reset", error: new Error("422") },
];

describe("password reset machine (model-based)", () => {
  const input = { token: "abc" };
  const paths = transitionModel(passwordResetMachine, events).getShortestPaths({ input });

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(passwordResetMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(
      path,
      (control) =>
        passwordResetMachine.provide({
          actors: { "confirm reset": control.actor<{ message: string }, PasswordResetInput>() },
        }),
      input,
    );
    expect(mismatch).toBeNull();
  });
});

describe("password reset machine", () => {
  it("sends the token from the link with both passwords", async () => {
    const sent: PasswordResetInput[] = [];
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          "confirm reset": fromPromise(async ({ input }: { input: PasswordResetInput }) => {
            sent.push(input);
            return { message: "ok" };
          }),
        },
      }),
      { input: { token: "abc" } },
    ).start();
    actor.send({ type: "reset.submit", newPassword: "n1", confirmedNewPassword: "n2" });
    const done = await waitFor(actor, (s) => s.hasTag("done"));
    expect(sent).toEqual([{ token: "abc", newPassword: "n1", confirmedNewPassword: "n2" }]);
    expect(done.context.answer).toBe("ok");
    expect(done.status).toBe("done");
  });
});
