import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import type { FranchiseUnitDetail, FranchiseUnitItem, UnitGroup } from "../../src/schemas/franchise.ts";
import { companies, multiStores } from "../network/schema.ts";
import { cashMovements, sales } from "../pdv/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userLogs, userPermissions, users } from "../users/schema.ts";
import { franchiseUnitContacts, franchiseUnits, unitGroupMembers, unitGroups } from "./schema.ts";

// The franchise module (issue 12 items 3 and 4): unit groups (FMA 2) and franchise units with their key figures
// (FMA 1), on a fresh copy of the demo database.

let t: TestApp;
let admin = "";
let unitsOnly = "";
let groupsOnly = "";
let caixa = "";
let other = "";
let demoId = 0;
let centro = 0;
let savassi = 0;
let otherUnit = 0;
let otherGroup = 0;

const es = { "accept-language": "es-EC" };
type Answer<T> = { status: number; body: T & { messages?: unknown } };

async function call<T>(method: string, path: string, cookie = admin, json?: unknown, headers = {}): Promise<Answer<T>> {
  const res = await t.request(path, { method, cookie, json, headers });
  return { status: res.status, body: (await res.json()) as T & { messages?: unknown } };
}

async function grant(login: string, slug: string, code: number) {
  const [user] = await t.db.select().from(users).where(eq(users.login, login));
  if (!user) throw new Error(login);
  await t.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
  await t.db.insert(userPermissions).values({ multiStoreId: user.multiStoreId, userId: user.id, slug, code, value: 2 });
}

beforeAll(async () => {
  t = await startTestApp();
  await grant("vendedor", "FMA", 1);
  await grant("producao", "FMA", 2);
  [admin, unitsOnly, groupsOnly, caixa, other] = (await Promise.all(
    ["admin", "vendedor", "producao", "caixa", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string, string];
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id ?? 0;
  const units = await t.db.select().from(companies);
  const id = (name: string) => units.find((u) => u.name === name)?.id ?? 0;
  [centro, savassi, otherUnit] = [id("Rede Demo Centro"), id("Rede Demo Savassi"), id("Outra Rede Matriz")];
  const made = await call<UnitGroup>("POST", "/api/v1/unit_groups", other, {
    name: "Grupo Outra",
    companyIds: [otherUnit],
  });
  otherGroup = made.body.id;
});
afterAll(() => t.close());

describe("unit groups", () => {
  it("needs FMA 2: 401 signed out, 403 with FMA 1 only or without FMA; the options take FMA 1 or 2", async () => {
    expect((await t.request("/api/v1/unit_groups")).status).toBe(401);
    expect((await call("GET", "/api/v1/unit_groups", unitsOnly)).status).toBe(403);
    expect((await call("GET", "/api/v1/unit_groups", caixa)).status).toBe(403);
    expect((await call("POST", "/api/v1/unit_groups", unitsOnly, { name: "X", companyIds: [] })).status).toBe(403);
    expect((await call("GET", "/api/v1/unit_groups", groupsOnly)).status).toBe(200);
    expect((await call("GET", "/api/v1/unit_groups/options", unitsOnly)).status).toBe(200);
    expect((await call("GET", "/api/v1/unit_groups/options", groupsOnly)).status).toBe(200);
    expect((await call("GET", "/api/v1/unit_groups/options", caixa)).status).toBe(403);
  });

  it("creates, lists, changes and deletes a group with its units, audited with before and after", async () => {
    const created = await call<UnitGroup>("POST", "/api/v1/unit_groups", groupsOnly, {
      name: "  Região Sul ",
      description: "Lojas do sul",
      companyIds: [savassi, centro, centro],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Região Sul", description: "Lojas do sul", active: true });
    expect(created.body.units.map((u) => u.id)).toEqual([centro, savassi]);
    const listed = await call<{ data: UnitGroup[] }>("GET", "/api/v1/unit_groups?filter=sul");
    expect(listed.body.data.map((g) => g.name)).toEqual(["Região Sul"]);
    const changed = await call<UnitGroup>("PATCH", `/api/v1/unit_groups/${created.body.id}`, admin, {
      name: "Região Sul",
      active: false,
      companyIds: [savassi],
    });
    expect(changed.body).toMatchObject({ active: false, units: [{ id: savassi, name: "Rede Demo Savassi" }] });
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "unit_groups"), eq(userLogs.entityId, String(created.body.id))))
      .orderBy(userLogs.id);
    expect(logs.map((l) => l.action)).toEqual(["created", "updated"]);
    expect(logs[1]?.details).toEqual({
      before: { name: "Região Sul", description: "Lojas do sul", active: true, companyIds: [centro, savassi] },
      after: { name: "Região Sul", description: "Lojas do sul", active: false, companyIds: [savassi] },
    });
    expect(logs[0]?.multiStoreId).toBe(demoId);
    const removed = await call<UnitGroup>("DELETE", `/api/v1/unit_groups/${created.body.id}`, admin);
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(unitGroups).where(eq(unitGroups.id, created.body.id))).toEqual([]);
    expect(await t.db.select().from(unitGroupMembers).where(eq(unitGroupMembers.groupId, created.body.id))).toEqual([]);
    expect((await t.db.select().from(companies).where(eq(companies.id, savassi))).length).toBe(1);
  });

  it("refuses a name taken in the network (any case) in pt and es; another network may use it", async () => {
    await call("POST", "/api/v1/unit_groups", admin, { name: "Capitais", companyIds: [] });
    expect(await call("POST", "/api/v1/unit_groups", admin, { name: "CAPITAIS", companyIds: [] })).toEqual({
      status: 422,
      body: { messages: { name: ["Já existe um grupo com este nome."] } },
    });
    const spanish = await call("POST", "/api/v1/unit_groups", admin, { name: "capitais", companyIds: [] }, es);
    expect(spanish.body.messages).toEqual({ name: ["Ya existe un grupo con este nombre."] });
    expect((await call("POST", "/api/v1/unit_groups", other, { name: "Capitais", companyIds: [] })).status).toBe(201);
    const blank = await call("POST", "/api/v1/unit_groups", admin, { name: " ", companyIds: [] });
    expect(blank).toEqual({ status: 422, body: { messages: { name: ["Preenchimento Obrigatório"] } } });
  });

  it("refuses another network's units and groups: 422 in the body, 404 in the path; nothing changes", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(unitGroups);
    const foreign = await call("POST", "/api/v1/unit_groups", admin, { name: "Invasão", companyIds: [otherUnit] });
    expect(foreign.status).toBe(422);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(unitGroups)).toEqual(before);
    expect(
      (await call("PATCH", `/api/v1/unit_groups/${otherGroup}`, admin, { name: "X", companyIds: [] })).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/v1/unit_groups/${otherGroup}`, admin)).status).toBe(404);
    const [still] = await t.db.select().from(unitGroups).where(eq(unitGroups.id, otherGroup));
    expect(still?.name).toBe("Grupo Outra");
    const options = await call<{ units: { id: number }[]; groups: { id: number }[] }>(
      "GET",
      "/api/v1/unit_groups/options",
    );
    expect(options.body.units.map((u) => u.id)).toEqual([centro, savassi]);
    expect(options.body.groups.map((g) => g.id)).not.toContain(otherGroup);
  });
});

describe("franchise units", () => {
  it("needs FMA 1: 403 with FMA 2 only or without FMA", async () => {
    expect((await t.request("/api/v1/franchise_units")).status).toBe(401);
    expect((await call("GET", "/api/v1/franchise_units", groupsOnly)).status).toBe(403);
    expect((await call("GET", "/api/v1/franchise_units", caixa)).status).toBe(403);
    expect((await call("GET", `/api/v1/franchise_units/${centro}`, groupsOnly)).status).toBe(403);
    expect((await call("PATCH", `/api/v1/franchise_units/${centro}`, groupsOnly, { ownerName: "X" })).status).toBe(403);
    expect((await call("GET", "/api/v1/franchise_units", unitsOnly)).status).toBe(200);
  });

  it("lists every unit of the network with its sales this month (non-cancelled), open register and last sync", async () => {
    const month = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`;
    const ofCentro = and(eq(sales.companyId, centro), sql`${sales.createdAt} >= ${month}`);
    const [first] = await t.db
      .select()
      .from(sales)
      .where(and(ofCentro, eq(sales.status, "finished")))
      .limit(1);
    if (first) await t.db.update(sales).set({ status: "canceled" }).where(eq(sales.id, first.id));
    const [expected] = await t.db
      .select({ total: sql<string>`round(coalesce(sum(${sales.total}), 0), 2)::text`, n: sql<number>`count(*)::int` })
      .from(sales)
      .where(and(ofCentro, eq(sales.status, "finished")));
    const [last] = await t.db
      .select({ at: sql<string>`max(${sales.createdAt})` })
      .from(sales)
      .where(eq(sales.companyId, centro));
    const [user] = await t.db.select().from(users).where(eq(users.login, "admin"));
    const [register] = await t.db
      .insert(cashMovements)
      .values({ multiStoreId: demoId, companyId: savassi, userId: user?.id ?? 0 })
      .returning();
    const page = await call<{ data: FranchiseUnitItem[]; meta: { total: number } }>("GET", "/api/v1/franchise_units");
    expect(page.body.meta.total).toBe(2);
    const [c, s] = page.body.data;
    expect(c).toMatchObject({ id: centro, name: "Rede Demo Centro", status: "active" });
    expect(c?.figures.salesMonth).toBe(expected?.total);
    expect(c?.figures.salesMonthCount).toBe(expected?.n);
    expect(c?.figures.openRegister).toBeNull();
    expect(new Date(c?.figures.lastSync ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(last?.at ?? 0).getTime());
    expect(s?.figures).toMatchObject({
      salesMonth: "0.00",
      openRegister: { openedAt: register?.openedAt.toISOString(), userName: user?.name },
      lastSync: register?.openedAt.toISOString(),
    });
    expect(page.body.data.map((u) => u.id)).not.toContain(otherUnit);
  });

  it("saves geral, endereco, contatos and grupos together, audited with before and after", async () => {
    const group = await call<UnitGroup>("POST", "/api/v1/unit_groups", admin, { name: "Franquias MG", companyIds: [] });
    const cnpj = generateCnpj(41_001);
    const saved = await call<FranchiseUnitDetail>("PATCH", `/api/v1/franchise_units/${centro}`, unitsOnly, {
      legalName: " Centro Comércio Ltda ",
      cnpj,
      ownerName: "Paula Franqueada",
      ownerCpf: generateCpf(41_002),
      ownerEmail: "paula@franquia.com.br",
      ownerPhone: "(31) 99876-5432",
      contractStart: "2024-03-01",
      royaltyPercent: 5.5,
      marketingFundPercent: 2,
      status: "implantation",
      address: {
        zip_code: "30140-071",
        address_1: "Rua da Bahia",
        address_number: "100",
        complement: "",
        district: "Centro",
        city: "Belo Horizonte",
        uf: "mg",
      },
      contacts: [{ name: "Gerente Centro", role: "Gerente", phone: "3134567890", email: "gerente@franquia.com.br" }],
      groupIds: [group.body.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      legalName: "Centro Comércio Ltda",
      cnpj: cnpj.replace(/\D/g, ""),
      ownerPhone: "31998765432",
      royaltyPercent: 5.5,
      marketingFundPercent: 2,
      status: "implantation",
      address: { zip_code: "30140071", uf: "MG" },
      groupIds: [group.body.id],
    });
    const [row] = await t.db.select().from(franchiseUnits).where(eq(franchiseUnits.companyId, centro));
    expect(row).toMatchObject({ royaltyPercent: "5.50", contractStart: "2024-03-01", city: "Belo Horizonte" });
    const contactId = saved.body.contacts[0]?.id ?? 0;
    // A PATCH keeps what it leaves out; the contacts list, when sent, is the whole list.
    const again = await call<FranchiseUnitDetail>("PATCH", `/api/v1/franchise_units/${centro}`, admin, {
      ownerName: "Paula Souza",
      contacts: [{ id: contactId, name: "Gerente Centro", role: "Gerente geral" }, { name: "Financeiro" }],
      groupIds: [],
    });
    expect(again.body).toMatchObject({ ownerName: "Paula Souza", legalName: "Centro Comércio Ltda", groupIds: [] });
    expect(again.body.contacts.map((c) => [c.id === contactId, c.role])).toEqual([
      [true, "Gerente geral"],
      [false, ""],
    ]);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "franchise_units"), eq(userLogs.entityId, String(centro))))
      .orderBy(userLogs.id);
    expect(logs.map((l) => l.action)).toEqual(["updated", "updated"]);
    expect(logs[1]?.details).toMatchObject({
      before: { ownerName: "Paula Franqueada", groupIds: [group.body.id] },
      after: { ownerName: "Paula Souza", groupIds: [] },
    });
    const listed = await call<{ data: FranchiseUnitItem[] }>("GET", "/api/v1/franchise_units?filter=Paula");
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: centro, ownerName: "Paula Souza", status: "implantation", city: "Belo Horizonte" }),
    ]);
  });

  it("answers 422 per field in pt and es and changes nothing", async () => {
    const body = {
      cnpj: "11.111.111/1111-11",
      ownerCpf: "123",
      ownerEmail: "nope",
      ownerPhone: "12",
      contractStart: "2024-02-30",
      royaltyPercent: 120,
      marketingFundPercent: 1.234,
      status: "sold",
      address: { zip_code: "1", address_1: "", address_number: "", complement: "", district: "", city: "", uf: "XX" },
      contacts: [{ name: " " }],
    };
    const before = await t.db.select().from(franchiseUnits).where(eq(franchiseUnits.companyId, savassi));
    const pt = await call("PATCH", `/api/v1/franchise_units/${savassi}`, admin, body);
    expect(pt).toEqual({
      status: 422,
      body: {
        messages: {
          cnpj: ["CNPJ Inválido"],
          ownerCpf: ["CPF Inválido"],
          ownerEmail: ["E-mail inváildo"],
          ownerPhone: ["Telefone inválido."],
          contractStart: ["Data inválida."],
          royaltyPercent: ["Percentual inválido."],
          marketingFundPercent: ["Percentual inválido."],
          status: ["Valor inválido"],
          "address.zip_code": ["CEP inválido."],
          "address.uf": ["UF inválida."],
          "contacts.0.name": ["Preenchimento Obrigatório"],
        },
      },
    });
    const spanish = await call("PATCH", `/api/v1/franchise_units/${savassi}`, admin, body, es);
    expect(spanish.body.messages).toMatchObject({
      ownerCpf: ["CPF inválido"],
      royaltyPercent: ["Porcentaje inválido."],
    });
    expect(await t.db.select().from(franchiseUnits).where(eq(franchiseUnits.companyId, savassi))).toEqual(before);
  });

  it("refuses another network's unit (404), groups and contacts (422); a contact of another unit is not this one's", async () => {
    expect((await call("GET", `/api/v1/franchise_units/${otherUnit}`)).status).toBe(404);
    expect((await call("PATCH", `/api/v1/franchise_units/${otherUnit}`, admin, { ownerName: "X" })).status).toBe(404);
    expect((await call("PATCH", `/api/v1/franchise_units/${centro}`, admin, { groupIds: [otherGroup] })).status).toBe(
      422,
    );
    const [otherSaved] = await Promise.all([
      call<FranchiseUnitDetail>("PATCH", `/api/v1/franchise_units/${otherUnit}`, other, {
        contacts: [{ name: "Alheio" }],
      }),
    ]);
    const foreignContact = otherSaved?.body.contacts[0]?.id ?? 0;
    const stolen = await call("PATCH", `/api/v1/franchise_units/${centro}`, admin, {
      contacts: [{ id: foreignContact, name: "Roubado" }],
    });
    expect(stolen.status).toBe(422);
    const [centroContact] = await t.db
      .select({ id: franchiseUnitContacts.id })
      .from(franchiseUnitContacts)
      .innerJoin(franchiseUnits, eq(franchiseUnits.id, franchiseUnitContacts.franchiseUnitId))
      .where(eq(franchiseUnits.companyId, centro));
    const misplaced = await call("PATCH", `/api/v1/franchise_units/${savassi}`, admin, {
      contacts: [{ id: centroContact?.id, name: "Trocado" }],
    });
    expect(misplaced).toEqual({ status: 422, body: { messages: { "contacts.0.id": ["Registro não encontrado."] } } });
    const names = await t.db
      .select({ name: franchiseUnitContacts.name })
      .from(franchiseUnitContacts)
      .where(inArray(franchiseUnitContacts.id, [foreignContact, centroContact?.id ?? 0]));
    expect(names.map((n) => n.name).sort()).toEqual(["Alheio", "Gerente Centro"]);
  });
});
