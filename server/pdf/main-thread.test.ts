// pdfkit lays pages out synchronously: the thread that answers requests must never load it, only the PDF pool's
// workers (pdf-worker.ts). Checked on the import graph of the server's entry, the way Node will load it.
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** Specifiers a module loads at run time: `import type` and `export type` are erased. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [
    ...[...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)";/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^import\s+"([^"]+)";/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]),
  ].filter((s): s is string => s !== undefined);
}

/** Every module file and package the entry loads, following relative imports. */
function importGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith(".")) {
        if (!packages.has(specifier)) packages.set(specifier, relative(ROOT, file));
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const target = [base, `${base}.ts`, `${base}.tsx`].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (target) visit(target);
      else if (!existsSync(base)) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
    }
  };
  visit(resolve(ROOT, entry));
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}

describe("the server's main thread", () => {
  const graph = importGraph("server/index.ts");

  it("follows the whole server (sanity check of the graph)", () => {
    expect(graph.files).toContain("server/pdv/sales.routes.ts");
    expect(graph.files).toContain("server/pdf/pdf-pool.ts");
    expect(graph.packages.has("piscina")).toBe(true);
  });

  it("never imports pdfkit or the PDF renderers; only the pool's workers do", () => {
    expect(graph.packages.get("pdfkit")).toBeUndefined();
    expect(graph.files).not.toContain("server/pdf/pdf-worker.ts");
    expect(importGraph("server/pdf/pdf-worker.ts").packages.has("pdfkit")).toBe(true);
  });
});
