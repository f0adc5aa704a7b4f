import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { customers } from "../customers/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialInflows } from "../finance/schema.ts";
import { idempotencyKeys } from "../http/schema.ts";
import { companies } from "../network/schema.ts";
import { saleItems, sales } from "./schema.ts";
import { stockMovements } from "../stock/schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  newKey,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  stockOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let register = 0;
let cash = 0;
let pix = 0;
let card = 0;
let shirt: TestProduct;
let cheese: TestProduct;
let print: TestProduct;

const salesCount = async () => (await t.db.select({ n: count() }).from(sales))[0]?.n ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro, "100.00");
  cash = await methodOf(t, "Dinheiro");
  pix = await methodOf(t, "PIX");
  card = await methodOf(t, "Cartão de crédito");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cheese = await productBySku(t, "PES-001", centro);
  print = await productBySku(t, "SRV-001", centro);
  await setStock(t, centro, shirt.id, "50");
  await setStock(t, centro, cheese.id, "10.000");
});
afterAll(() => t.close());

describe("POST /api/v1/sales", () => {
  it("finalizes a sale with a weighed item, a service, two payments and change", async () => {
    expect(shirt.price).toBe(3990);
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [
        { product: shirt, quantity: 2 },
        { product: cheese, quantity: 0.355 },
        { product: print, manualDiscount: 10, percentageMode: true },
      ],
      payments: [
        { methodId: cash, received: 10_000 },
        { methodId: card, received: 3_000 },
      ],
    });
    // 2 × 39,90 + 0,355 kg × 49,90 (17,7145 → 17,71) + 25,00 − 10% = 120,01; change 9,99 off the first payment.
    expect(payload.sale.total).toBe("120.01");
    expect(payload.sale.total_change).toBe("9.99");
    const before = { shirt: await stockOf(t, centro, shirt.id), cheese: await stockOf(t, centro, cheese.id) };
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as Json & { id: number; items: Json[]; financial_inflows: Json[] };
    expect(sale).toMatchObject({
      company: "Rede Demo Centro",
      cash_movement_id: register,
      user: "João Pedro Nascimento",
      gross_total: "122.51",
      discount_total: "2.50",
      items_total: "120.01",
      total: "120.01",
      inflows_total: "130.00",
      total_change: "9.99",
      shipping_method: 9,
      operation_nature: "Venda",
      nfe_observations: null,
      fiscal_receipt_url: null,
      status: "finished",
      pdf_url: `/api/v1/reports/sales_history/${sale.id}`,
    });
    expect(sale.items.map((i) => [i.quantity, i.unit_price, i.discount, i.total])).toEqual([
      [2, "39.90", "0.00", "79.80"],
      [0.355, "49.90", "0.00", "17.71"],
      [1, "25.00", "2.50", "22.50"],
    ]);
    expect(sale.financial_inflows.map((p) => [p.kind, p.received_value, p.billing_value])).toEqual([
      ["money", "100.00", "90.01"],
      ["card", "30.00", "30.00"],
    ]);
    expect(before.shirt).toBe("50.000");
    expect(await stockOf(t, centro, shirt.id)).toBe("48.000");
    expect(await stockOf(t, centro, cheese.id)).toBe("9.645");
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.saleId, sale.id));
    expect(movements.map((m) => [m.productId, m.outgoing, m.reason]).sort()).toEqual(
      [
        [shirt.id, "2.000", "sale"],
        [cheese.id, "0.355", "sale"],
      ].sort(),
    );
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.entityId, String(sale.id)));
    expect(logs.some((l) => l.entity === "sale" && l.action === "create" && l.companyId === centro)).toBe(true);
    // On the network's sales channel only: production users (SLK without POS or RPT 7) may not join it.
    const [unit] = await t.db.select().from(companies).where(eq(companies.id, centro));
    expect(t.broadcasts.at(-1)).toMatchObject({
      channel: `private-network.${unit?.multiStoreId}.pdv`,
      event: "sale.created",
      data: { id: sale.id, total: "120.01", cash_movement_id: register },
    });
    expect(before.cheese).toBe("10.000");
  });

  it("charges delivery only with shipping method 1 and keeps the cost unless 1 or 9", async () => {
    for (const [method, total, charge, cost] of [
      [1, "54.90", "15.00", "0.00"],
      [0, "39.90", "0.00", "8.00"],
      [9, "39.90", "0.00", "0.00"],
    ] as const) {
      const payload = saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }],
        payments: [{ methodId: pix, received: method === 1 ? 5_490 : 3_990 }],
        shippingMethod: method,
        deliveryCharge: 1_500,
        deliveryCost: 800,
      });
      expect(payload.sale.total).toBe(total);
      const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        total,
        delivery_charge: charge,
        delivery_cost: cost,
        shipping_method: method,
      });
    }
  });

  it("applies the sale-wide percentage after each item's manual discount", async () => {
    const paid = saleRequestOf({
      cashMovementId: register,
      lines: [
        { product: shirt, quantity: 3, manualDiscount: 100 },
        { product: print, quantity: 1, manualDiscount: 12.5, percentageMode: true },
      ],
      percentageDiscount: 7.5,
      payments: [{ methodId: pix, received: 13_003 }],
    });
    // 119,70 − 1,00 = 118,70 − 7,5% (8,9025 → 8,90) = 109,80; 25,00 − 12,5% (3,125 → 3,13) = 21,87 − 7,5% (1,64) = 20,23
    expect(paid.sale.total).toBe("130.03");
    const res = await postKeyed(t, "/api/v1/sales", caixa, paid);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as { items: Json[]; percentage_discount: number; discount_total: string };
    expect(sale.items.map((i) => [i.manual_discount, i.discount_percentage_mode, i.discount, i.total])).toEqual([
      ["1.00", false, "9.90", "109.80"],
      ["12.50", true, "4.77", "20.23"],
    ]);
    expect(sale.percentage_discount).toBe(7.5);
  });

  it("keeps removed items for the record without counting them or their stock", async () => {
    const stock = await stockOf(t, centro, cheese.id);
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }, { product: cheese, quantity: 1.5, status: false }],
      payments: [{ methodId: cash, received: 3_990 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as { total: string; items: Json[] };
    expect(sale.total).toBe("39.90");
    expect(sale.items.map((i) => i.status)).toEqual([true, false]);
    expect(await stockOf(t, centro, cheese.id)).toBe(stock);
  });

  it("refuses totals that differ from the server's with 422 per field, in the user's language", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 2, manualDiscount: 333 }],
      payments: [{ methodId: cash, received: 10_000 }],
    });
    const tampered = {
      ...payload,
      sale: { ...payload.sale, total: "76.46", total_change: "23.55" },
      items: payload.items.map((i) => ({ ...i, discount: "3.34" })),
      financial_inflows: payload.financial_inflows.map((p) => ({ ...p, billing_value: "100.00" })),
    };
    const before = await salesCount();
    const key = newKey();
    const res = await postKeyed(t, "/api/v1/sales", caixa, tampered, key);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        "items.0.discount": ["O desconto informado (R$ 3,34) difere do calculado (R$ 3,33)."],
        "sale.total": ["O total informado (R$ 76,46) difere do calculado (R$ 76,47)."],
        "sale.total_change": ["O troco informado (R$ 23,55) difere do calculado (R$ 23,53)."],
        "financial_inflows.0.billing_value": [
          "O valor deste pagamento deveria ser R$ 76,47 (recebido menos o troco), não R$ 100,00.",
        ],
      },
    });
    expect(await salesCount()).toBe(before);
    // Nothing was kept for the key: the corrected request goes through with it.
    const fixed = await postKeyed(t, "/api/v1/sales", caixa, payload, key);
    expect(fixed.status).toBe(201);

    const es = await postKeyed(t, "/api/v1/sales", caixa, tampered, newKey(), "es-EC");
    expect(((await es.json()) as { messages: Record<string, string[]> }).messages["sale.total"]).toEqual([
      "El total informado (R$ 76,46) difiere del calculado (R$ 76,47).",
    ]);
  });

  it("refuses a discount above the line or a sale-wide one above 100 % with 422 in pt and es, writing nothing (issue 11)", async () => {
    // R$ 40,00 off one R$ 39,90 shirt: the browser's totals clamp it to the line (total R$ 0,00), the server refuses it.
    const overLine = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, manualDiscount: 4_000 }],
      payments: [{ methodId: cash, received: 1_000 }],
    });
    expect(overLine.sale.total).toBe("0.00");
    const before = { sales: await salesCount(), stock: await stockOf(t, centro, shirt.id) };
    const res = await postKeyed(t, "/api/v1/sales", caixa, overLine);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { messages: Json }).messages).toMatchObject({
      "items.0.manual_discount": ["O desconto não pode ser maior que o valor do item."],
    });
    const es = await postKeyed(t, "/api/v1/sales", caixa, overLine, newKey(), "es-EC");
    expect(es.status).toBe(422);
    expect(((await es.json()) as { messages: Json }).messages).toMatchObject({
      "items.0.manual_discount": ["El descuento no puede ser mayor que el valor del ítem."],
    });
    // 100,01 % of the line in percentage mode.
    const overPercent = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, manualDiscount: 100.01, percentageMode: true }],
      payments: [{ methodId: cash, received: 1_000 }],
    });
    const percentRes = await postKeyed(t, "/api/v1/sales", caixa, overPercent);
    expect(percentRes.status).toBe(422);
    expect(JSON.stringify(await percentRes.json())).toContain("items.0.manual_discount");
    // A sale-wide discount above 100 %.
    const saleWide = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: cash, received: 1_000 }],
      percentageDiscount: 150,
    });
    const saleWideRes = await postKeyed(t, "/api/v1/sales", caixa, saleWide);
    expect(saleWideRes.status).toBe(422);
    expect(Object.keys(((await saleWideRes.json()) as { messages: Json }).messages)).toEqual([
      "sale.percentage_discount",
    ]);
    expect(await salesCount()).toBe(before.sales);
    expect(await stockOf(t, centro, shirt.id)).toBe(before.stock);
  });

  it("refuses a sale without active items or with something left to pay", async () => {
    const empty = saleRequestOf({ cashMovementId: register, lines: [{ product: shirt, status: false }], payments: [] });
    const res = await postKeyed(t, "/api/v1/sales", caixa, empty);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { messages: Json }).messages).toMatchObject({
      items: ["Adicione ao menos um item à venda."],
    });
    const short = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: pix, received: 3_000 }],
    });
    const res2 = await postKeyed(t, "/api/v1/sales", caixa, short);
    expect(res2.status).toBe(422);
    expect(await res2.json()).toEqual({ messages: { financial_inflows: ["Ainda falta receber R$ 9,90."] } });
  });

  it("counts the limits of items and payments in items, not characters", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: pix, received: 3_990 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", caixa, {
      ...payload,
      items: Array.from({ length: 501 }, () => payload.items[0]),
      financial_inflows: Array.from({ length: 21 }, () => payload.financial_inflows[0]),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        items: ["O campo deve ter no máximo 500 itens."],
        financial_inflows: ["O campo deve ter no máximo 20 itens."],
      },
    });
  });

  it("refuses quantities the unit does not take and unknown references", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 1.5 }],
      payments: [{ methodId: pix, received: 5_985 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", caixa, {
      ...payload,
      sale: { ...payload.sale, customer_doc_id_1: "111.111.111-12" },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        "items.0.quantity": ["A unidade Unidade aceita no máximo 0 casas decimais."],
        "sale.customer_doc_id_1": ["CPF Inválido"],
      },
    });
    // Ids are checked before anything else (the central tenant check): an unknown one is all the answer says.
    const unknown = await postKeyed(t, "/api/v1/sales", caixa, {
      ...payload,
      sale: { ...payload.sale, customer_id: 999_999, customer_doc_id_1: "111.111.111-12" },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ messages: { "sale.customer_id": ["Registro não encontrado."] } });
  });

  it("answers 412 with a message per product when stock is short, writing nothing", async () => {
    const jacket = await productBySku(t, "VES-09101-G", centro);
    await setStock(t, centro, jacket.id, "1", "2", "2");
    await setStock(t, centro, cheese.id, "0.200");
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: jacket, quantity: 2 }, { product: cheese, quantity: 0.25 }, { product: print }],
      // Money: only money gives change (a card past the total is refused with 422 before stock is looked at).
      payments: [{ methodId: cash, received: 100_000 }],
    });
    const before = await salesCount();
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual({
      messages: [
        `${jacket.description}: estoque insuficiente (disponível: 1 Unidade, pedido: 2 Unidade).`,
        "Queijo Muçarela kg: estoque insuficiente (disponível: 0,200 Quilograma, pedido: 0,250 Quilograma).",
      ],
    });
    expect(await salesCount()).toBe(before);
    expect(await stockOf(t, centro, jacket.id)).toBe("1.000");
  });

  it("needs an Idempotency-Key and refuses a key reused for another request", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: print }],
      payments: [{ methodId: pix, received: 2_500 }],
    });
    const missing = await t.request("/api/v1/sales", { method: "POST", cookie: caixa, json: payload });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { messages: string[] }).messages[0]).toContain("Idempotency-Key");
    const key = newKey();
    expect((await postKeyed(t, "/api/v1/sales", caixa, payload, key)).status).toBe(201);
    const other = { ...payload, sale: { ...payload.sale, notes: "outra" } };
    const reused = await postKeyed(t, "/api/v1/sales", caixa, other, key);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ messages: ["Esta chave de idempotência já foi usada em outra requisição."] });
  });

  it("makes one sale of the same key sent 20 times at once, answering each with it", async () => {
    const stock = await stockOf(t, centro, shirt.id);
    const before = await salesCount();
    const broadcasts = t.broadcasts.length;
    const key = newKey();
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: cash, received: 5_000 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postKeyed(t, "/api/v1/sales", caixa, payload, key)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ id: number }>;
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies.every((b) => JSON.stringify(b) === JSON.stringify(bodies[0]))).toBe(true);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(await salesCount()).toBe(before + 1);
    expect(await stockOf(t, centro, shirt.id)).toBe(`${(Number(stock) - 1).toFixed(3)}`);
    expect(t.broadcasts.length).toBe(broadcasts + 1);
    const saleId = bodies[0]?.id ?? 0;
    expect((await t.db.select().from(saleItems).where(eq(saleItems.saleId, saleId))).length).toBe(1);
    expect((await t.db.select().from(financialInflows).where(eq(financialInflows.saleId, saleId))).length).toBe(1);
    expect((await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length).toBe(1);
  });

  it("answers a retried sale with its stored answer even when the retry itself would now fail", async () => {
    const polo = await productBySku(t, "VES-04101-P", centro);
    await setStock(t, centro, polo.id, "1");
    const key = newKey();
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: polo }],
      payments: [{ methodId: pix, received: polo.price }],
    });
    const first = await postKeyed(t, "/api/v1/sales", caixa, payload, key);
    expect(first.status).toBe(201);
    const before = await salesCount();
    // The last unit is gone with the first attempt: run again, the sale would get 412, the retry gets the sale.
    const retry = await postKeyed(t, "/api/v1/sales", caixa, payload, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(await salesCount()).toBe(before);
    expect(await stockOf(t, centro, polo.id)).toBe("0.000");
    // Another body under the same key is still refused, whatever its own attempt ran into.
    const other = await postKeyed(
      t,
      "/api/v1/sales",
      caixa,
      { ...payload, sale: { ...payload.sale, notes: "x" } },
      key,
    );
    expect(other.status).toBe(409);
  });

  it("sells the last unit once when two cashiers finalize at the same moment", async () => {
    const polo = await productBySku(t, "VES-04101-M", centro);
    await setStock(t, centro, polo.id, "1");
    const adminRegister = await openRegister(t, admin, centro, "50.00");
    const sale = (id: number) =>
      saleRequestOf({
        cashMovementId: id,
        lines: [{ product: polo }],
        payments: [{ methodId: pix, received: polo.price }],
      });
    const [first, second] = await Promise.all([
      postKeyed(t, "/api/v1/sales", caixa, sale(register)),
      postKeyed(t, "/api/v1/sales", admin, sale(adminRegister)),
    ]);
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([201, 412]);
    const refused = first?.status === 412 ? first : second;
    expect(await refused?.json()).toEqual({
      messages: [`${polo.description}: estoque insuficiente (disponível: 0 Unidade, pedido: 1 Unidade).`],
    });
    expect(await stockOf(t, centro, polo.id)).toBe("0.000");
  });

  it("refuses a register that is not open or belongs to someone else", async () => {
    const adminRegister = await openRegister(t, admin, await unitId(t, "Rede Demo Savassi"), "0");
    const payload = saleRequestOf({
      cashMovementId: adminRegister,
      lines: [{ product: print }],
      payments: [{ methodId: pix, received: 2_500 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { "sale.cash_movement_id": ["Este caixa foi aberto por outro usuário."] },
    });
  });

  it("keeps invoice observations only when meaningful (spec 5.5)", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: print }],
      payments: [{ methodId: pix, received: 2_500 }],
    });
    const empty = { quantity: 0, specie: " ", brand: "", numbering: "", gross_weight: 0, net_weight: 0 };
    const none = await postKeyed(t, "/api/v1/sales", caixa, { ...payload, nfe_observations: empty });
    expect(((await none.json()) as Json).nfe_observations).toBeNull();
    const boxes = { ...empty, quantity: 2, specie: "Caixa", gross_weight: 1.25 };
    const kept = await postKeyed(t, "/api/v1/sales", caixa, {
      ...payload,
      sale: { ...payload.sale, fiscal_emission: "nfe", customer_doc_id_1: "529.982.247-25", notes: "Entregar à tarde" },
      nfe_observations: boxes,
    });
    expect(await kept.json()).toMatchObject({
      nfe_observations: boxes,
      fiscal_emission: "nfe",
      customer_doc_id_1: "52998224725",
      notes: "Entregar à tarde",
    });
  });

  it("refuses another network's register and products", async () => {
    const other = await t.login("outra.admin");
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: pix, received: 3_990 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", other, payload);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        "sale.cash_movement_id": ["Registro não encontrado."],
        "items.0.product_id": ["Registro não encontrado."],
        "financial_inflows.0.payment_method_id": ["Registro não encontrado."],
      },
    });
    const [unit] = await t.db.select().from(companies).where(eq(companies.name, "Outra Rede Matriz"));
    const theirs = await openRegister(t, other, unit?.id ?? 0);
    const mixed = await postKeyed(t, "/api/v1/sales", other, {
      ...payload,
      sale: { ...payload.sale, cash_movement_id: theirs },
    });
    expect(await mixed.json()).toEqual({
      messages: {
        "items.0.product_id": ["Registro não encontrado."],
        "financial_inflows.0.payment_method_id": ["Registro não encontrado."],
      },
    });
  });

  it("sells in a placeholder session (POS 10) without a register", async () => {
    const caixa10 = await t.login("caixa10");
    const payload = saleRequestOf({
      cashMovementId: -1,
      companyId: centro,
      lines: [{ product: print }],
      payments: [{ methodId: pix, received: 2_500 }],
    });
    const res = await postKeyed(t, "/api/v1/sales", caixa10, payload);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ cash_movement_id: null, company_id: centro, total: "25.00" });
    const noCompany = await postKeyed(t, "/api/v1/sales", caixa10, {
      ...payload,
      sale: { ...payload.sale, company_id: null },
    });
    expect(await noCompany.json()).toEqual({ messages: { "sale.company_id": ["Informe a unidade da venda."] } });
    const notAllowed = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(notAllowed.status).toBe(422);
  });
});

describe("sales history", () => {
  it("answers the sale as a PDF named by content-disposition", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: cash, received: 5_000 }],
    });
    const sale = (await (await postKeyed(t, "/api/v1/sales", caixa, payload)).json()) as {
      id: number;
      pdf_url: string;
    };
    const res = await t.request(sale.pdf_url, { cookie: caixa });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="venda-${sale.id}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1_000);
  });

  it("lists sales with totals and shows one with its items", async () => {
    const res = await t.request(`/api/v1/sales?cash_movement_id=${register}&per_page=5`, { cookie: admin });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: Json[]; meta: Json; totals: { count: number; total: string } };
    expect(list.data).toHaveLength(5);
    expect(list.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(list.totals.count).toBeGreaterThan(5);
    expect(list.data[0]).toMatchObject({
      company: "Rede Demo Centro",
      user: "João Pedro Nascimento",
      cash_movement_id: register,
    });
    const id = list.data[0]?.id as number;
    const one = await t.request(`/api/v1/sales/${id}`, { cookie: caixa });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id, items: expect.any(Array), financial_inflows: expect.any(Array) });
    // Issue 11: a cashier without RPT 7 lists only the sales of their own open register (Vendas deste caixa).
    const own = await t.request("/api/v1/sales?per_page=100", { cookie: caixa });
    expect(own.status).toBe(200);
    const ownRows = ((await own.json()) as { data: Json[] }).data;
    expect(ownRows.length).toBeGreaterThan(0);
    expect(ownRows.every((row) => row.cash_movement_id === register)).toBe(true);
    expect((await t.request("/api/v1/sales", { cookie: await t.login("vendedor") })).status).toBe(403);
  });

  it("lists a register's sales without the default period: one open across a month boundary keeps last month's", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: cash, received: 5_000 }],
    });
    const created = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // The sale was made 40 days ago, on the same (still open) register: always in an earlier month.
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await t.db.update(sales).set({ createdAt: lastMonth }).where(eq(sales.id, id));
    const ids = async (path: string) => {
      const res = await t.request(path, { cookie: caixa });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Json[] }).data.map((row) => row.id);
    };
    expect(await ids(`/api/v1/sales?cash_movement_id=${register}&per_page=200`)).toContain(id);
    // Without the register the history keeps its default period (this month), and dates asked for still narrow.
    expect(await ids("/api/v1/sales?per_page=200")).not.toContain(id);
    const since = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`/api/v1/sales?cash_movement_id=${register}&initial_date=${since}&per_page=200`)).not.toContain(
      id,
    );
  });

  it("finds a sale by its customer's CPF typed with or without punctuation, and by the customer's full name", async () => {
    const [found] = await t.db
      .select({ id: sales.id, createdAt: sales.createdAt, doc: customers.docId1, name: customers.name })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .innerJoin(companies, eq(companies.id, sales.companyId))
      .where(and(eq(companies.id, centro), isNotNull(sales.customerId), sql`length(${customers.docId1}) = 11`))
      .orderBy(desc(sales.id))
      .limit(1);
    expect(found).toBeDefined();
    const { id, createdAt, doc, name } = found as { id: number; createdAt: Date; doc: string; name: string };
    const dayOf = (shift: number) => new Date(createdAt.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
    const search = async (filter: string) => {
      const res = await t.request(
        `/api/v1/sales?initial_date=${dayOf(-1)}&final_date=${dayOf(1)}&per_page=100&filter=${encodeURIComponent(filter)}`,
        { cookie: admin },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Json[] }).data.map((row) => row.id);
    };
    const masked = `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
    expect(await search(masked)).toContain(id);
    expect(await search(doc)).toContain(id);
    const words = name.split(" ");
    expect(await search(`${words[0]} ${words.at(-1)}`)).toContain(id);
    expect(await search("000.000.000-00")).toEqual([]);
  });
});
