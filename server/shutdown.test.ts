// The real entry point: starts on a fresh data dir, serves, and on SIGTERM stops accepting,
// lets the request in flight finish, closes the database and exits 0.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
let child: ChildProcess | undefined;
let dataDir = "";

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

afterAll(async () => {
  child?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("server process", () => {
  it("starts, serves, and shuts down gracefully on SIGTERM", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "rede-shutdown-"));
    const port = await freePort();
    let output = "";
    child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 360 && !output.includes("Rede is running"); i++) await new Promise((r) => setTimeout(r, 250));
    expect(output).toContain("Demo logins");
    const version = await fetch(`${base}/api/version`);
    expect(version.status).toBe(200);

    const exited = new Promise<number | null>((done) => child?.on("exit", (code) => done(code)));
    const inFlight = fetch(`${base}/api/v1/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "admin", password: "demo1234" }),
    });
    await new Promise((r) => setTimeout(r, 5));
    child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down");
    expect(output).toContain("stopped");
    await expect(fetch(`${base}/api/version`)).rejects.toThrow();
  }, 150_000);
});
