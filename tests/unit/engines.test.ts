import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm ci` warns EBADENGINE for every installed package whose `engines.node` excludes the running Node. The app
// declares the oldest Node it runs on (package.json `engines`); every locked package must accept that one too.

type Semver = {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};
// semver ships no types of its own; these two functions are all this test needs.
const semver = createRequire(import.meta.url)("semver") as Semver;

const ROOT = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

type Manifest = { engines?: { node?: string } };
type Lock = { packages: Record<string, Manifest & { version?: string }> };

describe("dependencies fit the Node the app declares", () => {
  const declared = (readJson("package.json") as Manifest).engines?.node ?? "";
  const oldest = semver.minVersion(declared)?.version ?? "";

  it("package.json declares a Node range", () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("every locked package accepts the oldest declared Node (no EBADENGINE on npm ci)", () => {
    const misfits = Object.entries((readJson("package-lock.json") as Lock).packages)
      .filter(([name]) => name !== "")
      .flatMap(([name, manifest]) => {
        const wanted = manifest.engines?.node;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${name}@${manifest.version}: node ${wanted}`] : [];
      });
    expect(misfits).toEqual([]);
  });
});
