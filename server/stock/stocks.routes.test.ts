import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CountDetail,
  LossList,
  StockDetail,
  StockList,
  StockMovementList,
  StockPositionList,
} from "../../src/schemas/stock.ts";
// biome-ignore lint/style/noRestrictedImports: sales are the PDV's; the test posts them over HTTP with its payload builder
import { methodOf, openRegister, postKeyed, productBySku, saleRequestOf, unitId } from "../pdv/pdv-test-support.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userLogs } from "../users/schema.ts";
import { checkLedgerInvariant } from "./movements-invariant.ts";
import { products, skuStocks, stockCountItems, stockMovements, stocks } from "./schema.ts";

// Stocks (issue 13 items 3 and 4): the list, creating and changing a stock (the unit's default moves in one
// transaction), position and movements, transfers, counts posting losses and leftovers, /perdas-sobras; rules,
// 422 in pt and es, another network's ids, permissions. On a fresh copy of the demo database.

let t: TestApp;
let admin = "";
let caixa = "";
let other = "";
let centro = 0;
let savassi = 0;

const es = { "accept-language": "es-EC" };

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa, other] = (await Promise.all(["admin", "caixa", "outra.admin"].map((l) => t.login(l)))) as [
    string,
    string,
    string,
  ];
  centro = await unitId(t, "Rede Demo Centro");
  savassi = await unitId(t, "Rede Demo Savassi");
});
afterAll(() => t.close());

async function get<T>(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
}

async function send<T>(
  method: string,
  path: string,
  json: unknown,
  cookie = admin,
  headers: Record<string, string> = {},
) {
  const res = await t.request(path, { method, cookie, json, headers });
  return { status: res.status, body: (await res.json()) as T & { messages?: unknown } };
}

async function defaultStockOf(companyId: number) {
  const [row] = await t.db
    .select({ id: stocks.id })
    .from(stocks)
    .where(and(eq(stocks.companyId, companyId), eq(stocks.isDefault, true)));
  return row?.id ?? 0;
}

async function onHand(stockId: number, productId: number) {
  const [row] = await t.db
    .select({ quantity: skuStocks.quantity })
    .from(skuStocks)
    .where(and(eq(skuStocks.stockId, stockId), eq(skuStocks.productId, productId)));
  return row?.quantity ?? null;
}

/** A stock-controlled product of whole units with at least `min` on hand in the stock. */
async function stockedProduct(stockId: number, min = 10) {
  const [row] = await t.db
    .select({ id: products.id, sku: products.sku, description: products.fullDescription, quantity: skuStocks.quantity })
    .from(skuStocks)
    .innerJoin(products, eq(products.id, skuStocks.productId))
    .where(
      and(
        eq(skuStocks.stockId, stockId),
        eq(products.saleUnitDecimals, 0),
        eq(products.saleUnitName, "Unidade"),
        sql`${skuStocks.quantity} >= ${min}`,
        sql`${skuStocks.outgoing} = 0`,
      ),
    )
    .orderBy(desc(products.id))
    .limit(1);
  if (!row) throw new Error("no stocked product");
  return row;
}

describe("GET /api/v1/stocks", () => {
  it("lists the network's stocks with products and value at cost; STO 1 only", async () => {
    const { status, body } = await get<StockList>("/api/v1/stocks?per_page=50");
    expect(status).toBe(200);
    const names = body.data.map((s) => `${s.company_name}/${s.name}`);
    // The demo seed names Centro's default stock "Loja" (it has a "Depósito" too); Savassi keeps "Principal".
    expect(names).toContain("Rede Demo Centro/Loja");
    expect(names).toContain("Rede Demo Centro/Depósito");
    expect(names).toContain("Rede Demo Savassi/Principal");
    expect(names.some((n) => n.startsWith("Outra Rede"))).toBe(false);
    const warehouse = body.data.find((s) => s.name === "Depósito");
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(skuStocks)
      .where(eq(skuStocks.stockId, warehouse?.id ?? 0));
    expect(warehouse).toMatchObject({ is_default: false, active: true, products: held?.n });
    expect(held?.n).toBeGreaterThan(0);
    expect(Number(warehouse?.value_at_cost)).toBeGreaterThan(0);
    // The list's value of each stock is the total of its position tab (rows rounded to the cent, then summed).
    for (const stock of body.data) {
      const position = await get<StockPositionList>(`/api/v1/stocks/${stock.id}/positions?per_page=1`);
      expect([stock.name, Number(stock.value_at_cost)]).toEqual([
        stock.name,
        Number(position.body.totals.value_at_cost),
      ]);
    }
    expect((await get("/api/v1/stocks", caixa)).status).toBe(403);
    const sorted = await get<StockList>("/api/v1/stocks?sort_field=value_at_cost&sort_direction=desc");
    expect(sorted.status).toBe(200);
    expect((await get("/api/v1/stocks?sort_field=password")).status).toBe(422);
  });
});

describe("POST and PATCH /api/v1/stocks", () => {
  it("creates a stock; making it the default moves the unit's default in one transaction", async () => {
    const before = await defaultStockOf(savassi);
    const created = await send<StockDetail>("POST", "/api/v1/stocks", { name: "Vitrine", company_id: savassi });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Vitrine", is_default: false, active: true, company_id: savassi });
    const moved = await send<StockDetail>("PATCH", `/api/v1/stocks/${created.body.id}`, { is_default: true });
    expect(moved.status).toBe(200);
    expect(moved.body.is_default).toBe(true);
    expect(await defaultStockOf(savassi)).toBe(created.body.id);
    const old = await get<StockDetail>(`/api/v1/stocks/${before}`);
    expect(old.body.is_default).toBe(false);
    // Back, so the PDV of Savassi sells from Principal again.
    await send("PATCH", `/api/v1/stocks/${before}`, { is_default: true });
    expect(await defaultStockOf(savassi)).toBe(before);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.entity, "stocks"))
      .orderBy(desc(userLogs.id))
      .limit(1);
    expect(log?.action).toBe("updated");
  });

  it("refuses to deactivate the default, to unset it, and a name taken in the unit, in pt and es", async () => {
    const principal = await defaultStockOf(centro);
    const off = await send("PATCH", `/api/v1/stocks/${principal}`, { active: false });
    expect(off.status).toBe(422);
    expect(off.body.messages).toEqual({ active: ["O estoque padrão da unidade não pode ser desativado."] });
    const offEs = await send("PATCH", `/api/v1/stocks/${principal}`, { active: false }, admin, es);
    expect(offEs.body.messages).toEqual({
      active: ["El inventario predeterminado de la unidad no se puede desactivar."],
    });
    const unset = await send("PATCH", `/api/v1/stocks/${principal}`, { is_default: false });
    expect(unset.body.messages).toEqual({
      is_default: ["Para trocar o estoque padrão, marque outro estoque da unidade como padrão."],
    });
    const taken = await send("POST", "/api/v1/stocks", { name: "depósito", company_id: centro });
    expect(taken.status).toBe(422);
    expect(taken.body.messages).toEqual({ name: ["Já existe um estoque com este nome na unidade."] });
    const empty = await send("POST", "/api/v1/stocks", { name: " ", company_id: centro });
    expect(empty.body.messages).toEqual({ name: ["Preenchimento Obrigatório"] });
  });

  it("keeps another network's stocks and units out", async () => {
    const principal = await defaultStockOf(centro);
    expect((await get(`/api/v1/stocks/${principal}`, other)).status).toBe(404);
    expect((await send("PATCH", `/api/v1/stocks/${principal}`, { name: "X" }, other)).status).toBe(404);
    const foreign = await send("POST", "/api/v1/stocks", { name: "Intruso", company_id: centro }, other);
    expect(foreign.status).toBe(422);
    expect((await send("POST", "/api/v1/stocks", { name: "X", company_id: centro }, caixa)).status).toBe(403);
  });
});

describe("transfers", () => {
  it("moves both sides in one transaction and shows them in position and movements", async () => {
    const from = await defaultStockOf(centro);
    const [warehouse] = await t.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.companyId, centro), eq(stocks.name, "Depósito")));
    const product = await stockedProduct(from);
    const fromBefore = Number(product.quantity);
    const toBefore = Number((await onHand(warehouse?.id ?? 0, product.id)) ?? 0);
    const res = await send("POST", "/api/v1/stock_transfers", {
      from_stock_id: from,
      to_stock_id: warehouse?.id,
      items: [
        { product_id: product.id, quantity: 2 },
        { product_id: product.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ moved: 1 });
    expect(Number(await onHand(from, product.id))).toBe(fromBefore - 3);
    expect(Number(await onHand(warehouse?.id ?? 0, product.id))).toBe(toBefore + 3);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), sql`${stockMovements.reason} like 'transfer-%'`))
      .orderBy(desc(stockMovements.id))
      .limit(4);
    // One movement per side: a product given twice moves its sum.
    expect(moves.filter((m) => m.reason === "transfer-in" && m.stockId === warehouse?.id)[0]?.incoming).toBe("3.000");
    expect(moves.filter((m) => m.reason === "transfer-out" && m.otherStockId === warehouse?.id)[0]?.outgoing).toBe(
      "3.000",
    );

    const position = await get<StockPositionList>(
      `/api/v1/stocks/${warehouse?.id}/positions?filter=${encodeURIComponent(product.sku)}`,
    );
    expect(position.body.data[0]).toMatchObject({ product_id: product.id, quantity: toBefore + 3 });
    expect(Number(position.body.totals.value_at_cost)).toBeGreaterThan(0);
    const movements = await get<StockMovementList>(
      `/api/v1/stocks/${warehouse?.id}/movements?product_id=${product.id}&reason=transfer-in`,
    );
    expect(movements.body.data[0]).toMatchObject({
      reason: "transfer-in",
      incoming: 3,
      other_stock_name: "Loja",
      user_name: "Mariana Albuquerque",
    });
  });

  it("refuses more than is available, the same stock and another network's stock, in pt and es", async () => {
    const from = await defaultStockOf(centro);
    const to = await defaultStockOf(savassi);
    const product = await stockedProduct(from);
    const quantity = Number(product.quantity) + 1;
    const body = { from_stock_id: from, to_stock_id: to, items: [{ product_id: product.id, quantity }] };
    const short = await send("POST", "/api/v1/stock_transfers", body);
    expect(short.status).toBe(422);
    expect(short.body.messages).toEqual({
      items: [
        `${product.description}: disponível ${Number(product.quantity)} Unidade, solicitado ${quantity} Unidade.`,
      ],
    });
    const shortEs = await send("POST", "/api/v1/stock_transfers", body, admin, es);
    expect(shortEs.body.messages).toEqual({
      items: [
        `${product.description}: disponible ${Number(product.quantity)} Unidade, solicitado ${quantity} Unidade.`,
      ],
    });
    expect(await onHand(from, product.id)).toBe(product.quantity);
    const same = await send("POST", "/api/v1/stock_transfers", { ...body, to_stock_id: from });
    expect(same.body.messages).toEqual({ to_stock_id: ["Escolha um estoque de destino diferente do de origem."] });
    const half = await send("POST", "/api/v1/stock_transfers", {
      ...body,
      items: [{ product_id: product.id, quantity: 0.5 }],
    });
    expect(half.status).toBe(422);
    const foreign = await send("POST", "/api/v1/stock_transfers", body, other);
    expect(foreign.status).toBe(422);
  });
});

describe("counts", () => {
  it("posts counted − (snapshot + moved since) as loss and leftover, while a sale goes on", async () => {
    const stockId = await defaultStockOf(centro);
    const started = await send<CountDetail>("POST", `/api/v1/stocks/${stockId}/counts`, {});
    expect(started.status).toBe(201);
    const countId = started.body.id;
    const again = await send("POST", `/api/v1/stocks/${stockId}/counts`, {});
    expect(again.status).toBe(409);
    expect((await get<StockDetail>(`/api/v1/stocks/${stockId}`)).body.open_count_id).toBe(countId);

    const [lost, found] = started.body.items.filter((i) => i.snapshot >= 5 && i.unit_decimals === 0 && i.ean !== "");
    if (!lost || !found) throw new Error("need two stocked products");
    // A sale of 2 of `lost` during the count: the books expect 2 fewer, which is not a loss.
    const sold = await productBySku(t, lost.sku, centro);
    const register = await openRegister(t, admin, centro, "0");
    const pix = await methodOf(t, "PIX");
    const sale = await postKeyed(
      t,
      "/api/v1/sales",
      admin,
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: sold, quantity: 2 }],
        payments: [{ methodId: pix, received: sold.price * 2 }],
      }),
    );
    expect(sale.status).toBe(201);

    // `lost`: counted 1 less than the books after the sale, typed; `found`: scanned by EAN, one more than the books.
    const typed = await send<CountDetail>("POST", `/api/v1/stock_counts/${countId}/entries`, {
      product_id: lost.product_id,
      quantity: lost.snapshot - 3,
      mode: "set",
    });
    expect(typed.status).toBe(200);
    const item = typed.body.items.find((i) => i.product_id === lost.product_id);
    expect(item).toMatchObject({ moved: -2, expected: lost.snapshot - 2, counted: lost.snapshot - 3, difference: -1 });
    for (let i = 0; i < found.snapshot + 1; i++) {
      const scan = await send("POST", `/api/v1/stock_counts/${countId}/entries`, {
        code: found.ean,
        quantity: 1,
        mode: "add",
      });
      expect(scan.status).toBe(200);
    }
    const bad = await send(
      "POST",
      `/api/v1/stock_counts/${countId}/entries`,
      { code: "0000000000000", quantity: 1, mode: "add" },
      admin,
      es,
    );
    expect(bad.body.messages).toEqual({ code: ["Ningún producto con el código 0000000000000."] });
    const decimals = await send("POST", `/api/v1/stock_counts/${countId}/entries`, {
      product_id: lost.product_id,
      quantity: 1.5,
      mode: "set",
    });
    expect(decimals.status).toBe(422);
    // Adding past the largest quantity a stock holds is refused and leaves the counted quantity as it was.
    const huge = await send<CountDetail>("POST", `/api/v1/stock_counts/${countId}/entries`, {
      product_id: lost.product_id,
      quantity: 999_999,
      mode: "add",
    });
    expect(huge.body.messages).toEqual({
      quantity: ["A quantidade contada passa do máximo que um estoque comporta."],
    });
    const [still] = await t.db
      .select({ counted: stockCountItems.counted })
      .from(stockCountItems)
      .where(and(eq(stockCountItems.countId, countId), eq(stockCountItems.productId, lost.product_id)));
    expect(Number(still?.counted)).toBe(lost.snapshot - 3);

    const closed = await send<CountDetail>("POST", `/api/v1/stock_counts/${countId}/close`, {});
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    expect(Number(await onHand(stockId, lost.product_id))).toBe(lost.snapshot - 3);
    expect(Number(await onHand(stockId, found.product_id))).toBe(found.snapshot + 1);
    const posted = await t.db
      .select({
        reason: stockMovements.reason,
        productId: stockMovements.productId,
        incoming: stockMovements.incoming,
        outgoing: stockMovements.outgoing,
      })
      .from(stockMovements)
      .where(eq(stockMovements.countId, countId))
      .orderBy(asc(stockMovements.id));
    expect(posted).toEqual([
      { reason: "count-loss", productId: lost.product_id, incoming: "0.000", outgoing: "1.000" },
      { reason: "count-leftover", productId: found.product_id, incoming: "1.000", outgoing: "0.000" },
    ]);
    const after = await send("POST", `/api/v1/stock_counts/${countId}/entries`, {
      product_id: lost.product_id,
      quantity: 1,
      mode: "set",
    });
    expect(after.status).toBe(409);
    expect(after.body.messages).toEqual(["Este inventário não está mais em andamento."]);

    const report = await get<LossList>(`/api/v1/stock_losses?stock_id=${stockId}&per_page=100`);
    expect(report.status).toBe(200);
    const mine = report.body.data.filter((r) => r.count_id === countId);
    expect(mine.map((r) => [r.reason, r.quantity])).toEqual(
      expect.arrayContaining([
        ["count-loss", 1],
        ["count-leftover", 1],
      ]),
    );
    expect(Number(report.body.totals.loss_value)).toBeGreaterThan(0);
    expect((await get("/api/v1/stock_losses", caixa)).status).toBe(403);
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it("cancels a count without posting anything; another network's count is not found", async () => {
    const stockId = await defaultStockOf(savassi);
    const started = await send<CountDetail>("POST", `/api/v1/stocks/${stockId}/counts`, {});
    const item = started.body.items[0];
    if (item) {
      await send("POST", `/api/v1/stock_counts/${started.body.id}/entries`, {
        product_id: item.product_id,
        quantity: 0,
        mode: "set",
      });
    }
    expect((await get(`/api/v1/stock_counts/${started.body.id}`, other)).status).toBe(404);
    const canceled = await send<CountDetail>("POST", `/api/v1/stock_counts/${started.body.id}/cancel`, {});
    expect(canceled.body.status).toBe("canceled");
    const posted = await t.db.select().from(stockMovements).where(eq(stockMovements.countId, started.body.id));
    expect(posted).toEqual([]);
  });
});
