import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 10 item 2 and issue 14: stock and money rows are written only through the stock and finance ledgers.
// Any other server file that inserts, updates or deletes those tables (by name or through a local alias) fails here.

const ROOT = resolve(import.meta.dirname, "../..");
const LEDGERS: Record<string, ReadonlyArray<string>> = {
  "server/finance/ledger.ts": [
    "financialEntries",
    "financialSettlements",
    "accountMovements",
    "financial_entries",
    "financial_settlements",
    "account_movements",
  ],
  "server/stock/ledger.ts": ["stockMovements", "stock_movements"],
};
/** Seeds write their demo history in bulk, as a restore would; they are not request paths. */
const ALLOWED = [/\.test\.ts$/, /^server\/db\/.*seed.*\.ts$/, /^server\/test\//];

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : serverFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** `.insert(t)`, `.update(t)`, `.delete(t)` of a ledger table or of a local `const x = table` alias, or raw SQL. */
function writesIn(source: string, tables: ReadonlyArray<string>): string[] {
  const aliases = [...source.matchAll(/const (\w+) = (\w+);/g)]
    .filter(([, , table]) => tables.includes(table as string))
    .map(([, alias]) => alias as string);
  const names = [...tables, ...aliases].join("|");
  const builder = new RegExp(`\\.(insert|update|delete)\\(\\s*(${names})\\s*\\)`, "g");
  const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+(${names})\\b`, "gi");
  return [...source.matchAll(builder), ...source.matchAll(raw)].map((m) => m[0]);
}

describe("the ledgers are the only writers of stock and money rows", () => {
  const tables = Object.values(LEDGERS).flat();

  it("finds the ledgers' own writes (the check can see a write)", () => {
    for (const [ledger, own] of Object.entries(LEDGERS)) {
      expect(writesIn(readFileSync(join(ROOT, ledger), "utf8"), own).length, ledger).toBeGreaterThan(0);
    }
    expect(writesIn("const fe = financialEntries;\nawait tx.update(fe).set({})", tables)).toEqual([".update(fe)"]);
  });

  it("finds no other server file writing them", () => {
    const offenders = serverFiles(join(ROOT, "server"))
      .map((path) => relative(ROOT, path))
      .filter((path) => !(path in LEDGERS) && !ALLOWED.some((re) => re.test(path)))
      .flatMap((path) => writesIn(readFileSync(join(ROOT, path), "utf8"), tables).map((w) => `${path}: ${w}`));
    expect(offenders).toEqual([]);
  });
});
