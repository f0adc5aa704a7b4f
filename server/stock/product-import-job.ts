import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CheckedRow, ProductSheetField, SheetCell } from "../../src/domain/product-import.ts";

// Product sheets are read and written on a worker thread of their own (product-import-worker.ts), one per job: an
// import or an export is rare, and a thread that ends with its job leaves nothing to close.

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

/** Runs one sheet job on a new worker thread. */
export function runSheetJob(job: SheetJob): Promise<SheetJobResult> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(WORKER, { execArgv: ["--import", TSX], workerData: job });
    let answered = false;
    worker.once("message", (result: SheetJobResult) => {
      answered = true;
      void worker.terminate();
      if (result.kind === "failed") reject(new Error(`sheet worker: ${result.message}`));
      else resolvePromise(result);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`sheet worker exited with ${code} before answering`));
    });
  });
}
