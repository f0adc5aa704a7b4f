import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { AccountDetail } from "../schemas/finance-accounts.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";
import { type AccountTab, accountFormMachine } from "./account-form.machine.ts";

const stored: AccountDetail = {
  id: 7,
  publicId: "0b6f6a53-2f5e-4f43-9d8e-3f1f2a4f8a10",
  companyId: 2,
  companyName: "Rede Demo Centro",
  accountName: "Itaú conta movimento",
  kind: "bank",
  bankCode: "341",
  bankName: "ITAÚ UNIBANCO S.A.",
  bankAgencyNumber: "1234",
  bankAgencyDigit: "",
  bankAccountNumber: "56789",
  bankAccountDigit: "0",
  notes: "",
  active: true,
  balance: "1500.00",
};

const LOAD_DONE = "xstate.done.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(accountFormMachine, "account form.submit.blocked");
const change = (accountName: string) => ({
  type: "edit" as const,
  edit: { type: "change" as const, change: { accountName, companyId: 2 } },
});
const offline = apiError("Offline", 0, []);

const modelEvents = [
  change("Itaú conta movimento"),
  change(""),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: "xstate.error.actor.load record", error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: offline },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id !== null, c.values.accountName !== "", c.submitted, c.failure !== null, c.loadError !== null];
};

const inputs: RecordFormInput<AccountTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(accountFormMachine, inputs, modelEvents, project, () => false);

describe("account form machine", () => {
  it("walks every state node and every transition but the tab change (one tab)", () => {
    const coverage = modelCoverage(accountFormMachine, paths);
    expect(coverage.missingStates).toEqual(["account form.record.starting"]);
    expect(coverage.missingTransitions.every((t) => t.includes("tab"))).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(accountFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );

  it("requires the name and the unit (spec 5.5), and sends a new account's opening balance", () => {
    const refused = recordFormHarness(accountFormMachine, { id: null, tab: "geral" });
    refused.actor.send({ type: "submit" });
    expect(refused.emitted).toEqual([
      { type: "invalid", issues: { accountName: ["required"], companyId: ["required"] }, tab: null },
    ]);
    expect(refused.saves).toHaveLength(0);
    const sent = recordFormHarness(accountFormMachine, { id: null, tab: "geral" });
    sent.actor.send({
      type: "edit",
      edit: { type: "change", change: { accountName: " Caixa ", companyId: 2, openingBalance: "1.234,56" } },
    });
    sent.actor.send({ type: "submit" });
    expect(sent.saves[0]).toEqual({
      id: null,
      body: {
        accountName: "Caixa",
        companyId: 2,
        kind: "bank",
        bankCode: null,
        bankAgencyNumber: "",
        bankAgencyDigit: "",
        bankAccountNumber: "",
        bankAccountDigit: "",
        notes: "",
        active: true,
        openingBalance: "1234.56",
      },
    });
  });
});
