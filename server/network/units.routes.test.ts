import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCnpj } from "../../src/domain/documents.ts";
import type { UnitDetail, UnitInput, UnitListItem } from "../../src/schemas/network.ts";
import { companies, companyDisabledModules, multiStores, settings } from "./schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// The network's units (issue 12 item 3): GET /api/v1/companies (paged), GET, POST and PATCH of one unit with its
// switched-off modules and settings (CNF 2), and what a switched-off module does to the users of that unit.

type Page = { data: UnitListItem[]; meta: { total: number } };
type Answer = UnitDetail & { messages?: Record<string, string[]> };

let t: TestApp;
let admin = "";
let caixa = "";
let vendedor = "";
let other = "";
let centro = 0;
let savassi = 0;
let outraMatriz = 0;

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa, vendedor, other] = (await Promise.all(
    ["admin", "caixa", "vendedor", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string];
  const units = await t.db.select({ id: companies.id, name: companies.name }).from(companies);
  const idOf = (name: string) => units.find((u) => u.name === name)?.id ?? 0;
  [centro, savassi, outraMatriz] = [idOf("Rede Demo Centro"), idOf("Rede Demo Savassi"), idOf("Outra Rede Matriz")];
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function call(method: string, path: string, json?: unknown, cookie = admin, headers = {}) {
  const res = await t.request(path, { method, cookie, json, headers });
  return { status: res.status, body: (await res.json()) as Answer };
}
const create = (json: unknown, cookie = admin, headers = {}) =>
  call("POST", "/api/v1/companies", json, cookie, headers);
const patch = (id: number, json: unknown, cookie = admin, headers = {}) =>
  call("PATCH", `/api/v1/companies/${id}`, json, cookie, headers);

const unit = (seed: number, change: Partial<UnitInput> = {}): UnitInput => ({
  name: `Unidade Teste ${seed}`,
  legalName: `Unidade Teste ${seed} Ltda`,
  federalTaxId: generateCnpj(700_000 + seed, "alphanumeric"),
  stateRegistration: "062.307.904/0081",
  zipCode: "30140-071",
  street: "Rua Antônio de Albuquerque",
  addressNumber: "330",
  district: "Savassi",
  city: "Belo Horizonte",
  uf: "mg",
  phone: "(31) 3281-4455",
  email: `unidade${seed}@teste.com.br`,
  ...change,
});

describe("GET /api/v1/companies", () => {
  it("needs CNF 2 and lists only the session's network", async () => {
    expect((await t.request("/api/v1/companies")).status).toBe(401);
    expect((await t.request("/api/v1/companies", { cookie: caixa })).status).toBe(403);
    const res = await t.request("/api/v1/companies?sort_field=name", { cookie: admin });
    const page = (await res.json()) as Page;
    expect(page.data.map((u) => u.name)).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    const outra = (await (await t.request("/api/v1/companies", { cookie: other })).json()) as Page;
    expect(outra.data.map((u) => u.name)).toEqual(["Outra Rede Matriz"]);
  });

  it("filters by city and refuses an unknown sort field", async () => {
    const none = (await (await t.request("/api/v1/companies?filter=Recife", { cookie: admin })).json()) as Page;
    expect(none.meta.total).toBe(0);
    expect((await t.request("/api/v1/companies?sort_field=password", { cookie: admin })).status).toBe(422);
  });
});

describe("GET /api/v1/companies/:id", () => {
  it("answers the unit with its modules and settings; another network's unit is 404", async () => {
    const { status, body } = await call("GET", `/api/v1/companies/${savassi}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Rede Demo Savassi", disabledModules: [], syncInstallments: true });
    expect((await call("GET", `/api/v1/companies/${outraMatriz}`)).status).toBe(404);
    expect((await call("GET", `/api/v1/companies/${centro}`, undefined, vendedor)).status).toBe(403);
  });
});

describe("POST /api/v1/companies", () => {
  it("creates a unit with an alphanumeric CNPJ, stored without masks, and audits it", async () => {
    const input = unit(1, { syncInstallments: true, disabledModules: ["SLK"] });
    const { status, body } = await create(input);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: "Unidade Teste 1",
      federalTaxId: input.federalTaxId,
      stateRegistration: "0623079040081",
      zipCode: "30140071",
      uf: "MG",
      phone: "3132814455",
      active: true,
      disabledModules: ["SLK"],
      syncInstallments: true,
    });
    expect(/[A-Z]/.test(body.federalTaxId)).toBe(true);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, body.id));
    expect(row?.multiStoreId).toBe(
      (await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo")))[0]?.id,
    );
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "companies"), eq(userLogs.entityId, String(body.id))))
      .orderBy(desc(userLogs.id));
    expect(log?.action).toBe("created");
    expect((log?.details as { after: { name: string } } | undefined)?.after.name).toBe("Unidade Teste 1");
  });

  it("refuses a wrong CNPJ, IE, CEP, UF, phone and e-mail, in pt and es, writing nothing", async () => {
    const before = (await t.db.select().from(companies)).length;
    const bad = unit(2, {
      federalTaxId: "12.ABC.345/01DE-00",
      stateRegistration: "abc",
      zipCode: "123",
      uf: "XX",
      phone: "123",
      email: "a@",
    });
    const pt = await create(bad);
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toMatchObject({
      federalTaxId: ["CNPJ Inválido"],
      stateRegistration: ["Inscrição estadual inválida."],
      zipCode: ["CEP inválido."],
      uf: ["UF inválida."],
      phone: ["Telefone inválido."],
    });
    const spanish = await create(bad, admin, es);
    expect(spanish.body.messages?.stateRegistration).toEqual(["Inscripción estatal inválida."]);
    expect((await create({ ...unit(3), name: "  " })).status).toBe(422);
    expect((await t.db.select().from(companies)).length).toBe(before);
  });

  it("refuses a CNPJ already in the network (CNPJ já cadastrado), not one of another network", async () => {
    const input = unit(4);
    expect((await create(input)).status).toBe(201);
    const again = await create({ ...unit(5), federalTaxId: input.federalTaxId });
    expect(again.status).toBe(422);
    expect(again.body.messages).toEqual({ federalTaxId: ["CNPJ já cadastrado"] });
    expect((await create({ ...unit(5), federalTaxId: input.federalTaxId }, other)).status).toBe(201);
  });

  it("refuses switching off CNF or USR", async () => {
    const { status, body } = await create(unit(6, { disabledModules: ["CUS", "CNF"] }));
    expect(status).toBe(422);
    expect(body.messages).toEqual({
      disabledModules: ["Os módulos Configurações e Usuários não podem ser desativados."],
    });
  });

  it("needs CNF 2", async () => {
    expect((await create(unit(7), vendedor)).status).toBe(403);
  });
});

describe("PATCH /api/v1/companies/:id", () => {
  it("changes the fields sent, keeps the others, audits before and after; another network's unit is 404", async () => {
    const created = (await create(unit(8))).body;
    const { status, body } = await patch(created.id, { phone: "(31) 99876-5432", syncInstallments: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ phone: "31998765432", name: "Unidade Teste 8", syncInstallments: true });
    const rows = await t.db
      .select()
      .from(settings)
      .where(and(eq(settings.companyId, created.id), eq(settings.key, "pdv.sync_installments")));
    expect(rows.map((r) => r.value)).toEqual([true]);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "companies"), eq(userLogs.action, "updated")))
      .orderBy(desc(userLogs.id));
    const details = log?.details as { before: { phone: string }; after: { phone: string } };
    expect([details.before.phone, details.after.phone]).toEqual(["3132814455", "31998765432"]);
    expect((await patch(outraMatriz, { name: "Tomada" })).status).toBe(404);
    expect((await patch(created.id, { name: "Tomada" }, other)).status).toBe(404);
  });
});

describe("a module switched off in a unit", () => {
  it("closes it to the users of that unit only when it is off in every unit they work in", async () => {
    // caixa works in Centro only, vendedor in Centro and Savassi.
    expect((await patch(centro, { disabledModules: ["CUS"] })).status).toBe(200);
    const refused = await t.request("/api/v1/customers", { cookie: caixa });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ messages: ["O módulo Clientes está desativado nesta unidade."] });
    const spanish = await t.request("/api/v1/customers", { cookie: caixa, headers: es });
    expect(await spanish.json()).toEqual({ messages: ["El módulo Clientes está desactivado en esta unidad."] });
    const me = (await (await t.request("/api/v1/me", { cookie: caixa })).json()) as { unavailableModules: string[] };
    expect(me.unavailableModules).toEqual(["CUS"]);
    expect((await t.request("/api/v1/customers", { cookie: vendedor })).status).toBe(200);
    // The cashier still opens a customer from the sale (POS 1).
    expect((await t.request("/api/v1/pdv/companies", { cookie: caixa })).status).toBe(200);

    expect((await patch(savassi, { disabledModules: ["CUS", "CRM"] })).status).toBe(200);
    expect((await t.request("/api/v1/customers", { cookie: vendedor })).status).toBe(403);
    expect((await t.request("/api/v1/customers", { cookie: admin })).status).toBe(403);
    // CNF stays: the administrator switches it on again.
    expect((await patch(centro, { disabledModules: [] })).status).toBe(200);
    expect((await t.request("/api/v1/customers", { cookie: caixa })).status).toBe(200);
    expect((await t.request("/api/v1/customers", { cookie: vendedor })).status).toBe(200);
    const off = await t.db.select().from(companyDisabledModules).where(eq(companyDisabledModules.companyId, savassi));
    expect(off.map((row) => row.slug).sort()).toEqual(["CRM", "CUS"]);
    await patch(savassi, { disabledModules: [] });
  });
});

describe("an inactive unit", () => {
  it("is not offered to the cashier nor opens a register", async () => {
    expect((await patch(centro, { active: false })).status).toBe(200);
    const units = (await (await t.request("/api/v1/pdv/companies", { cookie: caixa })).json()) as { data: unknown[] };
    expect(units.data).toEqual([]);
    const open = await t.request("/api/v1/cash_movements", {
      method: "POST",
      cookie: caixa,
      json: { company_id: centro, cash_supply: "100.00" },
    });
    expect(open.status).toBe(422);
    expect(JSON.stringify(await open.json())).toContain("Esta unidade está inativa.");
    await patch(centro, { active: true });
  });
});
