import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import type { CheckedRow, ProductSheetField, SheetCell } from "../../src/domain/product-import.ts";

// Product sheets are read and written on a worker thread of their own (product-import-worker.ts), one per job: an
// import or an export is rare, and a thread that ends with its job leaves nothing to close at shutdown.

export type SheetJob =
  | { readonly kind: "read"; readonly format: "xlsx" | "csv"; readonly bytes: Uint8Array; readonly maxRows: number }
  | {
      readonly kind: "write";
      readonly format: "xlsx" | "csv";
      readonly sheetName: string;
      readonly headers: ReadonlyArray<string>;
      readonly rows: ReadonlyArray<ReadonlyArray<SheetCell>>;
    };

export type SheetJobResult =
  | { readonly kind: "rows"; readonly rows: ReadonlyArray<CheckedRow> }
  | { readonly kind: "missing"; readonly fields: ReadonlyArray<ProductSheetField> }
  | { readonly kind: "too-many"; readonly rows: number }
  | { readonly kind: "unreadable" }
  | { readonly kind: "file"; readonly bytes: Uint8Array }
  | { readonly kind: "failed"; readonly message: string };

const WORKER = resolve(import.meta.dirname, "product-import-worker.ts");
/** The worker entry is TypeScript: the thread loads tsx first, as the PDF pool's do. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Runs one sheet job on a thread started for it, and ends the thread with the job. */
export async function runSheetJob(job: SheetJob): Promise<SheetJobResult> {
  const pool = new Piscina<SheetJob, SheetJobResult>({
    filename: WORKER,
    execArgv: ["--import", TSX],
    minThreads: 1,
    maxThreads: 1,
  });
  try {
    return await pool.run(job);
  } finally {
    await pool.destroy();
  }
}
