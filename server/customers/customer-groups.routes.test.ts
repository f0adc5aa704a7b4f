import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCpf } from "../../src/domain/documents.ts";
import type { CustomerDetail, CustomerGroup, CustomerListItem, SimilarCustomer } from "../../src/schemas/customers.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { crmStages, customerStages } from "../crm/schema.ts";
import { customerGroupMembers, customers } from "./schema.ts";

// Customer groups (/grupos-de-clientes, CUS 2), the customer's city and groups, phone and e-mail unique in a
// network (spec 5.1), similar customers (spec 7) and the IBGE municipalities, on a fresh demo database.

let t: TestApp;
let admin = "";
let vendedor = "";
let caixa = "";
let producao = "";
let other = "";

beforeAll(async () => {
  t = await startTestApp();
  [admin, vendedor, caixa, producao, other] = (await Promise.all(
    ["admin", "vendedor", "caixa", "producao", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string, string];
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function call<T>(
  path: string,
  init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.request(path, { cookie: admin, ...init });
  return { status: res.status, body: (await res.json()) as T & { messages?: unknown } };
}

const person = (seed: number, change: Record<string, unknown> = {}) => ({
  customerType: "F",
  name: `Grupo Teste ${seed}`,
  docId1: generateCpf(700_000 + seed),
  phone1: `(21) 9${88_000_000 + seed}`,
  email: `grupo${seed}@teste.com.br`,
  ...change,
});

describe("customer groups", () => {
  it("lists the demo's groups with their customers; needs CUS 2 to change them", async () => {
    const list = await call<{ data: CustomerGroup[] }>("/api/v1/customer_groups?per_page=50");
    expect(list.status).toBe(200);
    expect(list.body.data.map((g) => g.name)).toEqual(["Atacado", "Revendedores", "Varejo", "VIP"]);
    expect(list.body.data.every((g) => g.customers > 0)).toBe(true);
    // caixa (CUS 1) reads them for the customer's chooser but may not change them; producao has no customers.
    expect((await call("/api/v1/customer_groups", { cookie: caixa })).status).toBe(200);
    expect((await call("/api/v1/customer_groups", { cookie: producao })).status).toBe(403);
    expect((await call("/api/v1/customer_groups", { method: "POST", cookie: caixa, json: { name: "X" } })).status).toBe(
      403,
    );
    // Outra Rede sees its own group only.
    const others = (await call<{ data: CustomerGroup[] }>("/api/v1/customer_groups", { cookie: other })).body.data;
    expect(others.map((g) => g.name)).toEqual(["Clientes Outra Rede"]);
  });

  it("creates, renames, deactivates and deletes a group; a name taken answers 422 in pt and es", async () => {
    const created = await call<CustomerGroup>("/api/v1/customer_groups", {
      method: "POST",
      cookie: vendedor,
      json: { name: " Atacarejo " },
    });
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: "Atacarejo", active: true, customers: 0 },
    });
    const id = created.body.id;
    expect(await call(`/api/v1/customer_groups`, { method: "POST", json: { name: "vip" } })).toEqual({
      status: 422,
      body: { messages: { name: ["Já existe um grupo com este nome."] } },
    });
    expect(
      (await call(`/api/v1/customer_groups/${id}`, { method: "PATCH", json: { name: "VIP" }, headers: es })).body,
    ).toEqual({ messages: { name: ["Ya existe un grupo con este nombre."] } });
    const renamed = await call<CustomerGroup>(`/api/v1/customer_groups/${id}`, {
      method: "PATCH",
      json: { name: "Atacado e Varejo", active: false },
    });
    expect(renamed.body).toMatchObject({ name: "Atacado e Varejo", active: false });
    // Another network's group is not found, for reading or changing.
    expect(
      (await call(`/api/v1/customer_groups/${id}`, { method: "PATCH", cookie: other, json: { name: "x" } })).status,
    ).toBe(404);
    expect((await call(`/api/v1/customer_groups/${id}`, { method: "DELETE", cookie: other })).status).toBe(404);
    const customer = await call<CustomerDetail>("/api/v1/customers", {
      method: "POST",
      json: person(1, { groupsIds: [id] }),
    });
    expect(customer.body.groupsNames).toEqual(["Atacado e Varejo"]);
    const removed = await call<CustomerGroup>(`/api/v1/customer_groups/${id}`, { method: "DELETE" });
    expect(removed.body).toMatchObject({ name: "Atacado e Varejo", customers: 1 });
    // The customer stays, out of the group.
    const after = await call<CustomerDetail>(`/api/v1/customers/${customer.body.id}`);
    expect(after.body.groupsIds).toEqual([]);
  });
});

describe("the customer's city, groups and documents", () => {
  it("saves cityId (IBGE) and groupsIds, answers their names, and filters the list by group", async () => {
    const groups = (await call<{ data: CustomerGroup[] }>("/api/v1/customer_groups")).body.data;
    const vip = groups.find((g) => g.name === "VIP") as CustomerGroup;
    const atacado = groups.find((g) => g.name === "Atacado") as CustomerGroup;
    const res = await call<CustomerDetail>("/api/v1/customers", {
      method: "POST",
      json: person(2, { cityId: 3106200, groupsIds: [vip.id, atacado.id] }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      cityId: 3106200,
      cityName: "Belo Horizonte",
      cityUf: "MG",
      groupsIds: [atacado.id, vip.id],
      groupsNames: ["Atacado", "VIP"],
      national_card_id_1: res.body.docId1,
      federal_tax_id: "",
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, res.body.id));
    expect(row?.cityId).toBe(3106200);
    const byGroup = await call<{ data: CustomerListItem[]; meta: { total: number } }>(
      `/api/v1/customers?group_id=${vip.id}&per_page=500`,
    );
    expect(byGroup.body.data.every((c) => c.groupsNames.includes("VIP"))).toBe(true);
    expect(byGroup.body.data.map((c) => c.id)).toContain(res.body.id);
    expect(byGroup.body.meta.total).toBe(vip.customers + 1);
    // A city that is no IBGE code and another network's group are refused.
    expect((await call("/api/v1/customers", { method: "POST", json: person(3, { cityId: 3199999 }) })).body).toEqual({
      messages: { cityId: ["Valor inválido"] },
    });
    expect(
      (await call("/api/v1/customers", { method: "POST", cookie: other, json: person(4, { groupsIds: [vip.id] }) }))
        .status,
    ).toBe(422);
    expect([404, 422]).toContain((await call(`/api/v1/customers?group_id=${vip.id}`, { cookie: other })).status);
    const members = await t.db
      .select()
      .from(customerGroupMembers)
      .where(and(eq(customerGroupMembers.customerId, res.body.id)));
    expect(members).toHaveLength(2);
  });

  it("takes a company's CNPJ as federal_tax_id, an alphanumeric one too", async () => {
    const res = await call<CustomerDetail>("/api/v1/customers", {
      method: "POST",
      json: {
        customerType: "J",
        name: "Empresa Alfa",
        federal_tax_id: "12.ABC.345/01DE-35",
        email: "alfa@teste.com.br",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      docId1: "12ABC34501DE35",
      federal_tax_id: "12ABC34501DE35",
      national_card_id_1: "",
    });
  });

  it("refuses a phone or e-mail another customer of the network has (pt and es); another network may", async () => {
    const first = await call<CustomerDetail>("/api/v1/customers", { method: "POST", json: person(5) });
    expect(first.status).toBe(201);
    const again = await call("/api/v1/customers", {
      method: "POST",
      json: person(6, { phone1: first.body.phone1, email: "GRUPO5@teste.com.br" }),
    });
    expect(again).toEqual({
      status: 422,
      body: { messages: { phone1: ["Telefone já cadastrado"], email: ["E-mail já cadastrado"] } },
    });
    const againEs = await call("/api/v1/customers", {
      method: "POST",
      json: person(6, { phone1: first.body.phone1 }),
      headers: es,
    });
    expect(againEs.body).toEqual({ messages: { phone1: ["Teléfono ya registrado"] } });
    // Its own phone and e-mail are no duplicate; an empty e-mail is none either.
    expect(
      (await call(`/api/v1/customers/${first.body.id}`, { method: "PATCH", json: { name: "Outro nome" } })).status,
    ).toBe(200);
    expect((await call("/api/v1/customers", { method: "POST", json: person(7, { email: "" }) })).status).toBe(201);
    expect((await call("/api/v1/customers", { method: "POST", json: person(8, { email: "" }) })).status).toBe(201);
    expect((await call("/api/v1/customers", { method: "POST", cookie: other, json: person(5) })).status).toBe(201);
  });
});

describe("GET /api/v1/useful/similar_customers", () => {
  it("finds look-alikes by name without accents or case, by phone or document digits, in the network only", async () => {
    const ana = await call<CustomerDetail>("/api/v1/customers", {
      method: "POST",
      json: person(9, { name: "Anaís Conceição Similar" }),
    });
    const similar = (query: string, cookie = admin) =>
      call<{ data: SimilarCustomer[] }>(`/api/v1/useful/similar_customers?${query}`, { cookie });
    expect((await similar("value=anais%20conceicao")).body.data.map((c) => c.id)).toEqual([ana.body.id]);
    const phone = ana.body.phone1;
    expect(
      (
        await similar(`value=${encodeURIComponent(`(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`)}`)
      ).body.data.map((c) => c.id),
    ).toContain(ana.body.id);
    expect((await similar(`value=${ana.body.docId1.slice(0, 9)}`)).body.data.map((c) => c.id)).toContain(ana.body.id);
    expect((await similar(`value=anais%20conceicao&except_id=${ana.body.id}`)).body.data).toEqual([]);
    expect((await similar("value=anais%20conceicao&active=false")).body.data).toEqual([]);
    // At most 5; too short a value finds nothing; another network sees none of these.
    expect((await similar("value=silva")).body.data.length).toBe(5);
    expect((await similar("value=an")).body.data).toEqual([]);
    expect((await similar("value=anais%20conceicao", other)).body.data).toEqual([]);
    expect((await similar("value=anais", producao)).status).toBe(403);
  });
});

describe("GET /api/v1/useful/municipalities", () => {
  it("lists a UF's municipalities by name with their IBGE codes; 422 for a malformed UF", async () => {
    const mg = await call<{ data: { id: number; name: string; uf: string }[] }>("/api/v1/useful/municipalities?uf=MG");
    expect(mg.body.data).toHaveLength(853);
    expect(mg.body.data).toContainEqual({ id: 3106200, name: "Belo Horizonte", uf: "MG" });
    expect((await call("/api/v1/useful/municipalities?uf=mg1")).status).toBe(422);
  });
});

describe("GET /api/v1/customers/export", () => {
  it("writes the filtered customers with the columns chosen as CSV and XLSX; RPT 13 only", async () => {
    const groups = (await call<{ data: CustomerGroup[] }>("/api/v1/customer_groups")).body.data;
    const vip = groups.find((g) => g.name === "VIP") as CustomerGroup;
    const created = await call<CustomerDetail>("/api/v1/customers", {
      method: "POST",
      json: person(20, { name: "Exportada Contagem", cityId: 3118601, groupsIds: [vip.id] }),
    });
    expect(created.status).toBe(201);
    const csv = await t.request(
      `/api/v1/customers/export?format=csv&columns=name,city,uf,groups,active&group_id=${vip.id}&uf=MG&customer_type=F&active=true`,
      { cookie: admin },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/clientes-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Nome;Cidade;UF;Grupos;Ativo");
    expect(lines).toContain("Exportada Contagem;Contagem;MG;VIP;Sim");
    expect(lines.slice(1).every((line) => line.includes(";MG;") && line.includes("VIP"))).toBe(true);
    const dated = await t.request(`/api/v1/customers/export?format=csv&columns=name,createdAt&group_id=${vip.id}`, {
      cookie: admin,
    });
    const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());
    expect(await dated.text()).toContain(`Exportada Contagem;${today}\r\n`);

    const xlsx = await t.request(
      `/api/v1/customers/export?format=xlsx&columns=name,docId1,city&city_id=3118601&initial_date=2000-01-01`,
      { cookie: admin, headers: es },
    );
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    const values = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(["Nombre", "CPF/CNPJ", "Ciudad"]);
    expect(values.slice(1).every((row) => row[2] === "Contagem")).toBe(true);
    expect(values.map((row) => row[0])).toContain("Exportada Contagem");

    expect((await t.request("/api/v1/customers/export?format=csv&columns=password", { cookie: admin })).status).toBe(
      422,
    );
    expect((await t.request("/api/v1/customers/export?format=csv", { cookie: vendedor })).status).toBe(403);
    expect(
      (await t.request(`/api/v1/customers/export?format=csv&group_id=${vip.id}`, { cookie: other })).status,
    ).not.toBe(200);
  });
});

describe("GET /api/v1/customers/export by funnel stage", () => {
  it("keeps only the customers the stage holds, named by the stage column", async () => {
    const stages = await call<{ data: { id: number; name: string; customers: number }[] }>("/api/v1/crm_stages");
    expect(stages.status).toBe(200);
    const stage = stages.body.data.find((s) => s.customers > 1);
    if (!stage) throw new Error("the demo funnel holds customers");
    const held = await t.db
      .select({ name: customers.name })
      .from(customerStages)
      .innerJoin(customers, eq(customers.id, customerStages.customerId))
      .innerJoin(crmStages, eq(crmStages.id, customerStages.stageId))
      .where(eq(customerStages.stageId, stage.id));
    const csv = await t.request(`/api/v1/customers/export?format=csv&columns=name,stage&stage_id=${stage.id}`, {
      cookie: admin,
    });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(lines.toSorted()).toEqual(held.map((row) => `${row.name};${stage.name}`).toSorted());
  });
});

describe("GET /api/v1/customers/export of names an attacker typed", () => {
  it("never starts a CSV cell with what a spreadsheet runs as a formula, even behind a tab or carriage return", async () => {
    const [demo] = await t.db.select({ net: customers.multiStoreId }).from(customers).limit(1);
    const names = ['\t=HYPERLINK("http://x")', "\r=1+1", "=2+2", "@SUM(A1)", "+3", "-4"];
    await t.db
      .insert(customers)
      .values(names.map((name, index) => ({ multiStoreId: demo?.net ?? 0, name, nickname: `Fórmula ${index}` })));
    const csv = await t.request("/api/v1/customers/export?format=csv&columns=nickname,name", { cookie: admin });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    for (const [index, name] of names.entries()) {
      const cell = name.includes("\r") || name.includes('"') ? `"'${name.replaceAll('"', '""')}"` : `'${name}`;
      expect(text).toContain(`\n${cell};Fórmula ${index}\r\n`);
    }
  });
});
