import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import { HttpError, message } from "../http/errors.ts";
import type { PdfJob, PdfRenderer, RenderedPdf } from "./pdf-job.ts";

export type PdfPoolOptions = {
  /** Worker threads; default one core less than the machine has, at least one. */
  readonly maxThreads?: number;
  /** PDFs waiting for a thread; one more is refused with 503. */
  readonly maxQueue?: number;
  /** Start a thread now instead of with the first PDF, which then does not wait for it (about a second). */
  readonly startNow?: boolean;
};

export const PDF_QUEUE_LIMIT = 32;

const WORKER = resolve(import.meta.dirname, "pdf-worker.ts");
/** The worker entry is TypeScript: every worker loads tsx first, whether the server runs under tsx, node --import tsx or vitest. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * A small pool of worker threads that render PDFs, so a long sale's PDF never holds up other requests. Threads
 * start with the first PDF unless `startNow`; one stays ready afterwards.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfRenderer {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? PDF_QUEUE_LIMIT;
  let pool: Piscina<PdfJob, RenderedPdf> | null = null;

  const open = () => {
    pool ??= new Piscina<PdfJob, RenderedPdf>({
      filename: WORKER,
      execArgv: ["--import", TSX],
      minThreads: 1,
      maxThreads,
      maxQueue,
      idleTimeout: 60_000,
    });
    return pool;
  };

  if (options.startNow) open();

  return {
    render(job) {
      const running = open();
      if (running.queueSize >= maxQueue) {
        return Promise.reject(new HttpError(503, [message("server:http.pdf-busy")], { "retry-after": "5" }));
      }
      return running.run(job);
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.close();
    },
  };
}
