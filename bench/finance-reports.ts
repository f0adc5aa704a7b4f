// Finance reports benchmark (issue 14 item 10): the DRE of a year and the cash flow of a quarter (by day, the whole
// network, and one unit by week) on BENCH_ENTRIES financial entries (1,000,000 by default) spread over three years,
// about 70 % settled (a settlement and its account movement each), timed as the handlers run them (the SQL sums and
// the domain assembly), p50 and p95 over BENCH_RUNS runs, on PGlite and (with DATABASE_URL) PostgreSQL in a scratch
// database. Goal: p95 under 300 ms on PostgreSQL. Prints a markdown table.
//
//   npx tsx bench/finance-reports.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/finance-reports.ts
//   BENCH_ENTRIES=1000000 BENCH_RUNS=20 (defaults); BENCH_SKIP_PGLITE=1 measures PostgreSQL only;
//   BENCH_DATABASE=bench_fin keeps that PostgreSQL database between runs (seeded once; drop it yourself)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { cashFlowOf } from "../src/domain/cash-flow.ts";
import { dreOf } from "../src/domain/dre.ts";
import { type Database, openPglite, openPostgres } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { summaryMismatches } from "../server/finance/summaries.ts";
import {
  balanceBefore,
  dreAmountsOf,
  foreseenByDay,
  openBefore,
  planRowsOf,
  type ReportScope,
  realizedByDay,
} from "../server/finance/reports-queries.ts";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCH = 250_000;
const log = (text: string) => process.stderr.write(`${text}\n`);
const rows: Array<Record<string, string>> = [];
const checks: string[] = [];

type Rows<T> = { rows: T[] };
const select = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** ENTRIES entries of Rede Demo on its leaf plan rows, 2024–2026; ~70 % settled with their settlements and movements. */
async function seedEntries(database: Database): Promise<{ multiStoreId: number; companyIds: number[] }> {
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  if (!network) throw new Error("no Rede Demo");
  const units = await select<{ id: number }>(
    database,
    sql`select id from companies where multi_store_id = ${network.id} order by id`,
  );
  const t0 = performance.now();
  for (let from = 1; from <= ENTRIES; from += BATCH) {
    const to = Math.min(ENTRIES, from + BATCH - 1);
    // Leaf rows with a kind, numbered per unit; each entry picks one by its number.
    await database.db.execute(sql`
      with leaves as (
        select p.id, p.company_id, p.is_inflow,
          row_number() over (partition by p.company_id order by p.id) as n,
          count(*) over (partition by p.company_id) as total
        from account_plans p
        where p.multi_store_id = ${network.id} and p.is_inflow is not null
          and not exists (select 1 from account_plans c where c.super_id = p.id)
      ),
      units as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from companies where multi_store_id = ${network.id}),
      drawers as (select company_id, min(id) as id from accounts where kind = 'drawer' group by company_id),
      g as (
        select g, (date '2024-01-01' + (g % 1096))::date as competency, 1000 + (g::bigint * 7919) % 99991 as cents
        from generate_series(${from}::int, ${to}::int) as g
      )
      insert into financial_entries (multi_store_id, company_id, kind, description, account_plan_id, account_id,
        competency_date, due_date, value, settled_value, settled_date, origin)
      select ${network.id}, u.id, case when l.is_inflow then 'receive' else 'pay' end, 'Bench',
        l.id, d.id, g.competency, g.competency + (g.g % 45),
        g.cents / 100.0, case when g.g % 10 < 7 then g.cents / 100.0 else 0 end,
        case when g.g % 10 < 7 then g.competency + (g.g % 45) end, 'manual'
      from g
      join units u on u.n = g.g % u.total
      join leaves l on l.company_id = u.id and l.n = 1 + (g.g / 7) % l.total
      join drawers d on d.company_id = u.id`);
    log(`  ${to.toLocaleString("en-US")} entries`);
  }
  await database.db.execute(sql`
    insert into financial_settlements (multi_store_id, company_id, entry_id, account_id, date, value, amount)
    select multi_store_id, company_id, id, account_id, settled_date, settled_value, settled_value
    from financial_entries where description = 'Bench' and settled_value > 0`);
  await database.db.execute(sql`
    insert into account_movements (multi_store_id, company_id, account_id, date, amount, kind, description,
      settlement_id)
    select s.multi_store_id, s.company_id, s.account_id, s.date,
      case when e.kind = 'receive' then s.amount else -s.amount end, 'settlement', 'Bench', s.id
    from financial_settlements s join financial_entries e on e.id = s.entry_id where e.description = 'Bench'`);
  await database.db.execute(sql`vacuum analyze`);
  log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { multiStoreId: network.id, companyIds: units.map((u) => u.id) };
}

/** A kept database (BENCH_DATABASE) seeded by an earlier run: its network and units, without seeding again. */
async function seededNetwork(database: Database): Promise<{ multiStoreId: number; companyIds: number[] } | null> {
  const [seeded] = await select<{ n: number }>(
    database,
    sql`select count(*)::int as n from financial_entries where description = 'Bench'`,
  );
  if (!seeded?.n) return null;
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  if (!network) return null;
  const units = await select<{ id: number }>(
    database,
    sql`select id from companies where multi_store_id = ${network.id} order by id`,
  );
  log(`  reusing ${seeded.n.toLocaleString("en-US")} bench entries`);
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

const dreOfYear = async (database: Database, scope: ReportScope) => {
  const [plans, amounts] = await Promise.all([planRowsOf(database.db, scope), dreAmountsOf(database.db, scope, 2025)]);
  return dreOf(plans, amounts);
};

const cashFlowOfQuarter = async (database: Database, scope: ReportScope, groupBy: "day" | "week") => {
  const initialDate = "2025-04-01";
  const finalDate = "2025-06-30";
  const [opening, realized, foreseen, overdue] = await Promise.all([
    balanceBefore(database.db, scope, initialDate),
    realizedByDay(database.db, scope, initialDate, finalDate),
    foreseenByDay(database.db, scope, initialDate, finalDate),
    openBefore(database.db, scope, initialDate),
  ]);
  return cashFlowOf({ initialDate, finalDate, groupBy, opening, realized, foreseen, overdue });
};

async function run(kind: string, open: () => Promise<Database>, cleanup: () => Promise<void>) {
  const database = await open();
  try {
    await database.migrate();
    let network = await seededNetwork(database);
    if (network === null) {
      await seedDemo(database.db);
      network = await seedEntries(database);
    }
    const [count] = await select<{ n: number }>(database, sql`select count(*)::int as n from financial_entries`);
    // The summaries the reports read must equal the detail rows (kept by triggers while seeding).
    const t0 = performance.now();
    const mismatches = await summaryMismatches(database.db);
    const checked = `${kind}: summaries recomputed from the detail rows in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${mismatches.length} differences`;
    log(`  ${checked}`);
    checks.push(checked);
    if (mismatches.length > 0)
      throw new Error(`summaries differ from the detail rows: ${JSON.stringify(mismatches.slice(0, 5))}`);
    const scope: ReportScope = network;
    const unit: ReportScope = { ...network, companyIds: network.companyIds.slice(0, 1) };
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["DRE 2025, network", () => dreOfYear(database, scope)],
      ["DRE 2025, one unit", () => dreOfYear(database, unit)],
      ["Cash flow Q2 2025 by day, network", () => cashFlowOfQuarter(database, scope, "day")],
      ["Cash flow Q2 2025 by week, one unit", () => cashFlowOfQuarter(database, unit, "week")],
    ];
    for (const [name, job] of cases) {
      const { p50, p95 } = await timed(job);
      log(`  ${kind} ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      rows.push({
        Database: kind,
        Entries: (count?.n ?? 0).toLocaleString("en-US"),
        Report: name,
        p50: `${p50.toFixed(1)} ms`,
        p95: `${p95.toFixed(1)} ms`,
      });
    }
  } finally {
    await database.close();
    await cleanup();
  }
}

/** Runs the benchmark (PGlite unless BENCH_SKIP_PGLITE, then PostgreSQL with `databaseUrl`); answers its table. */
export async function financeReportsBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  rows.length = 0;
  checks.length = 0;
  if (!process.env.BENCH_SKIP_PGLITE) {
    await run(
      "PGlite",
      () => openPglite({}),
      async () => {},
    );
  }
  if (databaseUrl) {
    // BENCH_DATABASE=name keeps that database (created if missing, seeded once) to measure again without seeding.
    const kept = process.env.BENCH_DATABASE;
    const name = kept ?? `rede_bench_finance_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    if (kept === undefined) await admin.query(`drop database if exists ${name}`);
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    const target = new URL(databaseUrl);
    target.pathname = `/${name}`;
    await run(
      "PostgreSQL",
      () => openPostgres(target.toString(), 4),
      async () => {
        if (kept === undefined) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    );
  }
  const headers = Object.keys(rows[0] ?? {});
  return [
    `Finance reports: the DRE of a year and the cash flow of a quarter on ${ENTRIES.toLocaleString("en-US")} financial entries (about 70 % settled, each with its settlement and account movement), as the handlers compute them (SQL sums + domain assembly), ${RUNS} runs after a warm-up (bench/finance-reports.ts). Goal: p95 under 300 ms on PostgreSQL.`,
    "",
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${headers.map((h) => row[h]).join(" | ")} |`),
    "",
    ...checks.map((line) => `- ${line}`),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await financeReportsBenchmark());
}
