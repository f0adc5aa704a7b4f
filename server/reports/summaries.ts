import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

// The sales reports' daily summaries (sales_days, seller_sales_days, product_sales_days, payment_method_days:
// server/reports/schema.ts) are kept by triggers of migration `sales-report-summaries`, in the writing transaction,
// and product_sales_days' monthly and yearly roll-ups by those of `product-sales-rollups`. This recomputes the daily
// ones from the detail rows (sales, sale_items, financial_inflows, the card-fee financial_entries) and the roll-ups
// from the daily rows, and answers where they differ (nothing, when they are right); the reports' tests and bench
// call it.

export type SalesSummaryMismatch = {
  readonly summary:
    | "sales_days"
    | "seller_sales_days"
    | "product_sales_days"
    | "product_sales_months"
    | "product_sales_years"
    | "payment_method_days";
  readonly key: string;
  readonly expected: string | null;
  readonly actual: string | null;
};

type Rows<T> = { rows: T[] };

/** The CTEs `product_<span>s_expected` (product_sales_days summed per month or year) and `…_actual` (the roll-up). */
const rollupChecks = (span: "month" | "year") => {
  const sums = (period: string, table: string) => `
      select concat_ws('/', multi_store_id, company_id, ${period}, product_id, uncosted_quantity::numeric(14, 3)) as key,
        array[sum(lines), sum(quantity), sum(revenue), sum(cost)]::numeric[] as sums
      from ${table} group by multi_store_id, company_id, ${period}, product_id, uncosted_quantity::numeric(14, 3)
      having sum(lines) <> 0 or sum(quantity) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0`;
  return sql.raw(`product_${span}s_expected as (${sums(`date_trunc('${span}', day)::date`, "product_sales_days")}
    ),
    product_${span}s_actual as (${sums("period", `product_sales_${span}s`)}
    ),`);
};

/** Each summary row recomputed from the detail rows, compared with the one kept; answers the differences. */
export async function salesSummaryMismatches(db: Db): Promise<SalesSummaryMismatch[]> {
  const result = (await db.execute(sql`
    with sold as (
      select s.*, (s.created_at at time zone 'America/Sao_Paulo')::date as day from sales s where s.status <> 'canceled'
    ),
    sold_items as (
      select s.multi_store_id, s.company_id, s.day, s.user_id, coalesce(s.seller_id, 0) as seller_id, i.product_id,
        i.quantity, i.total, i.unit_cost
      from sold s join sale_items i on i.sale_id = s.id where i.status
    ),
    users_expected as (
      select concat_ws('/', multi_store_id, company_id, day, user_id) as key,
        array[sum(sales), sum(total), sum(discounts), sum(items)]::numeric[] as sums
      from (
        select multi_store_id, company_id, day, user_id, count(*) as sales, sum(total) as total,
          sum(discount_total) as discounts, 0 as items
        from sold group by 1, 2, 3, 4
        union all
        select multi_store_id, company_id, day, user_id, 0, 0, 0, sum(quantity) from sold_items group by 1, 2, 3, 4
      ) u group by multi_store_id, company_id, day, user_id
    ),
    users_actual as (
      select concat_ws('/', multi_store_id, company_id, day, user_id) as key,
        array[sum(sales), sum(total), sum(discounts), sum(items)]::numeric[] as sums
      from sales_days group by multi_store_id, company_id, day, user_id
      having sum(sales) <> 0 or sum(total) <> 0 or sum(discounts) <> 0 or sum(items) <> 0
    ),
    sellers_expected as (
      select concat_ws('/', multi_store_id, company_id, day, seller_id) as key,
        array[sum(sales), sum(total), sum(items)]::numeric[] as sums
      from (
        select multi_store_id, company_id, day, coalesce(seller_id, 0) as seller_id, count(*) as sales,
          sum(total) as total, 0 as items
        from sold group by 1, 2, 3, 4
        union all
        select multi_store_id, company_id, day, seller_id, 0, 0, sum(quantity) from sold_items group by 1, 2, 3, 4
      ) u group by multi_store_id, company_id, day, seller_id
    ),
    sellers_actual as (
      select concat_ws('/', multi_store_id, company_id, day, seller_id) as key,
        array[sum(sales), sum(total), sum(items)]::numeric[] as sums
      from seller_sales_days group by multi_store_id, company_id, day, seller_id
      having sum(sales) <> 0 or sum(total) <> 0 or sum(items) <> 0
    ),
    products_expected as (
      select concat_ws('/', multi_store_id, company_id, day, product_id,
          (case when unit_cost = 0 then quantity else 0 end)::numeric(14, 3)) as key,
        array[count(*), sum(quantity), sum(total),
          sum(case when unit_cost = 0 then 0 else round(quantity * unit_cost, 2) end)]::numeric[] as sums
      from sold_items
      group by multi_store_id, company_id, day, product_id, (case when unit_cost = 0 then quantity else 0 end)::numeric(14, 3)
    ),
    products_actual as (
      select concat_ws('/', multi_store_id, company_id, day, product_id, uncosted_quantity::numeric(14, 3)) as key,
        array[sum(lines), sum(quantity), sum(revenue), sum(cost)]::numeric[] as sums
      from product_sales_days group by multi_store_id, company_id, day, product_id, uncosted_quantity::numeric(14, 3)
      having sum(lines) <> 0 or sum(quantity) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0
    ),
    ${rollupChecks("month")}
    ${rollupChecks("year")}
    lines as (
      select s.multi_store_id, s.company_id, s.day, f.payment_method_id, f.sale_id, f.billing_value, f.received_value
      from sold s join financial_inflows f on f.sale_id = s.id where f.reversed_at is null
    ),
    methods_expected as (
      select concat_ws('/', multi_store_id, company_id, day, payment_method_id) as key,
        array[sum(sales), sum(billed), sum(received), sum(fees)]::numeric[] as sums
      from (
        select multi_store_id, company_id, day, payment_method_id, count(distinct sale_id) as sales,
          sum(billing_value) as billed, sum(received_value) as received, 0 as fees
        from lines group by 1, 2, 3, 4
        union all
        select multi_store_id, company_id, day, 0, count(distinct sale_id), 0, 0, 0 from lines group by 1, 2, 3
        union all
        select s.multi_store_id, s.company_id, s.day, e.payment_method_id, 0, 0, 0, sum(e.value)
        from sold s join financial_entries e on e.origin_id = s.id
        where e.origin = 'card_fee' and e.canceled_at is null and e.payment_method_id is not null
        group by 1, 2, 3, 4
      ) u group by multi_store_id, company_id, day, payment_method_id
    ),
    methods_actual as (
      select concat_ws('/', multi_store_id, company_id, day, payment_method_id) as key,
        array[sum(sales), sum(billed), sum(received), sum(fees)]::numeric[] as sums
      from payment_method_days group by multi_store_id, company_id, day, payment_method_id
      having sum(sales) <> 0 or sum(billed) <> 0 or sum(received) <> 0 or sum(fees) <> 0
    )
    select 'sales_days' as summary, coalesce(x.key, a.key) as key, x.sums::text as expected, a.sums::text as actual
    from users_expected x full join users_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'seller_sales_days', coalesce(x.key, a.key), x.sums::text, a.sums::text
    from sellers_expected x full join sellers_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'product_sales_days', coalesce(x.key, a.key), x.sums::text, a.sums::text
    from products_expected x full join products_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'product_sales_months', coalesce(x.key, a.key), x.sums::text, a.sums::text
    from product_months_expected x full join product_months_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'product_sales_years', coalesce(x.key, a.key), x.sums::text, a.sums::text
    from product_years_expected x full join product_years_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'payment_method_days', coalesce(x.key, a.key), x.sums::text, a.sums::text
    from methods_expected x full join methods_actual a on a.key = x.key where x.sums is distinct from a.sums
    order by 1, 2`)) as unknown as Rows<SalesSummaryMismatch>;
  return result.rows;
}
