import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";

// The report builder's saved views (/relatorios/datatables): saving the table on screen under a name (a dialog that
// stays open with the server's message when the name is taken), renaming the view opened (a dialog of its own, the
// same way) and deleting it. The table itself
// runs through the reports kit's resource (ReportPage); this machine is the flow around it.

export type ViewRef = { readonly id: number; readonly name: string };

export type ReportViewsContext = {
  readonly name: string;
  readonly shared: boolean;
  /** Why the last save or delete failed (the API failure), null when it did not. */
  readonly failure: unknown;
  /** The view a rename or delete is about. */
  readonly target: ViewRef | null;
  /** A save or rename was asked for without a name (blank or only spaces): the dialog says a name is needed. */
  readonly blank: boolean;
};

export type ReportViewsEvent =
  | { type: "save.open" }
  | { type: "name.changed"; name: string }
  | { type: "shared.changed"; shared: boolean }
  | { type: "cancel" }
  | { type: "submit" }
  | { type: "rename.open"; view: ViewRef }
  | { type: "delete"; view: ViewRef };

export type ReportViewsEmitted =
  | { type: "saved"; view: ViewRef }
  | { type: "renamed"; view: ViewRef }
  | { type: "deleted"; view: ViewRef };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`report views machine: actor "${name}" was not provided`);
};

export const reportViewsMachine = setup({
  types: {} as {
    context: ReportViewsContext;
    events: ReportViewsEvent;
    emitted: ReportViewsEmitted;
    tags: "busy" | "dialog" | "rename";
  },
  actors: {
    "save view": fromPromise<ViewRef, { name: string; shared: boolean }>(notProvided("save view")),
    "rename view": fromPromise<ViewRef, ViewRef>(notProvided("rename view")),
    "delete view": fromPromise<ViewRef, ViewRef>(notProvided("delete view")),
  },
  guards: {
    "has a name": ({ context }) => context.name.trim() !== "",
  },
}).createMachine({
  id: "report views",
  initial: "idle",
  context: { name: "", shared: false, failure: null, target: null, blank: false },
  states: {
    idle: {
      description: "The builder and its table; a view may be saved, the opened one renamed or deleted.",
      on: {
        "save.open": {
          target: "naming",
          actions: assign({ name: "", shared: false, failure: null, blank: false }),
        },
        "rename.open": {
          target: "renaming",
          actions: assign({
            target: ({ event }) => event.view,
            name: ({ event }) => event.view.name,
            failure: null,
            blank: false,
          }),
        },
        delete: {
          target: "deleting",
          actions: assign({ target: ({ event }) => event.view, failure: null }),
        },
      },
    },
    naming: {
      description: "The save dialog: a name (unique per user) and whether the network sees the view.",
      tags: ["dialog"],
      on: {
        "name.changed": { actions: assign({ name: ({ event }) => event.name, blank: false }) },
        "shared.changed": { actions: assign({ shared: ({ event }) => event.shared }) },
        cancel: { target: "idle", actions: assign({ failure: null }) },
        submit: [{ guard: "has a name", target: "saving" }, { actions: assign({ blank: true, failure: null }) }],
      },
    },
    saving: {
      tags: ["dialog", "busy"],
      invoke: {
        id: "save view",
        src: "save view",
        input: ({ context }) => ({ name: context.name, shared: context.shared }),
        onDone: {
          target: "idle",
          actions: [emit(({ event }) => ({ type: "saved" as const, view: event.output })), assign({ failure: null })],
        },
        onError: { target: "naming", actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    renaming: {
      description: "The rename dialog of the view opened: its name, unique per user.",
      tags: ["rename"],
      on: {
        "name.changed": { actions: assign({ name: ({ event }) => event.name, blank: false }) },
        cancel: { target: "idle", actions: assign({ failure: null, target: null }) },
        submit: [{ guard: "has a name", target: "saving name" }, { actions: assign({ blank: true, failure: null }) }],
      },
    },
    "saving name": {
      tags: ["rename", "busy"],
      invoke: {
        id: "rename view",
        src: "rename view",
        input: ({ context }) => ({ id: (context.target as ViewRef).id, name: context.name }),
        onDone: {
          target: "idle",
          actions: [
            emit(({ event }) => ({ type: "renamed" as const, view: event.output })),
            assign({ target: null, failure: null }),
          ],
        },
        onError: { target: "renaming", actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        id: "delete view",
        src: "delete view",
        input: ({ context }) => context.target as ViewRef,
        onDone: {
          target: "idle",
          actions: [emit(({ event }) => ({ type: "deleted" as const, view: event.output })), assign({ target: null })],
        },
        onError: { target: "idle", actions: assign({ failure: ({ event }) => event.error, target: null }) },
      },
    },
  },
});

export type ReportViewsRef = ActorRefFrom<typeof reportViewsMachine>;
