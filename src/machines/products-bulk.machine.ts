import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import { centsToDecimalString } from "../domain/money.ts";
import { type BulkEditChanges, type BulkEditField, bulkEditProblems } from "../domain/stock-wizard.ts";
import { isApiError } from "../schemas/api-failure.ts";
import type { BulkEditInput, BulkEditPreviewRow, BulkEditResult } from "../schemas/stock-bulk.ts";

// The bulk product edit (/produtos/em-lote, issue 13 item 6): choose products and new values, preview old → new
// per product, confirm; the server applies them all in one transaction.

export type ProductsBulkContext = {
  readonly companyId: number | null;
  readonly productIds: ReadonlyArray<number>;
  readonly changes: BulkEditChanges;
  readonly preview: ReadonlyArray<BulkEditPreviewRow>;
  /** The server's messages of the last failure (already in the user's language), or a failure without them. */
  readonly error: { readonly messages: ReadonlyArray<string>; readonly status: number } | null;
  readonly updated: number;
};

export type ProductsBulkEvent =
  | { type: "unit.chosen"; companyId: number }
  | { type: "products.chosen"; productIds: ReadonlyArray<number> }
  | { type: "change.set"; field: BulkEditField; value: BulkEditChanges[BulkEditField] }
  | { type: "change.unset"; field: BulkEditField }
  | { type: "preview" }
  | { type: "back" }
  | { type: "confirm" }
  | { type: "again" };

export type ProductsBulkTag = "editing" | "busy" | "previewed" | "applied";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

/** The request of a bulk edit (money as decimal strings, absent fields left out). */
export function bulkEditBody(context: ProductsBulkContext): BulkEditInput {
  const { changes } = context;
  return {
    company_id: context.companyId ?? 0,
    products_ids: [...context.productIds],
    changes: {
      ...(changes.price !== undefined ? { price: centsToDecimalString(changes.price) } : {}),
      ...(changes.cost !== undefined ? { cost: centsToDecimalString(changes.cost) } : {}),
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(changes.stockControl !== undefined ? { stock_control: changes.stockControl } : {}),
      ...(changes.departmentId !== undefined ? { department_id: changes.departmentId } : {}),
      ...(changes.groupId !== undefined ? { group_id: changes.groupId } : {}),
    },
  };
}

const failureOf = (error: unknown) =>
  isApiError(error) ? { messages: error.messages, status: error.status } : { messages: [], status: 0 };

export const productsBulkMachine = setup({
  types: {} as {
    context: ProductsBulkContext;
    events: ProductsBulkEvent;
    input: { companyId: number | null };
    tags: ProductsBulkTag;
  },
  actors: {
    "preview changes": fromPromise<ReadonlyArray<BulkEditPreviewRow>, BulkEditInput>(notProvided("preview changes")),
    "apply changes": fromPromise<BulkEditResult, BulkEditInput>(notProvided("apply changes")),
  },
  guards: {
    "edit is complete": ({ context }) =>
      context.companyId !== null && bulkEditProblems(context.changes, context.productIds.length).length === 0,
  },
  actions: {
    "choose unit": assign({
      companyId: ({ context, event }) => (event.type === "unit.chosen" ? event.companyId : context.companyId),
    }),
    "choose products": assign({
      productIds: ({ context, event }) => (event.type === "products.chosen" ? event.productIds : context.productIds),
    }),
    "set change": assign({
      changes: ({ context, event }) =>
        event.type === "change.set" ? { ...context.changes, [event.field]: event.value } : context.changes,
    }),
    "unset change": assign({
      changes: ({ context, event }) => {
        if (event.type !== "change.unset") return context.changes;
        const { [event.field]: _, ...rest } = context.changes;
        return rest;
      },
    }),
    "forget error": assign({ error: null }),
  },
}).createMachine({
  id: "products bulk edit",
  context: ({ input }) => ({
    companyId: input.companyId,
    productIds: [],
    changes: {},
    preview: [],
    error: null,
    updated: 0,
  }),
  initial: "editing",
  states: {
    editing: {
      description: "Choose the unit, the products (selector and filters) and the new values.",
      tags: "editing",
      on: {
        "unit.chosen": { actions: "choose unit" },
        "products.chosen": { actions: "choose products" },
        "change.set": { actions: "set change" },
        "change.unset": { actions: "unset change" },
        preview: { guard: "edit is complete", target: "previewing", actions: "forget error" },
      },
    },
    previewing: {
      tags: "busy",
      invoke: {
        id: "preview changes",
        src: "preview changes",
        input: ({ context }) => bulkEditBody(context),
        onDone: { target: "previewed", actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => failureOf(event.error) }) },
      },
    },
    previewed: {
      description: "Old → new per product; nothing is written until confirmed.",
      tags: "previewed",
      on: { confirm: { target: "applying", actions: "forget error" }, back: "editing" },
    },
    applying: {
      tags: ["busy", "previewed"],
      invoke: {
        id: "apply changes",
        src: "apply changes",
        input: ({ context }) => bulkEditBody(context),
        onDone: { target: "applied", actions: assign({ updated: ({ event }) => event.output.updated }) },
        onError: { target: "previewed", actions: assign({ error: ({ event }) => failureOf(event.error) }) },
      },
    },
    applied: {
      tags: "applied",
      on: {
        again: {
          target: "editing",
          actions: assign({ productIds: [], changes: {}, preview: [], error: null, updated: 0 }),
        },
      },
    },
  },
});

export type ProductsBulkRef = ActorRefFrom<typeof productsBulkMachine>;
