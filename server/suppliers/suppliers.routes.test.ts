import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import type { Carrier, Manufacturer, SupplierDetail, SupplierInput } from "../../src/schemas/suppliers.ts";
import { multiStores } from "../network/schema.ts";
import { userLogs, userPermissions, users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { manufacturers, supplierContacts, supplierDocuments, suppliers, transporters } from "./schema.ts";

// Suppliers (STO 4), their documents, directory and search (STO 4, INV 1 or FIN 1), manufacturers (STO 6) and
// carriers (STO 7), on a fresh copy of the demo database.

type Json = Record<string, unknown>;

let t: TestApp;
let admin = "";
let caixa = "";
let producao = "";
let financeiro = "";
let other = "";
let demoId = 0;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const es = { "accept-language": "es-EC" };

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id ?? 0;
  // vendedor gets FIN 1 (payables): the directory and the search are open to him, the suppliers screens are not.
  const [seller] = await t.db.select().from(users).where(eq(users.login, "vendedor"));
  await t.db
    .insert(userPermissions)
    .values({ userId: seller?.id ?? 0, multiStoreId: demoId, slug: "FIN", code: 1, value: 1 });
  [admin, caixa, producao, financeiro, other] = (await Promise.all(
    ["admin", "caixa", "producao", "vendedor", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string, string];
});
afterAll(() => t.close());

async function send(
  method: string,
  path: string,
  json?: unknown,
  cookie = admin,
  headers: Record<string, string> = {},
) {
  const res = await t.request(path, { method, cookie, json, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json & { messages?: unknown } };
}

const company = (seed: number, change: Partial<SupplierInput> = {}): SupplierInput => ({
  personType: "J",
  name: `Malharia Teste ${seed} Ltda`,
  tradeName: `Malharia ${seed}`,
  docId1: generateCnpj(500_000 + seed),
  stateRegistration: "110.042.490.114",
  email: `vendas${seed}@malharia.com.br`,
  phone1: "(11) 3456-7890",
  zipCode: "01310-100",
  address1: "Avenida Paulista",
  addressNumber: "1000",
  district: "Bela Vista",
  city: "São Paulo",
  uf: "sp",
  contacts: [{ name: "Carla Mendes", role: "Comercial", phone: "(11) 98765-4321", email: "carla@malharia.com.br" }],
  ...change,
});

describe("suppliers", () => {
  it("needs STO 4: 401 without a session, 403 for producao and the cashier", async () => {
    expect((await t.request("/api/v1/suppliers")).status).toBe(401);
    expect((await send("GET", "/api/v1/suppliers", undefined, producao)).status).toBe(403);
    expect((await send("GET", "/api/v1/suppliers", undefined, caixa)).status).toBe(403);
    expect((await send("POST", "/api/v1/suppliers", company(1), financeiro)).status).toBe(403);
    expect((await send("GET", "/api/v1/suppliers", undefined, admin)).status).toBe(200);
  });

  it("creates a company with its address and contact, stored without masks, and audits it", async () => {
    const created = await send("POST", "/api/v1/suppliers", company(2));
    expect(created.status).toBe(201);
    const supplier = created.body as unknown as SupplierDetail;
    expect(supplier).toMatchObject({
      personType: "J",
      docId1: generateCnpj(500_002),
      stateRegistration: "110042490114",
      phone1: "1134567890",
      zipCode: "01310100",
      uf: "SP",
      active: true,
      contacts: [{ name: "Carla Mendes", phone: "11987654321" }],
    });
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "suppliers"), eq(userLogs.entityId, String(supplier.id))))
      .orderBy(desc(userLogs.id));
    expect(log?.action).toBe("created");
    const listed = await send("GET", `/api/v1/suppliers?filter=${encodeURIComponent(supplier.docId1.slice(0, 8))}`);
    expect((listed.body.data as Json[]).map((s) => s.id)).toEqual([supplier.id]);
  });

  it("takes the alphanumeric CNPJ and ISENTO; refuses a duplicate CNPJ or CPF with the spec's messages, pt and es", async () => {
    const alpha = generateCnpj(31, "alphanumeric");
    const masked = `${alpha.slice(0, 2)}.${alpha.slice(2, 5)}.${alpha.slice(5, 8)}/${alpha.slice(8, 12)}-${alpha.slice(12)}`;
    const first = await send("POST", "/api/v1/suppliers", company(3, { docId1: masked, stateRegistration: "isento" }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ docId1: alpha, stateRegistration: "ISENTO" });
    const again = await send("POST", "/api/v1/suppliers", company(4, { docId1: alpha.toLowerCase() }));
    expect(again).toEqual({ status: 422, body: { messages: { docId1: ["CNPJ já cadastrado"] } } });
    const againEs = await send("POST", "/api/v1/suppliers", company(4, { docId1: alpha }), admin, es);
    expect(againEs.body).toEqual({ messages: { docId1: ["CNPJ ya registrado"] } });

    const cpf = generateCpf(777);
    const person = { personType: "F" as const, name: "José Artesão", docId1: cpf };
    expect((await send("POST", "/api/v1/suppliers", person)).status).toBe(201);
    expect((await send("POST", "/api/v1/suppliers", { ...person, name: "Outro" })).body).toEqual({
      messages: { docId1: ["CPF já cadastrado"] },
    });
    // Another network may have the same supplier.
    expect((await send("POST", "/api/v1/suppliers", person, other)).status).toBe(201);
  });

  it("answers the rules' messages per field (422), in pt and es", async () => {
    const bad = {
      personType: "J",
      name: "  ",
      docId1: "11.222.333/0001-80",
      stateRegistration: "X1",
      email: "vendas@",
      uf: "XX",
      contacts: [{ name: "", phone: "12" }],
    };
    expect(await send("POST", "/api/v1/suppliers", bad)).toEqual({
      status: 422,
      body: {
        messages: {
          name: ["Preenchimento Obrigatório"],
          docId1: ["CNPJ Inválido"],
          stateRegistration: ["Inscrição estadual inválida."],
          email: ["E-mail inváildo"],
          uf: ["UF inválida."],
          "contacts.0.name": ["Preenchimento Obrigatório"],
          "contacts.0.phone": ["Telefone inválido."],
        },
      },
    });
    const esBody = await send("POST", "/api/v1/suppliers", { ...bad, name: "X" }, admin, es);
    expect((esBody.body.messages as Json).docId1).toEqual(["CNPJ inválido"]);
  });

  it("patches fields and replaces the contact list; another network's ids are refused", async () => {
    const created = (await send("POST", "/api/v1/suppliers", company(5))).body as unknown as SupplierDetail;
    const contactId = created.contacts[0]?.id;
    const changed = await send("PATCH", `/api/v1/suppliers/${created.id}`, {
      tradeName: "Nova Fantasia",
      contacts: [{ id: contactId, name: "Carla M." }, { name: "Paulo" }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: created.name,
      tradeName: "Nova Fantasia",
      contacts: [{ id: contactId, name: "Carla M." }, { name: "Paulo" }],
    });
    expect((await send("GET", `/api/v1/suppliers/${created.id}`, undefined, other)).status).toBe(404);
    expect((await send("PATCH", `/api/v1/suppliers/${created.id}`, { name: "X" }, other)).status).toBe(404);
    const [foreign] = await t.db
      .select({ id: supplierContacts.id })
      .from(supplierContacts)
      .where(eq(supplierContacts.multiStoreId, demoId))
      .limit(1);
    const [otherSupplier] = await t.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.name, "José Artesão"))
      .orderBy(desc(suppliers.id))
      .limit(1);
    const stolen = await send(
      "PATCH",
      `/api/v1/suppliers/${otherSupplier?.id}`,
      { contacts: [{ id: foreign?.id, name: "x" }] },
      other,
    );
    expect(stolen.status).toBe(422);
  });

  it("filters the list by active, person type and UF", async () => {
    const inactive = (await send("POST", "/api/v1/suppliers", company(6, { active: false, uf: "RJ" }))).body;
    const rj = await send("GET", "/api/v1/suppliers?uf=rj&active=false&person_type=J&per_page=100");
    // The demo's inactive label supplier of Rio de Janeiro, and this one.
    expect((rj.body.data as Json[]).map((s) => s.id)).toContain(inactive.id);
    expect((rj.body.data as Json[]).every((s) => s.uf === "RJ" && s.active === false)).toBe(true);
    const people = await send("GET", "/api/v1/suppliers?person_type=F&per_page=100");
    expect((people.body.data as Json[]).every((s) => s.personType === "F")).toBe(true);
  });

  it("attaches, lists, downloads and removes documents through the storage", async () => {
    const supplier = (await send("POST", "/api/v1/suppliers", company(7))).body as unknown as SupplierDetail;
    const path = `/api/v1/suppliers/${supplier.id}/documents`;
    const up = await send("POST", path, {
      file_name: "Contrato de fornecimento.pdf",
      content_type: "application/pdf",
      content_base64: PDF.toString("base64"),
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      file_name: "Contrato de fornecimento.pdf",
      size: PDF.length,
      uploaded_by: "Mariana Albuquerque",
    });
    expect(t.storage.keys()).toHaveLength(1);
    const listed = await send("GET", path);
    expect(listed.body.data).toEqual([up.body]);
    const file = await t.request(String(up.body.url), { cookie: admin });
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="Contrato de fornecimento.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // Another network sees nothing of it.
    expect((await t.request(String(up.body.url), { cookie: other })).status).toBe(404);
    expect((await send("DELETE", String(up.body.url), undefined, other)).status).toBe(404);

    const lying = await send("POST", path, {
      file_name: "x.png",
      content_type: "image/png",
      content_base64: PDF.toString("base64"),
    });
    expect(lying).toEqual({
      status: 422,
      body: { messages: { content_type: ["Envie apenas imagens (PNG, JPG, GIF, WEBP) ou PDF."] } },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await send(
      "POST",
      path,
      { file_name: "x.pdf", content_type: "application/pdf", content_base64: big.toString("base64") },
      admin,
      es,
    );
    expect(tooBig.body).toEqual({ messages: { content_base64: ["El archivo debe tener como máximo 10 MB."] } });

    expect((await send("DELETE", String(up.body.url))).body).toEqual({ ok: true });
    expect(t.storage.keys()).toEqual([]);
    expect(await t.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, supplier.id))).toEqual(
      [],
    );
    const actions = await t.db
      .select({ action: userLogs.action })
      .from(userLogs)
      .where(and(eq(userLogs.entity, "suppliers"), eq(userLogs.entityId, String(supplier.id))));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["document-added", "document-removed"]));
  });

  it("opens the directory and the search to STO 4, INV 1 or FIN 1, with active suppliers only", async () => {
    await send("POST", "/api/v1/suppliers", company(8, { name: "Aviamentos Diretório Ltda" }));
    const found = await send("GET", "/api/v1/suppliers/search?search=diret%C3%B3rio", undefined, financeiro);
    expect(found.status).toBe(200);
    expect((found.body.data as Json[]).map((s) => s.name)).toEqual(["Aviamentos Diretório Ltda"]);
    const directory = await send("GET", "/api/v1/useful/suppliers?filter=Diret%C3%B3rio", undefined, financeiro);
    expect(directory.body.data).toEqual([
      expect.objectContaining({
        name: "Aviamentos Diretório Ltda",
        contacts: [expect.objectContaining({ name: "Carla Mendes" })],
      }),
    ]);
    const inactive = await send("GET", "/api/v1/useful/suppliers?per_page=500", undefined, financeiro);
    expect((inactive.body.data as Json[]).every((s) => s.active === true)).toBe(true);
    expect((await send("GET", "/api/v1/suppliers/search", undefined, producao)).status).toBe(403);
    expect((await send("GET", "/api/v1/useful/suppliers", undefined, caixa)).status).toBe(403);
    const none = await send("GET", "/api/v1/suppliers/search?search=diret%C3%B3rio", undefined, other);
    expect(none.body.data).toEqual([]);
  });
});

describe("manufacturers", () => {
  it("creates and edits a manufacturer; the name is unique in the network; STO 6", async () => {
    const created = await send("POST", "/api/v1/manufacturers", { name: "Tecelagem Fio Forte", docId1: "" });
    expect(created.status).toBe(201);
    const maker = created.body as unknown as Manufacturer;
    expect(await send("POST", "/api/v1/manufacturers", { name: "tecelagem fio forte" })).toEqual({
      status: 422,
      body: { messages: { name: ["Já existe um fabricante com este nome."] } },
    });
    expect((await send("POST", "/api/v1/manufacturers", { name: "Tecelagem Fio Forte" }, other)).status).toBe(201);
    const changed = await send("PATCH", `/api/v1/manufacturers/${maker.id}`, {
      docId1: "11.222.333/0001-81",
      active: false,
    });
    expect(changed.body).toEqual({
      id: maker.id,
      name: "Tecelagem Fio Forte",
      docId1: "11222333000181",
      active: false,
    });
    expect((await send("PATCH", `/api/v1/manufacturers/${maker.id}`, { docId1: "123" }, admin, es)).body).toEqual({
      messages: { docId1: ["CPF inválido"] },
    });
    const [row] = await t.db.select().from(manufacturers).where(eq(manufacturers.id, maker.id));
    expect(row).toMatchObject({ multiStoreId: demoId, active: false });
    expect((await send("GET", `/api/v1/manufacturers/${maker.id}`, undefined, other)).status).toBe(404);
    expect((await send("GET", "/api/v1/manufacturers", undefined, producao)).status).toBe(403);
    const listed = await send("GET", "/api/v1/manufacturers?filter=fio%20forte");
    expect((listed.body.data as Json[]).map((m) => m.id)).toEqual([maker.id]);
  });
});

describe("carriers", () => {
  it("lists and edits the carriers the PDV creates; STO 7; another network's refused", async () => {
    const created = await send(
      "POST",
      "/api/v1/transporters",
      { name: "Expresso Teste", doc_id_1: "11.222.333/0001-81", license_plate: "abc1d23" },
      caixa,
    );
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    const listed = await send("GET", "/api/v1/transporters?filter=expresso%20teste");
    expect((listed.body.data as Json[]).map((c) => c.id)).toEqual([id]);
    const changed = await send("PATCH", `/api/v1/transporters/${id}`, {
      phone: "(31) 3333-4444",
      email: "contato@expresso.com.br",
      state_tax_id: "ISENTO",
      antt: "12345678",
      zip_code: "30140-071",
      uf: "mg",
    });
    expect(changed.status).toBe(200);
    expect(changed.body as unknown as Carrier).toMatchObject({
      id,
      name: "Expresso Teste",
      phone: "3133334444",
      state_tax_id: "ISENTO",
      antt: "12345678",
      zip_code: "30140071",
      uf: "MG",
      license_plate: "ABC1D23",
      active: true,
    });
    expect(await send("PATCH", `/api/v1/transporters/${id}`, { license_plate: "12", antt: "1" })).toEqual({
      status: 422,
      body: {
        messages: {
          license_plate: ["Placa inválida: use ABC-1234 ou ABC1D23."],
          antt: ["RNTRC (ANTT) inválido: 8 ou 9 dígitos."],
        },
      },
    });
    expect((await send("PATCH", `/api/v1/transporters/${id}`, { active: false })).body).toMatchObject({
      active: false,
    });
    // Inactive: off the PDV's search.
    const search = await send("GET", "/api/v1/transporters/search?q=expresso%20teste", undefined, caixa);
    expect(search.body.data).toEqual([]);
    expect((await send("GET", `/api/v1/transporters/${id}`, undefined, other)).status).toBe(404);
    expect((await send("PATCH", `/api/v1/transporters/${id}`, { name: "x" }, other)).status).toBe(404);
    expect((await send("GET", "/api/v1/transporters", undefined, caixa)).status).toBe(403);
    const [row] = await t.db.select().from(transporters).where(eq(transporters.id, id));
    expect(row).toMatchObject({ multiStoreId: demoId, active: false, email: "contato@expresso.com.br" });
  });
});
