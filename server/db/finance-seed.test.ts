import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

// The demo seed's year of finance (issue 14, item 10): what the cash flow and the DRE of the demo show.

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the demo's finance", () => {
  it("gives both units of Rede Demo a year of months, profitable most of them, with one bad month", async () => {
    const months = await rows<{ unit: string; month: string; result: string }>(sql`
      select c.name as unit, to_char(e.competency_date, 'YYYY-MM') as month,
        sum(case when e.kind = 'receive' then e.value else -e.value end)::text as result
      from financial_entries e join companies c on c.id = e.company_id
      where c.name like 'Rede Demo%' and e.canceled_at is null
        and e.competency_date < date_trunc('month', current_date)
        and e.competency_date >= date_trunc('month', current_date) - interval '11 months'
      group by 1, 2 order by 1, 2`);
    for (const unit of ["Rede Demo Centro", "Rede Demo Savassi"]) {
      const own = months.filter((m) => m.unit === unit);
      expect(own.length).toBe(11);
      const profitable = own.filter((m) => Number(m.result) > 0).length;
      expect(profitable).toBeGreaterThanOrEqual(8);
      expect(Math.min(...own.map((m) => Number(m.result)))).toBeLessThan(-5_000);
    }
  });

  it("settles what fell due, leaves a few bills overdue and the coming months open", async () => {
    const [status] = await rows<{ overdue: number; future: number; settled: number }>(sql`
      select
        count(*) filter (where settled_date is null and due_date < current_date)::int as overdue,
        count(*) filter (where settled_date is null and due_date >= current_date)::int as future,
        count(*) filter (where settled_date is not null)::int as settled
      from financial_entries where canceled_at is null`);
    expect(status?.overdue).toBeGreaterThan(0);
    expect(status?.overdue).toBeLessThan(30);
    expect(status?.future).toBeGreaterThan(50);
    expect(status?.settled).toBeGreaterThan(1_000);
  });

  it("keeps the books consistent: settled values are their settlements, balances their movements", async () => {
    const wrong = await rows<{ id: number }>(sql`
      select e.id from financial_entries e
      left join financial_settlements s on s.entry_id = e.id and s.reversed_at is null
      group by e.id, e.settled_value having e.settled_value <> coalesce(sum(s.value), 0)`);
    expect(wrong).toEqual([]);
    const unmoved = await rows<{ id: number }>(sql`
      select s.id from financial_settlements s
      left join account_movements m on m.settlement_id = s.id
      where m.id is null`);
    expect(unmoved).toEqual([]);
    const banks = await rows<{ balance: string }>(sql`
      select sum(m.amount)::text as balance from account_movements m join accounts a on a.id = m.account_id
      where a.kind = 'bank' and m.reversed_at is null group by a.id`);
    expect(banks.length).toBe(3);
    expect(banks.every((bank) => Number(bank.balance) > 0)).toBe(true);
  });

  it("books the PDV's seeded sales, with their card fees, through the ledger", async () => {
    const [booked] = await rows<{ sales: number; missing: number; fees: number }>(sql`
      select
        (select count(distinct origin_id)::int from financial_entries where origin = 'sale') as sales,
        (select count(*)::int from sales s where s.status = 'finished'
          and not exists (select 1 from financial_entries e where e.origin = 'sale' and e.origin_id = s.id)) as missing,
        (select count(*)::int from financial_entries where origin = 'card_fee') as fees`);
    expect(booked?.sales).toBeGreaterThan(10);
    expect(booked?.missing).toBe(0);
    expect(booked?.fees).toBeGreaterThan(0);
  });
});
