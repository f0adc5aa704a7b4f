// Stock ledger benchmark (issue 13 item 11): 1,000,000 movements written through the ledger (putIn / takeOut, one
// statement per call), then the invariant check (on hand = sum of movements, balance after the last = on hand)
// over all of them, timed. PGlite, and PostgreSQL with DATABASE_URL. Prints a markdown table.
//
//   npx tsx bench/stock-ledger.ts
//   BENCH_MOVEMENTS=1000000 BENCH_LEDGER_BATCH=4000 (14 parameters a line, under 65,535 a statement) (defaults)
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import { seedDemo } from "../server/db/seed.ts";
import { putIn, type StockChange, takeOut } from "../server/stock/ledger.ts";
import { checkLedgerInvariant } from "../server/stock/movements-invariant.ts";
import { markdownTable, onEachDatabase } from "./bench-support.ts";

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_LEDGER_BATCH ?? 4_000);
const log = (text: string) => process.stderr.write(`${text}\n`);
const rows: Array<Record<string, string>> = [];

type Slot = { multiStoreId: number; companyId: number; stockId: number; productId: number };

async function slotsOf(database: Database): Promise<Slot[]> {
  const result = (await database.db.execute(sql`
    select multi_store_id as "multiStoreId", company_id as "companyId", stock_id as "stockId", product_id as "productId"
    from sku_stocks order by id`)) as unknown as { rows: Slot[] };
  return result.rows;
}

/** Writes MOVEMENTS movements in batches: each batch puts in, the next takes the same out, so stock never ends negative. */
async function writeMovements(database: Database): Promise<number> {
  const slots = await slotsOf(database);
  if (slots.length === 0) throw new Error("no stock rows to move");
  const at = new Date();
  const t0 = performance.now();
  let written = 0;
  for (let batch = 0; written < MOVEMENTS; batch++) {
    const size = Math.min(BATCH, MOVEMENTS - written);
    const lines: StockChange[] = Array.from({ length: size }, (_, i) => {
      const slot = slots[(batch * BATCH + i) % slots.length] as Slot;
      return { ...slot, quantity: 1000 + (i % 7) * 1000, reason: "adjustment", userId: null, at };
    });
    await database.db.transaction(async (tx) => {
      if (batch % 2 === 0) await putIn(tx, lines);
      else await takeOut(tx, lines);
    });
    written += size;
    if (batch % 20 === 0) log(`  ${written.toLocaleString("en-US")} movements`);
  }
  return performance.now() - t0;
}

async function run(kind: string, open: () => Promise<Database>, cleanup: () => Promise<void>) {
  const database = await open();
  try {
    await database.migrate();
    await seedDemo(database.db);
    const writeMs = await writeMovements(database);
    const [count] = (
      (await database.db.execute(sql`select count(*)::int as n from stock_movements`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    const t0 = performance.now();
    const violations = await checkLedgerInvariant(database.db);
    const checkMs = performance.now() - t0;
    rows.push({
      Database: kind,
      Movements: (count?.n ?? 0).toLocaleString("en-US"),
      "Written in": `${(writeMs / 1000).toFixed(1)} s`,
      "Movements/s": ((MOVEMENTS / writeMs) * 1000).toFixed(0),
      "Invariant check": `${(checkMs / 1000).toFixed(2)} s`,
      Violations: String(violations.length),
    });
  } finally {
    await database.close();
    await cleanup();
  }
}

/** Runs the benchmark (PGlite, then PostgreSQL when `databaseUrl` is given) and answers its markdown table. */
export async function stockLedgerBenchmark(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  rows.length = 0;
  await onEachDatabase(run, { databaseUrl, scratchName: "rede_bench_ledger", poolSize: 4 });
  return [
    `Stock ledger: ${MOVEMENTS.toLocaleString("en-US")} movements through putIn/takeOut in batches of ${BATCH.toLocaleString("en-US")} lines (one statement each), then \`checkLedgerInvariant\` over every SKU stock (bench/stock-ledger.ts).`,
    "",
    ...markdownTable(rows),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await stockLedgerBenchmark());
}
