import { sql } from "drizzle-orm";
import { type Cents, centsToDecimalString } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";

// A product's cost in a unit (product_configs.unit_cost) as purchases set it (the weighted average a purchase
// invoice computes). The unit's config is created, at the product's reference price, when the unit has none.

export type UnitCost = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly productId: number;
  readonly unitCost: Cents;
};

/** Sets the products' unit cost in their units, in the caller's transaction, in one statement. */
export async function setUnitCosts(tx: Db, rows: ReadonlyArray<UnitCost>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.multiStoreId}::int, ${r.companyId}::int, ${r.productId}::int, ${centsToDecimalString(r.unitCost)}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into product_configs as pc (multi_store_id, company_id, product_id, price_1, unit_cost)
    select g.multi_store_id, g.company_id, g.product_id, p.price, g.unit_cost
    from (values ${values}) as g(multi_store_id, company_id, product_id, unit_cost)
    join products p on p.id = g.product_id
    on conflict (company_id, product_id) do update set unit_cost = excluded.unit_cost`);
}
