import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import type { OfxLine } from "./ofx-statement.ts";

// OFX statements are parsed on a worker thread of their own (statement-worker.ts), one per import: an import is
// rare, and a thread that ends with its job leaves nothing to close at shutdown.

const WORKER = resolve(import.meta.dirname, "statement-worker.ts");
/** The worker entry is TypeScript: the thread loads tsx first, as the product sheets' do. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** The statement's lines, or null when the file is not OFX. */
export async function parseStatement(bytes: Uint8Array): Promise<OfxLine[] | null> {
  const pool = new Piscina<Uint8Array, OfxLine[] | null>({
    filename: WORKER,
    execArgv: ["--import", TSX],
    minThreads: 1,
    maxThreads: 1,
  });
  try {
    return await pool.run(bytes);
  } finally {
    await pool.destroy();
  }
}
