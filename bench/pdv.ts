// PDV benchmark (issue 4, item 11): product search latency on 100,000 products and sale finalize throughput,
// over HTTP on 127.0.0.1, against PGlite and (with DATABASE_URL) PostgreSQL. Prints a markdown table. Issue 10: the
// same run measures GET /api/version with the same clients and reports sales per second ÷ version requests per
// second (goal >= 20 % on PostgreSQL).
//
//   npx tsx bench/pdv.ts                      PGlite only
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pdv.ts
//   BENCH_SECONDS=5 BENCH_PRODUCTS=100000 BENCH_CONCURRENCY=8 (defaults)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { putIn } from "../server/stock/ledger.ts";
import { centsToDecimalString, parseMoney } from "../src/domain/money.ts";
import { markdownTable, onEachDatabase, startBenchServer } from "./bench-support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

type Row = Record<string, string>;
type Rows<T> = { rows: T[] };
/** Raw SQL through drizzle; both drivers answer `{ rows }`. */
const select = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;
const rows: Row[] = [];
const log = (text: string) => process.stderr.write(`${text}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Tops the demo network up to PRODUCTS products, priced and stocked in its first unit (one SQL each). */
async function growCatalog(database: Database) {
  const { db } = database;
  const [network] = await select<{ id: number }>(database, sql`select id from multi_stores where name = 'Rede Demo'`);
  const [unit] = await select<{ id: number }>(
    database,
    sql`select min(id) as id from companies where multi_store_id = ${network?.id}`,
  );
  const [existing] = await select<{ n: number }>(database, sql`select count(*)::int as n from products`);
  const missing = PRODUCTS - (existing?.n ?? 0);
  if (missing <= 0 || !network || !unit) return;
  const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(",")}]`);
  const types = words([
    "Camiseta",
    "Calça",
    "Bermuda",
    "Jaqueta",
    "Moletom",
    "Vestido",
    "Saia",
    "Blusa",
    "Tênis",
    "Boné",
    "Caneca",
    "Caderno",
    "Mochila",
    "Toalha",
    "Lençol",
    "Travesseiro",
    "Copo",
    "Garrafa",
    "Chaveiro",
    "Agenda",
  ]);
  const styles = words([
    "Básica",
    "Estampada",
    "Lisa",
    "Listrada",
    "Xadrez",
    "Premium",
    "Esportiva",
    "Infantil",
    "Feminina",
    "Masculina",
    "Unissex",
    "Térmica",
    "Personalizada",
    "Clássica",
    "Moderna",
  ]);
  const colors = words(["Preta", "Branca", "Azul", "Vermelha", "Verde", "Amarela", "Rosa", "Cinza", "Bege", "Marrom"]);
  const sizes = words(["PP", "P", "M", "G", "GG", "XG"]);
  await db.execute(sql`
    insert into products (multi_store_id, full_description, sku, ean)
    select ${network.id},
      (${types})[1 + g % 20] || ' ' || (${styles})[1 + (g / 20) % 15] || ' ' || (${colors})[1 + (g / 300) % 10]
        || ' ' || (${sizes})[1 + (g / 3000) % 6] || ' Linha ' || (g / 18000 + 1),
      'BEN-' || g,
      '29' || lpad(g::text, 11, '0')
    from generate_series(1, ${missing}) as g`);
  await db.execute(sql`
    insert into product_configs (multi_store_id, company_id, product_id, price_1, stock_control, unit_cost)
    select ${network.id}, ${unit.id}, p.id, (10 + p.id % 190) + 0.9, true, 5
    from products p where p.sku like 'BEN-%'`);
  // Stock comes in through the stock ledger, like every stock row (4,000 lines per statement).
  const stocked = await select<{ id: number }>(
    database,
    sql`select id from products where sku like 'BEN-%' order by id`,
  );
  const at = new Date();
  for (let i = 0; i < stocked.length; i += 4_000) {
    await putIn(
      db,
      stocked.slice(i, i + 4_000).map((p) => ({
        multiStoreId: network.id,
        companyId: unit.id,
        productId: p.id,
        quantity: 1_000_000_000,
        reason: "opening" as const,
        userId: null,
        at,
      })),
    );
  }
  await db.execute(sql`analyze`);
}

type Bench = { base: string; cookie: string; companyId: number; register: number; pix: number };

async function request(bench: Bench, path: string, init: RequestInit = {}) {
  const res = await fetch(`${bench.base}${path}`, {
    ...init,
    headers: { cookie: bench.cookie, "content-type": "application/json", ...(init.headers ?? {}) },
  });
  const body = await res.text();
  return { status: res.status, body };
}

async function prepare(base: string, database: Database): Promise<Bench> {
  const login = await fetch(`${base}/api/v1/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "caixa", password: "demo1234" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const bench: Bench = { base, cookie, companyId: 0, register: 0, pix: 0 };
  const methods = JSON.parse((await request(bench, "/api/v1/payment_methods")).body) as {
    data: Array<{ id: number; kind: string }>;
  };
  bench.pix = methods.data.find((m) => m.kind === "pix")?.id ?? 0;
  const [unit] = await select<{ id: number }>(database, sql`select id from companies where name = 'Rede Demo Centro'`);
  bench.companyId = unit?.id ?? 0;
  const opened = await request(bench, "/api/v1/cash_movements", {
    method: "POST",
    body: JSON.stringify({ cash_supply: "100.00", company_id: bench.companyId }),
  });
  bench.register = (JSON.parse(opened.body) as { id: number }).id;
  return bench;
}

const QUERIES = [
  "camiseta preta",
  "calça jeans",
  "arroz",
  "cafe torrado",
  "queijo",
  "moletom cinza g",
  "caneca personalizada",
  "tenis casual 40",
  "bermuda",
  "agenda premium azul",
  "garrafa termica",
  "vestido midi",
];

async function searchLatency(bench: Bench, database: Database) {
  const eans = (
    await select<{ ean: string }>(
      database,
      sql`select ean from products where ean is not null order by random() limit 200`,
    )
  ).map((r) => r.ean);
  const skus = (await select<{ sku: string }>(database, sql`select sku from products order by random() limit 200`)).map(
    (r) => r.sku,
  );
  const kinds: Array<[string, () => string]> = [
    ["ean", () => eans[Math.floor(Math.random() * eans.length)] ?? ""],
    ["sku", () => skus[Math.floor(Math.random() * skus.length)] ?? ""],
    ["text", () => QUERIES[Math.floor(Math.random() * QUERIES.length)] ?? ""],
  ];
  const times: Record<string, number[]> = { ean: [], sku: [], text: [], all: [] };
  const until = performance.now() + SECONDS * 1000;
  for (let i = 0; i < 20; i++) await request(bench, `/api/v1/products/search?company_id=${bench.companyId}&q=arroz`);
  let n = 0;
  while (performance.now() < until) {
    const [kind, make] = kinds[n++ % kinds.length] as [string, () => string];
    const q = encodeURIComponent(make());
    const started = performance.now();
    const res = await request(bench, `/api/v1/products/search?company_id=${bench.companyId}&q=${q}&limit=20`);
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`search ${res.status} ${res.body}`);
    times[kind]?.push(took);
    times.all?.push(took);
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return times;
}

/** Idempotency keys of this process's sales (one sequence, so a second measure reuses none). */
let key = 0;

async function saleThroughput(bench: Bench) {
  const page = JSON.parse(
    (await request(bench, `/api/v1/products/search?company_id=${bench.companyId}&q=linha&limit=50`)).body,
  ) as { data: Array<{ id: number; price_1: string }> };
  const products = page.data;
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const chosen = [0, 1, 2].map(() => products[Math.floor(Math.random() * products.length)]).filter((p) => !!p);
      const items = chosen.map((p) => ({
        product_id: p?.id ?? 0,
        quantity: 1,
        unit_price: p?.price_1 ?? "0",
        discount: "0.00",
      }));
      const total = chosen.reduce((sum, p) => sum + (parseMoney(p?.price_1 ?? "0") ?? 0), 0);
      const body = {
        sale: { cash_movement_id: bench.register, total: centsToDecimalString(total), total_change: "0.00" },
        items,
        financial_inflows: [
          {
            payment_method_id: bench.pix,
            billing_value: centsToDecimalString(total),
            received_value: centsToDecimalString(total),
          },
        ],
      };
      const t0 = performance.now();
      const res = await request(bench, "/api/v1/sales", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": `bench-${process.pid}-${++key}` },
      });
      times.push(performance.now() - t0);
      if (res.status !== 201) {
        failures++;
        if (failures < 3) log(`sale ${res.status} ${res.body.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, failures, perSecond: (times.length - failures) / elapsed };
}

/** GET /api/version as fast as CONCURRENCY clients can for SECONDS: the HTTP stack's ceiling on this machine. */
async function versionThroughput(base: string) {
  let done = 0;
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const res = await fetch(`${base}/api/version`);
      await res.arrayBuffer();
      if (res.status === 200) done++;
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { perSecond: done / ((performance.now() - started) / 1000), failures };
}

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
    const bench = await prepare(base, database);
    const search = await searchLatency(bench, database);
    const sales = await saleThroughput(bench);
    // Measured right after the sales, on the same server and with the same clients: the ratio compares a sale with
    // the cheapest request of this run, so it moves with the sale's own cost, not with the machine's load.
    const version = await versionThroughput(base);
    const p = (list: number[] | undefined, q: number) => ms(percentile(list ?? [], q));
    rows.push({
      Database: kind,
      Products: PRODUCTS.toLocaleString("en-US"),
      "Search p50": p(search.all, 50),
      "Search p99": p(search.all, 99),
      "EAN p50 / p99": `${p(search.ean, 50)} / ${p(search.ean, 99)}`,
      "Name p50 / p99": `${p(search.text, 50)} / ${p(search.text, 99)}`,
      Searches: String(search.all?.length ?? 0),
      "Sales/s": sales.perSecond.toFixed(1),
      "Sale p50": p(sales.times, 50),
      "Sale p99": p(sales.times, 99),
      "Sales (failed)": `${sales.times.length} (${sales.failures})`,
      "/api/version req/s": version.perSecond.toFixed(0),
      "Sales/s ÷ version req/s": `${((100 * sales.perSecond) / version.perSecond).toFixed(1)} %`,
    });
  } finally {
    await server.close();
    await database.close();
    await cleanup();
  }
}

/**
 * Runs the benchmark (PGlite, then PostgreSQL when `databaseUrl` is given) and answers its markdown table.
 * For `npm run bench`: `import { pdvBenchmark } from "./pdv.ts"` and append the result to docs/benchmarks.md.
 */
export async function pdvBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  rows.length = 0;
  await onEachDatabase(run, { databaseUrl, scratchName: "rede_bench", poolSize: 10 });
  return [
    `PDV: product search on ${PRODUCTS.toLocaleString("en-US")} products and sale finalize, ${SECONDS} s per measure, ${CONCURRENCY} concurrent sales, HTTP on 127.0.0.1 (bench/pdv.ts).`,
    "",
    ...markdownTable(rows),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await pdvBenchmark());
}
