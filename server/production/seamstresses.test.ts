import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AttendanceDetail,
  Seamstress,
  SeamstressList,
  SizeList,
  Stamp,
  StampList,
} from "../../src/schemas/production.ts";
import { multiStores } from "../network/schema.ts";
import { productionSeamstresses } from "./schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createOrder, ORDERS, placeOrder, productionUser } from "./production-test-support.ts";

let t: TestApp;
let admin = "";
let sewing = "";
let seamstressManager = "";
let shipping = "";
let outra = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  sewing = await productionUser(t, "so.confeccao", [[6, 1]]);
  seamstressManager = await productionUser(t, "so.costureiras", [[8, 1]]);
  shipping = await productionUser(t, "so.expedicao", [[7, 1]]);
});
afterAll(() => t.close());

const call = async <T>(method: string, path: string, cookie: string, json?: unknown, locale?: string) => {
  const res = await t.request(path, {
    method,
    cookie,
    ...(json === undefined ? {} : { json }),
    ...(locale ? { headers: { "accept-language": locale } } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
};

describe("seamstresses", () => {
  it("lists the network's seamstresses with the pieces they are sewing", async () => {
    const { status, body } = await call<SeamstressList>("GET", "/api/v1/seamstresses", seamstressManager);
    expect(status).toBe(200);
    expect(body.data.map((s) => s.name)).toEqual([
      "Dona Cida",
      "Jussara Lima",
      "Maria das Graças Souza",
      "Rosângela Alves",
      "Tereza Cristina Lopes",
    ]);
    expect(body.data.find((s) => s.name === "Jussara Lima")).toMatchObject({ active: false, pieces_in_progress: 0 });
    expect(body.data.reduce((sum, s) => sum + s.pieces_in_progress, 0)).toBeGreaterThan(0);
    const active = await call<SeamstressList>("GET", "/api/v1/seamstresses?active=true&filter=maria", sewing);
    expect(active.body.data.map((s) => s.name)).toEqual(["Maria das Graças Souza"]);
    const other = await call<SeamstressList>("GET", "/api/v1/seamstresses", outra);
    expect(other.body.data.map((s) => s.name)).toEqual(["Costureira da Matriz"]);
  });

  it("is read by SLK 8 and SLK 6 only", async () => {
    expect((await call("GET", "/api/v1/seamstresses", shipping)).status).toBe(403);
  });

  it("adds, edits and deactivates a seamstress (SLK 8), with audit rows", async () => {
    const created = await call<Seamstress>("POST", "/api/v1/seamstresses", seamstressManager, {
      name: "  Dona Nena  ",
      phone: "(11) 98888-7777",
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: "Dona Nena",
        phone: "(11) 98888-7777",
        active: true,
        pieces_in_progress: 0,
        created_at: expect.any(String),
      },
    });
    const id = created.body.id;
    const edited = await call<Seamstress>("PATCH", `/api/v1/seamstresses/${id}`, seamstressManager, {
      name: "Dona Nena Ribeiro",
    });
    expect(edited.body).toMatchObject({ id, name: "Dona Nena Ribeiro", phone: "(11) 98888-7777" });
    const removed = await call<Seamstress>("DELETE", `/api/v1/seamstresses/${id}`, seamstressManager);
    expect(removed.body).toMatchObject({ id, active: false });
    const [row] = await t.db.select().from(productionSeamstresses).where(eq(productionSeamstresses.id, id));
    expect(row?.active).toBe(false);
    const audits = await t.db
      .select({ action: userLogs.action })
      .from(userLogs)
      .where(and(eq(userLogs.entity, "seamstresses"), eq(userLogs.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "production.seamstress.created",
      "production.seamstress.deactivated",
      "production.seamstress.edited",
    ]);
    expect((await call("POST", "/api/v1/seamstresses", sewing, { name: "X" })).status).toBe(403);
    expect(await call("POST", "/api/v1/seamstresses", seamstressManager, { name: "" })).toEqual({
      status: 422,
      body: { messages: { name: ["Preenchimento Obrigatório"] } },
    });
  });

  it("answers 404 for another network's seamstress", async () => {
    const [foreign] = await t.db
      .select()
      .from(productionSeamstresses)
      .where(eq(productionSeamstresses.name, "Costureira da Matriz"));
    expect((await call("PATCH", `/api/v1/seamstresses/${foreign?.id}`, admin, { name: "x" })).status).toBe(404);
  });
});

describe("distributing an order's pieces among seamstresses (Confecção)", () => {
  const seamstressIds = async () => {
    const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
    const rows = await t.db
      .select()
      .from(productionSeamstresses)
      .where(eq(productionSeamstresses.multiStoreId, store?.id ?? 0));
    const id = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
    return { cida: id("Dona Cida"), maria: id("Maria das Graças Souza"), jussara: id("Jussara Lima") };
  };
  const [foreignName] = ["Costureira da Matriz"];

  it("replaces the distribution, with history and a broadcast", async () => {
    const { cida, maria } = await seamstressIds();
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 6);
    const { status, body } = await call<AttendanceDetail>("PUT", `${ORDERS}/${order.id}/seamstresses`, sewing, {
      assignments: [
        { seamstress_id: cida, quantity: 6 },
        { seamstress_id: maria, quantity: 4 },
      ],
    });
    expect(status).toBe(200);
    expect(body.seamstresses).toEqual([
      {
        id: expect.any(Number),
        seamstress_id: cida,
        name: "Dona Cida",
        phone: "(11) 98765-1201",
        active: true,
        quantity: 6,
      },
      {
        id: expect.any(Number),
        seamstress_id: maria,
        name: "Maria das Graças Souza",
        phone: "(11) 97654-3321",
        active: true,
        quantity: 4,
      },
    ]);
    expect(body.activities[0]).toMatchObject({
      kind: "seamstresses",
      description: "Distribuiu as peças entre as costureiras: Dona Cida (6), Maria das Graças Souza (4).",
      causer: { full_name: "Teste so.confeccao" },
    });
    expect(t.broadcasts.at(-1)).toMatchObject({
      event: "production.order-updated",
      data: { id: order.id, change: "seamstresses" },
    });
    const list = await call<SeamstressList>("GET", "/api/v1/seamstresses?filter=cida", sewing);
    expect(list.body.data[0]?.pieces_in_progress).toBeGreaterThanOrEqual(6);
    const cleared = await call<AttendanceDetail>("PUT", `${ORDERS}/${order.id}/seamstresses`, sewing, {
      assignments: [],
    });
    expect(cleared.body.seamstresses).toEqual([]);
    expect(cleared.body.activities[0]?.description).toBe("Retirou as peças das costureiras.");
  });

  it("refuses more pieces than the order has, unknown, inactive, repeated or foreign seamstresses", async () => {
    const { cida, jussara } = await seamstressIds();
    const [foreign] = await t.db
      .select()
      .from(productionSeamstresses)
      .where(eq(productionSeamstresses.name, foreignName ?? ""));
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 6);
    const path = `${ORDERS}/${order.id}/seamstresses`;
    expect(await call("PUT", path, sewing, { assignments: [{ seamstress_id: cida, quantity: 11 }] })).toEqual({
      status: 422,
      body: {
        messages: { assignments: ["A quantidade distribuída (11) passa do total de peças do atendimento (10)."] },
      },
    });
    expect(
      await call("PUT", path, sewing, {
        assignments: [
          { seamstress_id: cida, quantity: 1 },
          { seamstress_id: cida, quantity: 1 },
          { seamstress_id: jussara, quantity: 1 },
        ],
      }),
    ).toEqual({
      status: 422,
      body: {
        messages: {
          "assignments.1.seamstress_id": ["Costureira repetida."],
          "assignments.2.seamstress_id": ["Costureira inativa."],
        },
      },
    });
    expect(
      await call("PUT", path, sewing, {
        assignments: [
          { seamstress_id: cida, quantity: 1 },
          { seamstress_id: foreign?.id, quantity: 1 },
          { seamstress_id: 999_999, quantity: 1 },
        ],
      }),
    ).toEqual({
      status: 422,
      body: {
        messages: {
          "assignments.1.seamstress_id": ["Registro não encontrado."],
          "assignments.2.seamstress_id": ["Registro não encontrado."],
        },
      },
    });
    expect(await call("PUT", path, sewing, { assignments: [{ seamstress_id: cida, quantity: 0 }] })).toEqual({
      status: 422,
      body: { messages: { "assignments.0.quantity": ["Valor inválido"] } },
    });
  });

  it("works only in Confecção and for SLK 6", async () => {
    const { cida } = await seamstressIds();
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 5);
    const json = { assignments: [{ seamstress_id: cida, quantity: 1 }] };
    expect(await call("PUT", `${ORDERS}/${order.id}/seamstresses`, admin, json, "es-EC")).toEqual({
      status: 422,
      body: { messages: { _: ["Solo es posible distribuir piezas a las costureras en la etapa Confección."] } },
    });
    await placeOrder(t, order.id, 6);
    expect((await call("PUT", `${ORDERS}/${order.id}/seamstresses`, seamstressManager, json)).status).toBe(403);
  });
});

describe("stamps and sizes", () => {
  it("lists the network's stamps and sizes to anyone in production", async () => {
    const stamps = await call<StampList>("GET", "/api/v1/silkriar_stamps?filter=bordado", shipping);
    expect(stamps.body.data.map((s) => s.description)).toEqual(["Bordado peito esquerdo"]);
    // What was typed is text: LIKE's wildcards match only themselves.
    const wildcard = await call<StampList>("GET", "/api/v1/silkriar_stamps?filter=%25", shipping);
    expect(wildcard.body.data).toEqual([]);
    const all = await call<StampList>("GET", "/api/v1/silkriar_stamps", outra);
    expect(all.body.data.map((s) => s.description)).toEqual(["Logo Outra frente"]);
    const sizes = await call<SizeList>("GET", "/api/v1/silkriar_sizes", shipping);
    expect(sizes.body.data.map((s) => s.name)).toEqual([
      "PP",
      "P",
      "M",
      "G",
      "GG",
      "XG",
      "XGG",
      "2",
      "4",
      "6",
      "8",
      "10",
      "12",
      "14",
      "16",
    ]);
    expect(sizes.body.data.filter((s) => s.kids).map((s) => s.name)).toEqual([
      "2",
      "4",
      "6",
      "8",
      "10",
      "12",
      "14",
      "16",
    ]);
    const nobody = await productionUser(t, "sem.producao", []);
    expect((await call("GET", "/api/v1/silkriar_sizes", nobody)).status).toBe(403);
    expect((await call("GET", "/api/v1/silkriar_stamps", nobody)).status).toBe(403);
  });

  it("adds a stamp once per network (SLK 1)", async () => {
    const created = await call<Stamp>("POST", "/api/v1/silkriar_stamps", admin, { description: " Escudo do time " });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), description: "Escudo do time" } });
    expect(await call("POST", "/api/v1/silkriar_stamps", admin, { description: "ESCUDO DO TIME" })).toEqual({
      status: 422,
      body: { messages: { description: ["Valor inválido"] } },
    });
    expect((await call("POST", "/api/v1/silkriar_stamps", outra, { description: "Escudo do time" })).status).toBe(201);
    expect((await call("POST", "/api/v1/silkriar_stamps", shipping, { description: "Outro" })).status).toBe(403);
  });

  it("adds a stamp once when the same description arrives many times at once: the others 422, never 500", async () => {
    for (const round of [1, 2, 3]) {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call<unknown>("POST", "/api/v1/silkriar_stamps", admin, {
            description: i % 2 ? `Brasão ${round}` : `BRASÃO ${round}`,
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
      for (const refused of results.filter((r) => r.status === 422))
        expect(refused.body).toEqual({ messages: { description: ["Valor inválido"] } });
    }
  });
});
