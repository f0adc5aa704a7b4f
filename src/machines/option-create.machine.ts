import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";

/** What the server answers for a created option. */
export type CreatedOption = { readonly id: string | number; readonly name: string };

export type OptionCreateEvent =
  | { type: "create.requested"; name: string }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "dismiss" };

/** "confirming": 'Deseja mesmo criar o item {name}' is open; "failed": the create failure text shows. */
export type OptionCreateTag = "confirming" | "creating" | "failed";

/** The view selects the new option when it hears this. */
export type OptionCreateEmitted = { type: "created"; option: CreatedOption };

type OptionCreateContext = {
  /** The name being confirmed or created. */
  name: string;
  /** Options created here, shown until the caller's list includes them. */
  created: ReadonlyArray<CreatedOption>;
};

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

/** Creating a dropdown option from the typed name (spec 5.4 and 8). */
export const optionCreateMachine = setup({
  types: {} as {
    context: OptionCreateContext;
    events: OptionCreateEvent;
    tags: OptionCreateTag;
    emitted: OptionCreateEmitted;
  },
  actors: {
    "create option": fromPromise<CreatedOption, { name: string }>(notProvided("create option")),
  },
  guards: {
    "name is present": ({ event }) => event.type === "create.requested" && event.name.trim() !== "",
  },
  actions: {
    "remember name": assign({ name: ({ event }) => (event.type === "create.requested" ? event.name.trim() : "") }),
  },
}).createMachine({
  id: "option create",
  context: { name: "", created: [] },
  initial: "idle",
  states: {
    idle: {
      on: { "create.requested": { guard: "name is present", target: "confirming", actions: "remember name" } },
    },
    confirming: {
      description: "Asks 'Deseja mesmo criar o item {name}' before anything is sent.",
      tags: "confirming",
      on: { confirm: "creating", cancel: "idle" },
    },
    creating: {
      tags: "creating",
      invoke: {
        id: "create option",
        src: "create option",
        input: ({ context }) => ({ name: context.name }),
        onDone: {
          target: "idle",
          actions: [
            assign({ created: ({ context, event }) => [...context.created, event.output] }),
            emit(({ event }) => ({ type: "created", option: event.output })),
          ],
        },
        onError: "failed",
      },
    },
    failed: {
      description: "Shows 'Houve um erro ao cadastrar, procure o suporte' until dismissed or retried.",
      tags: "failed",
      on: {
        "create.requested": { guard: "name is present", target: "confirming", actions: "remember name" },
        dismiss: "idle",
      },
    },
  },
});

export type OptionCreateRef = ActorRefFrom<typeof optionCreateMachine>;
