import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialInflows } from "../finance/schema.ts";
import { multiStores } from "../network/schema.ts";
import { budgets, sales } from "./schema.ts";
import { stockMovements } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  stockOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// A sale made from a budget carries its id (budget_id): POST /api/v1/sales converts the budget in the sale's own
// transaction, so the two are written together or not at all.

let t: TestApp;
let caixa = "";
let centro = 0;
let register = 0;
let pix = 0;
let shirt: TestProduct;

const newBudget = async (companyId = centro, cookie = caixa): Promise<number> => {
  const sale = saleRequestOf({ cashMovementId: -1, lines: [{ product: shirt, quantity: 2 }], payments: [] });
  const res = await postKeyed(t, "/api/v1/budgets", cookie, {
    company_id: companyId,
    items: sale.items,
    total: sale.sale.total,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

const saleFrom = (budgetId: number, cashMovementId = register) => ({
  ...saleRequestOf({
    cashMovementId,
    lines: [{ product: shirt, quantity: 2 }],
    payments: [{ methodId: pix, received: shirt.price * 2 }],
  }),
  budget_id: budgetId,
});

const budgetRow = async (id: number) =>
  (
    await t.db
      .select({ status: budgets.status, saleId: budgets.saleId, convertedAt: budgets.convertedAt })
      .from(budgets)
      .where(eq(budgets.id, id))
  )[0];
const salesCount = async () => (await t.db.select({ n: count() }).from(sales))[0]?.n ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro);
  pix = await methodOf(t, "PIX");
  shirt = await productBySku(t, "VES-01101-M", centro);
  await setStock(t, centro, shirt.id, "50");
});
afterAll(() => t.close());

describe("POST /api/v1/sales with budget_id", () => {
  it("converts the budget with the sale, and refuses a second sale of it with 409", async () => {
    const budgetId = await newBudget();
    const res = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(budgetId));
    expect(res.status).toBe(201);
    const sale = (await res.json()) as Json & { id: number };
    expect(await budgetRow(budgetId)).toMatchObject({ status: "converted", saleId: sale.id });
    expect((await budgetRow(budgetId))?.convertedAt).toBeInstanceOf(Date);
    const detail = await t.request(`/api/v1/budgets/${budgetId}/detail`, { cookie: caixa });
    expect(await detail.json()).toMatchObject({ id: budgetId, status: "converted", sale_id: sale.id });

    const before = await salesCount();
    const again = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(budgetId));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ messages: ["Este orçamento já foi convertido em venda."] });
    const es = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(budgetId), undefined, "es-EC");
    expect(await es.json()).toEqual({ messages: ["Esta cotización ya fue convertida en venta."] });
    expect(await salesCount()).toBe(before);
  });

  it("writes neither the sale nor the budget's conversion when a later write of the sale fails", async () => {
    const budgetId = await newBudget();
    const before = { sales: await salesCount(), stock: await stockOf(t, centro, shirt.id) };
    // The payments are the sale's last write (finance ledger): make the database refuse them.
    await t.db.execute(sql`
      create function refuse_inflow() returns trigger language plpgsql as $$
        begin raise exception 'inflows refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_inflow before insert on financial_inflows for each row execute function refuse_inflow()`);
    try {
      const res = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(budgetId));
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_inflow on financial_inflows`);
      await t.db.execute(sql`drop function refuse_inflow()`);
    }
    expect(await budgetRow(budgetId)).toMatchObject({ status: "open", saleId: null, convertedAt: null });
    expect(await salesCount()).toBe(before.sales);
    expect(await stockOf(t, centro, shirt.id)).toBe(before.stock);

    // Retried once the database accepts it: the sale and the conversion are written together.
    const retried = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(budgetId));
    expect(retried.status).toBe(201);
    const sale = (await retried.json()) as { id: number };
    expect(await budgetRow(budgetId)).toMatchObject({ status: "converted", saleId: sale.id });
    const [inflows] = await t.db
      .select({ n: count() })
      .from(financialInflows)
      .where(eq(financialInflows.saleId, sale.id));
    const [moves] = await t.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.saleId, sale.id), eq(stockMovements.reason, "sale")));
    expect([inflows?.n, moves?.n]).toEqual([1, 1]);
  });

  it("refuses another network's budget as not found, and a budget of another unit, with 422", async () => {
    const [other] = await t.db
      .select({ id: budgets.id })
      .from(budgets)
      .innerJoin(multiStores, eq(multiStores.id, budgets.multiStoreId))
      .where(eq(multiStores.name, "Outra Rede"))
      .limit(1);
    expect(other).toBeDefined();
    const before = await salesCount();
    const foreign = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(other?.id ?? 0));
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toEqual({ messages: { budget_id: ["Registro não encontrado."] } });
    expect((await budgetRow(other?.id ?? 0))?.status).toBe("open");

    // The administrator works in both units: a budget of Savassi cannot become a sale of Centro.
    const admin = await t.login("admin");
    const adminRegister = await openRegister(t, admin, centro);
    const elsewhere = await newBudget(await unitId(t, "Rede Demo Savassi"), admin);
    const wrongUnit = await postKeyed(
      t,
      "/api/v1/sales",
      admin,
      saleFrom(elsewhere, adminRegister),
      undefined,
      "es-EC",
    );
    expect(wrongUnit.status).toBe(422);
    expect(await wrongUnit.json()).toEqual({ messages: { budget_id: ["La cotización es de otra unidad."] } });
    expect(await salesCount()).toBe(before);
  });

  // Issue 10 review: the older POST /budgets/converted let one sale "convert" any number of budgets.
  it("lets a sale convert one budget only, through either endpoint", async () => {
    const first = await newBudget();
    const sold = await postKeyed(t, "/api/v1/sales", caixa, saleFrom(first));
    const sale = (await sold.json()) as { id: number };
    const second = await newBudget();
    for (const [language, text] of [
      ["pt-BR", "Esta venda já converteu outro orçamento."],
      ["es-EC", "Esta venta ya convirtió otra cotización."],
    ] as const) {
      const res = await t.request("/api/v1/budgets/converted", {
        method: "POST",
        cookie: caixa,
        json: { id: second, sale_id: sale.id },
        headers: { "accept-language": language },
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ messages: { sale_id: [text] } });
    }
    expect(await budgetRow(second)).toMatchObject({ status: "open", saleId: null });
    // The same sale again for its own budget changes nothing.
    const again = await t.request("/api/v1/budgets/converted", {
      method: "POST",
      cookie: caixa,
      json: { id: first, sale_id: sale.id },
    });
    expect(again.status).toBe(200);
  });

  it("names the field of an id past the largest one, writing nothing", async () => {
    const before = await salesCount();
    const huge = await postKeyed(t, "/api/v1/sales", caixa, { ...saleFrom(1), budget_id: 2_147_483_648 });
    expect(huge.status).toBe(422);
    expect(await huge.json()).toEqual({ messages: { budget_id: ["Valor inválido"] } });
    const register = saleFrom(1);
    const farRegister = await postKeyed(t, "/api/v1/sales", caixa, {
      ...register,
      sale: { ...register.sale, cash_movement_id: 2_147_483_648 },
    });
    expect(farRegister.status).toBe(422);
    expect(await farRegister.json()).toEqual({ messages: { "sale.cash_movement_id": ["Valor inválido"] } });
    expect(await salesCount()).toBe(before);
  });
});
