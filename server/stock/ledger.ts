import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Milli, milliToDecimalString } from "../../src/domain/stock.ts";
import type { Db } from "../db/client.ts";
import { skuStocks } from "./schema.ts";

// The stock ledger: the only writer of sku_stocks and stock_movements. Every change of a unit's stock is one
// movement row with its reason, written in the caller's transaction, and each call is one SQL statement whatever
// the number of lines (the stock change and the movements in one data-modifying WITH).

/** Why the stock moved (stock_movements.reason). */
/** sale-cancel: a canceled sale put its items back. */
export type StockReason = "sale" | "opening" | "adjustment" | "return" | "sale-cancel";

export type StockChange = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly productId: number;
  /** Thousandths of the product's sale unit, > 0. */
  readonly quantity: Milli;
  readonly reason: StockReason;
  /** The sale that moved it (a plain reference: stock does not depend on the PDV). */
  readonly saleId?: number | null;
  readonly userId: number | null;
  readonly at: Date;
};

export type StockLevel = typeof skuStocks.$inferSelect;

/**
 * Locks the unit's stock rows of these products until the transaction ends, in one statement (in product order, so
 * two sales never wait on each other in a cycle): a second cashier selling the last unit waits here and then sees it
 * gone. Products without a stock row (no stock control in the unit) are absent from the answer.
 */
export async function lockStock(
  tx: Db,
  companyId: number,
  productIds: ReadonlyArray<number>,
): Promise<Map<number, StockLevel>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(skuStocks)
    .where(and(eq(skuStocks.companyId, companyId), inArray(skuStocks.productId, [...productIds])))
    .orderBy(asc(skuStocks.productId))
    .for("update");
  return new Map(rows.map((row) => [row.productId, row]));
}

const text = (milli: Milli) => milliToDecimalString(milli);

/** The lines as a VALUES list, the columns every statement below reads. */
const changesValues = (rows: ReadonlyArray<StockChange>): SQL =>
  sql.join(
    rows.map(
      (r) =>
        sql`(${r.multiStoreId}::int, ${r.companyId}::int, ${r.productId}::int, ${text(r.quantity)}::numeric, ${r.reason}::text, ${r.saleId ?? null}::int, ${r.userId}::int, ${r.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );

const CHANGES = sql.raw("changes(multi_store_id, company_id, product_id, quantity, reason, sale_id, user_id, at)");

/** Per (unit, product): several lines of one product move its stock once, by their sum. */
const TOTALS = sql.raw(
  "totals as (select multi_store_id, company_id, product_id, sum(quantity) as quantity, max(at) as at from changes group by multi_store_id, company_id, product_id)",
);

function check(rows: ReadonlyArray<StockChange>) {
  for (const row of rows) {
    if (!Number.isSafeInteger(row.quantity) || row.quantity <= 0) {
      throw new RangeError(`stock ledger: quantity must be a positive number of thousandths, got ${row.quantity}`);
    }
  }
}

/**
 * Takes the quantities out of the units' stock and records one outgoing movement per line, in one statement.
 * Products without a stock row in the unit (not stock-controlled there) are left alone, without a movement.
 */
export async function takeOut(tx: Db, rows: ReadonlyArray<StockChange>): Promise<void> {
  if (rows.length === 0) return;
  check(rows);
  await tx.execute(sql`
    with ${CHANGES} as (values ${changesValues(rows)}),
    ${TOTALS},
    moved as (
      update sku_stocks s set quantity = s.quantity - t.quantity, updated_at = t.at
      from totals t where s.company_id = t.company_id and s.product_id = t.product_id
      returning s.id, s.company_id, s.product_id
    )
    insert into stock_movements
      (multi_store_id, company_id, product_id, sku_stock_id, outgoing, reason, sale_id, user_id, created_at)
    select c.multi_store_id, c.company_id, c.product_id, m.id, c.quantity, c.reason, c.sale_id, c.user_id, c.at
    from changes c join moved m on m.company_id = c.company_id and m.product_id = c.product_id`);
}

/**
 * Puts the quantities into the units' stock (creating the stock row of a product the unit never stocked) and
 * records one incoming movement per line, in one statement.
 */
export async function putIn(tx: Db, rows: ReadonlyArray<StockChange>): Promise<void> {
  if (rows.length === 0) return;
  check(rows);
  await tx.execute(sql`
    with ${CHANGES} as (values ${changesValues(rows)}),
    ${TOTALS},
    moved as (
      insert into sku_stocks as s (multi_store_id, company_id, product_id, quantity, updated_at)
      select multi_store_id, company_id, product_id, quantity, at from totals
      on conflict (company_id, product_id)
        do update set quantity = s.quantity + excluded.quantity, updated_at = excluded.updated_at
      returning s.id, s.company_id, s.product_id
    )
    insert into stock_movements
      (multi_store_id, company_id, product_id, sku_stock_id, incoming, reason, sale_id, user_id, created_at)
    select c.multi_store_id, c.company_id, c.product_id, m.id, c.quantity, c.reason, c.sale_id, c.user_id, c.at
    from changes c join moved m on m.company_id = c.company_id and m.product_id = c.product_id`);
}

export type PendingStock = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly productId: number;
  /** Ordered, not yet received (thousandths). */
  readonly incoming: Milli;
  /** Promised, not yet delivered (thousandths). */
  readonly outgoing: Milli;
};

/**
 * Sets what is on its way in and promised out of a unit's stock (spec 5.5: available = quantity + incoming −
 * outgoing), creating the stock row if needed. Nothing moved, so no movement is recorded. One statement.
 */
export async function setPending(tx: Db, rows: ReadonlyArray<PendingStock>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.multiStoreId}::int, ${r.companyId}::int, ${r.productId}::int, ${text(r.incoming)}::numeric, ${text(r.outgoing)}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into sku_stocks as s (multi_store_id, company_id, product_id, incoming, outgoing)
    values ${values}
    on conflict (company_id, product_id)
      do update set incoming = excluded.incoming, outgoing = excluded.outgoing, updated_at = now()`);
}
