import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { SellerDetail } from "../schemas/sellers.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import { type RecordFormInput, SUBMIT_BLOCK_MS } from "./record-form.machine.ts";
import {
  type SellerEdit,
  type SellerTab,
  sellerBodyOf,
  sellerFormMachine,
  sellerValuesOf,
  tabOfSellerField,
} from "./seller-form.machine.ts";

const stored: SellerDetail = {
  id: 9,
  name: "Joana Prado",
  commission_percentage: 2.5,
  phone: "11988887777",
  email: "joana@loja.com.br",
  notes: "Turno da tarde",
  company: { id: 1, name: "Rede Demo Centro" },
  user: { id: 40, name: "Joana Prado" },
  active: true,
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(sellerFormMachine, "seller form.submit.blocked");
const edit = (change: SellerEdit["change"]) => ({ type: "edit" as const, edit: { type: "change" as const, change } });
const refused = apiError("Invalid", 422, ["Este usuário já é o vendedor Ana."], {
  user_id: ["Este usuário já é o vendedor Ana."],
});

const modelEvents = [
  edit({ name: "Joana Prado", commissionPercentage: 2.5 }),
  edit({ name: "" }),
  edit({ phone: "123" }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "contatos" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.id !== null,
    c.tab,
    c.values.name !== "",
    c.values.phone !== "",
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<SellerTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(sellerFormMachine, inputs, modelEvents, project);

const harness = (input: RecordFormInput<SellerTab>) => recordFormHarness(sellerFormMachine, input);

describe("seller form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(sellerFormMachine, paths)).toEqual({
      missingStates: ["seller form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(sellerFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("seller form machine (rules)", () => {
  it("does not send an invalid seller: it names the fields and their tab", () => {
    const { actor, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ phone: "123", commissionPercentage: 101 }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([
      {
        type: "invalid",
        issues: { name: ["required"], commission_percentage: ["percentage"], phone: ["phone"] },
        tab: null,
      },
    ]);
  });

  it("creates a seller with commission, unit and user, then edits the one it created", async () => {
    const { actor, control, clock, emitted, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ name: "Joana Prado", commissionPercentage: 2.5, companyId: 1, userId: 40 }));
    actor.send(edit({ phone: "(11) 98888-7777", email: "joana@loja.com.br", notes: "Turno da tarde" }));
    actor.send({ type: "submit" });
    expect(saves[0]).toEqual({
      id: null,
      body: {
        name: "Joana Prado",
        commission_percentage: 2.5,
        company_id: 1,
        user_id: 40,
        active: true,
        phone: "(11) 98888-7777",
        email: "joana@loja.com.br",
        notes: "Turno da tarde",
      },
    });
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted).toEqual([{ type: "saved", record: stored, created: true, go: false }]);
    actor.send(edit({ active: false }));
    clock.increment(SUBMIT_BLOCK_MS);
    actor.send({ type: "submit" });
    expect(saves.at(-1)).toMatchObject({ id: 9, body: { active: false } });
  });

  it("keeps the server's message on the user until the next save", async () => {
    const { actor, control, emitted } = harness({ id: 9, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_ERROR, error: refused });
    expect(actor.getSnapshot().context.failure).toBe(refused);
    expect(emitted).toEqual([{ type: "failed", error: refused, tab: null }]);
  });

  it("loads a seller with the phone's mask and sends it back unchanged; phone, e-mail and notes are on contatos", () => {
    expect(sellerValuesOf(stored)).toMatchObject({ phone: "(11) 98888-7777", companyId: 1, userId: 40 });
    expect(sellerBodyOf(sellerValuesOf(stored))).toMatchObject({
      commission_percentage: 2.5,
      company_id: 1,
      user_id: 40,
    });
    expect(sellerBodyOf({ ...sellerValuesOf(stored), commissionPercentage: null }).commission_percentage).toBe(0);
    expect(
      ["name", "commission_percentage", "company_id", "user_id", "phone", "email", "notes"].map(tabOfSellerField),
    ).toEqual(["geral", "geral", "geral", "geral", "contatos", "contatos", "contatos"]);
  });
});
