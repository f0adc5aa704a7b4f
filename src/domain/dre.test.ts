import { describe, expect, it } from "vitest";
import { type DreAmount, type DrePlanRow, dreOf, percentageOf } from "./dre.ts";

describe("percentageOf", () => {
  it.each([
    [1n, 3n, 33.33],
    [2n, 3n, 66.67],
    [-2n, 3n, -66.67],
    [1n, 8n, 12.5],
    [1n, 80_000n, 0], // 0.00125 % → 0.00
    [1n, 20_000n, 0.01], // 0.005 % → half up to 0.01
    [33_333n, 100_000n, 33.33],
    [5n, 0n, null],
  ] as const)("%s of %s is %s %%", (value, base, expected) => {
    expect(percentageOf(value, base)).toBe(expected);
  });
});

// A small chart shaped like the standard one: two groups above the first result row, an expense group, the result.
const plans = (unit: number, offset: number): DrePlanRow[] =>
  [
    { id: offset + 1, code: "1", name: "Receita bruta", isInflow: true, superId: null },
    { id: offset + 2, code: "1.1", name: "Venda de mercadorias", isInflow: true, superId: offset + 1 },
    { id: offset + 3, code: "1.2", name: "Serviços", isInflow: true, superId: offset + 1 },
    { id: offset + 4, code: "2", name: "Deduções", isInflow: false, superId: null },
    { id: offset + 5, code: "2.1", name: "Impostos", isInflow: false, superId: offset + 4 },
    { id: offset + 6, code: "3", name: "Receita líquida", isInflow: null, superId: null },
    { id: offset + 7, code: "10", name: "Resultado", isInflow: null, superId: null },
    { id: offset + 8, code: "6", name: "Despesas", isInflow: false, superId: null },
    { id: offset + 9, code: "6.1", name: "Pessoal", isInflow: false, superId: offset + 8 },
    { id: offset + 10, code: "6.1.1", name: "Salários", isInflow: false, superId: offset + 9 },
  ].map((row) => ({ ...row, name: unit === 1 ? row.name : `${row.name} (B)` }));

const amount = (accountPlanId: number, month: number, foreseen: bigint, realized: bigint): DreAmount => ({
  accountPlanId,
  month,
  foreseen,
  realized,
});

describe("dreOf", () => {
  const unitA = plans(1, 0);
  const dre = dreOf(unitA, [
    amount(2, 3, 100_001n, 70_000n), // sales in March
    amount(3, 3, 33_333n, 0n),
    amount(5, 3, -13_334n, -13_334n), // taxes paid (payables are negative nets)
    amount(10, 3, -30_001n, -10_000n),
    amount(2, 4, 7n, 7n),
  ]);
  const row = (code: string) => {
    const found = dre.rows.find((r) => r.code === code);
    if (!found) throw new Error(code);
    return found;
  };

  it("orders rows by code, with depth and parent code", () => {
    expect(dre.rows.map((r) => [r.code, r.depth, r.superCode])).toEqual([
      ["1", 0, null],
      ["1.1", 1, "1"],
      ["1.2", 1, "1"],
      ["2", 0, null],
      ["2.1", 1, "2"],
      ["3", 0, null],
      ["6", 0, null],
      ["6.1", 1, "6"],
      ["6.1.1", 2, "6.1"],
      ["10", 0, null],
    ]);
  });

  it("adds children into parents, shows outflows positive, totals result rows and percentages of net revenue", () => {
    const march = (code: string) => row(code).months[2];
    expect(march("1")?.foreseen).toEqual({ value: 133_334n, percentage: 111.11 });
    expect(march("2")?.foreseen).toEqual({ value: 13_334n, percentage: 11.11 });
    expect(march("3")?.foreseen).toEqual({ value: 120_000n, percentage: 100 });
    expect(march("6")?.foreseen).toEqual({ value: 30_001n, percentage: 25 });
    expect(march("6.1.1")?.realized).toEqual({ value: 10_000n, percentage: 17.65 }); // 10000/56666
    expect(march("10")?.foreseen).toEqual({ value: 89_999n, percentage: 75 });
    expect(march("10")?.realized).toEqual({ value: 46_666n, percentage: 82.35 });
    expect(row("1").months[3]?.foreseen).toEqual({ value: 7n, percentage: 100 });
    expect(row("1").months[0]?.foreseen).toEqual({ value: 0n, percentage: null });
    expect(row("10").total.foreseen).toEqual({ value: 90_006n, percentage: 75 }); // 90006/120007 = 75.0006 %
    expect(dre.totals.inflows.total.foreseen.value).toBe(133_341n);
    expect(dre.totals.outflows.total.foreseen.value).toBe(43_335n);
  });

  it("the network groups the units' rows by code", () => {
    const network = dreOf(
      [...unitA, ...plans(2, 100)],
      [amount(2, 1, 1_000n, 1_000n), amount(102, 1, 333n, 0n), amount(110, 1, -1n, -1n)],
    );
    expect(network.rows).toHaveLength(10);
    expect(network.rows[0]?.name).toBe("Receita bruta");
    const result = network.rows.find((r) => r.code === "10");
    expect(result?.months[0]?.foreseen).toEqual({ value: 1_332n, percentage: 99.92 });
  });
});
