// Stock wizard benchmark (issue 13, item 11): the bulk adjustment wizard posting 1,000 products one by one through
// POST /api/v1/stock_movements/bulk (as the browser does, each with its Idempotency-Key), over HTTP on 127.0.0.1,
// against PGlite and (with DATABASE_URL) PostgreSQL. Reports the total time and the per-product latency.
//
//   npx tsx bench/stock-wizard.ts             PGlite only
//   BENCH_WIZARD_PRODUCTS=1000 (default)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { benchCookie, markdownTable, onEachDatabase, startBenchServer } from "./bench-support.ts";

const PRODUCTS = Number(process.env.BENCH_WIZARD_PRODUCTS ?? 1000);
const rows: Array<Record<string, string>> = [];
const log = (text: string) => process.stderr.write(`${text}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** PRODUCTS stock-controlled products of the demo network, in one statement; their ids and the unit's default stock. */
async function wizardProducts(database: Database) {
  const { rows: products } = (await database.db.execute(sql`
    with network as (select id from multi_stores where name = 'Rede Demo'),
    made as (
      insert into products (multi_store_id, full_description, sku)
      select network.id, 'Produto Assistente ' || n, 'ASSIST-' || n from network, generate_series(1, ${PRODUCTS}) n
      returning id
    )
    select id from made order by id`)) as unknown as { rows: Array<{ id: number }> };
  const { rows: stocks } = (await database.db.execute(sql`
    select s.id from stocks s join multi_stores m on m.id = s.multi_store_id
    where m.name = 'Rede Demo' and s.is_default order by s.company_id limit 1`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return { productIds: products.map((p) => Number(p.id)), stockId: Number(stocks[0]?.id) };
}

async function run(kind: "PGlite" | "PostgreSQL", open: () => Promise<Database>, cleanup: () => Promise<void>) {
  const database = await open();
  await database.migrate();
  await seedDemo(database.db);
  const { productIds, stockId } = await wizardProducts(database);
  const server = await startBenchServer(database);
  const base = server.base;
  try {
    const cookie = await benchCookie(base);
    const times: number[] = [];
    let failures = 0;
    const started = performance.now();
    // One by one, as the wizard runs them: each product validated and written in its own transaction.
    for (const productId of productIds) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/stock_movements/bulk`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          "idempotency-key": `bench-wizard-${process.pid}-${productId}`,
        },
        body: JSON.stringify({ productId, stockId, incoming: 5, outgoing: 2 }),
      });
      await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 201) failures += 1;
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    rows.push({
      Database: kind,
      Products: PRODUCTS.toLocaleString("en-US"),
      "Total time": `${(total / 1000).toFixed(2)} s`,
      "Products/s": ((PRODUCTS * 1000) / total).toFixed(1),
      "p50 per product": ms(percentile(times, 50)),
      "p99 per product": ms(percentile(times, 99)),
      Failed: String(failures),
    });
    log(`${kind}: ${PRODUCTS} products adjusted in ${(total / 1000).toFixed(2)} s (${failures} failed)`);
  } finally {
    await server.close();
    await database.close();
    await cleanup();
  }
}

export async function stockWizardBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  rows.length = 0;
  await onEachDatabase(run, { databaseUrl, scratchName: "rede_bench_wizard", poolSize: 10 });
  return [
    `Stock wizard: ${PRODUCTS.toLocaleString("en-US")} products posted one by one to POST /api/v1/stock_movements/bulk (5 in, 2 out each, through the stock ledger), HTTP on 127.0.0.1 (bench/stock-wizard.ts).`,
    "",
    ...markdownTable(rows),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await stockWizardBenchmark());
}
