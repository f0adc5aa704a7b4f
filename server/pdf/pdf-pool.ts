import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import { createFairQueue, PDFS_PER_NETWORK, PDFS_PER_USER } from "./fair-queue.ts";
import type { PdfJob, PdfRenderer, RenderedPdf } from "./pdf-job.ts";

export type PdfPoolOptions = {
  /** Worker threads; default one core less than the machine has, at least one. */
  readonly maxThreads?: number;
  /** PDFs of one user in flight or waiting; one more is refused with 503. Default PDFS_PER_USER. */
  readonly perUser?: number;
  /** PDFs of one network in flight or waiting; one more is refused with 503. Default PDFS_PER_NETWORK. */
  readonly perNetwork?: number;
  /** Start a thread now instead of with the first PDF, which then does not wait for it (about a second). */
  readonly startNow?: boolean;
};

const WORKER = resolve(import.meta.dirname, "pdf-worker.ts");
/** The worker entry is TypeScript: every worker loads tsx first, whether the server runs under tsx, node --import tsx or vitest. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * A small pool of worker threads that render PDFs, so a long sale's PDF never holds up other requests. Threads
 * start with the first PDF unless `startNow`; one stays ready afterwards. The PDFs wait in a fair queue: the
 * threads take the networks in turn, and a user or network beyond its share is refused alone.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfRenderer {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const queue = createFairQueue({
    concurrency: maxThreads,
    perUser: options.perUser ?? PDFS_PER_USER,
    perNetwork: options.perNetwork ?? PDFS_PER_NETWORK,
  });
  let pool: Piscina<PdfJob, RenderedPdf> | null = null;

  const open = () => {
    pool ??= new Piscina<PdfJob, RenderedPdf>({
      filename: WORKER,
      execArgv: ["--import", TSX],
      minThreads: 1,
      maxThreads,
      idleTimeout: 60_000,
    });
    return pool;
  };

  if (options.startNow) open();

  return {
    render(job, owner) {
      // The fair queue hands the pool no more PDFs than it has threads: Piscina's own queue stays empty.
      return queue.submit(owner, () => open().run(job));
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.close();
    },
  };
}
