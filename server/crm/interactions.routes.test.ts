import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Interaction } from "../../src/schemas/crm-interactions.ts";
import { customers } from "../customers/schema.ts";
import { products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  crmData,
  crmFactors,
  crmStageMoves,
  crmStages,
  customerStages,
  customersInteractions,
  interactionContacts,
  interactionData,
  interactionFiles,
  interactionOffers,
} from "./schema.ts";

// CRM interactions (spec 3, 4, 7): create with contacts, offers and factor data, change, remove, list; the contacts
// made and the panel; ids of another network refused; the day focus follows; every change is broadcast.

// 12:07 in São Paulo on 2026-03-10.
const NOW = new Date("2026-03-10T15:07:45Z");
const es = { "accept-language": "es-EC" };

let t: TestApp;
let vendedor = "";
let caixa = "";
let other = "";
let demo = 0;
let otherNetwork = 0;
const ids = {
  customer: 0,
  stage: 0,
  product: 0,
  option: 0,
  otherCustomer: 0,
  otherStage: 0,
  otherOption: 0,
  otherProduct: 0,
};

async function firstOf<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error("missing demo row");
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  [vendedor, caixa, other] = (await Promise.all(
    ["vendedor", "caixa", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string];
  const net = async (login: string) => {
    const [row] = await t.db.select({ id: users.multiStoreId }).from(users).where(eq(users.login, login));
    return row?.id ?? 0;
  };
  demo = await net("vendedor");
  otherNetwork = await net("outra.admin");
  const of = (network: number) => ({
    customer: firstOf(t.db.select({ id: customers.id }).from(customers).where(eq(customers.multiStoreId, network))),
    stage: firstOf(t.db.select({ id: crmStages.id }).from(crmStages).where(eq(crmStages.multiStoreId, network))),
    option: firstOf(t.db.select({ id: crmData.id }).from(crmData).where(eq(crmData.multiStoreId, network))),
    product: firstOf(t.db.select({ id: products.id }).from(products).where(eq(products.multiStoreId, network))),
  });
  const mine = of(demo);
  ids.customer = await mine.customer;
  ids.stage = await mine.stage;
  ids.option = await mine.option;
  ids.product = await mine.product;
  const theirs = of(otherNetwork);
  ids.otherStage = await theirs.stage;
  ids.otherOption = await theirs.option;
  ids.otherCustomer = await theirs.customer.catch(() => 2_000_000);
  ids.otherProduct = await theirs.product.catch(() => 2_000_001);
});
afterAll(() => t.close());

const post = async (json: unknown, cookie = vendedor, headers: Record<string, string> = {}) => {
  const res = await t.request("/api/v1/customers_interactions", { method: "POST", cookie, json, headers });
  return { status: res.status, body: (await res.json()) as Interaction & { messages?: Record<string, string[]> } };
};

const valid = () => ({
  customer_id: ids.customer,
  stage_id: ids.stage,
  next_contact_at: "2026-03-10 16:30",
  notes: "Pediu orçamento de uniformes",
  next_contact_notes: "Ligar com a proposta",
  customer_temperature: 4,
  seasonal_value: "1500.00",
  monthly_value: "320.50",
  crm_squad: "Varejo",
  contacts: [{ type: "whatsapp", made_at: "2026-03-10 11:45:00", notes: "Mensagem enviada" }],
  offers: [{ product_id: ids.product, description: "Camiseta", quantity: 10, value: "45.90" }],
  data: [{ option_id: ids.option }],
});

const dayFocus = async (cookie = vendedor) =>
  (await (await t.request("/api/v1/customers_interactions/day_focus", { cookie })).json()) as {
    calls_today: number;
  };

describe("creating an interaction", () => {
  it("stores it with its contacts, offers and factor data, and answers it in São Paulo time", async () => {
    const before = await dayFocus();
    const { status, body } = await post(valid());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customer_id: ids.customer,
      stage_id: ids.stage,
      next_contact_at: "2026-03-10 16:30",
      customer_temperature: 4,
      seasonal_value: "1500.00",
      monthly_value: "320.50",
      called: false,
      created_at: "2026-03-10 12:07",
    });
    expect(body.contacts).toMatchObject([{ type: "whatsapp", made_at: "2026-03-10 11:45:00" }]);
    expect(body.offers).toMatchObject([{ product_id: ids.product, quantity: 10, value: "45.90" }]);
    expect(body.data?.map((d) => d.option_id)).toEqual([ids.option]);
    const [row] = await t.db.select().from(customersInteractions).where(eq(customersInteractions.id, body.id));
    expect(row?.nextContactAt?.toISOString()).toBe("2026-03-10T19:30:00.000Z");
    expect(row?.multiStoreId).toBe(demo);
    const [contact] = await t.db
      .select()
      .from(interactionContacts)
      .where(eq(interactionContacts.interactionId, body.id));
    expect(contact?.madeAt.toISOString()).toBe("2026-03-10T14:45:00.000Z");
    expect(t.broadcasts.at(-1)).toEqual({
      channel: `private-network.${demo}.crm`,
      event: "interaction.changed",
      data: {
        action: "created",
        interaction_id: body.id,
        customer_id: ids.customer,
        stage_id: ids.stage,
        user_id: body.user_id,
      },
    });
    // The bell counts it; marking it called takes it off.
    expect((await dayFocus()).calls_today).toBe(before.calls_today + 1);
    const me = await (await t.request("/api/v1/me", { cookie: vendedor })).json();
    expect(me.crmDayFocus.callsToday).toBe(before.calls_today + 1);
    const res = await t.request(`/api/v1/customers_interactions/${body.id}`, {
      method: "PATCH",
      cookie: vendedor,
      json: { called: true },
    });
    expect(res.status).toBe(200);
    expect((await dayFocus()).calls_today).toBe(before.calls_today);
    expect(t.broadcasts.at(-1)?.data).toMatchObject({ action: "updated", interaction_id: body.id });
  });

  it("requires the customer, in pt and es, and writes nothing", async () => {
    const count = async () => (await t.db.select().from(customersInteractions)).length;
    const before = await count();
    const { customer_id: _, ...rest } = valid();
    const pt = await post(rest);
    expect(pt.status).toBe(422);
    expect(pt.body.messages?.customer_id).toEqual(["Selecione o cliente"]);
    const spanish = await post({ ...rest, customer_id: null }, vendedor, es);
    expect(spanish.body.messages?.customer_id).toEqual(["Seleccione el cliente"]);
    expect(await count()).toBe(before);
  });

  it("refuses bad times, temperatures, contact types and values", async () => {
    for (const change of [
      { next_contact_at: "2026-02-30 10:00" },
      { next_contact_at: "10/03/2026 10:00" },
      { customer_temperature: 6 },
      { customer_temperature: -1 },
      { contacts: [{ type: "fax", made_at: "2026-03-10 11:45:00" }] },
      { contacts: [{ type: "call", made_at: "2026-03-10 11:45" }] },
      { monthly_value: "abc" },
    ]) {
      const { status } = await post({ ...valid(), ...change });
      expect(status, JSON.stringify(change)).toBe(422);
    }
  });

  it("refuses another network's customer, stage, product and factor option", async () => {
    const before = (await t.db.select().from(customersInteractions)).length;
    for (const [field, change] of [
      ["customer_id", { customer_id: ids.otherCustomer }],
      ["stage_id", { stage_id: ids.otherStage }],
      ["data", { data: [{ option_id: ids.otherOption }] }],
      ["offers", { offers: [{ product_id: ids.otherProduct, value: "1.00" }] }],
    ] as const) {
      const { status, body } = await post({ ...valid(), ...change });
      expect(status, field).toBe(422);
      expect(Object.keys(body.messages ?? {}).join(), field).toContain(field);
    }
    expect((await t.db.select().from(customersInteractions)).length).toBe(before);
  });

  it("needs CRM 1", async () => {
    expect((await post(valid(), caixa)).status).toBe(403);
    expect((await t.request("/api/v1/customers_interactions", { cookie: caixa })).status).toBe(403);
    expect((await t.request("/api/v1/crm/panel", { cookie: caixa })).status).toBe(403);
  });
});

describe("an interaction at another stage", () => {
  const stageNamed = (name: string) =>
    firstOf(
      t.db
        .select({ id: crmStages.id })
        .from(crmStages)
        .where(and(eq(crmStages.multiStoreId, demo), eq(crmStages.name, name))),
    );
  const cardOf = async (customerId: number) =>
    (
      await t.db
        .select({ stageId: customerStages.stageId, lossOptionId: customerStages.lossOptionId })
        .from(customerStages)
        .where(eq(customerStages.customerId, customerId))
    )[0];
  const movesOf = async (customerId: number) =>
    (await t.db.select().from(crmStageMoves).where(eq(crmStageMoves.customerId, customerId))).length;
  const lossReason = () =>
    firstOf(
      t.db
        .select({ id: crmData.id })
        .from(crmData)
        .innerJoin(crmFactors, eq(crmFactors.id, crmData.factorId))
        .where(and(eq(crmFactors.multiStoreId, demo), eq(crmFactors.name, "Motivo da perda"))),
    );

  it("moves the customer's card there, records the move and tells open funnels", async () => {
    const proposal = await stageNamed("Proposta enviada");
    const before = await movesOf(ids.customer);
    const { status } = await post({ ...valid(), stage_id: proposal });
    expect(status).toBe(201);
    expect((await cardOf(ids.customer))?.stageId).toBe(proposal);
    expect(await movesOf(ids.customer)).toBe(before + 1);
    expect(t.broadcasts.some((b) => b.event === "crm.funnel-changed")).toBe(true);
    // Logged again at the same stage: the card stays, no new move.
    expect((await post({ ...valid(), stage_id: proposal })).status).toBe(201);
    expect(await movesOf(ids.customer)).toBe(before + 1);
  });

  it("asks a loss reason from 'Motivo da perda' for a loss stage, in pt and es, and writes nothing without it", async () => {
    const lost = await stageNamed("Perdido");
    const card = await cardOf(ids.customer);
    const interactionsBefore = (await t.db.select().from(customersInteractions)).length;
    const pt = await post({ ...valid(), stage_id: lost, data: [] });
    expect(pt.status).toBe(422);
    expect(pt.body.messages?.stage_id).toEqual(["Informe o motivo da perda"]);
    const esAnswer = await post({ ...valid(), stage_id: lost, data: [] }, vendedor, es);
    expect(esAnswer.body.messages?.stage_id).toEqual(["Indique el motivo de la pérdida"]);
    expect((await t.db.select().from(customersInteractions)).length).toBe(interactionsBefore);
    expect(await cardOf(ids.customer)).toEqual(card);
    const reason = await lossReason();
    const { status } = await post({ ...valid(), stage_id: lost, data: [{ option_id: reason }] });
    expect(status).toBe(201);
    expect(await cardOf(ids.customer)).toEqual({ stageId: lost, lossOptionId: reason });
  });
});

describe("an existing interaction", () => {
  let id = 0;
  beforeAll(async () => {
    id = (await post(valid())).body.id;
  });

  it("is hidden from another network by id in the path and body", async () => {
    expect((await t.request(`/api/v1/customers_interactions/${id}`, { cookie: other })).status).toBe(404);
    const patch = await t.request(`/api/v1/customers_interactions/${id}`, {
      method: "PATCH",
      cookie: other,
      json: { notes: "x" },
    });
    expect(patch.status).toBe(404);
    const del = await t.request(`/api/v1/customers_interactions/${id}`, { method: "DELETE", cookie: other });
    expect(del.status).toBe(404);
    const contact = await t.request("/api/v1/interactions_contacts", {
      method: "POST",
      cookie: other,
      json: { interaction_id: id, type: "call", made_at: "2026-03-10 10:00:00" },
    });
    expect(contact.status).toBe(422);
    const data = await t.request(`/api/v1/interactions/${id}/data`, {
      method: "POST",
      cookie: other,
      json: { option_id: ids.otherOption },
    });
    expect(data.status).toBe(404);
    const [row] = await t.db.select().from(customersInteractions).where(eq(customersInteractions.id, id));
    expect(row?.notes).toBe("Pediu orçamento de uniformes");
  });

  it("keeps a changed stage within the network", async () => {
    const res = await t.request(`/api/v1/customers_interactions/${id}`, {
      method: "PATCH",
      cookie: vendedor,
      json: { stage_id: ids.otherStage },
      headers: es,
    });
    expect(res.status).toBe(422);
  });

  it("takes contacts, offers, data and files afterwards", async () => {
    const contact = await t.request("/api/v1/interactions_contacts", {
      method: "POST",
      cookie: vendedor,
      json: { interaction_id: id, type: "call", made_at: "2026-03-10 12:00:00", notes: "Ligou" },
    });
    expect(contact.status).toBe(201);
    const offer = await t.request("/api/v1/interactions_offers", {
      method: "POST",
      cookie: vendedor,
      json: { interaction_id: id, description: "Calça", value: "99.00" },
    });
    expect(offer.status).toBe(201);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ).toString("base64");
    const file = await t.request("/api/v1/interactions_files", {
      method: "POST",
      cookie: vendedor,
      json: { interaction_id: id, file_name: "proposta.png", content_type: "image/png", content_base64: png },
    });
    expect(file.status).toBe(201);
    const [option] = await t.db
      .select({ id: crmData.id })
      .from(crmData)
      .where(and(eq(crmData.multiStoreId, demo)))
      .offset(1)
      .limit(1);
    const data = await t.request(`/api/v1/interactions/${id}/data`, {
      method: "POST",
      cookie: vendedor,
      json: { option_id: option?.id },
    });
    expect(data.status).toBe(201);
    const dataId = ((await data.json()) as { id: number }).id;
    const detail = (await (
      await t.request(`/api/v1/customers_interactions/${id}`, { cookie: vendedor })
    ).json()) as Interaction;
    expect(detail.contacts).toHaveLength(2);
    expect(detail.offers).toHaveLength(2);
    expect(detail.files?.map((f) => f.name)).toEqual(["proposta.png"]);
    expect(detail.data).toHaveLength(2);
    const del = await t.request(`/api/v1/interactions/${id}/data/${dataId}`, { method: "DELETE", cookie: vendedor });
    expect(del.status).toBe(200);
    expect(await t.db.select().from(interactionData).where(eq(interactionData.id, dataId))).toEqual([]);
    expect((await t.db.select().from(interactionFiles).where(eq(interactionFiles.interactionId, id))).length).toBe(1);
  });

  it("is listed by customer, last one first, verbose with what it holds", async () => {
    const res = await t.request(
      `/api/v1/customers_interactions?customer_id=${ids.customer}&limit=1&sort_by=id&sort_direction=desc&verbose=true&pagination=false`,
      { cookie: vendedor },
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: Interaction[]; meta: { total: number } };
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.id).toBe(id);
    expect(page.data[0]?.contacts?.length).toBe(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    const theirs = await t.request(`/api/v1/customers_interactions?customer_id=${ids.customer}`, { cookie: other });
    expect(theirs.status).toBe(422);
  });

  it("gives its file back with its name, to its own network only, and removes it with its bytes", async () => {
    const [file] = await t.db.select().from(interactionFiles).where(eq(interactionFiles.interactionId, id));
    if (!file) throw new Error("the interaction holds a file");
    const got = await t.request(`/api/v1/interactions_files/${file.id}`, { cookie: vendedor });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("content-disposition")).toContain('filename="proposta.png"');
    expect(
      Buffer.from(await got.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect((await t.request(`/api/v1/interactions_files/${file.id}`, { cookie: other })).status).toBe(404);
    expect((await t.request(`/api/v1/interactions_files/${file.id}`, { method: "DELETE", cookie: other })).status).toBe(
      404,
    );
    expect((await t.request(`/api/v1/interactions_files/${file.id}`, { cookie: caixa })).status).toBe(403);
    const removed = await t.request(`/api/v1/interactions_files/${file.id}`, { method: "DELETE", cookie: vendedor });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(interactionFiles).where(eq(interactionFiles.id, file.id))).toEqual([]);
    expect(await t.services.storage.get(file.storageKey)).toBeNull();
    expect((await t.request(`/api/v1/interactions_files/${file.id}`, { cookie: vendedor })).status).toBe(404);
  });

  it("shows its contacts in the contacts made, filtered by type and seller", async () => {
    const res = await t.request(
      "/api/v1/interactions_contacts?type=call&initial_date=2026-03-01&final_date=2026-03-10",
      {
        cookie: vendedor,
      },
    );
    const page = (await res.json()) as { data: Array<{ type: string; notes: string; seller: string }> };
    expect(page.data.some((c) => c.notes === "Ligou" && c.seller !== "")).toBe(true);
    expect(page.data.every((c) => c.type === "call")).toBe(true);
    const theirs = (await (await t.request("/api/v1/interactions_contacts", { cookie: other })).json()) as {
      data: Array<{ notes: string }>;
    };
    expect(theirs.data.some((c) => c.notes === "Ligou")).toBe(false);
  });

  it("counts the seller's day and the period's conversions and losses in the panel", async () => {
    const [seller] = await t.db.select().from(users).where(eq(users.login, "vendedor"));
    const [won] = await t.db
      .select()
      .from(crmStages)
      .where(and(eq(crmStages.multiStoreId, demo), eq(crmStages.tag, "positive_ending")));
    if (!seller || !won) throw new Error("demo seller or stage missing");
    await t.db.insert(crmStageMoves).values({
      multiStoreId: demo,
      companyId:
        (await t.db.select().from(customersInteractions).where(eq(customersInteractions.id, id)))[0]?.companyId ?? 0,
      customerId: ids.customer,
      toStageId: won.id,
      userId: seller.id,
      movedAt: NOW,
    });
    const res = await t.request("/api/v1/crm/panel?initial_date=2026-03-01&final_date=2026-03-10", {
      cookie: vendedor,
    });
    expect(res.status).toBe(200);
    const panel = (await res.json()) as {
      sellers: Array<{ user_id: number; calls_today: number; contacts: number; conversions: number }>;
      stages: Array<{ stage_id: number; moves: number }>;
    };
    const day = panel.sellers.find((s) => s.user_id === seller.id);
    expect(day?.calls_today).toBeGreaterThanOrEqual(1);
    expect(day?.contacts).toBeGreaterThanOrEqual(3);
    expect(day?.conversions).toBeGreaterThanOrEqual(1);
    expect(panel.stages.find((s) => s.stage_id === won.id)?.moves).toBeGreaterThanOrEqual(1);
    const theirs = (await (await t.request("/api/v1/crm/panel", { cookie: other })).json()) as {
      sellers: Array<{ user_id: number }>;
    };
    expect(theirs.sellers.some((s) => s.user_id === seller.id)).toBe(false);
  });

  it("is removed with what it holds", async () => {
    const res = await t.request(`/api/v1/customers_interactions/${id}`, { method: "DELETE", cookie: vendedor });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(customersInteractions).where(eq(customersInteractions.id, id))).toEqual([]);
    expect(await t.db.select().from(interactionOffers).where(eq(interactionOffers.interactionId, id))).toEqual([]);
    expect(t.broadcasts.at(-1)?.data).toMatchObject({ action: "deleted", interaction_id: id });
  });
});
