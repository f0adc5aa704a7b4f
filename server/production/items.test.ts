import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDetail } from "../../src/schemas/production.ts";
import { productionOrderItems, productionOrderItemSizes } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createOrder, productionCatalog, ORDERS, placeOrder, productionUser } from "./production-test-support.ts";

let t: TestApp;
let admin = "";
let arts = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  arts = await productionUser(t, "so.artes", [[2, 1]]);
});
afterAll(() => t.close());

const call = async (method: string, path: string, cookie: string, json?: unknown) => {
  const res = await t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: (await res.json()) as AttendanceDetail & { messages?: unknown } };
};

describe("items of an order", () => {
  it("adds, edits and removes items, answering the order with new totals and history", async () => {
    const { size, stampId } = await productionCatalog(t);
    const order = await createOrder(t, admin, { items: [] });
    const added = await call("POST", `${ORDERS}/${order.id}/items`, admin, {
      description: "Moletom Canguru Cinza Mescla",
      quantity: 12,
      unit_price: "89.90",
      stamp_id: stampId,
      long_sleeve: true,
      cuff_sleeve: true,
      orders_items_sizes: [
        { size_id: size("M"), quantity: 6 },
        { size_id: size("G"), quantity: 6 },
      ],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ items_count: 1, pieces: 12, total: "1078.80" });
    const item = added.body.items[0];
    expect(item).toMatchObject({ long_sleeve: true, cuff_sleeve: true, pocket: false, subtotal: "1078.80" });

    const edited = await call("PATCH", `${ORDERS}/${order.id}/items/${item?.id}`, admin, {
      discount: "78.80",
      orders_items_sizes: [
        { size_id: size("P"), quantity: 2 },
        { size_id: size("M"), quantity: 4 },
        { size_id: size("G"), quantity: 6 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.items[0]).toMatchObject({
      id: item?.id,
      publicId: item?.publicId,
      description: "Moletom Canguru Cinza Mescla",
      quantity: 12,
      discount: "78.80",
      subtotal: "1000.00",
      long_sleeve: true,
      orders_items_sizes: [
        { size: { name: "P" }, quantity: 2 },
        { size: { name: "M" }, quantity: 4 },
        { size: { name: "G" }, quantity: 6 },
      ],
    });
    // Changing the quantity alone must still match the grid.
    const mismatch = await call("PATCH", `${ORDERS}/${order.id}/items/${item?.id}`, admin, { quantity: 13 });
    expect(mismatch).toEqual({
      status: 422,
      body: {
        messages: { orders_items_sizes: ["A soma das quantidades por tamanho deve ser igual à quantidade do item."] },
      },
    });
    const cleared = await call("PATCH", `${ORDERS}/${order.id}/items/${item?.id}`, admin, {
      quantity: 13,
      orders_items_sizes: [],
      stamp_id: null,
    });
    expect(cleared.body.items[0]).toMatchObject({ quantity: 13, stamp: null, orders_items_sizes: [] });

    const removed = await call("DELETE", `${ORDERS}/${order.id}/items/${item?.id}`, admin);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ items: [], items_count: 0, pieces: 0, total: "0.00" });
    expect(removed.body.activities.map((a) => a.description)).toEqual([
      "Removeu o item Moletom Canguru Cinza Mescla.",
      "Alterou o item Moletom Canguru Cinza Mescla.",
      "Alterou o item Moletom Canguru Cinza Mescla.",
      "Adicionou o item Moletom Canguru Cinza Mescla.",
      `Criou o atendimento nº ${order.number}.`,
    ]);
    expect(
      await t.db
        .select()
        .from(productionOrderItemSizes)
        .where(eq(productionOrderItemSizes.itemId, item?.id ?? 0)),
    ).toEqual([]);
    expect(
      t.broadcasts
        .filter((b) => (b.data as { id: number; change?: string }).id === order.id)
        .map((b) => (b.data as { change: string }).change),
    ).toEqual(["created", "items", "items", "items", "items"]);
  });

  it("answers 404 for an item of another order", async () => {
    const one = await createOrder(t, admin);
    const two = await createOrder(t, admin);
    const foreignItem = two.items[0]?.id;
    expect((await call("PATCH", `${ORDERS}/${one.id}/items/${foreignItem}`, admin, { quantity: 10 })).status).toBe(404);
    expect((await call("DELETE", `${ORDERS}/${one.id}/items/${foreignItem}`, admin)).status).toBe(404);
    const [still] = await t.db
      .select()
      .from(productionOrderItems)
      .where(eq(productionOrderItems.id, foreignItem ?? 0));
    expect(still).toBeDefined();
  });

  it("needs SLK 1 and an open order", async () => {
    const order = await createOrder(t, admin);
    const json = { description: "Regata", quantity: 1 };
    expect((await call("POST", `${ORDERS}/${order.id}/items`, arts, json)).status).toBe(403);
    await placeOrder(t, order.id, 9);
    expect(await call("POST", `${ORDERS}/${order.id}/items`, admin, json)).toEqual({
      status: 409,
      body: { messages: ["Atendimentos finalizados ou cancelados não podem ser alterados."] },
    });
    expect((await call("DELETE", `${ORDERS}/${order.id}/items/${order.items[0]?.id}`, admin)).status).toBe(409);
  });
});

describe("money bounds of items (issue 9: one huge order must not break the lists)", () => {
  const itemCount = async () => (await t.db.select({ n: count() }).from(productionOrderItems))[0]?.n;

  it("refuses a price past R$ 9.999.999,99 and price × quantity past R$ 99.999.999,99, writing nothing", async () => {
    const order = await createOrder(t, admin);
    const before = await itemCount();
    const add = (json: unknown) => call("POST", `${ORDERS}/${order.id}/items`, admin, json);
    expect(await add({ description: "Camiseta", quantity: 1, unit_price: "999999999999.99" })).toEqual({
      status: 422,
      body: { messages: { unit_price: ["Valor acima do limite de R$ 9.999.999,99."] } },
    });
    expect(await add({ description: "Camiseta", quantity: 11, unit_price: "9999999.99" })).toEqual({
      status: 422,
      body: { messages: { unit_price: ["Preço × quantidade acima do limite de R$ 99.999.999,99."] } },
    });
    expect(
      await add({ description: "Camiseta", quantity: 10, unit_price: "9999999.99", discount: "100000000.00" }),
    ).toEqual({ status: 422, body: { messages: { discount: ["Valor acima do limite de R$ 99.999.999,99."] } } });
    const largest = await add({ description: "Camiseta", quantity: 10, unit_price: "9999999.99" });
    expect(largest.status).toBe(201);
    expect(largest.body.items.at(-1)?.subtotal).toBe("99999999.90");
    expect(await itemCount()).toBe((before ?? 0) + 1);
  });

  it("sums an order whose items passed numeric(14,2) before the bounds, in its detail and the list", async () => {
    const order = await createOrder(t, admin, { customer_name: "Rede de Escolas Legado" });
    const legacy = { unitPrice: "999999999999.99", quantity: 1, discount: "0.00", subtotal: "999999999999.99" };
    await t.db.update(productionOrderItems).set(legacy).where(eq(productionOrderItems.orderId, order.id));
    await t.db.insert(productionOrderItems).values({
      ...legacy,
      multiStoreId: (await productionCatalog(t)).multiStoreId,
      orderId: order.id,
      description: "Jaqueta",
    });
    const detail = await call("GET", `${ORDERS}/${order.id}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.body.total).toBe("1999999999999.98");
    const list = await t.request(`${ORDERS}?filter=Legado&per_page=10`, { cookie: admin });
    expect(list.status).toBe(200);
    const rows = ((await list.json()) as { data: Array<{ id: number; total: string }> }).data;
    expect(rows.find((row) => row.id === order.id)?.total).toBe("1999999999999.98");
  });
});
