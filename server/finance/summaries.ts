import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

// The report summaries (finance_plan_months, finance_open_days, account_movement_days: server/finance/schema.ts) are
// kept by triggers of migration `finance-report-summaries`: after each statement that writes financial_entries or
// account_movements, what its rows count for after it minus what they counted for before is added to the summary
// rows (a key's slots summed), in the same transaction. This recomputes them from the detail rows and answers where they differ (nothing,
// when the books are right); the ledger tests and the finance reports bench call it.

export type SummaryMismatch = {
  readonly summary: "finance_plan_months" | "finance_open_days" | "account_movement_days";
  readonly key: string;
  readonly expected: string | null;
  readonly actual: string | null;
};

type Rows<T> = { rows: T[] };

/** Each summary row recomputed from the detail rows, compared with the one kept; answers the differences. */
export async function summaryMismatches(db: Db): Promise<SummaryMismatch[]> {
  const result = (await db.execute(sql`
    with plan_expected as (
      select concat_ws('/', multi_store_id, company_id, account_plan_id,
          competency_date - (extract(day from competency_date)::int - 1)) as key,
        concat_ws(' ', count(*), sum(case when kind = 'receive' then value else -value end),
          sum(case when kind = 'receive' then settled_value else -settled_value end)) as sums
      from financial_entries where canceled_at is null and account_plan_id is not null
      group by multi_store_id, company_id, account_plan_id, competency_date - (extract(day from competency_date)::int - 1)
    ),
    plan_actual as (
      select concat_ws('/', multi_store_id, company_id, account_plan_id, month) as key,
        concat_ws(' ', sum(entries), sum(foreseen), sum(realized)) as sums
      from finance_plan_months group by multi_store_id, company_id, account_plan_id, month
      having sum(entries) <> 0 or sum(foreseen) <> 0 or sum(realized) <> 0
    ),
    open_expected as (
      select concat_ws('/', multi_store_id, company_id, due_date, coalesce(account_id, 0)) as key,
        concat_ws(' ', count(*), sum(case when kind = 'receive' then value - settled_value else 0 end),
          sum(case when kind = 'pay' then value - settled_value else 0 end)) as sums
      from financial_entries where canceled_at is null and value > settled_value
      group by multi_store_id, company_id, due_date, coalesce(account_id, 0)
    ),
    open_actual as (
      select concat_ws('/', multi_store_id, company_id, due_date, account_id) as key,
        concat_ws(' ', sum(entries), sum(inflows), sum(outflows)) as sums
      from finance_open_days group by multi_store_id, company_id, due_date, account_id
      having sum(entries) <> 0 or sum(inflows) <> 0 or sum(outflows) <> 0
    ),
    days_expected as (
      select concat_ws('/', multi_store_id, company_id, date, account_id) as key,
        concat_ws(' ', count(*), sum(greatest(amount, 0)), sum(greatest(-amount, 0))) as sums
      from account_movements where reversed_at is null and kind <> 'transfer'
      group by multi_store_id, company_id, date, account_id
    ),
    days_actual as (
      select concat_ws('/', multi_store_id, company_id, date, account_id) as key,
        concat_ws(' ', sum(movements), sum(inflows), sum(outflows)) as sums
      from account_movement_days group by multi_store_id, company_id, date, account_id
      having sum(movements) <> 0 or sum(inflows) <> 0 or sum(outflows) <> 0
    )
    select 'finance_plan_months' as summary, coalesce(x.key, a.key) as key, x.sums as expected, a.sums as actual
    from plan_expected x full join plan_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'finance_open_days', coalesce(x.key, a.key), x.sums, a.sums
    from open_expected x full join open_actual a on a.key = x.key where x.sums is distinct from a.sums
    union all
    select 'account_movement_days', coalesce(x.key, a.key), x.sums, a.sums
    from days_expected x full join days_actual a on a.key = x.key where x.sums is distinct from a.sums
    order by 1, 2`)) as unknown as Rows<SummaryMismatch>;
  return result.rows;
}
