import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CrmStage, CrmStageList } from "../../src/schemas/crm-settings.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { crmStages, customerStages } from "./schema.ts";

let t: TestApp;
let admin = "";
let outra = "";
let cnf5 = "";
let caixa = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  caixa = await t.login("caixa");
  cnf5 = (await userWith(t, "so.cnf5", [["CNF", 5, 2]])).cookie;
});
afterAll(() => t.close());

const PATH = "/api/v1/crm_stages";
const call = jsonCaller(() => t);

const demoStore = async () => {
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  if (!store) throw new Error("no Rede Demo");
  return store.id;
};
const storedOrder = async () =>
  (
    await t.db
      .select({ name: crmStages.name, tag: crmStages.tag })
      .from(crmStages)
      .where(eq(crmStages.multiStoreId, await demoStore()))
      .orderBy(asc(crmStages.position))
  ).map((s) => `${s.name}:${s.tag}`);
const stageId = async (name: string) => {
  const { body } = await call<CrmStageList>("GET", PATH, cnf5);
  const found = body.data.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found.id;
};

describe("CRM funnel stages (CNF 5)", () => {
  it("lists the network's starting stages in order with their tags", async () => {
    const { status, body } = await call<CrmStageList>("GET", PATH, cnf5);
    expect(status).toBe(200);
    expect(body.data.map((s) => [s.name, s.tag, s.position])).toEqual([
      ["Prospecção", "begin", 0],
      ["Primeiro contato", "none", 1],
      ["Proposta enviada", "none", 2],
      ["Negociação", "none", 3],
      ["Venda fechada", "positive_ending", 4],
      ["Perdido", "negative_ending", 5],
    ]);
    // Each stage counts the demo funnel's customers in it.
    const held = await t.db.select({ stageId: customerStages.stageId }).from(customerStages);
    for (const stage of body.data) expect(stage.customers).toBe(held.filter((row) => row.stageId === stage.id).length);
    expect(body.data.some((stage) => stage.customers > 0)).toBe(true);
    const other = await call<CrmStageList>("GET", PATH, outra);
    expect(other.body.data.some((s) => body.data.some((mine) => mine.id === s.id))).toBe(false);
  });

  it("adds a stage at the place given, the others shifting, audited", async () => {
    const res = await call<CrmStage>("POST", PATH, cnf5, { name: "  Visita técnica ", position: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Visita técnica", tag: "none", position: 2, customers: 0 });
    expect(await storedOrder()).toEqual([
      "Prospecção:begin",
      "Primeiro contato:none",
      "Visita técnica:none",
      "Proposta enviada:none",
      "Negociação:none",
      "Venda fechada:positive_ending",
      "Perdido:negative_ending",
    ]);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "crm_stages"), eq(userLogs.entityId, String(res.body.id))));
    expect(log).toMatchObject({ action: "created", module: "CNF" });
  });

  it("moves, renames and re-tags a stage", async () => {
    const id = await stageId("Visita técnica");
    const res = await call<CrmStage>("PATCH", `${PATH}/${id}`, cnf5, {
      name: "Visita ao cliente",
      tag: "none",
      position: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Visita ao cliente", position: 4 });
    const up = await call<CrmStage>("PATCH", `${PATH}/${await stageId("Negociação")}`, cnf5, { position: 1 });
    expect(up.body.position).toBe(1);
    const lost = await call<CrmStage>("PATCH", `${PATH}/${await stageId("Perdido")}`, cnf5, { tag: "none" });
    expect(lost.body.tag).toBe("none");
    expect(await storedOrder()).toEqual([
      "Prospecção:begin",
      "Negociação:none",
      "Primeiro contato:none",
      "Proposta enviada:none",
      "Visita ao cliente:none",
      "Venda fechada:positive_ending",
      "Perdido:none",
    ]);
    await call("PATCH", `${PATH}/${await stageId("Perdido")}`, cnf5, { tag: "negative_ending" });
  });

  it.each([
    ["pt-BR", { name: " " }, "name", "Preenchimento Obrigatório"],
    ["es-EC", { name: "" }, "name", "Campo obligatorio"],
    ["pt-BR", { name: "prospecção" }, "name", "Já existe uma etapa com este nome."],
    ["es-EC", { name: "NEGOCIAÇÃO" }, "name", "Ya existe una etapa con este nombre."],
    [
      "pt-BR",
      { name: "Entrada", tag: "begin" },
      "tag",
      "A etapa Prospecção já é o Início do fluxo: só uma etapa pode iniciar o funil.",
    ],
    [
      "es-EC",
      { name: "Entrada", tag: "begin" },
      "tag",
      "La etapa Prospecção ya es el Inicio del flujo: solo una etapa puede iniciar el embudo.",
    ],
    ["pt-BR", { name: "Etiqueta", tag: "start" }, "tag", null],
  ])("%s refuses %j (422 on %s) and writes nothing", async (locale, body, field, text) => {
    const before = await storedOrder();
    const res = await call<{ messages: Record<string, string[]> }>("POST", PATH, cnf5, body, locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (text) expect(res.body.messages[field]).toEqual([text]);
    expect(await storedOrder()).toEqual(before);
  });

  it("refuses a second begin and a taken name on change too", async () => {
    const id = await stageId("Negociação");
    const begin = await call<{ messages: Record<string, string[]> }>("PATCH", `${PATH}/${id}`, cnf5, { tag: "begin" });
    expect(begin.status).toBe(422);
    const taken = await call("PATCH", `${PATH}/${id}`, cnf5, { name: "Perdido" });
    expect(taken.status).toBe(422);
    const before = await t.db.select().from(crmStages).where(eq(crmStages.id, id));
    expect(before[0]).toMatchObject({ name: "Negociação", tag: "none" });
    const moveBegin = await call<CrmStage>("PATCH", `${PATH}/${await stageId("Prospecção")}`, cnf5, { tag: "none" });
    expect(moveBegin.status).toBe(200);
    expect((await call<CrmStage>("PATCH", `${PATH}/${id}`, cnf5, { tag: "begin" })).status).toBe(200);
    await call("PATCH", `${PATH}/${id}`, cnf5, { tag: "none" });
    await call("PATCH", `${PATH}/${await stageId("Prospecção")}`, cnf5, { tag: "begin" });
  });

  it("refuses to delete a stage that still holds customers, in pt and es; deletes an empty one", async () => {
    const store = await demoStore();
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, store));
    const id = await stageId("Primeiro contato");
    const seeded = (await t.db.select().from(customerStages).where(eq(customerStages.stageId, id))).length;
    const holds = seeded + 2;
    await t.db.insert(customerStages).values([
      { multiStoreId: store, companyId: unit?.id ?? 0, customerId: 900001, stageId: id },
      { multiStoreId: store, companyId: unit?.id ?? 0, customerId: 900002, stageId: id },
    ]);
    const listed = await call<CrmStageList>("GET", PATH, cnf5);
    expect(listed.body.data.find((s) => s.id === id)?.customers).toBe(holds);
    const pt = await call<{ messages: string[] }>("DELETE", `${PATH}/${id}`, cnf5, undefined, "pt-BR");
    expect(pt).toMatchObject({
      status: 409,
      body: {
        messages: [
          `A etapa Primeiro contato ainda tem ${holds} clientes. Mova-os para outra etapa no funil antes de excluí-la.`,
        ],
      },
    });
    const es = await call<{ messages: string[] }>("DELETE", `${PATH}/${id}`, cnf5, undefined, "es-EC");
    expect(es.body.messages[0]).toBe(
      `La etapa Primeiro contato todavía tiene ${holds} clientes. Muévalos a otra etapa en el embudo antes de eliminarla.`,
    );
    expect((await t.db.select().from(crmStages).where(eq(crmStages.id, id))).length).toBe(1);

    const empty = await stageId("Visita ao cliente");
    expect(await call("DELETE", `${PATH}/${empty}`, cnf5)).toMatchObject({
      status: 200,
      body: { id: empty, name: "Visita ao cliente" },
    });
    const positions = (await call<CrmStageList>("GET", PATH, cnf5)).body.data.map((s) => s.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("refuses another network's stage (404) and users without CNF 5 (403)", async () => {
    const id = await stageId("Negociação");
    expect((await call("PATCH", `${PATH}/${id}`, outra, { name: "Invasão" })).status).toBe(404);
    expect((await call("DELETE", `${PATH}/${id}`, outra)).status).toBe(404);
    for (const cookie of [caixa]) {
      expect((await call("GET", PATH, cookie)).status).toBe(403);
      expect((await call("POST", PATH, cookie, { name: "Tentativa" })).status).toBe(403);
      expect((await call("PATCH", `${PATH}/${id}`, cookie, { name: "Tentativa" })).status).toBe(403);
      expect((await call("DELETE", `${PATH}/${id}`, cookie)).status).toBe(403);
    }
    expect((await call("GET", PATH, admin)).status).toBe(200);
    expect((await t.db.select().from(crmStages).where(eq(crmStages.id, id)))[0]?.name).toBe("Negociação");
  });
});
