import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerDetail, SellerOptions, SellerPage } from "../../src/schemas/sellers.ts";
import { companies } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs, users } from "../users/schema.ts";
import { sellers } from "./schema.ts";

let t: TestApp;
let admin = "";
let manager = "";
let settings = "";
let caixa = "";
let outra = "";
let centro = 0;
let outraUnit = 0;
let outraUser = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  caixa = await t.login("caixa");
  outra = await t.login("outra.admin");
  manager = (await userWith(t, "so.gva1", [["GVA", 1, 2]])).cookie;
  settings = (await userWith(t, "so.cnf2.sellers", [["CNF", 2, 2]])).cookie;
  centro = await unitId(t, "Rede Demo Centro");
  outraUnit = await unitId(t, "Outra Rede Matriz");
  outraUser = await userId(t, "outra.admin");
});
afterAll(() => t.close());

const PATH = "/api/v1/sellers";

const unitId = async (_: TestApp, name: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
const userId = async (_: TestApp, login: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id ?? 0;

const call = jsonCaller(() => t);

const stored = async (id: number) => (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0];
const offered = async (companyId = centro) =>
  (
    (await call<{ data: Array<{ name: string }> }>("GET", `${PATH}?company_id=${companyId}`, caixa)).body.data ?? []
  ).map((s) => s.name);

describe("sellers (GVA 1 or CNF 2)", () => {
  it("lists the network's sellers with their unit and user, for GVA 1 and for CNF 2", async () => {
    for (const cookie of [manager, settings]) {
      const { status, body } = await call<SellerPage>("GET", `${PATH}/list`, cookie);
      expect(status).toBe(200);
      expect(body.data.map((s) => [s.name, s.company_name, s.user_name])).toEqual([
        ["Ana Beatriz Carvalho", "Rede Demo Centro", "Ana Beatriz Carvalho"],
        ["Bruno Lima Rezende", expect.any(String), "Bruno Lima Rezende"],
        ["Carla Menezes Duarte", "Rede Demo Centro", "Carla Menezes Duarte"],
        ["Diego Souza Pacheco", "", "Diego Souza Pacheco"],
        ["Rafael Tavares Moreira", "", "Rafael Tavares Moreira"],
      ]);
    }
    const options = await call<SellerOptions>("GET", `${PATH}/options`, manager);
    expect(options.body.companies.map((c) => c.id)).toContain(centro);
    expect(options.body.companies.map((c) => c.id)).not.toContain(outraUnit);
    expect(options.body.users.map((u) => u.id)).not.toContain(outraUser);
  });

  it("creates a seller with commission linked to a user, offered in the PDV, audited", async () => {
    const linked = await userWith(t, "nova.vendedora", []);
    const { status, body } = await call<SellerDetail>("POST", PATH, manager, {
      name: " Joana Prado ",
      commission_percentage: 2.5,
      phone: "(11) 98888-7777",
      email: "joana@loja.com.br",
      notes: "Turno da tarde",
      company_id: centro,
      user_id: linked.id,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: "Joana Prado",
      commission_percentage: 2.5,
      phone: "11988887777",
      email: "joana@loja.com.br",
      notes: "Turno da tarde",
      company: { id: centro, name: "Rede Demo Centro" },
      user: { id: linked.id, name: "Teste nova.vendedora" },
      active: true,
    });
    expect(await stored(body.id)).toMatchObject({ commissionPercentage: "2.50", userId: linked.id, companyId: centro });
    expect(await offered()).toContain("Joana Prado");
    const detail = await call<SellerDetail>("GET", `${PATH}/${body.id}`, settings);
    expect(detail.body).toEqual(body);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "sellers"), eq(userLogs.entityId, String(body.id))));
    expect(log).toMatchObject({
      action: "created",
      details: { after: { name: "Joana Prado", commission_percentage: 2.5 } },
    });
  });

  it("deactivates a seller with a change: no longer offered in the PDV, audited with before and after", async () => {
    const [carla] = await t.db.select().from(sellers).where(eq(sellers.name, "Carla Menezes Duarte"));
    const id = carla?.id ?? 0;
    const res = await call<SellerDetail>("PATCH", `${PATH}/${id}`, settings, {
      active: false,
      commission_percentage: 1,
    });
    expect(res.body).toMatchObject({ active: false, commission_percentage: 1, name: "Carla Menezes Duarte" });
    expect(await offered()).not.toContain("Carla Menezes Duarte");
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "sellers"), eq(userLogs.entityId, String(id))));
    expect(log).toMatchObject({
      action: "deactivated",
      details: {
        before: { active: true, commission_percentage: 0 },
        after: { active: false, commission_percentage: 1 },
      },
    });
    await call("PATCH", `${PATH}/${id}`, settings, { active: true });
    expect(await offered()).toContain("Carla Menezes Duarte");
  });

  it.each([
    ["pt-BR", { name: "" }, "name", "Preenchimento Obrigatório"],
    ["es-EC", { name: "  " }, "name", "Campo obligatorio"],
    ["pt-BR", { name: "X", commission_percentage: 100.5 }, "commission_percentage", "Percentual inválido."],
    ["es-EC", { name: "X", commission_percentage: 0.125 }, "commission_percentage", "Porcentaje inválido."],
    ["pt-BR", { name: "X", phone: "123" }, "phone", "Telefone inválido."],
    ["pt-BR", { name: "X", email: "joana@" }, "email", "E-mail inváildo"],
  ])("%s refuses %j (422 on %s) and writes nothing", async (locale, body, field, text) => {
    const before = (await t.db.select().from(sellers)).length;
    const res = await call<{ messages: Record<string, string[]> }>("POST", PATH, manager, body, locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toEqual([text]);
    expect((await t.db.select().from(sellers)).length).toBe(before);
  });

  it("links a user to one active seller at most (pt and es)", async () => {
    const rafael = await userId(t, "vendedor");
    const pt = await call<{ messages: Record<string, string[]> }>("POST", PATH, manager, {
      name: "Outro",
      user_id: rafael,
    });
    expect(pt).toEqual({
      status: 422,
      body: { messages: { user_id: ["Este usuário já é o vendedor Rafael Tavares Moreira."] } },
    });
    const es = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      manager,
      { name: "Outro", user_id: rafael },
      "es-EC",
    );
    expect(es.body.messages.user_id).toEqual(["Este usuario ya es el vendedor Rafael Tavares Moreira."]);
  });

  it("refuses another network's unit, user and seller, and users without GVA 1 or CNF 2", async () => {
    const before = (await t.db.select().from(sellers)).length;
    for (const [field, body] of [
      ["company_id", { name: "Intrusa", company_id: outraUnit }],
      ["user_id", { name: "Intrusa", user_id: outraUser }],
    ] as const) {
      expect(await call("POST", PATH, manager, body)).toEqual({
        status: 422,
        body: { messages: { [field]: ["Registro não encontrado."] } },
      });
    }
    expect((await t.db.select().from(sellers)).length).toBe(before);
    const [ana] = await t.db.select().from(sellers).where(eq(sellers.name, "Ana Beatriz Carvalho"));
    const id = ana?.id ?? 0;
    expect((await call("PATCH", `${PATH}/${id}`, manager, { company_id: outraUnit })).status).toBe(422);
    expect((await call("PATCH", `${PATH}/${id}`, manager, { user_id: outraUser })).status).toBe(422);
    expect(await stored(id)).toMatchObject({ companyId: centro });
    expect((await call("GET", `${PATH}/${id}`, outra)).status).toBe(404);
    expect((await call("PATCH", `${PATH}/${id}`, outra, { name: "Roubada" })).status).toBe(404);
    const gva2 = (
      await userWith(t, "so.gva2", [
        ["GVA", 2, 2],
        ["CNF", 1, 2],
      ])
    ).cookie;
    for (const cookie of [caixa, gva2]) {
      expect((await call("GET", `${PATH}/list`, cookie)).status).toBe(403);
      expect((await call("GET", `${PATH}/${id}`, cookie)).status).toBe(403);
      expect((await call("POST", PATH, cookie, { name: "Tentativa" })).status).toBe(403);
      expect((await call("PATCH", `${PATH}/${id}`, cookie, { commission_percentage: 99 })).status).toBe(403);
    }
    expect(await stored(id)).toMatchObject({ name: "Ana Beatriz Carvalho", commissionPercentage: "0.00" });
    expect((await call("GET", `${PATH}/list`, admin)).status).toBe(200);
  });
});
