import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";

export type AboutContext = { apiVersion: string | null };
export type AboutEvent = { type: "about.retry" };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`about machine: actor "${name}" was not provided`);
};

/** The About dialog: asks the API for its version each time it opens (spec 2.8, error catalogue 8). */
export const aboutMachine = setup({
  types: {} as { context: AboutContext; events: AboutEvent; tags: "loading" | "unreachable" },
  actors: {
    "load api version": fromPromise<{ version: string }>(notProvided("load api version")),
  },
  actions: {
    "remember version": assign({ apiVersion: (_, version: string) => version }),
  },
}).createMachine({
  id: "about",
  initial: "loading",
  context: { apiVersion: null },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load api version",
        src: "load api version",
        onDone: { target: "known", actions: { type: "remember version", params: ({ event }) => event.output.version } },
        onError: { target: "unreachable" },
      },
    },
    known: {},
    unreachable: {
      tags: ["unreachable"],
      on: { "about.retry": { target: "loading" } },
    },
  },
});

export type AboutRef = ActorRefFrom<typeof aboutMachine>;
