import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetItems, budgets, saleItems, sales } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// Issue 9 fix round, item 2: removed lines (status false) are stored with the sale or budget, so they are checked
// like active ones: a discount past the line, a quantity the unit does not take or a discount that differs is a 422.

let t: TestApp;
let caixa = "";
let centro = 0;
let register = 0;
let cash = 0;
let print: TestProduct;
let shirt: TestProduct;

const rowCounts = async () => ({
  sales: (await t.db.select({ n: count() }).from(sales))[0]?.n,
  saleItems: (await t.db.select({ n: count() }).from(saleItems))[0]?.n,
  budgets: (await t.db.select({ n: count() }).from(budgets))[0]?.n,
  budgetItems: (await t.db.select({ n: count() }).from(budgetItems))[0]?.n,
});

/** A sale of one shirt (R$ 39,90 in money) plus a removed line as sent, and the same items as a budget. */
function withRemovedLine(removed: Json) {
  const payload = saleRequestOf({
    cashMovementId: register,
    lines: [{ product: shirt }],
    payments: [{ methodId: cash, received: 3_990 }],
  });
  const items = [
    ...payload.items,
    { id: 2, product_id: print.id, quantity: 1, unit_price: "25.00", discount: "0.00", status: false, ...removed },
  ];
  return {
    sale: { ...payload, items },
    budget: { company_id: centro, items, total: payload.sale.total },
  };
}

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro);
  cash = await methodOf(t, "Dinheiro");
  print = await productBySku(t, "SRV-001", centro);
  shirt = await productBySku(t, "VES-01101-M", centro);
});
afterAll(() => t.close());

describe("removed lines", () => {
  it.each([
    [
      "the reviewer's line: R$ 9.999.999,99 × 10 with a discount of 99.999.999,99%",
      {
        unit_price: "9999999.99",
        quantity: 10,
        discount_percentage_mode: true,
        manual_discount: "99999999.99",
        discount: "0",
      },
      "items.1.manual_discount",
      "O desconto não pode ser maior que o valor do item.",
      "El descuento no puede ser mayor que el valor del ítem.",
    ],
    [
      "a discount in reais past the line (a negative total)",
      { manual_discount: "99999999.99", discount: "99999999.99" },
      "items.1.manual_discount",
      "O desconto não pode ser maior que o valor do item.",
      "El descuento no puede ser mayor que el valor del ítem.",
    ],
    [
      "a discount that differs from the line's",
      { manual_discount: "5.00", discount: "7.00" },
      "items.1.discount",
      "O desconto informado (R$ 7,00) difere do calculado (R$ 5,00).",
      "El descuento informado (R$ 7,00) difiere del calculado (R$ 5,00).",
    ],
    [
      "a quantity its unit does not take",
      { quantity: 1.5 },
      "items.1.quantity",
      "A unidade Serviço aceita no máximo 0 casas decimais.",
      "La unidad Serviço acepta como máximo 0 decimales.",
    ],
  ])("refuses %s on a sale and a budget, in pt and es, writing nothing", async (_, removed, field, pt, es) => {
    const before = await rowCounts();
    const { sale, budget } = withRemovedLine(removed);
    for (const [path, body] of [
      ["/api/v1/sales", sale],
      ["/api/v1/budgets", budget],
    ] as const) {
      const res = await postKeyed(t, path, caixa, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ messages: { [field]: [pt] } });
      const spanish = await postKeyed(t, path, caixa, body, undefined, "es-EC");
      expect(await spanish.json()).toEqual({ messages: { [field]: [es] } });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses it when a budget is rewritten, keeping the budget as it was", async () => {
    const { budget } = withRemovedLine({});
    const created = await postKeyed(t, "/api/v1/budgets", caixa, budget);
    expect(created.status).toBe(201);
    const { id, items } = (await created.json()) as { id: number; items: Json[] };
    expect(items.map((item) => [item.status, item.total])).toEqual([
      [true, "39.90"],
      [false, "25.00"],
    ]);
    const bad = withRemovedLine({ manual_discount: "99999999.99", discount: "99999999.99" }).budget;
    const res = await t.request(`/api/v1/budgets/${id}`, { method: "PATCH", cookie: caixa, json: bad });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { "items.1.manual_discount": ["O desconto não pode ser maior que o valor do item."] },
    });
    const detail = await t.request(`/api/v1/budgets/${id}/detail`, { cookie: caixa });
    expect(((await detail.json()) as { items: Json[] }).items.map((item) => item.total)).toEqual(["39.90", "25.00"]);
  });
});
