import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  cashierAtCentro,
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

// The ledgers' lines as JSON parameters and the sale's reads as named statements, as an adversary meets them: texts
// JSON carries differently from a plain text parameter, and failed sales followed by good ones on every connection.

let t: TestApp;
let caixa = "";
let centro = 0;
let register = 0;
let pix = 0;
let shirt: TestProduct;

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  ({ cookie: caixa, centro, register, pix } = await cashierAtCentro(t, "1000.00"));
  shirt = await productBySku(t, "VES-01101-M", centro);
  await setStock(t, centro, shirt.id, "1000");
});
afterAll(() => t.close());

const outflow = (description: string) =>
  postKeyed(t, "/api/v1/financial_outflows/pdv", caixa, {
    billing_value: "1.00",
    description,
    due_date: "2026-03-10",
    competency_date: "2026-03-01",
    paid: true,
    paid_date: "2026-03-10",
    cash_movement_id: register,
    company_id: centro,
  });

describe("texts in the finance entries' JSON", () => {
  it("quotes, backslashes, the sale-id mark and emoji are kept as sent", async () => {
    const description = `Café "forte" \\ barra \u0001 marca 😀 ${"x".repeat(100)}`;
    const res = await outflow(description);
    expect(res.status).toBe(201);
    const entries = await rows(
      sql`select description from financial_entries where origin = 'pdv_outflow' and description like ${"%forte%"}`,
    );
    expect(entries).toHaveLength(1);
    expect(String(entries[0]?.description)).toContain(description.trim());
  });

  it("a lone surrogate (half an emoji) is stored as the replacement character, as a plain text parameter does", async () => {
    const res = await outflow("Compra \ud83d metade");
    expect(res.status).toBe(201);
    const entries = await rows(
      sql`select description from financial_entries where origin = 'pdv_outflow' and description like ${"%metade%"}`,
    );
    expect(entries).toHaveLength(1);
    expect(String(entries[0]?.description)).toContain("Compra \ufffd metade");
  });
});

describe("failed sales, then good ones, on every connection", () => {
  it("sales refused in their transaction (after the prepared reads) leave the connections fit for the next sales", async () => {
    const before = await stockOf(t, centro, shirt.id);
    const tooMany = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 5000 }],
      payments: [{ methodId: pix, received: shirt.price * 5000 }],
    });
    const refused = await Promise.all(
      Array.from({ length: 12 }, () => postKeyed(t, "/api/v1/sales", caixa, tooMany, newKey())),
    );
    expect(refused.map((r) => r.status)).toEqual(Array(12).fill(412));
    const good = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 1 }],
      payments: [{ methodId: pix, received: shirt.price }],
    });
    const sold = await Promise.all(
      Array.from({ length: 12 }, () => postKeyed(t, "/api/v1/sales", caixa, good, newKey())),
    );
    expect(sold.map((r) => r.status)).toEqual(Array(12).fill(201));
    const ids = await Promise.all(sold.map(async (r) => Number(((await r.json()) as Json).id)));
    expect(new Set(ids).size).toBe(12);
    for (const id of ids) {
      const moves = await rows(sql`select outgoing from stock_movements where sale_id = ${id}`);
      expect(moves.map((m) => String(m.outgoing))).toEqual(["1.000"]);
      const entries = await rows(
        sql`select description from financial_entries where origin = 'sale' and origin_id = ${id}`,
      );
      expect(entries).toEqual([{ description: `Venda nº ${id}` }]);
    }
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(before) - 12);
  });
});

describe("texts in the stock ledger's JSON", () => {
  it("a transfer's note with quotes, backslashes and the sale-id mark is stored as sent on both movements", async () => {
    const admin = await t.login("admin");
    const [from] = await rows(sql`select id from stocks where company_id = ${centro} and is_default`);
    const [to] = await rows(sql`select id from stocks where company_id = ${centro} and name = 'Depósito'`);
    const res = await t.request("/api/v1/stock_transfers", {
      method: "POST",
      cookie: admin,
      json: {
        from_stock_id: from?.id,
        to_stock_id: to?.id,
        items: [{ product_id: shirt.id, quantity: 1 }],
        note: `meia "aspas" \\ \u0001 fim`,
      },
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 201, body: { moved: 1 } });
    const moves = await rows(
      sql`select note from stock_movements where product_id = ${shirt.id} and reason like 'transfer-%' and note is not null`,
    );
    expect(moves.map((m) => m.note)).toEqual([`meia "aspas" \\ \u0001 fim`, `meia "aspas" \\ \u0001 fim`]);
  });
});

describe("two apps on two databases in one process", () => {
  it("each sells on its own database, the prepared reads and named writes bound to each one's connections", async () => {
    const second = await startTestApp();
    try {
      const cookie2 = await second.login("caixa");
      const centro2 = await unitId(second, "Rede Demo Centro");
      const register2 = await openRegister(second, cookie2, centro2, "1000.00");
      await setStock(second, centro2, shirt.id, "50");
      const before1 = await stockOf(t, centro, shirt.id);
      const sale = (cashMovementId: number) =>
        saleRequestOf({
          cashMovementId,
          lines: [{ product: shirt, quantity: 2 }],
          payments: [{ methodId: pix, received: shirt.price * 2 }],
        });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === 0
            ? postKeyed(t, "/api/v1/sales", caixa, sale(register), newKey())
            : postKeyed(second, "/api/v1/sales", cookie2, sale(register2), newKey()),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(before1) - 6);
      expect(Number(await stockOf(second, centro2, shirt.id))).toBe(50 - 6);
      const ids2 = await Promise.all(
        answers.filter((_, i) => i % 2 === 1).map(async (r) => Number(((await r.json()) as Json).id)),
      );
      for (const id of ids2) {
        const [entry] = (
          (await second.db.execute(
            sql`select description from financial_entries where origin = 'sale' and origin_id = ${id}`,
          )) as unknown as { rows: Row[] }
        ).rows;
        expect(entry).toEqual({ description: `Venda nº ${id}` });
      }
    } finally {
      await second.close();
    }
  });
});

describe("the write's shapes", () => {
  it("a service only (no stock line), paid; and a free one (no stock line, no payment)", async () => {
    const print = await productBySku(t, "SRV-001", centro);
    const paid = await postKeyed(
      t,
      "/api/v1/sales",
      caixa,
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: print, quantity: 3 }],
        payments: [{ methodId: pix, received: print.price * 3 }],
      }),
    );
    expect(paid.status).toBe(201);
    const paidId = Number(((await paid.json()) as Json).id);
    expect(await rows(sql`select count(*)::int as n from stock_movements where sale_id = ${paidId}`)).toEqual([
      { n: 0 },
    ]);
    expect(
      await rows(sql`select description from financial_entries where origin = 'sale' and origin_id = ${paidId}`),
    ).toEqual([{ description: `Venda nº ${paidId}` }]);
    const free = await postKeyed(
      t,
      "/api/v1/sales",
      caixa,
      saleRequestOf({ cashMovementId: register, lines: [{ product: print }], payments: [], percentageDiscount: 100 }),
    );
    const freeBody = (await free.json()) as Json;
    expect({ status: free.status, total: (freeBody.sale as Json | undefined)?.total ?? freeBody.total }).toEqual({
      status: 201,
      total: "0.00",
    });
    const freeId = Number(freeBody.id);
    expect(await rows(sql`select count(*)::int as n from sale_items where sale_id = ${freeId}`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select count(*)::int as n from financial_inflows where sale_id = ${freeId}`)).toEqual([
      { n: 0 },
    ]);
  });
});

describe("the write's text", () => {
  it("is the same for a sale with a customer and one without: the names are read by bound ids, null or not", async () => {
    const texts: string[] = [];
    const watched = await startTestApp({
      observer: {
        logQuery: (query) => {
          if (query.includes("new_sale")) texts.push(query);
        },
      },
    });
    try {
      const cookie = await watched.login("caixa");
      const unit = await unitId(watched, "Rede Demo Centro");
      const cashMovementId = await openRegister(watched, cookie, unit, "1000.00");
      const [customer] = (
        (await watched.db.execute(
          sql`select c.id from customers c join companies u on u.multi_store_id = c.multi_store_id
              where u.id = ${unit} order by c.id limit 1`,
        )) as unknown as { rows: Row[] }
      ).rows;
      const sale = (customerId?: number) =>
        saleRequestOf({
          cashMovementId,
          lines: [{ product: shirt }],
          payments: [{ methodId: pix, received: shirt.price }],
          ...(customerId ? { customerId } : {}),
        });
      const without = await postKeyed(watched, "/api/v1/sales", cookie, sale());
      const withCustomer = await postKeyed(watched, "/api/v1/sales", cookie, sale(Number(customer?.id)));
      expect([without.status, withCustomer.status]).toEqual([201, 201]);
      const answer = (await withCustomer.json()) as Json;
      expect(answer.customer).not.toBeNull();
      expect(texts).toHaveLength(2);
      expect(texts[1]).toBe(texts[0]);
    } finally {
      await watched.close();
    }
  });
});

describe("the entries' descriptions in es-EC", () => {
  it("a card sale in 3 installments with a fee: every entry and fee reads the new sale's id", async () => {
    const card = await methodOf(t, "Cartão de crédito");
    await t.db.execute(
      sql`update payment_methods set fee_percentage = '2.50', days_to_receive = 30 where id = ${card}`,
    );
    const request = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 3 }],
      payments: [{ methodId: card, received: shirt.price * 3 }],
    });
    const body = {
      ...request,
      financial_inflows: request.financial_inflows.map((l) => ({ ...l, quantity: 3, received: false })),
    };
    const res = await postKeyed(t, "/api/v1/sales", caixa, body, newKey(), "es-EC");
    expect(res.status).toBe(201);
    const id = Number(((await res.json()) as Json).id);
    const entries = await rows(
      sql`select origin, description from financial_entries where origin in ('sale', 'card_fee') and origin_id = ${id}
          order by origin, installment_number`,
    );
    expect(entries).toEqual([
      { origin: "card_fee", description: `Comisión de tarjeta – venta n.º ${id}` },
      { origin: "card_fee", description: `Comisión de tarjeta – venta n.º ${id}` },
      { origin: "card_fee", description: `Comisión de tarjeta – venta n.º ${id}` },
      { origin: "sale", description: `Venta n.º ${id}` },
      { origin: "sale", description: `Venta n.º ${id}` },
      { origin: "sale", description: `Venta n.º ${id}` },
    ]);
  });
});
