import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDetail, AttendanceList, ProductionOverview } from "../../src/schemas/production.ts";
import { companies, multiStores } from "../network/schema.ts";
import { productionOrders, productionSizes, productionStamps } from "./schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  createOrder,
  dayOffset,
  productionCatalog,
  ORDERS,
  patch,
  placeOrder,
  productionUser,
  today,
} from "./production-test-support.ts";

let t: TestApp;
let admin = "";
let producao = "";
let arts = "";
let outra = "";
let demoId = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  producao = await t.login("producao");
  outra = await t.login("outra.admin");
  arts = await productionUser(t, "so.artes", [[2, 1]]);
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = store?.id ?? 0;
});
afterAll(() => t.close());

const get = async <T>(path: string, cookie: string, locale?: string) => {
  const res = await t.request(path, { cookie, ...(locale ? { headers: { "accept-language": locale } } : {}) });
  return { status: res.status, body: (await res.json()) as T };
};

describe("the demo seed and the overview", () => {
  it("counts the open orders, late orders and pieces per stage", async () => {
    const { status, body } = await get<ProductionOverview>(`${ORDERS}/overview`, producao);
    expect(status).toBe(200);
    expect(body.today).toBe(today());
    expect(body.stages.map((s) => [s.slug, s.name, s.count, s.late])).toEqual([
      ["atendimentos", "Atendimento", 7, 1],
      ["artes", "Artes", 6, 1],
      ["cortes", "Cortes", 5, 1],
      ["tela-revelacao", "Tela/Revelação", 5, 1],
      ["estamparia", "Estamparia", 5, 1],
      ["confeccao", "Confecção", 5, 1],
      ["expedicao", "Expedição", 4, 1],
    ]);
    for (const stage of body.stages) {
      const rows = (await get<AttendanceList>(`${ORDERS}?stage=${stage.slug}&per_page=100`, admin)).body.data;
      expect(stage.pieces).toBe(rows.reduce((sum, r) => sum + r.pieces, 0));
      expect(stage.pieces).toBeGreaterThan(0);
    }
    expect(body.finished_last_30_days).toBe(2);
    expect(body.late_orders).toHaveLength(7);
    const dates = body.late_orders.map((o) => o.delivery_date);
    expect(dates).toEqual([...dates].sort());
    expect(body.late_orders.every((o) => o.delivery_date < today() && o.days_late > 0)).toBe(true);
    expect(new Set(body.late_orders.map((o) => o.slug)).size).toBe(7);
  });

  it("follows a new late order and a move", async () => {
    const before = (await get<ProductionOverview>(`${ORDERS}/overview`, admin)).body;
    const late = await createOrder(t, admin, { delivery_date: dayOffset(-3), customer_name: "Academia Atrasada" });
    await patch(t, admin, late.id, { status_id: 2 });
    const after = (await get<ProductionOverview>(`${ORDERS}/overview`, admin)).body;
    expect(after.stages[1]?.count).toBe((before.stages[1]?.count ?? 0) + 1);
    expect(after.stages[1]?.late).toBe((before.stages[1]?.late ?? 0) + 1);
    expect(after.stages[1]?.pieces).toBe((before.stages[1]?.pieces ?? 0) + 10);
    expect(after.late_orders.find((o) => o.id === late.id)).toEqual({
      id: late.id,
      number: late.number,
      customer_name: "Academia Atrasada",
      delivery_date: dayOffset(-3),
      days_late: 3,
      status_id: 2,
      status_name: "Artes",
      slug: "artes",
    });
    await placeOrder(t, late.id, 9);
  });

  it("keeps each network to its own orders, and needs SLK 1", async () => {
    const { body } = await get<ProductionOverview>(`${ORDERS}/overview`, outra);
    expect(body.stages.map((s) => s.count)).toEqual([1, 0, 0, 0, 0, 1, 0]);
    expect((await get(`${ORDERS}/overview`, arts)).status).toBe(403);
  });

  it("names the stages in Spanish for es-EC", async () => {
    const { body } = await get<ProductionOverview>(`${ORDERS}/overview`, admin, "es-EC");
    expect(body.stages.map((s) => s.name)).toEqual([
      "Atención",
      "Artes",
      "Cortes",
      "Pantalla/Revelado",
      "Estampado",
      "Confección",
      "Despacho",
    ]);
  });
});

describe("GET /api/v1/silkriar_attendances (lists per stage)", () => {
  it("lists the orders of one stage by delivery date, the late ones marked", async () => {
    const { status, body } = await get<AttendanceList>(`${ORDERS}?stage=artes`, arts);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: body.data.length });
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data.every((o) => o.status_id === 2 && o.status_name === "Artes")).toBe(true);
    const dates = body.data.map((o) => o.delivery_date ?? "9999");
    expect(dates).toEqual([...dates].sort());
    for (const row of body.data) {
      expect(row.late).toBe(row.delivery_date !== null && row.delivery_date < today());
      expect(row.days_late > 0).toBe(row.late);
    }
    expect(body.data.some((o) => o.late)).toBe(true);
    expect(body.data[0]).toMatchObject({
      previous_status: { status_id: 1, name: "Atendimento" },
      next_status: { status_id: 3, name: "Cortes" },
      company_name: expect.stringMatching(/^Rede Demo/),
    });
  });

  it("takes status_id like stage, and refuses both when they differ", async () => {
    const bySlug = await get<AttendanceList>(`${ORDERS}?stage=cortes`, admin);
    const byId = await get<AttendanceList>(`${ORDERS}?status_id=3`, admin);
    expect(byId.body).toEqual(bySlug.body);
    expect((await get(`${ORDERS}?stage=cortes&status_id=3`, admin)).status).toBe(200);
    expect(await get(`${ORDERS}?stage=cortes&status_id=4`, admin)).toEqual({
      status: 422,
      body: { messages: { status_id: ["Valor inválido"] } },
    });
    expect((await get(`${ORDERS}?stage=costureiras`, admin)).status).toBe(422);
    expect((await get(`${ORDERS}?status_id=12`, admin)).status).toBe(422);
  });

  it("shows a stage only to its SLK code or the service desk", async () => {
    expect((await get(`${ORDERS}?stage=artes`, arts)).status).toBe(200);
    expect(await get(`${ORDERS}?stage=cortes`, arts)).toEqual({
      status: 403,
      body: { messages: ["Você não tem permissão para acessar este recurso."] },
    });
    expect((await get(ORDERS, arts)).status).toBe(403);
    expect((await get(`${ORDERS}?status_id=8`, arts)).status).toBe(403);
    expect((await get(ORDERS, producao)).status).toBe(200);
    expect((await get(`${ORDERS}?status_id=9`, producao)).status).toBe(200);
    expect((await get(ORDERS, await productionUser(t, "sem.slk", []))).status).toBe(403);
  });

  it("filters by text, delivery period and lateness; sorts and pages", async () => {
    const mine = await createOrder(t, admin, {
      customer_name: "Confeitaria Doce Encanto",
      delivery_date: dayOffset(40),
    });
    const byName = await get<AttendanceList>(`${ORDERS}?filter=doce%20encanto`, admin);
    expect(byName.body.data.map((o) => o.id)).toEqual([mine.id]);
    expect(byName.body.data[0]).toMatchObject({
      items_count: 1,
      pieces: 10,
      total: "259.00",
      late: false,
      days_late: 0,
    });
    const byNumber = await get<AttendanceList>(`${ORDERS}?filter=${mine.number}`, admin);
    expect(byNumber.body.data.map((o) => o.id)).toContain(mine.id);
    const period = await get<AttendanceList>(
      `${ORDERS}?initial_date=${dayOffset(39)}&final_date=${dayOffset(41)}`,
      admin,
    );
    expect(period.body.data.map((o) => o.id)).toEqual([mine.id]);
    const late = await get<AttendanceList>(`${ORDERS}?late=true&per_page=100`, admin);
    expect(late.body.data.length).toBeGreaterThanOrEqual(7);
    expect(late.body.data.every((o) => o.late)).toBe(true);
    const desc = await get<AttendanceList>(`${ORDERS}?sort_field=number&sort_direction=desc&per_page=2&page=2`, admin);
    expect(desc.body.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(desc.body.data.map((o) => o.number)).toEqual([mine.number - 2, mine.number - 3]);
    expect(await get(`${ORDERS}?sort_field=password`, admin)).toMatchObject({ status: 422 });
  });

  it("lists orders without a delivery date last", async () => {
    const none = await createOrder(t, admin, { delivery_date: null, customer_name: "Sem Data" });
    const { body } = await get<AttendanceList>(`${ORDERS}?stage=atendimentos&per_page=100`, admin);
    expect(body.data.at(-1)?.id).toBe(none.id);
    const desc = await get<AttendanceList>(`${ORDERS}?stage=atendimentos&per_page=100&sort_direction=desc`, admin);
    expect(desc.body.data.at(-1)?.id).toBe(none.id);
  });

  it("shows another network nothing of Rede Demo", async () => {
    const { body } = await get<AttendanceList>(`${ORDERS}?per_page=100`, outra);
    expect(body.data.map((o) => o.customer_name)).toEqual(["Clube Atlético Curitibano", "Clube Atlético Curitibano"]);
    expect(body.meta.total).toBe(2);
  });
});

describe("GET /api/v1/silkriar_attendances/by_number (the number the user sees, as in /atendimentos/41)", () => {
  it("opens the network's own order with that number, 404 for an unknown number, 422 for a non-number", async () => {
    const ours = await t.db
      .select({ id: productionOrders.id, number: productionOrders.number, store: productionOrders.multiStoreId })
      .from(productionOrders)
      .where(eq(productionOrders.multiStoreId, demoId));
    const newest = ours.reduce((a, b) => (b.number > a.number ? b : a));
    const found = await get<AttendanceDetail>(`${ORDERS}/by_number?number=${newest.number}`, admin);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: newest.id, number: newest.number });
    const theirs = await get<AttendanceDetail>(`${ORDERS}/by_number?number=${newest.number}`, outra);
    if (theirs.status === 200) expect(theirs.body.id).not.toBe(newest.id);
    else expect(theirs.status).toBe(404);
    expect((await get(`${ORDERS}/by_number?number=${newest.number + 1000}`, admin)).status).toBe(404);
    expect((await get(`${ORDERS}/by_number?number=abc`, admin)).status).toBe(422);
    expect((await get(`${ORDERS}/by_number?number=0`, admin)).status).toBe(422);
  });
});

describe("POST /api/v1/silkriar_attendances", () => {
  it("creates an order in Atendimento with its items, history, audit and a broadcast", async () => {
    const { size, stampId } = await productionCatalog(t);
    const res = await t.request(ORDERS, {
      method: "POST",
      cookie: producao,
      json: {
        customer_name: "  Escola Municipal Monteiro Lobato  ",
        customer_phone: "(11) 3322-4455",
        customer_doc: "11.222.333/0001-81",
        delivery_date: dayOffset(15),
        notes: "Entregar na secretaria.",
        items: [
          {
            description: "Camiseta Malha PV Branca",
            stamp_id: stampId,
            quantity: 30,
            unit_price: "25.90",
            discount: "27.00",
            cloth: "Malha PV",
            cloth_color: "Branca",
            collar_v: true,
            pocket: true,
            orders_items_sizes: [
              { size_id: size("P"), quantity: 10 },
              { size_id: size("M"), quantity: 12 },
              { size_id: size("G"), quantity: 8 },
            ],
          },
          { description: "Boné Trucker", quantity: 5, unit_price: "19.90" },
        ],
      },
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as AttendanceDetail;
    expect(order).toMatchObject({
      customer_name: "Escola Municipal Monteiro Lobato",
      customer_doc: "11.222.333/0001-81",
      status_id: 1,
      status_name: "Atendimento",
      previous_status: null,
      next_status: { status_id: 2, name: "Artes" },
      delivery_date: dayOffset(15),
      late: false,
      items_count: 2,
      pieces: 35,
      total: "849.50",
      company_name: "Rede Demo Centro",
      created_by: { full_name: "Camila Rocha Siqueira" },
      documents: [],
      seamstresses: [],
    });
    expect(order.items[0]).toMatchObject({
      description: "Camiseta Malha PV Branca",
      stamp: { id: stampId },
      quantity: 30,
      unit_price: "25.90",
      discount: "27.00",
      subtotal: "750.00",
      collar_v: true,
      pocket: true,
      long_sleeve: false,
      orders_items_sizes: [
        { size: { name: "P" }, quantity: 10 },
        { size: { name: "M" }, quantity: 12 },
        { size: { name: "G" }, quantity: 8 },
      ],
    });
    expect(order.items[0]?.publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.items[1]).toMatchObject({ stamp_id: null, stamp: null, subtotal: "99.50", orders_items_sizes: [] });
    expect(order.activities).toEqual([
      expect.objectContaining({
        kind: "created",
        description: `Criou o atendimento nº ${order.number}.`,
        causer: { id: expect.any(Number), full_name: "Camila Rocha Siqueira" },
      }),
    ]);
    expect(t.broadcasts.at(-1)).toEqual({
      channel: `private-network.${demoId}.production`,
      event: "production.order-updated",
      data: { id: order.id, number: order.number, company_id: order.company_id, status_id: 1, change: "created" },
    });
    const audits = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, "production.order.created"), eq(userLogs.entityId, String(order.id))));
    expect(audits).toHaveLength(1);
  });

  it("numbers orders per network, also when created at the same time", async () => {
    const created = await Promise.all([1, 2, 3].map(() => createOrder(t, admin)));
    const numbers = created.map((o) => o.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[2]).toBe((numbers[0] ?? 0) + 2);
    const other = await createOrder(t, outra, { items: [] });
    expect(other.number).toBe(3);
  });

  it("stores the customer's name and the items' texts without bidi controls", async () => {
    const order = await createOrder(t, admin, {
      customer_name: "Escola \u202Eonitsej\u202C",
      items: [{ description: "\u2067Camiseta\u2069", quantity: 1, cloth: "Malha\u200F" }],
    });
    expect(order.customer_name).toBe("Escola onitsej");
    expect(order.items.map((i) => [i.description, i.cloth])).toEqual([["Camiseta", "Malha"]]);
  });

  it("stores 'Invalid date' and null as no delivery date", async () => {
    expect((await createOrder(t, admin, { delivery_date: "Invalid date" })).delivery_date).toBeNull();
    expect((await createOrder(t, admin, { delivery_date: null })).delivery_date).toBeNull();
  });

  it("refuses bad fields with a message for each", async () => {
    const { size } = await productionCatalog(t);
    const [foreignUnit] = await t.db.select().from(companies).where(eq(companies.name, "Outra Rede Matriz"));
    const [foreignStamp] = await t.db
      .select()
      .from(productionStamps)
      .where(eq(productionStamps.description, "Logo Outra frente"));
    const [foreignSize] = await t.db
      .select()
      .from(productionSizes)
      .where(and(eq(productionSizes.name, "M"), eq(productionSizes.multiStoreId, foreignUnit?.multiStoreId ?? 0)));
    const foreignItem = {
      description: "Camiseta",
      quantity: 10,
      stamp_id: foreignStamp?.id,
      orders_items_sizes: [
        { size_id: size("P"), quantity: 5 },
        { size_id: foreignSize?.id, quantity: 5 },
      ],
    };
    const foreign = await t.request(ORDERS, {
      method: "POST",
      cookie: admin,
      json: { customer_name: "Cliente", company_id: foreignUnit?.id, items: [foreignItem] },
    });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toEqual({
      messages: {
        company_id: ["Registro não encontrado."],
        "items.0.stamp_id": ["Registro não encontrado."],
        "items.0.orders_items_sizes.1.size_id": ["Registro não encontrado."],
      },
    });
    const [savassi] = await t.db.select().from(companies).where(eq(companies.name, "Rede Demo Savassi"));
    const res = await t.request(ORDERS, {
      method: "POST",
      cookie: producao,
      json: {
        customer_name: "Cliente",
        customer_phone: "1234",
        customer_doc: "111.111.111-11",
        delivery_date: "2026-02-28",
        company_id: savassi?.id,
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { messages: Record<string, string[]> };
    expect(body.messages).toEqual({
      customer_phone: ["Telefone inválido."],
      customer_doc: ["CPF Inválido"],
      company_id: ["Unidade não permitida."],
    });
    const impossible = await t.request(ORDERS, {
      method: "POST",
      cookie: admin,
      json: { customer_name: "Cliente", delivery_date: "2026-02-30" },
    });
    expect(impossible.status).toBe(422);
    expect(await impossible.json()).toEqual({ messages: { delivery_date: ["Data inválida."] } });
    const items = await t.request(ORDERS, {
      method: "POST",
      cookie: admin,
      json: {
        customer_name: "Cliente",
        items: [
          {
            description: "Camiseta",
            quantity: 10,
            unit_price: "10.00",
            discount: "100.01",
            orders_items_sizes: [
              { size_id: size("P"), quantity: 4 },
              { size_id: size("M"), quantity: 5 },
            ],
          },
          {
            description: "Boné",
            quantity: 2,
            orders_items_sizes: [
              { size_id: size("P"), quantity: 1 },
              { size_id: size("P"), quantity: 1 },
            ],
          },
        ],
      },
    });
    expect(await items.json()).toEqual({
      messages: {
        "items.0.discount": ["O desconto não pode ser maior que o valor do item."],
        "items.0.orders_items_sizes": ["A soma das quantidades por tamanho deve ser igual à quantidade do item."],
        "items.1.orders_items_sizes.1.size_id": ["Tamanho repetido."],
      },
    });
  });

  it("answers schema failures per field, in Spanish too", async () => {
    const res = await t.request(ORDERS, {
      method: "POST",
      cookie: admin,
      headers: { "accept-language": "es-EC" },
      json: { customer_name: "", subtotal: "10.00", items: [{ description: "x", quantity: 0 }] },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { messages: Record<string, string[]> };
    expect(Object.keys(body.messages).sort()).toEqual(["customer_name", "items.0.quantity", "subtotal"]);
  });

  it("needs SLK 1", async () => {
    const res = await t.request(ORDERS, { method: "POST", cookie: arts, json: { customer_name: "X" } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/v1/silkriar_attendances/:id", () => {
  it("shows an order to its stage's SLK code and to the service desk only", async () => {
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 2);
    expect((await get(`${ORDERS}/${order.id}`, arts)).status).toBe(200);
    await placeOrder(t, order.id, 3);
    expect((await get(`${ORDERS}/${order.id}`, arts)).status).toBe(403);
    expect((await get(`${ORDERS}/${order.id}`, producao)).status).toBe(200);
  });

  it("answers 404 for another network's order and for ids that are not ids", async () => {
    const [foreign] = await t.db
      .select()
      .from(productionOrders)
      .where(and(eq(productionOrders.number, 1), eq(productionOrders.customerName, "Clube Atlético Curitibano")));
    expect((await get(`${ORDERS}/${foreign?.id}`, admin)).status).toBe(404);
    expect((await get(`${ORDERS}/abc`, admin)).status).toBe(404);
    expect((await get(`${ORDERS}/0`, admin)).status).toBe(404);
  });

  it("shows the seeded history of a returned order", async () => {
    const { body } = await get<AttendanceList>(`${ORDERS}?per_page=100&sort_field=number`, admin);
    const returned = body.data.find((o) => o.canceled_reason !== null && o.status_id <= 7);
    expect(returned).toBeDefined();
    const detail = (await get<AttendanceDetail>(`${ORDERS}/${returned?.id}`, admin)).body;
    expect(detail.activities[0]).toMatchObject({ kind: "returned", reason: returned?.canceled_reason });
    expect(detail.activities[0]?.description).toContain("Motivo: ");
  });
});

describe("PATCH /api/v1/silkriar_attendances/:id (edit)", () => {
  it("edits the header, sending 'Invalid date' as no date, with history and broadcast", async () => {
    const order = await createOrder(t, admin);
    const { status, body } = await patch(t, producao, order.id, {
      customer_name: "Igreja Batista Central",
      delivery_date: "Invalid date",
      notes: "Retirar sábado",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      customer_name: "Igreja Batista Central",
      delivery_date: null,
      notes: "Retirar sábado",
      status_id: 1,
    });
    expect((body as unknown as AttendanceDetail).activities[0]).toMatchObject({
      kind: "edited",
      description: "Alterou os dados do atendimento.",
    });
    expect(t.broadcasts.at(-1)).toMatchObject({
      event: "production.order-updated",
      data: { id: order.id, change: "edited" },
    });
  });

  it("changes nothing for an empty body", async () => {
    const order = await createOrder(t, admin);
    const count = t.broadcasts.length;
    const { status, body } = await patch(t, admin, order.id, {});
    expect(status).toBe(200);
    expect((body as unknown as AttendanceDetail).activities).toHaveLength(1);
    expect(t.broadcasts.length).toBe(count);
  });

  it("needs SLK 1 and an open order", async () => {
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 2);
    expect((await patch(t, arts, order.id, { notes: "x" })).status).toBe(403);
    await placeOrder(t, order.id, 8);
    expect(await patch(t, admin, order.id, { notes: "x" })).toEqual({
      status: 409,
      body: { messages: ["Atendimentos finalizados ou cancelados não podem ser alterados."] },
    });
  });
});
