// Product list benchmark (issue 13, item 11): `GET /api/v1/products` with its filters (text, department, active,
// page, per_page) on 100,000 products, p50 and p99 over HTTP on 127.0.0.1, against PGlite and (with DATABASE_URL)
// PostgreSQL. Prints a markdown table. The list endpoint belongs to the products screen: while it answers 404 the
// bench says so and measures nothing.
//
//   npx tsx bench/products-list.ts            PGlite only
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/products-list.ts
//   BENCH_SECONDS=5 BENCH_PRODUCTS=100000 BENCH_CONCURRENCY=4 (defaults)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { benchCookie, onEachDatabase, startBenchServer } from "./bench-support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

type Rows<T> = { rows: T[] };
const select = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;
const log = (text: string) => process.stderr.write(`${text}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "-");

/** Tops the demo network up to PRODUCTS products spread over its departments, each priced in every unit. */
export async function growCatalog(database: Database) {
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  const [existing] = await select<{ n: number }>(database, sql`select count(*)::int as n from products`);
  const missing = PRODUCTS - (existing?.n ?? 0);
  if (missing <= 0 || !network) return;
  const departments = await select<{ id: number }>(
    database,
    sql`select id from market_structure where multi_store_id = ${network.id} and level = 'department' order by id`,
  );
  const ids = sql.raw(`array[${departments.map((d) => d.id).join(",") || "null"}]::int[]`);
  await database.db.execute(sql`
    insert into products (multi_store_id, full_description, sku, ean, department_id, status, cost, price)
    select ${network.id},
      (array['Camiseta','Calça','Bermuda','Caderno','Papel','Tinta','Arroz','Feijão','Café','Biscoito'])[1 + g % 10]
        || ' ' || (array['Azul','Preta','Branca','Verde','Kraft','A4','Tipo 1','Integral'])[1 + (g / 10) % 8]
        || ' Modelo ' || (g / 80 + 1),
      'BPL-' || g,
      '28' || lpad(g::text, 11, '0'),
      (${ids})[1 + g % greatest(1, cardinality(${ids}))],
      g % 17 <> 0,
      5 + g % 50,
      10 + g % 190
    from generate_series(1, ${missing}) as g`);
  await database.db.execute(sql`
    insert into product_configs (multi_store_id, company_id, product_id, price_1, stock_control, unit_cost)
    select p.multi_store_id, c.id, p.id, p.price, true, p.cost
    from products p join companies c on c.multi_store_id = p.multi_store_id
    where p.sku like 'BPL-%'`);
  await database.db.execute(sql`analyze`);
}

type Query = { readonly name: string; readonly path: () => string };

async function measure(base: string, cookie: string, query: Query) {
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}${query.path()}`, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return { times, failures };
}

const lines: string[] = [];

async function run(kind: "PGlite" | "PostgreSQL", open: () => Promise<Database>, cleanup: () => Promise<void>) {
  const t0 = performance.now();
  const database = await open();
  await database.migrate();
  await seedDemo(database.db);
  await growCatalog(database);
  log(`${kind}: ${PRODUCTS} products ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startBenchServer(database);
  const base = server.base;
  try {
    const cookie = await benchCookie(base);
    const probe = await fetch(`${base}/api/v1/products?per_page=20`, { headers: { cookie } });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      log(`${kind}: GET /api/v1/products answers 404 (the product list is not on this branch): skipped`);
      lines.push(
        `| ${kind} | ${PRODUCTS.toLocaleString("en-US")} | skipped: GET /api/v1/products answers 404 | | | | |`,
      );
      return;
    }
    const departments = await select<{ id: number }>(
      database,
      sql`select id from market_structure where level = 'department' and multi_store_id = (select id from multi_stores where name = 'Rede Demo')`,
    );
    const words = ["camiseta", "papel azul", "arroz tipo", "modelo 12", "caf", "tinta preta"];
    const pick = <T>(list: ReadonlyArray<T>) => list[Math.floor(Math.random() * list.length)] as T;
    const queries: Query[] = [
      { name: "first page", path: () => "/api/v1/products?page=1&per_page=20" },
      { name: "text", path: () => `/api/v1/products?filter=${encodeURIComponent(pick(words))}&per_page=20` },
      {
        name: "department + active",
        path: () => `/api/v1/products?department_id=${pick(departments).id}&active=true&per_page=20`,
      },
      {
        name: "text + department, deep page",
        path: () =>
          `/api/v1/products?filter=modelo&department_id=${pick(departments).id}&page=${1 + Math.floor(Math.random() * 50)}&per_page=50`,
      },
    ];
    for (const query of queries) {
      for (let i = 0; i < 5; i++) await (await fetch(`${base}${query.path()}`, { headers: { cookie } })).arrayBuffer();
      const { times, failures } = await measure(base, cookie, query);
      lines.push(
        `| ${kind} | ${PRODUCTS.toLocaleString("en-US")} | ${query.name} | ${times.length} | ${failures} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} |`,
      );
    }
  } finally {
    await server.close();
    await database.close();
    await cleanup();
  }
}

/**
 * Runs the benchmark (PGlite, then PostgreSQL when `databaseUrl` is given) and answers its markdown table. For
 * `npm run bench` (bench/run.ts), which writes it into docs/benchmarks.md.
 */
export async function productsListBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  lines.length = 0;
  await onEachDatabase(run, { databaseUrl, scratchName: "rede_bench_products", poolSize: 10 });
  return [
    `${CONCURRENCY} concurrent clients for ${SECONDS} s per query after 5 warm-up requests.`,
    "",
    "| Database | Products | Query | Requests | Errors | p50 | p99 |",
    "|---|---:|---|---:|---:|---:|---:|",
    ...lines,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  productsListBenchmark().then(
    (table) => {
      console.log(table);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
