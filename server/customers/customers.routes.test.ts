import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import type { CustomerDetail, CustomerInput, CustomerListItem } from "../../src/schemas/customers.ts";
import { customerAddresses, customerContacts, customers } from "./schema.ts";
import { multiStores } from "../network/schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// The customers module: GET /api/v1/customers (paged), GET, POST and PATCH of one customer with its addresses and
// contacts (spec 2.5, 3, 5.1, 5.2, 7), on a fresh copy of the demo database.

type Page = { data: CustomerListItem[]; meta: { page: number; per_page: number; total: number } };

let t: TestApp;
let admin = "";
let caixa = "";
let caixa10 = "";
let vendedor = "";
let producao = "";
let other = "";
let demoId = 0;

beforeAll(async () => {
  t = await startTestApp();
  const cookies = await Promise.all(
    ["admin", "caixa", "caixa10", "vendedor", "producao", "outra.admin"].map((login) => t.login(login)),
  );
  [admin, caixa, caixa10, vendedor, producao, other] = cookies as [string, string, string, string, string, string];
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id ?? 0;
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function list(query = "", cookie = admin) {
  const res = await t.request(`/api/v1/customers${query}`, { cookie });
  return { status: res.status, body: (await res.json()) as Page };
}

async function create(json: unknown, cookie = admin, headers: Record<string, string> = {}) {
  const res = await t.request("/api/v1/customers", { method: "POST", cookie, json, headers });
  return { status: res.status, body: (await res.json()) as CustomerDetail & { messages?: unknown } };
}

async function patch(id: number, json: unknown, cookie = admin, headers: Record<string, string> = {}) {
  const res = await t.request(`/api/v1/customers/${id}`, { method: "PATCH", cookie, json, headers });
  return { status: res.status, body: (await res.json()) as CustomerDetail & { messages?: unknown } };
}

const address = (change: Record<string, unknown> = {}) => ({
  zip_code: "30140-071",
  address_1: "Rua Antônio de Albuquerque",
  address_number: "330",
  complement: "Sala 2",
  district: "Savassi",
  city: "Belo Horizonte",
  uf: "mg",
  main: false,
  ...change,
});

const person = (seed: number, change: Partial<CustomerInput> = {}): CustomerInput => ({
  customerType: "F",
  name: `Cliente Teste ${seed}`,
  docId1: generateCpf(900_000 + seed),
  // Each seed its own phone and e-mail: both are unique in a network (spec 5.1).
  phone1: `(31) 9${98_765_431 + seed}`,
  email: `cliente${seed}@teste.com.br`,
  ...change,
});

describe("GET /api/v1/customers", () => {
  it("needs CUS 1: 401 without a session, 403 for producao and for caixa10 (POS only)", async () => {
    expect((await t.request("/api/v1/customers")).status).toBe(401);
    expect((await list("", producao)).status).toBe(403);
    expect((await list("", caixa10)).status).toBe(403);
    expect((await list("", vendedor)).status).toBe(200);
    expect((await list("", caixa)).status).toBe(200);
  });

  it("pages the network's customers by name with the main address's city", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, per_page: 20, total: 160 });
    expect(first.body.data).toHaveLength(20);
    const names = first.body.data.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const [row] = first.body.data;
    const [main] = await t.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, row?.id ?? 0), eq(customerAddresses.main, true)));
    expect(row).toMatchObject({ city: main?.city, uf: main?.uf, active: true });
    const last = await list("?page=8&per_page=20");
    expect(last.body.data).toHaveLength(20);
    expect(last.body.meta).toEqual({ page: 8, per_page: 20, total: 160 });
  });

  it("filters by name, e-mail, masked CPF/CNPJ or phone, and sorts by any column both ways", async () => {
    const business = await list("?filter=padaria");
    expect(business.body.data.map((c) => c.name)).toContain("Padaria Pão Dourado Ltda");
    const [padaria] = business.body.data.filter((c) => c.name === "Padaria Pão Dourado Ltda");
    expect(padaria?.customerType).toBe("J");
    const masked = `${padaria?.docId1.slice(0, 2)}.${padaria?.docId1.slice(2, 5)}.${padaria?.docId1.slice(5, 8)}`;
    const byDoc = await list(`?filter=${encodeURIComponent(masked)}`);
    expect(byDoc.body.data.map((c) => c.id)).toContain(padaria?.id);
    const phone = padaria?.phone1 ?? "";
    const byPhone = await list(`?filter=${encodeURIComponent(`(${phone.slice(0, 2)}) ${phone.slice(2, 7)}`)}`);
    expect(byPhone.body.data.map((c) => c.id)).toContain(padaria?.id);
    const byEmail = await list(`?filter=${encodeURIComponent(padaria?.email ?? "")}`);
    expect(byEmail.body.data.map((c) => c.id)).toEqual([padaria?.id]);

    const byCityDesc = await list("?sort_field=city&sort_direction=desc&per_page=500");
    const cities = byCityDesc.body.data.map((c) => c.city.toLowerCase());
    expect(cities).toEqual([...cities].sort().reverse());
    const byDocAsc = await list("?sort_field=docId1&per_page=500");
    const docs = byDocAsc.body.data.map((c) => c.docId1);
    expect(docs).toEqual([...docs].sort());
    expect((await list("?sort_field=password")).status).toBe(422);
  });
});

describe("POST /api/v1/customers", () => {
  it("creates a person with CPF, addresses (one main) and contacts; answers id and publicId", async () => {
    const res = await create(
      person(1, {
        nickname: " Ana ",
        docId1: "529.982.247-25",
        addresses: [address(), address({ address_1: "Rua da Bahia", main: true })],
        contacts: [{ name: "Carlos Souza", role: "Marido", phone: "(31) 3456-7890", email: "carlos@teste.com.br" }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      publicId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customerType: "F",
      name: "Cliente Teste 1",
      nickname: "Ana",
      docId1: "52998224725",
      phone1: "31998765432",
      email: "cliente1@teste.com.br",
      active: true,
      contacts: [{ name: "Carlos Souza", role: "Marido", phone: "3134567890", email: "carlos@teste.com.br" }],
    });
    // The main address comes first; CEP digits, UF in capitals.
    expect(res.body.addresses.map((a) => [a.address_1, a.main, a.zip_code, a.uf])).toEqual([
      ["Rua da Bahia", true, "30140071", "MG"],
      ["Rua Antônio de Albuquerque", false, "30140071", "MG"],
    ]);
    const detail = await t.request(`/api/v1/customers/${res.body.id}`, { cookie: admin });
    expect(await detail.json()).toEqual(res.body);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "customers"), eq(userLogs.entityId, String(res.body.id))));
    expect(log).toMatchObject({ action: "created", module: "CUS", multiStoreId: demoId });
  });

  it("creates a company with CNPJ, and the first address is the main one when none is marked", async () => {
    const res = await create({
      customerType: "J",
      name: "Gráfica Savassi Ltda",
      docId1: generateCnpj(77_001),
      email: "contato@graficasavassi.com.br",
      addresses: [address(), address({ address_1: "Rua Pernambuco" })],
    });
    expect(res.status).toBe(201);
    expect(res.body.customerType).toBe("J");
    expect(res.body.addresses.map((a) => a.main)).toEqual([true, false]);
    const listed = await list(`?filter=${encodeURIComponent("Gráfica Savassi")}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ name: "Gráfica Savassi Ltda", city: "Belo Horizonte", uf: "MG", phone1: "" }),
    ]);
  });

  it("stores names and other texts without bidi controls", async () => {
    const created = await create(
      person(15, {
        name: "Cliente \u202Eetset\u202C",
        nickname: "\u2067Apelido\u2069",
        addresses: [address({ city: "Belo\u200F Horizonte" })],
        contacts: [{ name: "\u200EContato" }],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Cliente etset",
      nickname: "Apelido",
      addresses: [{ city: "Belo Horizonte" }],
      contacts: [{ name: "Contato" }],
    });
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, created.body.id));
    expect(stored?.name).toBe("Cliente etset");
  });

  it("answers 422 with messages per field, in pt-BR and es-EC", async () => {
    const body = {
      customerType: "F",
      name: " ",
      docId1: "529.982.247-24",
      phone1: "",
      email: "",
      addresses: [address({ address_1: "", zip_code: "3014", uf: "XX" })],
      contacts: [{ name: "", phone: "123", email: "x@" }],
    };
    const pt = await create(body);
    expect(pt.status).toBe(422);
    expect(pt.body).toEqual({
      messages: {
        name: ["Preenchimento Obrigatório"],
        docId1: ["CPF Inválido"],
        phone1: ["Ao menos um contato é obrigatório"],
        email: ["Ao menos um contato é obrigatório"],
        "addresses.0.address_1": ["Preenchimento Obrigatório"],
        "addresses.0.zip_code": ["CEP inválido."],
        "addresses.0.uf": ["UF inválida."],
        "contacts.0.name": ["Preenchimento Obrigatório"],
        "contacts.0.phone": ["Telefone inválido."],
        "contacts.0.email": ["E-mail inváildo"],
      },
    });
    const spanish = await create(
      { customerType: "J", name: "Empresa", docId1: "529.982.247-25", phone1: "(11) 1234", email: "a@b" },
      admin,
      es,
    );
    expect(spanish.body).toEqual({
      messages: { docId1: ["CNPJ inválido"], phone1: ["Teléfono inválido."], email: ["Correo electrónico inválido"] },
    });
    const shape = await create({ name: "Sem tipo", customerType: "X", extra: 1 });
    expect(shape.status).toBe(422);
    expect(shape.body.messages).toMatchObject({ customerType: ["Valor inválido"], extra: ["Campo não permitido."] });
  });

  it("refuses a CPF or CNPJ already in the network (422), but not one of another network", async () => {
    const [person1] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.multiStoreId, demoId), eq(customers.customerType, "F")))
      // The last ones: Outra Rede's three seeded customers share the first CPFs.
      .orderBy(desc(customers.id))
      .limit(1);
    const [company] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.multiStoreId, demoId), eq(customers.customerType, "J")))
      .limit(1);
    const cpf = await create(person(2, { docId1: person1?.docId1 ?? "" }));
    expect(cpf).toEqual({ status: 422, body: { messages: { docId1: ["CPF já cadastrado"] } } });
    const cnpj = await create({ customerType: "J", name: "Outra", docId1: company?.docId1, phone1: "1134567890" });
    expect(cnpj).toEqual({ status: 422, body: { messages: { docId1: ["CNPJ já cadastrado"] } } });
    const cnpjEs = await create(
      { customerType: "J", name: "Otra", docId1: company?.docId1, email: "a@b.co" },
      admin,
      es,
    );
    expect(cnpjEs.body).toEqual({ messages: { docId1: ["CNPJ ya registrado"] } });
    // Outra Rede may have a customer with the same CPF.
    expect((await create(person(3, { docId1: person1?.docId1 ?? "" }), other)).status).toBe(201);
    // Two customers without a document are fine.
    expect((await create(person(4, { docId1: "" }))).status).toBe(201);
    expect((await create(person(5, { docId1: "" }))).status).toBe(201);
  });

  it("is open to cashiers (POS 1 or 10), who create customers from the sale; not to producao", async () => {
    const byCaixa10 = await create(person(6), caixa10);
    expect(byCaixa10.status).toBe(201);
    expect((await t.request(`/api/v1/customers/${byCaixa10.body.id}`, { cookie: caixa10 })).status).toBe(200);
    expect((await create(person(7), caixa)).status).toBe(201);
    expect((await create(person(8), producao)).status).toBe(403);
    // The PDV's search finds the new customer with its address.
    const found = await t.request(`/api/v1/customers/search?q=${encodeURIComponent("Cliente Teste 6")}`, {
      cookie: caixa10,
    });
    expect(((await found.json()) as { data: { id: number }[] }).data.map((c) => c.id)).toEqual([byCaixa10.body.id]);
  });
});

describe("how many addresses and contacts", () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => address({ address_number: String(i + 1) }));
  const contacts = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Contato ${i + 1}` }));

  it("saves 20 of each, in the order sent", async () => {
    const res = await create(person(30, { addresses: addresses(20), contacts: contacts(20) }));
    expect(res.status).toBe(201);
    const detail = await t.request(`/api/v1/customers/${res.body.id}`, { cookie: admin });
    const saved = (await detail.json()) as CustomerDetail;
    expect(saved.addresses.map((a) => a.address_number)).toEqual(addresses(20).map((a) => a.address_number));
    expect(saved.contacts.map((c) => c.name)).toEqual(contacts(20).map((c) => c.name));
    const edited = await patch(res.body.id, { contacts: [...saved.contacts.slice(0, 19), { name: "Novo" }] });
    expect(edited.body.contacts.map((c) => c.name)).toEqual([...contacts(19).map((c) => c.name), "Novo"]);
  });

  it("refuses 21 addresses or contacts with 422 in pt-BR and es-EC, writing nothing", async () => {
    const before = await list();
    const tooMany = await create(person(31, { addresses: addresses(21), contacts: contacts(1_000) }));
    expect(tooMany).toEqual({
      status: 422,
      body: {
        messages: {
          addresses: ["O campo deve ter no máximo 20 itens."],
          contacts: ["O campo deve ter no máximo 20 itens."],
        },
      },
    });
    const es21 = await create(person(31, { contacts: contacts(21) }), admin, es);
    expect(es21.body.messages).toEqual({ contacts: ["El campo debe tener como máximo 20 ítems."] });
    expect((await list()).body.meta.total).toBe(before.body.meta.total);
    const existing = await create(person(32));
    expect((await patch(existing.body.id, { addresses: addresses(21) })).status).toBe(422);
  });
});

describe("PATCH /api/v1/customers/{id}", () => {
  it("changes fields, edits, adds and removes addresses and contacts", async () => {
    const created = await create(
      person(10, {
        addresses: [address({ main: true }), address({ address_1: "Rua da Bahia" })],
        contacts: [
          { name: "Contato Um", role: "Compras" },
          { name: "Contato Dois", email: "dois@teste.com.br" },
        ],
      }),
    );
    const [first, second] = created.body.addresses;
    const [one] = created.body.contacts;
    const res = await patch(created.body.id, {
      customerType: "F",
      name: "Cliente Teste Dez",
      active: false,
      addresses: [
        { ...second, address_1: "Rua da Bahia", address_number: "1148", main: true },
        address({ address_1: "Avenida Afonso Pena", uf: "MG" }),
      ],
      contacts: [{ ...one, role: "Financeiro" }, { name: "Contato Três" }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Cliente Teste Dez", active: false, docId1: created.body.docId1 });
    expect(res.body.addresses.map((a) => [a.id === second?.id, a.address_1, a.address_number, a.main])).toEqual([
      [true, "Rua da Bahia", "1148", true],
      [false, "Avenida Afonso Pena", "330", false],
    ]);
    expect(res.body.contacts.map((c) => [c.id === one?.id, c.name, c.role])).toEqual([
      [true, "Contato Um", "Financeiro"],
      [false, "Contato Três", ""],
    ]);
    // The removed address stays for the sales pointing at it, inactive; the removed contact is gone.
    const [removed] = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, first?.id ?? 0));
    expect(removed).toMatchObject({ active: false, main: false });
    const contacts = await t.db.select().from(customerContacts).where(eq(customerContacts.customerId, created.body.id));
    expect(contacts).toHaveLength(2);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, "updated"), eq(userLogs.entityId, String(created.body.id))));
    expect(log?.entity).toBe("customers");
  });

  it("keeps what the body leaves out, and its own CPF is no duplicate", async () => {
    const created = await create(person(11, { addresses: [address()], contacts: [{ name: "Fica" }] }));
    const res = await patch(created.body.id, { customerType: "F", name: "Só o nome" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Só o nome",
      docId1: created.body.docId1,
      phone1: created.body.phone1,
      addresses: created.body.addresses,
      contacts: created.body.contacts,
    });
  });

  it("changes only the fields sent: type and name may be left out too (docs/api/customers.md)", async () => {
    const created = await create(person(14, { nickname: "Apelido", addresses: [address()] }));
    const res = await patch(created.body.id, { email: "novo14@teste.com.br" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created.body, email: "novo14@teste.com.br" });
    const inactive = await patch(created.body.id, { active: false });
    expect(inactive.body).toEqual({ ...created.body, email: "novo14@teste.com.br", active: false });
    expect(await patch(created.body.id, { name: " " })).toEqual({
      status: 422,
      body: { messages: { name: ["Preenchimento Obrigatório"] } },
    });
  });

  it("refuses another customer's CPF, a CPF on a company, and addresses or contacts of someone else", async () => {
    const a = await create(person(12, { addresses: [address()] }));
    const b = await create(person(13, { contacts: [{ name: "De B" }] }));
    const taken = await patch(b.body.id, { customerType: "F", name: b.body.name, docId1: a.body.docId1 });
    expect(taken).toEqual({ status: 422, body: { messages: { docId1: ["CPF já cadastrado"] } } });
    const typeChanged = await patch(a.body.id, { customerType: "J", name: a.body.name });
    expect(typeChanged).toEqual({ status: 422, body: { messages: { docId1: ["CNPJ Inválido"] } } });
    const stolen = await patch(b.body.id, {
      customerType: "F",
      name: b.body.name,
      addresses: [{ ...a.body.addresses[0], id: a.body.addresses[0]?.id }],
      contacts: [
        { id: b.body.contacts[0]?.id, name: "De B" },
        { id: b.body.contacts[0]?.id, name: "Duas vezes" },
      ],
    });
    expect(stolen).toEqual({
      status: 422,
      body: {
        messages: { "addresses.0.id": ["Registro não encontrado."], "contacts.1.id": ["Registro não encontrado."] },
      },
    });
  });
});

describe("tenant isolation", () => {
  it("keeps each network to its own customers", async () => {
    const mine = await list("?per_page=500", other);
    expect(
      mine.body.data.every((c) => c.name.startsWith("Cliente Outra Rede") || c.name.startsWith("Cliente Teste")),
    ).toBe(true);
    expect(mine.body.meta.total).toBe(4);
    const [demoCustomer] = await t.db.select().from(customers).where(eq(customers.multiStoreId, demoId)).limit(1);
    const id = demoCustomer?.id ?? 0;
    expect((await t.request(`/api/v1/customers/${id}`, { cookie: other })).status).toBe(404);
    expect((await patch(id, { customerType: "F", name: "Roubado" }, other)).status).toBe(404);
    const [unchanged] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(unchanged?.name).toBe(demoCustomer?.name);
    expect((await t.request("/api/v1/customers/0", { cookie: admin })).status).toBe(404);
    expect((await t.request("/api/v1/customers/abc", { cookie: admin })).status).toBe(404);
  });
});
