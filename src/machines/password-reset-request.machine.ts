import { type ActorRefFrom, type ErrorActorEvent, assertEvent, assign, fromPromise, setup } from "xstate";

export type PasswordResetRequestContext = {
  /** The server's neutral answer, shown whether or not the login exists. */
  answer: string | null;
  /** The last failure (an API error); the view turns it into text. */
  error: unknown;
};

export type PasswordResetRequestEvent =
  | { type: "reset-request.submit"; login: string }
  | { type: "reset-request.again" };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`password reset request machine: actor "${name}" was not provided`);
};

/** /user/esqueci-a-senha: asks the server to e-mail a reset link for a login or e-mail. */
export const passwordResetRequestMachine = setup({
  types: {} as { context: PasswordResetRequestContext; events: PasswordResetRequestEvent; tags: "busy" | "sent" },
  actors: {
    "request reset link": fromPromise<{ message: string }, { login: string }>(notProvided("request reset link")),
  },
  actions: {
    "remember answer": assign({ answer: (_, message: string) => message, error: null }),
    "remember error": assign({ error: (_, error: unknown) => error }),
    "forget error": assign({ error: null }),
  },
}).createMachine({
  id: "password reset request",
  initial: "editing",
  context: { answer: null, error: null },
  states: {
    editing: {
      on: { "reset-request.submit": { target: "sending", actions: "forget error" } },
    },
    sending: {
      tags: ["busy"],
      description: "POST /api/v1/password_resets; the answer is the same for unknown logins.",
      invoke: {
        id: "request reset link",
        src: "request reset link",
        input: ({ event }) => {
          assertEvent(event, "reset-request.submit");
          return { login: event.login };
        },
        onDone: { target: "sent", actions: { type: "remember answer", params: ({ event }) => event.output.message } },
        onError: {
          target: "editing",
          actions: { type: "remember error", params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    sent: {
      tags: ["sent"],
      on: { "reset-request.again": { target: "editing" } },
    },
  },
});

export type PasswordResetRequestRef = ActorRefFrom<typeof passwordResetRequestMachine>;
