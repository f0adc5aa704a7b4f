import { type ActorRefFrom, assign, setup } from "xstate";

export type RequiredFieldInput = { readonly empty: boolean };

export type RequiredFieldEvent = { type: "value.changed"; empty: boolean };

/** "missing": the view shows 'Preenchimento obrigatório'. */
export type RequiredFieldTag = "missing";

/**
 * A required dropdown, multiselect or date field (spec 5.4): when it is empty,
 * 'Preenchimento obrigatório' appears 500 ms after the field is displayed,
 * then follows the value as the user fills or clears it.
 */
export const requiredFieldMachine = setup({
  types: {} as {
    context: { empty: boolean };
    input: RequiredFieldInput;
    events: RequiredFieldEvent;
    tags: RequiredFieldTag;
  },
  delays: { "required message delay": 500 },
  guards: {
    "is empty": ({ context }) => context.empty,
    "becomes empty": ({ event }) => event.empty,
    "becomes filled": ({ event }) => !event.empty,
  },
  actions: {
    "remember emptiness": assign({ empty: ({ event }) => event.empty }),
  },
}).createMachine({
  id: "required field",
  context: ({ input }) => ({ empty: input.empty }),
  initial: "settling",
  states: {
    settling: {
      description: "Just displayed: an empty value is not reported yet.",
      on: { "value.changed": { actions: "remember emptiness" } },
      after: {
        "required message delay": [{ guard: "is empty", target: "missing" }, { target: "filled" }],
      },
    },
    missing: {
      tags: "missing",
      on: { "value.changed": { guard: "becomes filled", target: "filled", actions: "remember emptiness" } },
    },
    filled: {
      on: { "value.changed": { guard: "becomes empty", target: "missing", actions: "remember emptiness" } },
    },
  },
});

export type RequiredFieldRef = ActorRefFrom<typeof requiredFieldMachine>;
