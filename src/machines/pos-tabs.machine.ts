import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import { isApiError } from "../schemas/api-failure.ts";
import type { PosTabId, ProductId } from "../schemas/ids.ts";
import type { PosTab, PosTabList, TabProduct } from "../schemas/pdv-tabs.ts";

// The tabs editor of /pdv-tabs (spec 2.10, 4 Tabs, 8 Tabs): tabs load once; a create, change or removal shows at
// once (optimistic) and is rolled back when the server refuses it, with the spec's message: 422 shows the first
// server message, anything else 'Ocorreu um erro no cadastro da aba' (create, change) or 'Ocorreu um erro na
// exclusão da aba, tente novamente' (removal). One write at a time.

/** What a create or change sends: the name and the products in button order (with what the editor shows of them). */
export type TabDraft = { readonly name: string; readonly products: ReadonlyArray<TabProduct> };

/** A failure as the screen shows it: the server's own first message, or the key of the spec's fallback. */
export type TabNotice = { readonly text: string } | { readonly key: "tabs.create-error" | "tabs.delete-error" };

type PosTabsContext = {
  tabs: ReadonlyArray<PosTab>;
  /** The list before the write in flight, restored when it fails. */
  before: ReadonlyArray<PosTab>;
  selectedId: number | null;
  /** The write in flight: a tab's id (a negative one while a new tab has none yet) and what it sends. */
  pending: { readonly id: number; readonly draft: TabDraft } | null;
  notice: TabNotice | null;
  /** Temporary ids of new tabs count down from -1. */
  nextTempId: number;
};

export type PosTabsEvent =
  | { type: "retry" }
  | { type: "select"; id: number }
  | { type: "tab.create"; draft: TabDraft }
  | { type: "tab.update"; id: number; draft: TabDraft }
  | { type: "tab.delete"; id: number }
  | { type: "notice.dismiss" };

export type PosTabsTag = "loading" | "load-failed" | "saving";

export type TabWrite = { readonly id: number; readonly name: string; readonly products_ids: ReadonlyArray<ProductId> };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

const tabOf = (id: number, position: number, draft: TabDraft): PosTab => ({
  id: id as PosTabId,
  name: draft.name.trim(),
  position,
  products_ids: draft.products.map((p) => p.id),
  products: [...draft.products],
});

const writeOf = (pending: PosTabsContext["pending"]): TabWrite => ({
  id: pending?.id ?? 0,
  name: pending?.draft.name.trim() ?? "",
  products_ids: pending?.draft.products.map((p) => p.id) ?? [],
});

/** Spec 8, tabs: a 422 shows the server's first message; anything else the flow's own text. */
export function tabNoticeOf(error: unknown, fallback: "tabs.create-error" | "tabs.delete-error"): TabNotice {
  if (isApiError(error) && error._tag === "Invalid") {
    const first = error.messages[0] ?? Object.values(error.fields).flat()[0];
    if (first) return { text: first };
  }
  return { key: fallback };
}

export const posTabsMachine = setup({
  types: {} as { context: PosTabsContext; events: PosTabsEvent; tags: PosTabsTag },
  actors: {
    "load tabs": fromPromise<PosTabList>(notProvided("load tabs")),
    "create tab": fromPromise<PosTab, TabWrite>(notProvided("create tab")),
    "update tab": fromPromise<PosTab, TabWrite>(notProvided("update tab")),
    "delete tab": fromPromise<unknown, { id: number }>(notProvided("delete tab")),
  },
  guards: {
    "draft is named": ({ event }) =>
      (event.type === "tab.create" || event.type === "tab.update") && event.draft.name.trim() !== "",
    "tab exists": ({ context, event }) =>
      (event.type === "tab.update" || event.type === "tab.delete" || event.type === "select") &&
      context.tabs.some((tab) => tab.id === event.id),
  },
  actions: {
    "roll back": assign({
      tabs: ({ context }) => context.before,
      selectedId: ({ context }) =>
        context.before.some((tab) => tab.id === context.selectedId)
          ? context.selectedId
          : (context.before[0]?.id ?? null),
      pending: null,
    }),
  },
}).createMachine({
  id: "pos tabs",
  context: { tabs: [], before: [], selectedId: null, pending: null, notice: null, nextTempId: -1 },
  initial: "loading",
  states: {
    loading: {
      tags: "loading",
      invoke: {
        id: "load tabs",
        src: "load tabs",
        onDone: {
          target: "ready",
          actions: assign({
            tabs: ({ event }) => event.output.data,
            selectedId: ({ event }) => event.output.data[0]?.id ?? null,
          }),
        },
        onError: "loadFailed",
      },
    },
    loadFailed: {
      description: "The tabs could not be read: the screen offers to try again.",
      tags: "load-failed",
      on: { retry: "loading" },
    },
    ready: {
      initial: "idle",
      on: {
        "notice.dismiss": { actions: assign({ notice: null }) },
      },
      states: {
        idle: {
          on: {
            select: { guard: "tab exists", actions: assign({ selectedId: ({ event }) => event.id }) },
            "tab.create": {
              guard: "draft is named",
              target: "creating",
              actions: assign(({ context, event }) => {
                const id = context.nextTempId;
                const position = (context.tabs.at(-1)?.position ?? -1) + 1;
                return {
                  before: context.tabs,
                  tabs: [...context.tabs, tabOf(id, position, event.draft)],
                  selectedId: id,
                  pending: { id, draft: event.draft },
                  nextTempId: id - 1,
                  notice: null,
                };
              }),
            },
            "tab.update": {
              guard: ({ context, event }) =>
                event.draft.name.trim() !== "" && context.tabs.some((tab) => tab.id === event.id),
              target: "updating",
              actions: assign(({ context, event }) => ({
                before: context.tabs,
                tabs: context.tabs.map((tab) => (tab.id === event.id ? tabOf(tab.id, tab.position, event.draft) : tab)),
                pending: { id: event.id, draft: event.draft },
                notice: null,
              })),
            },
            "tab.delete": {
              guard: "tab exists",
              target: "deleting",
              actions: assign(({ context, event }) => {
                const tabs = context.tabs.filter((tab) => tab.id !== event.id);
                return {
                  before: context.tabs,
                  tabs,
                  selectedId: context.selectedId === event.id ? (tabs[0]?.id ?? null) : context.selectedId,
                  pending: { id: event.id, draft: { name: "", products: [] } },
                  notice: null,
                };
              }),
            },
          },
        },
        creating: {
          description: "The new tab shows (with a temporary id) while the server creates it.",
          tags: "saving",
          invoke: {
            id: "create tab",
            src: "create tab",
            input: ({ context }) => writeOf(context.pending),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                tabs: context.tabs.map((tab) => (tab.id === context.pending?.id ? event.output : tab)),
                selectedId: context.selectedId === context.pending?.id ? event.output.id : context.selectedId,
                pending: null,
              })),
            },
            onError: {
              target: "idle",
              actions: ["roll back", assign({ notice: ({ event }) => tabNoticeOf(event.error, "tabs.create-error") })],
            },
          },
        },
        updating: {
          description: "The changed tab shows while the server saves it.",
          tags: "saving",
          invoke: {
            id: "update tab",
            src: "update tab",
            input: ({ context }) => writeOf(context.pending),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                tabs: context.tabs.map((tab) => (tab.id === event.output.id ? event.output : tab)),
                pending: null,
              })),
            },
            onError: {
              target: "idle",
              actions: ["roll back", assign({ notice: ({ event }) => tabNoticeOf(event.error, "tabs.create-error") })],
            },
          },
        },
        deleting: {
          description: "The tab is gone from the list while the server deletes it.",
          tags: "saving",
          invoke: {
            id: "delete tab",
            src: "delete tab",
            input: ({ context }) => ({ id: context.pending?.id ?? 0 }),
            onDone: { target: "idle", actions: assign({ pending: null }) },
            onError: {
              target: "idle",
              actions: ["roll back", assign({ notice: ({ event }) => tabNoticeOf(event.error, "tabs.delete-error") })],
            },
          },
        },
      },
    },
  },
});

export type PosTabsRef = ActorRefFrom<typeof posTabsMachine>;
