import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from "xstate";

// Any screen's one-off load (a record by id, a reference list, a live production screen's order): it loads once,
// then, when told (a realtime event, a retry), loads again in the background, keeping what is on screen meanwhile;
// a save that answers with the fresh data is adopted as is. The data comes from the "load" actor, provided by the
// view (src/views/components/resource/use-resource.ts). No screen loads data in a useEffect or a module cache.

export type ResourceContext<T> = {
  readonly data: T | null;
  /** The last load's failure: the whole screen's (nothing loaded yet) or a background reload's. */
  readonly error: unknown;
};

export type ResourceEvent<T> =
  /** The data changed elsewhere (a realtime event): load it again, dropping a load still on its way. */
  | { type: "reload" }
  /** Load again after a failure. */
  | { type: "retry" }
  /** A save answered with the fresh data: show it without asking again. */
  | { type: "adopt"; data: T };

/** The contract with the view. */
export type ResourceTag =
  /** Nothing to show yet: `Carregando...`. */
  | "loading"
  /** The data is on screen. */
  | "ready"
  /** The data is on screen and a newer version is being loaded. */
  | "reloading"
  /** Nothing could be loaded: the failure with `Tentar novamente`. */
  | "failed"
  /** The data is on screen but the last reload failed: it may be out of date. */
  | "stale";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`resource machine: actor "${name}" was not provided`);
};

/** One machine per data type, so the view keeps the type from the load function to the snapshot. */
export const createResourceMachine = <T>() =>
  setup({
    types: {} as { context: ResourceContext<T>; events: ResourceEvent<T>; tags: ResourceTag },
    actors: {
      load: fromPromise<T>(notProvided("load")),
    },
    actions: {
      "store data": assign((_, params: { data: T }) => ({ data: params.data, error: null })),
      "store error": assign((_, params: { error: unknown }) => ({ error: params.error })),
    },
  }).createMachine({
    id: "resource",
    description: "A screen's data: first load, background reloads when told, saves adopted.",
    context: { data: null, error: null },
    initial: "loading",
    states: {
      loading: {
        tags: ["loading"],
        description: "Nothing on screen yet.",
        invoke: {
          id: "load",
          src: "load",
          onDone: {
            target: "ready",
            actions: { type: "store data", params: ({ event }) => ({ data: event.output }) },
          },
          onError: {
            target: "failed",
            actions: { type: "store error", params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: { reload: { target: "loading", reenter: true } },
      },
      ready: {
        tags: ["ready"],
        initial: "current",
        on: {
          adopt: { actions: { type: "store data", params: ({ event }) => ({ data: event.data }) } },
        },
        states: {
          current: {
            on: { reload: "reloading" },
          },
          reloading: {
            tags: ["reloading"],
            description: "The previous data stays on screen; another change restarts the load.",
            invoke: {
              id: "load",
              src: "load",
              onDone: {
                target: "current",
                actions: { type: "store data", params: ({ event }) => ({ data: event.output }) },
              },
              onError: {
                target: "stale",
                actions: { type: "store error", params: ({ event }) => ({ error: event.error }) },
              },
            },
            on: { reload: { target: "reloading", reenter: true } },
          },
          stale: {
            tags: ["stale"],
            description: "The reload failed: the data shown may be out of date until the next change or retry.",
            on: { reload: "reloading", retry: "reloading" },
          },
        },
      },
      failed: {
        tags: ["failed"],
        on: { retry: "loading", reload: "loading" },
      },
    },
  });

/** The machine for the statechart diagrams; screens use `createResourceMachine<TheirData>()`. */
export const resourceMachine = createResourceMachine<unknown>();

export type ResourceMachine<T> = ReturnType<typeof createResourceMachine<T>>;
export type ResourceRef<T> = ActorRefFrom<ResourceMachine<T>>;
export type ResourceSnapshot<T> = SnapshotFrom<ResourceMachine<T>>;
