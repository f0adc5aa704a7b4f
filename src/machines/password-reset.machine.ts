import { type ActorRefFrom, type ErrorActorEvent, assertEvent, assign, fromPromise, setup } from "xstate";

export type NewPassword = { readonly newPassword: string; readonly confirmedNewPassword: string };
export type PasswordResetInput = NewPassword & { readonly token: string };

export type PasswordResetContext = {
  token: string;
  /** The server's confirmation once the password changed. */
  answer: string | null;
  /** The last failure (an API error, 422 with messages per field); the view turns it into text. */
  error: unknown;
};

export type PasswordResetEvent = { type: "reset.submit" } & NewPassword;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`password reset machine: actor "${name}" was not provided`);
};

/** /user/redefinir-senha?token=...: sets a new password with the e-mailed token. */
export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext;
    events: PasswordResetEvent;
    input: { token: string };
    tags: "busy" | "done";
  },
  actors: {
    "confirm reset": fromPromise<{ message: string }, PasswordResetInput>(notProvided("confirm reset")),
  },
  actions: {
    "remember answer": assign({ answer: (_, message: string) => message, error: null }),
    "remember error": assign({ error: (_, error: unknown) => error }),
    "forget error": assign({ error: null }),
  },
}).createMachine({
  id: "password reset",
  initial: "editing",
  context: ({ input }) => ({ token: input.token, answer: null, error: null }),
  states: {
    editing: {
      on: { "reset.submit": { target: "saving", actions: "forget error" } },
    },
    saving: {
      tags: ["busy"],
      description: "POST /api/v1/password_resets/confirm; the server checks the token and both passwords.",
      invoke: {
        id: "confirm reset",
        src: "confirm reset",
        input: ({ context, event }) => {
          assertEvent(event, "reset.submit");
          return {
            token: context.token,
            newPassword: event.newPassword,
            confirmedNewPassword: event.confirmedNewPassword,
          };
        },
        onDone: { target: "done", actions: { type: "remember answer", params: ({ event }) => event.output.message } },
        onError: {
          target: "editing",
          actions: { type: "remember error", params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    done: {
      tags: ["done"],
      type: "final",
    },
  },
});

export type PasswordResetRef = ActorRefFrom<typeof passwordResetMachine>;
