import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { launchBrowser } from "./browser.ts";
import { saveFailureShots } from "./failure.ts";
import { saoPauloDay } from "./global-setup.ts";
import { type RunningServer, requireBuild, type ServerOptions, startServer } from "./server.ts";

export type E2e = {
  /** The suite's server (`index` 0 unless it asked for several). */
  server: (index?: number) => RunningServer;
  /** A new page in a new context (own cookies), 1366 px wide, closed after the test; on server `server` (0). */
  newPage: (options?: { width?: number; height?: number; server?: number }) => Promise<Page>;
};

export type SuiteOptions = ServerOptions & {
  /** Independent servers (each its own data dir), started in parallel: for runs that must not share data. */
  servers?: number;
};

/** The seeded demo data dir to start from, unless the suite seeds otherwise or the day changed since it was built. */
function template(options: ServerOptions): string | undefined {
  const built = inject("e2eTemplate");
  if (!built || built.day !== saoPauloDay()) return undefined;
  if (options.env?.SEED_DEMO === "false" || options.env?.DATABASE_URL) return undefined;
  return built.dir;
}

/** One real server (or `servers` of them) and one Chromium per test file; a fresh browser context per page. */
export function e2eSuite({ servers: count = 1, ...options }: SuiteOptions = {}): E2e {
  const servers: RunningServer[] = [];
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    requireBuild();
    const [launched, started] = await Promise.all([
      Promise.allSettled([launchBrowser()]),
      Promise.allSettled(Array.from({ length: count }, () => startServer({ template: template(options), ...options }))),
    ]);
    for (const result of launched) if (result.status === "fulfilled") browser = result.value;
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    for (const result of [...launched, ...started]) if (result.status === "rejected") throw result.reason;
  });

  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await saveFailureShots(context.task.name, contexts);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  return {
    server: (index = 0) => {
      const server = servers[index];
      if (!server) throw new Error(`server ${index} not started`);
      return server;
    },
    newPage: async ({ width = 1366, height = 900, server: index = 0 } = {}) => {
      const server = servers[index];
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
