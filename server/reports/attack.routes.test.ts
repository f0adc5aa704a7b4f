import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemSales } from "../../src/schemas/reports.ts";
import { saleItems, sales } from "../pdv/schema.ts";
import { products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { salesSummaryMismatches } from "./public.ts";
import { reportTestNetwork } from "./report-test-network.ts";

// RPT 6 read from the product roll-ups (days, months, years; server/reports/product-sales.ts) must say what the sales
// say: random sales over three calendar years (cancelled ones, removed items, recorded and unrecorded costs), then
// random periods — and the edges of years, months and leap days — against a direct sum over sale_items. And the
// roll-ups stay exact when sales of one product and unit are written at once.

let t: TestApp;
let admin = "";
let demoId = 0;
let unitA = 0;
let unitB = 0;
let adminId = 0;
let group = 0;
const productIds: number[] = [];

// A small deterministic generator, so that a failure can be replayed.
let seed = 20261125;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(values: ReadonlyArray<T>) => values[Math.floor(random() * values.length)] as T;
const DAY = 86_400_000;
const FIRST = Date.parse("2024-01-01T12:00:00-03:00");
const SPAN = 3 * 366;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function sale(db: TestApp["db"], companyId: number, at: Date, canceled: boolean) {
  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => {
    const quantity = pick(["1", "2", "0.5", "1.25", "3"]);
    const price = pick(["10.00", "4.99", "7.35"]);
    return {
      multiStoreId: demoId,
      productId: pick(productIds),
      position,
      description: "Produto Ataque",
      quantity,
      unitPrice: price,
      listPrice: price,
      unitCost: pick(["0", "1.23", "2.50"]),
      discount: "0",
      total: (Math.round(Number(quantity) * Number(price) * 100) / 100).toFixed(2),
      status: random() > 0.15,
    };
  });
  const total = lines.reduce((sum, line) => sum + (line.status ? Number(line.total) : 0), 0).toFixed(2);
  const [row] = await db
    .insert(sales)
    .values({
      multiStoreId: demoId,
      companyId,
      userId: adminId,
      grossTotal: total,
      discountTotal: "0",
      itemsTotal: total,
      total,
      inflowsTotal: total,
      status: canceled ? "canceled" : "finished",
      createdAt: at,
    })
    .returning({ id: sales.id });
  await db.insert(saleItems).values(lines.map((line) => ({ ...line, saleId: row?.id as number })));
}

/** Quantity, revenue and cost per product from sale_items itself, as RPT 6 prints them. */
async function direct(start: string, end: string) {
  const result = (await t.db.execute(sql`
    select i.product_id as id, sum(i.quantity)::numeric(14, 3)::text as quantity, sum(i.total)::numeric(14, 2)::text as revenue,
      sum(round(i.quantity * case when i.unit_cost = 0 then p.cost else i.unit_cost end, 2))::numeric(14, 2)::text as cost
    from sale_items i join sales s on s.id = i.sale_id join products p on p.id = i.product_id
    where s.company_id in (${unitA}, ${unitB}) and s.status <> 'canceled' and i.status
      and (s.created_at at time zone 'America/Sao_Paulo')::date between ${start}::date and ${end}::date
    group by i.product_id order by i.product_id`)) as unknown as {
    rows: Array<{ id: number; quantity: string; revenue: string; cost: string }>;
  };
  return result.rows.map((row) => [Number(row.id), Number(row.quantity), row.revenue, row.cost]);
}

async function reported(start: string, end: string) {
  const res = await t.request(
    `/api/v1/reports/item_sales?start=${start}&end=${end}&group_id=${group}&group_by=product`,
    {
      cookie: admin,
    },
  );
  expect(res.status, `${start}..${end}`).toBe(200);
  const body = (await res.json()) as ItemSales;
  return body.data
    .map((row) => [row.id, row.quantity, row.revenue, row.cost] as [number, number, string, string])
    .sort((a, b) => a[0] - b[0]);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  ({ demoId, unitA, unitB, adminId, group } = await reportTestNetwork(t, "Ataque"));
  for (const [index, cost] of ["1.00", "2.75", "0.40"].entries()) {
    const [row] = await t.db
      .insert(products)
      .values({ multiStoreId: demoId, fullDescription: `Ataque ${index}`, sku: `ATK-${index}`, cost })
      .returning({ id: products.id });
    productIds.push(row?.id as number);
  }
  // Sales on the edges too: new year's eve and day at local midnight, a leap day, the last and first of months.
  const edges = ["2024-02-29T12:00:00-03:00", "2024-12-31T23:59:00-03:00", "2025-01-01T00:00:00-03:00"];
  const edgeSales = [...edges, "2025-12-31T23:30:00-03:00", "2026-01-01T00:30:00-03:00", "2025-03-01T08:00:00-03:00"];
  for (const at of edgeSales) await sale(t.db, pick([unitA, unitB]), new Date(at), false);
  for (let n = 0; n < 120; n += 1) {
    const at = new Date(FIRST + Math.floor(random() * SPAN) * DAY + Math.floor(random() * 24) * 3_600_000);
    await sale(t.db, pick([unitA, unitB]), at, random() < 0.1);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("RPT 6 over the product roll-ups", () => {
  it("equals the direct sum over sale_items for random periods and the edges of years, months and leap days", async () => {
    const periods: Array<[string, string]> = [
      ["2024-01-01", "2024-12-31"],
      ["2024-02-29", "2024-02-29"],
      ["2024-02-01", "2024-02-29"],
      ["2024-03-01", "2025-02-28"],
      ["2024-12-31", "2025-01-01"],
      ["2024-12-31", "2025-12-31"],
      ["2025-01-01", "2025-12-31"],
      ["2025-01-02", "2025-12-30"],
      ["2025-12-31", "2026-12-30"],
      ["9999-02-01", "9999-12-31"],
    ];
    for (let n = 0; n < 14; n += 1) {
      const from = FIRST + Math.floor(random() * SPAN) * DAY;
      periods.push([isoDay(from), isoDay(from + Math.floor(random() * 366) * DAY)]);
    }
    for (const [start, end] of periods) {
      const expected = await direct(start, end);
      const rows = await reported(start, end);
      expect(
        rows.map(([id, quantity, revenue, cost]) => [id, quantity, revenue, cost]),
        `${start}..${end}`,
      ).toEqual(expected);
    }
  }, 30_000);

  it("keeps the roll-ups exact when sales of one product and unit are written at once", async () => {
    const at = new Date("2026-06-15T10:00:00-03:00");
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) =>
        t.db.transaction(async (tx) => {
          await sale(tx as unknown as TestApp["db"], n % 2 ? unitA : unitB, at, false);
          await tx.execute(sql`select pg_sleep(0.05)`);
          await sale(tx as unknown as TestApp["db"], n % 2 ? unitB : unitA, new Date(at.getTime() - 40 * DAY), false);
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expect(await salesSummaryMismatches(t.db)).toEqual([]);
    expect(await reported("2026-01-01", "2026-12-31")).toEqual(await direct("2026-01-01", "2026-12-31"));
  }, 30_000);
});
