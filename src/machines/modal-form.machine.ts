import { type ActorRefFrom, emit, raise, setup, stateIn } from "xstate";

export type ModalFormInput = { readonly hasErrors: boolean };

export type ModalFormEvent = { type: "submit" } | { type: "errors.changed"; hasErrors: boolean };

/** "invalid": red disabled submit with 'corrija os campos para continuar'; "blocked": submit ignored for 500 ms. */
export type ModalFormTag = "invalid" | "blocked";

/** The view runs the caller's submit when it hears this. */
export type ModalFormEmitted = { type: "submitted" };

/** The submit button of a modal form (spec 4, Modal forms). */
export const modalFormMachine = setup({
  types: {} as {
    context: ModalFormInput;
    input: ModalFormInput;
    events: ModalFormEvent;
    tags: ModalFormTag;
    emitted: ModalFormEmitted;
  },
  delays: { "submit block": 500 },
  guards: {
    "reports errors": ({ event }) => event.type === "errors.changed" && event.hasErrors,
    "reports no errors": ({ event }) => event.type === "errors.changed" && !event.hasErrors,
    "form is valid": stateIn({ validity: "valid" }),
  },
  actions: {
    "announce submit": emit({ type: "submitted" }),
  },
}).createMachine({
  id: "modal form",
  context: ({ input }) => ({ hasErrors: input.hasErrors }),
  // The input's validity goes through the same event as later changes, so there is one path into "invalid".
  entry: raise(({ context }) => ({ type: "errors.changed", hasErrors: context.hasErrors })),
  type: "parallel",
  states: {
    validity: {
      initial: "valid",
      states: {
        valid: { on: { "errors.changed": { guard: "reports errors", target: "invalid" } } },
        invalid: {
          description: "The form has errors: submit is red and disabled.",
          tags: "invalid",
          on: { "errors.changed": { guard: "reports no errors", target: "valid" } },
        },
      },
    },
    submission: {
      initial: "ready",
      states: {
        ready: {
          on: { submit: { guard: "form is valid", target: "blocked", actions: "announce submit" } },
        },
        blocked: {
          description: "A submit was just accepted: further clicks are ignored for 500 ms.",
          tags: "blocked",
          after: { "submit block": "ready" },
        },
      },
    },
  },
});

export type ModalFormRef = ActorRefFrom<typeof modalFormMachine>;
