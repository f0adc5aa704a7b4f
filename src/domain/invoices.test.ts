import { describe, expect, it } from "vitest";
import {
  saleUnitOfNfe,
  decimalToScaled,
  installmentsMatch,
  invoiceProblem,
  invoiceTotals,
  lineTotal,
  weightedAverageCost,
} from "./invoices";

const noCharges = { freight: 0, ipi: 0, icmsSt: 0, otherCosts: 0, discount: 0 };

describe("lineTotal", () => {
  it.each([
    [2_000, 1_050, 2_100],
    [1_500, 333, 500], // 1,5 × 3,33 = 4,995 → 5,00
    [333, 1_000, 333],
    [1, 1, 0], // 0,001 × 0,01
    [500, 1, 1], // 0,5 × 0,01 = 0,005 → 0,01
  ])("%i thousandths × %i cents → %i cents", (quantity, unitCost, total) => {
    expect(lineTotal({ quantity, unitCost })).toBe(total);
  });
});

describe("invoiceTotals", () => {
  it.each([
    {
      name: "freight that does not divide evenly goes by value, summing exactly",
      lines: [
        { quantity: 10_000, unitCost: 1_000 },
        { quantity: 5_000, unitCost: 1_000 },
        { quantity: 1_000, unitCost: 5_000 },
      ],
      charges: { ...noCharges, freight: 1_000 },
      itemsTotal: 20_000,
      total: 21_000,
      landed: [10_500, 5_250, 5_250],
    },
    {
      name: "R$ 0,10 of freight over three equal lines: the leftover cent to the first",
      lines: [
        { quantity: 1_000, unitCost: 100 },
        { quantity: 1_000, unitCost: 100 },
        { quantity: 1_000, unitCost: 100 },
      ],
      charges: { ...noCharges, freight: 10 },
      itemsTotal: 300,
      total: 310,
      landed: [104, 103, 103],
    },
    {
      name: "IPI and ICMS-ST add to the cost, the discount takes from it",
      lines: [
        { quantity: 2_000, unitCost: 2_500 },
        { quantity: 1_000, unitCost: 5_000 },
      ],
      charges: { freight: 0, ipi: 500, icmsSt: 300, otherCosts: 200, discount: 400 },
      itemsTotal: 10_000,
      total: 10_600,
      landed: [5_300, 5_300],
    },
    {
      name: "free goods take the charges by quantity",
      lines: [
        { quantity: 3_000, unitCost: 0 },
        { quantity: 1_000, unitCost: 0 },
      ],
      charges: { ...noCharges, freight: 100 },
      itemsTotal: 0,
      total: 100,
      landed: [75, 25],
    },
  ])("$name", ({ lines, charges, itemsTotal, total, landed }) => {
    const totals = invoiceTotals(lines, charges);
    expect(totals.itemsTotal).toBe(itemsTotal);
    expect(totals.total).toBe(total);
    expect(totals.landed).toEqual(landed);
    expect(totals.landed.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe("invoiceProblem", () => {
  const line = { quantity: 1_000, unitCost: 100 };
  it.each([
    [[], noCharges, "lines-required"],
    [[{ quantity: 0, unitCost: 100 }], noCharges, "quantity-required"],
    [[{ quantity: 1_000, unitCost: -1 }], noCharges, "cost-negative"],
    [[line], { ...noCharges, freight: -1 }, "charges-negative"],
    [[line], { ...noCharges, discount: 101 }, "discount-above-total"],
    [[{ quantity: 999_999_999, unitCost: 999_999_999 }], noCharges, "total-too-large"],
    [[line], { ...noCharges, discount: 100 }, null],
  ] as const)("%j with %j → %s", (lines, charges, problem) => {
    expect(invoiceProblem(lines, charges)).toBe(problem);
  });
});

describe("weightedAverageCost", () => {
  it.each([
    { before: { quantity: 10_000, unitCost: 1_000 }, quantityIn: 10_000, landed: 12_000, after: 1_100 },
    // (3 × 10,00 + 35,00) / 7 = 9,2857… → 9,29
    { before: { quantity: 3_000, unitCost: 1_000 }, quantityIn: 4_000, landed: 3_500, after: 929 },
    // nothing on hand: the entry's own unit cost (R$ 10,50 / 3 = 3,50)
    { before: { quantity: 0, unitCost: 9_999 }, quantityIn: 3_000, landed: 1_050, after: 350 },
    // negative on hand (sold before the goods were entered): the old cost does not count
    { before: { quantity: -2_000, unitCost: 500 }, quantityIn: 2_000, landed: 2_000, after: 1_000 },
    // fractional quantities: 1,5 kg at 20,00 + 0,5 kg for 12,00 → (30 + 12) / 2 = 21,00
    { before: { quantity: 1_500, unitCost: 2_000 }, quantityIn: 500, landed: 1_200, after: 2_100 },
    // rounding half up: (1 × 0,01 + 0,02) / 2 = 0,015 → 0,02
    { before: { quantity: 1_000, unitCost: 1 }, quantityIn: 1_000, landed: 2, after: 2 },
  ])(
    "$before.quantity at $before.unitCost + $quantityIn for $landed → $after",
    ({ before, quantityIn, landed, after }) => {
      expect(weightedAverageCost(before, quantityIn, landed)).toBe(after);
    },
  );

  it("refuses an entry of nothing", () => {
    expect(() => weightedAverageCost({ quantity: 1, unitCost: 1 }, 0, 0)).toThrow(RangeError);
  });
});

describe("installmentsMatch", () => {
  it.each([
    [[5_000, 5_000], 10_000, true],
    [[5_000, 4_999], 10_000, false],
    [[], 0, false],
    [[10_000, 0], 10_000, false],
  ])("%j against %i → %s", (values, total, match) => {
    expect(installmentsMatch(values, total)).toBe(match);
  });
});

describe("decimalToScaled", () => {
  it.each([
    ["10.0000", 3, 10_000],
    ["1.2345", 3, 1_235],
    ["12.3449999999", 2, 1_234],
    ["12.345", 2, 1_235],
    ["7", 2, 700],
    ["0.0005", 3, 1],
    ["-1.00", 2, null],
    ["1,00", 2, null],
    ["", 2, null],
  ])("%s with %i places → %s", (text, places, value) => {
    expect(decimalToScaled(text, places)).toBe(value);
  });
});

describe("saleUnitOfNfe", () => {
  it.each([
    ["UN", "Unidade"],
    ["kg", "Quilograma"],
    [" CX ", "Caixa"],
    ["PÇ", "Peça"],
    ["M2", "Metro quadrado"],
    ["KIT", "Unidade"],
    ["", "Unidade"],
  ])("%s → %s", (unit, name) => {
    expect(saleUnitOfNfe(unit)).toBe(name);
  });
});
