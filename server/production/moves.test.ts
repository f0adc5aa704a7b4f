import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDetail } from "../../src/schemas/production.ts";
import { multiStores } from "../network/schema.ts";
import { productionActivities, productionOrders } from "./schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createOrder, ORDERS, patch, placeOrder, productionUser } from "./production-test-support.ts";

let t: TestApp;
let admin = "";
let producao = "";
let arts = "";
let cuts = "";
let channel = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  producao = await t.login("producao");
  arts = await productionUser(t, "so.artes", [[2, 1]]);
  cuts = await productionUser(t, "so.cortes", [[3, 1]]);
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  channel = `private-network.${store?.id}.production`;
});
afterAll(() => t.close());

const activitiesOf = (orderId: number) =>
  t.db.select().from(productionActivities).where(eq(productionActivities.orderId, orderId));
const statusOf = async (orderId: number) =>
  (await t.db.select().from(productionOrders).where(eq(productionOrders.id, orderId)))[0]?.statusId;
const movedEvents = (orderId: number) =>
  t.broadcasts.filter((b) => b.event === "production.order-moved" && (b.data as { id: number }).id === orderId);

describe("sending an order on, one stage at a time", () => {
  it("goes from Atendimento to Finalizado, answering previous and next status each time", async () => {
    const order = await createOrder(t, admin);
    const names = [
      "Atendimento",
      "Artes",
      "Cortes",
      "Tela/Revelação",
      "Estamparia",
      "Confecção",
      "Expedição",
      "Finalizado",
    ];
    for (let to = 2; to <= 8; to++) {
      const { status, body } = await patch(t, producao, order.id, { status_id: to });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: order.id,
        status_id: to,
        status_name: names[to - 1],
        previous_status: to <= 7 ? { status_id: to - 1, name: names[to - 2] } : null,
        next_status: to <= 7 ? { status_id: to + 1, name: names[to] } : null,
        canceled_reason: null,
      });
    }
    const done = (await (await t.request(`${ORDERS}/${order.id}`, { cookie: admin })).json()) as AttendanceDetail;
    expect(done.finished_at).not.toBeNull();
    expect(done.late).toBe(false);
    expect(movedEvents(order.id).map((b) => [b.channel, b.data])).toEqual(
      [2, 3, 4, 5, 6, 7, 8].map((to) => [
        channel,
        { id: order.id, number: order.number, company_id: order.company_id, from: to - 1, to },
      ]),
    );
    const sent = done.activities.filter((a) => a.kind === "sent");
    expect(sent).toHaveLength(7);
    expect(sent[0]).toMatchObject({
      description: "Enviou de Expedição para Finalizado.",
      causer: { full_name: "Camila Rocha Siqueira" },
      from_status_id: 7,
      to_status_id: 8,
    });
    expect(done.activities.at(-1)).toMatchObject({
      kind: "created",
      description: `Criou o atendimento nº ${order.number}.`,
    });
    const audits = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "silkriar_attendances"), eq(userLogs.entityId, String(order.id))));
    expect(audits.filter((a) => a.action === "production.order.sent")).toHaveLength(7);
  });

  it("needs the SLK code of the current stage, not of the next one", async () => {
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 2);
    const refused = await patch(t, cuts, order.id, { status_id: 3 });
    expect(refused).toEqual({
      status: 403,
      body: { messages: ["Você não tem permissão para movimentar atendimentos da etapa Artes."] },
    });
    expect(await statusOf(order.id)).toBe(2);
    expect((await patch(t, arts, order.id, { status_id: 3 })).status).toBe(200);
    // Now in Cortes: arts can no longer move it, cuts can.
    expect((await patch(t, arts, order.id, { status_id: 4 })).status).toBe(403);
    expect((await patch(t, cuts, order.id, { status_id: 2, canceled_reason: "Molde errado" })).status).toBe(200);
  });

  it("refuses an order without items", async () => {
    const order = await createOrder(t, admin, { items: [] });
    expect(await patch(t, admin, order.id, { status_id: 2 })).toEqual({
      status: 422,
      body: { messages: { status_id: ["Adicione ao menos um item antes de enviar o atendimento."] } },
    });
  });
});

describe("returning an order one stage back", () => {
  it("needs a reason, keeps it on the order and in the history until it is sent on again", async () => {
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 3);
    const { status, body } = await patch(t, cuts, order.id, {
      status_id: 2,
      canceled_reason: "  Arte com o nome da escola errado  ",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_id: 2,
      canceled_reason: "Arte com o nome da escola errado",
      previous_status: { status_id: 1, name: "Atendimento" },
      next_status: { status_id: 3, name: "Cortes" },
    });
    const [returned] = (body as unknown as AttendanceDetail).activities;
    expect(returned).toMatchObject({
      kind: "returned",
      description: "Devolveu de Cortes para Artes. Motivo: Arte com o nome da escola errado",
      causer: { full_name: "Teste so.cortes" },
      reason: "Arte com o nome da escola errado",
      from_status_id: 3,
      to_status_id: 2,
    });
    expect(new Date(returned?.created_at ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(movedEvents(order.id).at(-1)?.data).toEqual({
      id: order.id,
      number: order.number,
      company_id: order.company_id,
      from: 3,
      to: 2,
    });
    const again = await patch(t, arts, order.id, { status_id: 3 });
    expect(again.body).toMatchObject({ status_id: 3, canceled_reason: null });
  });

  it.each([
    ["without a reason", {}],
    ["with a null reason", { canceled_reason: null }],
    ["with an empty reason", { canceled_reason: "" }],
    ["with a blank reason", { canceled_reason: "   " }],
  ])("is refused %s", async (_, extra) => {
    const order = await createOrder(t, admin);
    await placeOrder(t, order.id, 4);
    expect(await patch(t, admin, order.id, { status_id: 3, ...extra })).toEqual({
      status: 422,
      body: { messages: { canceled_reason: ["Informe o motivo da devolução."] } },
    });
    expect(await statusOf(order.id)).toBe(4);
    expect(movedEvents(order.id)).toEqual([]);
  });

  it("is impossible from the first stage", async () => {
    const order = await createOrder(t, admin);
    expect(await patch(t, admin, order.id, { status_id: 0, canceled_reason: "x" })).toEqual({
      status: 422,
      body: { messages: { status_id: ["Etapa desconhecida."] } },
    });
  });
});

describe("refused moves", () => {
  let order: AttendanceDetail;
  beforeAll(async () => {
    order = await createOrder(t, admin);
    await placeOrder(t, order.id, 4);
  });

  it.each([
    [
      "skipping a stage forward",
      { status_id: 6 },
      "status_id",
      "Só é possível enviar para a próxima etapa ou devolver para a etapa anterior.",
    ],
    [
      "skipping to the end",
      { status_id: 8 },
      "status_id",
      "Só é possível enviar para a próxima etapa ou devolver para a etapa anterior.",
    ],
    [
      "two stages back",
      { status_id: 2, canceled_reason: "refazer" },
      "status_id",
      "Só é possível enviar para a próxima etapa ou devolver para a etapa anterior.",
    ],
    [
      "cancelling by a move",
      { status_id: 9 },
      "status_id",
      "Só é possível enviar para a próxima etapa ou devolver para a etapa anterior.",
    ],
    ["staying", { status_id: 4 }, "status_id", "O atendimento já está nesta etapa."],
    ["an unknown status", { status_id: 10 }, "status_id", "Etapa desconhecida."],
    ["a negative status", { status_id: -1 }, "status_id", "Etapa desconhecida."],
    ["a text status", { status_id: "5" }, "status_id", "Valor inválido"],
    ["a fraction", { status_id: 4.5 }, "status_id", "Valor inválido"],
  ])("%s", async (_, json, field, text) => {
    const before = (await activitiesOf(order.id)).length;
    const { status, body } = await patch(t, admin, order.id, json);
    expect(status).toBe(422);
    expect(body).toEqual({ messages: { [field]: [text] } });
    expect(await statusOf(order.id)).toBe(4);
    expect((await activitiesOf(order.id)).length).toBe(before);
    expect(movedEvents(order.id)).toEqual([]);
  });

  it("refuses moving and editing in one body", async () => {
    expect(await patch(t, admin, order.id, { status_id: 5, notes: "x", delivery_date: null })).toEqual({
      status: 422,
      body: {
        messages: {
          notes: ["Envie a mudança de etapa sem outros campos do atendimento."],
          delivery_date: ["Envie a mudança de etapa sem outros campos do atendimento."],
        },
      },
    });
  });

  it("refuses a reason without a status", async () => {
    expect(await patch(t, admin, order.id, { canceled_reason: "x" })).toEqual({
      status: 422,
      body: { messages: { canceled_reason: ["O motivo da devolução acompanha a etapa anterior (status_id)."] } },
    });
  });

  it.each([
    [8, "Este atendimento já foi finalizado e não pode mais ser movimentado."],
    [9, "Este atendimento foi cancelado e não pode ser movimentado."],
  ])("refuses moving an order in status %i", async (closed, text) => {
    const other = await createOrder(t, admin);
    await placeOrder(t, other.id, closed);
    for (const json of [{ status_id: 7, canceled_reason: "voltar" }, { status_id: 2 }, { status_id: 1 }]) {
      expect(await patch(t, admin, other.id, json)).toEqual({ status: 422, body: { messages: { status_id: [text] } } });
    }
  });

  it("answers in Spanish for es-EC", async () => {
    expect(await patch(t, admin, order.id, { status_id: 6 }, "es-EC")).toEqual({
      status: 422,
      body: {
        messages: { status_id: ["Solo es posible enviar a la siguiente etapa o devolver a la etapa anterior."] },
      },
    });
    expect(await patch(t, admin, order.id, { status_id: 3 }, "es-EC")).toEqual({
      status: 422,
      body: { messages: { canceled_reason: ["Indique el motivo de la devolución."] } },
    });
    expect(await patch(t, cuts, order.id, { status_id: 5 }, "es-EC")).toEqual({
      status: 403,
      body: { messages: ["No tiene permiso para mover atenciones de la etapa Pantalla/Revelado."] },
    });
    const moved = await patch(t, admin, order.id, { status_id: 3, canceled_reason: "Tela borrada" }, "es-EC");
    expect(moved.body).toMatchObject({
      status_name: "Cortes",
      previous_status: { status_id: 2, name: "Artes" },
      next_status: { status_id: 4, name: "Pantalla/Revelado" },
    });
    expect((moved.body as unknown as AttendanceDetail).activities[0]?.description).toBe(
      "Devolvió de Pantalla/Revelado a Cortes. Motivo: Tela borrada",
    );
    await placeOrder(t, order.id, 4);
  });

  it("answers 404 for an order of another network and 401 without a session", async () => {
    const [foreign] = await t.db.select().from(productionOrders).where(eq(productionOrders.number, 1));
    const outra = await t.login("outra.admin");
    expect((await patch(t, outra, order.id, { status_id: 5 })).status).toBe(404);
    expect(foreign).toBeDefined();
    expect((await t.request(`${ORDERS}/${order.id}`, { method: "PATCH", json: { status_id: 5 } })).status).toBe(401);
    expect(await statusOf(order.id)).toBe(4);
  });
});

describe("two moves of one order at the same time", () => {
  it("lets one through and refuses the other", async () => {
    const order = await createOrder(t, admin);
    const results = await Promise.all([
      patch(t, admin, order.id, { status_id: 2 }),
      patch(t, producao, order.id, { status_id: 2 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await statusOf(order.id)).toBe(2);
    expect((await activitiesOf(order.id)).filter((a) => a.kind === "sent")).toHaveLength(1);
  });
});

describe("PUT /api/v1/silkriar_attendances/:id/status", () => {
  const put = async (cookie: string, id: number, json: unknown) => {
    const res = await t.request(`${ORDERS}/${id}/status`, { method: "PUT", cookie, json });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("sets any status for SLK 1 at level 2, with history, audit and broadcast", async () => {
    const order = await createOrder(t, admin);
    const jump = await put(admin, order.id, { status_id: 6 });
    expect(jump.status).toBe(200);
    expect(jump.body).toMatchObject({ status_id: 6, status_name: "Confecção" });
    const cancel = await put(admin, order.id, { status_id: 9, canceled_reason: "Cliente desistiu" });
    expect(cancel.body).toMatchObject({ status_id: 9, canceled_reason: "Cliente desistiu", next_status: null });
    const reopen = await put(admin, order.id, { status_id: 1 });
    expect(reopen.body).toMatchObject({ status_id: 1, canceled_reason: null });
    const history = (reopen.body as unknown as AttendanceDetail).activities.filter((a) => a.kind === "status-set");
    expect(history.map((a) => a.description)).toEqual([
      "Alterou a etapa de Cancelado para Atendimento.",
      "Alterou a etapa de Confecção para Cancelado. Motivo: Cliente desistiu",
      "Alterou a etapa de Atendimento para Confecção.",
    ]);
    expect(
      movedEvents(order.id).map((b) => [(b.data as { from: number }).from, (b.data as { to: number }).to]),
    ).toEqual([
      [1, 6],
      [6, 9],
      [9, 1],
    ]);
    const audits = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, "production.order.status-set"), eq(userLogs.entityId, String(order.id))));
    expect(audits).toHaveLength(3);
  });

  it("is refused below level 2 (the production user has SLK 1 at value 1)", async () => {
    const order = await createOrder(t, admin);
    expect(await put(producao, order.id, { status_id: 3 })).toEqual({
      status: 403,
      body: { messages: ["Você não tem permissão para acessar este recurso."] },
    });
  });

  it("refuses an unknown or the same status", async () => {
    const order = await createOrder(t, admin);
    expect(await put(admin, order.id, { status_id: 11 })).toEqual({
      status: 422,
      body: { messages: { status_id: ["Etapa desconhecida."] } },
    });
    expect(await put(admin, order.id, { status_id: 1 })).toEqual({
      status: 422,
      body: { messages: { status_id: ["O atendimento já está nesta etapa."] } },
    });
  });
});

describe("a failing realtime service", () => {
  it("does not undo or fail the move", async () => {
    const broken = await startTestApp({
      realtime: {
        broadcast: async () => {
          throw new Error("pusher down");
        },
        authorizeChannel: () => ({ auth: "x" }),
      },
    });
    try {
      const cookie = await broken.login("admin");
      const order = await createOrder(broken, cookie);
      const res = await broken.request(`${ORDERS}/${order.id}`, { method: "PATCH", cookie, json: { status_id: 2 } });
      expect(res.status).toBe(200);
      const [row] = await broken.db.select().from(productionOrders).where(eq(productionOrders.id, order.id));
      expect(row?.statusId).toBe(2);
    } finally {
      await broken.close();
    }
  });
});
