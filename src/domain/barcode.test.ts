import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13, looksLikeBarcode, withEan13CheckDigit } from "./barcode.ts";

describe("EAN-13", () => {
  it.each([
    ["789100000001", 4],
    ["400638133393", 1],
    ["590123412345", 7],
    ["000000000000", 0],
  ])("check digit of %s is %s", (twelve, digit) => {
    expect(ean13CheckDigit(twelve)).toBe(digit);
  });

  it.each([
    ["4006381333931", true],
    ["5901234123457", true],
    ["5901234123458", false],
    ["590123412345", false],
    ["590123412345a", false],
  ])("%s valid: %s", (text, valid) => {
    expect(isValidEan13(text)).toBe(valid);
  });

  it("accepts every generated code and refuses a changed digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 0, max: 11 }), (twelve, position) => {
        const ean = withEan13CheckDigit(twelve);
        expect(isValidEan13(ean)).toBe(true);
        const digit = Number(ean[position]);
        const changed = `${ean.slice(0, position)}${(digit + 1) % 10}${ean.slice(position + 1)}`;
        expect(isValidEan13(changed)).toBe(false);
      }),
    );
  });

  it.each([
    ["7891000000012", true],
    ["12345678", true],
    ["1234567", false],
    ["CAM-001", false],
    [" 7891000000012 ", true],
  ])("%s looks like a barcode: %s", (text, barcode) => {
    expect(looksLikeBarcode(text)).toBe(barcode);
  });
});
