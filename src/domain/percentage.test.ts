import { describe, expect, it } from "vitest";
import { formatPercentage, parsePercentage, percentageInputText, typedPercentage } from "./percentage";

describe("typedPercentage (issue 11: typed as people write it)", () => {
  it.each([
    ["", "", null],
    ["0", "0", 0],
    ["1", "1", 1],
    ["10", "10", 10],
    ["010", "10", 10],
    ["12,", "12,", 12],
    ["12,5", "12,5", 12.5],
    ["12.5", "12,5", 12.5],
    ["12,25", "12,25", 12.25],
    [",5", "0,5", 0.5],
    ["99,99", "99,99", 99.99],
    ["100", "100", 100],
    ["100,00", "100,00", 100],
    ["a1b0%", "10", 10],
    ["-5", "5", 5],
    ["1,2,3", "1,23", 1.23],
  ])("%j shows %j and means %s %", (typed, text, percent) => {
    expect(typedPercentage(typed)).toEqual({ ok: true, text, percent });
  });

  it.each([
    ["101", "max"],
    ["100,01", "max"],
    ["1000", "max"],
    ["12,345", "decimals"],
  ])("refuses %j (%s)", (typed, reason) => {
    expect(typedPercentage(typed)).toEqual({ ok: false, reason });
  });
});

describe("percentageInputText", () => {
  it.each([
    [10, "10"],
    [12.5, "12,5"],
    [12.25, "12,25"],
    [0, "0"],
    [100, "100"],
    [0.5, "0,5"],
    [20.1, "20,1"],
  ])("%s → %j", (percent, text) => {
    expect(percentageInputText(percent)).toBe(text);
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

  it("round-trips through parsePercentage, percentageInputText and typedPercentage", () => {
    for (let hundredths = 1; hundredths <= 10_000; hundredths += 7) {
      const text = formatPercentage(hundredths / 100);
      expect(parsePercentage(text)).toBe(hundredths / 100);
      const typed = typedPercentage(percentageInputText(hundredths / 100));
      expect(typed.ok && typed.percent).toBe(hundredths / 100);
    }
  });
});
