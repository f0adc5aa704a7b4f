import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { CashClosing, CashCount, CashSession, CashSummary, PdvOutflow, Sangria } from "../schemas/pdv-cash.ts";
import { apiError } from "../schemas/api-error.ts";
import {
  type ClosingStart,
  type CloseInput,
  type CountInput,
  cashRegisterMachine,
  expectedHidden,
} from "./cash-register.machine.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { type PromiseControl, replay } from "./model-replay.ts";

const session: CashSession = {
  id: 7,
  company_id: 1,
  company: "Rede Demo Centro",
  company_has_sync_installments: false,
  cash_supply: "100.00",
  opened_at: "2026-03-10T12:00:00.000Z",
};
const summary: CashSummary = {
  id: 7,
  company_id: 1,
  company: "Rede Demo Centro",
  user_id: 2,
  user: "Caixa",
  opened_at: session.opened_at,
  closed_at: null,
  cash_supply: "100.00",
  sales_count: 0,
  sales_total: "0.00",
  money: { received: "0.00", change: "0.00", sangrias: "10.00", outflows: "5.00", expected: "85.00" },
  pix: { expected: "0.00" },
  card: { expected: "0.00" },
  other: { received: "0.00" },
  closing: null,
};
const counted = (expected: string, value: string, difference: string) => ({ expected, counted: value, difference });
const closing: CashClosing = {
  id: 7,
  company_id: 1,
  closed_at: "2026-03-10T20:00:00.000Z",
  money: counted("85.00", "80.00", "-5.00"),
  pix: counted("0.00", "0.00", "0.00"),
  card: counted("0.00", "0.00", "0.00"),
};
const count: CashCount = {
  id: 7,
  company_id: 1,
  counted_at: "2026-03-10T19:59:00.000Z",
  sales_count: 0,
  sales_total: "0.00",
  money: closing.money,
  pix: closing.pix,
  card: closing.card,
};
const openStart: ClosingStart = { summary, count: null };
const blindStart: ClosingStart = { summary: null, count: null };
const countedStart: ClosingStart = { summary: null, count };
const sangria: Sangria = {
  id: 1,
  cash_movement_id: 7,
  sangria_value: "10.00",
  created_at: session.opened_at,
  drawer_money: "90.00",
};
const outflow: PdvOutflow = {
  id: 1,
  cash_movement_id: 7,
  company_id: 1,
  description: "Café",
  billing_value: "5.00",
  due_date: "2026-03-10",
  competency_date: "2026-03-10",
  paid: true,
  paid_date: "2026-03-10",
  created_at: session.opened_at,
  drawer_money: "85.00",
};
const refused = apiError("Invalid", 422, ["O valor da sangria é maior que o dinheiro em caixa."]);
const outflowFields = {
  billing_value: "5",
  description: "Café",
  due_date: "2026-03-10",
  competency_date: "2026-03-10",
  paid: true,
  paid_date: "2026-03-10",
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: refused });

const events = [
  { type: "open", companyId: null, cashSupply: 10000 },
  { type: "open", companyId: 1, cashSupply: 10000 },
  done("open register", session),
  failure("open register"),
  { type: "opening-value.edit" },
  { type: "opening-value.save", cashSupply: 15000 },
  done("update opening value", { ...session, cash_supply: "150.00" }),
  failure("update opening value"),
  { type: "sangria.start" },
  { type: "sangria.save", value: 1000, key: "sangria-key-1" },
  done("create sangria", sangria),
  failure("create sangria"),
  { type: "outflow.start" },
  { type: "outflow.save", outflow: outflowFields, key: "outflow-key-1" },
  done("create outflow", outflow),
  failure("create outflow"),
  { type: "close.start" },
  done("load closing", openStart),
  done("load closing", blindStart),
  done("load closing", countedStart),
  failure("load closing"),
  { type: "close.retry" },
  { type: "close.count", kind: "money", value: 8000 },
  { type: "close.submit-count", key: "count-key-1" },
  done("count register", count),
  failure("count register"),
  { type: "close.confirm", key: "close-key-1" },
  done("close register", closing),
  failure("close register"),
  { type: "cancel" },
];

// The context parts the guards read, and whether an error is shown: enough to tell states apart, finite.
const project = (context: unknown) => {
  const c = context as { blind: boolean; count: unknown; error: unknown; register: unknown };
  return [c.blind, c.count !== null, c.error !== null, c.register !== null];
};

const build = (control: PromiseControl) =>
  cashRegisterMachine.provide({
    actors: {
      "open register": control.actor(),
      "update opening value": control.actor(),
      "load closing": control.actor(),
      "count register": control.actor(),
      "close register": control.actor(),
      "create sangria": control.actor(),
      "create outflow": control.actor(),
    },
  });

describe("cash register machine (model-based)", () => {
  const paths = transitionModel(cashRegisterMachine, events, project).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(cashRegisterMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    expect(await replay(path, build)).toBeNull();
  });
});

describe("cash register machine", () => {
  it("starts open with a register in the POS state", () => {
    const actor = createActor(cashRegisterMachine, { input: { register: { cashMovementId: 7, companyId: 1 } } });
    actor.start();
    expect(actor.getSnapshot().matches({ open: "idle" })).toBe(true);
    actor.stop();
  });

  it("refuses to open without a unit (o campo Companhia é obrigatório) and sends nothing", () => {
    const actor = createActor(cashRegisterMachine, { input: undefined }).start();
    actor.send({ type: "open", companyId: null, cashSupply: 0 });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.error).toEqual({ action: "open", cause: "company-required" });
  });

  it("closes blind: no expected values until the counts are confirmed once, then closes with them", async () => {
    const counts: CountInput[] = [];
    const sent: CloseInput[] = [];
    let calls = 0;
    const actor = createActor(
      cashRegisterMachine.provide({
        actors: {
          "load closing": fromPromise<ClosingStart, { id: number; blind: boolean }>(async ({ input }) => {
            expect(input).toEqual({ id: 7, blind: true });
            return blindStart;
          }),
          "count register": fromPromise<CashCount, CountInput>(async ({ input }) => {
            counts.push(input);
            return count;
          }),
          "close register": fromPromise<CashClosing, CloseInput>(async ({ input }) => {
            sent.push(input);
            calls += 1;
            if (calls === 1) throw apiError("ServerFailure", 500, []);
            return closing;
          }),
        },
      }),
      { input: { register: { cashMovementId: 7, companyId: 1 }, blind: true } },
    ).start();
    actor.send({ type: "close.start" });
    await waitFor(actor, (s) => s.matches({ open: { closing: "counting" } }));
    expect(expectedHidden(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.summary).toBeNull();
    actor.send({ type: "close.count", kind: "money", value: 8000 });
    // Closing before the counts are confirmed does nothing.
    actor.send({ type: "close.confirm", key: "too-early" });
    expect(actor.getSnapshot().matches({ open: { closing: "counting" } })).toBe(true);
    actor.send({ type: "close.submit-count", key: "count" });
    await waitFor(actor, (s) => s.matches({ open: { closing: "reviewing" } }));
    expect(expectedHidden(actor.getSnapshot())).toBe(false);
    expect(counts).toEqual([
      {
        id: 7,
        request: { inserted_money_value: "80.00", inserted_pix_value: "0.00", inserted_card_value: "0.00" },
        key: "count",
      },
    ]);
    // The confirmed counts are read-only: typing changes nothing.
    actor.send({ type: "close.count", kind: "money", value: 1 });
    expect(actor.getSnapshot().context.counted.money).toBe(8000);
    actor.send({ type: "close.confirm", key: "first" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ open: { closing: "reviewing" } })).toBe(true);
    actor.send({ type: "close.confirm", key: "second" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent.map((s) => s.key)).toEqual(["first", "first"]);
    expect(sent[0]?.request).toEqual({
      id: 7,
      inserted_money_value: "80.00",
      inserted_pix_value: "0.00",
      inserted_card_value: "0.00",
    });
    expect(actor.getSnapshot().output).toEqual({ closing });
  });

  it("goes straight to the differences when the register was already counted (a reload)", async () => {
    const actor = createActor(
      cashRegisterMachine.provide({ actors: { "load closing": fromPromise(async () => countedStart) } }),
      { input: { register: { cashMovementId: 7, companyId: 1 }, blind: true } },
    ).start();
    actor.send({ type: "close.start" });
    await waitFor(actor, (s) => s.matches({ open: { closing: "reviewing" } }));
    expect(actor.getSnapshot().context.counted).toEqual({ money: 8000, pix: 0, card: 0 });
    expect(expectedHidden(actor.getSnapshot())).toBe(false);
  });
});
