import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { saveFailureShots } from "./failure.ts";
import { type RunningServer, requireBuild, type ServerOptions, startServer } from "./server.ts";

export type E2e = {
  server: () => RunningServer;
  /** A new page in a new context (own cookies), 1366 px wide, closed after the test. */
  newPage: (options?: { width?: number; height?: number }) => Promise<Page>;
};

/** One real server and one Chromium per test file; a fresh browser context per page. */
export function e2eSuite(options: ServerOptions = {}): E2e {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    requireBuild();
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
  });

  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await saveFailureShots(context.task.name, contexts);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    server: () => {
      if (!server) throw new Error("server not started");
      return server;
    },
    newPage: async ({ width = 1366, height = 900 } = {}) => {
      if (!browser || !server) throw new Error("browser tests not started");
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width, height },
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
        acceptDownloads: true,
      });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      return context.newPage();
    },
  };
}
