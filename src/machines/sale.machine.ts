import {
  type ActorRefFrom,
  and,
  assign,
  emit,
  fromPromise,
  not,
  or,
  raise,
  type SnapshotFrom,
  setup,
  stateIn,
} from "xstate";
import { DEFAULT_LOCALE, type Locale } from "../domain/locale.ts";
import type { BudgetDetail, BudgetRequest } from "../schemas/pdv-budgets.ts";
import type { SaleDetail, SaleRequest } from "../schemas/pdv-sales.ts";
import type { ProductHit } from "../schemas/pdv.ts";
import type { CustomerHit, Transporter, TransporterInput } from "../schemas/pdv-people.ts";
import type { DraftCustomer, DraftNamed, DraftPayment, SaleDraft } from "../schemas/sale-draft.ts";
import {
  addPayment,
  addProduct,
  budgetPayload,
  draftTotals,
  emptyDraft,
  type ItemChange,
  paymentWithinOwed,
  removeLine,
  removePayment,
  replacePayment,
  type SaleSession,
  salePayload,
  updateItem,
} from "./sale-draft-rules.ts";

// The sale screen (/pdv/caixa-aberto, spec 4 PDV): step 1 items, step 2 checkout; one modal at a time (a modal
// opened over another closes it and opens 500 ms later); leaving blocked while the sale has a value, except for
// the round trip to /clientes/editar (unblocked, blocked again after 5 s; the customer saved there comes back
// selected, loaded by id); finalize and budget with one Idempotency-Key per attempt, kept for retries.

export type SaleModal = "product-search" | "quantity" | "customer" | "transporter" | "payment" | "confirm";

/** What a 'Tem certeza?' (Não/Sim) confirms (spec 5.5; issue 11: clearing a sale that has items or payments). */
export type ConfirmTarget =
  | { readonly kind: "sale" }
  | { readonly kind: "item"; readonly lineId: string }
  | { readonly kind: "payment"; readonly index: number }
  | { readonly kind: "customer" }
  | { readonly kind: "transporter" };

export type OpenModal = {
  readonly modal: SaleModal;
  /** product-search: the text typed before it opened. */
  readonly query?: string;
  /** quantity: the line edited, or a product waiting for its quantity. */
  readonly lineId?: string;
  readonly product?: ProductHit;
  /** payment: the line edited (null: a new one). */
  readonly paymentIndex?: number;
  readonly confirm?: ConfirmTarget;
};

/** Spec 8 (sale, budget): how a refused finalize or budget is shown. */
export type SubmissionFailure = {
  readonly action: "finalize" | "budget";
  /** validation: 'Corrija estes campos' + messages; warning: 412 server messages; server: (status); other: fallback. */
  readonly kind: "validation" | "warning" | "server" | "other";
  readonly status: number;
  readonly messages: ReadonlyArray<string>;
};

/** The sale to finalize; a sale made from a budget names it in `payload.budget_id` (converted with the sale). */
export type FinalizeInput = { readonly payload: SaleRequest; readonly key: string };
export type BudgetInput = { readonly payload: BudgetRequest; readonly key: string; readonly budgetId: number | null };

/** What the scanner's search answered (GET /products/search): `match` ean/sku is an exact barcode or SKU read. */
export type ScanAnswer = { readonly data: ReadonlyArray<ProductHit>; readonly match: "ean" | "sku" | "text" | "all" };
export type ScanRequest = { readonly q: string; readonly companyId: number };

/** The pick lists of the product, customer and transporter modals; `more`: the server has more matches. */
export type PickKind = "product" | "customer" | "transporter";
export type PickRows =
  | { readonly kind: "product"; readonly rows: ReadonlyArray<ProductHit>; readonly more?: boolean }
  | { readonly kind: "customer"; readonly rows: ReadonlyArray<CustomerHit>; readonly more?: boolean }
  | { readonly kind: "transporter"; readonly rows: ReadonlyArray<Transporter>; readonly more?: boolean };
export type PickRequest = { readonly kind: PickKind; readonly q: string; readonly companyId: number };

export type SaleMachineInput = {
  readonly session: SaleSession;
  /** The stored draft (sale-draft), or null for a new sale. */
  readonly draft: SaleDraft | null;
  /** Today in America/Sao_Paulo (YYYY-MM-DD), for payment dates. */
  readonly today: string;
  /** The interface language: a new sale's operation nature is written in it (pt-BR when not given). */
  readonly locale?: Locale;
};

export type SaleContext = {
  readonly session: SaleSession;
  readonly today: string;
  readonly locale: Locale;
  readonly draft: SaleDraft;
  readonly modal: OpenModal | null;
  /** The modal that opens when the 500 ms after closing the previous one are over. */
  readonly pendingModal: OpenModal | null;
  /** Idempotency-Key of the current finalize / budget attempt; forgotten when the sale changes. */
  readonly finalizeKey: string | null;
  readonly budgetKey: string | null;
  readonly failure: SubmissionFailure | null;
  /** The customer coming back from /clientes/editar while it loads. */
  readonly returningCustomerId: number | null;
  /** The scanner field (EAN, SKU or words). */
  readonly scanText: string;
  /** The open pick list's search: what was typed, for which list, and the last answer. */
  readonly pick: { readonly kind: PickKind; readonly text: string; readonly found: PickRows | null };
  /** The sale just finalized, shown (its change in large type) until the next scan (issue 11). */
  readonly lastSale: LastSale | null;
};

/** What the success state shows and prints: the sale's number, total and the change to give back. */
export type LastSale = { readonly id: number; readonly total: string; readonly change: string };

export type SaleEvent =
  | { type: "item.add"; product: ProductHit; quantity?: number }
  | { type: "item.update"; lineId: string; change: ItemChange }
  | { type: "payment.add"; payment: DraftPayment }
  | { type: "payment.update"; index: number; payment: DraftPayment }
  | { type: "customer.set"; customer: DraftCustomer }
  | { type: "transporter.set"; transporter: DraftNamed }
  /** Header fields of the sale (delivery, seller, notes, fiscal emission, percentage, ...). */
  | {
      type: "sale.set";
      change: Partial<Omit<SaleDraft, "items" | "payments" | "customer" | "transporter" | "budgetId" | "nextLine">>;
    }
  /** Limpar venda: asks 'Tem certeza?' first when the sale has items or payments. */
  | { type: "sale.clear" }
  /** The clearing confirmed (raised by confirm.yes on a `sale` target). */
  | { type: "sale.clear.confirmed" }
  | { type: "step.checkout" }
  | { type: "step.items" }
  | { type: "modal.open"; request: OpenModal }
  | { type: "modal.close" }
  | { type: "confirm.yes" }
  | { type: "confirm.no" }
  /** Off to /clientes/editar to create a customer: leaving allowed, blocked again after 5 s. */
  | { type: "leave.to-customers" }
  /** Back from /clientes/editar with the customer saved there: it is loaded and selected on the sale. */
  | { type: "customer.return"; id: number }
  /** key: a new Idempotency-Key, used unless a failed attempt of the same sale already has one. */
  | { type: "finalize"; key: string }
  | { type: "budget.generate"; key: string }
  | { type: "failure.dismiss" }
  /** The scanner field changed; submit searches it (spec 4 PDV: one exact EAN/SKU hit adds it). */
  | { type: "scan.change"; text: string }
  | { type: "scan.submit" }
  /** A product picked from a list or the scanner: weighed units ask for the quantity first. */
  | { type: "product.choose"; product: ProductHit }
  /** A pick list's search text (also when the modal opens): searched after a short pause. */
  | { type: "pick.search"; kind: PickKind; text: string }
  /** A new transporter from its modal: created, then set on the sale. */
  | { type: "transporter.create"; transporter: TransporterInput };

export type SaleEmitted =
  | { type: "finalized"; sale: SaleDetail; printPdf: boolean; fiscalEmission: "nfce" | "nfe" | null }
  | { type: "budget-created"; budget: BudgetDetail }
  | { type: "customer-returned"; customer: DraftCustomer }
  | { type: "customer-return-failed"; error: unknown }
  /** The scanner found nothing for `code`. */
  | { type: "product-not-found"; code: string }
  /** F10 while part of the total is still to be received: what is still owed (cents). */
  | { type: "payment-owed"; owed: number }
  | { type: "scan-failed"; error: unknown }
  | { type: "transporter-create-failed"; error: unknown };

export type SaleTag =
  | "busy"
  | "finalizing"
  | "budgeting"
  | "failed"
  | "leave-guarded"
  | "switching-modal"
  | "loading-customer"
  | "scanning"
  | "picking"
  | "creating-transporter"
  | "sale-done";

export const MODAL_REOPEN_DELAY = 500;
export const LEAVE_BLOCK_DELAY = 5000;
/** A pick list searches once typing pauses this long. */
export const PICK_SEARCH_DELAY = 200;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`sale machine: actor "${name}" was not provided`);
};

type Failure = { readonly _tag?: unknown; readonly status?: unknown; readonly messages?: unknown };

/** Spec 8: 422 → fix fields with messages; 412 → warning; >= 500 → the status; else the fallback. */
export const failureOf = (action: SubmissionFailure["action"], error: unknown): SubmissionFailure => {
  const failure = (typeof error === "object" && error !== null ? error : {}) as Failure;
  const status = typeof failure.status === "number" ? failure.status : 0;
  const messages = Array.isArray(failure.messages)
    ? failure.messages.filter((m): m is string => typeof m === "string")
    : [];
  if (status === 422 && messages.length > 0) return { action, kind: "validation", status, messages };
  if (status === 412) return { action, kind: "warning", status, messages };
  if (status >= 500) return { action, kind: "server", status, messages };
  return { action, kind: "other", status, messages };
};

/** The event a chosen product becomes: a weighed one asks for its quantity, any other is added. */
const choose = (product: ProductHit): SaleEvent =>
  product.sale_unit.decimals > 0
    ? { type: "modal.open", request: { modal: "quantity", product } }
    : { type: "item.add", product };

/** The scanner's rule (spec 4 PDV): one exact EAN/SKU hit is the product. */
const exactHit = (answer: ScanAnswer): ProductHit | null =>
  (answer.match === "ean" || answer.match === "sku") && answer.data.length === 1 ? (answer.data[0] ?? null) : null;

const changed = (draft: SaleDraft) => ({ draft, finalizeKey: null, budgetKey: null });

const mainAddress = (customer: DraftCustomer): number | null =>
  (customer.addresses.find((address) => address.main) ?? customer.addresses[0])?.id ?? null;

export const saleMachine = setup({
  types: {} as {
    context: SaleContext;
    events: SaleEvent;
    input: SaleMachineInput;
    emitted: SaleEmitted;
    tags: SaleTag;
  },
  actors: {
    "finalize sale": fromPromise<SaleDetail, FinalizeInput>(notProvided("finalize sale")),
    "save budget": fromPromise<BudgetDetail, BudgetInput>(notProvided("save budget")),
    "load customer": fromPromise<DraftCustomer, { id: number }>(notProvided("load customer")),
    "scan product": fromPromise<ScanAnswer, ScanRequest>(notProvided("scan product")),
    "search pick list": fromPromise<PickRows, PickRequest>(notProvided("search pick list")),
    "create transporter": fromPromise<Transporter, TransporterInput>(notProvided("create transporter")),
  },
  delays: {
    "modal reopen": MODAL_REOPEN_DELAY,
    "leave block": LEAVE_BLOCK_DELAY,
    "pick pause": PICK_SEARCH_DELAY,
  },
  guards: {
    "not sending": not(or([stateIn("#finalizing"), stateIn("#budgeting")])),
    "has active items": ({ context }) => draftTotals(context.draft).activeItems > 0,
    "has something to lose": ({ context }) =>
      draftTotals(context.draft).activeItems > 0 || context.draft.payments.length > 0,
    "typing a scan": ({ event }) => event.type === "scan.change" && event.text.trim() !== "",
    finalizable: ({ context }) => draftTotals(context.draft).canFinalize,
    "owes payment": ({ context }) => {
      const totals = draftTotals(context.draft);
      return totals.activeItems > 0 && totals.settlement.restToPay > 0;
    },
    "can make budget": ({ context }) => draftTotals(context.draft).activeItems > 0,
    // Issue 11: card, PIX and boleto payments at most what is still owed; only money gives change.
    "payment within owed": ({ context, event }) =>
      (event.type === "payment.add" && paymentWithinOwed(context.draft, event.payment)) ||
      (event.type === "payment.update" && paymentWithinOwed(context.draft, event.payment, event.index)),
    "another modal": ({ context, event }) =>
      event.type === "modal.open" && context.modal !== null && context.modal.modal !== event.request.modal,
    "same modal": ({ context, event }) => event.type === "modal.open" && context.modal?.modal === event.request.modal,
    confirming: ({ context }) => context.modal?.modal === "confirm" && context.modal.confirm !== undefined,
    "confirming clear": ({ context }) => context.modal?.confirm?.kind === "sale",
    "has scan text": ({ context }) => context.scanText.trim() !== "",
    "exact hit": ({ event }) => "output" in event && exactHit(event.output as ScanAnswer) !== null,
    "no hit": ({ event }) => "output" in event && (event.output as ScanAnswer).data.length === 0,
  },
  actions: {
    "take pick text": assign(({ context, event }) => {
      if (event.type !== "pick.search") return {};
      const found = context.pick.kind === event.kind ? context.pick.found : null;
      return { pick: { kind: event.kind, text: event.text, found } };
    }),
    "select customer": assign(({ context }, customer: DraftCustomer) =>
      changed({
        ...context.draft,
        customer,
        deliveryAddressId: mainAddress(customer),
        customerDoc: customer.docId1,
        // Another customer's vehicle never stays on the sale.
        vehicle: context.draft.customer?.id === customer.id ? (context.draft.vehicle ?? null) : null,
      }),
    ),
    "apply confirmation": assign(({ context }) => {
      const target = context.modal?.confirm;
      if (!target || target.kind === "sale") return {};
      if (target.kind === "item") return changed(removeLine(context.draft, target.lineId));
      if (target.kind === "payment") return changed(removePayment(context.draft, target.index));
      if (target.kind === "customer")
        return changed({ ...context.draft, customer: null, deliveryAddressId: null, customerDoc: "", vehicle: null });
      return changed({ ...context.draft, transporter: null });
    }),
  },
}).createMachine({
  id: "sale",
  type: "parallel",
  context: ({ input }) => ({
    session: input.session,
    today: input.today,
    locale: input.locale ?? DEFAULT_LOCALE,
    draft: input.draft ?? emptyDraft(input.locale),
    modal: null,
    pendingModal: null,
    finalizeKey: null,
    budgetKey: null,
    failure: null,
    returningCustomerId: null,
    scanText: "",
    pick: { kind: "product", text: "", found: null },
    lastSale: null,
  }),
  states: {
    step: {
      description: "Step 1 items, step 2 checkout (spec 4 PDV).",
      initial: "items",
      states: {
        items: { on: { "step.checkout": { guard: "has active items", target: "checkout" } } },
        checkout: { on: { "step.items": "items" } },
      },
    },
    modal: {
      description: "One modal at a time; opening another closes the first and opens the new one 500 ms later.",
      initial: "closed",
      states: {
        closed: {
          on: { "modal.open": { target: "open", actions: assign(({ event }) => ({ modal: event.request })) } },
        },
        open: {
          on: {
            "modal.open": [
              { guard: "same modal", actions: assign(({ event }) => ({ modal: event.request })) },
              {
                guard: "another modal",
                target: "switching",
                actions: assign(({ event }) => ({ modal: null, pendingModal: event.request })),
              },
            ],
            "modal.close": { target: "closed", actions: assign({ modal: null }) },
            "confirm.yes": [
              {
                guard: and(["not sending", "confirming", "confirming clear"]),
                target: "closed",
                actions: [assign({ modal: null }), raise({ type: "sale.clear.confirmed" })],
              },
              {
                guard: and(["not sending", "confirming"]),
                target: "closed",
                actions: ["apply confirmation", assign({ modal: null })],
              },
            ],
            "confirm.no": { guard: "confirming", target: "closed", actions: assign({ modal: null }) },
          },
        },
        switching: {
          tags: ["switching-modal"],
          after: {
            "modal reopen": {
              target: "open",
              actions: assign(({ context }) => ({ modal: context.pendingModal, pendingModal: null })),
            },
          },
          on: {
            "modal.open": { actions: assign(({ event }) => ({ pendingModal: event.request })) },
            "modal.close": { target: "closed", actions: assign({ pendingModal: null }) },
          },
        },
      },
    },
    leave: {
      description: "Leaving the PDV is blocked unless forced or the item total is 0 (see isLeaveBlocked).",
      initial: "guarded",
      states: {
        guarded: { tags: ["leave-guarded"], on: { "leave.to-customers": "released" } },
        released: {
          description: "On the way to /clientes to create a customer; blocked again after 5 s.",
          after: { "leave block": "guarded" },
        },
      },
    },
    customerReturn: {
      description: "The customer created at /clientes/editar comes back by id: loaded, then selected on the sale.",
      initial: "idle",
      states: {
        idle: {
          on: {
            "customer.return": {
              guard: "not sending",
              target: "loading",
              actions: assign(({ event }) => ({ returningCustomerId: event.id })),
            },
          },
        },
        loading: {
          tags: ["loading-customer"],
          invoke: {
            id: "load customer",
            src: "load customer",
            input: ({ context }) => ({ id: context.returningCustomerId ?? 0 }),
            onDone: [
              {
                guard: "not sending",
                target: "idle",
                actions: [
                  { type: "select customer", params: ({ event }) => event.output },
                  emit(({ event }) => ({ type: "customer-returned" as const, customer: event.output })),
                  assign({ returningCustomerId: null }),
                ],
              },
              {
                description: "A sale being sent keeps its customer.",
                target: "idle",
                actions: assign({ returningCustomerId: null }),
              },
            ],
            onError: {
              target: "idle",
              actions: [
                emit(({ event }) => ({ type: "customer-return-failed" as const, error: event.error })),
                assign({ returningCustomerId: null }),
              ],
            },
          },
        },
      },
    },
    scan: {
      description:
        "The scanner field (spec 4 PDV): one exact EAN/SKU hit adds the product, none warns, several open the search.",
      initial: "idle",
      on: {
        "scan.change": { actions: assign(({ event }) => ({ scanText: event.text })) },
        "product.choose": { actions: raise(({ event }) => choose(event.product)) },
      },
      states: {
        idle: {
          on: { "scan.submit": { guard: and(["has scan text", "not sending"]), target: "searching" } },
        },
        searching: {
          tags: ["scanning"],
          invoke: {
            id: "scan product",
            src: "scan product",
            input: ({ context }) => ({ q: context.scanText.trim(), companyId: context.session.companyId }),
            onDone: [
              {
                guard: "exact hit",
                target: "idle",
                actions: [raise(({ event }) => choose(exactHit(event.output) as ProductHit)), assign({ scanText: "" })],
              },
              {
                guard: "no hit",
                target: "idle",
                actions: emit(({ context }) => ({ type: "product-not-found" as const, code: context.scanText.trim() })),
              },
              {
                description: "Several hits, or words: the product search opens with them.",
                target: "idle",
                actions: [
                  raise(({ context }) => ({
                    type: "modal.open" as const,
                    request: { modal: "product-search" as const, query: context.scanText.trim() },
                  })),
                  assign({ scanText: "" }),
                ],
              },
            ],
            onError: {
              target: "idle",
              actions: emit(({ event }) => ({ type: "scan-failed" as const, error: event.error })),
            },
          },
        },
      },
    },
    pick: {
      description: "The open pick list (product, customer, transporter) searches once typing pauses 200 ms.",
      initial: "idle",
      states: {
        idle: { on: { "pick.search": { target: "pausing", actions: "take pick text" } } },
        pausing: {
          tags: ["picking"],
          description: "Another keystroke starts the pause again.",
          after: { "pick pause": "searching" },
          on: { "pick.search": { target: "pausing", reenter: true, actions: "take pick text" } },
        },
        searching: {
          tags: ["picking"],
          description: "A keystroke drops this search and starts the pause again.",
          on: { "pick.search": { target: "pausing", actions: "take pick text" } },
          invoke: {
            id: "search pick list",
            src: "search pick list",
            input: ({ context }) => ({
              kind: context.pick.kind,
              q: context.pick.text.trim(),
              companyId: context.session.companyId,
            }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({ pick: { ...context.pick, found: event.output } })),
            },
            onError: {
              target: "idle",
              actions: assign(({ context }) => ({
                pick: { ...context.pick, found: { kind: context.pick.kind, rows: [] } as PickRows },
              })),
            },
          },
        },
      },
    },
    transporterCreate: {
      description: "A transporter created from its modal is set on the sale and the modal closes.",
      initial: "idle",
      states: {
        idle: { on: { "transporter.create": { guard: "not sending", target: "creating" } } },
        creating: {
          tags: ["creating-transporter"],
          invoke: {
            id: "create transporter",
            src: "create transporter",
            input: ({ event }) => (event as Extract<SaleEvent, { type: "transporter.create" }>).transporter,
            onDone: {
              target: "idle",
              actions: [
                raise(({ event }) => ({
                  type: "transporter.set" as const,
                  transporter: { id: event.output.id, name: event.output.name },
                })),
                raise({ type: "modal.close" }),
              ],
            },
            onError: {
              target: "idle",
              actions: emit(({ event }) => ({ type: "transporter-create-failed" as const, error: event.error })),
            },
          },
        },
      },
    },
    lastSale: {
      description:
        "Issue 11: after a sale, its change shows in large type and its receipt prints with one key, until the next scan.",
      initial: "none",
      states: {
        none: {},
        shown: {
          tags: ["sale-done"],
          exit: assign({ lastSale: null }),
          on: {
            "scan.change": { guard: "typing a scan", target: "none" },
            "item.add": "none",
            "sale.clear.confirmed": "none",
          },
        },
      },
    },
    submission: {
      initial: "idle",
      on: {
        // Draft edits, while nothing is being sent. Any edit forgets the keys (a new body needs a new key).
        "item.add": {
          guard: "not sending",
          actions: assign(({ context, event }) => changed(addProduct(context.draft, event.product, event.quantity))),
        },
        "item.update": {
          guard: "not sending",
          actions: assign(({ context, event }) => changed(updateItem(context.draft, event.lineId, event.change))),
        },
        "payment.add": {
          guard: and(["not sending", "payment within owed"]),
          actions: assign(({ context, event }) => changed(addPayment(context.draft, event.payment))),
        },
        "payment.update": {
          guard: and(["not sending", "payment within owed"]),
          actions: assign(({ context, event }) => changed(replacePayment(context.draft, event.index, event.payment))),
        },
        "customer.set": {
          guard: "not sending",
          actions: { type: "select customer", params: ({ event }) => event.customer },
        },
        "transporter.set": {
          guard: "not sending",
          actions: assign(({ context, event }) => changed({ ...context.draft, transporter: event.transporter })),
        },
        "sale.set": {
          guard: "not sending",
          actions: assign(({ context, event }) => changed({ ...context.draft, ...event.change })),
        },
        "sale.clear": [
          {
            guard: and(["not sending", "has something to lose"]),
            actions: raise({ type: "modal.open", request: { modal: "confirm", confirm: { kind: "sale" } } }),
          },
          { guard: "not sending", actions: raise({ type: "sale.clear.confirmed" }) },
        ],
        "sale.clear.confirmed": {
          guard: "not sending",
          target: [".idle", "#sale.step.items", "#sale.modal.closed"],
          actions: assign(({ context }) => ({
            ...changed({ ...emptyDraft(context.locale), printPdf: context.draft.printPdf }),
            modal: null,
            pendingModal: null,
            failure: null,
          })),
        },
        finalize: {
          description: "Issue 11: F10 with part of the total still owed says how much instead of doing nothing.",
          guard: and(["not sending", "owes payment"]),
          actions: emit(({ context }) => ({
            type: "payment-owed" as const,
            owed: draftTotals(context.draft).settlement.restToPay,
          })),
        },
      },
      states: {
        idle: {
          on: {
            finalize: {
              guard: "finalizable",
              target: "finalizing",
              actions: assign(({ event }) => ({ finalizeKey: event.key })),
            },
            "budget.generate": {
              guard: "can make budget",
              target: "budgeting",
              actions: assign(({ event }) => ({ budgetKey: event.key })),
            },
          },
        },
        finalizing: {
          id: "finalizing",
          tags: ["busy", "finalizing"],
          invoke: {
            id: "finalize sale",
            src: "finalize sale",
            input: ({ context }) => ({
              payload: salePayload(context.draft, context.session, context.today, context.locale),
              key: context.finalizeKey ?? "",
            }),
            onDone: {
              target: ["idle", "#sale.step.items", "#sale.modal.closed", "#sale.lastSale.shown"],
              actions: [
                emit(({ context, event }) => ({
                  type: "finalized" as const,
                  sale: event.output,
                  printPdf: context.draft.printPdf,
                  fiscalEmission: context.draft.fiscalEmission,
                })),
                assign(({ context, event }) => ({
                  ...changed({ ...emptyDraft(context.locale), printPdf: context.draft.printPdf }),
                  modal: null,
                  pendingModal: null,
                  failure: null,
                  lastSale: { id: event.output.id, total: event.output.total, change: event.output.total_change },
                })),
              ],
            },
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({ failure: failureOf("finalize", event.error) })),
            },
          },
        },
        budgeting: {
          id: "budgeting",
          tags: ["busy", "budgeting"],
          invoke: {
            id: "save budget",
            src: "save budget",
            input: ({ context }) => ({
              payload: budgetPayload(context.draft, context.session.companyId),
              key: context.budgetKey ?? "",
              budgetId: context.draft.budgetId,
            }),
            onDone: {
              target: ["idle", "#sale.step.items", "#sale.modal.closed"],
              actions: [
                emit(({ event }) => ({ type: "budget-created" as const, budget: event.output })),
                assign(({ context }) => ({
                  ...changed({ ...emptyDraft(context.locale), printPdf: context.draft.printPdf }),
                  modal: null,
                  pendingModal: null,
                  failure: null,
                })),
              ],
            },
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({ failure: failureOf("budget", event.error) })),
            },
          },
        },
        failed: {
          tags: ["failed"],
          description: "The failure is shown; a retry of the same sale sends the same Idempotency-Key.",
          on: {
            finalize: {
              guard: "finalizable",
              target: "finalizing",
              actions: assign(({ context, event }) => ({ finalizeKey: context.finalizeKey ?? event.key })),
            },
            "budget.generate": {
              guard: "can make budget",
              target: "budgeting",
              actions: assign(({ context, event }) => ({ budgetKey: context.budgetKey ?? event.key })),
            },
            "failure.dismiss": { target: "idle", actions: assign({ failure: null }) },
          },
        },
      },
    },
  },
});

export type SaleRef = ActorRefFrom<typeof saleMachine>;
export type SaleSnapshot = SnapshotFrom<typeof saleMachine>;

/** Spec 4: leaving is allowed only when forced (the caller decides) or the item total is 0. */
export const isLeaveBlocked = (snapshot: SaleSnapshot): boolean =>
  snapshot.hasTag("leave-guarded") && draftTotals(snapshot.context.draft).itemsTotal > 0;
