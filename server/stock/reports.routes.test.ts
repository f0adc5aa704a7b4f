import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConsolidatedStockList,
  IdleItemsList,
  LowStockDetail,
  LowStockList,
} from "../../src/schemas/stock-reports.ts";
import { companies, multiStores } from "../network/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { putIn, setPending, takeOut } from "./ledger.ts";
import { marketStructure, productConfigs, products, stocks } from "./schema.ts";

// The stock reports on a fresh copy of the demo database, with a few products of their own whose figures are known.

let t: TestApp;
let admin = "";
let caixa = "";
let other = "";
let demoId = 0;
let centro = 0;
let savassi = 0;
let loja = 0;
let deposito = 0;
let otherUnit = 0;
let otherProduct = 0;
let department = 0;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

async function product(sku: string, description: string, decimals = 0, cost = "10.00") {
  const [row] = await t.db
    .insert(products)
    .values({
      multiStoreId: demoId,
      sku,
      fullDescription: description,
      saleUnitName: decimals === 0 ? "Unidade" : "Quilograma",
      saleUnitDecimals: decimals,
      cost,
      price: "20.00",
      departmentId: department,
    })
    .returning({ id: products.id });
  const id = row?.id as number;
  ids[sku] = id;
  return id;
}

async function config(productId: number, companyId: number, minStock: string, unitCost: string) {
  await t.db
    .insert(productConfigs)
    .values({ multiStoreId: demoId, companyId, productId, price1: "20.00", unitCost, minStock });
}

const change = (companyId: number, productId: number, quantity: number, stockId: number | null, at: Date) => ({
  multiStoreId: demoId,
  companyId,
  productId,
  quantity,
  stockId,
  userId: null,
  at,
});

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa, other] = (await Promise.all(["admin", "caixa", "outra.admin"].map((login) => t.login(login)))) as [
    string,
    string,
    string,
  ];
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id as number;
  const units = await t.db.select().from(companies).where(eq(companies.multiStoreId, demoId)).orderBy(companies.id);
  centro = units[0]?.id as number;
  savassi = units[1]?.id as number;
  const [outra] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  const [outraUnit] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.multiStoreId, outra?.id as number));
  otherUnit = outraUnit?.id as number;
  const [outraProduct] = await t.db
    .select()
    .from(products)
    .where(eq(products.multiStoreId, outra?.id as number));
  otherProduct = outraProduct?.id as number;
  const centroStocks = await t.db.select().from(stocks).where(eq(stocks.companyId, centro));
  loja = centroStocks.find((s) => s.isDefault)?.id as number;
  deposito = centroStocks.find((s) => !s.isDefault)?.id as number;
  const [dept] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: demoId, level: "department", name: "Teste Relatórios" })
    .returning({ id: marketStructure.id });
  department = dept?.id as number;

  const now = new Date();
  // ZZR-1: 7 in Loja, 5 in Depósito, 4 in Savassi; cost 10.00 in Centro and 12.50 in Savassi; minimum 15 in Centro.
  const a = await product("ZZR-1", "Relatório Camiseta Teste");
  const [malharia] = await t.db
    .insert(suppliers)
    .values({ multiStoreId: demoId, name: "Malharia Relatório Ltda", tradeName: "Malharia Relatório" })
    .returning({ id: suppliers.id });
  await t.db
    .update(products)
    .set({ supplierId: malharia?.id as number })
    .where(eq(products.id, a));
  await config(a, centro, "15.000", "10.00");
  await config(a, savassi, "2.000", "12.50");
  await putIn(t.db, [
    { ...change(centro, a, 7_000, loja, new Date(now.getTime() - 200 * DAY)), reason: "opening" },
    { ...change(centro, a, 5_000, deposito, new Date(now.getTime() - 200 * DAY)), reason: "opening" },
    { ...change(savassi, a, 4_000, null, new Date(now.getTime() - 200 * DAY)), reason: "opening" },
  ]);
  // 2 arriving at Loja: available 14 of 15 → reorder 1.
  await setPending(t.db, [
    { multiStoreId: demoId, companyId: centro, stockId: loja, productId: a, incoming: 2_000, outgoing: 0 },
  ]);
  // Sold 120 days ago only: idle at 90 days, not at 150.
  await takeOut(t.db, [{ ...change(centro, a, 1_000, loja, new Date(now.getTime() - 120 * DAY)), reason: "sale" }]);
  // ZZR-2 (kg): 1.250 on hand against a minimum of 3.5 → reorder 2.25 (3 decimals: exact); sold yesterday.
  const b = await product("ZZR-2", "Relatório Queijo Teste", 3, "40.00");
  await config(b, centro, "3.500", "40.00");
  await putIn(t.db, [{ ...change(centro, b, 2_000, null, new Date(now.getTime() - 30 * DAY)), reason: "opening" }]);
  await takeOut(t.db, [{ ...change(centro, b, 750, null, new Date(now.getTime() - DAY)), reason: "sale" }]);
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function get<T>(path: string, cookie = admin, headers: Record<string, string> = {}) {
  const res = await t.request(path, { cookie, headers });
  return { status: res.status, body: (await res.json()) as T };
}

describe("GET /api/v1/stock_reports/consolidated", () => {
  it("shows each product's stock per stock of every unit, its total and value at each unit's cost", async () => {
    const { status, body } = await get<ConsolidatedStockList>(
      `/api/v1/stock_reports/consolidated?filter=ZZR&department_id=${department}`,
    );
    expect(status).toBe(200);
    expect(body.meta.total).toBe(2);
    const shirt = body.data.find((row) => row.sku === "ZZR-1");
    const savassiStock = (await t.db.select().from(stocks).where(eq(stocks.companyId, savassi)))[0]?.id as number;
    expect(shirt).toMatchObject({
      department: "Teste Relatórios",
      quantities: { [loja]: 6, [deposito]: 5, [savassiStock]: 4 },
      total: 15,
      // (6 + 5) × 10.00 + 4 × 12.50
      value: "160.00",
    });
    // Totals over the whole filter, per sale unit: 15 pieces and 1.25 kg of cheese are not added together; the value
    // at cost is: 160.00 + 1.25 × 40.00.
    expect(body.totals).toMatchObject({ products: 2, value: "210.00" });
    expect(body.totals.on_hand).toEqual([
      { unit_name: "Quilograma", unit_decimals: 3, quantities: { [loja]: 1.25 }, total: 1.25 },
      {
        unit_name: "Unidade",
        unit_decimals: 0,
        quantities: { [loja]: 6, [deposito]: 5, [savassiStock]: 4 },
        total: 15,
      },
    ]);
  });

  it("covers one unit when filtered, sorts by total, and lists the stocks it has columns for", async () => {
    const one = await get<ConsolidatedStockList>(
      `/api/v1/stock_reports/consolidated?filter=ZZR-1&company_id=${savassi}`,
    );
    expect(one.body.data[0]).toMatchObject({ total: 4, value: "50.00" });
    const sorted = await get<ConsolidatedStockList>(
      "/api/v1/stock_reports/consolidated?filter=ZZR&sort_field=total&sort_direction=desc",
    );
    expect(sorted.body.data.map((row) => row.sku)).toEqual(["ZZR-1", "ZZR-2"]);
    const stocksOf = await get<{ data: Array<{ id: number; name: string }> }>(
      `/api/v1/stock_reports/consolidated/stocks?company_id=${centro}`,
    );
    expect(stocksOf.body.data.map((s) => s.name)).toEqual(["Loja", "Depósito"]);
  });

  it("needs STO 1, and refuses another network's unit or department", async () => {
    expect((await t.request("/api/v1/stock_reports/consolidated")).status).toBe(401);
    expect((await get("/api/v1/stock_reports/consolidated", caixa)).status).toBe(403);
    expect((await get(`/api/v1/stock_reports/consolidated?company_id=${otherUnit}`)).status).toBe(422);
    const foreign = await get<ConsolidatedStockList>(
      `/api/v1/stock_reports/consolidated?department_id=${department}`,
      other,
    );
    expect(foreign.status).toBe(422);
    const own = await get<ConsolidatedStockList>("/api/v1/stock_reports/consolidated?filter=ZZR", other);
    expect(own.body.data).toEqual([]);
  });
});

describe("GET /api/v1/stock_reports/low_stock", () => {
  it("lists products below their minimum per unit with what to reorder, rounded up to the sale unit", async () => {
    const { status, body } = await get<LowStockList>("/api/v1/stock_reports/low_stock?filter=ZZR");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    const shirt = body.data.find((row) => row.sku === "ZZR-1");
    expect(shirt).toMatchObject({
      company_id: centro,
      min_stock: 15,
      on_hand: 11,
      incoming: 2,
      available: 13,
      reorder: 2,
      unit_cost: "10.00",
      reorder_cost: "20.00",
      // The supplier by its name (trade name over the legal one), not its id.
      supplier_name: "Malharia Relatório",
    });
    const cheese = body.data.find((row) => row.sku === "ZZR-2");
    expect(cheese).toMatchObject({ min_stock: 3.5, on_hand: 1.25, reorder: 2.25, reorder_cost: "90.00" });
    expect(cheese?.last_entry_at).not.toBeNull();
    expect(cheese?.supplier_name).toBeNull();
    // Savassi has 4 against a minimum of 2: not listed.
    expect(body.data.some((row) => row.company_id === savassi)).toBe(false);
  });

  it("demo data has rows, and needs RPT 9", async () => {
    const demo = await get<LowStockList>("/api/v1/stock_reports/low_stock");
    expect(demo.body.meta.total).toBeGreaterThan(20);
    expect((await get("/api/v1/stock_reports/low_stock", caixa)).status).toBe(403);
    expect((await get(`/api/v1/stock_reports/low_stock?company_id=${otherUnit}`)).status).toBe(422);
  });

  it("details one product per unit and stock with its last movements", async () => {
    const { status, body } = await get<LowStockDetail>(`/api/v1/stock_reports/low_stock/${ids["ZZR-1"]}`);
    expect(status).toBe(200);
    expect(body.supplier_name).toBe("Malharia Relatório");
    const [first, second] = body.units;
    expect(first).toMatchObject({
      company_id: centro,
      min_stock: 15,
      on_hand: 11,
      available: 13,
      reorder: 2,
      below: true,
    });
    expect(first?.stocks.map((s) => [s.stock_name, s.on_hand, s.incoming])).toEqual([
      ["Loja", 6, 2],
      ["Depósito", 5, 0],
    ]);
    expect(second).toMatchObject({ company_id: savassi, min_stock: 2, on_hand: 4, below: false, unit_cost: "12.50" });
    // Newest first: the sale, then the three openings of the same moment (in any order).
    expect(body.movements[0]).toMatchObject({ reason: "sale", outgoing: 1, balance_after: 6, stock_name: "Loja" });
    expect(
      body.movements
        .slice(1)
        .map((m) => [m.reason, m.incoming])
        .sort(),
    ).toEqual([
      ["opening", 4],
      ["opening", 5],
      ["opening", 7],
    ]);
    expect((await get(`/api/v1/stock_reports/low_stock/${otherProduct}`)).status).toBe(404);
  });
});

describe("GET /api/v1/stock_reports/idle", () => {
  it("lists products on hand without a sale for N days (default 90), with value tied up and the last sale", async () => {
    const ninety = await get<IdleItemsList>("/api/v1/stock_reports/idle?filter=ZZR");
    expect(ninety.status).toBe(200);
    expect(ninety.body.data.map((row) => row.sku)).toEqual(["ZZR-1"]);
    expect(ninety.body.data[0]).toMatchObject({ on_hand: 15, value: "160.00" });
    expect(ninety.body.data[0]?.last_sale_at).not.toBeNull();
    expect(ninety.body.totals).toEqual({
      on_hand: [
        { unit_name: ninety.body.data[0]?.unit_name, unit_decimals: ninety.body.data[0]?.unit_decimals, total: 15 },
      ],
      value: "160.00",
    });
    const longer = await get<IdleItemsList>("/api/v1/stock_reports/idle?filter=ZZR&days=150");
    expect(longer.body.data).toEqual([]);
    // Savassi never sold it: idle there whatever the days.
    const savassiOnly = await get<IdleItemsList>(
      `/api/v1/stock_reports/idle?filter=ZZR&days=150&company_id=${savassi}`,
    );
    expect(savassiOnly.body.data[0]).toMatchObject({ sku: "ZZR-1", on_hand: 4, value: "50.00", last_sale_at: null });
  });

  it("refuses days out of range in pt and es, needs RPT 12, and the demo has idle items", async () => {
    const bad = await get<{ messages: Record<string, string[]> }>("/api/v1/stock_reports/idle?days=0");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages)).toEqual(["days"]);
    const badEs = await get<{ messages: Record<string, string[]> }>("/api/v1/stock_reports/idle?days=x", admin, es);
    expect(badEs.status).toBe(422);
    expect((await get("/api/v1/stock_reports/idle", caixa)).status).toBe(403);
    const demo = await get<IdleItemsList>(`/api/v1/stock_reports/idle?company_id=${centro}`);
    expect(demo.body.meta.total).toBeGreaterThan(20);
    // The demo's idle items are sold by the piece and by the kilo: each unit has its own total, never added.
    const units = demo.body.totals.on_hand.map((total) => `${total.unit_name}/${total.unit_decimals}`);
    expect(units.length).toBeGreaterThan(1);
    expect(new Set(units).size).toBe(units.length);
  });
});
