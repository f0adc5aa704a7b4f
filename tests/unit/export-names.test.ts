import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Two modules exporting one name (issue 10, item 4) make auto-imports pick the wrong one and hide which module owns
// a thing. Every name declared with `export` in src/ and server/ (tests and test support aside) is declared by one
// module. Decisions:
// - Re-exports (`export { x } from "./y.ts"`) are the same binding, not a second declaration.
// - A type and a value of one name in one file (`export const Sale` + `export type Sale`) are one declaration.
// - FRAMEWORK: names a framework asks every module for; none today (no default exports, route arrays are named
//   per module: customersRoutes, pdvCustomersRoutes, ...).

const ROOT = path.resolve(import.meta.dirname, "../..");
const FRAMEWORK = new Set(["default"]);
const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes("test");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(isSource);
}

/** Names a module declares with `export` (re-exports from another module left out). */
function declaredExports(source: string): Set<string> {
  const names = new Set<string>();
  const declaration =
    /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|type|interface|enum)\s+(\w+)/gm;
  for (const match of source.matchAll(declaration)) names.add(match[1] ?? "");
  for (const match of source.matchAll(/^export\s+default\b/gm)) if (match) names.add("default");
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

function exportOwners(): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const file of [...sources("src"), ...sources("server")]) {
    for (const name of declaredExports(readFileSync(path.join(ROOT, file), "utf8"))) {
      owners.set(name, [...(owners.get(name) ?? []), file]);
    }
  }
  return owners;
}

describe("export names", () => {
  const owners = exportOwners();
  const duplicated = [...owners].filter(([, files]) => files.length > 1);

  it("are declared by one module each", () => {
    const unexpected = duplicated
      .filter(([name]) => !FRAMEWORK.has(name))
      .map(([name, files]) => `${name}: ${files.join(", ")}`);
    expect(unexpected).toEqual([]);
  });

  it("reads declarations, local export lists and not re-exports", () => {
    const source = [
      "export const a = 1;",
      "export type B = string;",
      "export async function c() {}",
      "const d = 1, e = 2;",
      "export { d, e as f };",
      'export { g } from "./g.ts";',
      "export default 1;",
    ].join("\n");
    expect([...declaredExports(source)].sort()).toEqual(["B", "a", "c", "d", "default", "f"]);
  });
});
