import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";

/** One row of a search answer, read by column field names. */
export type SearchRow = Readonly<Record<string, unknown>>;

/** How the search actor rejects: the texts to show, already in the user's language. */
export type SearchFailure = { readonly _tag: "SearchFailure"; readonly messages: ReadonlyArray<string> };

export const searchFailure = (messages: ReadonlyArray<string>): SearchFailure => ({ _tag: "SearchFailure", messages });

const isSearchFailure = (error: unknown): error is SearchFailure =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "SearchFailure";

export type AdvancedSearchEvent = { type: "term.changed"; term: string };

/** "idle" before anything is typed, "busy" while asking the server; the others say what the results area shows. */
export type AdvancedSearchTag = "idle" | "busy" | "results" | "not-found" | "failed";

type AdvancedSearchContext = {
  term: string;
  rows: ReadonlyArray<SearchRow>;
  messages: ReadonlyArray<string>;
};

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

/** The advanced search modal (spec 2.10 and 8): searches 1 s after the user stops typing. */
export const advancedSearchMachine = setup({
  types: {} as {
    context: AdvancedSearchContext;
    events: AdvancedSearchEvent;
    tags: AdvancedSearchTag;
  },
  actors: {
    search: fromPromise<ReadonlyArray<SearchRow>, { term: string }>(notProvided("search")),
  },
  delays: { debounce: 1000 },
  guards: {
    "term is blank": ({ event }) => event.term.trim() === "",
    "found rows": ({ event }) => "output" in event && Array.isArray(event.output) && event.output.length > 0,
  },
  actions: {
    "remember term": assign({ term: ({ event }) => event.term.trim() }),
    clear: assign({ term: "", rows: [], messages: [] }),
  },
}).createMachine({
  id: "advanced search",
  context: { term: "", rows: [], messages: [] },
  initial: "idle",
  on: {
    "term.changed": [
      { guard: "term is blank", target: ".idle", actions: "clear" },
      { target: ".debouncing", actions: "remember term" },
    ],
  },
  states: {
    idle: { description: "Nothing typed: the modal invites the user to type.", tags: "idle" },
    debouncing: {
      description: "Each keystroke starts this state again, so only the last term is searched.",
      after: { debounce: "searching" },
    },
    searching: {
      tags: "busy",
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ term: context.term }),
        onDone: [
          { guard: "found rows", target: "results", actions: assign({ rows: ({ event }) => event.output }) },
          { target: "notFound", actions: assign({ rows: [] }) },
        ],
        onError: {
          target: "failed",
          actions: assign({
            rows: [],
            messages: ({ event }) => (isSearchFailure(event.error) ? event.error.messages : []),
          }),
        },
      },
    },
    results: { tags: "results" },
    notFound: { tags: "not-found" },
    failed: { tags: "failed" },
  },
});

export type AdvancedSearchRef = ActorRefFrom<typeof advancedSearchMachine>;
