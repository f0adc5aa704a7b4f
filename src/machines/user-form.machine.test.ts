import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { ROLE_TEMPLATES } from "../domain/role-templates.ts";
import { apiError } from "../schemas/api-error.ts";
import type { UserDetail } from "../schemas/users.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";
import {
  fieldsOf,
  type UserEdit,
  type UserTab,
  userBodyOf,
  userFormMachine,
  userValuesOf,
} from "./user-form.machine.ts";

const stored: UserDetail = {
  id: 7,
  name: "Paula Caixa",
  login: "paula.caixa",
  email: "paula@rede.com.br",
  active: true,
  hasOnlinePos: true,
  blindClose: true,
  companies: [{ id: 3, name: "Rede Demo Centro" }],
  permissions: [{ slug: "POS", subPermissions: [{ code: 1, value: 1 }] }],
  created_at: "2026-03-10T12:00:00.000Z",
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(userFormMachine, "user form.submit.blocked");
const edit = (e: UserEdit) => ({ type: "edit" as const, edit: e });
const refused = apiError("Invalid", 422, ["Username já cadastrado"], { login: ["Username já cadastrado"] });

const modelEvents = [
  edit({ type: "change", change: { name: "Paula", login: "paula", email: "p@r.com", companyIds: [3] } }),
  edit({ type: "change", change: { name: "" } }),
  edit({ type: "role", role: "cashier" }),
  edit({ type: "permission", slug: "POS", code: 1, on: false }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "permissoes" },
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
    c.values.role,
    c.values.permissions["POS 1"],
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<UserTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(userFormMachine, inputs, modelEvents, project, () => false);

const harness = (input: RecordFormInput<UserTab>) => recordFormHarness(userFormMachine, input);

describe("user form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(userFormMachine, paths)).toEqual({
      missingStates: ["user form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(userFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("user form machine (rules)", () => {
  it("does not send a new user without a password: it says where the problems are", () => {
    const { actor, emitted, saves } = harness({ id: null, tab: "permissoes" });
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([
      {
        type: "invalid",
        issues: {
          name: ["required"],
          login: ["required"],
          email: ["required"],
          company_ids: ["units"],
          password: ["required"],
        },
        tab: "geral",
      },
    ]);
  });

  it("creates a cashier from the template with a first password; the toggles stay editable", () => {
    const { actor, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { name: "Paula", login: "paula", email: "p@r.com", companyIds: [3] } }));
    actor.send(edit({ type: "change", change: { password: "segredo123", passwordConfirmation: "segredo123" } }));
    actor.send(edit({ type: "role", role: "cashier" }));
    actor.send(edit({ type: "permission", slug: "CUS", code: 1, on: true }));
    actor.send({ type: "submit" });
    const body = saves[0]?.body;
    expect(body).toMatchObject({ name: "Paula", company_ids: [3], password: "segredo123" });
    expect(body?.sendPasswordMail).toBeUndefined();
    const on = body?.permissions.flatMap((m) =>
      m.subPermissions.filter((s) => s.value > 0).map((s) => `${m.slug} ${s.code}=${s.value}`),
    );
    expect(on).toEqual(["CUS 1=2", "POS 1=2"]);
    expect(body?.permissions).toHaveLength(ROLE_TEMPLATES.cashier.length);
  });

  it("asks for the mail instead of a password when chosen", () => {
    const { actor, saves } = harness({ id: null, tab: "geral" });
    actor.send(edit({ type: "change", change: { name: "Paula", login: "paula", email: "p@r.com", companyIds: [3] } }));
    actor.send(edit({ type: "change", change: { passwordChoice: "mail" } }));
    actor.send({ type: "submit" });
    expect(saves[0]?.body).toMatchObject({ sendPasswordMail: true });
    expect(saves[0]?.body.password).toBeUndefined();
  });

  it("keeps a stored value of 1 until its toggle is switched, then emits 0 or 2 (spec 4)", async () => {
    const { actor, control } = harness({ id: 7, tab: "permissoes" });
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values.permissions["POS 1"]).toBe(1);
    actor.send(edit({ type: "permission", slug: "POS", code: 1, on: false }));
    expect(actor.getSnapshot().context.values.permissions["POS 1"]).toBe(0);
    actor.send(edit({ type: "permission", slug: "POS", code: 1, on: true }));
    expect(actor.getSnapshot().context.values.permissions["POS 1"]).toBe(2);
  });

  it("sends a stored user's fields without password fields on PATCH", () => {
    const body = userBodyOf(userValuesOf(stored));
    expect(Object.keys(fieldsOf(body)).sort()).toEqual(
      ["active", "blindClose", "company_ids", "email", "hasOnlinePos", "login", "name", "permissions"].sort(),
    );
    expect(body).not.toHaveProperty("password");
  });
});
