// Issue 9 review: two processes on one DATA_DIR (PGlite) both started and lost data; a third crashed PGlite. The
// data dir is locked by the process that opens it: a second one is refused with a clear message.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, lockDataDir, lockPathOf } from "./data-dir-lock.ts";

let dataDir = "";
const config = () => ({ databaseUrl: null, dataDir, databasePoolSize: 1 });
const pglitePath = () => resolve(dataDir, "pglite");

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "rede-lock-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid ?? 999_999;

describe("the PGlite data dir lock", () => {
  it("refuses a second open of the same data dir until the first closes", async () => {
    const first = await openDatabase(config());
    try {
      const refused = await openDatabase(config()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toContain(`in use by another Rede process (pid ${process.pid}`);
      expect((refused as Error).message).toContain("DATABASE_URL");
      await first.db.execute("select 1");
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathOf(pglitePath()))).toBe(false);
    const again = await openDatabase(config());
    await again.db.execute("select 1");
    await again.close();
  }, 60_000);

  it("takes over a lock left by a process that is gone, or one that names no process", async () => {
    const path = lockPathOf(join(dataDir, "pglite"));
    await writeFile(path, JSON.stringify({ pid: deadPid(), host: "old", since: "2020-01-01", token: "old" }));
    const lock = await lockDataDir(join(dataDir, "pglite"));
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ pid: process.pid });
    await lock.release();
    expect(existsSync(path)).toBe(false);

    await writeFile(path, "");
    const overGarbage = await lockDataDir(join(dataDir, "pglite"));
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ pid: process.pid });
    await overGarbage.release();
  });

  it("gives a stale lock to exactly one of several openers at once", async () => {
    const target = join(dataDir, "pglite");
    await writeFile(lockPathOf(target), JSON.stringify({ pid: deadPid(), host: "old", since: "", token: "old" }));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(target)));
    const taken = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await taken[0]?.release();
  });

  it("keeps a second server process from starting on the data dir, with the reason in its log", async () => {
    const lock = await lockDataDir(pglitePath());
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
        cwd: resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      // A server that did start is stopped, never left running.
      const stop = setTimeout(() => child.kill("SIGKILL"), 45_000);
      const code = await new Promise<number | null>((done) => child.on("exit", (exit) => done(exit)));
      clearTimeout(stop);
      expect(code).toBe(1);
      expect(output).toContain("is in use by another Rede process");
      expect(output).not.toContain("Rede is running");
    } finally {
      await lock.release();
    }
  }, 60_000);
});
