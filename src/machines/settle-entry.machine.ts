import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";
import {
  DEFAULT_LATE_CHARGES,
  lateCharges,
  type SettlementParts,
  type SettlementProblem,
  settlementAmount,
  settlementProblem,
} from "../domain/finance.ts";
import { type Cents, centsToDecimalString } from "../domain/money.ts";
import type { ApiError } from "../schemas/api-error.ts";
import type { FinancialEntryDetail, FinancialSettlementInput } from "../schemas/finance-entries.ts";

// The settle dialog (baixa) of a payable or receivable (issue 14 item 3): date, account, value (what is open by
// default; less leaves the rest open), interest, fine and discount, the total live. Paid late, it suggests the fine
// and interest of a boleto (2 %, 1 % a month pro rata) until the user types their own. One Idempotency-Key per
// dialog, so a retried save settles once; the 500 ms block after a click (spec 4, Modal forms).

export type SettleEntryInput = {
  readonly entryId: number;
  /** What is open of the entry, in cents. */
  readonly open: Cents;
  readonly dueDate: string;
  /** Today (YYYY-MM-DD): the date the dialog starts with. */
  readonly today: string;
  /** The expected account of the entry, when it has one. */
  readonly accountId: number | null;
  readonly idempotencyKey: string;
};

export type SettleFields = {
  readonly date: string | null;
  readonly accountId: number | null;
  readonly value: Cents | null;
  readonly interest: Cents | null;
  readonly fine: Cents | null;
  readonly discount: Cents | null;
};

export type SettleProblem = SettlementProblem | "account-required" | "date-required";

export type SettleEntryContext = SettleFields & {
  readonly entryId: number;
  readonly open: Cents;
  readonly dueDate: string;
  readonly idempotencyKey: string;
  /** The user typed interest or fine: no more suggestions. */
  readonly chargesTyped: boolean;
  readonly submitted: boolean;
  readonly failure: ApiError | null;
};

export type SettleEntryEvent =
  | { type: "change"; change: Partial<SettleFields> }
  | { type: "submit" }
  | { type: "cancel" };

export type SettleRequest = { readonly id: number; readonly body: FinancialSettlementInput; readonly key: string };

const SUBMIT_BLOCK_MS = 500;

const partsOf = (fields: SettleFields): SettlementParts => ({
  value: fields.value ?? 0,
  interest: fields.interest ?? 0,
  fine: fields.fine ?? 0,
  discount: fields.discount ?? 0,
});

/** What moves in the account: principal + interest + fine − discount. */
export const settleTotal = (fields: SettleFields): Cents => settlementAmount(partsOf(fields));

/** The first problem of the dialog's fields, or null. */
export const settleProblem = (context: SettleEntryContext): SettleProblem | null => {
  if (context.date === null) return "date-required";
  if (context.accountId === null) return "account-required";
  return settlementProblem(partsOf(context), context.open);
};

/** The suggested fine and interest for paying `value` on `date`. */
const suggested = (value: Cents | null, dueDate: string, date: string | null) =>
  date === null || value === null ? { fine: 0, interest: 0 } : lateCharges(value, dueDate, date, DEFAULT_LATE_CHARGES);

export const settleBodyOf = (context: SettleEntryContext): FinancialSettlementInput => ({
  date: context.date ?? "",
  account_id: context.accountId ?? 0,
  value: centsToDecimalString(context.value ?? 0),
  interest: centsToDecimalString(context.interest ?? 0),
  fine: centsToDecimalString(context.fine ?? 0),
  discount: centsToDecimalString(context.discount ?? 0),
});

export const settleEntryMachine = setup({
  types: {
    context: {} as SettleEntryContext,
    input: {} as SettleEntryInput,
    events: {} as SettleEntryEvent,
    emitted: {} as { type: "settled"; entry: FinancialEntryDetail } | { type: "closed" },
  },
  actors: {
    "settle entry": fromPromise<FinancialEntryDetail, SettleRequest>(() => {
      throw new Error("settle entry not provided");
    }),
  },
  guards: {
    valid: ({ context }) => settleProblem(context) === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== "change") return {};
      const typed = context.chargesTyped || event.change.interest !== undefined || event.change.fine !== undefined;
      const next = { ...context, ...event.change, chargesTyped: typed, failure: null };
      return typed ? next : { ...next, ...suggested(next.value, next.dueDate, next.date) };
    }),
  },
}).createMachine({
  id: "settle entry",
  context: ({ input }) => ({
    entryId: input.entryId,
    open: input.open,
    dueDate: input.dueDate,
    idempotencyKey: input.idempotencyKey,
    date: input.today,
    accountId: input.accountId,
    value: input.open,
    ...suggested(input.open, input.dueDate, input.today),
    discount: 0,
    chargesTyped: false,
    submitted: false,
    failure: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        change: { actions: "change" },
        submit: [
          { guard: "valid", target: "saving", actions: assign({ submitted: true }) },
          { target: "blocked", actions: assign({ submitted: true }) },
        ],
        cancel: { target: "closed", actions: emit({ type: "closed" }) },
      },
    },
    blocked: {
      tags: ["invalid"],
      after: { [SUBMIT_BLOCK_MS]: "editing" },
      on: { change: { actions: "change" } },
    },
    saving: {
      tags: ["saving"],
      invoke: {
        id: "settle entry",
        src: "settle entry",
        input: ({ context }) => ({ id: context.entryId, body: settleBodyOf(context), key: context.idempotencyKey }),
        onDone: {
          target: "settled",
          actions: emit(({ event }) => ({ type: "settled" as const, entry: event.output })),
        },
        onError: { target: "editing", actions: assign({ failure: ({ event }) => event.error as ApiError }) },
      },
    },
    settled: { type: "final" },
    closed: { type: "final" },
  },
});
export type SettleEntryRef = ActorRefFrom<typeof settleEntryMachine>;
