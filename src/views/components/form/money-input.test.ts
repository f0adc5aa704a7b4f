import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from "../../../domain/money.ts";
import { centsAfterKey, centsFromTyped, typedCents, wholeSelected } from "./money-input.ts";

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

/** The selection over a field showing `text`: all of it, or the caret at the end. */
const all = (text: string) => ({ start: 0, end: text.length, length: text.length });
const atEnd = (text: string) => ({ start: text.length, end: text.length, length: text.length });

/** Keys pressed one after another, the first with `first` selected (then the caret stays at the end). */
const typeKeys = (keys: string[], value: number | null, first: "all" | "end", max = MAX_AMOUNT_CENTS) => {
  let current = value;
  keys.forEach((key, i) => {
    const text = current === null ? "" : `R$ ${current}`;
    const next = centsAfterKey(key, current, i === 0 && first === "all" ? all(text) : atEnd(text), max);
    if (next !== undefined) current = next;
  });
  return current;
};

describe("centsAfterKey (issue 11: typed as on a calculator)", () => {
  it("opening value: the field selected, 2 0 0 0 0 is R$ 200,00", () => {
    expect(typeKeys(["2", "0", "0", "0", "0"], 0, "all")).toBe(20_000);
  });

  it("a prefilled R$ 6,90 clicked (selected) and 1 0 0 0 typed is R$ 10,00", () => {
    expect(typeKeys(["1", "0", "0", "0"], 690, "all")).toBe(1_000);
  });

  it("a closing count 1 4 6 8 0 into an empty field is R$ 146,80", () => {
    expect(typeKeys(["1", "4", "6", "8", "0"], null, "end")).toBe(14_680);
  });

  it("with the caret at the end, digits are appended on the right", () => {
    expect(typeKeys(["5"], 690, "end")).toBe(6_905);
  });

  it("Backspace removes the last digit; with everything selected it empties the field", () => {
    expect(typeKeys(["Backspace"], 1_000, "end")).toBe(100);
    expect(typeKeys(["Backspace", "Backspace", "Backspace", "Backspace"], 1_000, "end")).toBe(0);
    expect(typeKeys(["Backspace"], 1_000, "all")).toBeNull();
    expect(typeKeys(["Delete"], 1_000, "all")).toBeNull();
    expect(typeKeys(["Backspace"], null, "end")).toBeNull();
  });

  it("refuses a digit past the bound and leaves other keys alone", () => {
    expect(typeKeys(["9"], MAX_AMOUNT_CENTS, "end")).toBe(MAX_AMOUNT_CENTS);
    expect(typeKeys(["9"], MAX_AMOUNT_CENTS, "all")).toBe(9);
    expect(centsAfterKey("Tab", 5, all("R$ 0,05"), MAX_AMOUNT_CENTS)).toBeUndefined();
    expect(centsAfterKey("a", 5, atEnd("R$ 0,05"), MAX_AMOUNT_CENTS)).toBeUndefined();
    expect(centsAfterKey(",", 5, atEnd("R$ 0,05"), MAX_AMOUNT_CENTS)).toBeUndefined();
  });
});

describe("wholeSelected", () => {
  it.each([
    [{ start: 0, end: 7, length: 7 }, true],
    [{ start: 0, end: 6, length: 7 }, false],
    [{ start: 7, end: 7, length: 7 }, false],
    [{ start: 0, end: 0, length: 0 }, false],
  ])("%j → %s", (selection, whole) => {
    expect(wholeSelected(selection)).toBe(whole);
  });
});
