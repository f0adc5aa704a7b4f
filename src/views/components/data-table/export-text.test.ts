import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/money.ts";
import type { DataTableColumn } from "./data-table-column.ts";
import { toCsv, toTextGrid, toTsv } from "./export-text.ts";

type Item = { name: string; price: number; active: boolean };

const columns: ReadonlyArray<DataTableColumn<Item>> = [
  { field: "name", header: "columns.name", text: (item) => item.name },
  { field: "price", header: "columns.price", text: (item) => formatMoney(item.price) },
  { field: "active", header: "columns.active", text: (item) => (item.active ? "Sim" : "Não") },
];
const headers: Record<string, string> = { "columns.name": "Nome", "columns.price": "Preço", "columns.active": "Ativo" };
const headerOf = (key: string) => headers[key] ?? key;

describe("toTextGrid", () => {
  it("writes the headers, then each row as users see it", () => {
    expect(toTextGrid(columns, [{ name: "Caneca", price: -123456, active: true }], headerOf)).toEqual([
      ["Nome", "Preço", "Ativo"],
      ["Caneca", "R$ - 1.234,56", "Sim"],
    ]);
  });
});

describe("toCsv", () => {
  it("starts with the UTF-8 BOM and separates cells with ';' and rows with CRLF", () => {
    expect(
      toCsv([
        ["Nome", "Preço"],
        ["Caneca", "R$ 1.234,56"],
      ]),
    ).toBe("\uFEFFNome;Preço\r\nCaneca;R$ 1.234,56");
  });

  it("quotes cells holding separators, quotes or line breaks", () => {
    expect(toCsv([["a;b", 'diz "oi"', "linha\nnova", "simples"]])).toBe(
      '\uFEFF"a;b";"diz ""oi""";"linha\nnova";simples',
    );
  });

  it("keeps formulas from running when the file opens", () => {
    expect(toCsv([["=HYPERLINK(1)", "+55", "@SUM(A1)", "-5"]])).toBe("\uFEFF'=HYPERLINK(1);'+55;'@SUM(A1);-5");
    expect(toCsv([["-2+3+cmd|' /C calc'!A0", "-1.234,56", "\t=1"]])).toBe(
      "\uFEFF'-2+3+cmd|' /C calc'!A0;-1.234,56;'\t=1",
    );
  });
});

describe("toTsv", () => {
  it("separates cells with tabs and rows with line feeds, flattening tabs and breaks inside cells", () => {
    expect(
      toTsv([
        ["Nome", "Obs"],
        ["Ana", "linha 1\nlinha\t2"],
      ]),
    ).toBe("Nome\tObs\nAna\tlinha 1 linha 2");
  });
});
