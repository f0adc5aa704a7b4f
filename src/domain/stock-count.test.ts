import { describe, expect, it } from "vitest";
import { countedDifference, countTotals, differenceKind, typedCountQuantity } from "./stock-count.ts";

describe("a count row's difference (counted − expected)", () => {
  it.each([
    // counted, expected, difference, kind
    [1_000, 2_000, -1_000, "loss"],
    [3_000, 2_000, 1_000, "leftover"],
    [2_000, 2_000, 0, null],
    [0, 3_000, -3_000, "loss"],
    [1_500, -500, 2_000, "leftover"],
    [null, 2_000, null, null],
    [250, 0, 250, "leftover"],
  ] as const)("counted %s, expected %i → %s (%s)", (counted, expected, difference, kind) => {
    expect(countedDifference(counted, expected)).toBe(difference);
    expect(differenceKind(countedDifference(counted, expected))).toBe(kind);
  });
});

describe("a count's totals at cost", () => {
  it.each([
    [
      "nothing counted",
      [{ counted: null, expected: 5_000, unitCost: "3.00" }],
      { counted: 0, differing: 0, loss: 0, leftover: 0 },
    ],
    [
      "one short at R$ 4,46, one over at R$ 10,00, one exact",
      [
        { counted: 1_000, expected: 2_000, unitCost: "4.46" },
        { counted: 3_000, expected: 2_000, unitCost: "10.00" },
        { counted: 7_000, expected: 7_000, unitCost: "1.00" },
        { counted: null, expected: 1_000, unitCost: "1.00" },
      ],
      { counted: 3, differing: 2, loss: -446, leftover: 1_000 },
    ],
    [
      "weighed: 1,500 kg over at R$ 3,33 rounds half up to R$ 5,00",
      [{ counted: 2_500, expected: 1_000, unitCost: "3.33" }],
      { counted: 1, differing: 1, loss: 0, leftover: 500 },
    ],
    [
      "counted zero of 3 at R$ 2,50",
      [{ counted: 0, expected: 3_000, unitCost: "2.50" }],
      { counted: 1, differing: 1, loss: -750, leftover: 0 },
    ],
  ] as const)("%s", (_, rows, totals) => {
    expect(countTotals(rows)).toEqual(totals);
  });
});

describe("a quantity typed on the count page", () => {
  it.each([
    ["1", 1_000],
    ["1,5", 1_500],
    [" 2.25 ", 2_250],
    ["0", 0],
    ["-1", null],
    ["", null],
    ["abc", null],
    ["1,2345", null],
  ] as const)("%j → %s", (text, milli) => {
    expect(typedCountQuantity(text)).toBe(milli);
  });
});
