import { defineConfig } from "vitest/config";

// Projects: pure code (domain, schemas, machines, services), React components (jsdom),
// server route tests (a fresh database per file) and browser tests (Playwright + Chromium).
export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          // jsdom renders and user-event typing take seconds on a busy 2-core machine; 5 s made them flaky.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          // Each file opens its own database from the template; sharing the module cache between files (no mocks
          // here) saves importing the whole server per file: the suite ran 767 s → 533 s on 2 cores.
          isolate: false,
          setupFiles: ["server/test/one-query-per-client.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // The tests read dates as the network does (the server and the browser both use São Paulo's day).
          env: { TZ: "America/Sao_Paulo" },
          // One migrated and seeded demo data dir that each file's server copies.
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
