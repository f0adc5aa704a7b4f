import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  availableStock,
  countDifference,
  differenceReason,
  fitsCount,
  valueAtCost,
  fitsUnit,
  formatQuantity,
  isSellable,
  milliToDecimalString,
  milliToNumber,
  parseQuantity,
  quantityDecimals,
  roundToUnit,
} from "./stock.ts";

describe("parseQuantity", () => {
  it.each([
    ["12.500", 12_500],
    [12.5, 12_500],
    ["0.001", 1],
    [0.355, 355],
    ["-2", -2_000],
    ["-0.000", 0],
    [1, 1_000],
    ["1.0005", null],
    ["1,5", null],
    ["", null],
    [Number.NaN, null],
    [1e21, null],
  ])("%s → %s", (value, milli) => {
    expect(parseQuantity(value)).toBe(milli);
  });

  it("round-trips numeric(14,3) text", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (milli) => {
        expect(parseQuantity(milliToDecimalString(milli))).toBe(milli);
        expect(parseQuantity(milliToNumber(milli))).toBe(milli);
      }),
    );
  });
});

describe("units", () => {
  it.each([
    [1000, 0],
    [1500, 1],
    [1250, 2],
    [1255, 3],
  ])("%s thousandths have %s decimals", (milli, decimals) => {
    expect(quantityDecimals(milli)).toBe(decimals);
  });

  it.each([
    [1000, 0, true],
    [1500, 0, false],
    [1500, 1, true],
    [355, 3, true],
    [0, 3, false],
    [-1000, 0, false],
  ])("%s fits a %s-decimal unit: %s", (milli, decimals, fits) => {
    expect(fitsUnit(milli, decimals)).toBe(fits);
  });

  it.each([
    [2_500, 0, 3_000],
    [2_499, 0, 2_000],
    [-2_500, 0, -3_000],
    [1_255, 2, 1_260],
    [1_254, 2, 1_250],
    [1_255, 3, 1_255],
    [1_255, 1, 1_300],
    [-400, 0, 0],
  ])("rounds %s to %s decimals → %s", (milli, decimals, rounded) => {
    expect(roundToUnit(milli, decimals)).toBe(rounded);
    expect(Object.is(roundToUnit(milli, decimals), -0)).toBe(false);
  });
});

describe("availableStock (spec 5.5: quantity + incoming − outgoing, rounded to the unit)", () => {
  it.each([
    // quantity, incoming, outgoing, decimals, available
    [10_000, 0, 0, 0, 10_000],
    [10_000, 5_000, 3_000, 0, 12_000],
    [1_000, 0, 1_000, 0, 0],
    [0, 0, 2_000, 0, -2_000],
    [2_345, 0, 0, 3, 2_345],
    [2_345, 100, 0, 3, 2_445],
    [2_345, 0, 0, 0, 2_000],
    [2_500, 0, 0, 0, 3_000],
    [1_234, 1, 0, 2, 1_240],
  ])("%s + %s − %s at %s decimals = %s", (quantity, incoming, outgoing, decimals, available) => {
    expect(availableStock({ quantity, incoming, outgoing }, decimals)).toBe(available);
  });
});

describe("isSellable (spec 5.5)", () => {
  it.each([
    [true, 1_000, 1_000, true],
    [true, 1_001, 1_000, false],
    [true, 1_000, 0, false],
    [true, 1, -5_000, false],
    [false, 1_000_000, 0, true],
    [false, 1_000, -5_000, true],
    [true, 355, 355, true],
  ])("stock control %s, asking %s of %s → %s", (control, requested, available, sellable) => {
    expect(isSellable(control, requested, available)).toBe(sellable);
  });
});

describe("formatQuantity", () => {
  it.each([
    [1_500, 3, "1,500"],
    [2_000, 0, "2"],
    [2_500, 0, "3"],
    [355, 2, "0,36"],
    [-1_000, 0, "-1"],
  ])("%s at %s decimals → %s", (milli, decimals, text) => {
    expect(formatQuantity(milli, decimals)).toBe(text);
  });
});

describe("stock counts (issue 13 item 4)", () => {
  it.each([
    // counted, snapshot, moved since, difference, reason
    [53_000, 56_000, -2_000, -1_000, "count-loss"],
    [15_000, 14_000, 0, 1_000, "count-leftover"],
    [12_000, 14_000, -2_000, 0, null],
    [0, 3_000, 0, -3_000, "count-loss"],
    [5_000, 0, 5_000, 0, null],
  ] as const)("counted %i, snapshot %i, moved %i → %i (%s)", (counted, snapshot, moved, difference, reason) => {
    expect(countDifference(counted, snapshot, moved)).toBe(difference);
    expect(differenceReason(difference)).toBe(reason);
  });

  it("values a quantity at cost in cents, half up: 1,500 × R$ 3,33 = R$ 5,00; −1 × R$ 4,46 = −R$ 4,46", () => {
    expect(valueAtCost(1_500, 333)).toBe(500);
    expect(valueAtCost(-1_000, 446)).toBe(-446);
    expect(valueAtCost(2_000, 0)).toBe(0);
  });

  it("takes a counted zero but no negative, nor more decimals than the unit", () => {
    expect(fitsCount(0, 0)).toBe(true);
    expect(fitsCount(3_000, 0)).toBe(true);
    expect(fitsCount(1_500, 0)).toBe(false);
    expect(fitsCount(1_500, 1)).toBe(true);
    expect(fitsCount(-1_000, 3)).toBe(false);
  });
});
