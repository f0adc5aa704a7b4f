import { execFileSync } from "node:child_process";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  /** 1-minute load average when the bench started: other work on the machine skews every number. */
  loadAverage: number;
};

export function describeMachine(chromePath: string): Machine {
  let chromium = "unknown";
  try {
    chromium = execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    // the version string is informative only
  }
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
