// Sales reports and insights benchmark (issue 16 item 4): three years of a 20-unit network — BENCH_SALES finalized
// sales (1,000,000 by default, about 3 % cancelled) from 2024-01-01 to 2026-11-20 with about three items each over
// a catalog of 3,000 products in 12 departments and 72 groups, their payment lines (money with change, debit and
// credit cards with the card fees the ledger books, PIX), about 6 % deliveries with delivery men, sellers and
// cashiers per unit — seeded in set-based SQL through plain INSERTs into the real tables (so every trigger on them
// runs, the summaries' too), then timed: RPT 2, 4, 5, 6 (product, department, group), 8, 15, 16 through the query
// functions their handlers call, and the insights home as the page loads it (its five requests at once, over HTTP),
// each for one unit and one month and for the whole network and one year; p50 and p95 over BENCH_RUNS runs after
// a warm-up, on PGlite and (with DATABASE_URL) PostgreSQL in a scratch database. Goals on PostgreSQL: p95 under
// 300 ms for a month of one unit, under 1 s for a year of the network. Prints markdown, with EXPLAIN (ANALYZE,
// BUFFERS) of the two slowest reports' statements on PostgreSQL.
//
//   npx tsx bench/sales-reports.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sales-reports.ts
//   BENCH_SALES=1000000 BENCH_RUNS=20 (defaults); BENCH_PGLITE_SALES (default BENCH_SALES / 5: PGlite seeds a
//   million sales in far more than the bench's time); BENCH_SKIP_PGLITE=1 measures PostgreSQL only;
//   BENCH_DATABASE=bench_sales keeps that PostgreSQL database between runs (seeded once; drop it yourself)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { generateCnpj } from "../src/domain/documents.ts";
import type { ItemGrouping } from "../src/schemas/reports.ts";
import { type Database, openPglite, openPostgres, type QueryObserver } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { startUnitFinance } from "../server/finance/starting-set.ts";
import { companies } from "../server/network/schema.ts";
import { deliveryHistoryFigures, deliveryManFigures } from "../server/reports/delivery-queries.ts";
import { attendantFigures, itemSalesFigures } from "../server/reports/items-queries.ts";
import { comparisonFigures, paymentMethodFigures } from "../server/reports/sales-queries.ts";
import type { ResolvedReportScope } from "../server/reports/scope.ts";
import { salesSummaryMismatches } from "../server/reports/summaries.ts";
import { openDefaultStocks } from "../server/stock/public.ts";
import { benchCookie, startBenchServer } from "./bench-support.ts";

const SALES = Number(process.env.BENCH_SALES ?? 1_000_000);
const PGLITE_SALES = Number(process.env.BENCH_PGLITE_SALES ?? Math.round(SALES / 5));
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Sales per seeding statement group (a month and a bit of the network at 1,000,000). */
const CHUNK = Number(process.env.BENCH_SALES_CHUNK ?? 50_000);
const UNITS = 20;
const PRODUCTS = 3_000;
const DEPARTMENTS = 12;
const GROUPS_PER_DEPARTMENT = 6;
const CUSTOMERS = 30_000;
const FIRST_DAY = "2024-01-01";
const LAST_DAY = "2026-11-20";
export const SALES_GOALS = { unitMonthP95Ms: 300, networkYearP95Ms: 1_000 } as const;

const log = (text: string) => process.stderr.write(`${text}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Rows<T> = { rows: T[] };
const select = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

type Network = { multiStoreId: number; companyIds: number[] };
/** unit: one unit's October 2025; network: the 20 units' calendar 2025; rolling: the 20 units' 12 months to 2025-11-20. */
type ScopeLabel = "unit" | "network" | "rolling";
const SCOPE_HEADINGS: Record<ScopeLabel, string> = {
  unit: "unit·month",
  network: "network·year",
  rolling: "network·12 months",
};
const goalOf = (scope: ScopeLabel) => (scope === "unit" ? SALES_GOALS.unitMonthP95Ms : SALES_GOALS.networkYearP95Ms);
type Result = { database: string; sales: number; name: string; scope: ScopeLabel; p50: number; p95: number };
const results: Result[] = [];
const notes: string[] = [];
const explains: string[] = [];

/** Rede Demo grown to UNITS units with cashiers, sellers, delivery men, a catalog and customers. */
async function seedPeopleAndCatalog(database: Database): Promise<Network> {
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  if (!network) throw new Error("no Rede Demo");
  const ms = network.id;
  const existing = await select<{ id: number }>(database, sql`select id from companies where multi_store_id = ${ms}`);
  const added = await database.db
    .insert(companies)
    .values(
      Array.from({ length: UNITS - existing.length }, (_, i) => ({
        multiStoreId: ms,
        name: `Rede Demo Loja ${String(i + 3).padStart(2, "0")}`,
        legalName: `Rede Demo Loja ${i + 3} Comércio Ltda`,
        federalTaxId: generateCnpj(100 + i),
        city: "São Paulo",
        uf: "SP",
      })),
    )
    .returning({ id: companies.id });
  const units = added.map((u) => ({ multiStoreId: ms, companyId: u.id }));
  await openDefaultStocks(database.db, units);
  await startUnitFinance(database.db, units);
  // Who works in every unit of the demo works in the new ones too (the administrator: the home of the network).
  await database.db.execute(sql`
    insert into user_companies (user_id, company_id, multi_store_id)
    select uc.user_id, c.id, ${ms} from user_companies uc cross join companies c
    where uc.multi_store_id = ${ms} and c.multi_store_id = ${ms}
      and uc.company_id = (select min(id) from companies where multi_store_id = ${ms})
      and exists (select 1 from user_companies o where o.user_id = uc.user_id and o.company_id <> uc.company_id)
      and not exists (select 1 from user_companies x where x.user_id = uc.user_id and x.company_id = c.id)`);
  const unitRows = `(select id, row_number() over (order by id) - 1 as n from companies where multi_store_id = ${ms})`;
  // Three cashiers per unit.
  await database.db.execute(sql`
    insert into users (multi_store_id, login, name, email, password_hash)
    select ${ms}, 'bench.caixa.' || u.n || '.' || k, 'Caixa ' || k || ' da loja ' || (u.n + 1),
      'bench.caixa.' || u.n || '.' || k || '@rededemo.com.br',
      (select password_hash from users where login = 'admin')
    from ${sql.raw(unitRows)} u cross join generate_series(1, 3) k`);
  await database.db.execute(sql`
    insert into user_companies (user_id, company_id, multi_store_id)
    select us.id, u.id, ${ms} from users us join ${sql.raw(unitRows)} u on us.login like 'bench.caixa.' || u.n || '.%'`);
  // Five sellers (1 % to 5 % commission) and three delivery men per unit.
  await database.db.execute(sql`
    insert into sellers (multi_store_id, company_id, name, commission_percentage)
    select ${ms}, u.id, 'Vendedor ' || k || ' da loja ' || (u.n + 1), k
    from ${sql.raw(unitRows)} u cross join generate_series(1, 5) k`);
  await database.db.execute(sql`
    insert into delivery_men (multi_store_id, company_id, name)
    select ${ms}, u.id, 'Entregador ' || k || ' da loja ' || (u.n + 1)
    from ${sql.raw(unitRows)} u cross join generate_series(1, 3) k`);
  await database.db.execute(sql`
    insert into market_structure (multi_store_id, level, name)
    select ${ms}, 'department', 'Bench departamento ' || d from generate_series(1, ${DEPARTMENTS}::int) d`);
  await database.db.execute(sql`
    insert into market_structure (multi_store_id, level, name, parent_id)
    select ${ms}, 'group', 'Bench grupo ' || d.n || '.' || k, d.id
    from (select id, row_number() over (order by id) as n from market_structure
          where multi_store_id = ${ms} and level = 'department' and name like 'Bench %') d
    cross join generate_series(1, ${GROUPS_PER_DEPARTMENT}::int) k`);
  // Products spread over the groups; prices from R$ 2,00 to R$ 400,00, costs 40 % to 70 % of the price.
  await database.db.execute(sql`
    with grp as (select id, parent_id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from market_structure where multi_store_id = ${ms} and level = 'group' and name like 'Bench %')
    insert into products (multi_store_id, full_description, sku, department_id, group_id, price, cost)
    select ${ms}, 'Produto bench ' || lpad(p::text, 5, '0'), 'BENCH-' || lpad(p::text, 5, '0'), grp.parent_id, grp.id,
      round((2 + (p * 7919 % 39800) / 100.0)::numeric, 2),
      round(((2 + (p * 7919 % 39800) / 100.0) * (40 + p % 31) / 100.0)::numeric, 2)
    from generate_series(1, ${PRODUCTS}::int) p join grp on grp.n = p % grp.total`);
  await database.db.execute(sql`
    insert into product_configs (multi_store_id, company_id, product_id, price_1, unit_cost)
    select ${ms}, c.id, p.id, p.price, round(p.cost * (95 + (p.id + c.id) % 11) / 100.0, 2)
    from products p cross join companies c
    where p.multi_store_id = ${ms} and p.sku like 'BENCH-%' and c.multi_store_id = ${ms}
    on conflict do nothing`);
  await database.db.execute(sql`
    insert into customers (multi_store_id, name, doc_id_1, created_at)
    select ${ms}, 'Cliente bench ' || c, lpad(c::text, 11, '0'),
      (${FIRST_DAY}::date + (c::bigint * (${LAST_DAY}::date - ${FIRST_DAY}::date) / ${CUSTOMERS}::int)::int)::timestamp
        + make_interval(secs => 28800 + c * 7919 % 43200)
    from generate_series(1, ${CUSTOMERS}::int) c`);
  // The debit card has a fee too (the credit card's 2.99 % comes from the demo seed).
  await database.db.execute(sql`
    update payment_methods set fee_percentage = 1.49, days_to_receive = 1
    where multi_store_id = ${ms} and name = 'Cartão de débito'`);
  const all = await select<{ id: number }>(
    database,
    sql`select id from companies where multi_store_id = ${ms} order by id`,
  );
  return { multiStoreId: ms, companyIds: all.map((u) => u.id) };
}

/**
 * Sales `from`..`to` of `total` (numbered; sale n is sold on day ⌊n × days / total⌋, so ids grow with time), their
 * items, payment lines and card fees: a scratch table of the lines, then one INSERT … SELECT per real table.
 */
async function seedSales(database: Database, network: Network, base: number, from: number, to: number, total: number) {
  // One transaction: the scratch tables live on its connection (a pool would hand each statement another one).
  await database.db.transaction(async (tx) => {
    await seedSalesIn({ ...database, db: tx as unknown as Database["db"] }, network, base, from, to, total);
  });
}

async function seedSalesIn(
  database: Database,
  network: Network,
  base: number,
  from: number,
  to: number,
  total: number,
) {
  const ms = network.multiStoreId;
  const ids = sql.raw(`array[${network.companyIds.join(",")}]::int[]`);
  // One pseudo-random number per sale, and the sale's shape from it.
  await database.db.execute(sql`drop table if exists bench_sales`);
  await database.db.execute(sql`
    create temp table bench_sales on commit drop as
    with g as (
      select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(${from}::int, ${to}::int) g
    )
    select g.g, g.h, ${base}::int + g.g as sale_id,
      (${ids})[(1 + (g.h / 7) % ${UNITS})::int] as company_id,
      (${FIRST_DAY}::date + ((g.g::bigint - 1) * (${LAST_DAY}::date - ${FIRST_DAY}::date + 1) / ${total}::int)::int)
        as day,
      1 + (g.h / 37) % 5 as items,
      (g.h / 23) % 100 < 6 as delivery,
      (g.h / 31) % 100 < 3 as canceled,
      (g.h / 43) % 100 as pay
    from g`);
  await database.db.execute(sql`drop table if exists bench_lines`);
  await database.db.execute(sql`
    create temp table bench_lines on commit drop as
    with l as (
      select s.g, s.sale_id, s.company_id, k,
        (select min(id) from products where multi_store_id = ${ms} and sku like 'BENCH-%')
          + ((s.h / 3 + k * 40503) * 7) % ${PRODUCTS} as product_id,
        case when (s.h / 41 + k * 3) % 10 < 7 then 1 else 2 + (s.h / 47 + k) % 2 end::numeric as quantity,
        (s.h / 53 + k) % 10 = 0 as discounted,
        (s.h / 59 + k * 7) % 50 <> 0 as status
      from bench_sales s cross join lateral generate_series(1, s.items) k
    )
    select l.*, p.full_description, p.price, c.unit_cost,
      case when l.discounted then round(l.quantity * p.price * 0.05, 2) else 0 end as discount,
      l.quantity * p.price - case when l.discounted then round(l.quantity * p.price * 0.05, 2) else 0 end as total
    from l join products p on p.id = l.product_id
    left join product_configs c on c.company_id = l.company_id and c.product_id = l.product_id`);
  await database.db.execute(sql`analyze bench_sales`);
  await database.db.execute(sql`analyze bench_lines`);
  // The sales: cashier, seller (80 %), customer (30 %), delivery (6 %: charged to the customer or paid by the unit).
  await database.db.execute(sql`
    with sums as (
      select sale_id, sum(quantity * price) filter (where status) as gross, sum(discount) filter (where status) as disc,
        sum(total) filter (where status) as items
      from bench_lines group by sale_id
    ),
    cashiers as (select u.id, uc.company_id, row_number() over (partition by uc.company_id order by u.id) - 1 as n
      from users u join user_companies uc on uc.user_id = u.id where u.login like 'bench.caixa.%'),
    sellers_of as (select id, company_id, row_number() over (partition by company_id order by id) - 1 as n
      from sellers where multi_store_id = ${ms}),
    men as (select id, company_id, row_number() over (partition by company_id order by id) - 1 as n
      from delivery_men where multi_store_id = ${ms}),
    first_customer as (select min(id) as id from customers where multi_store_id = ${ms} and name like 'Cliente bench %'),
    shaped as (
      select s.*, coalesce(x.gross, 0) as gross, coalesce(x.disc, 0) as disc, coalesce(x.items, 0) as items_total,
        case when not s.delivery then 9 when s.h % 2 = 0 then 1 else 2 end as shipping,
        ((s.day::timestamp + make_interval(secs => 28800 + (s.h / 61) % 50400)) at time zone 'America/Sao_Paulo')
          as at
      from bench_sales s left join sums x on x.sale_id = s.sale_id
    )
    insert into sales (id, multi_store_id, company_id, user_id, customer_id, delivery_man_id, seller_id,
      shipping_method, delivery_charge, delivery_cost, gross_total, discount_total, items_total, total, inflows_total,
      total_change, status, canceled_at, canceled_by, cancel_reason, created_at)
    select s.sale_id, ${ms}, s.company_id, c.id,
      case when (s.h / 17) % 10 < 3 then (select id from first_customer) + ((s.h / 19) % ${CUSTOMERS}::int)::int end,
      case when s.delivery and (s.h / 29) % 10 <> 0 then m.id end,
      case when (s.h / 13) % 10 < 8 then se.id end,
      s.shipping, case when s.shipping = 1 then 8 else 0 end, case when s.shipping = 2 then 6 else 0 end,
      s.gross, s.disc, s.items_total, s.items_total + case when s.shipping = 1 then 8 else 0 end,
      case when s.pay < 35 then ceil((s.items_total + case when s.shipping = 1 then 8 else 0 end) / 10) * 10
        else s.items_total + case when s.shipping = 1 then 8 else 0 end end,
      case when s.pay < 35 then ceil((s.items_total + case when s.shipping = 1 then 8 else 0 end) / 10) * 10
        - (s.items_total + case when s.shipping = 1 then 8 else 0 end) else 0 end,
      case when s.canceled then 'canceled' else 'finished' end,
      case when s.canceled then s.at + interval '20 minutes' end, case when s.canceled then c.id end,
      case when s.canceled then 'Desistência do cliente' end, s.at
    from shaped s
    join cashiers c on c.company_id = s.company_id and c.n = (s.h / 11) % 3
    join sellers_of se on se.company_id = s.company_id and se.n = (s.h / 67) % 5
    join men m on m.company_id = s.company_id and m.n = (s.h / 71) % 3`);
  await database.db.execute(sql`
    insert into sale_items (multi_store_id, sale_id, product_id, position, description, quantity, unit_price,
      list_price, unit_cost, discount, total, status)
    select ${ms}, sale_id, product_id, k, full_description, quantity, price, price, coalesce(unit_cost, 0), discount,
      total, status
    from bench_lines`);
  // One payment line per sale: money (35 %, with change), debit card (20 %), credit card (20 %), PIX (25 %).
  await database.db.execute(sql`
    with methods as (select id, name, kind, days_to_receive from payment_methods where multi_store_id = ${ms})
    insert into financial_inflows (multi_store_id, company_id, sale_id, payment_method_id, payment_kind, position,
      billing_value, received_value, received, due_date, received_date, reversed_at, created_at)
    select ${ms}, s.company_id, s.id, m.id, m.kind, 1, s.total, s.inflows_total, m.days_to_receive = 0,
      (s.created_at at time zone 'America/Sao_Paulo')::date + m.days_to_receive,
      case when m.days_to_receive = 0 then (s.created_at at time zone 'America/Sao_Paulo')::date end,
      s.canceled_at, s.created_at
    from sales s join bench_sales b on b.sale_id = s.id
    join methods m on m.name = case when b.pay < 35 then 'Dinheiro' when b.pay < 55 then 'Cartão de débito'
      when b.pay < 75 then 'Cartão de crédito' else 'PIX' end`);
  // The card fees the ledger books with a card payment (cancelled with the sale).
  await database.db.execute(sql`
    insert into financial_entries (multi_store_id, company_id, kind, description, account_plan_id,
      payment_method_id, competency_date, due_date, value, origin, origin_id, canceled_at, user_id, created_at)
    select ${ms}, i.company_id, 'pay', 'Taxa de cartão – venda nº ' || i.sale_id, ap.id, m.id,
      (i.created_at at time zone 'America/Sao_Paulo')::date, i.due_date,
      round(i.billing_value * m.fee_percentage / 100, 2), 'card_fee', i.sale_id, i.reversed_at, s.user_id,
      i.created_at
    from financial_inflows i join payment_methods m on m.id = i.payment_method_id
    join sales s on s.id = i.sale_id
    join account_plans ap on ap.company_id = i.company_id and ap.code = '9.2'
    where i.sale_id > ${base + from - 1} and i.sale_id <= ${base + to} and m.fee_percentage > 0`);
}

async function seed(database: Database, sales: number): Promise<Network> {
  const t0 = performance.now();
  const network = await seedPeopleAndCatalog(database);
  const [max] = await select<{ id: number }>(database, sql`select coalesce(max(id), 0)::int as id from sales`);
  const base = (max?.id ?? 0) + 1000;
  for (let from = 1; from <= sales; from += CHUNK) {
    const to = Math.min(sales, from + CHUNK - 1);
    await seedSales(database, network, base, from, to, sales);
    log(`  ${to.toLocaleString("en-US")} sales (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  await database.db.execute(sql`select setval(pg_get_serial_sequence('sales', 'id'), (select max(id) from sales))`);
  await database.db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - t0) / 1000;
  log(`  seeded in ${seconds.toFixed(1)} s`);
  notes.push(`${database.kind === "pglite" ? "PGlite" : "PostgreSQL"}: seeded in ${seconds.toFixed(0)} s.`);
  return network;
}

/** A kept database (BENCH_DATABASE) seeded by an earlier run: its network, without seeding again. */
async function seededNetwork(database: Database): Promise<Network | null> {
  const [seeded] = await select<{ n: number }>(
    database,
    sql`select count(*)::int as n from products where sku like 'BENCH-%'`,
  );
  if (!seeded?.n) return null;
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  if (!network) return null;
  const units = await select<{ id: number }>(
    database,
    sql`select id from companies where multi_store_id = ${network.id} order by id`,
  );
  log("  reusing the bench sales");
  return { multiStoreId: network.id, companyIds: units.map((u) => u.id) };
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

type Case = { name: string; run: (database: Database, scope: ResolvedReportScope) => Promise<unknown> };

const grouping = (g: ItemGrouping): Case => ({
  name: `RPT 6 items by ${g}`,
  run: (database, scope) => itemSalesFigures(database.db, scope, g),
});

const REPORTS: ReadonlyArray<Case> = [
  { name: "RPT 2 payment methods", run: (database, scope) => paymentMethodFigures(database.db, scope) },
  { name: "RPT 4 by user", run: (database, scope) => comparisonFigures(database.db, scope, "user") },
  { name: "RPT 5 by unit", run: (database, scope) => comparisonFigures(database.db, scope, "unit") },
  grouping("product"),
  grouping("department"),
  grouping("group"),
  { name: "RPT 8 delivery history", run: (database, scope) => deliveryHistoryFigures(database.db, scope) },
  { name: "RPT 15 delivery men", run: (database, scope) => deliveryManFigures(database.db, scope) },
  { name: "RPT 16 attendants", run: (database, scope) => attendantFigures(database.db, scope) },
];

/** The insights home's requests (insights-screen.tsx: every card loads on its own, all at once). */
function homeRequests(scope: ResolvedReportScope, unit: boolean): Record<string, string> {
  const company = unit ? `&company_id=${scope.companyIds[0]}` : "";
  const period = `start=${scope.start}&end=${scope.end}${company}`;
  return {
    units: "/api/v1/insights/units",
    statistics: `/api/v1/insights/statistics?${period}`,
    "best sellers": `/api/v1/insights/best_sellers?${period}`,
    balance: `/api/v1/useful/balances?initial_date=${scope.start}&final_date=${scope.end}${company}`,
    DRE: `/api/v1/financial/dre?year=${scope.end.slice(0, 4)}${company}`,
  };
}

async function get(base: string, cookie: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const scopesOf = (network: Network): Array<[ResolvedReportScope, ScopeLabel]> => [
  [
    {
      multiStoreId: network.multiStoreId,
      companyIds: network.companyIds.slice(2, 3),
      start: "2025-10-01",
      end: "2025-10-31",
    },
    "unit",
  ],
  [{ ...network, start: "2025-01-01", end: "2025-12-31" }, "network"],
  // Eleven whole months and the days at both edges: what "the last 12 months" reads.
  [{ ...network, start: "2024-11-21", end: "2025-11-20" }, "rolling"],
];

async function measure(kind: string, database: Database, network: Network, sales: number) {
  const record = (name: string, scope: ScopeLabel, p: { p50: number; p95: number }) => {
    log(`  ${kind} ${name} (${scope}): p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`);
    results.push({ database: kind, sales, name, scope, ...p });
  };
  for (const [scope, label] of scopesOf(network)) {
    for (const report of REPORTS) record(report.name, label, await timed(() => report.run(database, scope)));
  }
  const server = await startBenchServer(database);
  try {
    const cookie = await benchCookie(server.base);
    for (const [scope, label] of scopesOf(network)) {
      const requests = homeRequests(scope, label === "unit");
      for (const [card, path] of Object.entries(requests)) {
        if (card === "units") continue;
        record(`home card: ${card}`, label, await timed(() => get(server.base, cookie, path)));
      }
      record(
        "insights home (5 requests at once)",
        label,
        await timed(() => Promise.all(Object.values(requests).map((path) => get(server.base, cookie, path)))),
      );
    }
  } finally {
    await server.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement the two slowest reports ran on the network's year. */
async function explainSlowest(url: string, network: Network) {
  const slowest = results
    .filter((r) => r.database === "PostgreSQL" && r.scope === "network" && !r.name.startsWith("home card"))
    .filter((r) => !r.name.startsWith("insights home"))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 2);
  const statements: Array<{ query: string; params: unknown[] }> = [];
  const observer: QueryObserver = { logQuery: (query, params) => statements.push({ query, params }) };
  const database = await openPostgres(url, 4, observer);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const scope = scopesOf(network)[1]?.[0] as ResolvedReportScope;
    for (const result of slowest) {
      const report = REPORTS.find((r) => r.name === result.name);
      if (!report) continue;
      statements.length = 0;
      await report.run(database, scope);
      explains.push(`#### ${result.name}, whole network, 2025 (p95 ${result.p95.toFixed(0)} ms)`, "");
      for (const statement of [...statements]) {
        const plan = await client.query(`explain (analyze, buffers) ${statement.query}`, statement.params as unknown[]);
        explains.push(
          "```sql",
          statement.query,
          `-- params: ${JSON.stringify(statement.params)}`,
          "```",
          "",
          "```",
          ...plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"] ?? ""),
          "```",
          "",
        );
      }
    }
  } finally {
    await client.end();
    await database.close();
  }
}

async function run(kind: "PGlite" | "PostgreSQL", sales: number, open: () => Promise<Database>, url?: string) {
  const database = await open();
  try {
    await database.migrate();
    let network = await seededNetwork(database);
    if (network === null) {
      await seedDemo(database.db);
      network = await seed(database, sales);
    }
    const [count] = await select<{
      sales: number;
      items: number;
      inflows: number;
      fees: number;
      canceled: number;
      deliveries: number;
    }>(
      database,
      sql`select (select count(*)::int from sales) as sales, (select count(*)::int from sale_items) as items,
        (select count(*)::int from financial_inflows) as inflows,
        (select count(*)::int from financial_entries where origin = 'card_fee') as fees,
        (select count(*)::int from sales where status = 'canceled') as canceled,
        (select count(*)::int from sales where shipping_method <> 9) as deliveries`,
    );
    if (count)
      notes.push(
        `${kind}: ${count.sales.toLocaleString("en-US")} sales (${count.canceled.toLocaleString("en-US")} cancelled, ${count.deliveries.toLocaleString("en-US")} deliveries), ${count.items.toLocaleString("en-US")} sale items, ${count.inflows.toLocaleString("en-US")} payment lines, ${count.fees.toLocaleString("en-US")} card fee entries.`,
      );
    // The daily summaries the reports read must equal the detail rows (kept by triggers while seeding).
    const t0 = performance.now();
    const mismatches = await salesSummaryMismatches(database.db);
    const checked = `${kind}: sales summaries recomputed from the detail rows in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${mismatches.length} differences.`;
    log(`  ${checked}`);
    notes.push(checked);
    if (mismatches.length > 0)
      throw new Error(`summaries differ from the detail rows: ${JSON.stringify(mismatches.slice(0, 5))}`);
    await measure(kind, database, network, count?.sales ?? sales);
    if (url) {
      await database.close();
      await explainSlowest(url, network);
      return;
    }
  } finally {
    await database.close().catch(() => {});
  }
}

const cell = (value: number | undefined, goal: number | null) =>
  value === undefined ? "-" : `${value.toFixed(0)}${goal !== null && value >= goal ? " ⚠" : ""}`;

function table(): string[] {
  const names = [...new Set(results.map((r) => r.name))];
  const databases = [...new Set(results.map((r) => r.database))];
  const find = (database: string, name: string, scope: string) =>
    results.find((r) => r.database === database && r.name === name && r.scope === scope);
  const scopes = [...new Set(results.map((r) => r.scope))];
  const headers = databases.flatMap((d) =>
    scopes.flatMap((scope) => [`${d} ${SCOPE_HEADINGS[scope]} p50`, `${d} ${SCOPE_HEADINGS[scope]} p95`]),
  );
  return [
    `| Report | ${headers.join(" | ")} |`,
    `|---|${headers.map(() => "---:").join("|")}|`,
    ...names.map((name) => {
      const cells = databases.flatMap((d) =>
        scopes.flatMap((scope) => [
          cell(find(d, name, scope)?.p50, null),
          cell(find(d, name, scope)?.p95, d === "PostgreSQL" ? goalOf(scope) : null),
        ]),
      );
      return `| ${name} | ${cells.join(" | ")} |`;
    }),
  ];
}

function goals(): string[] {
  const measured = results.filter((r) => r.database === "PostgreSQL" && !r.name.startsWith("home card"));
  if (measured.length === 0) return ["PostgreSQL not measured (no DATABASE_URL): goals not checked."];
  const missed = measured.filter((r) => r.p95 >= goalOf(r.scope));
  return [
    missed.length === 0
      ? "Goals met on PostgreSQL: every report and the whole home under 300 ms p95 for a month of one unit and under 1 s for a year of the network."
      : `Goals **not** met on PostgreSQL for: ${missed.map((r) => `${r.name} (${SCOPE_HEADINGS[r.scope]}, p95 ${r.p95.toFixed(0)} ms)`).join("; ")}.`,
  ];
}

/** Runs the benchmark (PGlite unless BENCH_SKIP_PGLITE, then PostgreSQL with `databaseUrl`); answers its markdown. */
export async function salesReportsBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  results.length = 0;
  notes.length = 0;
  explains.length = 0;
  if (!process.env.BENCH_SKIP_PGLITE) await run("PGlite", PGLITE_SALES, () => openPglite({}));
  if (databaseUrl) {
    const kept = process.env.BENCH_DATABASE;
    const name = kept ?? `rede_bench_sales_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      if (kept === undefined) await admin.query(`drop database if exists ${name}`);
      const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (exists.rowCount === 0) await admin.query(`create database ${name}`);
      const target = new URL(databaseUrl);
      target.pathname = `/${name}`;
      await run("PostgreSQL", SALES, () => openPostgres(target.toString(), 10), target.toString());
    } finally {
      if (kept === undefined) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return [
    `Sales reports and the insights home on three years (${FIRST_DAY} to ${LAST_DAY}) of a ${UNITS}-unit network: ${SALES.toLocaleString("en-US")} sales on PostgreSQL${process.env.BENCH_SKIP_PGLITE ? "" : `, ${PGLITE_SALES.toLocaleString("en-US")} on PGlite`}, about 3 items a sale over ${PRODUCTS.toLocaleString("en-US")} products (bench/sales-reports.ts). Reports through the query functions their handlers call; the home as the page loads it, its five requests at once over HTTP (units, statistics, best sellers, balance, DRE), and each card alone. Unit·month: one unit, October 2025; network·year: the 20 units, 2025; network·12 months: the 20 units, 2024-11-21 to 2025-11-20 (eleven whole months and the days at both edges). Milliseconds, ${RUNS} runs after a warm-up. Goals on PostgreSQL: p95 under ${SALES_GOALS.unitMonthP95Ms} ms (unit·month) and ${SALES_GOALS.networkYearP95Ms} ms (network·year and network·12 months); ⚠ marks a miss.`,
    "",
    ...table(),
    "",
    ...goals(),
    "",
    ...notes.map((n) => `- ${n}`),
    ...(explains.length
      ? ["", "### Query plans of the two slowest reports (PostgreSQL, network·year)", "", ...explains]
      : []),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await salesReportsBenchmark());
}
