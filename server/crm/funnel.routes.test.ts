import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../customers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { users } from "../users/schema.ts";
import { crmData, crmFactors, crmStageMoves, crmStages, customerStages } from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function networkOf(login: string) {
  const [row] = await t.db.select({ id: users.id, net: users.multiStoreId }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(login);
  const stages = await t.db
    .select({ id: crmStages.id, tag: crmStages.tag, name: crmStages.name })
    .from(crmStages)
    .where(eq(crmStages.multiStoreId, row.net))
    .orderBy(asc(crmStages.position));
  const options = await t.db
    .select({ id: crmData.id, factor: crmFactors.name })
    .from(crmData)
    .innerJoin(crmFactors, eq(crmFactors.id, crmData.factorId))
    .where(eq(crmData.multiStoreId, row.net));
  const people = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.multiStoreId, row.net))
    .orderBy(asc(customers.id));
  const stage = (tag: string) => stages.find((s) => s.tag === tag)?.id as number;
  const loss = options.find((o) => o.factor === "Motivo da perda")?.id as number;
  const otherFactor = options.find((o) => o.factor !== "Motivo da perda")?.id as number;
  return { userId: row.id, net: row.net, stages, stage, loss, otherFactor, people: people.map((p) => p.id) };
}

const stageOf = async (net: number, customerId: number) => {
  const [row] = await t.db
    .select({ stageId: customerStages.stageId, loss: customerStages.lossOptionId })
    .from(customerStages)
    .where(and(eq(customerStages.multiStoreId, net), eq(customerStages.customerId, customerId)));
  return row ?? null;
};

const movesOf = (net: number, customerId: number) =>
  t.db
    .select({ from: crmStageMoves.fromStageId, to: crmStageMoves.toStageId, loss: crmStageMoves.lossOptionId })
    .from(crmStageMoves)
    .where(and(eq(crmStageMoves.multiStoreId, net), eq(crmStageMoves.customerId, customerId)))
    .orderBy(asc(crmStageMoves.id));

describe("GET /api/v1/customers_stages", () => {
  it("answers the network's stages in order with their cards, counts and sums", async () => {
    const demo = await networkOf("vendedor");
    const cookie = await t.login("vendedor");
    const res = await t.request("/api/v1/customers_stages?customers=true&per_page=100", { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.map((s: { id: number }) => s.id)).toEqual(demo.stages.map((s) => s.id));
    expect(body.data[0].customers.length).toBe(7);
    expect(body.data[0].customers_count).toBe(7);
    expect(body.loss_options.map((o: { name: string }) => o.name)).toContain("Preço");
    const card = body.data[0].customers.find((c: { last_interaction: unknown }) => c.last_interaction !== null);
    expect(card).toMatchObject({ customer_temperature: expect.any(Number), seasonal_value: expect.any(String) });
    const sum = body.data[0].customers.reduce(
      (total: number, c: { seasonal_value: string | null }) => total + Math.round(Number(c.seasonal_value ?? 0) * 100),
      0,
    );
    expect(Math.round(Number(body.data[0].seasonal_total) * 100)).toBe(sum);
    // Without customers=true, only the stages and their counts.
    const bare = await (await t.request("/api/v1/customers_stages", { cookie })).json();
    expect(bare.data[0].customers).toEqual([]);
    expect(bare.data[0].customers_count).toBe(7);
  });

  it("filters on the server by the CRM filter query", async () => {
    const cookie = await t.login("vendedor");
    const all = await (await t.request("/api/v1/customers_stages?customers=true", { cookie })).json();
    const first = all.data[0].customers[0];
    const byName = await (
      await t.request(
        `/api/v1/customers_stages?customers=true&customerName=${encodeURIComponent(first.customer_name)}`,
        {
          cookie,
        },
      )
    ).json();
    const names = byName.data.flatMap((s: { customers: Array<{ customer_name: string }> }) =>
      s.customers.map((c) => c.customer_name),
    );
    expect(names).toContain(first.customer_name);
    expect(names.every((n: string) => n.toLowerCase().includes(first.customer_name.toLowerCase()))).toBe(true);
    const hot = await (
      await t.request(
        "/api/v1/customers_stages?customers=true&customerTemperatureOperator=gte&customerTemperatureValue=8",
        {
          cookie,
        },
      )
    ).json();
    const temps = hot.data.flatMap((s: { customers: Array<{ customer_temperature: number }> }) =>
      s.customers.map((c) => c.customer_temperature),
    );
    expect(temps.length).toBeGreaterThan(0);
    expect(temps.every((v: number) => v >= 8)).toBe(true);
    const bad = await t.request("/api/v1/customers_stages?customerTemperatureOperator=more", { cookie });
    expect(bad.status).toBe(422);
  });

  it("needs CRM 1", async () => {
    expect((await t.request("/api/v1/customers_stages", { cookie: await t.login("caixa") })).status).toBe(403);
    expect((await t.request("/api/v1/customers_stages")).status).toBe(401);
  });
});

describe("moving a card", () => {
  it("moves a customer, writes the move and publishes on the network's CRM channel", async () => {
    const demo = await networkOf("vendedor");
    const cookie = await t.login("vendedor");
    const customer = demo.people[0] as number;
    const before = await stageOf(demo.net, customer);
    const target = demo.stages[2]?.id as number;
    t.broadcasts.length = 0;
    const res = await t.request(`/api/v1/customers_stages/${target}/customers/${customer}`, {
      method: "PATCH",
      cookie,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customer_id: customer,
      from_stage_id: before?.stageId,
      stage_id: target,
      loss_option_id: null,
    });
    expect(await stageOf(demo.net, customer)).toEqual({ stageId: target, loss: null });
    expect((await movesOf(demo.net, customer)).at(-1)).toEqual({ from: before?.stageId, to: target, loss: null });
    expect(t.broadcasts).toEqual([
      {
        channel: `private-network.${demo.net}.crm`,
        event: "crm.funnel-changed",
        data: { kind: "moved", stage_id: target, customer_ids: [customer], user_id: demo.userId },
      },
    ]);
  });

  it("asks a loss stage for an option of 'Motivo da perda' (pt and es), then stores it", async () => {
    const demo = await networkOf("vendedor");
    const cookie = await t.login("vendedor");
    const customer = demo.people[1] as number;
    const lost = demo.stage("negative_ending");
    const path = `/api/v1/customers_stages/${lost}/customers/${customer}`;
    const before = await stageOf(demo.net, customer);
    const none = await t.request(path, { method: "PATCH", cookie, json: {} });
    expect(none.status).toBe(422);
    expect((await none.json()).messages.loss_option_id).toEqual(["Informe o motivo da perda"]);
    const es = await t.request(path, { method: "PATCH", cookie, json: {}, headers: { "accept-language": "es-EC" } });
    expect((await es.json()).messages.loss_option_id).toEqual(["Indique el motivo de la pérdida"]);
    const wrong = await t.request(path, { method: "PATCH", cookie, json: { loss_option_id: demo.otherFactor } });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).messages.loss_option_id).toEqual([
      "O motivo precisa ser uma opção do fator 'Motivo da perda' da rede",
    ]);
    expect(await stageOf(demo.net, customer)).toEqual(before);
    const ok = await t.request(path, { method: "PATCH", cookie, json: { loss_option_id: demo.loss } });
    expect(ok.status).toBe(200);
    expect(await stageOf(demo.net, customer)).toEqual({ stageId: lost, loss: demo.loss });
    expect((await movesOf(demo.net, customer)).at(-1)).toEqual({ from: before?.stageId, to: lost, loss: demo.loss });
  });

  it("refuses another network's stage, customer or loss option", async () => {
    const demo = await networkOf("vendedor");
    const other = await networkOf("outra.admin");
    const cookie = await t.login("vendedor");
    const customer = demo.people[2] as number;
    const otherStage = await t.request(`/api/v1/customers_stages/${other.stages[1]?.id}/customers/${customer}`, {
      method: "PATCH",
      cookie,
      json: {},
    });
    expect(otherStage.status).toBe(404);
    const otherCustomer = await t.request(
      `/api/v1/customers_stages/${demo.stages[1]?.id}/customers/${other.people[0]}`,
      { method: "PATCH", cookie, json: {} },
    );
    expect(otherCustomer.status).toBe(404);
    const otherLoss = await t.request(
      `/api/v1/customers_stages/${demo.stage("negative_ending")}/customers/${customer}`,
      { method: "PATCH", cookie, json: { loss_option_id: other.loss } },
    );
    expect(otherLoss.status).toBe(422);
    expect(await stageOf(other.net, other.people[0] as number)).toBeNull();
  });
});

describe("bulk import", () => {
  it("puts customers into a stage for the given sellers, new ones and moved ones", async () => {
    const demo = await networkOf("vendedor");
    const admin = await networkOf("admin");
    const cookie = await t.login("vendedor");
    const newcomer = demo.people.at(-1) as number;
    const moved = demo.people[3] as number;
    const target = demo.stages[1]?.id as number;
    expect(await stageOf(demo.net, newcomer)).toBeNull();
    const before = await stageOf(demo.net, moved);
    t.broadcasts.length = 0;
    const res = await t.request(`/api/v1/customers_stages/${target}/customers/bulk`, {
      method: "POST",
      cookie,
      json: { customers_ids: [newcomer, moved], users: [admin.userId] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stage_id: target, imported: 2 });
    expect(await stageOf(demo.net, newcomer)).toEqual({ stageId: target, loss: null });
    const [row] = await t.db
      .select({ userId: customerStages.userId })
      .from(customerStages)
      .where(eq(customerStages.customerId, newcomer));
    expect(row?.userId).toBe(admin.userId);
    expect((await movesOf(demo.net, moved)).at(-1)).toEqual({ from: before?.stageId, to: target, loss: null });
    expect((await movesOf(demo.net, newcomer)).at(-1)).toEqual({ from: null, to: target, loss: null });
    expect(t.broadcasts.map((b) => [b.event, (b.data as { kind: string }).kind])).toEqual([
      ["crm.funnel-changed", "imported"],
    ]);
  });

  it("needs at least one customer and refuses a loss stage, in pt and es", async () => {
    const demo = await networkOf("vendedor");
    const cookie = await t.login("vendedor");
    const path = `/api/v1/customers_stages/${demo.stages[0]?.id}/customers/bulk`;
    const empty = await t.request(path, { method: "POST", cookie, json: { customers_ids: [] } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).messages.customers_ids).toEqual(["Selecione ao menos 1 cliente para importação"]);
    const es = await t.request(path, {
      method: "POST",
      cookie,
      json: { customers_ids: [] },
      headers: { "accept-language": "es-EC" },
    });
    expect((await es.json()).messages.customers_ids).toEqual(["Seleccione al menos 1 cliente para la importación"]);
    const lost = await t.request(`/api/v1/customers_stages/${demo.stage("negative_ending")}/customers/bulk`, {
      method: "POST",
      cookie,
      json: { customers_ids: [demo.people[4]] },
    });
    expect(lost.status).toBe(422);
  });

  it("gives customers to active sellers only; the stage is unchanged when one is inactive", async () => {
    const demo = await networkOf("vendedor");
    const cookie = await t.login("vendedor");
    const [inactive] = await t.db
      .insert(users)
      .values({
        multiStoreId: demo.net,
        name: "Vendedora Desligada",
        login: "vendedora.desligada",
        email: "desligada@rede.test",
        passwordHash: "x",
        active: false,
      })
      .returning({ id: users.id });
    const before = await stageOf(demo.net, demo.people[6] as number);
    const res = await t.request(`/api/v1/customers_stages/${demo.stages[1]?.id}/customers/bulk`, {
      method: "POST",
      cookie,
      json: { customers_ids: [demo.people[6]], users: [inactive?.id] },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).messages.users).toEqual(["Os clientes só podem ser entregues a vendedores ativos"]);
    expect(await stageOf(demo.net, demo.people[6] as number)).toEqual(before);
  });

  it("refuses another network's customers, sellers or stage", async () => {
    const demo = await networkOf("vendedor");
    const other = await networkOf("outra.admin");
    const cookie = await t.login("vendedor");
    const path = `/api/v1/customers_stages/${demo.stages[0]?.id}/customers/bulk`;
    const theirs = await t.request(path, { method: "POST", cookie, json: { customers_ids: [other.people[0]] } });
    expect(theirs.status).toBe(422);
    const seller = await t.request(path, {
      method: "POST",
      cookie,
      json: { customers_ids: [demo.people[5]], users: [other.userId] },
    });
    expect(seller.status).toBe(422);
    const stage = await t.request(`/api/v1/customers_stages/${other.stages[0]?.id}/customers/bulk`, {
      method: "POST",
      cookie,
      json: { customers_ids: [demo.people[5]] },
    });
    expect(stage.status).toBe(404);
    expect(await stageOf(other.net, other.people[0] as number)).toBeNull();
  });

  it("needs CRM 1", async () => {
    const demo = await networkOf("vendedor");
    const res = await t.request(`/api/v1/customers_stages/${demo.stages[0]?.id}/customers/bulk`, {
      method: "POST",
      cookie: await t.login("caixa"),
      json: { customers_ids: [demo.people[0]] },
    });
    expect(res.status).toBe(403);
  });
});
