import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BudgetRequest } from "../../src/schemas/pdv-budgets.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  newKey,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

let t: TestApp;
let caixa = "";
let centro = 0;
let shirt: TestProduct;
let cheese: TestProduct;

/** A budget body from a sale payload computed with src/domain (the PDV turns its items into a budget). */
const budgetBody = (lines: Parameters<typeof saleRequestOf>[0]["lines"], extra: Partial<BudgetRequest> = {}) => {
  const sale = saleRequestOf({
    cashMovementId: -1,
    lines,
    payments: [],
    ...(extra.shipping_method === 1 ? { shippingMethod: 1, deliveryCharge: 1_000 } : {}),
  });
  return {
    company_id: centro,
    items: sale.items,
    total: sale.sale.total,
    notes: "Entregar na portaria",
    ...(extra.shipping_method === 1 ? { shipping_method: 1, delivery_charge: "10.00" } : {}),
    ...extra,
  };
};

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cheese = await productBySku(t, "PES-001", centro);
});
afterAll(() => t.close());

describe("budgets", () => {
  let id = 0;

  it("creates a budget with recomputed totals, once per Idempotency-Key", async () => {
    const body = budgetBody(
      [
        { product: shirt, quantity: 3, manualDiscount: 10, percentageMode: true },
        { product: cheese, quantity: 1.234 },
      ],
      {
        shipping_method: 1,
      },
    );
    // 119,70 − 10% (11,97) = 107,73; 1,234 kg × 49,90 = 61,5766 → 61,58; + 10,00 delivery = 179,31
    expect(body.total).toBe("179.31");
    const key = newKey();
    const res = await postKeyed(t, "/api/v1/budgets", caixa, body, key);
    expect(res.status).toBe(201);
    const budget = (await res.json()) as Json & { id: number; items: Json[] };
    expect(budget).toMatchObject({
      company: "Rede Demo Centro",
      user: "João Pedro Nascimento",
      status: "open",
      sale_id: null,
      total: "179.31",
      items_total: "169.31",
      delivery_charge: "10.00",
      notes: "Entregar na portaria",
      pdf_url: `/api/v1/budgets/${budget.id}`,
    });
    expect(budget.items.map((i) => [i.quantity, i.discount, i.total])).toEqual([
      [3, "11.97", "107.73"],
      [1.234, "0.00", "61.58"],
    ]);
    id = budget.id;
    const replay = await postKeyed(t, "/api/v1/budgets", caixa, body, key);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { id: number }).id).toBe(id);
  });

  it("refuses a total that differs, with the field", async () => {
    const body = { ...budgetBody([{ product: shirt }]), total: "39.91" };
    const res = await postKeyed(t, "/api/v1/budgets", caixa, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { total: ["O total informado (R$ 39,91) difere do calculado (R$ 39,90)."] },
    });
  });

  it("counts a list's limit in items, not characters (pt-BR and es-EC)", async () => {
    const body = budgetBody([{ product: shirt }]);
    const tooMany = { ...body, items: Array.from({ length: 501 }, () => body.items[0]) };
    const pt = await postKeyed(t, "/api/v1/budgets", caixa, tooMany);
    expect(pt.status).toBe(422);
    expect(await pt.json()).toEqual({ messages: { items: ["O campo deve ter no máximo 500 itens."] } });
    const es = await postKeyed(t, "/api/v1/budgets", caixa, tooMany, newKey(), "es-EC");
    expect(await es.json()).toEqual({ messages: { items: ["El campo debe tener como máximo 500 ítems."] } });
  });

  it("answers the budget as a PDF and as JSON to reopen it in the PDV", async () => {
    const pdf = await t.request(`/api/v1/budgets/${id}`, { cookie: caixa });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="orcamento-${id}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const es = await t.request(`/api/v1/budgets/${id}`, { cookie: caixa, headers: { "accept-language": "es-EC" } });
    expect(es.headers.get("content-type")).toBe("application/pdf");
    const json = await t.request(`/api/v1/budgets/${id}/detail`, { cookie: caixa });
    expect(await json.json()).toMatchObject({ id, items: [{ product_id: shirt.id }, { product_id: cheese.id }] });
  });

  it("replaces an open budget's items", async () => {
    const res = await t.request(`/api/v1/budgets/${id}`, {
      method: "PATCH",
      cookie: caixa,
      json: budgetBody([{ product: shirt, quantity: 2 }]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, total: "79.80", items: [{ quantity: 2, total: "79.80" }] });
  });

  it("is converted into a sale once, then no longer edited", async () => {
    const register = await openRegister(t, caixa, centro);
    const pix = await methodOf(t, "PIX");
    const sale = (await (
      await postKeyed(
        t,
        "/api/v1/sales",
        caixa,
        saleRequestOf({
          cashMovementId: register,
          lines: [{ product: shirt, quantity: 2 }],
          payments: [{ methodId: pix, received: 7_980 }],
        }),
      )
    ).json()) as { id: number };
    const converted = await t.request("/api/v1/budgets/converted", {
      method: "POST",
      cookie: caixa,
      json: { id, sale_id: sale.id },
    });
    expect(converted.status).toBe(200);
    expect(await converted.json()).toMatchObject({ id, status: "converted", sale_id: sale.id });
    const again = await t.request("/api/v1/budgets/converted", {
      method: "POST",
      cookie: caixa,
      json: { id, sale_id: sale.id },
    });
    expect(again.status).toBe(200);
    const edit = await t.request(`/api/v1/budgets/${id}`, {
      method: "PATCH",
      cookie: caixa,
      json: budgetBody([{ product: shirt }]),
    });
    expect(await edit.json()).toEqual({ messages: { id: ["Este orçamento já foi convertido em venda."] } });
  });

  it("lists budgets of the period", async () => {
    const res = await t.request("/api/v1/budgets?status=converted", { cookie: caixa });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: Json[]; meta: Json };
    expect(list.data).toEqual([
      expect.objectContaining({ id, status: "converted", total: "79.80", items_count: 1, customer: null }),
    ]);
    expect(list.meta).toMatchObject({ total: 1 });
  });
});
