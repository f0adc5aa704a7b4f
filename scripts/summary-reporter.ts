import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends every run with where the time went (per project, and the slowest files: CI must stay well under
 * 30 minutes on 2 cores) and one plain line, `vitest: N passed, N failed, N skipped`, that CI can read.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of modules) {
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    if (modules.length > 20) process.stdout.write(timings(modules));
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

/** Seconds spent in each project's files (setup, import and tests) and the ten slowest files. */
function timings(modules: ReadonlyArray<TestModule>): string {
  const spent = (module: TestModule) => {
    const d = module.diagnostic();
    return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
  };
  const byProject = new Map<string, { files: number; ms: number }>();
  for (const module of modules) {
    const entry = byProject.get(module.project.name) ?? { files: 0, ms: 0 };
    byProject.set(module.project.name, { files: entry.files + 1, ms: entry.ms + spent(module) });
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = ["", "time per project (sum over files):"];
  for (const [name, { files, ms }] of byProject) lines.push(`  ${name}: ${files} files, ${seconds(ms)}`);
  lines.push("slowest files:");
  for (const module of [...modules].sort((a, b) => spent(b) - spent(a)).slice(0, 10)) {
    lines.push(
      `  ${seconds(spent(module))}  ${module.project.name}  ${module.moduleId.replace(`${process.cwd()}/`, "")}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
