import type { Locale } from "../../src/domain/locale.ts";
import type { BudgetDetail } from "../../src/schemas/pdv-budgets.ts";
import type { CashMovementDetail } from "../../src/schemas/pdv-cash.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import type { ClosingReportFormat } from "../pdv/closing-report-pdf.ts";
import type { ReceiptIssuer } from "../pdv/receipt-pdf.ts";
import type { ReportPdfTable } from "../reports/report-table.ts";
import type { PdfOwner } from "./fair-queue.ts";

/** What a worker of the PDF pool renders: plain data, copied to the worker thread. */
export type PdfJob =
  | { readonly kind: "sale"; readonly locale: Locale; readonly sale: SaleDetail }
  | { readonly kind: "budget"; readonly locale: Locale; readonly budget: BudgetDetail }
  | { readonly kind: "receipt"; readonly locale: Locale; readonly sale: SaleDetail; readonly issuer: ReceiptIssuer }
  | {
      readonly kind: "closing-report";
      readonly locale: Locale;
      readonly detail: CashMovementDetail;
      readonly format: ClosingReportFormat;
      /** ISO time the report was asked for. */
      readonly printedAt: string;
    }
  /** A report of server/reports (its table as text). */
  | { readonly kind: "report"; readonly locale: Locale; readonly table: ReportPdfTable };

export type RenderedPdf = {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** The worker thread that rendered it (never the main thread's 0). */
  readonly threadId: number;
};

/**
 * Renders PDFs off the main thread; `close` waits for the PDFs being rendered and stops the workers. `owner` is
 * whose PDF it is: each user and network has a share of the queue (server/pdf/fair-queue.ts).
 */
export type PdfRenderer = {
  render(job: PdfJob, owner: PdfOwner): Promise<RenderedPdf>;
  close(): Promise<void>;
};
