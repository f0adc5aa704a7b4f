import { describe, expect, it } from "vitest";
import { centsFromTyped } from "./money-input.ts";

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
