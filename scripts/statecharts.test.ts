import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findMachines, isGenerated, OUTPUT_DIR, renderStatecharts } from "./statecharts/generate.ts";

const REGENERATE = "out of date: run `npm run statecharts` and commit docs/statecharts/";

describe("docs/statecharts", () => {
  it("has a diagram for every machine in src/machines", async () => {
    const machines = await findMachines();
    const names = machines.map((m) => m.name);
    expect(names).toContain("change-password");
    expect(names).toContain("notification-bell");
    const onDisk = await readdir(OUTPUT_DIR);
    for (const name of names) {
      expect(onDisk, REGENERATE).toContain(`${name}.mmd`);
      expect(onDisk, REGENERATE).toContain(`${name}.svg`);
    }
  });

  it("matches what the machines produce now, with no stale diagrams left", async () => {
    const expected = await renderStatecharts();
    const onDisk = (await readdir(OUTPUT_DIR)).filter(isGenerated).sort();
    expect(onDisk, REGENERATE).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(await readFile(join(OUTPUT_DIR, file), "utf8"), `${file} ${REGENERATE}`).toBe(content);
    }
  }, 60_000);
});
