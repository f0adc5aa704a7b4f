import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CountDetail } from "../../src/schemas/stock.ts";
// biome-ignore lint/style/noRestrictedImports: sales are the PDV's; the test posts them over HTTP with its payload builder
import * as pdv from "../pdv/pdv-test-support.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { putIn, takeOut } from "./ledger.ts";
import { checkLedgerInvariant } from "./movements-invariant.ts";
import { multiStores } from "../network/schema.ts";
import { products, skuStocks, stocks } from "./schema.ts";

// The ledger's invariant (issue 13 item 3): after a random mix of sales (POST /api/v1/sales), adjustments,
// transfers and counts, every SKU stock's on hand is the sum of its movements and the balance after its last one.

let t: TestApp;
let admin = "";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32): the same mix on every run, the seed in the test name. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("checkLedgerInvariant", () => {
  it("holds on the demo seed", async () => {
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it("finds a stock row changed behind the ledger's back", async () => {
    const [row] = await t.db.select().from(skuStocks).limit(1);
    if (!row) throw new Error("no stock row");
    await t.db
      .update(skuStocks)
      .set({ quantity: sql`${skuStocks.quantity} + 1` })
      .where(eq(skuStocks.id, row.id));
    const found = await checkLedgerInvariant(t.db, row.multiStoreId);
    expect(found.map((v) => v.skuStockId)).toEqual([row.id]);
    await t.db.update(skuStocks).set({ quantity: row.quantity }).where(eq(skuStocks.id, row.id));
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it("holds after a random mix of sales, adjustments, transfers and counts (seed 13)", async () => {
    const next = random(13);
    const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(next() * list.length)] as T;
    const centro = await pdv.unitId(t, "Rede Demo Centro");
    const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
    const unitStocks = await t.db.select().from(stocks).where(eq(stocks.companyId, centro));
    const principal = unitStocks.find((s) => s.isDefault);
    if (!demo || !principal || unitStocks.length < 2) throw new Error("needs Centro's two stocks");
    const stocked = await t.db
      .select({ sku: products.sku })
      .from(skuStocks)
      .innerJoin(products, eq(products.id, skuStocks.productId))
      .where(
        and(
          eq(skuStocks.stockId, principal.id),
          eq(products.saleUnitDecimals, 0),
          sql`${skuStocks.quantity} >= 20`,
          sql`${skuStocks.outgoing} = 0`,
        ),
      )
      .limit(8);
    const catalog: pdv.TestProduct[] = await Promise.all(stocked.map((row) => pdv.productBySku(t, row.sku, centro)));
    const register = await pdv.openRegister(t, admin, centro, "0");
    const pix = await pdv.methodOf(t, "PIX");
    const userId = await pdv.userId(t, "admin");
    const counts = { sale: 0, adjustment: 0, transfer: 0, count: 0 };
    for (let step = 0; step < 40; step++) {
      const product = pick(catalog);
      const quantity = 1 + Math.floor(next() * 2);
      const roll = next();
      if (roll < 0.3) {
        const res = await pdv.postKeyed(
          t,
          "/api/v1/sales",
          admin,
          pdv.saleRequestOf({
            cashMovementId: register,
            lines: [{ product, quantity }],
            payments: [{ methodId: pix, received: product.price * quantity }],
          }),
        );
        // A refused sale (stock ran out) changes nothing: the invariant still holds.
        expect([201, 412]).toContain(res.status);
        if (res.status === 201) counts.sale++;
      } else if (roll < 0.55) {
        const stock = pick(unitStocks);
        const change = {
          multiStoreId: demo.id,
          companyId: centro,
          stockId: stock.id,
          productId: product.id,
          quantity: quantity * 1000,
          reason: "adjustment" as const,
          userId,
          at: new Date(),
        };
        await t.db.transaction(async (tx) => {
          if (next() < 0.5) await putIn(tx, [change]);
          else await takeOut(tx, [change]);
        });
        counts.adjustment++;
      } else if (roll < 0.85) {
        const from = pick(unitStocks);
        const to = unitStocks.find((s) => s.id !== from.id) ?? principal;
        const res = await t.request("/api/v1/stock_transfers", {
          method: "POST",
          cookie: admin,
          json: { from_stock_id: from.id, to_stock_id: to.id, items: [{ product_id: product.id, quantity }] },
        });
        expect([201, 422]).toContain(res.status);
        if (res.status === 201) counts.transfer++;
      } else {
        const stock = pick(unitStocks);
        const started = await t.request(`/api/v1/stocks/${stock.id}/counts`, { method: "POST", cookie: admin });
        expect(started.status).toBe(201);
        const count = (await started.json()) as CountDetail;
        for (const item of count.items.slice(0, 3)) {
          const counted = Math.max(0, Math.round(item.snapshot + (next() - 0.5) * 4));
          await t.request(`/api/v1/stock_counts/${count.id}/entries`, {
            method: "POST",
            cookie: admin,
            json: { product_id: item.product_id, quantity: counted, mode: "set" },
          });
        }
        // A sale while the count is open.
        await pdv.postKeyed(
          t,
          "/api/v1/sales",
          admin,
          pdv.saleRequestOf({
            cashMovementId: register,
            lines: [{ product, quantity: 1 }],
            payments: [{ methodId: pix, received: product.price }],
          }),
        );
        const closed = await t.request(`/api/v1/stock_counts/${count.id}/close`, { method: "POST", cookie: admin });
        expect(closed.status).toBe(200);
        counts.count++;
      }
    }
    expect(counts.sale + counts.adjustment + counts.transfer + counts.count).toBeGreaterThan(30);
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
    expect(await checkLedgerInvariant(t.db, demo.id)).toEqual([]);
  });
});
