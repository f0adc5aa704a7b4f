import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";
import { joinMessages, type RunStatus, type WizardStep, WIZARD_STEPS } from "../domain/stock-wizard.ts";
import { type Milli, parseQuantity } from "../domain/stock.ts";
import { isApiError } from "../schemas/api-failure.ts";
import type { SelectorProduct, StockAdjustmentResult } from "../schemas/stock-bulk.ts";

// The stock bulk adjustment wizard (spec 4 "Stock wizard", issue 13 item 5): steps that advance, go back or jump
// (choose the stock, choose products, set incoming and outgoing, review, run); running posts the products one by
// one; each succeeds, or fails with its messages joined by ', ' and the overall success flag cleared; after a run
// with failures only the failed products stay selected, ready to fix and run again.

/** One product of the wizard (spec 3 "Stock wizard product"): its stock, what comes in and out, how its run went. */
export type WizardProduct = {
  readonly id: number;
  readonly full_description: string;
  readonly sku: string;
  readonly sale_unit_name: string;
  readonly sale_unit_decimals: number;
  readonly kind: "product" | "service";
  readonly active: boolean;
  /** On hand, incoming and outgoing in the stock (thousandths). */
  readonly sku_quantity: Milli;
  readonly sku_incoming: Milli;
  readonly sku_outgoing: Milli;
  /** The adjustment typed (thousandths of the sale unit). */
  readonly incoming: Milli;
  readonly outgoing: Milli;
  /** "ready" until it runs. */
  readonly status: "ready" | RunStatus;
  /** The server's messages joined by ', ' when it failed (spec 8, stock validation). */
  readonly message: string;
  /** A failure without messages (no connection, a server error): its tag and status, for the view's text. */
  readonly failure: { readonly tag: string; readonly status: number } | null;
};

export type AdjustInput = {
  readonly stockId: number;
  readonly product: WizardProduct;
  /** The same for a product within one run, new for every run (the server writes a key once). */
  readonly idempotencyKey: string;
};

export type StockWizardInput = {
  /** The stock of the page the wizard opens in (preselected). */
  readonly stockId: number | null;
  /** Random per wizard: keeps its idempotency keys apart from every other wizard's. */
  readonly nonce: string;
};

export type StockWizardContext = {
  readonly stockId: number | null;
  readonly nonce: string;
  /** How many runs started: part of each product's idempotency key. */
  readonly runs: number;
  readonly products: ReadonlyArray<WizardProduct>;
  /** The product being posted in a run. */
  readonly index: number;
  /** The overall success flag: null before a run, false once a product failed. */
  readonly success: boolean | null;
};

export type StockWizardEvent =
  | { type: "stock.chosen"; stockId: number }
  | { type: "products.chosen"; products: ReadonlyArray<SelectorProduct> }
  | { type: "quantity.changed"; productId: number; field: "incoming" | "outgoing"; value: Milli }
  | { type: "next" }
  | { type: "back" }
  | { type: "jump"; step: WizardStep }
  | { type: "run" }
  | { type: "restart" };

/** Heard by the view: the selector keeps only these (after a run with failures), or nothing (a new stock). */
export type StockWizardEmitted = { type: "selection.kept"; products: ReadonlyArray<WizardProduct> };

export type StockWizardTag = WizardStep | "running" | "succeeded" | "failed";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

const milli = (value: number) => parseQuantity(value) ?? 0;

/** A product as chosen in the selector, keeping what was already typed for it. */
export const wizardProductOf = (product: SelectorProduct, kept?: WizardProduct): WizardProduct => ({
  id: product.id,
  full_description: product.full_description,
  sku: product.sku,
  sale_unit_name: product.sale_unit_name,
  sale_unit_decimals: product.sale_unit_decimals,
  kind: product.kind,
  active: product.status,
  sku_quantity: milli(product.sku_quantity),
  sku_incoming: milli(product.sku_incoming),
  sku_outgoing: milli(product.sku_outgoing),
  incoming: kept?.incoming ?? 0,
  outgoing: kept?.outgoing ?? 0,
  status: kept?.status ?? "ready",
  message: kept?.message ?? "",
  failure: kept?.failure ?? null,
});

/** The index of the step a state shows (the progress indicator's active item). */
export const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step);

export const idempotencyKeyOf = (context: StockWizardContext, productId: number) =>
  `stock-bulk:${context.nonce}:${context.runs}:${productId}`;

const reaches = (context: StockWizardContext, step: WizardStep): boolean => {
  if (step === "stock") return true;
  if (context.stockId === null) return false;
  if (step === "products") return true;
  return context.products.length > 0 && (step === "quantities" || step === "review");
};

const updateCurrent = (
  context: StockWizardContext,
  change: (product: WizardProduct) => WizardProduct,
): ReadonlyArray<WizardProduct> => context.products.map((p, i) => (i === context.index ? change(p) : p));

type StepState = "stock" | "products" | "quantities" | "review";
const JUMP_GUARDS = {
  stock: "jumps to stock",
  products: "jumps to products",
  quantities: "jumps to quantities",
  review: "jumps to review",
} as const;

/** The progress indicator's clicks from one step: to any other step that can be reached. */
const jumpsFrom = (from: StepState | null) =>
  (Object.keys(JUMP_GUARDS) as StepState[])
    .filter((step) => step !== from)
    .map((step) => ({ guard: JUMP_GUARDS[step], target: `#stock wizard.${step}` }));

export const stockWizardMachine = setup({
  types: {} as {
    context: StockWizardContext;
    events: StockWizardEvent;
    input: StockWizardInput;
    tags: StockWizardTag;
    emitted: StockWizardEmitted;
  },
  actors: {
    "adjust product": fromPromise<StockAdjustmentResult, AdjustInput>(notProvided("adjust product")),
  },
  guards: {
    "stock is chosen": ({ context }) => context.stockId !== null,
    "products are chosen": ({ context }) => context.products.length > 0,
    "jumps to stock": ({ event }) => event.type === "jump" && event.step === "stock",
    "jumps to products": ({ context, event }) =>
      event.type === "jump" && event.step === "products" && reaches(context, "products"),
    "jumps to quantities": ({ context, event }) =>
      event.type === "jump" && event.step === "quantities" && reaches(context, "quantities"),
    "jumps to review": ({ context, event }) =>
      event.type === "jump" && event.step === "review" && reaches(context, "review"),
    "more products": ({ context }) => context.index + 1 < context.products.length,
    "the others succeeded": ({ context }) =>
      context.products.every((p, i) => i === context.index || p.status === "success"),
  },
  actions: {
    "choose stock": assign(({ context, event }) => {
      if (event.type !== "stock.chosen" || event.stockId === context.stockId) return {};
      return { stockId: event.stockId, products: [], success: null };
    }),
    "forget selection": emit({ type: "selection.kept", products: [] }),
    "choose products": assign({
      products: ({ context, event }) =>
        event.type === "products.chosen"
          ? event.products.map((product) =>
              wizardProductOf(
                product,
                context.products.find((p) => p.id === product.id),
              ),
            )
          : context.products,
    }),
    "change quantity": assign({
      products: ({ context, event }) =>
        event.type === "quantity.changed"
          ? context.products.map((p) =>
              p.id === event.productId
                ? { ...p, [event.field]: event.value, status: "ready" as const, message: "", failure: null }
                : p,
            )
          : context.products,
    }),
    "start run": assign(({ context }) => ({
      runs: context.runs + 1,
      index: 0,
      success: null,
      products: context.products.map((p) => ({ ...p, status: "pending" as const, message: "", failure: null })),
    })),
    "next product": assign({ index: ({ context }) => context.index + 1 }),
    "mark succeeded": assign({
      products: ({ context, event }) => {
        const result = (event as unknown as { output: StockAdjustmentResult }).output;
        return updateCurrent(context, (p) => ({
          ...p,
          status: "success",
          sku_quantity: milli(result.sku_quantity),
          sku_incoming: milli(result.sku_incoming),
          sku_outgoing: milli(result.sku_outgoing),
        }));
      },
    }),
    "mark failed": assign(({ context, event }) => {
      const error = (event as unknown as { error: unknown }).error;
      const messages = isApiError(error) ? error.messages : [];
      return {
        success: false,
        products: updateCurrent(context, (p) => ({
          ...p,
          status: "error",
          message: joinMessages(messages),
          failure:
            messages.length > 0
              ? null
              : isApiError(error)
                ? { tag: error._tag, status: error.status }
                : { tag: "", status: 0 },
        })),
      };
    }),
    "keep failed products": assign({ products: ({ context }) => context.products.filter((p) => p.status === "error") }),
    "announce kept": emit(({ context }) => ({ type: "selection.kept", products: context.products })),
    "set success": assign({ success: true }),
    "forget products": assign({ products: [], success: null }),
  },
}).createMachine({
  id: "stock wizard",
  context: ({ input }) => ({
    stockId: input.stockId,
    nonce: input.nonce,
    runs: 0,
    products: [],
    index: 0,
    success: null,
  }),
  initial: "stock",
  states: {
    stock: {
      description: "Choose the stock (preselected from the page, may change among the network's stocks).",
      tags: "stock",
      on: {
        "stock.chosen": { actions: ["choose stock", "forget selection"] },
        next: { guard: "stock is chosen", target: "products" },
        jump: jumpsFrom("stock"),
      },
    },
    products: {
      description: "Choose products with the products selector.",
      tags: "products",
      on: {
        "products.chosen": { actions: "choose products" },
        next: { guard: "products are chosen", target: "quantities" },
        back: "stock",
        jump: jumpsFrom("products"),
      },
    },
    quantities: {
      description: "Incoming and outgoing per product, beside its stock and its unit's decimals.",
      tags: "quantities",
      on: {
        "quantity.changed": { actions: "change quantity" },
        next: "review",
        back: "products",
        jump: jumpsFrom("quantities"),
      },
    },
    review: {
      tags: "review",
      on: {
        run: "running",
        back: "quantities",
        jump: jumpsFrom("review"),
      },
    },
    running: {
      description: "Posts the products one by one; each succeeds or fails with its messages.",
      tags: ["run", "running"],
      entry: "start run",
      initial: "posting",
      states: {
        posting: {
          invoke: {
            id: "adjust product",
            src: "adjust product",
            input: ({ context }) => {
              const product = context.products[context.index] as WizardProduct;
              return {
                stockId: context.stockId ?? 0,
                product,
                idempotencyKey: idempotencyKeyOf(context, product.id),
              };
            },
            onDone: [
              { guard: "more products", target: "posting", reenter: true, actions: ["mark succeeded", "next product"] },
              {
                guard: "the others succeeded",
                target: "#stock wizard.finished.succeeded",
                actions: ["mark succeeded", "set success"],
              },
              {
                target: "#stock wizard.finished.failed",
                actions: ["mark succeeded", "keep failed products", "announce kept"],
              },
            ],
            onError: [
              { guard: "more products", target: "posting", reenter: true, actions: ["mark failed", "next product"] },
              {
                target: "#stock wizard.finished.failed",
                actions: ["mark failed", "keep failed products", "announce kept"],
              },
            ],
          },
        },
      },
    },
    finished: {
      tags: "run",
      initial: "succeeded",
      states: {
        succeeded: {
          tags: "succeeded",
          on: { restart: { target: "#stock wizard.stock", actions: ["forget products", "forget selection"] } },
        },
        failed: {
          description: "Only the failed products stay selected, with their messages, ready to fix and run again.",
          tags: "failed",
          on: {
            "quantity.changed": { actions: "change quantity" },
            run: "#stock wizard.running",
            back: "#stock wizard.quantities",
            jump: jumpsFrom(null),
          },
        },
      },
    },
  },
});

export type StockWizardRef = ActorRefFrom<typeof stockWizardMachine>;
