import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  newKey,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let savassi = 0;
let register = 0;
let shirt: TestProduct;

const open = (cookie: string, json: unknown, language?: string) =>
  t.request("/api/v1/cash_movements", {
    method: "POST",
    cookie,
    json,
    ...(language ? { headers: { "accept-language": language } } : {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  savassi = await unitId(t, "Rede Demo Savassi");
  shirt = await productBySku(t, "VES-01101-M", centro);
});
afterAll(() => t.close());

describe("opening a register", () => {
  it("answers 204 when the user has no open register", async () => {
    const res = await t.request("/api/v1/cash_movements/last_opened", { cookie: caixa });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });

  it("requires the company with the spec's message, in pt and es", async () => {
    const res = await open(caixa, { cash_supply: "100.00" });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ messages: { company_id: ["o campo Companhia é obrigatório"] } });
    const es = await open(caixa, { cash_supply: "100.00", company_id: null }, "es-EC");
    expect(await es.json()).toEqual({ messages: { company_id: ["el campo Compañía es obligatorio"] } });
  });

  it("refuses a unit the user does not work in and a malformed float", async () => {
    const res = await open(caixa, { cash_supply: "100.00", company_id: savassi });
    expect(await res.json()).toEqual({ messages: { company_id: ["Valor não permitido."] } });
    const bad = await open(caixa, { cash_supply: "-1", company_id: centro });
    expect(await bad.json()).toEqual({ messages: { cash_supply: ["Valor monetário inválido."] } });
  });

  it("opens with a float and is then the last opened", async () => {
    const res = await open(caixa, { cash_supply: "150.00", company_id: centro });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json & { id: number };
    expect(body).toEqual({
      id: expect.any(Number),
      company_id: centro,
      company: "Rede Demo Centro",
      company_has_sync_installments: false,
      cash_supply: "150.00",
      opened_at: expect.any(String),
    });
    register = body.id;
    const last = await t.request("/api/v1/cash_movements/last_opened", { cookie: caixa });
    expect(last.status).toBe(200);
    expect(await last.json()).toEqual({ data: body });
  });

  it("keeps one open register per unit and user, even for two clicks at once", async () => {
    const again = await open(caixa, { cash_supply: "10.00", company_id: centro });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      messages: { company_id: ["Você já tem um caixa aberto nesta unidade. Feche-o antes de abrir outro."] },
    });
    const both = await Promise.all([
      open(admin, { cash_supply: "10.00", company_id: savassi }),
      open(admin, { cash_supply: "10.00", company_id: savassi }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const created = (await both.find((r) => r.status === 201)?.json()) as Json;
    expect(created.company_has_sync_installments).toBe(true);
  });

  it("changes the opening float of the user's own open register", async () => {
    const res = await t.request(`/api/v1/cash_movements/${centro}/opening_value/${register}`, {
      method: "PATCH",
      cookie: caixa,
      json: { cash_supply: "100.00" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: register, cash_supply: "100.00" });
    const wrongUnit = await t.request(`/api/v1/cash_movements/${savassi}/opening_value/${register}`, {
      method: "PATCH",
      cookie: caixa,
      json: { cash_supply: "100.00" },
    });
    expect(await wrongUnit.json()).toEqual({ messages: { company_id: ["O caixa não pertence a esta unidade."] } });
    const notMine = await t.request(`/api/v1/cash_movements/${centro}/opening_value/${register}`, {
      method: "PATCH",
      cookie: admin,
      json: { cash_supply: "1.00" },
    });
    expect(await notMine.json()).toEqual({
      messages: { cash_movement_id: ["Este caixa foi aberto por outro usuário."] },
    });
  });
});

describe("a cashier's day in the drawer", () => {
  it("sells, withdraws, pays an expense, and closes with the differences", async () => {
    const cash = await methodOf(t, "Dinheiro");
    const pix = await methodOf(t, "PIX");
    const card = await methodOf(t, "Cartão de débito");
    const sell = async (payments: Array<{ methodId: number; received: number }>) => {
      const res = await postKeyed(
        t,
        "/api/v1/sales",
        caixa,
        saleRequestOf({ cashMovementId: register, lines: [{ product: shirt }], payments }),
      );
      expect(res.status).toBe(201);
    };
    await sell([{ methodId: cash, received: 10_000 }]); // 39,90 in money, 60,10 change
    await sell([{ methodId: pix, received: 3_990 }]);
    await sell([
      { methodId: cash, received: 5_000 },
      { methodId: card, received: 1_999 },
    ]); // change 30,09
    // Drawer: 100,00 + 100,00 + 50,00 − 60,10 − 30,09 = 159,81

    const over = await postKeyed(t, "/api/v1/sangrias", caixa, { sangria_value: "159.82", cash_movement_id: register });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({
      // caixa closes blind: the drawer's amount (R$ 159,81) is not told before the counts.
      messages: { sangria_value: ["O valor da sangria (R$ 159,82) é maior que o dinheiro em caixa."] },
    });
    const sangria = await postKeyed(t, "/api/v1/sangrias", caixa, {
      sangria_value: "50.00",
      cash_movement_id: register,
    });
    expect(sangria.status).toBe(201);
    expect(await sangria.json()).toMatchObject({ sangria_value: "50.00", drawer_money: null });

    const outflow = (value: string, paid: boolean) =>
      postKeyed(t, "/api/v1/financial_outflows/pdv", caixa, {
        billing_value: value,
        description: "Compra de café para a loja",
        due_date: "2026-03-10",
        competency_date: "2026-03-01",
        paid,
        paid_date: paid ? "2026-03-10" : null,
        cash_movement_id: register,
        company_id: centro,
      });
    const paid = await outflow("12.34", true);
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({ billing_value: "12.34", paid: true, drawer_money: null });
    const payable = await outflow("1000.00", false);
    expect(await payable.json()).toMatchObject({ paid: false, paid_date: null, drawer_money: null });
    const tooBig = await outflow("97.48", true);
    expect(await tooBig.json()).toEqual({
      messages: { billing_value: ["O valor da despesa (R$ 97,48) é maior que o dinheiro em caixa."] },
    });

    // caixa closes blind: the expected values are the admin's (FIN 4) to see until the counts are confirmed.
    const blind = await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: caixa });
    expect(blind.status).toBe(403);
    const summary = await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: admin });
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({
      id: register,
      cash_supply: "100.00",
      sales_count: 3,
      sales_total: "119.70",
      money: { received: "150.00", change: "90.19", sangrias: "50.00", outflows: "12.34", expected: "97.47" },
      pix: { expected: "39.90" },
      card: { expected: "19.99" },
      closing: null,
    });

    const key = newKey();
    const counted = {
      id: register,
      inserted_money_value: "97.40",
      inserted_pix_value: "39.91",
      inserted_card_value: "19.98",
    };
    const { id: _, ...counts } = counted;
    const count = await postKeyed(t, `/api/v1/cash_movements/${register}/count`, caixa, counts);
    expect(count.status).toBe(200);
    const closed = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, counted, key);
    expect(closed.status).toBe(200);
    const closing = await closed.json();
    expect(closing).toEqual({
      id: register,
      company_id: centro,
      closed_at: expect.any(String),
      money: { expected: "97.47", counted: "97.40", difference: "-0.07" },
      pix: { expected: "39.90", counted: "39.91", difference: "0.01" },
      card: { expected: "19.99", counted: "19.98", difference: "-0.01" },
    });
    const replay = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, counted, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(closing);
    const twice = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, counted);
    expect(await twice.json()).toEqual({ messages: { id: ["Este caixa já foi fechado."] } });
    expect((await t.request("/api/v1/cash_movements/last_opened", { cookie: caixa })).status).toBe(204);

    const after = await postKeyed(t, "/api/v1/sangrias", caixa, { sangria_value: "1.00", cash_movement_id: register });
    expect(await after.json()).toEqual({ messages: { cash_movement_id: ["Este caixa não está aberto."] } });
    const afterSale = await postKeyed(
      t,
      "/api/v1/sales",
      caixa,
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }],
        payments: [{ methodId: pix, received: 3_990 }],
      }),
    );
    expect(await afterSale.json()).toEqual({ messages: { "sale.cash_movement_id": ["Este caixa não está aberto."] } });

    const closedSummary = (await (
      await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: caixa })
    ).json()) as Json;
    expect(closedSummary.closing).toEqual({ money: closing.money, pix: closing.pix, card: closing.card });
  });

  it("lists registers by unit and period with totals, and shows one with everything in it", async () => {
    const res = await t.request(
      `/api/v1/cash_movements?company_id=${centro}&status=closed&initial_date=2020-01-01&final_date=2099-12-31`,
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: Json[]; totals: Json; meta: Json };
    const mine = list.data.find((r) => r.id === register);
    expect(mine).toMatchObject({
      company: "Rede Demo Centro",
      user: "João Pedro Nascimento",
      sales_count: 3,
      sales_total: "119.70",
      sangrias_total: "50.00",
      outflows_total: "12.34",
      expected_money_value: "97.47",
      inserted_money_value: "97.40",
      money_difference: "-0.07",
      pix_difference: "0.01",
      card_difference: "-0.01",
    });
    // The demo seed closed three days of this cashier at Centro (money differences 0,00, −0,35 and +1,20).
    expect(list.meta.total).toBe(4);
    expect(list.totals).toMatchObject({
      count: 4,
      money_difference: "0.78",
      pix_difference: "0.01",
      card_difference: "-0.01",
    });

    const detail = await t.request(`/api/v1/cash_movements/${register}`, { cookie: caixa });
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as Json & {
      sales: Json[];
      payments: Json[];
      sangrias: Json[];
      outflows: Json[];
    };
    expect(body.sales).toHaveLength(3);
    expect(body.payments.map((p) => [p.kind, p.count, p.received_value, p.billing_value])).toEqual([
      ["money", 2, "150.00", "59.81"],
      ["pix", 1, "39.90", "39.90"],
      ["card", 1, "19.99", "19.99"],
    ]);
    expect(body.sangrias).toMatchObject([{ value: "50.00", user: "João Pedro Nascimento" }]);
    expect(body.outflows.map((o) => [o.billing_value, o.paid])).toEqual([
      ["12.34", true],
      ["1000.00", false],
    ]);

    expect((await t.request("/api/v1/cash_movements", { cookie: caixa })).status).toBe(403);
    const adminRegister = list.data.find((r) => r.user !== "João Pedro Nascimento");
    expect(adminRegister).toBeUndefined();
    const others = (await (
      await t.request(`/api/v1/cash_movements?company_id=${savassi}&status=open`, { cookie: admin })
    ).json()) as {
      data: Json[];
    };
    const foreign = others.data[0]?.id;
    expect((await t.request(`/api/v1/cash_movements/${foreign}`, { cookie: caixa })).status).toBe(404);
    expect((await t.request(`/api/v1/cash_movements/${foreign}/summary`, { cookie: caixa })).status).toBe(404);
  });
});
