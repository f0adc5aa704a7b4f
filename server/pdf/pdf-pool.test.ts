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
  salePayload,
  setStock,
  unitId,
} from "../pdv/pdv-test-support.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import type { PdfJob, PdfRenderer } from "./pdf-job.ts";
import { createPdfPool } from "./pdf-pool.ts";

const pool = createPdfPool();
const rendered: Array<{ kind: PdfJob["kind"]; threadId: number }> = [];
/** The real pool, noting which thread rendered each PDF. */
const watched: PdfRenderer = {
  async render(job) {
    const pdf = await pool.render(job);
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
  const payload = salePayload({
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
      Array.from({ length: 10 }, () => pool.render({ kind: "sale", locale: "pt-BR", sale: longSale })),
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

  it("refuses a PDF with 503 when its queue is full, and renders the ones it took", async () => {
    const small = createPdfPool({ maxThreads: 1, maxQueue: 2 });
    try {
      const job = { kind: "sale", locale: "es-EC", sale: longSale } as const;
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => small.render(job)));
      const refused = results.filter((r) => r.status === "rejected").map((r) => r.reason);
      expect(refused.length).toBeGreaterThan(0);
      for (const error of refused) {
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 503, messages: [{ key: "server:http.pdf-busy" }] });
      }
      expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(2);
    } finally {
      await small.close();
    }
  });

  it("starts again after close", async () => {
    await pool.close();
    const pdf = await pool.render({ kind: "budget", locale: "pt-BR", budget: await budgetDetail() });
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });
});

async function budgetDetail(): Promise<BudgetDetail> {
  const res = await t.request(`/api/v1/budgets/${budgetId}/detail`, { cookie: caixa });
  expect(res.status).toBe(200);
  return (await res.json()) as BudgetDetail;
}
