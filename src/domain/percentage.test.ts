import { describe, expect, it } from "vitest";
import { formatPercentage, maskPercentage, parsePercentage } from "./percentage";

describe("maskPercentage", () => {
  it.each([
    ["", ""],
    ["0", ""],
    ["1", "0,01"],
    ["12", "0,12"],
    ["125", "1,25"],
    ["1250", "12,50"],
    ["12345", "12,34"],
    ["9999", "99,99"],
    ["0,012", "0,12"],
    ["0,125", "1,25"],
    ["1,250", "12,50"],
    ["12,500", "12,50"],
    ["12,5", "1,25"],
    ["a1b2%", "0,12"],
    ["-5", "0,05"],
  ])("%j → %j", (typed, masked) => {
    expect(maskPercentage(typed)).toBe(masked);
  });
});

describe("parsePercentage", () => {
  it.each([
    ["12,50", 12.5],
    ["0,01", 0.01],
    ["99,99", 99.99],
    ["12", 12],
    ["12.5", 12.5],
    [" 7,5 ", 7.5],
    ["-3,00", -3],
  ])("%j → %s", (text, percent) => {
    expect(parsePercentage(text)).toBe(percent);
  });

  it.each([[""], ["abc"], ["12,"], [",5"], ["1,2,3"], ["12%"]])("%j → null", (text) => {
    expect(parsePercentage(text)).toBeNull();
  });
});

describe("formatPercentage", () => {
  it.each([
    [12.5, "12,50"],
    [0, "0,00"],
    [0.01, "0,01"],
    [99.99, "99,99"],
    [100, "100,00"],
    [33.335, "33,34"],
    [1.005, "1,01"],
    [-3, "-3,00"],
    [-0.001, "0,00"],
  ])("%s → %j", (percent, text) => {
    expect(formatPercentage(percent)).toBe(text);
  });

  it("round-trips through parsePercentage and maskPercentage", () => {
    for (let hundredths = 1; hundredths <= 9999; hundredths += 7) {
      const text = formatPercentage(hundredths / 100);
      expect(parsePercentage(text)).toBe(hundredths / 100);
      expect(maskPercentage(text)).toBe(text);
    }
  });
});
