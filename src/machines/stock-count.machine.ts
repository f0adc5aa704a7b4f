import { type ActorRefFrom, assign, emit, fromPromise, type SnapshotFrom, setup, stateIn } from "xstate";
import { typedCountQuantity } from "../domain/stock-count.ts";
import type { CountDetail, CountEntryInput } from "../schemas/stock.ts";

// The count page (/estoques/inventario/:id, issue 13 item 4): load the count; while it is open, enter counted
// quantities (typed and "Substituir", or scanned and "Somar": a scanner types the code and presses Enter), review the
// differences and close it with a confirmation (the differences are posted as losses and leftovers), or cancel it.
// A closed or canceled count only shows its rows. Each entry, closing or canceling that fails says why and keeps the
// count as it was.

export type StockCountInput = { readonly id: number };

export type EntryMode = CountEntryInput["mode"];

/** What the page says above the rows; the view translates it. */
export type CountNotice =
  | { readonly kind: "entered"; readonly code: string }
  | { readonly kind: "entry-invalid" }
  | { readonly kind: "closed" }
  | { readonly kind: "canceled" }
  | { readonly kind: "failed"; readonly error: unknown };

export type StockCountContext = {
  readonly id: number;
  readonly count: CountDetail | null;
  /** The code field: a barcode or SKU, as typed or scanned. */
  readonly code: string;
  /** The quantity field, as typed ("1,5"). */
  readonly quantity: string;
  readonly notice: CountNotice | null;
  readonly loadError: unknown;
};

export type StockCountEvent =
  | { type: "code.change"; code: string }
  | { type: "quantity.change"; quantity: string }
  /** "Somar" (a scan adds) or "Substituir" (the typed quantity replaces what was counted). */
  | { type: "enter"; mode: EntryMode }
  | { type: "review" }
  | { type: "keep counting" }
  /** The confirmation of the review: close and post the differences. */
  | { type: "close" }
  | { type: "cancel" }
  | { type: "retry" };

/** An entry was saved: the view puts the cursor back in the code field, ready for the next scan. */
export type StockCountEmitted = { type: "entered" };

/** loading, load-failed: the count; busy: an entry, closing or canceling is on its way. */
export type StockCountTag = "loading" | "load-failed" | "busy";

export type CountEntryRequest = { readonly id: number; readonly body: CountEntryInput };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`stock count machine: actor "${name}" was not provided`);
};

/** What a count left open shows after a change: the count as the server now has it. */
const updated = (count: CountDetail) => ({ count });

export const stockCountMachine = setup({
  types: {} as {
    context: StockCountContext;
    input: StockCountInput;
    events: StockCountEvent;
    emitted: StockCountEmitted;
    tags: StockCountTag;
  },
  actors: {
    "load count": fromPromise<CountDetail, { id: number }>(notProvided("load count")),
    "enter count": fromPromise<CountDetail, CountEntryRequest>(notProvided("enter count")),
    "close count": fromPromise<CountDetail, { id: number }>(notProvided("close count")),
    "cancel count": fromPromise<CountDetail, { id: number }>(notProvided("cancel count")),
  },
  guards: {
    "is open": ({ event }) => (event as { output?: CountDetail }).output?.status === "open",
    "entry valid": ({ context }) => context.code.trim() !== "" && typedCountQuantity(context.quantity) !== null,
    "something counted": ({ context }) => (context.count?.items ?? []).some((item) => item.counted !== null),
    reviewing: stateIn({ counting: { list: "reviewing" } }),
  },
}).createMachine({
  id: "stock count",
  description: "A stock count: enter counted quantities, review the differences, close or cancel it.",
  context: ({ input }) => ({ id: input.id, count: null, code: "", quantity: "1", notice: null, loadError: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load count",
        src: "load count",
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: "is open", target: "counting", actions: assign(({ event }) => updated(event.output)) },
          { target: "finished", actions: assign(({ event }) => updated(event.output)) },
        ],
        onError: { target: "load failed", actions: assign(({ event }) => ({ loadError: event.error })) },
      },
    },
    "load failed": {
      tags: ["load-failed"],
      description: "The count could not be read: 404 and 403 say so, anything else offers a retry.",
      on: { retry: { target: "loading", actions: assign({ loadError: null }) } },
    },
    counting: {
      type: "parallel",
      description: "The count is open: the code and quantity fields take entries, the rows show what was counted.",
      on: {
        "code.change": { actions: assign(({ event }) => ({ code: event.code })) },
        "quantity.change": { actions: assign(({ event }) => ({ quantity: event.quantity })) },
      },
      states: {
        work: {
          initial: "idle",
          states: {
            idle: {
              on: {
                enter: [
                  { guard: "entry valid", target: "entering", actions: assign({ notice: null }) },
                  { actions: assign({ notice: { kind: "entry-invalid" } }) },
                ],
                close: { guard: "reviewing", target: "closing", actions: assign({ notice: null }) },
                cancel: { target: "canceling", actions: assign({ notice: null }) },
              },
            },
            entering: {
              tags: ["busy"],
              description: "An entry is on its way: the product found by its code, the quantity added or set.",
              invoke: {
                id: "enter count",
                src: "enter count",
                input: ({ context, event }) => ({
                  id: context.id,
                  body: {
                    code: context.code.trim(),
                    quantity: (typedCountQuantity(context.quantity) ?? 0) / 1000,
                    mode: (event as { mode?: EntryMode }).mode ?? "add",
                  },
                }),
                onDone: {
                  target: "idle",
                  actions: [
                    assign(({ context, event }) => ({
                      ...updated(event.output),
                      notice: { kind: "entered" as const, code: context.code.trim() },
                      code: "",
                      quantity: "1",
                    })),
                    emit({ type: "entered" }),
                  ],
                },
                onError: {
                  target: "idle",
                  actions: assign(({ event }) => ({ notice: { kind: "failed" as const, error: event.error } })),
                },
              },
            },
            closing: {
              tags: ["busy"],
              description: "Closing: each counted product's difference is posted as a loss or a leftover.",
              invoke: {
                id: "close count",
                src: "close count",
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: "#stock count.finished",
                  actions: assign(({ event }) => ({ ...updated(event.output), notice: { kind: "closed" as const } })),
                },
                onError: {
                  target: "idle",
                  actions: assign(({ event }) => ({ notice: { kind: "failed" as const, error: event.error } })),
                },
              },
            },
            canceling: {
              tags: ["busy"],
              description: "Canceling: nothing is posted.",
              invoke: {
                id: "cancel count",
                src: "cancel count",
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: "#stock count.finished",
                  actions: assign(({ event }) => ({
                    ...updated(event.output),
                    notice: { kind: "canceled" as const },
                  })),
                },
                onError: {
                  target: "idle",
                  actions: assign(({ event }) => ({ notice: { kind: "failed" as const, error: event.error } })),
                },
              },
            },
          },
        },
        list: {
          initial: "all",
          states: {
            all: {
              on: { review: { guard: "something counted", target: "reviewing" } },
            },
            reviewing: {
              description: "Only the rows with a difference: what closing will post; closing asks nothing more.",
              on: { "keep counting": "all" },
            },
          },
        },
      },
    },
    finished: {
      description: "Closed or canceled: the rows as the count ended, nothing more to enter.",
    },
  },
});

export type StockCountRef = ActorRefFrom<typeof stockCountMachine>;
export type StockCountSnapshot = SnapshotFrom<typeof stockCountMachine>;
