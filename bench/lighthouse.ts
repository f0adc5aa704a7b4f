import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROME_FLAGS, chromePath } from "../tests/e2e/support/browser.ts";
import { type Cookie, setBrowserCookie } from "./cdp-cookie.ts";

export type LighthouseResult = {
  name: string;
  url: string;
  finalUrl: string;
  /** null when Lighthouse could not score the category (see runtimeError). */
  performance: number | null;
  accessibility: number | null;
  runtimeError: string | null;
  /** Transferred bytes of scripts as Lighthouse measured them on the page. */
  scriptTransferBytes: number;
  lcpMs: number;
  tbtMs: number;
  failedAccessibilityAudits: string[];
};

type ResourceItem = { resourceType?: string; transferSize?: number };

/**
 * Lighthouse desktop preset, performance and accessibility only, one fresh Chromium per page. With a cookie
 * (a signed-in page) the storage reset is skipped so the session survives; the fresh profile keeps it cold.
 */
export async function audit(name: string, url: string, cookie?: Omit<Cookie, "url">): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });
  try {
    if (cookie) await setBrowserCookie(chrome.port, { ...cookie, url: new URL(url).origin });
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: cookie !== undefined,
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === "number" ? Math.round(value * 100) : null;
    };
    const runtimeError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
    const summary = lhr.audits["resource-summary"]?.details as { items?: ResourceItem[] } | undefined;
    const scripts = summary?.items?.find((i) => i.resourceType === "script");
    const failed = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      name,
      url,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score("performance"),
      accessibility: score("accessibility"),
      runtimeError,
      scriptTransferBytes: scripts?.transferSize ?? 0,
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      failedAccessibilityAudits: failed,
    };
  } finally {
    chrome.kill();
  }
}
