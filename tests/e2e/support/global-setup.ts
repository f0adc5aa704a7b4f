import { mkdir, rm } from "node:fs/promises";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT, startServer } from "./server.ts";

/**
 * Migrates and seeds one demo database before the browser tests (a server started once on a fresh data dir,
 * then stopped cleanly); each test file's server starts from a copy of that data dir instead of migrating and
 * seeding its own, which saved ~10 s per file on a 2-core CI machine. Files that seed differently opt out
 * (tests/e2e/support/app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = resolve(ROOT, ".test-data", `e2e-template-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const server = await startServer({ keepDataDir: dir });
  await server.stop();
  project.provide("e2eTemplate", { dir: resolve(dir, "db"), day: saoPauloDay() });
  return () => rm(dir, { recursive: true, force: true });
}

/** The São Paulo calendar day: the demo seed writes relative to it, so a template from yesterday is not reused. */
export function saoPauloDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eTemplate: { dir: string; day: string };
  }
}
