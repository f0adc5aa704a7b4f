// PDF benchmark (issue 9, item 5): the latency of GET /api/version while ten PDFs of a 500-line sale render at once.
// PDFs render in worker threads (server/pdf/pdf-pool.ts), so the thread that answers requests stays free.
//
//   npx tsx bench/pdf.ts        starts a server (node --import tsx server/index.ts) on a fresh data dir, and one on
//                               a fresh PostgreSQL database when DATABASE_URL is set, and prints the markdown section
//                               `npm run bench` writes to docs/benchmarks.md
import { pathToFileURL } from "node:url";
import { startServer } from "../tests/e2e/support/server.ts";
import { withPostgres } from "./postgres.ts";
import { pdfSection } from "./report.ts";

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 5);
const PDFS_PER_ROUND = 10;
const LINES = 500;

export type PdfBenchResult = {
  rounds: number;
  pdfs: number;
  lines: number;
  /** Wall time of one round of ten PDFs, median. */
  roundMs: number;
  pdfBytes: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN);

type Session = { base: string; cookie: string };

async function call(session: Session, path: string, init: RequestInit = {}) {
  const res = await fetch(`${session.base}${path}`, {
    ...init,
    headers: { cookie: session.cookie, "content-type": "application/json", ...(init.headers ?? {}) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** Signs in as the demo cashier, opens a register and sells 500 lines of services (no stock needed). */
async function longSale(base: string): Promise<{ session: Session; saleId: number }> {
  const login = await fetch(`${base}/api/v1/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "caixa", password: "demo1234" }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const session = { base, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
  const units = (await call(session, "/api/v1/pdv/companies")) as { data: Array<{ id: number; name: string }> };
  const unit = units.data.find((u) => u.name === "Rede Demo Centro") ?? units.data[0];
  if (!unit) throw new Error("the cashier works in no unit");
  const register = (await call(session, "/api/v1/cash_movements", {
    method: "POST",
    body: JSON.stringify({ cash_supply: "100.00", company_id: unit.id }),
  })) as { id: number };
  const found = (await call(session, `/api/v1/products/search?company_id=${unit.id}&q=SRV&limit=20`)) as {
    data: Array<{ id: number; price_1: string }>;
  };
  const services = found.data;
  if (services.length === 0) throw new Error("no service products (SRV-*) to sell");
  const methods = (await call(session, "/api/v1/payment_methods")) as { data: Array<{ id: number; kind: string }> };
  const pix = methods.data.find((m) => m.kind === "pix") ?? methods.data[0];
  const items = Array.from(
    { length: LINES },
    (_, i) => services[i % services.length] as { id: number; price_1: string },
  );
  const totalCents = items.reduce((sum, p) => sum + Math.round(Number(p.price_1) * 100), 0);
  const total = (totalCents / 100).toFixed(2);
  const sale = (await call(session, "/api/v1/sales", {
    method: "POST",
    headers: { "idempotency-key": `bench-pdf-${process.pid}-${Date.now()}` },
    body: JSON.stringify({
      sale: { cash_movement_id: register.id, total, total_change: "0.00" },
      items: items.map((p) => ({ product_id: p.id, quantity: 1, unit_price: p.price_1, discount: "0.00" })),
      financial_inflows: [{ payment_method_id: pix?.id, billing_value: total, received_value: total }],
    }),
  })) as { id: number };
  return { session, saleId: sale.id };
}

async function fetchPdf(session: Session, saleId: number): Promise<number> {
  const res = await fetch(
    `${session.base}${(process.env.BENCH_PDF_PATH ?? "/api/v1/reports/sales_history/:id").replace(":id", String(saleId))}`,
    {
      headers: { cookie: session.cookie },
    },
  );
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`PDF: ${res.status}`);
  return bytes.byteLength;
}

/** Ten PDFs at once, and GET /api/version one after another until they are all done; several rounds. */
export async function pdfBenchmark(base: string): Promise<PdfBenchResult> {
  const { hostname } = new URL(base);
  if (hostname !== "127.0.0.1") throw new Error(`benchmark traffic goes only to 127.0.0.1, not ${hostname}`);
  const { session, saleId } = await longSale(base);
  let pdfBytes = await fetchPdf(session, saleId); // warm-up: the pool's thread has loaded pdfkit
  const samples: number[] = [];
  const rounds: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let rendering = true;
    const started = performance.now();
    const pdfs = Promise.all(Array.from({ length: PDFS_PER_ROUND }, () => fetchPdf(session, saleId))).finally(() => {
      rendering = false;
    });
    while (rendering) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/version`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      samples.push(performance.now() - t0);
    }
    pdfBytes = (await pdfs)[0] ?? pdfBytes;
    rounds.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  rounds.sort((a, b) => a - b);
  return {
    rounds: ROUNDS,
    pdfs: ROUNDS * PDFS_PER_ROUND,
    lines: LINES,
    roundMs: rounds[Math.floor(rounds.length / 2)] ?? Number.NaN,
    pdfBytes,
    requests: samples.length,
    errors,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    maxMs: samples.at(-1) ?? Number.NaN,
  };
}

export const describePdfResult = (r: PdfBenchResult) =>
  `GET /api/version while ${PDFS_PER_ROUND} PDFs of a ${r.lines}-line sale render: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors; ${r.pdfs} PDFs of ${(r.pdfBytes / 1024).toFixed(0)} KB, ${PDFS_PER_ROUND} in ${r.roundMs.toFixed(0)} ms)`;

async function onServer(env: Record<string, string>): Promise<PdfBenchResult> {
  const server = await startServer({ env });
  try {
    return await pdfBenchmark(server.baseUrl);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const results = [{ database: "PGlite", result: await onServer({}) }];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    results.push({
      database: "PostgreSQL",
      result: await withPostgres(databaseUrl, (url) => onServer({ DATABASE_URL: url })),
    });
  }
  for (const { database, result } of results) console.log(`${database} ${describePdfResult(result)}`);
  console.log(`\n${pdfSection(results).join("\n")}`);
}
