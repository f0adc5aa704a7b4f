import { type ActorRefFrom, assign, type ErrorActorEvent, fromPromise, type SnapshotFrom, setup } from "xstate";
import { passwordTooShort } from "../domain/profile.ts";
import type { ChangePasswordRequest } from "../schemas/auth.ts";

export type PasswordFieldName = keyof ChangePasswordRequest;
export const PASSWORD_FIELDS: ReadonlyArray<PasswordFieldName> = ["oldPassword", "newPassword", "confirmedNewPassword"];

/**
 * Keys of the field messages: required (spec 5.3), min-length (the server's minimum, checked before sending) and
 * confirmation (spec 5.1, "Confirmação inválida.").
 */
export type PasswordFieldError = "required" | "min-length" | "confirmation";
export type PasswordFieldErrors = Partial<Record<PasswordFieldName, PasswordFieldError>>;

/** Form rules checked before anything is sent: the three fields are required and the confirmation must match. */
export function passwordFieldErrors(values: ChangePasswordRequest): PasswordFieldErrors {
  const errors: PasswordFieldErrors = {};
  for (const field of PASSWORD_FIELDS) if (values[field] === "") errors[field] = "required";
  if (passwordTooShort(values.newPassword)) errors.newPassword = "min-length";
  if (values.confirmedNewPassword !== "" && values.confirmedNewPassword !== values.newPassword)
    errors.confirmedNewPassword = "confirmation";
  return errors;
}

export type ChangePasswordContext = {
  values: ChangePasswordRequest;
  /** Shown once the user tried to submit; from then on kept up to date as they type. */
  errors: PasswordFieldErrors;
  attempted: boolean;
  /** The server's 422 messages, in the user's language. */
  serverMessages: ReadonlyArray<string>;
};

export type ChangePasswordEvent =
  | { type: "field.changed"; field: PasswordFieldName; value: string }
  | { type: "submit" }
  /** Cancelar, the close icon or Escape: closes the notice on top, or the dialog. */
  | { type: "close" }
  | { type: "sign-in-again" };

export type ChangePasswordTag =
  | "editing"
  | "busy"
  | "same-password"
  | "rejected"
  | "connection-failed"
  | "changed"
  /** Any of the notices shown over the form: the view shows their text and an OK button. */
  | "notice";

export type ChangePasswordOutput = { readonly outcome: "cancelled" | "changed" };

/** A failed call the machine can branch on: the API client's errors carry `_tag` and `messages`. */
type CallFailure = { readonly _tag?: unknown; readonly messages?: unknown };

const validationMessages = (error: unknown): ReadonlyArray<string> => {
  const failure = (typeof error === "object" && error !== null ? error : {}) as CallFailure;
  if (failure._tag !== "Invalid" || !Array.isArray(failure.messages)) return [];
  return failure.messages.filter((m): m is string => typeof m === "string");
};

const failureOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`change password machine: actor "${name}" was not provided`);
};

export const changePasswordMachine = setup({
  types: {} as {
    context: ChangePasswordContext;
    events: ChangePasswordEvent;
    tags: ChangePasswordTag;
    output: ChangePasswordOutput;
  },
  actors: {
    "change password": fromPromise<unknown, ChangePasswordRequest>(notProvided("change password")),
  },
  guards: {
    "fields are invalid": ({ context }) => Object.keys(passwordFieldErrors(context.values)).length > 0,
    "new password equals old": ({ context }) => context.values.newPassword === context.values.oldPassword,
    "server rejected the fields": (_, error: unknown) => validationMessages(error).length > 0,
  },
  actions: {
    "store value": assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: context.attempted ? passwordFieldErrors(values) : {} };
    }),
    "show field errors": assign(({ context }) => ({ attempted: true, errors: passwordFieldErrors(context.values) })),
    "keep server messages": assign({ serverMessages: (_, error: unknown) => validationMessages(error) }),
    "forget server messages": assign({ serverMessages: [] }),
  },
}).createMachine({
  id: "change password",
  description: "The dialog Troca de senha (spec 5.3, 8): three password fields, Atualizar and Cancelar.",
  initial: "editing",
  output: ({ event }) => event.output as ChangePasswordOutput,
  context: {
    values: { oldPassword: "", newPassword: "", confirmedNewPassword: "" },
    errors: {},
    attempted: false,
    serverMessages: [],
  },
  states: {
    editing: {
      tags: ["editing"],
      on: {
        "field.changed": { actions: "store value" },
        submit: [
          { guard: "fields are invalid", actions: "show field errors" },
          { guard: "new password equals old", target: "samePassword", actions: "show field errors" },
          { target: "submitting", actions: "show field errors" },
        ],
        close: { target: "cancelled" },
      },
    },
    samePassword: {
      tags: ["notice", "same-password"],
      description: "Warning Ops! / A senha nova deve ser diferente da antiga!; nothing was sent.",
      on: { close: { target: "editing" } },
    },
    submitting: {
      tags: ["busy"],
      description: "POST /api/v1/change_password.",
      invoke: {
        id: "change password",
        src: "change password",
        input: ({ context }) => context.values,
        onDone: { target: "changed" },
        onError: [
          {
            guard: { type: "server rejected the fields", params: failureOf },
            target: "rejected",
            actions: { type: "keep server messages", params: failureOf },
          },
          { target: "connectionFailed" },
        ],
      },
    },
    rejected: {
      tags: ["notice", "rejected"],
      description: "422: Ops! with the server's messages joined by commas.",
      on: { close: { target: "editing", actions: "forget server messages" } },
    },
    connectionFailed: {
      tags: ["notice", "connection-failed"],
      description: "Any other failure: the connection text of spec 8.",
      on: { close: { target: "editing" } },
    },
    changed: {
      tags: ["changed"],
      description: "Perfeito! / Senha alterada com sucesso. The server has ended every session of the user.",
      on: { "sign-in-again": { target: "signedOut" } },
    },
    cancelled: { type: "final", output: { outcome: "cancelled" } },
    signedOut: { type: "final", output: { outcome: "changed" } },
  },
});

export type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;
export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
