import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  cents,
  type Json,
  newKey,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// POST /api/v1/sales answers the new sale built from what it wrote (server/pdv/sale-detail.ts saleDetailOf), not read
// back: it must be exactly what GET /api/v1/sales/{id} answers, for a sale that fills every field of the answer.

let t: TestApp;
let caixa = "";
let centro = 0;
let register = 0;
let lines: TestProduct[] = [];
let pix = 0;
let cash = 0;
let card = 0;

const idOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro);
  pix = await methodOf(t, "PIX");
  cash = await methodOf(t, "Dinheiro");
  card = await idOf(
    sql`select id from payment_methods where kind = 'card' and multi_store_id = (select multi_store_id from companies where id = ${centro}) order by id limit 1`,
  );
  expect(card).toBeGreaterThan(0);
  await methodOf(t, await nameOf(card));
  lines = await Promise.all(["VES-01101-M", "PES-001", "SRV-001"].map((sku) => productBySku(t, sku, centro)));
  for (const product of lines) await setStock(t, centro, product.id, "100");
});
afterAll(() => t.close());

async function nameOf(methodId: number) {
  const result = (await t.db.execute(sql`select name from payment_methods where id = ${methodId}`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return result.rows[0]?.name ?? "";
}

/** A customer of the unit's network with an address and a vehicle, a carrier, a delivery man and a seller. */
async function people() {
  const network = sql`(select multi_store_id from companies where id = ${centro})`;
  const customer = await idOf(sql`select id from customers where multi_store_id = ${network} order by id limit 1`);
  const address = await idOf(
    sql`insert into customer_addresses (multi_store_id, customer_id, zip_code, address_1, address_number, complement, district, city, uf)
      values (${network}, ${customer}, '30130010', 'Av. Afonso Pena', '1500', 'sala 2', 'Centro', 'Belo Horizonte', 'MG') returning id`,
  );
  const vehicle = await idOf(
    sql`insert into vehicles (multi_store_id, customer_id, model, name, license_plate) values (${network}, ${customer}, '2015 Gasolina', 'Palio', 'ABC1D23') returning id`,
  );
  const transporter = await idOf(
    sql`insert into transporters (multi_store_id, name) values (${network}, 'Transportadora Rápida') returning id`,
  );
  const deliveryMan = await idOf(
    sql`insert into delivery_men (multi_store_id, company_id, name) values (${network}, ${centro}, 'João Entregador') returning id`,
  );
  const seller = await idOf(
    sql`insert into sellers (multi_store_id, company_id, name) values (${network}, ${centro}, 'Vera Vendedora') returning id`,
  );
  return { customer, address, vehicle, transporter, deliveryMan, seller };
}

describe("POST /api/v1/sales answer", () => {
  it("is what GET /api/v1/sales/{id} answers, for a sale with every field filled", async () => {
    const who = await people();
    const [shirt, print, service] = lines as [TestProduct, TestProduct, TestProduct];
    const base = saleRequestOf({
      cashMovementId: register,
      customerId: who.customer,
      percentageDiscount: 5,
      shippingMethod: 1,
      deliveryCharge: 1_500,
      deliveryCost: 800,
      lines: [
        { product: shirt, quantity: 2, manualDiscount: 10, percentageMode: true },
        { product: print, manualDiscount: 150 },
        { product: service, status: false },
      ],
      payments: [{ methodId: pix, received: 1_000 }],
    });
    const owed = cents(base.sale.total) - 1_000;
    const request = saleRequestOf({
      cashMovementId: register,
      customerId: who.customer,
      percentageDiscount: 5,
      shippingMethod: 1,
      deliveryCharge: 1_500,
      deliveryCost: 800,
      lines: [
        { product: shirt, quantity: 2, manualDiscount: 10, percentageMode: true },
        { product: print, manualDiscount: 150 },
        { product: service, status: false },
      ],
      payments: [
        { methodId: pix, received: 1_000 },
        { methodId: cash, received: owed + 350 },
      ],
    });
    const body = {
      ...request,
      sale: {
        ...request.sale,
        customer_object_id: who.vehicle,
        customer_doc_id_1: "529.982.247-25",
        delivery_address_id: who.address,
        transporter_id: who.transporter,
        delivery_men: who.deliveryMan,
        seller: who.seller,
        fiscal_emission: "nfce",
        notes: "  Entregar à tarde  ",
        operation_nature: "Venda de mercadoria",
      },
      items: request.items.map((item, index) => (index === 1 ? { ...item, attendant_id: who.seller } : item)),
      nfe_observations: { quantity: 2, specie: "Caixa", brand: "", numbering: "", gross_weight: 1.25, net_weight: 1 },
    };
    const key = newKey();
    const res = await postKeyed(t, "/api/v1/sales", caixa, body, key);
    expect(res.status).toBe(201);
    const answered = (await res.json()) as Json;
    const read = await t.request(`/api/v1/sales/${answered.id}`, { cookie: caixa });
    expect(read.status).toBe(200);
    const stored = (await read.json()) as Json;
    expect(answered).toEqual(stored);
    // Every optional part is present, so the comparison covers each of them.
    expect(answered).toMatchObject({
      customer: { id: who.customer },
      customer_object_id: who.vehicle,
      delivery_address: { id: who.address, city: "Belo Horizonte" },
      transporter: { id: who.transporter, name: "Transportadora Rápida" },
      delivery_man: { id: who.deliveryMan, name: "João Entregador" },
      seller: { id: who.seller, name: "Vera Vendedora" },
      fiscal_emission: "nfce",
      notes: "Entregar à tarde",
      total_change: "3.50",
      status: "finished",
    });
    expect((answered.items as Json[]).map((item) => item.status)).toEqual([true, true, false]);
    expect((answered.financial_inflows as Json[]).map((line) => line.payment_method_id)).toEqual([pix, cash]);
    // The answer stored for the Idempotency-Key is the same.
    const replay = await postKeyed(t, "/api/v1/sales", caixa, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(answered);
  });

  it("is what GET answers for a sale made from a budget, paid by card in installments", async () => {
    const [shirt] = lines as [TestProduct];
    const budgetRequest = saleRequestOf({ cashMovementId: -1, lines: [{ product: shirt }], payments: [] });
    const budget = await postKeyed(t, "/api/v1/budgets", caixa, {
      company_id: centro,
      items: budgetRequest.items,
      total: budgetRequest.sale.total,
    });
    expect(budget.status).toBe(201);
    const budgetId = ((await budget.json()) as { id: number }).id;
    const request = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt }],
      payments: [{ methodId: card, received: shirt.price }],
    });
    const body = {
      ...request,
      budget_id: budgetId,
      financial_inflows: request.financial_inflows.map((line) => ({ ...line, quantity: 3 })),
    };
    const res = await postKeyed(t, "/api/v1/sales", caixa, body);
    expect(res.status).toBe(201);
    const answered = (await res.json()) as Json;
    const stored = (await (await t.request(`/api/v1/sales/${answered.id}`, { cookie: caixa })).json()) as Json;
    expect(answered).toEqual(stored);
    expect(answered).toMatchObject({ customer: null, delivery_address: null, seller: null, fiscal_receipt_url: null });
    expect(answered.financial_inflows).toMatchObject([{ payment_method_id: card, quantity: 3 }]);
  });
});
