import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centsToDecimalString, MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS, parseBigMoney } from "../../src/domain/money.ts";
import { financialInflows, financialOutflows } from "../finance/schema.ts";
import { budgets, cashMovements, sales, sangrias } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { users } from "../users/schema.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type SaleSpec,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// Issue 9 item 3: one huge sale broke the month. Every money input is bounded (src/domain/money.ts), every sum is
// plain numeric in SQL and bigint in src/domain: a register holding the largest allowed sale tens of thousands of
// times (far past numeric(14,2)'s R$ 999.999.999.999,99) still lists, sums, takes a sangria and closes, exactly.

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let cash = 0;
let pix = 0;
let card = 0;
let print: TestProduct;
let design: TestProduct;

/** Copies of each API sale made with SQL: 3 × (COPIES + 1) sales of R$ 99.999.999,99 ≈ R$ 6 trillion. */
const COPIES = 20_000;
/** A sale accepted before the bounds: numeric(14,2) at its largest (R$ 999.999.999.999,99). */
const LEGACY_SALE = 99_999_999_999_999n;
const LEGACY_COPIES = 100;

const text = (cents: bigint | number) => centsToDecimalString(cents);
const largest = BigInt(MAX_TOTAL_CENTS);

type Row = Record<string, unknown>;
/** A money field summed over rows in bigint, as the answers' text: what a list's totals must say. */
const sumOf = (rows: ReadonlyArray<Row>, field: string) =>
  text(
    rows.reduce((total, row) => {
      const cents = parseBigMoney(String(row[field] ?? "0"));
      if (cents === null) throw new Error(`${field} is not money: ${row[field]}`);
      return total + cents;
    }, 0n),
  );

beforeAll(async () => {
  t = await startTestApp();
  // The drawer's exact amounts are what this file checks: caixa closes blind in the demo, not here.
  await t.db.update(users).set({ blindClose: false }).where(eq(users.login, "caixa"));
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  cash = await methodOf(t, "Dinheiro");
  pix = await methodOf(t, "PIX");
  card = await methodOf(t, "Cartão de crédito");
  print = await productBySku(t, "SRV-001", centro);
  design = await productBySku(t, "SRV-002", centro);
});
afterAll(() => t.close());

/** The largest sale allowed: R$ 9.999.999,99 × 10 + R$ 0,09 = R$ 99.999.999,99, paid with one method. */
const largestSale = (cashMovementId: number, methodId: number): SaleSpec => ({
  cashMovementId,
  lines: [
    { product: print, quantity: 10, unitPrice: MAX_AMOUNT_CENTS },
    { product: design, unitPrice: 9 },
  ],
  payments: [{ methodId, received: MAX_TOTAL_CENTS }],
});

const rowCounts = async () => ({
  sales: (await t.db.select({ n: count() }).from(sales))[0]?.n,
  inflows: (await t.db.select({ n: count() }).from(financialInflows))[0]?.n,
  budgets: (await t.db.select({ n: count() }).from(budgets))[0]?.n,
  sangrias: (await t.db.select({ n: count() }).from(sangrias))[0]?.n,
  outflows: (await t.db.select({ n: count() }).from(financialOutflows))[0]?.n,
});

const getJson = async (path: string, cookie: string) => {
  const res = await t.request(path, { cookie });
  const body = await res.text();
  expect(res.status, `${path}: ${body}`).toBe(200);
  return JSON.parse(body) as Json;
};

/**
 * Copies a sale and its payment line `times` times into the same register with SQL; `value` replaces the sale's
 * totals and the payment's values in the copies (a sale from before the bounds).
 */
async function multiplySale(saleId: number, times: number, value?: bigint): Promise<void> {
  const amount = value === undefined ? null : text(value);
  await t.db.execute(sql`
    with copies as (
      insert into sales (multi_store_id, company_id, cash_movement_id, user_id, gross_total, discount_total,
        items_total, total, inflows_total, total_change, status, created_at)
      select multi_store_id, company_id, cash_movement_id, user_id, coalesce(${amount}::numeric, gross_total),
        discount_total, coalesce(${amount}::numeric, items_total), coalesce(${amount}::numeric, total),
        coalesce(${amount}::numeric, inflows_total), total_change, status, created_at
      from sales, generate_series(1, ${times}) where id = ${saleId}
      returning id
    )
    insert into financial_inflows (multi_store_id, company_id, sale_id, cash_movement_id, payment_method_id,
      payment_kind, position, billing_value, received_value, quantity, received, due_date, received_date, created_at)
    select i.multi_store_id, i.company_id, copies.id, i.cash_movement_id, i.payment_method_id, i.payment_kind,
      i.position, coalesce(${amount}::numeric, i.billing_value), coalesce(${amount}::numeric, i.received_value),
      i.quantity, i.received, i.due_date, i.received_date, i.created_at
    from copies, financial_inflows i where i.sale_id = ${saleId}`);
}

describe("bounds of money in requests", () => {
  let register = 0;
  beforeAll(async () => {
    register = await openRegister(t, admin, centro);
  });

  it("refuses the issue's sale (one line of R$ 999.999.999.999,99) with 422 per field, in pt and es", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: print, unitPrice: 99_999_999_999_999 }],
      payments: [{ methodId: cash, received: 99_999_999_999_999 }],
    });
    const before = await rowCounts();
    const res = await postKeyed(t, "/api/v1/sales", admin, payload);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        "items.0.unit_price": ["Valor acima do limite de R$ 9.999.999,99."],
        "sale.total": ["Valor acima do limite de R$ 99.999.999,99."],
        "financial_inflows.0.billing_value": ["Valor acima do limite de R$ 99.999.999,99."],
        "financial_inflows.0.received_value": ["Valor acima do limite de R$ 99.999.999,99."],
      },
    });
    const es = await postKeyed(t, "/api/v1/sales", admin, payload, undefined, "es-EC");
    expect(((await es.json()) as { messages: Record<string, string[]> }).messages["items.0.unit_price"]).toEqual([
      "Valor por encima del límite de R$ 9.999.999,99.",
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a line, a sale, payments and a delivery past their bounds, writing nothing", async () => {
    /** The sent total is within its bound, so the server's own check of the lines answers. */
    const withinBound = (payload: Json) => {
      (payload.sale as Json).total = text(MAX_TOTAL_CENTS);
    };
    const refused = async (spec: SaleSpec, field: string, text: string, change?: (payload: Json) => void) => {
      const payload = saleRequestOf(spec) as unknown as Json;
      change?.(payload);
      const res = await postKeyed(t, "/api/v1/sales", admin, payload);
      const body = (await res.json()) as { messages: Record<string, string[]> };
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(body.messages[field], JSON.stringify(body)).toEqual([text]);
    };
    const before = await rowCounts();
    const overTotal = "Valor acima do limite de R$ 99.999.999,99.";
    // R$ 9.999.999,99 × 11: each within bounds, the line is not.
    await refused(
      {
        cashMovementId: register,
        lines: [{ product: print, quantity: 11, unitPrice: MAX_AMOUNT_CENTS }],
        payments: [],
      },
      "items.0.unit_price",
      "Preço × quantidade acima do limite de R$ 99.999.999,99.",
      withinBound,
    );
    // Two lines within bounds adding up past the sale's.
    await refused(
      {
        cashMovementId: register,
        lines: [
          { product: print, quantity: 10, unitPrice: MAX_AMOUNT_CENTS },
          { product: design, unitPrice: 10 },
        ],
        payments: [],
      },
      "items",
      overTotal,
      withinBound,
    );
    // The largest sale with a delivery charge on top.
    await refused(
      { ...largestSale(register, cash), shippingMethod: 1, deliveryCharge: 1 },
      "sale.total",
      overTotal,
      withinBound,
    );
    await refused(
      { cashMovementId: register, lines: [{ product: print }], payments: [], shippingMethod: 1 },
      "sale.delivery_charge",
      "Valor acima do limite de R$ 9.999.999,99.",
      (payload) => {
        (payload.sale as Json).delivery_charge = "10000000.00";
      },
    );
    // Payments within bounds each, handing over more than a sale can take together.
    await refused(
      {
        ...largestSale(register, cash),
        payments: [
          { methodId: cash, received: MAX_TOTAL_CENTS },
          { methodId: pix, received: 1 },
        ],
      },
      "financial_inflows",
      overTotal,
    );
    const budget = await postKeyed(t, "/api/v1/budgets", admin, {
      company_id: centro,
      items: [{ product_id: print.id, quantity: 1, unit_price: "10000000.00", discount: "0" }],
      total: "10000000.00",
    });
    expect(budget.status).toBe(422);
    expect(await budget.json()).toEqual({
      messages: { "items.0.unit_price": ["Valor acima do limite de R$ 9.999.999,99."] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("bounds the opening float, its change, sangrias, expenses and the counts at closing", async () => {
    const overAmount = {
      pt: "Valor acima do limite de R$ 9.999.999,99.",
      es: "Valor por encima del límite de R$ 9.999.999,99.",
    };
    const savassi = await unitId(t, "Rede Demo Savassi");
    const opened = await t.request("/api/v1/cash_movements", {
      method: "POST",
      cookie: admin,
      json: { cash_supply: "10000000.00", company_id: savassi },
      headers: { "accept-language": "es-EC" },
    });
    expect(opened.status).toBe(422);
    expect(await opened.json()).toEqual({ messages: { cash_supply: [overAmount.es] } });
    const register = await openRegister(t, admin, savassi, "9999999.99");
    const update = await t.request(`/api/v1/cash_movements/${savassi}/opening_value/${register}`, {
      method: "PATCH",
      cookie: admin,
      json: { cash_supply: "10000000.00" },
    });
    expect(await update.json()).toEqual({ messages: { cash_supply: [overAmount.pt] } });
    const before = await rowCounts();
    const sangria = await postKeyed(t, "/api/v1/sangrias", admin, {
      sangria_value: "10000000.00",
      cash_movement_id: register,
    });
    expect(await sangria.json()).toEqual({ messages: { sangria_value: [overAmount.pt] } });
    const outflow = await postKeyed(t, "/api/v1/financial_outflows/pdv", admin, {
      billing_value: "10000000.00",
      description: "Reforma",
      due_date: "2026-01-10",
      competency_date: "2026-01-10",
      paid: true,
      cash_movement_id: register,
      company_id: savassi,
    });
    expect(await outflow.json()).toEqual({ messages: { billing_value: [overAmount.pt] } });
    const close = await postKeyed(t, "/api/v1/cash_movements/closed", admin, {
      id: register,
      inserted_money_value: "100000000.00",
      inserted_pix_value: "99999999.99",
      inserted_card_value: "0",
    });
    expect(await close.json()).toEqual({
      messages: { inserted_money_value: ["Valor acima do limite de R$ 99.999.999,99."] },
    });
    expect(await rowCounts()).toEqual(before);
    const [row] = await t.db.select().from(cashMovements).where(eq(cashMovements.id, register));
    expect(row).toMatchObject({ cashSupply: "9999999.99", closedAt: null });
  });
});

describe("the largest allowed sale, many times over, in one register", () => {
  let register = 0;
  /** Money, PIX and card each received (COPIES + 1) × R$ 99.999.999,99: about R$ 2 trillion per kind. */
  const perKind = BigInt(COPIES + 1) * largest;
  const legacy = LEGACY_SALE * BigInt(LEGACY_COPIES);
  const float = BigInt(MAX_AMOUNT_CENTS);
  const salesCount = 3 * (COPIES + 1) + LEGACY_COPIES;
  const salesTotal = perKind * 3n + legacy;
  const cardTotal = perKind + legacy;
  const summaryPath = () => `/api/v1/cash_movements/${register}/summary`;

  beforeAll(async () => {
    register = await openRegister(t, caixa, centro, text(MAX_AMOUNT_CENTS));
    const made: number[] = [];
    for (const method of [cash, pix, card]) {
      const res = await postKeyed(t, "/api/v1/sales", caixa, saleRequestOf(largestSale(register, method)));
      const body = await res.text();
      expect(res.status, body).toBe(201);
      const sale = JSON.parse(body) as { id: number; total: string };
      expect(sale.total).toBe("99999999.99");
      made.push(sale.id);
    }
    for (const id of made) await multiplySale(id, COPIES);
    // Sales accepted before the bounds, at numeric(14,2)'s largest, paid by card: the card sum passes 2^53 cents.
    await multiplySale(made[2] as number, LEGACY_COPIES, LEGACY_SALE);
  }, 120_000);

  it("sums past numeric(14,2) and past a number's safe integers", () => {
    expect(perKind).toBeGreaterThan(99_999_999_999_999n);
    expect(cardTotal).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
  });

  it("lists the register's sales with the exact total, and the whole month with it", async () => {
    const own = await getJson(`/api/v1/sales?cash_movement_id=${register}&per_page=5`, admin);
    expect(own.totals).toEqual({ count: salesCount, total: text(salesTotal) });
    expect((own.meta as Json).total).toBe(salesCount);
    const month = await getJson("/api/v1/sales?sort_field=total&sort_direction=desc", admin);
    const monthTotals = month.totals as { count: number; total: string };
    expect(monthTotals.count).toBeGreaterThanOrEqual(salesCount);
    expect(BigInt(monthTotals.total.replace(".", ""))).toBeGreaterThanOrEqual(salesTotal);
    expect((month.data as Json[])[0]?.total).toBe(text(LEGACY_SALE));
  });

  it("answers the register's summary exactly", async () => {
    const summary = await getJson(summaryPath(), admin);
    expect(summary).toMatchObject({
      cash_supply: text(float),
      sales_count: salesCount,
      sales_total: text(salesTotal),
      money: {
        received: text(perKind),
        change: "0.00",
        sangrias: "0.00",
        outflows: "0.00",
        expected: text(float + perKind),
      },
      pix: { expected: text(perKind) },
      card: { expected: text(cardTotal) },
      other: { received: "0.00" },
      closing: null,
    });
  });

  it("answers the register's detail with exact sums per payment method", async () => {
    const detail = await getJson(`/api/v1/cash_movements/${register}`, admin);
    expect((detail.sales as Json[]).length).toBe(salesCount);
    expect(
      (detail.payments as Json[]).map(({ payment_method_id, count, received_value, billing_value }) => ({
        payment_method_id,
        count,
        received_value,
        billing_value,
      })),
    ).toEqual(
      [
        { payment_method_id: cash, count: COPIES + 1, received_value: text(perKind), billing_value: text(perKind) },
        { payment_method_id: pix, count: COPIES + 1, received_value: text(perKind), billing_value: text(perKind) },
        {
          payment_method_id: card,
          count: COPIES + 1 + LEGACY_COPIES,
          received_value: text(cardTotal),
          billing_value: text(cardTotal),
        },
      ].sort((x, y) => x.payment_method_id - y.payment_method_id),
    );
  });

  it("takes the largest sangria and a paid expense, answering the money left exactly", async () => {
    const sangria = await postKeyed(t, "/api/v1/sangrias", caixa, {
      sangria_value: text(MAX_AMOUNT_CENTS),
      cash_movement_id: register,
    });
    expect(sangria.status).toBe(201);
    expect(await sangria.json()).toMatchObject({ sangria_value: "9999999.99", drawer_money: text(perKind) });
    const outflow = await postKeyed(t, "/api/v1/financial_outflows/pdv", caixa, {
      billing_value: "12.34",
      description: "Material de limpeza",
      due_date: "2026-01-10",
      competency_date: "2026-01-10",
      paid: true,
      cash_movement_id: register,
      company_id: centro,
    });
    expect(outflow.status).toBe(201);
    expect(await outflow.json()).toMatchObject({ drawer_money: text(perKind - 1234n) });
  });

  it("lists the month's registers with exact sums, and totals that add up the rows", async () => {
    const list = await getJson(`/api/v1/cash_movements?company_id=${centro}&per_page=100`, admin);
    const rows = list.data as Row[];
    expect(rows.find((row) => row.id === register)).toMatchObject({
      cash_supply: text(float),
      sales_count: salesCount,
      sales_total: text(salesTotal),
      sangrias_total: "9999999.99",
      outflows_total: "12.34",
      expected_money_value: null,
    });
    expect(list.totals).toMatchObject({
      count: rows.length,
      sales_count: rows.reduce((total, row) => total + Number(row.sales_count), 0),
      sales_total: sumOf(rows, "sales_total"),
      sangrias_total: sumOf(rows, "sangrias_total"),
      outflows_total: sumOf(rows, "outflows_total"),
      cash_supply: sumOf(rows, "cash_supply"),
    });
  });

  it("closes with the exact expected values and differences, then lists them", async () => {
    const expected = { money: perKind - 1234n, pix: perKind, card: cardTotal };
    const counted = { money: largest, pix: largest, card: 0n };
    const res = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, {
      id: register,
      inserted_money_value: text(counted.money),
      inserted_pix_value: text(counted.pix),
      inserted_card_value: text(counted.card),
    });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    const kind = (k: "money" | "pix" | "card") => ({
      expected: text(expected[k]),
      counted: text(counted[k]),
      difference: text(counted[k] - expected[k]),
    });
    const closing = { money: kind("money"), pix: kind("pix"), card: kind("card") };
    expect(JSON.parse(body)).toMatchObject(closing);
    expect((await getJson(summaryPath(), caixa)).closing).toEqual(closing);
    const list = await getJson(`/api/v1/cash_movements?company_id=${centro}&status=closed&per_page=100`, admin);
    const rows = list.data as Row[];
    expect(rows.find((row) => row.id === register)).toMatchObject({
      expected_money_value: closing.money.expected,
      inserted_money_value: closing.money.counted,
      money_difference: closing.money.difference,
      pix_difference: closing.pix.difference,
      card_difference: closing.card.difference,
    });
    expect(list.totals).toMatchObject({
      money_difference: sumOf(rows, "money_difference"),
      pix_difference: sumOf(rows, "pix_difference"),
      card_difference: sumOf(rows, "card_difference"),
    });
    // The cashier can open a new register afterwards.
    expect(await openRegister(t, caixa, centro)).toBeGreaterThan(register);
  });
});
