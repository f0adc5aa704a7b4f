import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../src/domain/money.ts";
import { sales } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  decimalOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// Issue 9 fix round, item 1 (issue 11 item 4): only money gives change. A card, PIX or boleto payment, or anything to
// be received later, cannot pass what is still owed, so the change never leaves the drawer without money coming in.

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
/** caixa's register, opened with R$ 1.000,00 as in the reviewer's repro. */
let register = 0;
let cash = 0;
let pix = 0;
let card = 0;
let boleto = 0;
let print: TestProduct;

const OVER_OWED_PT = "Cartão, PIX e boleto não podem passar do valor que falta receber; só dinheiro dá troco.";
const OVER_OWED_ES = "Tarjeta, PIX y boleto no pueden superar el valor que falta cobrar; solo el efectivo da vuelto.";

const salesCount = async () => (await t.db.select({ n: count() }).from(sales))[0]?.n ?? 0;

type Handed = { methodId: number; received: Cents; received_now?: boolean };

/**
 * A sale of R$ 20,00 as the old rule settled it: the change taken off the first payments, whatever their method
 * (the reviewer's payload: billing 20,00, received 1.000,00, change 980,00).
 */
function oldRuleSale(cashMovementId: number, payments: Handed[]) {
  const payload = saleRequestOf({ cashMovementId, lines: [{ product: print, unitPrice: 2_000 }], payments });
  let change = payments.reduce((sum, p) => sum + p.received, 0) - 2_000;
  return {
    ...payload,
    sale: { ...payload.sale, total_change: decimalOf(change) },
    financial_inflows: payload.financial_inflows.map((line, i) => {
      const received = payments[i]?.received ?? 0;
      const taken = Math.min(received, change);
      change -= taken;
      return { ...line, billing_value: decimalOf(received - taken) };
    }),
  };
}

const summaryOf = async (cookie: string, register: number) => {
  const res = await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { money: Json; card: Json; pix: Json; other: Json };
};

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  cash = await methodOf(t, "Dinheiro");
  pix = await methodOf(t, "PIX");
  card = await methodOf(t, "Cartão de crédito");
  boleto = await methodOf(t, "Boleto bancário");
  print = await productBySku(t, "SRV-001", centro);
  register = await openRegister(t, caixa, centro, "1000.00");
});
afterAll(() => t.close());

describe("only money gives change", () => {
  it("refuses the reviewer's sale: R$ 980,00 of change for a boleto not received, the drawer untouched", async () => {
    const before = await salesCount();
    const payload = oldRuleSale(register, [{ methodId: boleto, received: 100_000, received_now: false }]);
    expect(payload.sale).toMatchObject({ total: "20.00", total_change: "980.00" });
    expect(payload.financial_inflows[0]).toMatchObject({ billing_value: "20.00", received_value: "1000.00" });
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ messages: { "financial_inflows.0.received_value": [OVER_OWED_PT] } });
    const es = await postKeyed(t, "/api/v1/sales", caixa, payload, undefined, "es-EC");
    expect(await es.json()).toEqual({ messages: { "financial_inflows.0.received_value": [OVER_OWED_ES] } });
    expect(await salesCount()).toBe(before);
    expect((await summaryOf(admin, register)).money).toMatchObject({ change: "0.00", expected: "1000.00" });
  });

  it.each([
    ["a received boleto", () => [{ methodId: boleto, received: 3_000 }], 0],
    ["a card", () => [{ methodId: card, received: 3_000 }], 0],
    ["PIX", () => [{ methodId: pix, received: 2_001 }], 0],
    ["money to be received later", () => [{ methodId: cash, received: 3_000, received_now: false }], 0],
    [
      "card and PIX together past the total, with money",
      () => [
        { methodId: card, received: 1_500 },
        { methodId: cash, received: 5_000 },
        { methodId: pix, received: 501 },
      ],
      2,
    ],
  ])("refuses change for %s past the total", async (_, payments, line) => {
    const register = await openRegister(t, admin, centro, "0.00");
    const before = await salesCount();
    const res = await postKeyed(t, "/api/v1/sales", admin, oldRuleSale(register, payments()));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ messages: { [`financial_inflows.${line}.received_value`]: [OVER_OWED_PT] } });
    expect(await salesCount()).toBe(before);
    // The expected money never goes below zero: nothing left a drawer that had nothing in it.
    expect((await summaryOf(admin, register)).money).toMatchObject({ change: "0.00", expected: "0.00" });
    const closed = await postKeyed(t, "/api/v1/cash_movements/closed", admin, {
      id: register,
      inserted_money_value: "0.00",
      inserted_pix_value: "0.00",
      inserted_card_value: "0.00",
    });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { money: Json }).money).toEqual({
      expected: "0.00",
      counted: "0.00",
      difference: "0.00",
    });
  });

  it("takes the change off the money, so the card line records what the card operator pays", async () => {
    // R$ 20,00: R$ 15,00 on the card, a R$ 50,00 note: R$ 45,00 of change out of the note.
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: print, unitPrice: 2_000 }],
      payments: [
        { methodId: card, received: 1_500 },
        { methodId: cash, received: 5_000 },
      ],
    });
    expect(payload.sale.total_change).toBe("45.00");
    expect(payload.financial_inflows.map((line) => [line.received_value, line.billing_value])).toEqual([
      ["15.00", "15.00"],
      ["50.00", "5.00"],
    ]);
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as { total_change: string; financial_inflows: Json[] };
    expect(sale.total_change).toBe("45.00");
    expect(sale.financial_inflows.map((line) => [line.received_value, line.billing_value])).toEqual([
      ["15.00", "15.00"],
      ["50.00", "5.00"],
    ]);
    const summary = await summaryOf(admin, register);
    expect(summary.money).toMatchObject({ received: "50.00", change: "45.00", expected: "1005.00" });
    expect(summary.card).toEqual({ expected: "15.00" });
  });

  it("refuses change off a card as the old rule computed it, pointing at each line's billing", async () => {
    // Card first, then money: the old rule took the change off the card (billing 0,00 instead of 15,00).
    const payload = oldRuleSale(register, [
      { methodId: card, received: 1_500 },
      { methodId: cash, received: 5_000 },
    ]);
    expect(payload.financial_inflows.map((line) => line.billing_value)).toEqual(["0.00", "20.00"]);
    const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        "financial_inflows.0.billing_value": [
          "O valor deste pagamento deveria ser R$ 15,00 (recebido menos o troco), não R$ 0,00.",
        ],
        "financial_inflows.1.billing_value": [
          "O valor deste pagamento deveria ser R$ 5,00 (recebido menos o troco), não R$ 20,00.",
        ],
      },
    });
  });
});
