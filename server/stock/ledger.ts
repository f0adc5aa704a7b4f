import { and, asc, eq, is, SQL, sql } from "drizzle-orm";
import { type Milli, milliToDecimalString, type StockReason } from "../../src/domain/stock.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { skuStocks } from "./schema.ts";

// The stock ledger: the only writer of sku_stocks and stock_movements. Every change of a unit's stock is one
// movement row with its reason, written in the caller's transaction, and each call is one SQL statement whatever
// the number of lines (the stock change and the movements in one data-modifying WITH).

/** Why the stock moved (stock_movements.reason): the reasons of src/domain/stock.ts. */
export type { StockReason } from "../../src/domain/stock.ts";

export type StockChange = {
  readonly multiStoreId: number;
  readonly companyId: number;
  /** The stock of the unit that moves; absent: the unit's default stock (the one its PDV sells from). */
  readonly stockId?: number | null;
  readonly productId: number;
  /** Thousandths of the product's sale unit, > 0. */
  readonly quantity: Milli;
  readonly reason: StockReason;
  /**
   * The sale that moved it (a plain reference: stock does not depend on the PDV); SQL when the sale is inserted by
   * the same statement (`(select id from new_sale)`, see takeOutSteps).
   */
  readonly saleId?: number | SQL | null;
  /** The stock count whose closing posted it. */
  readonly countId?: number | null;
  /** The other stock of a transfer. */
  readonly otherStockId?: number | null;
  /** The document (purchase invoice, …) that caused it. */
  readonly documentId?: number | null;
  readonly note?: string | null;
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
  stockId?: number,
): Promise<Map<number, StockLevel>> {
  if (productIds.length === 0) return new Map();
  const rows = await lockedStockRows(tx, { companyId, stockId: stockId ?? null, productIds: [...productIds] });
  return new Map(rows.map((row) => [row.productId, row]));
}

/** lockStock's statement: the given stock, or the unit's default one when none is given. */
const lockedStockRows = prepared("stock_lock", (tx) =>
  tx
    .select()
    .from(skuStocks)
    .where(
      and(
        eq(
          skuStocks.stockId,
          sql`coalesce(${sql.placeholder("stockId")}::int, ${defaultStockOf(sql`${sql.placeholder("companyId")}::int`)})`,
        ),
        eq(skuStocks.companyId, sql.placeholder("companyId")),
        sql`${skuStocks.productId} = any(${sql.placeholder("productIds")}::int[])`,
      ),
    )
    .orderBy(asc(skuStocks.productId))
    .for("update"),
);

/** The id of a unit's default stock, as a scalar subquery. */
export const defaultStockOf = (companyId: number | SQL): SQL =>
  sql`(select id from stocks where company_id = ${companyId} and is_default)`;

const text = (milli: Milli) => milliToDecimalString(milli);

/**
 * The lines in their order (n), the columns every statement below reads: one JSON parameter, so the statement's text
 * is the same whatever the number of lines (PostgreSQL parses one text, and no count of bound values limits it).
 * A sale id given as SQL (the sale the same statement inserts) is the same for every line, read once.
 */
const given = (rows: ReadonlyArray<StockChange>): SQL => {
  const saleSql = rows.map((r) => r.saleId).find((id): id is SQL => is(id, SQL));
  const lines = rows.map((r, n) => ({
    n,
    multi_store_id: r.multiStoreId,
    company_id: r.companyId,
    stock_id: r.stockId ?? null,
    product_id: r.productId,
    quantity: text(r.quantity),
    reason: r.reason,
    sale_id: typeof r.saleId === "number" ? r.saleId : null,
    count_id: r.countId ?? null,
    other_stock_id: r.otherStockId ?? null,
    document_id: r.documentId ?? null,
    note: r.note ?? null,
    user_id: r.userId,
    at: r.at.toISOString(),
  }));
  return sql`given as (
    select n, multi_store_id, company_id, stock_id, product_id, quantity, reason,
      ${saleSql === undefined ? sql.raw("sale_id") : sql`coalesce(sale_id, ${saleSql})`} as sale_id,
      count_id, other_stock_id, document_id, note, user_id, at
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(n int, multi_store_id int, company_id int,
      stock_id int, product_id int, quantity numeric, reason text, sale_id int, count_id int, other_stock_id int,
      document_id int, note text, user_id int, at timestamptz))`;
};

/** The lines with their stock resolved (sid: the one given, or the unit's default stock). */
const RESOLVED = sql.raw(
  "changes as (select g.*, coalesce(g.stock_id, (select d.id from stocks d where d.company_id = g.company_id and d.is_default)) as sid from given g)",
);

/** Per (stock, product): several lines of one product move its stock once, by their sum. */
const TOTALS = sql.raw(
  "totals as (select multi_store_id, company_id, sid, product_id, sum(quantity) as quantity, max(at) as at from changes group by multi_store_id, company_id, sid, product_id)",
);

/** What the later lines of the same call moved of the same SKU: the balance after a line is the final one less it. */
// The rows are inserted in line order (order by c.n), so the movements' ids follow the lines and the last one holds the final balance.
const LATER = sql.raw("(sum(c.quantity) over (partition by c.sid, c.product_id order by c.n desc) - c.quantity)");

const movementColumns = (direction: "incoming" | "outgoing") =>
  sql.raw(
    `(multi_store_id, company_id, stock_id, product_id, sku_stock_id, ${direction}, balance_after, reason, sale_id, count_id, other_stock_id, document_id, note, user_id, created_at)`,
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
  await tx.execute(sql`with ${takeOutSteps(rows)} select 1`);
}

/**
 * takeOut as CTEs (given, changes, totals, moved, stock_moves) for a caller that writes other rows in the same
 * statement (`with …, ${takeOutSteps(rows)} select …`): the sale writes all its rows in one statement. `rows` is not
 * empty.
 */
export function takeOutSteps(rows: ReadonlyArray<StockChange>): SQL {
  check(rows);
  return sql`${given(rows)},
    ${RESOLVED},
    ${TOTALS},
    moved as (
      update sku_stocks s set quantity = s.quantity - t.quantity, updated_at = t.at
      from totals t where s.stock_id = t.sid and s.product_id = t.product_id
      returning s.id, s.stock_id, s.product_id, s.quantity
    ),
    stock_moves as (
      insert into stock_movements ${movementColumns("outgoing")}
      select c.multi_store_id, c.company_id, c.sid, c.product_id, m.id, c.quantity, m.quantity + ${LATER},
        c.reason, c.sale_id, c.count_id, c.other_stock_id, c.document_id, c.note, c.user_id, c.at
      from changes c join moved m on m.stock_id = c.sid and m.product_id = c.product_id
      order by c.n
    )`;
}

/**
 * Puts the quantities into the units' stock (creating the stock row of a product the unit never stocked) and
 * records one incoming movement per line, in one statement.
 */
export async function putIn(tx: Db, rows: ReadonlyArray<StockChange>): Promise<void> {
  if (rows.length === 0) return;
  check(rows);
  await tx.execute(sql`
    with ${given(rows)},
    ${RESOLVED},
    ${TOTALS},
    moved as (
      insert into sku_stocks as s (multi_store_id, company_id, stock_id, product_id, quantity, updated_at)
      select multi_store_id, company_id, sid, product_id, quantity, at from totals
      on conflict (stock_id, product_id)
        do update set quantity = s.quantity + excluded.quantity, updated_at = excluded.updated_at
      returning s.id, s.stock_id, s.product_id, s.quantity
    )
    insert into stock_movements ${movementColumns("incoming")}
    select c.multi_store_id, c.company_id, c.sid, c.product_id, m.id, c.quantity, m.quantity - ${LATER},
      c.reason, c.sale_id, c.count_id, c.other_stock_id, c.document_id, c.note, c.user_id, c.at
    from changes c join moved m on m.stock_id = c.sid and m.product_id = c.product_id
    order by c.n`);
}

export type PendingStock = {
  readonly multiStoreId: number;
  readonly companyId: number;
  /** Absent: the unit's default stock. */
  readonly stockId?: number | null;
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
        sql`(${r.multiStoreId}::int, ${r.companyId}::int, ${r.stockId ?? null}::int, ${r.productId}::int, ${text(r.incoming)}::numeric, ${text(r.outgoing)}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into sku_stocks as s (multi_store_id, company_id, stock_id, product_id, incoming, outgoing)
    select g.multi_store_id, g.company_id, coalesce(g.stock_id, ${defaultStockOf(sql.raw("g.company_id"))}), g.product_id,
      g.incoming, g.outgoing
    from (values ${values}) as g(multi_store_id, company_id, stock_id, product_id, incoming, outgoing)
    on conflict (stock_id, product_id)
      do update set incoming = excluded.incoming, outgoing = excluded.outgoing, updated_at = now()`);
}

export type StockSlot = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly stockId: number;
  readonly productId: number;
};

/**
 * Gives these products a stock row (zero on hand) in these stocks where they have none, so that a takeOut of a
 * product never stocked there (a transfer, a count's loss) still moves it and records its movement. One statement.
 */
export async function openStockRows(tx: Db, rows: ReadonlyArray<StockSlot>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.multiStoreId}::int, ${r.companyId}::int, ${r.stockId}::int, ${r.productId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into sku_stocks (multi_store_id, company_id, stock_id, product_id)
    select * from (values ${values}) as g(multi_store_id, company_id, stock_id, product_id)
    on conflict (stock_id, product_id) do nothing`);
}
