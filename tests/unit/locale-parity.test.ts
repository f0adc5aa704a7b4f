import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The same check as ../shared/tools/locale-parity.mjs: every key of every namespace exists in both locales.

const LOCALES = ["pt-BR", "es-EC"] as const;

function flatten(value: unknown, prefix: string, out: Set<string>): Set<string> {
  for (const [key, child] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === "object" && !Array.isArray(child)) flatten(child, path, out);
    else out.add(path);
  }
  return out;
}

function keysOf(dir: string, locale: string): Set<string> {
  const keys = new Set<string>();
  const base = join(dir, locale);
  for (const file of readdirSync(base).filter((name) => name.endsWith(".json"))) {
    const namespace = file.replace(/\.json$/, "");
    for (const key of flatten(JSON.parse(readFileSync(join(base, file), "utf8")), "", new Set())) {
      keys.add(`${namespace}:${key}`);
    }
  }
  return keys;
}

/** "missing in es-EC: app:menu.home" lines; empty when both locales have the same keys. */
function localeDifferences(dir: string): string[] {
  const [pt, es] = LOCALES.map((locale) => keysOf(dir, locale)) as [Set<string>, Set<string>];
  return [
    ...[...pt].filter((key) => !es.has(key)).map((key) => `missing in es-EC: ${key}`),
    ...[...es].filter((key) => !pt.has(key)).map((key) => `missing in pt-BR: ${key}`),
  ];
}

describe("locale parity", () => {
  it("pt-BR and es-EC have the same namespaces and keys", () => {
    expect(localeDifferences(resolve(import.meta.dirname, "../../locales"))).toEqual([]);
  });

  it("reports a key or a namespace present in one locale only", () => {
    const dir = mkdtempSync(join(tmpdir(), "rede-locales-"));
    for (const locale of LOCALES) mkdirSync(join(dir, locale));
    writeFileSync(join(dir, "pt-BR", "app.json"), JSON.stringify({ menu: { home: "Início", users: "Usuários" } }));
    writeFileSync(join(dir, "es-EC", "app.json"), JSON.stringify({ menu: { home: "Inicio" } }));
    writeFileSync(join(dir, "es-EC", "extra.json"), JSON.stringify({ only: "es" }));
    expect(localeDifferences(dir)).toEqual(["missing in es-EC: app:menu.users", "missing in pt-BR: extra:only"]);
  });
});
