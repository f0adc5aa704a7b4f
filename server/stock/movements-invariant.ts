import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

// The ledger's invariant (issue 13 item 3): for every SKU of every stock, on hand equals the sum of its movements
// (incoming − outgoing), and the balance after its last movement is that on hand. Used by the ledger's random-mix
// test and by bench/stock-ledger.ts.

export type LedgerViolation = {
  readonly skuStockId: number;
  readonly stockId: number;
  readonly productId: number;
  /** On hand (numeric text). */
  readonly quantity: string;
  /** Sum of incoming − outgoing of its movements. */
  readonly moved: string;
  /** balance_after of its last movement; null without movements. */
  readonly lastBalance: string | null;
};

/**
 * Every SKU stock (of one network, or of all) whose on hand differs from the sum of its movements or from the
 * balance after its last one; empty when the ledger holds. One statement (a grouped scan of the movements).
 */
export async function checkLedgerInvariant(db: Db, multiStoreId?: number): Promise<LedgerViolation[]> {
  const ofNetwork = (column: string) =>
    multiStoreId === undefined ? sql`true` : sql`${sql.raw(column)} = ${multiStoreId}`;
  const result = (await db.execute(sql`
    with sums as (
      select stock_id, product_id, sum(incoming - outgoing) as moved, max(id) as last_id
      from stock_movements where ${ofNetwork("multi_store_id")}
      group by stock_id, product_id
    )
    select s.id as "skuStockId", s.stock_id as "stockId", s.product_id as "productId", s.quantity::text as quantity,
      coalesce(x.moved, 0)::text as moved, m.balance_after::text as "lastBalance"
    from sku_stocks s
    left join sums x on x.stock_id = s.stock_id and x.product_id = s.product_id
    left join stock_movements m on m.id = x.last_id
    where ${ofNetwork("s.multi_store_id")}
      and (s.quantity <> coalesce(x.moved, 0) or (m.id is not null and m.balance_after <> s.quantity))
    order by s.id`)) as unknown as { rows: LedgerViolation[] };
  return result.rows;
}
