import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";

// A write of the production screens (issue 5): an order's data, an item, a document upload or removal, the
// seamstresses and their distribution. Some writes go straight out ("submit"); removals first ask (spec 5.5:
// 'Você tem certeza?' before an image is removed, 'Tem certeza?' before an item). A failure stays on screen with
// the server's words (spec 8) until retried, dismissed or replaced by another attempt. The request goes to the
// "save" actor the view provides; its answer is announced as "saved".

export type SaveContext<Request> = {
  /** What is being confirmed, saved or was last tried. */
  readonly request: Request | null;
  readonly failure: unknown;
};

export type SaveEvent<Request> =
  /** Save now. */
  | { type: "submit"; request: Request }
  /** Ask for confirmation first. */
  | { type: "ask"; request: Request }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "retry" }
  | { type: "dismiss" };

export type SaveTag =
  /** The confirmation dialog is open. */
  | "confirming"
  /** The request is on its way: buttons show a spinner and stay disabled. */
  | "busy"
  /** The failure text is shown. */
  | "failed";

/** The view hears this when the server accepted the request. */
export type SaveEmitted<Request, Result> = { type: "saved"; request: Request; result: Result };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`production save machine: actor "${name}" was not provided`);
};

/** One machine per request and answer type. */
export const createProductionSaveMachine = <Request, Result>() =>
  setup({
    types: {} as {
      context: SaveContext<Request>;
      events: SaveEvent<Request>;
      tags: SaveTag;
      emitted: SaveEmitted<Request, Result>;
    },
    actors: {
      save: fromPromise<Result, { request: Request }>(notProvided("save")),
    },
    actions: {
      "remember request": assign(({ context, event }) => ({
        request: event.type === "submit" || event.type === "ask" ? event.request : context.request,
        failure: null,
      })),
      "forget failure": assign({ failure: null }),
      "store failure": assign((_, params: { error: unknown }) => ({ failure: params.error })),
      "announce saved": emit(({ context }, params: { result: Result }) => ({
        type: "saved" as const,
        request: context.request as Request,
        result: params.result,
      })),
    },
  }).createMachine({
    id: "production save",
    description: "A production write: straight away or after a confirmation; failures shown until retried.",
    context: { request: null, failure: null },
    initial: "idle",
    states: {
      idle: {
        on: {
          submit: { target: "saving", actions: "remember request" },
          ask: { target: "confirming", actions: "remember request" },
        },
      },
      confirming: {
        tags: ["confirming"],
        description: "'Você tem certeza?': nothing is sent until the user agrees.",
        on: { confirm: "saving", cancel: "idle" },
      },
      saving: {
        tags: ["busy"],
        invoke: {
          id: "save",
          src: "save",
          input: ({ context }) => ({ request: context.request as Request }),
          onDone: {
            target: "idle",
            actions: { type: "announce saved", params: ({ event }) => ({ result: event.output }) },
          },
          onError: {
            target: "failed",
            actions: { type: "store failure", params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      failed: {
        tags: ["failed"],
        description: "The server refused or failed: its messages (422), or the screen's fallback with the status.",
        on: {
          retry: { target: "saving", actions: "forget failure" },
          dismiss: { target: "idle", actions: "forget failure" },
          submit: { target: "saving", actions: "remember request" },
          ask: { target: "confirming", actions: "remember request" },
        },
      },
    },
  });

/** The machine for the statechart diagrams; screens use `createProductionSaveMachine<TheirRequest, TheirResult>()`. */
export const productionSaveMachine = createProductionSaveMachine<unknown, unknown>();

export type ProductionSaveMachine<Request, Result> = ReturnType<typeof createProductionSaveMachine<Request, Result>>;
export type ProductionSaveRef<Request, Result> = ActorRefFrom<ProductionSaveMachine<Request, Result>>;
