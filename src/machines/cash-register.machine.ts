import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import { type Cents, centsToDecimalString, parseMoney } from "../domain/money.ts";
import type {
  CashClosing,
  CashCount,
  CashSession,
  CashSummary,
  CloseCashRequest,
  CountCashRequest,
  OpenCashRequest,
  PdvOutflow,
  PdvOutflowRequest,
  Sangria,
  SangriaRequest,
} from "../schemas/pdv-cash.ts";

// The cash register of spec 4: opening with a float, updating the opening value, sangria, expenses paid from
// the drawer, and closing as a real PDV does: count money, PIX and card, confirm the counts (sent once, read-only
// afterwards), see the differences, close. A blind cashier (the user's setting, kept by the server) gets no expected
// values before the counts are confirmed. Calls are actors supplied by the view (use-cash-register-actor.ts).

/** The open register this flow works on. */
export type RegisterRef = { readonly cashMovementId: number; readonly companyId: number };

export type CashAction = "open" | "opening-value" | "summary" | "count" | "close" | "sangria" | "outflow";

/** What failed, and why: an API error, or `company-required` (opening without a unit, spec 5.5). */
export type CashError = { readonly action: CashAction; readonly cause: unknown };

export type CountedValues = { readonly money: Cents; readonly pix: Cents; readonly card: Cents };
export type CountedKind = keyof CountedValues;

/** The last money movement that worked, for the screen's confirmation. */
export type CashNotice =
  | { readonly kind: "opening-value"; readonly session: CashSession }
  | { readonly kind: "sangria"; readonly sangria: Sangria }
  | { readonly kind: "outflow"; readonly outflow: PdvOutflow };

export type CashRegisterContext = {
  readonly register: RegisterRef | null;
  readonly session: CashSession | null;
  readonly error: CashError | null;
  readonly notice: CashNotice | null;
  readonly summary: CashSummary | null;
  readonly counted: CountedValues;
  /** Blind close (the user's setting): the server sends no expected values before the counts are confirmed. */
  readonly blind: boolean;
  /** The confirmed counts with expected values and differences: the counts are read-only from then on. */
  readonly count: CashCount | null;
  /** Idempotency keys: one per confirmed action, reused on every retry of it. */
  readonly countKey: string | null;
  readonly closeKey: string | null;
  readonly sangriaKey: string | null;
  readonly outflowKey: string | null;
  readonly closing: CashClosing | null;
};

export type CashRegisterInput = { readonly register?: RegisterRef | null; readonly blind?: boolean } | undefined;

export type OutflowFields = Omit<PdvOutflowRequest, "cash_movement_id" | "company_id">;

export type CashRegisterEvent =
  | { type: "open"; companyId: number | null; cashSupply: Cents }
  | { type: "opening-value.edit" }
  | { type: "opening-value.save"; cashSupply: Cents }
  | { type: "sangria.start" }
  | { type: "sangria.save"; value: Cents; key: string }
  | { type: "outflow.start" }
  | { type: "outflow.save"; outflow: OutflowFields; key: string }
  | { type: "close.start" }
  | { type: "close.retry" }
  | { type: "close.count"; kind: CountedKind; value: Cents }
  | { type: "close.submit-count"; key: string }
  | { type: "close.confirm"; key: string }
  | { type: "cancel" };

export type OpeningValueInput = { readonly register: RegisterRef; readonly cashSupply: Cents };
export type SangriaInput = { readonly request: SangriaRequest; readonly key: string };
export type OutflowInput = { readonly request: PdvOutflowRequest; readonly key: string };
export type CloseInput = { readonly request: CloseCashRequest; readonly key: string };
export type CountInput = { readonly id: number; readonly request: CountCashRequest; readonly key: string };
/** What the closing starts from: the confirmed counts if any, else the summary (null for a blind cashier). */
export type ClosingStart = { readonly summary: CashSummary | null; readonly count: CashCount | null };
export type LoadClosingInput = { readonly id: number; readonly blind: boolean };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`cash register: actor "${name}" not provided`);
};

const ZERO: CountedValues = { money: 0, pix: 0, card: 0 };

const decimal = centsToDecimalString;

/** The confirmed counts in cents (the server's answer; null: nothing counted). */
const countedOf = (count: CashCount | null): CountedValues =>
  count
    ? {
        money: parseMoney(count.money.counted) ?? 0,
        pix: parseMoney(count.pix.counted) ?? 0,
        card: parseMoney(count.card.counted) ?? 0,
      }
    : ZERO;

const registerOf = (context: CashRegisterContext): RegisterRef => {
  if (!context.register) throw new Error("cash register: no register");
  return context.register;
};

const failed =
  (action: CashAction) =>
  ({ event }: { event: { error: unknown } }): CashError => ({ action, cause: event.error });

export const cashRegisterMachine = setup({
  types: {} as {
    context: CashRegisterContext;
    events: CashRegisterEvent;
    input: CashRegisterInput;
    tags: "busy" | "open" | "closed" | "editing" | "done";
    output: { closing: CashClosing | null };
  },
  actors: {
    "open register": fromPromise<CashSession, OpenCashRequest>(notProvided("open register")),
    "update opening value": fromPromise<CashSession, OpeningValueInput>(notProvided("update opening value")),
    "load closing": fromPromise<ClosingStart, LoadClosingInput>(notProvided("load closing")),
    "count register": fromPromise<CashCount, CountInput>(notProvided("count register")),
    "close register": fromPromise<CashClosing, CloseInput>(notProvided("close register")),
    "create sangria": fromPromise<Sangria, SangriaInput>(notProvided("create sangria")),
    "create outflow": fromPromise<PdvOutflow, OutflowInput>(notProvided("create outflow")),
  },
  guards: {
    "has register": ({ context }) => context.register !== null,
    "unit chosen": ({ event }) => event.type === "open" && event.companyId !== null,
  },
  actions: {
    "clear error": assign({ error: null }),
  },
}).createMachine({
  id: "cash register",
  context: ({ input }) => ({
    register: input?.register ?? null,
    session: null,
    error: null,
    notice: null,
    summary: null,
    counted: ZERO,
    blind: input?.blind ?? false,
    count: null,
    countKey: null,
    closeKey: null,
    sangriaKey: null,
    outflowKey: null,
    closing: null,
  }),
  initial: "closed",
  output: ({ context }) => ({ closing: context.closing }),
  states: {
    closed: {
      tags: ["closed"],
      description: "The opening form (/pdv/abertura-de-caixa); a register in the POS state starts open.",
      always: { guard: "has register", target: "open" },
      on: {
        open: [
          {
            guard: "unit chosen",
            target: "opening",
            actions: "clear error",
          },
          { actions: assign({ error: { action: "open", cause: "company-required" } }) },
        ],
      },
    },
    opening: {
      tags: ["busy", "closed"],
      invoke: {
        id: "open register",
        src: "open register",
        input: ({ event }) =>
          event.type === "open"
            ? { cash_supply: decimal(event.cashSupply), company_id: event.companyId }
            : { cash_supply: "0" },
        onDone: {
          target: "open",
          actions: assign({
            session: ({ event }) => event.output,
            register: ({ event }) => ({ cashMovementId: event.output.id, companyId: event.output.company_id }),
          }),
        },
        onError: { target: "closed", actions: assign({ error: failed("open") }) },
      },
    },
    open: {
      tags: ["open"],
      initial: "idle",
      states: {
        idle: {
          on: {
            "opening-value.edit": { target: "openingValue", actions: ["clear error", assign({ notice: null })] },
            "sangria.start": {
              target: "sangria",
              actions: ["clear error", assign({ notice: null, sangriaKey: null })],
            },
            "outflow.start": {
              target: "outflow",
              actions: ["clear error", assign({ notice: null, outflowKey: null })],
            },
            "close.start": {
              target: "closing",
              actions: [
                "clear error",
                assign({ notice: null, counted: ZERO, summary: null, count: null, countKey: null, closeKey: null }),
              ],
            },
          },
        },
        openingValue: {
          description: "The cash supply update dialog (PATCH opening_value).",
          initial: "editing",
          on: { cancel: { target: "idle", actions: "clear error" } },
          states: {
            editing: {
              tags: ["editing"],
              on: { "opening-value.save": { target: "saving", actions: "clear error" } },
            },
            saving: {
              tags: ["busy"],
              invoke: {
                id: "update opening value",
                src: "update opening value",
                input: ({ context, event }) => ({
                  register: registerOf(context),
                  cashSupply: event.type === "opening-value.save" ? event.cashSupply : 0,
                }),
                onDone: {
                  target: "#cash register.open.idle",
                  actions: assign({
                    session: ({ event }) => event.output,
                    notice: ({ event }) => ({ kind: "opening-value" as const, session: event.output }),
                  }),
                },
                onError: { target: "editing", actions: assign({ error: failed("opening-value") }) },
              },
            },
          },
        },
        sangria: {
          description: "A withdrawal from the drawer; the server refuses more than the money in it.",
          initial: "editing",
          on: { cancel: { target: "idle", actions: "clear error" } },
          states: {
            editing: {
              tags: ["editing"],
              on: {
                "sangria.save": {
                  target: "saving",
                  actions: [
                    "clear error",
                    assign({ sangriaKey: ({ context, event }) => context.sangriaKey ?? event.key }),
                  ],
                },
              },
            },
            saving: {
              tags: ["busy"],
              invoke: {
                id: "create sangria",
                src: "create sangria",
                input: ({ context, event }) => ({
                  request: {
                    sangria_value: decimal(event.type === "sangria.save" ? event.value : 0),
                    cash_movement_id: registerOf(context).cashMovementId,
                  },
                  key: context.sangriaKey ?? "",
                }),
                onDone: {
                  target: "#cash register.open.idle",
                  actions: assign({ notice: ({ event }) => ({ kind: "sangria" as const, sangria: event.output }) }),
                },
                onError: { target: "editing", actions: assign({ error: failed("sangria") }) },
              },
            },
          },
        },
        outflow: {
          description: "A small expense (financial outflow pdv); paid ones leave the drawer.",
          initial: "editing",
          on: { cancel: { target: "idle", actions: "clear error" } },
          states: {
            editing: {
              tags: ["editing"],
              on: {
                "outflow.save": {
                  target: "saving",
                  actions: [
                    "clear error",
                    assign({ outflowKey: ({ context, event }) => context.outflowKey ?? event.key }),
                  ],
                },
              },
            },
            saving: {
              tags: ["busy"],
              invoke: {
                id: "create outflow",
                src: "create outflow",
                input: ({ context, event }) => {
                  const register = registerOf(context);
                  const fields: OutflowFields =
                    event.type === "outflow.save"
                      ? event.outflow
                      : { billing_value: "0", description: "", due_date: "", competency_date: "", paid: false };
                  return {
                    request: { ...fields, cash_movement_id: register.cashMovementId, company_id: register.companyId },
                    key: context.outflowKey ?? "",
                  };
                },
                onDone: {
                  target: "#cash register.open.idle",
                  actions: assign({ notice: ({ event }) => ({ kind: "outflow" as const, outflow: event.output }) }),
                },
                onError: { target: "editing", actions: assign({ error: failed("outflow") }) },
              },
            },
          },
        },
        closing: {
          description:
            "Count money, PIX and card, confirm the counts once, see the differences, close. Blind: no expected values before the counts are confirmed.",
          initial: "loading",
          on: { cancel: { target: "idle", actions: "clear error" } },
          states: {
            loading: {
              tags: ["busy"],
              description:
                "The confirmed counts if the register was counted (another tab, a reload), else the summary.",
              invoke: {
                id: "load closing",
                src: "load closing",
                input: ({ context }) => ({ id: registerOf(context).cashMovementId, blind: context.blind }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.count !== null,
                    target: "reviewing",
                    actions: assign({
                      summary: ({ event }) => event.output.summary,
                      count: ({ event }) => event.output.count,
                      counted: ({ event }) => countedOf(event.output.count),
                    }),
                  },
                  { target: "counting", actions: assign({ summary: ({ event }) => event.output.summary }) },
                ],
                onError: { target: "unavailable", actions: assign({ error: failed("summary") }) },
              },
            },
            unavailable: {
              on: { "close.retry": { target: "loading", actions: "clear error" } },
            },
            counting: {
              tags: ["editing"],
              description: "The cashier types the counts; a blind cashier sees no expected values.",
              on: {
                "close.count": {
                  actions: assign({
                    counted: ({ context, event }) => ({ ...context.counted, [event.kind]: event.value }),
                  }),
                },
                "close.submit-count": {
                  target: "confirmingCount",
                  actions: ["clear error", assign({ countKey: ({ context, event }) => context.countKey ?? event.key })],
                },
              },
            },
            confirmingCount: {
              tags: ["busy"],
              description: "The counts go to the server once; it answers expected values and differences.",
              invoke: {
                id: "count register",
                src: "count register",
                input: ({ context }) => ({
                  id: registerOf(context).cashMovementId,
                  request: {
                    inserted_money_value: decimal(context.counted.money),
                    inserted_pix_value: decimal(context.counted.pix),
                    inserted_card_value: decimal(context.counted.card),
                  },
                  key: context.countKey ?? "",
                }),
                onDone: { target: "reviewing", actions: assign({ count: ({ event }) => event.output }) },
                onError: { target: "counting", actions: assign({ error: failed("count") }) },
              },
            },
            reviewing: {
              description: "The confirmed counts, read-only, against the expected values: the differences; then close.",
              on: {
                "close.confirm": {
                  target: "submitting",
                  actions: ["clear error", assign({ closeKey: ({ context, event }) => context.closeKey ?? event.key })],
                },
              },
            },
            submitting: {
              tags: ["busy"],
              invoke: {
                id: "close register",
                src: "close register",
                input: ({ context }) => {
                  const counted = context.count ? countedOf(context.count) : context.counted;
                  return {
                    request: {
                      id: registerOf(context).cashMovementId,
                      inserted_money_value: decimal(counted.money),
                      inserted_pix_value: decimal(counted.pix),
                      inserted_card_value: decimal(counted.card),
                    },
                    key: context.closeKey ?? "",
                  };
                },
                onDone: {
                  target: "#cash register.done",
                  actions: assign({ closing: ({ event }) => event.output, register: null }),
                },
                onError: { target: "reviewing", actions: assign({ error: failed("close") }) },
              },
            },
          },
        },
      },
    },
    done: {
      tags: ["done", "closed"],
      description: "Closed: the POS state is cleared and the cashier goes home after reading the differences.",
      type: "final",
    },
  },
});

export type CashRegisterRef = ActorRefFrom<typeof cashRegisterMachine>;
export type CashRegisterSnapshot = SnapshotFrom<typeof cashRegisterMachine>;

/** Whether the expected values are hidden (blind close before the counts are confirmed). */
export const expectedHidden = (snapshot: CashRegisterSnapshot): boolean =>
  snapshot.context.blind && snapshot.context.count === null;
