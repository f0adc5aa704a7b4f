import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkStockList, SelectorProductList, StockAdjustmentResult } from "../../src/schemas/stock-bulk.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { putIn } from "./ledger.ts";
import { productConfigs, products, skuStocks, stockMovements, stocks } from "./schema.ts";

// POST /api/v1/stock_movements/bulk and the wizard's lists (issue 13 item 5): the rules, 422 in pt and es, the
// ledger's movements, tenants and permissions.

let t: TestApp;
let admin = "";
let outra = "";
let caixa = "";
let stockKeeper = "";
let network = 0;
let unit = 0;
let otherUnit = 0;
let warehouse = 0;
let otherNetworkStock = 0;
let otherNetworkProduct = 0;
const ids = { shirt: 0, rice: 0, service: 0, inactive: 0, loose: 0 };

let keyCount = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCount}`;

async function post<T>(cookie: string, json: unknown, options: { key?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { "Idempotency-Key": options.key ?? newKey() };
  if (options.locale) headers["accept-language"] = options.locale;
  const res = await t.request("/api/v1/stock_movements/bulk", { method: "POST", cookie, json, headers });
  return { status: res.status, body: (await res.json()) as T };
}

async function get<T>(cookie: string, path: string) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
}

async function product(description: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ multiStoreId: network, fullDescription: description, sku: description.slice(0, 12), ...values })
    .returning({ id: products.id });
  return row?.id ?? 0;
}

const level = async (stockId: number, productId: number) => {
  const [row] = await t.db
    .select()
    .from(skuStocks)
    .where(and(eq(skuStocks.stockId, stockId), eq(skuStocks.productId, productId)));
  return row ? { quantity: row.quantity, incoming: row.incoming, outgoing: row.outgoing } : null;
};

const movementsOf = (productId: number) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  caixa = await t.login("caixa");
  stockKeeper = (await userWith(t, "so.sto1", [["STO", 1, 1]])).cookie;
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  network = demo?.id ?? 0;
  const units = await t.db.select().from(companies).where(eq(companies.multiStoreId, network)).orderBy(companies.id);
  unit = units[0]?.id ?? 0;
  otherUnit = units[1]?.id ?? 0;
  const [created] = await t.db
    .insert(stocks)
    .values({ multiStoreId: network, companyId: unit, name: "Depósito Teste" })
    .returning({ id: stocks.id });
  warehouse = created?.id ?? 0;
  const [foreign] = await t.db
    .select()
    .from(stocks)
    .where(eq(stocks.companyId, (await otherNetworkUnit()) ?? 0));
  otherNetworkStock = foreign?.id ?? 0;
  const [foreignProduct] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.multiStoreId, foreign?.multiStoreId ?? 0))
    .limit(1);
  otherNetworkProduct = foreignProduct?.id ?? 0;
  ids.shirt = await product("Camiseta Assistente Azul");
  ids.rice = await product("Arroz Assistente Granel", { saleUnitName: "Kg", saleUnitDecimals: 3 });
  ids.service = await product("Serviço Assistente Ajuste", { kind: "service" });
  ids.inactive = await product("Boné Assistente Inativo");
  ids.loose = await product("Sacola Assistente Sem Controle");
  await t.db.insert(productConfigs).values([
    { multiStoreId: network, companyId: unit, productId: ids.inactive, price1: "10", active: false },
    { multiStoreId: network, companyId: unit, productId: ids.loose, price1: "1", stockControl: false },
  ]);
  await putIn(t.db, [
    {
      multiStoreId: network,
      companyId: unit,
      stockId: warehouse,
      productId: ids.shirt,
      quantity: 10_000,
      reason: "opening",
      userId: null,
      at: new Date(),
    },
  ]);
});
afterAll(() => t.close());

async function otherNetworkUnit() {
  const rows = await t.db.select().from(companies);
  return rows.find((row) => row.multiStoreId !== network)?.id;
}

describe("the wizard's stocks and products", () => {
  it("lists the network's stocks in the user's units, the new warehouse among them", async () => {
    const { status, body } = await get<BulkStockList>(stockKeeper, "/api/v1/stock_movements/bulk/stocks");
    expect(status).toBe(200);
    expect(body.data.find((s) => s.id === warehouse)).toMatchObject({ name: "Depósito Teste", is_default: false });
    expect(body.data.some((s) => s.id === otherNetworkStock)).toBe(false);
    expect(body.data.filter((s) => s.company_id === unit && s.is_default)).toHaveLength(1);
  });

  it("finds products by name with their stock in the chosen stock", async () => {
    const { status, body } = await get<SelectorProductList>(
      stockKeeper,
      `/api/v1/stock_movements/bulk/products?stock_id=${warehouse}&search=assistente`,
    );
    expect(status).toBe(200);
    expect(body.meta.total).toBe(5);
    const shirt = body.data.find((p) => p.id === ids.shirt);
    expect(shirt).toMatchObject({ sku_quantity: 10, sku_incoming: 0, sku_outgoing: 0, status: true, thumb: null });
    expect(body.data.find((p) => p.id === ids.rice)).toMatchObject({ sale_unit_decimals: 3, sku_quantity: 0 });
    expect(body.data.find((p) => p.id === ids.inactive)?.status).toBe(false);
  });

  it("refuses another network's stock and a user without STO 1", async () => {
    const foreign = await get(stockKeeper, `/api/v1/stock_movements/bulk/products?stock_id=${otherNetworkStock}`);
    expect(foreign.status).toBe(422);
    expect((await get(caixa, "/api/v1/stock_movements/bulk/stocks")).status).toBe(403);
  });
});

describe("POST /api/v1/stock_movements/bulk", () => {
  it("puts in and takes out through the ledger, as adjustments with the balance after", async () => {
    const { status, body } = await post<StockAdjustmentResult>(stockKeeper, {
      productId: ids.shirt,
      stockId: warehouse,
      incoming: 5,
      outgoing: 3,
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      productId: ids.shirt,
      stockId: warehouse,
      sku_quantity: 12,
      sku_incoming: 0,
      sku_outgoing: 0,
    });
    const moves = (await movementsOf(ids.shirt)).filter((m) => m.reason === "adjustment");
    expect(moves.map((m) => [m.incoming, m.outgoing, m.balanceAfter, m.stockId])).toEqual([
      ["5.000", "0.000", "15.000", warehouse],
      ["0.000", "3.000", "12.000", warehouse],
    ]);
    expect(await level(warehouse, ids.shirt)).toEqual({ quantity: "12.000", incoming: "0.000", outgoing: "0.000" });
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "stock_movements"), eq(userLogs.entityId, String(ids.shirt))));
    expect(logs).toHaveLength(1);
  });

  it("takes weighed quantities with the unit's three decimals", async () => {
    const { status, body } = await post<StockAdjustmentResult>(stockKeeper, {
      productId: ids.rice,
      stockId: warehouse,
      incoming: 2.5,
      outgoing: 0.125,
    });
    expect(status).toBe(201);
    expect(body.sku_quantity).toBe(2.375);
  });

  it("lets a product without stock control go below zero", async () => {
    const { status, body } = await post<StockAdjustmentResult>(stockKeeper, {
      productId: ids.loose,
      stockId: warehouse,
      incoming: 0,
      outgoing: 4,
    });
    expect(status).toBe(201);
    expect(body.sku_quantity).toBe(-4);
  });

  it.each([
    [
      "negative",
      { productId: "shirt", incoming: -1, outgoing: 0 },
      { incoming: ["A quantidade não pode ser negativa"] },
    ],
    [
      "too many decimals",
      { productId: "shirt", incoming: 1.5, outgoing: 0 },
      { incoming: ["A unidade Unidade aceita até 0 casas decimais"] },
    ],
    ["both zero", { productId: "shirt", incoming: 0, outgoing: 0 }, { incoming: ["Informe a entrada ou a saída"] }],
    [
      "more out than available",
      { productId: "shirt", incoming: 0, outgoing: 13 },
      { outgoing: ["Saída maior que o disponível (12)"] },
    ],
    ["a service", { productId: "service", incoming: 1, outgoing: 0 }, { productId: ["Serviço não tem estoque"] }],
    ["an inactive product", { productId: "inactive", incoming: 1, outgoing: 0 }, { productId: ["Produto inativo"] }],
    [
      "four decimals",
      { productId: "rice", incoming: 1.0001, outgoing: 0 },
      { incoming: ["A unidade Kg aceita até 3 casas decimais"] },
    ],
  ] as const)("refuses %s with its messages in pt, changing nothing", async (_, change, messages) => {
    const productId = ids[change.productId];
    const before = await level(warehouse, productId);
    const moves = (await movementsOf(productId)).length;
    const { status, body } = await post<{ messages: unknown }>(stockKeeper, {
      ...change,
      productId,
      stockId: warehouse,
    });
    expect(status).toBe(422);
    expect(body.messages).toEqual(messages);
    expect(await level(warehouse, productId)).toEqual(before);
    expect(await movementsOf(productId)).toHaveLength(moves);
  });

  it("answers in Spanish under es-EC, several messages at once", async () => {
    const { status, body } = await post<{ messages: unknown }>(
      stockKeeper,
      { productId: ids.service, stockId: warehouse, incoming: -2, outgoing: 0 },
      { locale: "es-EC" },
    );
    expect(status).toBe(422);
    expect(body.messages).toEqual({
      incoming: ["La cantidad no puede ser negativa"],
      productId: ["Un servicio no tiene stock"],
    });
  });

  it("writes once per Idempotency-Key and needs one", async () => {
    const key = newKey();
    const json = { productId: ids.shirt, stockId: warehouse, incoming: 1, outgoing: 0 };
    const first = await post<StockAdjustmentResult>(stockKeeper, json, { key });
    const again = await post<StockAdjustmentResult>(stockKeeper, json, { key });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await level(warehouse, ids.shirt)).toMatchObject({ quantity: "13.000" });
    const res = await t.request("/api/v1/stock_movements/bulk", { method: "POST", cookie: stockKeeper, json });
    expect(res.status).toBe(400);
  });

  it("refuses another network's product or stock, a stock of a unit the user does not work in, and no STO 1", async () => {
    const foreignProduct = await post<{ messages: Record<string, unknown> }>(stockKeeper, {
      productId: otherNetworkProduct,
      stockId: warehouse,
      incoming: 1,
      outgoing: 0,
    });
    expect(foreignProduct.status).toBe(422);
    expect(Object.keys(foreignProduct.body.messages)).toEqual(["productId"]);
    const foreignStock = await post<{ messages: Record<string, unknown> }>(outra, {
      productId: otherNetworkProduct,
      stockId: warehouse,
      incoming: 1,
      outgoing: 0,
    });
    expect(foreignStock.status).toBe(422);
    expect(Object.keys(foreignStock.body.messages)).toEqual(["stockId"]);
    const denied = await post(caixa, { productId: ids.shirt, stockId: warehouse, incoming: 1, outgoing: 0 });
    expect(denied.status).toBe(403);
    expect(otherUnit).toBeGreaterThan(0);
    expect(admin).not.toBe("");
  });
});
