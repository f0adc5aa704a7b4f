import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { passwordResetRequestMachine } from "./password-reset-request.machine.ts";

const events = [
  { type: "reset-request.submit", login: "admin" },
  { type: "reset-request.again" },
  { type: "xstate.done.actor.request reset link", output: { message: "Se o usuário existir, enviaremos um e-mail." } },
  { type: "xstate.error.actor.request reset link", error: new Error("offline") },
];

describe("password reset request machine (model-based)", () => {
  const paths = transitionModel(passwordResetRequestMachine, events).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(passwordResetRequestMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      passwordResetRequestMachine.provide({
        actors: { "request reset link": control.actor<{ message: string }, { login: string }>() },
      }),
    );
    expect(mismatch).toBeNull();
  });
});

describe("password reset request machine", () => {
  it("sends the typed login and keeps the server's neutral answer", async () => {
    const sent: string[] = [];
    const actor = createActor(
      passwordResetRequestMachine.provide({
        actors: {
          "request reset link": fromPromise(async ({ input }: { input: { login: string } }) => {
            sent.push(input.login);
            return { message: "Se o usuário existir, enviaremos um e-mail." };
          }),
        },
      }),
    ).start();
    actor.send({ type: "reset-request.submit", login: "vendedor" });
    const done = await waitFor(actor, (s) => s.hasTag("sent"));
    expect(sent).toEqual(["vendedor"]);
    expect(done.context.answer).toBe("Se o usuário existir, enviaremos um e-mail.");
  });

  it("keeps the failure for the view and clears it on the next try", async () => {
    const failure = new Error("offline");
    const actor = createActor(
      passwordResetRequestMachine.provide({
        actors: {
          "request reset link": fromPromise<{ message: string }, { login: string }>(async () => {
            throw failure;
          }),
        },
      }),
    ).start();
    actor.send({ type: "reset-request.submit", login: "x" });
    const failed = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(failed.context.error).toBe(failure);
    actor.send({ type: "reset-request.submit", login: "x" });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
