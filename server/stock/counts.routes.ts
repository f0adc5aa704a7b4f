import { and, asc, eq, or, sql } from "drizzle-orm";
import {
  countDifference,
  differenceReason,
  fitsCount,
  MAX_QUANTITY,
  type Milli,
  parseQuantity,
  STOCKS_REQUIREMENT,
} from "../../src/domain/stock.ts";
import { countedDifference } from "../../src/domain/stock-count.ts";
import { stockEndpoints } from "../../src/schemas/endpoints/stock.ts";
import type { ProductId, StockId } from "../../src/schemas/ids.ts";
import type { CountDetail, CountStatus } from "../../src/schemas/stock.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError, message, notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { lockStock, openStockRows, putIn, type StockChange, takeOut } from "./ledger.ts";
import { productConfigs, products, stockCountItems, stockCounts, stocks } from "./schema.ts";
import { milliFromDb, stockInvalid, unitCostSql } from "./stocks-store.ts";

// Stock counts (inventário, issue 13 item 4): starting one snapshots every product's on hand in the stock and
// remembers the last movement; counted quantities are entered (typed, or scanned by EAN/SKU) while the shop sells;
// closing posts, for each counted product, counted − (snapshot + what moved since) as a loss or a leftover with the
// count's id, in one transaction. One open count per stock.

const countClosed = () => new HttpError(409, [message("stock:errors.count-not-open")]);

/** What moved of each product in the stock after the count started (its own closing movements left out). */
const movedSince = (count: { id: number; stockId: number; lastMovementId: number }) => sql<string>`coalesce((
  select sum(m.incoming - m.outgoing) from stock_movements m
  where m.stock_id = ${count.stockId} and m.product_id = "stock_count_items"."product_id"
    and m.id > ${count.lastMovementId} and m.count_id is distinct from ${count.id}), 0)::text`;

type CountRow = typeof stockCounts.$inferSelect;

async function countRow(db: Db, session: SessionInfo, id: number, lock = false): Promise<CountRow> {
  const query = db
    .select()
    .from(stockCounts)
    .where(tenantScope(stockCounts, session, eq(stockCounts.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** The count with its items in description order; a closed count shows what the books held when it closed. */
export async function loadCount(db: Db, session: SessionInfo, id: number): Promise<CountDetail> {
  const count = await countRow(db, session, id);
  const [head] = await db
    .select({ stockName: stocks.name, companyId: stocks.companyId, companyName: companies.name, startedBy: users.name })
    .from(stocks)
    .innerJoin(companies, eq(companies.id, stocks.companyId))
    .leftJoin(users, eq(users.id, count.startedBy ?? 0))
    .where(eq(stocks.id, count.stockId));
  if (!head) throw notFound();
  const rows = await db
    .select({
      productId: stockCountItems.productId,
      sku: products.sku,
      ean: products.ean,
      description: products.fullDescription,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
      snapshot: stockCountItems.snapshot,
      counted: stockCountItems.counted,
      expected: stockCountItems.expected,
      moved: movedSince(count),
      unitCost: sql<string>`${unitCostSql}::text`,
    })
    .from(stockCountItems)
    .innerJoin(products, eq(products.id, stockCountItems.productId))
    .leftJoin(
      productConfigs,
      and(eq(productConfigs.productId, stockCountItems.productId), eq(productConfigs.companyId, head.companyId)),
    )
    .where(eq(stockCountItems.countId, count.id))
    .orderBy(asc(sql`lower(${products.fullDescription})`), asc(stockCountItems.productId));
  return {
    id: count.id,
    stock_id: count.stockId as StockId,
    stock_name: head.stockName,
    company_name: head.companyName,
    status: count.status as CountStatus,
    started_at: count.startedAt.toISOString(),
    started_by: head.startedBy ?? "",
    closed_at: count.closedAt?.toISOString() ?? null,
    items: rows.map((row) => {
      const snapshot = milliFromDb(row.snapshot);
      const expected = row.expected === null ? snapshot + milliFromDb(row.moved) : milliFromDb(row.expected);
      const counted = row.counted === null ? null : milliFromDb(row.counted);
      const difference = countedDifference(counted, expected);
      return {
        product_id: row.productId as ProductId,
        sku: row.sku,
        ean: row.ean ?? "",
        description: row.description,
        unit_name: row.unitName,
        unit_decimals: row.unitDecimals,
        snapshot: snapshot / 1000,
        moved: (expected - snapshot) / 1000,
        expected: expected / 1000,
        counted: counted === null ? null : counted / 1000,
        difference: difference === null ? null : difference / 1000,
        unit_cost: Number(row.unitCost).toFixed(2),
      };
    }),
  };
}

const start = defineRoute({
  endpoint: stockEndpoints.startCount,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Starts a count of a stock: snapshots every product's on hand; one open count per stock",
  params: { id: stocks },
  handler: async ({ services, session, audit, params }) => {
    const [stock] = await services.db.select().from(stocks).where(eq(stocks.id, params.id));
    if (!stock) throw notFound();
    if (!stock.active) throw stockInvalid("stock_id", "stock-inactive");
    let countId: number;
    try {
      countId = await services.db.transaction(async (tx) => {
        // The ledger's writers of this stock wait until the snapshot is taken, and the snapshot waits for theirs:
        // what is on hand and the last movement id agree.
        await tx.execute(sql`select id from sku_stocks where stock_id = ${stock.id} order by product_id for share`);
        const [count] = await tx
          .insert(stockCounts)
          .values({
            multiStoreId: stock.multiStoreId,
            companyId: stock.companyId,
            stockId: stock.id,
            startedBy: session.userId,
            startedAt: services.now(),
            lastMovementId: sql`coalesce((select max(id) from stock_movements where stock_id = ${stock.id}), 0)`,
          })
          .returning({ id: stockCounts.id });
        if (!count) throw new Error("count insert failed");
        await tx.execute(sql`
          insert into stock_count_items (multi_store_id, count_id, product_id, snapshot)
          select s.multi_store_id, ${count.id}, s.product_id, s.quantity
          from sku_stocks s join products p on p.id = s.product_id
          where s.stock_id = ${stock.id} and p.kind <> 'service'`);
        await audit(
          { action: "count-started", entity: "stock_counts", entityId: count.id, companyId: stock.companyId },
          tx,
        );
        return count.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [message("stock:errors.count-open")]);
      throw error;
    }
    return loadCount(services.db, session, countId);
  },
});

const detail = defineRoute({
  endpoint: stockEndpoints.count,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "A count with its items: snapshot, moved since, expected, counted and difference",
  params: { id: stockCounts },
  handler: async ({ services, session, params }) => loadCount(services.db, session, params.id),
});

const entry = defineRoute({
  endpoint: stockEndpoints.countEntry,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Enters a counted quantity of a product found by EAN, SKU or id: added (a scan) or set (typed)",
  params: { id: stockCounts },
  bodyIds: { product_id: products },
  handler: async ({ services, session, body, params }) => {
    const count = await countRow(services.db, session, params.id);
    if (count.status !== "open") throw countClosed();
    const code = body.code?.trim() ?? "";
    if (!body.product_id && code === "") throw stockInvalid("code", "code-required");
    const [product] = await services.db
      .select({
        id: products.id,
        kind: products.kind,
        description: products.fullDescription,
        unitDecimals: products.saleUnitDecimals,
      })
      .from(products)
      .where(
        tenantScope(
          products,
          session,
          body.product_id
            ? eq(products.id, body.product_id)
            : or(eq(products.ean, code), sql`lower(${products.sku}) = lower(${code})`),
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw stockInvalid("code", "code-not-found", { code });
    if (product.kind === "service") throw stockInvalid("code", "service", { product: product.description });
    const quantity = parseQuantity(body.quantity) ?? 0;
    if (!fitsCount(quantity, product.unitDecimals)) {
      throw stockInvalid("quantity", "decimals", { product: product.description, decimals: product.unitDecimals });
    }
    const counted =
      body.mode === "add" ? sql`coalesce(${stockCountItems.counted}, 0) + excluded.counted` : sql`excluded.counted`;
    const written = await services.db
      .insert(stockCountItems)
      .values({
        multiStoreId: count.multiStoreId,
        countId: count.id,
        productId: product.id,
        snapshot: "0",
        counted: String(quantity / 1000),
        countedAt: services.now(),
        countedBy: session.userId,
      })
      .onConflictDoUpdate({
        target: [stockCountItems.countId, stockCountItems.productId],
        set: { counted, countedAt: services.now(), countedBy: session.userId },
        // Adding beyond the largest quantity a stock holds is refused, not stored (the column would overflow).
        setWhere: sql`${counted} <= ${MAX_QUANTITY / 1000}`,
      })
      .returning({ id: stockCountItems.id });
    if (written.length === 0) throw stockInvalid("quantity", "count-too-large");
    return loadCount(services.db, session, count.id);
  },
});

const close = defineRoute({
  endpoint: stockEndpoints.closeCount,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Closes a count: each counted product's difference is posted as a loss or leftover, in one transaction",
  params: { id: stockCounts },
  handler: async ({ services, session, audit, params }) => {
    const at = services.now();
    await services.db.transaction(async (tx) => {
      const count = await countRow(tx, session, params.id, true);
      if (count.status !== "open") throw countClosed();
      const counted = await tx
        .select({ productId: stockCountItems.productId })
        .from(stockCountItems)
        .where(and(eq(stockCountItems.countId, count.id), sql`${stockCountItems.counted} is not null`));
      // Nothing of these products moves in this stock until the closing commits: the difference is exact.
      await lockStock(
        tx,
        count.companyId,
        counted.map((row) => row.productId),
        count.stockId,
      );
      const items = await tx
        .select({
          id: stockCountItems.id,
          productId: stockCountItems.productId,
          snapshot: stockCountItems.snapshot,
          counted: stockCountItems.counted,
          moved: movedSince(count),
        })
        .from(stockCountItems)
        .where(and(eq(stockCountItems.countId, count.id), sql`${stockCountItems.counted} is not null`));
      const losses: StockChange[] = [];
      const leftovers: StockChange[] = [];
      const expectations: Array<{ id: number; expected: Milli }> = [];
      for (const item of items) {
        const snapshot = milliFromDb(item.snapshot);
        const moved = milliFromDb(item.moved);
        const difference = countDifference(milliFromDb(item.counted), snapshot, moved);
        expectations.push({ id: item.id, expected: snapshot + moved });
        const reason = differenceReason(difference);
        if (reason === null) continue;
        const change: StockChange = {
          multiStoreId: count.multiStoreId,
          companyId: count.companyId,
          stockId: count.stockId,
          productId: item.productId,
          quantity: Math.abs(difference),
          reason,
          countId: count.id,
          userId: session.userId,
          at,
        };
        (reason === "count-loss" ? losses : leftovers).push(change);
      }
      if (expectations.length > 0) {
        const values = sql.join(
          expectations.map((e) => sql`(${e.id}::int, ${String(e.expected / 1000)}::numeric)`),
          sql`, `,
        );
        await tx.execute(sql`
          update stock_count_items i set expected = v.expected
          from (values ${values}) as v(id, expected) where i.id = v.id`);
      }
      await openStockRows(
        tx,
        losses.map((line) => ({ ...line, stockId: count.stockId })),
      );
      await takeOut(tx, losses);
      await putIn(tx, leftovers);
      await tx
        .update(stockCounts)
        .set({ status: "closed", closedAt: at, closedBy: session.userId })
        .where(eq(stockCounts.id, count.id));
      await audit(
        {
          action: "count-closed",
          entity: "stock_counts",
          entityId: count.id,
          companyId: count.companyId,
          details: { counted: items.length, losses: losses.length, leftovers: leftovers.length },
        },
        tx,
      );
    });
    return loadCount(services.db, session, params.id);
  },
});

const cancel = defineRoute({
  endpoint: stockEndpoints.cancelCount,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Cancels an open count: nothing is posted",
  params: { id: stockCounts },
  handler: async ({ services, session, audit, params }) => {
    await services.db.transaction(async (tx) => {
      const count = await countRow(tx, session, params.id, true);
      if (count.status !== "open") throw countClosed();
      await tx
        .update(stockCounts)
        .set({ status: "canceled", closedAt: services.now(), closedBy: session.userId })
        .where(eq(stockCounts.id, count.id));
      await audit(
        { action: "count-canceled", entity: "stock_counts", entityId: count.id, companyId: count.companyId },
        tx,
      );
    });
    return loadCount(services.db, session, params.id);
  },
});

export const countsRoutes = [start, detail, entry, close, cancel];
