// Issue 9 review: one order of 2,200 items of 1,000,000 pieces made the production board answer 400 for the whole
// network (an int cast of the pieces' sum). Sums now never overflow, and every list a request sends is capped.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AttendanceDetail,
  type AttendanceList,
  MAX_ITEM_SIZES,
  MAX_ORDER_ITEMS,
  MAX_ORDER_SEAMSTRESSES,
  type ProductionOverview,
  type SeamstressList,
} from "../../src/schemas/production.ts";
import {
  productionOrderItems,
  productionOrderItemSizes,
  productionOrderSeamstresses,
  productionSeamstresses,
} from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createOrder, productionCatalog, ORDERS, placeOrder } from "./production-test-support.ts";

let t: TestApp;
let admin = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const call = async <T>(method: string, path: string, json?: unknown, locale?: string) => {
  const res = await t.request(path, {
    method,
    cookie: admin,
    ...(json === undefined ? {} : { json }),
    ...(locale ? { headers: { "accept-language": locale } } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
};

const item = (n: number) => ({ description: `Camiseta ${n}`, quantity: 1 });
const INT_MAX = 2_147_483_647;

describe("pieces past the integer limit", () => {
  it("keeps the board, the stage list and the seamstresses answering with the exact sums", async () => {
    const order = await createOrder(t, admin);
    const { multiStoreId } = await productionCatalog(t);
    // Written directly: no request may send this much any more, but orders add up.
    await t.db.insert(productionOrderItems).values(
      Array.from({ length: 3 }, () => ({
        multiStoreId,
        orderId: order.id,
        description: "Lote grande",
        quantity: 2_000_000_000,
      })),
    );
    const overview = await call<ProductionOverview>("GET", `${ORDERS}/overview`);
    expect(overview.status).toBe(200);
    const atendimento = overview.body.stages.find((s) => s.slug === "atendimentos");
    expect(atendimento?.pieces).toBeGreaterThan(6_000_000_000);

    const list = await call<AttendanceList>("GET", `${ORDERS}?stage=atendimentos&per_page=100`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((r) => r.id === order.id)?.pieces).toBe(6_000_000_010);
    expect(atendimento?.pieces).toBe(list.body.data.reduce((sum, r) => sum + r.pieces, 0));
    expect((await call("GET", `${ORDERS}?per_page=100`)).status).toBe(200);

    const [seamstress] = await t.db
      .select()
      .from(productionSeamstresses)
      .where(eq(productionSeamstresses.name, "Dona Cida"));
    for (let i = 0; i < 3; i++) {
      const sewing = await createOrder(t, admin);
      await placeOrder(t, sewing.id, 6);
      await t.db
        .insert(productionOrderSeamstresses)
        .values({ multiStoreId, orderId: sewing.id, seamstressId: seamstress?.id ?? 0, quantity: INT_MAX });
    }
    const seamstresses = await call<SeamstressList>(
      "GET",
      "/api/v1/seamstresses?filter=cida&sort_field=pieces_in_progress&sort_direction=desc",
    );
    expect(seamstresses.status).toBe(200);
    expect(seamstresses.body.data[0]?.pieces_in_progress).toBeGreaterThanOrEqual(3 * INT_MAX);
  });
});

describe("lists a production request may send", () => {
  it("takes an order of the maximum size in one request, every item with its sizes", async () => {
    const { size } = await productionCatalog(t);
    const items = Array.from({ length: MAX_ORDER_ITEMS }, (_, n) => ({
      ...item(n),
      quantity: 3,
      orders_items_sizes: [
        { size_id: size("P"), quantity: 1 },
        { size_id: size("M"), quantity: 2 },
      ],
    }));
    const { status, body } = await call<AttendanceDetail>("POST", ORDERS, { customer_name: "Atacado", items });
    expect(status).toBe(201);
    expect(body.items.map((i) => i.description)).toEqual(items.map((i) => i.description));
    for (const line of body.items) expect(line.orders_items_sizes.map((s) => s.quantity)).toEqual([1, 2]);
    expect(body.pieces).toBe(3 * MAX_ORDER_ITEMS);
    const sizes = await t.db
      .select()
      .from(productionOrderItemSizes)
      .innerJoin(productionOrderItems, eq(productionOrderItems.id, productionOrderItemSizes.itemId))
      .where(eq(productionOrderItems.orderId, body.id));
    expect(sizes).toHaveLength(2 * MAX_ORDER_ITEMS);

    const full = await call<Record<string, unknown>>("POST", `${ORDERS}/${body.id}/items`, item(0));
    expect(full).toEqual({
      status: 422,
      body: { messages: { _: [`O atendimento já tem ${MAX_ORDER_ITEMS} itens, o máximo permitido.`] } },
    });
    const es = await call<Record<string, unknown>>("POST", `${ORDERS}/${body.id}/items`, item(0), "es-EC");
    expect(es.body).toEqual({ messages: { _: [`La orden ya tiene ${MAX_ORDER_ITEMS} ítems, el máximo permitido.`] } });
    const after = await call<AttendanceDetail>("GET", `${ORDERS}/${body.id}`);
    expect(after.body.items).toHaveLength(MAX_ORDER_ITEMS);
  });

  it("refuses more items, sizes or seamstresses than the maximum, writing nothing", async () => {
    const order = await createOrder(t, admin);
    const count = async () => (await t.db.select().from(productionOrderItems)).length;
    const items = await count();
    const tooMany = await call("POST", ORDERS, {
      customer_name: "Atacado",
      items: Array.from({ length: MAX_ORDER_ITEMS + 1 }, (_, n) => item(n)),
    });
    expect(tooMany).toEqual({
      status: 422,
      body: { messages: { items: [`O campo deve ter no máximo ${MAX_ORDER_ITEMS} itens.`] } },
    });

    const sizes = Array.from({ length: MAX_ITEM_SIZES + 1 }, () => ({ size_id: 1, quantity: 1 }));
    const grid = await call("POST", `${ORDERS}/${order.id}/items`, { ...item(1), orders_items_sizes: sizes }, "es-EC");
    expect(grid).toEqual({
      status: 422,
      body: { messages: { orders_items_sizes: [`El campo debe tener como máximo ${MAX_ITEM_SIZES} ítems.`] } },
    });
    const nested = await call("POST", ORDERS, {
      customer_name: "x",
      items: [{ ...item(1), orders_items_sizes: sizes }],
    });
    expect(nested.body).toEqual({
      messages: { "items.0.orders_items_sizes": [`O campo deve ter no máximo ${MAX_ITEM_SIZES} itens.`] },
    });
    expect(await count()).toBe(items);

    await placeOrder(t, order.id, 6);
    const assignments = Array.from({ length: MAX_ORDER_SEAMSTRESSES + 1 }, (_, n) => ({
      seamstress_id: n + 1,
      quantity: 1,
    }));
    const assigned = await call("PUT", `${ORDERS}/${order.id}/seamstresses`, { assignments });
    expect(assigned).toEqual({
      status: 422,
      body: { messages: { assignments: [`O campo deve ter no máximo ${MAX_ORDER_SEAMSTRESSES} itens.`] } },
    });
  });
});
