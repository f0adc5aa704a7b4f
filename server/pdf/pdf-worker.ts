import { isMainThread, threadId } from "node:worker_threads";
import { translator } from "../i18n.ts";
import { closingReportPdf } from "../pdv/closing-report-pdf.ts";
import { receiptPdf } from "../pdv/receipt-pdf.ts";
import { budgetPdf, salePdf } from "../pdv/trade-pdf.ts";
import { reportPdf } from "../reports/report-pdf.ts";
import type { PdfJob, RenderedPdf } from "./pdf-job.ts";

// The entry of the PDF pool's worker threads (pdf-pool.ts): pdfkit lays a document out synchronously, hundreds of
// milliseconds for a long sale, so it runs here and never on the thread that answers requests.

async function bytesOf(job: PdfJob): Promise<Buffer> {
  const t = translator(job.locale);
  switch (job.kind) {
    case "sale":
      return salePdf(job.sale, t, job.locale);
    case "budget":
      return budgetPdf(job.budget, t, job.locale);
    case "receipt":
      return receiptPdf(job.sale, job.issuer, t, job.locale);
    case "closing-report":
      return closingReportPdf(job.detail, job.format, t, job.locale, new Date(job.printedAt));
    case "report":
      return reportPdf(job.table, t);
  }
}

export default async function renderPdf(job: PdfJob): Promise<RenderedPdf> {
  if (isMainThread) throw new Error("PDFs are rendered in the PDF pool's worker threads");
  const bytes = await bytesOf(job);
  return { bytes: new Uint8Array(bytes), threadId };
}
