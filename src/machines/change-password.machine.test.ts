import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from "xstate";
import type { ChangePasswordRequest } from "../schemas/auth.ts";
import { apiError } from "../schemas/api-error.ts";
import { type ChangePasswordEvent, changePasswordMachine, passwordFieldErrors } from "./change-password.machine.ts";
import { modelCoverage } from "./model-coverage.ts";

const DONE = "xstate.done.actor.change password";
const FAILED = "xstate.error.actor.change password";

const rejected = apiError("Invalid", 422, ["Senha atual incorreta.", "Escolha uma senha diferente."], {
  oldPassword: ["Senha atual incorreta."],
  newPassword: ["Escolha uma senha diferente."],
});

type ModelEvent =
  | ChangePasswordEvent
  | { type: typeof DONE; output: unknown }
  | { type: typeof FAILED; error: unknown };

// Field values come from a small set, so every combination the guards care about is a reachable state.
const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "field.changed", field: "oldPassword", value: "velha123" },
  { type: "field.changed", field: "newPassword", value: "velha123" },
  { type: "field.changed", field: "newPassword", value: "nova12345" },
  { type: "field.changed", field: "confirmedNewPassword", value: "velha123" },
  { type: "field.changed", field: "confirmedNewPassword", value: "nova12345" },
  { type: "field.changed", field: "confirmedNewPassword", value: "outra999" },
  { type: "field.changed", field: "confirmedNewPassword", value: "" },
  { type: "submit" },
  { type: "close" },
  { type: "sign-in-again" },
  { type: DONE, output: { message: "Senha alterada com sucesso." } },
  { type: FAILED, error: rejected },
  { type: FAILED, error: apiError("Offline", 0, []) },
  { type: FAILED, error: apiError("ServerFailure", 500, ["Algo de errado aconteceu."]) },
];

// createTestModel refuses machines that invoke actors, so the model is the TestModel it wraps. A state is
// told apart by its context too (the guards read the form) and by the step that reached it, so every
// transition ends some path.
const model = new TestModel(changePasswordMachine, {
  events: (snapshot) => (modelEvents as ChangePasswordEvent[]).filter((event) => snapshot.can(event)),
  serializeState: (state, event, previous) =>
    JSON.stringify([previous?.value ?? null, event?.type ?? null, state.value, state.context]),
});
const paths = model.getShortestPaths();

/** The real machine with a change-password call the path settles, recording what was sent. */
function harness() {
  const sent: ChangePasswordRequest[] = [];
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        "change password": fromPromise<unknown, ChangePasswordRequest>(({ input }) => {
          sent.push(input);
          return new Promise((resolve, reject) => {
            pending = { resolve, reject };
          });
        }),
      },
    }),
  ).start();
  const settle = async (event: EventObject & { output?: unknown; error?: unknown }) => {
    if (!pending) throw new Error(`nothing pending for ${event.type}`);
    if (event.type === DONE) pending.resolve(event.output);
    else pending.reject(event.error);
    pending = null;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, sent, settle };
}

describe("change password machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(changePasswordMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, sent, settle } = harness();
      let entered = 0;
      const send = ({ event }: { event: EventObject }) => actor.send(event as ChangePasswordEvent);
      const events: Record<string, (step: { event: EventObject }) => unknown> = {
        "field.changed": send,
        submit: send,
        close: send,
        "sign-in-again": send,
        [DONE]: ({ event }) => settle(event),
        [FAILED]: ({ event }) => settle(event),
      };
      await path.test({
        events,
        states: {
          "*": (expected: AnyMachineSnapshot) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context).toEqual(expected.context);
            expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
            expect(actual.status).toBe(expected.status);
            expect(actual.output).toEqual(expected.output);
            if (expected.matches("submitting")) {
              entered += 1;
              expect(sent.at(-1)).toEqual(expected.context.values);
            }
            // Nothing is sent unless the flow is submitting: the same-password warning sends nothing.
            expect(sent).toHaveLength(entered);
          },
        },
      });
      actor.stop();
    });
  }
});

describe("passwordFieldErrors", () => {
  it.each([
    [
      { oldPassword: "", newPassword: "", confirmedNewPassword: "" },
      {
        oldPassword: "required",
        newPassword: "required",
        confirmedNewPassword: "required",
      },
    ],
    [
      { oldPassword: "a", newPassword: "bbbbbbbb", confirmedNewPassword: "c" },
      { confirmedNewPassword: "confirmation" },
    ],
    // The server's minimum is checked before sending.
    [{ oldPassword: "a", newPassword: "curta12", confirmedNewPassword: "curta12" }, { newPassword: "min-length" }],
    [{ oldPassword: "a", newPassword: "curta123", confirmedNewPassword: "curta123" }, {}],
    [
      { oldPassword: "a", newPassword: "", confirmedNewPassword: "c" },
      {
        newPassword: "required",
        confirmedNewPassword: "confirmation",
      },
    ],
    [{ oldPassword: "a", newPassword: "bbbbbbbb", confirmedNewPassword: "bbbbbbbb" }, {}],
    // Passwords are compared as typed: spaces count.
    [
      { oldPassword: "a", newPassword: "bbbbbbbb ", confirmedNewPassword: "bbbbbbbb" },
      { confirmedNewPassword: "confirmation" },
    ],
  ])("%o → %o", (values, errors) => {
    expect(passwordFieldErrors(values)).toEqual(errors);
  });
});

describe("change password machine (examples)", () => {
  const fill = (actor: ReturnType<typeof harness>["actor"], values: ChangePasswordRequest) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: "field.changed", field: field as keyof ChangePasswordRequest, value });
  };

  it("warns and sends nothing when the new password equals the old one", () => {
    const { actor, sent } = harness();
    fill(actor, { oldPassword: "igual123", newPassword: "igual123", confirmedNewPassword: "igual123" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("same-password")).toBe(true);
    expect(sent).toEqual([]);
  });

  it("keeps the server's 422 messages for the Ops! notice and forgets them when closed", async () => {
    const { actor, settle } = harness();
    fill(actor, { oldPassword: "errada12", newPassword: "nova12345", confirmedNewPassword: "nova12345" });
    actor.send({ type: "submit" });
    await settle({ type: FAILED, error: rejected });
    expect(actor.getSnapshot().hasTag("rejected")).toBe(true);
    expect(actor.getSnapshot().context.serverMessages).toEqual([
      "Senha atual incorreta.",
      "Escolha uma senha diferente.",
    ]);
    actor.send({ type: "close" });
    expect(actor.getSnapshot().context.serverMessages).toEqual([]);
    expect(actor.getSnapshot().context.values.oldPassword).toBe("errada12");
  });

  it("treats a 422 without messages as a connection problem", async () => {
    const { actor, settle } = harness();
    fill(actor, { oldPassword: "velha123", newPassword: "nova12345", confirmedNewPassword: "nova12345" });
    actor.send({ type: "submit" });
    await settle({ type: FAILED, error: apiError("Invalid", 422, []) });
    expect(actor.getSnapshot().hasTag("connection-failed")).toBe(true);
  });

  it("ends with outcome changed only through Entrar novamente", async () => {
    const { actor, settle } = harness();
    fill(actor, { oldPassword: "velha123", newPassword: "nova12345", confirmedNewPassword: "nova12345" });
    actor.send({ type: "submit" });
    await settle({ type: DONE, output: { message: "ok" } });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().hasTag("changed")).toBe(true);
    actor.send({ type: "sign-in-again" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ outcome: "changed" });
  });
});
