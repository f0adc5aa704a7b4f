import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPlans } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// GET /api/v1/validate/unique and /account_plan_code (issue 2, item 9; spec 3 and 7).

let t: TestApp;
let admin: string;
const ids = { admin: 0, centro: 0, savassi: 0, outraMatriz: 0, plan11: 0 };
let outraCnpj = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  const unit = async (name: string) => {
    const [row] = await t.db.select().from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`no unit ${name}`);
    return row;
  };
  ids.centro = (await unit("Rede Demo Centro")).id;
  ids.savassi = (await unit("Rede Demo Savassi")).id;
  const outra = await unit("Outra Rede Matriz");
  ids.outraMatriz = outra.id;
  outraCnpj = outra.federalTaxId ?? "";
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "admin"));
  ids.admin = me?.id ?? 0;
  const [plan] = await t.db
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(and(eq(accountPlans.companyId, ids.centro), eq(accountPlans.code, "1.1")));
  ids.plan11 = plan?.id ?? 0;
});
afterAll(() => t.close());

type Params = Record<string, string | number>;
const query = (params: Params) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function unique(params: Params, cookie = admin) {
  const res = await t.request(`/api/v1/validate/unique?${query(params)}`, { cookie });
  return { status: res.status, body: await res.json() };
}
const free = async (params: Params) => (await unique(params)).body.status as boolean;

describe("GET /api/v1/validate/unique", () => {
  it("needs a session", async () => {
    const res = await t.request(`/api/v1/validate/unique?${query({ table: "users", column: "login", value: "x" })}`);
    expect(res.status).toBe(401);
  });

  it("answers { status } with true when the value is free", async () => {
    expect(await unique({ table: "users", column: "login", value: "admin" })).toEqual({
      status: 200,
      body: { status: false },
    });
    expect(await free({ table: "users", column: "login", value: "ninguem.ainda" })).toBe(true);
    expect(await free({ table: "users", column: "login", value: "  " })).toBe(true);
  });

  it("refuses tables and columns off the allow-list with a message", async () => {
    for (const table of [
      "sessions",
      "password_resets",
      "pg_user",
      "information_schema.tables",
      "Users",
      "constructor",
      "__proto__",
    ]) {
      expect(await unique({ table, column: "id", value: "1" }), table).toEqual({
        status: 422,
        body: { messages: { table: ["Valor não permitido."] } },
      });
    }
    for (const column of ["password_hash", "passwordHash", "id", "multi_store_id", "constructor", "toString"]) {
      expect(await unique({ table: "users", column, value: "x" }), column).toEqual({
        status: 422,
        body: { messages: { column: ["Valor não permitido."] } },
      });
    }
  });

  it("answers in Spanish for es-EC", async () => {
    const res = await t.request(`/api/v1/validate/unique?${query({ table: "sessions", column: "id", value: "1" })}`, {
      cookie: admin,
      headers: { "accept-language": "es-EC" },
    });
    expect(await res.json()).toEqual({ messages: { table: ["Valor no permitido."] } });
  });

  it("treats injection-looking input as plain data", async () => {
    const before = await t.db.$count(users);
    for (const table of ["users; drop table users", "users--", "users where 1=1", '"users"']) {
      expect((await unique({ table, column: "login", value: "x" })).status).toBe(422);
    }
    for (const column of ["login; drop table users", "login) or (1=1", "lower(login)"]) {
      expect((await unique({ table: "users", column, value: "x" })).status).toBe(422);
    }
    for (const value of ["' or '1'='1", "admin' --", "%", "_", "admin%", "x'); drop table users; --"]) {
      expect(await free({ table: "users", column: "login", value }), value).toBe(true);
    }
    for (const extra of ['{"company_id":"1 or 1=1"}', '{"company_id":"1; drop table users"}', '{"1=1":1}']) {
      const res = await unique({ table: "account_plans", column: "code", value: "1", extra });
      expect(res.status, extra).toBe(422);
      expect(Object.keys(res.body.messages)).toEqual(["extra"]);
    }
    expect(await t.db.$count(users)).toBe(before);
  });

  it("scopes e-mails to the network account, case-insensitively", async () => {
    expect(await free({ table: "users", column: "email", value: "admin@rededemo.com.br" })).toBe(false);
    expect(await free({ table: "users", column: "email", value: " ADMIN@RedeDemo.com.br " })).toBe(false);
    expect(await free({ table: "users", column: "email", value: "outra.admin@outrarede.com.br" })).toBe(true);
    const outra = await t.login("outra.admin");
    expect(
      (await unique({ table: "users", column: "email", value: "outra.admin@outrarede.com.br" }, outra)).body,
    ).toEqual({
      status: false,
    });
    expect((await unique({ table: "users", column: "email", value: "admin@rededemo.com.br" }, outra)).body).toEqual({
      status: true,
    });
  });

  it("checks logins across every network (a login names one person everywhere)", async () => {
    expect(await free({ table: "users", column: "login", value: "outra.admin" })).toBe(false);
    expect(await free({ table: "users", column: "login", value: "OUTRA.ADMIN" })).toBe(false);
    expect(await free({ table: "users", column: "access_user", value: "Outra.Admin" })).toBe(false);
    expect(await free({ table: "users", column: "access_user", value: "nova.pessoa" })).toBe(true);
  });

  it("scopes unit names and CNPJs to the network account", async () => {
    expect(await free({ table: "companies", column: "name", value: "rede demo centro" })).toBe(false);
    expect(await free({ table: "companies", column: "name", value: "Outra Rede Matriz" })).toBe(true);
    expect(outraCnpj).not.toBe("");
    expect(await free({ table: "companies", column: "federal_tax_id", value: outraCnpj })).toBe(true);
  });

  it("skips the row being edited with ignore", async () => {
    expect(await free({ table: "users", column: "email", value: "admin@rededemo.com.br", ignore: ids.admin })).toBe(
      true,
    );
    expect(await free({ table: "users", column: "login", value: "admin", ignore: ids.admin })).toBe(true);
    expect(await free({ table: "users", column: "login", value: "caixa", ignore: ids.admin })).toBe(false);
    for (const ignore of ["0", "-1", "abc", "1.5"]) {
      expect(await unique({ table: "users", column: "login", value: "admin", ignore }), ignore).toEqual({
        status: 422,
        body: { messages: { ignore: ["Valor inválido"] } },
      });
    }
  });

  it("skips an ignored row only when it belongs to the session's network, so ids of others stay unknown", async () => {
    const [outra] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "outra.admin"));
    const outraId = outra?.id ?? 0;
    expect(outraId).toBeGreaterThan(0);
    for (const ignore of [outraId - 1, outraId, outraId + 1]) {
      expect(await unique({ table: "users", column: "login", value: "outra.admin", ignore }), String(ignore)).toEqual({
        status: 200,
        body: { status: false },
      });
    }
    // Its own user is skipped for outra.admin, as for anyone editing a row of their network.
    const own = await t.login("outra.admin");
    const mine = { table: "users", column: "login", value: "outra.admin", ignore: outraId };
    expect((await unique(mine, own)).body).toEqual({ status: true });
    const matriz = { table: "companies", column: "name", value: "Outra Rede Matriz", ignore: ids.outraMatriz };
    expect((await unique(matriz, own)).body).toEqual({ status: true });
  });

  it("takes extra conditions on allowed columns only", async () => {
    const plans = { table: "account_plans", column: "code" };
    expect(await free({ ...plans, value: "1.1", extra: JSON.stringify({ company_id: ids.centro }) })).toBe(false);
    expect(await free({ ...plans, value: "1.1", extra: JSON.stringify({ company_id: String(ids.savassi) }) })).toBe(
      false,
    );
    expect(await free({ ...plans, value: "9.9", extra: JSON.stringify({ company_id: ids.centro }) })).toBe(true);
    // Another network's unit has the same codes, but its rows are not visible from here.
    expect(await free({ ...plans, value: "1.1", extra: JSON.stringify({ company_id: ids.outraMatriz }) })).toBe(true);

    const refused = async (extra: string) => (await unique({ ...plans, value: "1.1", extra })).body;
    for (const extra of [
      '{"name":"Receitas"}',
      '{"multi_store_id":1}',
      '{"company_id":{"a":1}}',
      '{"company_id":[1]}',
    ]) {
      expect(await refused(extra), extra).toEqual({ messages: { extra: ["Valor não permitido."] } });
    }
    for (const extra of [
      "{company_id:1}",
      "[1]",
      "null",
      "1",
      '"texto"',
      '{"company_id":1.5}',
      '{"company_id":99999999999}',
    ]) {
      expect(await refused(extra), extra).toEqual({ messages: { extra: ["Valor inválido"] } });
    }
    expect(await refused("x".repeat(501))).toEqual({
      messages: { extra: ["O campo deve ter no máximo 500 caracteres."] },
    });
    // users take no extra conditions at all
    expect((await unique({ table: "users", column: "login", value: "x", extra: '{"company_id":1}' })).status).toBe(422);
  });

  it("answers 422 per field for missing or unknown parameters", async () => {
    expect(await unique({ value: "x", intruso: "1" })).toEqual({
      status: 422,
      body: {
        messages: {
          table: ["Preenchimento Obrigatório"],
          column: ["Preenchimento Obrigatório"],
          intruso: ["Campo não permitido."],
        },
      },
    });
  });
});

async function planCode(params: Params, cookie = admin) {
  const res = await t.request(`/api/v1/validate/account_plan_code?${query(params)}`, { cookie });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/v1/validate/account_plan_code", () => {
  it("answers false for a code the unit already has, true for a new one", async () => {
    for (const code of ["1", "1.1", "1.2", "2", "2.1", "2.2", "2.3", " 1.1 "]) {
      expect(await planCode({ company_id: ids.centro, account_plan_code: code }), code).toEqual({
        status: 200,
        body: { status: false },
      });
    }
    expect((await planCode({ company_id: ids.savassi, account_plan_code: "2.3" })).body).toEqual({ status: false });
    expect((await planCode({ company_id: ids.centro, account_plan_code: "11" })).body).toEqual({ status: true });
    expect((await planCode({ company_id: ids.centro, account_plan_code: "1.1.1" })).body).toEqual({ status: true });
  });

  it("skips the plan being edited with ignore", async () => {
    expect((await planCode({ company_id: ids.centro, account_plan_code: "1.1", ignore: ids.plan11 })).body).toEqual({
      status: true,
    });
    expect((await planCode({ company_id: ids.centro, account_plan_code: "1.2", ignore: ids.plan11 })).body).toEqual({
      status: false,
    });
  });

  it("answers 422 for another network's unit or a unit that does not exist", async () => {
    for (const company of [ids.outraMatriz, 999_999]) {
      expect(await planCode({ company_id: company, account_plan_code: "1" })).toEqual({
        status: 422,
        body: { messages: { company_id: ["Registro não encontrado."] } },
      });
    }
  });

  it("needs FIN sub-permission 2: caixa gets 403, no session 401", async () => {
    const caixa = await t.login("caixa");
    expect(await planCode({ company_id: ids.centro, account_plan_code: "1" }, caixa)).toEqual({
      status: 403,
      body: { messages: ["Você não tem permissão para acessar este recurso."] },
    });
    expect((await planCode({ company_id: ids.centro, account_plan_code: "1" }, "")).status).toBe(401);
  });

  it("answers 422 per field for bad parameters", async () => {
    expect(await planCode({ company_id: "abc", account_plan_code: "" })).toEqual({
      status: 422,
      body: { messages: { company_id: ["Valor inválido"], account_plan_code: ["Preenchimento Obrigatório"] } },
    });
    expect((await planCode({ account_plan_code: "1" })).body).toEqual({
      messages: { company_id: ["Preenchimento Obrigatório"] },
    });
  });
});
