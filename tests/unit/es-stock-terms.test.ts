import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// One Spanish word per stock idea (issue 13): a stock, the place a unit keeps goods in, is an "inventario"; what it
// holds is "stock" (En stock, Stock mínimo, Stock inicial); a count is a "conteo de inventario".

const NAMESPACES = ["stock", "stock-bulk", "stock-reports", "products", "products-import", "pdv", "app"];

function texts(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) texts(child, path ? `${path}.${key}` : key, out);
  return out;
}

const esTexts = NAMESPACES.flatMap((namespace) =>
  texts(JSON.parse(readFileSync(resolve("locales/es-EC", `${namespace}.json`), "utf8")), namespace, []),
);

describe("es-EC stock terms", () => {
  it.each([
    ["a stock is never a 'bodega'", /\bbodegas?\b/i],
    ["what a stock holds is never 'existencias'", /\bexistencias?\b/i],
    // "el stock {{stock}}", "un stock." name the place; "el stock mínimo", "el stock vuelve" are what it holds.
    ["a stock (the place) is never 'el stock {{name}}' / 'un stock'", /\b(el|un|del) stock( \{\{|[.,]|$)/i],
  ])("%s", (_rule, pattern) => {
    expect(esTexts.filter(([, text]) => pattern.test(text))).toEqual([]);
  });
});
