import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CrmFactor, CrmFactorList, CrmOption } from "../../src/schemas/crm-settings.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { crmData, crmFactors, crmStages, customerStages } from "./schema.ts";

let t: TestApp;
let outra = "";
let cnf6 = "";
let cnf5 = "";
let unitId = 0;
let otherUnitId = 0;

beforeAll(async () => {
  t = await startTestApp();
  outra = await t.login("outra.admin");
  cnf6 = (await userWith(t, "so.cnf6", [["CNF", 6, 2]])).cookie;
  cnf5 = (await userWith(t, "so.cnf5f", [["CNF", 5, 2]])).cookie;
  const units = await t.db
    .select({ id: companies.id, network: multiStores.name })
    .from(companies)
    .innerJoin(multiStores, eq(multiStores.id, companies.multiStoreId));
  unitId = units.find((u) => u.network === "Rede Demo")?.id ?? 0;
  otherUnitId = units.find((u) => u.network !== "Rede Demo")?.id ?? 0;
});
afterAll(() => t.close());

const PATH = "/api/v1/crm_factors";
const DATA = "/api/v1/crm_data";
const call = jsonCaller(() => t);

const factorNamed = async (name: string) => {
  const { body } = await call<CrmFactorList>("GET", PATH, cnf6);
  const found = body.data.find((f) => f.name === name);
  if (!found) throw new Error(`no factor ${name}`);
  return found;
};
const factorCount = async () => (await t.db.select().from(crmFactors)).length;
const optionCount = async () => (await t.db.select().from(crmData)).length;

describe("CRM factors and options (CNF 6)", () => {
  it("lists the spec 9 factors with their options; the loss reason is locked", async () => {
    const { status, body } = await call<CrmFactorList>("GET", `${PATH}?company_id=${unitId}`, cnf6);
    expect(status).toBe(200);
    expect(body.data.map((f) => [f.name, f.locked])).toEqual([
      ["Fator Geográfico", false],
      ["Demográfico", false],
      ["Psicográfico", false],
      ["Comportamental", false],
      ["Como chegou ao negócio", false],
      ["Motivo da perda", true],
    ]);
    expect(body.data[4]?.data.map((o) => o.name)).toEqual([
      "Indicação",
      "Instagram",
      "Google",
      "Passou na loja",
      "WhatsApp",
    ]);
    expect((await call("GET", `${PATH}?company_id=${otherUnitId}`, cnf6)).status).not.toBe(200);
  });

  it("creates a factor only with a name, then options only with a name and a found factor", async () => {
    const created = await call<CrmFactor>("POST", PATH, cnf6, { name: " Canal preferido ", company_id: unitId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Canal preferido", locked: false, data: [] });
    const option = await call<CrmOption>("POST", DATA, cnf6, { name: "WhatsApp", factor_id: created.body.id });
    expect(option).toMatchObject({ status: 201, body: { name: "WhatsApp" } });
    await call("POST", DATA, cnf6, { name: "Telefone", factor_id: created.body.id });
    expect((await factorNamed("Canal preferido")).data.map((o) => o.name)).toEqual(["WhatsApp", "Telefone"]);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "crm_data"), eq(userLogs.entityId, String(option.body.id))));
    expect(log).toMatchObject({ action: "created" });
  });

  it.each([
    ["pt-BR", PATH, { name: "" }, "name", "Preenchimento Obrigatório"],
    ["es-EC", PATH, { name: "  " }, "name", "Campo obligatorio"],
    ["pt-BR", PATH, { name: "demográfico" }, "name", "Já existe um fator com este nome."],
    ["es-EC", PATH, { name: "Psicográfico" }, "name", "Ya existe un factor con este nombre."],
    ["pt-BR", DATA, { name: "", factor_id: 1 }, "name", "Preenchimento Obrigatório"],
    ["pt-BR", DATA, { name: "Sem fator" }, "factor_id", null],
  ])("%s POST %s %j: 422 on %s, nothing written", async (locale, path, body, field, text) => {
    const before = [await factorCount(), await optionCount()];
    const res = await call<{ messages: Record<string, string[]> }>("POST", path, cnf6, body, locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (text) expect(res.body.messages[field]).toEqual([text]);
    expect([await factorCount(), await optionCount()]).toEqual(before);
  });

  it("refuses an option for a factor not found or of another network", async () => {
    const before = await optionCount();
    const theirs = await call<CrmFactorList>("GET", PATH, outra);
    const foreign = theirs.body.data[0]?.id ?? 0;
    expect((await call("POST", DATA, cnf6, { name: "Invasão", factor_id: foreign })).status).toBe(422);
    expect((await call("POST", DATA, cnf6, { name: "Invasão", factor_id: 99_999 })).status).toBe(422);
    expect(await optionCount()).toBe(before);
  });

  it("renames a factor from its body; the option answer of an option's duplicate is 422", async () => {
    const factor = await factorNamed("Canal preferido");
    const res = await call<CrmFactor>("PATCH", `${PATH}/${factor.id}`, cnf6, { ...factor, name: "Canal de contato" });
    expect(res).toMatchObject({ status: 200, body: { name: "Canal de contato", data: factor.data } });
    const dup = await call<{ messages: Record<string, string[]> }>(
      "POST",
      DATA,
      cnf6,
      { name: "whatsapp", factor_id: factor.id },
      "es-EC",
    );
    expect(dup.body.messages.name).toEqual(["Este factor ya tiene una opción con este nombre."]);
  });

  it("never renames nor deletes the loss-reason factor, and says why in pt and es", async () => {
    const loss = await factorNamed("Motivo da perda");
    const renamed = await call<{ messages: Record<string, string[]> }>(
      "PATCH",
      `${PATH}/${loss.id}`,
      cnf6,
      { name: "Perdas" },
      "pt-BR",
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.messages.name).toEqual([
      "O fator Motivo da perda não pode ser renomeado: o funil pede o motivo da perda a partir dele.",
    ]);
    const pt = await call<{ messages: string[] }>("DELETE", `${PATH}/${loss.id}`, cnf6, undefined, "pt-BR");
    expect(pt).toMatchObject({
      status: 409,
      body: {
        messages: ["O fator Motivo da perda não pode ser excluído: o funil pede o motivo da perda a partir dele."],
      },
    });
    const es = await call<{ messages: string[] }>("DELETE", `${PATH}/${loss.id}`, cnf6, undefined, "es-EC");
    expect(es.body.messages).toEqual([
      "El factor Motivo da perda no se puede eliminar: el embudo pide el motivo de pérdida a partir de él.",
    ]);
    expect((await t.db.select().from(crmFactors).where(eq(crmFactors.id, loss.id))).length).toBe(1);
  });

  it("removes an option; one given as a customer's loss reason is refused", async () => {
    const factor = await factorNamed("Canal de contato");
    const phone = factor.data.find((o) => o.name === "Telefone");
    expect(await call("DELETE", `${DATA}/${phone?.id}`, cnf6)).toMatchObject({
      status: 200,
      body: { name: "Telefone" },
    });
    expect((await factorNamed("Canal de contato")).data.map((o) => o.name)).toEqual(["WhatsApp"]);

    const loss = await factorNamed("Motivo da perda");
    const price = loss.data[0];
    const [stage] = await t.db.select().from(crmStages).where(eq(crmStages.name, "Perdido")).limit(1);
    const [unit] = await t.db.select().from(companies).where(eq(companies.id, unitId));
    await t.db.insert(customerStages).values({
      multiStoreId: unit?.multiStoreId ?? 0,
      companyId: unitId,
      customerId: 900_100,
      stageId: stage?.id ?? 0,
      lossOptionId: price?.id ?? 0,
    });
    const refused = await call<{ messages: string[] }>("DELETE", `${DATA}/${price?.id}`, cnf6, undefined, "pt-BR");
    expect(refused).toMatchObject({
      status: 409,
      body: { messages: ["A opção Preço é o motivo de perda de clientes e não pode ser excluída."] },
    });
  });

  it("deletes a factor with its options, audited", async () => {
    const factor = await factorNamed("Canal de contato");
    expect(await call("DELETE", `${PATH}/${factor.id}`, cnf6)).toMatchObject({
      status: 200,
      body: { id: factor.id, name: "Canal de contato" },
    });
    expect((await t.db.select().from(crmData).where(eq(crmData.factorId, factor.id))).length).toBe(0);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "crm_factors"), eq(userLogs.action, "deleted")));
    expect(log?.details).toEqual({ before: { name: "Canal de contato" } });
  });

  it("refuses another network's factor and option (404) and users without CNF 6 (403)", async () => {
    const factor = await factorNamed("Demográfico");
    const option = factor.data[0]?.id ?? 0;
    expect((await call("PATCH", `${PATH}/${factor.id}`, outra, { name: "Invasão" })).status).toBe(404);
    expect((await call("DELETE", `${PATH}/${factor.id}`, outra)).status).toBe(404);
    expect((await call("DELETE", `${DATA}/${option}`, outra)).status).toBe(404);
    expect((await call("GET", PATH, cnf5)).status).toBe(403);
    expect((await call("POST", PATH, cnf5, { name: "Tentativa" })).status).toBe(403);
    expect((await call("PATCH", `${PATH}/${factor.id}`, cnf5, { name: "Tentativa" })).status).toBe(403);
    expect((await call("DELETE", `${PATH}/${factor.id}`, cnf5)).status).toBe(403);
    expect((await call("POST", DATA, cnf5, { name: "x", factor_id: factor.id })).status).toBe(403);
    expect((await call("DELETE", `${DATA}/${option}`, cnf5)).status).toBe(403);
    expect((await factorNamed("Demográfico")).data.length).toBe(3);
  });
});
