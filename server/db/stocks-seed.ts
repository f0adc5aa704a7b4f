import { and, asc, eq, sql } from "drizzle-orm";
import type { Milli } from "../../src/domain/stock.ts";
import { companies, multiStores } from "../network/schema.ts";
import { putIn, type StockChange, takeOut } from "../stock/ledger.ts";
import { skuStocks, stockCountItems, stockCounts, stocks } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import type { Db } from "./client.ts";

// Stocks demo data (issue 13 items 3 and 4): a second stock (Depósito) in Rede Demo Centro stocked by a transfer
// from the shop floor, and a closed count of each network's first default stock, Rede Demo's with a loss and a
// leftover for /perdas-sobras. Every change goes through the ledger, so on hand stays the sum of the movements.

const DAY = 86_400_000;

async function firstUnit(db: Db, network: string) {
  const [row] = await db
    .select({ multiStoreId: companies.multiStoreId, companyId: companies.id, stockId: stocks.id, userId: users.id })
    .from(companies)
    .innerJoin(multiStores, eq(multiStores.id, companies.multiStoreId))
    .innerJoin(stocks, and(eq(stocks.companyId, companies.id), eq(stocks.isDefault, true)))
    .innerJoin(users, eq(users.multiStoreId, companies.multiStoreId))
    .where(eq(multiStores.name, network))
    .orderBy(asc(companies.id), asc(users.id))
    .limit(1);
  return row;
}

/** A closed count of the unit's default stock over its first products: the first counted one short, the second over. */
async function closedCount(db: Db, unit: NonNullable<Awaited<ReturnType<typeof firstUnit>>>, at: Date) {
  const levels = await db
    .select({ productId: skuStocks.productId, quantity: skuStocks.quantity })
    .from(skuStocks)
    .where(and(eq(skuStocks.stockId, unit.stockId), sql`${skuStocks.quantity} >= 2`))
    .orderBy(asc(skuStocks.productId))
    .limit(4);
  const lastMovement = await db.execute(
    sql`select coalesce(max(id), 0)::int as id from stock_movements where stock_id = ${unit.stockId}`,
  );
  const lastMovementId = Number((lastMovement as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0);
  const [count] = await db
    .insert(stockCounts)
    .values({
      multiStoreId: unit.multiStoreId,
      companyId: unit.companyId,
      stockId: unit.stockId,
      status: "closed",
      startedAt: new Date(at.getTime() - 3_600_000),
      startedBy: unit.userId,
      lastMovementId,
      closedAt: at,
      closedBy: unit.userId,
    })
    .returning({ id: stockCounts.id });
  if (!count) throw new Error("stock count insert failed");
  if (levels.length === 0) return;
  const differences: Milli[] = levels.map((_, i) => (i === 0 ? -1000 : i === 1 ? 2000 : 0));
  await db.insert(stockCountItems).values(
    levels.map((level, i) => {
      const expected = Math.round(Number(level.quantity) * 1000);
      return {
        multiStoreId: unit.multiStoreId,
        countId: count.id,
        productId: level.productId,
        snapshot: level.quantity,
        expected: level.quantity,
        counted: String((expected + (differences[i] ?? 0)) / 1000),
        countedAt: at,
        countedBy: unit.userId,
      };
    }),
  );
  const change = (i: number): StockChange => ({
    multiStoreId: unit.multiStoreId,
    companyId: unit.companyId,
    stockId: unit.stockId,
    productId: levels[i]?.productId ?? 0,
    quantity: Math.abs(differences[i] ?? 0),
    reason: (differences[i] ?? 0) < 0 ? "count-loss" : "count-leftover",
    countId: count.id,
    userId: unit.userId,
    at,
  });
  await takeOut(db, levels.length > 0 ? [change(0)] : []);
  await putIn(db, levels.length > 1 ? [change(1)] : []);
}

export async function seedStocksDemo(db: Db, now = new Date()): Promise<void> {
  const demo = await firstUnit(db, "Rede Demo");
  if (demo) {
    // The catalog's seed may have opened the warehouse already (its purchase history); this one reuses it.
    const [opened] = await db
      .select({ id: stocks.id })
      .from(stocks)
      .where(and(eq(stocks.companyId, demo.companyId), eq(stocks.name, "Depósito")));
    const [warehouse] = opened
      ? [opened]
      : await db
          .insert(stocks)
          .values({ multiStoreId: demo.multiStoreId, companyId: demo.companyId, name: "Depósito" })
          .returning({ id: stocks.id });
    if (!warehouse) throw new Error("stock insert failed");
    const moving = await db
      .select({ productId: skuStocks.productId })
      .from(skuStocks)
      .where(and(eq(skuStocks.stockId, demo.stockId), sql`${skuStocks.quantity} >= 10`))
      .orderBy(asc(skuStocks.productId))
      .limit(12);
    const at = new Date(now.getTime() - 5 * DAY);
    const line = (stockId: number, otherStockId: number, reason: "transfer-out" | "transfer-in") =>
      moving.map((row) => ({
        multiStoreId: demo.multiStoreId,
        companyId: demo.companyId,
        stockId,
        productId: row.productId,
        quantity: 5000,
        reason,
        otherStockId,
        userId: demo.userId,
        at,
      }));
    await takeOut(db, line(demo.stockId, warehouse.id, "transfer-out"));
    await putIn(db, line(warehouse.id, demo.stockId, "transfer-in"));
    await closedCount(db, demo, new Date(now.getTime() - 2 * DAY));
  }
  const other = await firstUnit(db, "Outra Rede");
  if (other) await closedCount(db, other, new Date(now.getTime() - 2 * DAY));
}
