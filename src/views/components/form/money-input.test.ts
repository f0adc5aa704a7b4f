import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from "../../../domain/money.ts";
import { centsFromTyped, typedCents } from "./money-input.ts";

describe("centsFromTyped", () => {
  it.each([
    ["", null],
    ["R$ ", null],
    ["5", 5],
    ["R$ 0,055", 55],
    ["R$ 0,551", 551],
    ["R$ 1,234", 1234],
    ["R$ 1.234,5", 12345],
    ["R$ 0,0", 0],
    ["R$ 9.999.999.999,991", 9999999999991],
    ["R$ 999.999.999.999,991", 99999999999999],
  ])("reads %j as %j cents", (text, cents) => {
    expect(centsFromTyped(text)).toBe(cents);
  });
});

describe("typedCents (refuses a keystroke past the bound)", () => {
  it.each([
    ["R$ 9.999.999,99", 99_999, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS],
    ["R$ 9.999.999,991", MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS],
    ["R$ 1.000.000,001", 100_000_000, MAX_AMOUNT_CENTS, 100_000_000],
    ["R$ 99.999.999,99", 999_999_999, MAX_TOTAL_CENTS, MAX_TOTAL_CENTS],
    ["R$ 99.999.999,999", MAX_TOTAL_CENTS, MAX_TOTAL_CENTS, MAX_TOTAL_CENTS],
    ["99999999999999999999", null, MAX_AMOUNT_CENTS, null],
    ["R$ 0,0", 5, MAX_AMOUNT_CENTS, 0],
    ["", 5, MAX_AMOUNT_CENTS, null],
  ])("%j after %j with max %j → %j", (text, previous, max, cents) => {
    expect(typedCents(text, previous, max)).toBe(cents);
  });
});
