import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { ROOT } from "./server.ts";

const FAILURE_DIR = join(ROOT, "test-results/failures");

/** A screenshot of every open page of a failed test, with its URL, to see what the user would have seen. */
export async function saveFailureShots(testName: string, contexts: ReadonlyArray<BrowserContext>): Promise<void> {
  await mkdir(FAILURE_DIR, { recursive: true });
  const base = testName.replace(/[^\w-]+/g, "-").slice(0, 80);
  const pages = contexts.flatMap((c) => c.pages());
  for (const [i, page] of pages.entries()) {
    const path = join(FAILURE_DIR, `${base}-${i}.png`);
    try {
      await page.screenshot({ path, fullPage: true, timeout: 5000 });
      console.error(`failure screenshot: ${path} (${page.url()})`);
    } catch {
      // a closed or crashed page has nothing to show
    }
  }
}
