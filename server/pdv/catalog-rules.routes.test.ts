import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putIn } from "../stock/ledger.ts";
import { productComponents, productConfigs, products, stockMovements } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  saleRequestOf,
  stockOf,
  type TestProduct,
  unitId,
  userId,
} from "./pdv-test-support.ts";

// The PDV sells what the catalog says (issue 13, item 2): a product inactive in the unit (or in the network) is not
// found and not sold; a service never touches stock; a product with a composition takes its components out (and a
// cancel puts them back), checked against their stock.

let t: TestApp;
let caixa = "";
let centro = 0;
let network = 0;
let register = 0;
let cash = 0;
let service: TestProduct;
let kit: TestProduct;
let shirt: TestProduct;
let rice: TestProduct;
let loose: TestProduct;
let inactiveHere: TestProduct;
let inactiveEverywhere: TestProduct;

async function addProduct(
  sku: string,
  price: string,
  options: { kind?: string; status?: boolean; active?: boolean; stockControl?: boolean; decimals?: number } = {},
): Promise<TestProduct> {
  const [row] = await t.db
    .insert(products)
    .values({
      multiStoreId: network,
      fullDescription: `Teste ${sku}`,
      sku,
      kind: options.kind ?? "product",
      status: options.status ?? true,
      saleUnitDecimals: options.decimals ?? 0,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  await t.db.insert(productConfigs).values({
    multiStoreId: network,
    companyId: centro,
    productId: row.id,
    price1: price,
    stockControl: options.stockControl ?? true,
    active: options.active ?? true,
  });
  return { id: row.id, price: Math.round(Number(price) * 100), description: row.fullDescription };
}

async function stockUp(product: TestProduct, quantity: number) {
  await putIn(t.db, [
    {
      multiStoreId: network,
      companyId: centro,
      productId: product.id,
      quantity,
      reason: "opening",
      userId: await userId(t, "caixa"),
      at: new Date(),
    },
  ]);
}

const sell = (lines: Array<{ product: TestProduct; quantity?: number }>, language?: string) => {
  const total = lines.reduce((sum, line) => sum + line.product.price * (line.quantity ?? 1), 0);
  return postKeyed(
    t,
    "/api/v1/sales",
    caixa,
    saleRequestOf({ cashMovementId: register, lines, payments: [{ methodId: cash, received: total }] }),
    undefined,
    language,
  );
};

const movementsOf = (saleId: number) =>
  t.db
    .select({ productId: stockMovements.productId, reason: stockMovements.reason, outgoing: stockMovements.outgoing })
    .from(stockMovements)
    .where(eq(stockMovements.saleId, saleId));

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  const [unit] = await t.db.select({ network: products.multiStoreId }).from(products).limit(1);
  network = unit?.network ?? 0;
  register = await openRegister(t, caixa, centro);
  cash = await methodOf(t, "Dinheiro");
  service = await addProduct("TST-SERV", "30.00", { kind: "service" });
  shirt = await addProduct("TST-SHIRT", "20.00");
  rice = await addProduct("TST-RICE", "8.00", { decimals: 3 });
  loose = await addProduct("TST-LOOSE", "5.00", { stockControl: false });
  kit = await addProduct("TST-KIT", "50.00");
  await t.db.insert(productComponents).values([
    { multiStoreId: network, productId: kit.id, componentId: shirt.id, quantity: "2" },
    { multiStoreId: network, productId: kit.id, componentId: rice.id, quantity: "0.250" },
    { multiStoreId: network, productId: kit.id, componentId: loose.id, quantity: "1" },
    { multiStoreId: network, productId: kit.id, componentId: service.id, quantity: "1" },
  ]);
  inactiveHere = await addProduct("TST-OFF-UNIT", "10.00", { active: false });
  inactiveEverywhere = await addProduct("TST-OFF-ALL", "10.00", { status: false });
  await stockUp(shirt, 10_000);
  await stockUp(rice, 5_000);
  await stockUp(kit, 3_000);
});
afterAll(() => t.close());

describe("the PDV search shows what the unit sells", () => {
  it("leaves out a product inactive in the unit or in the network", async () => {
    const search = async (q: string) => {
      const res = await t.request(`/api/v1/products/search?company_id=${centro}&q=${q}`, { cookie: caixa });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Array<{ sku: string; thumb_url?: string | null }> }).data;
    };
    expect((await search("TST-SHIRT")).map((hit) => hit.sku)).toEqual(["TST-SHIRT"]);
    expect(await search("TST-OFF-UNIT")).toEqual([]);
    expect(await search("TST-OFF-ALL")).toEqual([]);
    expect((await search("TST-SHIRT"))[0]?.thumb_url).toBeNull();
  });
});

describe("POST /api/v1/sales and the catalog", () => {
  it.each([
    ["pt-BR", "Produto inativo ou não cadastrado nesta unidade."],
    ["es-EC", undefined],
  ])("refuses a product inactive in the unit (422, %s)", async (language, text) => {
    for (const product of [inactiveHere, inactiveEverywhere]) {
      const res = await sell([{ product }], language);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { messages: Record<string, string[]> };
      const messages = body.messages["items.0.product_id"] ?? [];
      expect(messages).toHaveLength(1);
      if (text) expect(messages[0]).toBe(text);
      else expect(messages[0]).not.toBe("Produto inativo ou não cadastrado nesta unidade.");
    }
  });

  it("sells a service without touching stock: no movement, no stock row", async () => {
    const res = await sell([{ product: service, quantity: 3 }]);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as Json & { id: number };
    expect(await movementsOf(sale.id)).toEqual([]);
    expect(await stockOf(t, centro, service.id)).toBeNull();
  });

  it("takes a composition's components out of stock (quantity × component quantity), not the kit itself", async () => {
    const res = await sell([
      { product: kit, quantity: 2 },
      { product: shirt, quantity: 1 },
    ]);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as Json & { id: number };
    const moved = (await movementsOf(sale.id)).sort((a, b) => a.productId - b.productId);
    // 2 kits × 2 shirts + 1 shirt = 5 shirts; 2 × 0,250 kg = 0,500 kg of rice; no stock control, no movement.
    expect(moved).toEqual([
      { productId: shirt.id, reason: "sale", outgoing: "5.000" },
      { productId: rice.id, reason: "sale", outgoing: "0.500" },
    ]);
    expect(await stockOf(t, centro, shirt.id)).toBe("5.000");
    expect(await stockOf(t, centro, rice.id)).toBe("4.500");
    expect(await stockOf(t, centro, kit.id)).toBe("3.000");

    const canceled = await t.request(`/api/v1/sales/${sale.id}/cancel`, {
      method: "POST",
      cookie: caixa,
      json: { reason: "Cliente desistiu" },
    });
    expect(canceled.status).toBe(200);
    expect(await stockOf(t, centro, shirt.id)).toBe("10.000");
    expect(await stockOf(t, centro, rice.id)).toBe("5.000");
    const back = await t.db
      .select({ productId: stockMovements.productId })
      .from(stockMovements)
      .where(and(eq(stockMovements.saleId, sale.id), eq(stockMovements.reason, "sale-cancel")));
    expect(back.map((row) => row.productId).sort((a, b) => a - b)).toEqual([shirt.id, rice.id].sort((a, b) => a - b));
  });

  it("takes a kit of kits out down to the leaves, quantities multiplied through the levels", async () => {
    const box = await addProduct("TST-BOX", "120.00");
    // A box holds 3 kits and 1 shirt: one box = 3 × (2 shirts + 0,250 kg rice) + 1 shirt = 7 shirts, 0,750 kg rice.
    await t.db.insert(productComponents).values([
      { multiStoreId: network, productId: box.id, componentId: kit.id, quantity: "3" },
      { multiStoreId: network, productId: box.id, componentId: shirt.id, quantity: "1" },
    ]);
    const before = { shirt: await stockOf(t, centro, shirt.id), rice: await stockOf(t, centro, rice.id) };
    const res = await sell([{ product: box, quantity: 1 }]);
    expect(res.status).toBe(201);
    const sale = (await res.json()) as Json & { id: number };
    const moved = (await movementsOf(sale.id)).sort((a, b) => a.productId - b.productId);
    expect(moved).toEqual(
      [
        { productId: shirt.id, reason: "sale", outgoing: "7.000" },
        { productId: rice.id, reason: "sale", outgoing: "0.750" },
      ].sort((a, b) => a.productId - b.productId),
    );
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(before.shirt) - 7);
    expect(Number(await stockOf(t, centro, rice.id))).toBeCloseTo(Number(before.rice) - 0.75, 3);
    expect(await stockOf(t, centro, kit.id)).toBe("3.000");
    const canceled = await t.request(`/api/v1/sales/${sale.id}/cancel`, {
      method: "POST",
      cookie: caixa,
      json: { reason: "Cliente desistiu" },
    });
    expect(canceled.status).toBe(200);
    expect(await stockOf(t, centro, shirt.id)).toBe(before.shirt);
    expect(await stockOf(t, centro, rice.id)).toBe(before.rice);
  });

  it("checks the components' stock: a kit whose component runs short answers 412 naming the component", async () => {
    // 6 kits need 12 shirts; 10 on hand.
    const res = await sell([{ product: kit, quantity: 6 }]);
    expect(res.status).toBe(412);
    const body = (await res.json()) as { messages: string[] };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toContain("Teste TST-SHIRT");
    expect(await stockOf(t, centro, shirt.id)).toBe("10.000");
  });
});
