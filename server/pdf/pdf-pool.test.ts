// PDFs render in the pool's worker threads: the thread that answers requests never runs pdfkit, so a long sale's
// PDF does not hold up other requests (the latency under load is measured by `npm run bench`, bench/pdf.ts).
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BudgetDetail } from "../../src/schemas/pdv-budgets.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { HttpError } from "../http/errors.ts";
import {
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  unitId,
} from "../pdv/pdv-test-support.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import type { PdfJob, PdfRenderer } from "./pdf-job.ts";
import { createFairQueue, PDFS_PER_USER } from "./fair-queue.ts";
import { createPdfPool } from "./pdf-pool.ts";

const pool = createPdfPool();
const rendered: Array<{ kind: PdfJob["kind"]; threadId: number }> = [];
/** What the app renders with: the real pool, unless a test puts another renderer in its place. */
let renderer: PdfRenderer = pool;
/** The renderer in place, noting which thread rendered each PDF. */
const watched: PdfRenderer = {
  async render(job, owner) {
    const pdf = await renderer.render(job, owner);
    rendered.push({ kind: job.kind, threadId: pdf.threadId });
    return pdf;
  },
  close: () => pool.close(),
};

let t: TestApp;
let caixa = "";
let longSale: SaleDetail;
let budgetId = 0;

beforeAll(async () => {
  t = await startTestApp({ pdf: watched });
  caixa = await t.login("caixa");
  const centro = await unitId(t, "Rede Demo Centro");
  const register = await openRegister(t, caixa, centro);
  const shirt = await productBySku(t, "VES-01101-M", centro);
  await setStock(t, centro, shirt.id, "1000");
  const payload = saleRequestOf({
    cashMovementId: register,
    lines: Array.from({ length: 500 }, () => ({ product: shirt })),
    payments: [{ methodId: await methodOf(t, "Dinheiro"), received: 500 * shirt.price }],
  });
  const sold = await postKeyed(t, "/api/v1/sales", caixa, payload);
  if (sold.status !== 201) throw new Error(`sale: ${sold.status} ${await sold.text()}`);
  longSale = (await sold.json()) as SaleDetail;
  const budget = await postKeyed(t, "/api/v1/budgets", caixa, {
    company_id: centro,
    items: payload.items.slice(0, 20),
    total: ((20 * shirt.price) / 100).toFixed(2),
    notes: "",
  });
  if (budget.status !== 201) throw new Error(`budget: ${budget.status} ${await budget.text()}`);
  budgetId = ((await budget.json()) as { id: number }).id;
});
afterAll(() => t.close());

const pdfOf = async (path: string) => {
  const res = await t.request(path, { cookie: caixa });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return bytes;
};

describe("the PDF pool", () => {
  it("renders the sale, receipt and budget PDFs of the API in a worker thread", async () => {
    rendered.length = 0;
    await pdfOf(`/api/v1/reports/sales_history/${longSale.id}`);
    await pdfOf(`/api/v1/sales/${longSale.id}/receipt`);
    await pdfOf(`/api/v1/budgets/${budgetId}`);
    expect(rendered.map((r) => r.kind)).toEqual(["sale", "receipt", "budget"]);
    for (const { threadId: worker } of rendered) {
      expect(worker).toBeGreaterThan(0);
      expect(worker).not.toBe(threadId);
    }
  });

  it("renders ten PDFs of a 500-line sale at once, all complete", async () => {
    const pdfs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pool.render({ kind: "sale", locale: "pt-BR", sale: longSale }, { networkId: 100 + i, userId: 100 + i }),
      ),
    );
    for (const pdf of pdfs) {
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      expect(pdf.threadId).not.toBe(threadId);
    }
    const pages = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages(pdfs[0]?.bytes ?? new Uint8Array())).toBeGreaterThanOrEqual(5);
  });

  it("refuses with 503 only the user or network beyond its share, and renders the ones it took", async () => {
    const small = createPdfPool({ maxThreads: 1, perUser: 2, perNetwork: 3 });
    try {
      const job = { kind: "sale", locale: "es-EC", sale: longSale } as const;
      const mine = { networkId: 1, userId: 1 };
      const results = await Promise.allSettled([
        ...Array.from({ length: 6 }, () => small.render(job, mine)),
        small.render(job, { networkId: 1, userId: 2 }),
        small.render(job, { networkId: 1, userId: 3 }),
        small.render(job, { networkId: 2, userId: 4 }),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        "fulfilled",
        "fulfilled",
        ...Array.from({ length: 4 }, () => "rejected"),
        "fulfilled",
        "rejected",
        "fulfilled",
      ]);
      expect(results[2]).toMatchObject({
        reason: { status: 503, messages: [{ key: "server:http.pdf-busy-user", values: { max: 2 } }] },
      });
      expect(results[7]).toMatchObject({
        reason: { status: 503, messages: [{ key: "server:http.pdf-busy", values: { max: 3 } }] },
      });
      for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(HttpError);
    } finally {
      await small.close();
    }
  });

  it("renders another network's PDF while one user asks for 60 large PDFs at once", async () => {
    const flood = Promise.allSettled(
      Array.from({ length: 60 }, () =>
        pool.render({ kind: "sale", locale: "pt-BR", sale: longSale }, { networkId: 1, userId: 1 }),
      ),
    );
    const other = await pool.render(
      { kind: "budget", locale: "pt-BR", budget: await budgetDetail() },
      { networkId: 2, userId: 2 },
    );
    expect(Buffer.from(other.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect((await flood).filter((r) => r.status === "fulfilled")).toHaveLength(PDFS_PER_USER);
  });

  it("answers a user's PDFs beyond their share with 503 in their language, never another user's", async () => {
    // PDFs that finish only when the test says so, behind a fair queue like the pool's.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const queue = createFairQueue({ concurrency: 1, perUser: PDFS_PER_USER, perNetwork: 8 });
    renderer = {
      render: (job, owner) => queue.submit(owner, () => gate.then(() => pool.render(job, owner))),
      close: async () => {},
    };
    try {
      const admin = await t.login("admin");
      const path = `/api/v1/reports/sales_history/${longSale.id}`;
      const flood = Array.from({ length: PDFS_PER_USER + 2 }, () =>
        t.request(path, { cookie: caixa, headers: { "accept-language": "es-EC" } }),
      );
      const other = t.request(path, { cookie: admin });
      const refused = await Promise.race(flood.map((r) => r.then((res) => (res.status === 503 ? res : null))));
      expect(refused?.status).toBe(503);
      open();
      expect((await other).status).toBe(200);
      const answers = await Promise.all(flood);
      expect(answers.map((r) => r.status).sort()).toEqual([
        ...Array.from({ length: PDFS_PER_USER }, () => 200),
        503,
        503,
      ]);
      const busy = answers.find((r) => r.status === 503);
      expect(busy?.headers.get("retry-after")).toBe("5");
      expect(await busy?.json()).toEqual({
        messages: [`Ya tiene ${PDFS_PER_USER} PDF generándose. Espere a que terminen e intente nuevamente.`],
      });
    } finally {
      renderer = pool;
    }
  });

  it("starts again after close", async () => {
    await pool.close();
    const pdf = await pool.render(
      { kind: "budget", locale: "pt-BR", budget: await budgetDetail() },
      { networkId: 1, userId: 1 },
    );
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });
});

async function budgetDetail(): Promise<BudgetDetail> {
  const res = await t.request(`/api/v1/budgets/${budgetId}/detail`, { cookie: caixa });
  expect(res.status).toBe(200);
  return (await res.json()) as BudgetDetail;
}
