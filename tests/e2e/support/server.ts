import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../../..");

export type RunningServer = {
  baseUrl: string;
  port: number;
  /** Everything the server wrote to stdout/stderr, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** Extra environment (e.g. DATABASE_URL, MAINTENANCE). DATA_DIR is always a fresh temp dir. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Runs before the server starts, with its environment (its fresh DATA_DIR): e.g. `npm run setup` (first-run.test.ts). */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** A migrated and seeded data dir (tests/e2e/support/global-setup.ts) copied into DATA_DIR before `prepare`. */
  template?: string;
  /** Use this data dir and leave it on stop (the template's own server). */
  keepDataDir?: string;
};

export function requireBuild(): void {
  if (!existsSync(join(ROOT, "dist/index.html"))) {
    throw new Error("dist/index.html is missing: run `npm run build` before the browser tests.");
  }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

const children = new Set<ChildProcess>();
// A crashed test run must not leave servers behind.
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function waitForVersion(baseUrl: string, child: ChildProcess, deadline: number, output: () => string) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer /api/version in time:\n${output()}`);
}

/** Starts `server/index.ts` on a free port with a fresh data dir (first start migrates and seeds). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.keepDataDir ?? (await mkdtemp(join(tmpdir(), "rede-e2e-")));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never touch a shared PostgreSQL by accident; callers opt in through options.env.
  delete env.DATABASE_URL;
  delete env.MAINTENANCE;
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: join(dataDir, "db"),
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    ...options.env,
  });
  if (options.template && env.DATA_DIR) await cp(options.template, env.DATA_DIR, { recursive: true });
  await options.prepare?.(env);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const output = () => log;
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
    if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForVersion(baseUrl, child, Date.now() + (options.startTimeoutMs ?? 180_000), output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, output, stop };
}
