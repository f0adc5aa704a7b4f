import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";
import { typedCountQuantity } from "../domain/stock-count.ts";
import type { StockTransferInput, StockTransferResult } from "../schemas/stock.ts";

// "Transferir" (issue 13 item 3): products of one stock to another stock of the network. Choose the destination,
// type or scan each product's SKU or barcode with its quantity, and send: the codes are looked up in the origin
// stock (a code not found there is named and nothing is sent), then the transfer moves both sides at once. The
// submit does nothing while a transfer is on its way; the server's 422 messages stay until the next submit; a done
// transfer closes the dialog and the page reloads.

export type TransferLine = { readonly key: number; readonly code: string; readonly quantity: string };

export type StockTransferInputs = { readonly from: number };

export type StockTransferContext = {
  readonly from: number;
  readonly to: number | null;
  readonly lines: ReadonlyArray<TransferLine>;
  /** A submit was tried: the rules' messages show. */
  readonly submitted: boolean;
  /** The codes typed that are no product of the origin stock. */
  readonly notFound: ReadonlyArray<string>;
  /** Why the last submit failed (an ApiError: a 422's messages per field), until the next one. */
  readonly failure: unknown;
};

export type StockTransferEvent =
  | { type: "to.change"; to: number | null }
  | { type: "line.change"; key: number; code?: string; quantity?: string }
  | { type: "line.add" }
  | { type: "line.remove"; key: number }
  | { type: "submit" };

export type StockTransferEmitted = { type: "transferred"; moved: number };

/** busy: the codes are being looked up or the transfer is on its way. */
export type StockTransferTag = "busy";

/** The lines with a code, the ones that will be sent. */
export const filledLines = (lines: ReadonlyArray<TransferLine>): ReadonlyArray<TransferLine> =>
  lines.filter((line) => line.code.trim() !== "");

/** A quantity typed for a transfer: above zero, at most 3 decimals; null otherwise. */
export const transferQuantity = (text: string): number | null => {
  const milli = typedCountQuantity(text);
  return milli === null || milli === 0 ? null : milli / 1000;
};

/** What blocks a submit: no destination, no product, or a product without a valid quantity. */
export const transferIncomplete = (context: Pick<StockTransferContext, "to" | "lines">): boolean => {
  const filled = filledLines(context.lines);
  return context.to === null || filled.length === 0 || filled.some((line) => transferQuantity(line.quantity) === null);
};

export type FindProductsRequest = { readonly stockId: number; readonly codes: ReadonlyArray<string> };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`stock transfer machine: actor "${name}" was not provided`);
};

export const stockTransferMachine = setup({
  types: {} as {
    context: StockTransferContext & { readonly productIds: ReadonlyArray<number | null> };
    input: StockTransferInputs;
    events: StockTransferEvent;
    emitted: StockTransferEmitted;
    tags: StockTransferTag;
  },
  actors: {
    /** The product id of each code in the origin stock, null when none has it. */
    "find products": fromPromise<ReadonlyArray<number | null>, FindProductsRequest>(notProvided("find products")),
    transfer: fromPromise<StockTransferResult, StockTransferInput>(notProvided("transfer")),
  },
  actions: {
    "keep failure": assign(({ event }) => ({ failure: (event as { error?: unknown }).error ?? null })),
  },
  guards: {
    complete: ({ context }) => !transferIncomplete(context),
    "all found": ({ event }) =>
      ((event as { output?: ReadonlyArray<number | null> }).output ?? []).every((id) => id !== null),
  },
}).createMachine({
  id: "stock transfer",
  description: "The transfer dialog: a destination and products with quantities, looked up, then moved at once.",
  context: ({ input }) => ({
    from: input.from,
    to: null,
    lines: [{ key: 1, code: "", quantity: "" }],
    submitted: false,
    notFound: [],
    failure: null,
    productIds: [],
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "to.change": { actions: assign(({ event }) => ({ to: event.to })) },
        "line.change": {
          actions: assign(({ context, event }) => ({
            lines: context.lines.map((line) =>
              line.key === event.key
                ? { ...line, code: event.code ?? line.code, quantity: event.quantity ?? line.quantity }
                : line,
            ),
          })),
        },
        "line.add": {
          actions: assign(({ context }) => ({
            lines: [
              ...context.lines,
              { key: Math.max(0, ...context.lines.map((line) => line.key)) + 1, code: "", quantity: "" },
            ],
          })),
        },
        "line.remove": {
          // The last line stays: there is always one to type into.
          guard: ({ context }) => context.lines.length > 1,
          actions: assign(({ context, event }) => ({ lines: context.lines.filter((line) => line.key !== event.key) })),
        },
        submit: [
          {
            guard: "complete",
            target: "finding",
            actions: assign({ submitted: true, notFound: [], failure: null }),
          },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    finding: {
      tags: ["busy"],
      description: "Each code is looked up among the origin stock's products (SKU or barcode, exactly).",
      invoke: {
        id: "find products",
        src: "find products",
        input: ({ context }) => ({ stockId: context.from, codes: filledLines(context.lines).map((l) => l.code) }),
        onDone: [
          {
            guard: "all found",
            target: "transferring",
            actions: assign(({ event }) => ({ productIds: event.output })),
          },
          {
            target: "editing",
            actions: assign(({ context, event }) => ({
              notFound: filledLines(context.lines)
                .filter((_, index) => event.output[index] === null)
                .map((line) => line.code),
            })),
          },
        ],
        onError: { target: "editing", actions: "keep failure" },
      },
    },
    transferring: {
      tags: ["busy"],
      description: "Both sides move in one transaction; a 422 names the destination or the products.",
      invoke: {
        id: "transfer",
        src: "transfer",
        input: ({ context }) => ({
          from_stock_id: context.from,
          to_stock_id: context.to ?? 0,
          items: filledLines(context.lines).map((line, index) => ({
            product_id: context.productIds[index] ?? 0,
            quantity: transferQuantity(line.quantity) ?? 0,
          })),
        }),
        onDone: { target: "done", actions: emit(({ event }) => ({ type: "transferred", moved: event.output.moved })) },
        onError: { target: "editing", actions: "keep failure" },
      },
    },
    done: { type: "final", description: "Transferred: the dialog closes and the stock's page reloads." },
  },
});

export type StockTransferRef = ActorRefFrom<typeof stockTransferMachine>;
