import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  allocateCents,
  centsToDecimalString,
  currencyOf,
  formatMoney,
  fromCents,
  grossWithinBounds,
  MAX_AMOUNT_CENTS,
  MAX_TOTAL_CENTS,
  multiplyCents,
  parseBigMoney,
  parseMoney,
  percentOf,
  splitCents,
  sumBigCents,
  sumCents,
  toCents,
  toHundredths,
} from "./money";

describe("toCents", () => {
  it.each([
    [0, 0],
    [1234.56, 123456],
    [1.005, 101],
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [1.255, 126],
    [2.675, 268],
    [1.0049999, 100],
    [0.005, 1],
    [-0.005, -1],
    [-0.004, 0],
    [10, 1000],
    [19.99, 1999],
    [1e-7, 0],
    [123456789012.345, 12345678901235],
  ])("%s reais → %s cents", (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [1e20]])("rejects %s", (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });

  it("rounds half away from zero at every half cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const halfUp = Number(`${centsToDecimalString(cents)}5`);
        expect(toCents(halfUp)).toBe(cents < 0 ? cents - 1 : cents + 1);
      }),
    );
  });
});

describe("toHundredths", () => {
  it.each([
    [12.345, 1235],
    [12.5, 1250],
    [-12.345, -1235],
  ])("%s → %s", (value, hundredths) => {
    expect(toHundredths(value)).toBe(hundredths);
  });
});

describe("fromCents and centsToDecimalString", () => {
  it.each([
    [0, 0, "0.00"],
    [5, 0.05, "0.05"],
    [-5, -0.05, "-0.05"],
    [100, 1, "1.00"],
    [123456, 1234.56, "1234.56"],
    [-123456, -1234.56, "-1234.56"],
  ])("%s cents → %s / %s", (cents, number, text) => {
    expect(fromCents(cents)).toBe(number);
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it("rejects fractional cents", () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it("round-trips through toCents and parseMoney", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(parseMoney(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "R$ 0,00"],
    [1, "R$ 0,01"],
    [99, "R$ 0,99"],
    [100, "R$ 1,00"],
    [123456, "R$ 1.234,56"],
    [100000000, "R$ 1.000.000,00"],
    [-123456, "R$ - 1.234,56"],
    [-5, "R$ - 0,05"],
    [-0, "R$ 0,00"],
  ])("pt-BR %s → %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
    expect(formatMoney(cents, "pt-BR")).toBe(text);
  });

  it.each([
    [0, "$ 0,00"],
    [123456, "$ 1.234,56"],
    [-123456, "$ - 1.234,56"],
    [123456789, "$ 1.234.567,89"],
  ])("es-EC, a US dollar network %s → %s", (cents, text) => {
    expect(formatMoney(cents, "es-EC", "USD")).toBe(text);
  });

  it("shows the network's currency, not the interface language's: a Brazilian network under /es shows R$", () => {
    expect(formatMoney(11880, "es-EC")).toBe("R$ 118,80");
    expect(formatMoney(11880, "es-EC", "BRL")).toBe("R$ 118,80");
    expect(formatMoney(11880, "pt-BR", "USD")).toBe("$ 118,80");
  });

  it("knows the stored currency codes, anything else is the default real", () => {
    expect(currencyOf("USD")).toBe("USD");
    expect(currencyOf("BRL")).toBe("BRL");
    expect(currencyOf("EUR")).toBe("BRL");
    expect(currencyOf(null)).toBe("BRL");
  });

  it("groups and separates like Intl for both locales", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom("pt-BR" as const, "es-EC" as const),
        (cents, locale) => {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: "always",
          });
          expect(formatMoney(cents, locale)).toBe(`R$ ${intl.format(cents / 100)}`);
        },
      ),
    );
  });

  it("parses back what it formats", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom("pt-BR" as const, "es-EC" as const),
        (cents, locale) => {
          expect(parseMoney(formatMoney(cents, locale))).toBe(cents);
        },
      ),
    );
  });
});

describe("parseMoney", () => {
  it.each([
    ["1234.56", 123456],
    ["1234.5", 123450],
    ["1234", 123400],
    ["1.5", 150],
    ["1.005", 101],
    ["1,005", 101],
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["1.234.567", 123456700],
    ["R$ 1.234,56", 123456],
    ["R$1.234,56", 123456],
    ["R$ 1.234", 123400],
    ["R$ - 1.234,56", -123456],
    ["-R$ 1.234,56", -123456],
    ["R$ -1.234,56", -123456],
    ["-1234.56", -123456],
    ["+10", 1000],
    ["$ 1.234,56", 123456],
    ["  R$ 0,00  ", 0],
    ["-0,00", 0],
  ])("%j → %s", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    [""],
    ["R$"],
    ["abc"],
    ["1,2,3"],
    ["1.23.4"],
    ["1.234.5"],
    ["1.2,50"],
    ["R$ 12.5"],
    ["12.34.56,00"],
    [",50"],
    ["1."],
    ["- -1"],
    ["--1"],
    ["1e5"],
    ["US$ 1,00"],
    ["99999999999999999999"],
  ])("%j → null", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("sumCents", () => {
  it.each([
    [[], 0],
    [[10, 20], 30],
    [[333, 333, 334], 1000],
    [[-500, 200], -300],
  ])("%j → %s", (values, total) => {
    expect(sumCents(values)).toBe(total);
  });

  it("rejects fractional cents", () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});

describe("multiplyCents", () => {
  it.each([
    [1000, 3, 3000],
    [1999, 1.5, 2999],
    [1999, 0.333, 666],
    [1000, 0.0005, 1],
    [1000, 0.0004, 0],
    [333, 0.5, 167],
    [-333, 0.5, -167],
    [1, 0.5, 1],
    [123, 0, 0],
    [250, 1.255, 314],
    [10, 0.1 + 0.2, 3],
    [100, -2, -200],
  ])("%s × %s → %s", (cents, factor, product) => {
    expect(multiplyCents(cents, factor)).toBe(product);
  });
});

describe("percentOf", () => {
  it.each([
    [10, 33.33, 3],
    [1000, 33.33, 333],
    [1000, 12.5, 125],
    [1, 50, 1],
    [3, 50, 2],
    [-3, 50, -2],
    [12345, 10, 1235],
    [12345, 0, 0],
    [12345, 100, 12345],
    [999, 12.34, 123],
  ])("%s × %s%% → %s", (cents, percent, part) => {
    expect(percentOf(cents, percent)).toBe(part);
  });
});

describe("splitCents and allocateCents", () => {
  it.each([
    [1000, 3, [334, 333, 333]],
    [10, 3, [4, 3, 3]],
    [-1000, 3, [-334, -333, -333]],
    [1, 3, [1, 0, 0]],
    [0, 2, [0, 0]],
    [1000, 1, [1000]],
  ])("split %s in %s → %j", (total, parts, shares) => {
    expect(splitCents(total, parts)).toEqual(shares);
  });

  it.each([[0], [-1], [1.5]])("rejects %s parts", (parts) => {
    expect(() => splitCents(100, parts)).toThrow(RangeError);
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [70, 30], [70, 30]],
    [10, [0.3, 0.3, 0.4], [3, 3, 4]],
    [1000, [1, 2], [333, 667]],
    [5, [1, 0, 1], [3, 0, 2]],
    [-100, [1, 3], [-25, -75]],
    [1001, [33.33, 33.33, 33.34], [334, 333, 334]],
  ])("allocate %s by %j → %j", (total, weights, shares) => {
    expect(allocateCents(total, weights)).toEqual(shares);
  });

  it.each([[[]], [[0, 0]], [[1, -1]]])("rejects weights %j", (weights) => {
    expect(() => allocateCents(100, weights)).toThrow(RangeError);
  });

  it("always sums to the total and no share is off by more than a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(sumCents(shares)).toBe(total);
          shares.forEach((share, i) => {
            expect(Math.abs(share - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("request bounds (issue 9: one huge sale must not break the month)", () => {
  it.each([
    [MAX_AMOUNT_CENTS, "pt-BR", "R$ 9.999.999,99"],
    [MAX_TOTAL_CENTS, "pt-BR", "R$ 99.999.999,99"],
    [MAX_AMOUNT_CENTS, "es-EC", "R$ 9.999.999,99"],
    [MAX_TOTAL_CENTS, "es-EC", "R$ 99.999.999,99"],
  ] as const)("%s cents is %s %s", (cents, locale, text) => {
    expect(formatMoney(cents, locale)).toBe(text);
  });

  it.each([
    ["pt-BR", "money-max-amount", MAX_AMOUNT_CENTS],
    ["pt-BR", "money-max-total", MAX_TOTAL_CENTS],
    ["pt-BR", "line-max-total", MAX_TOTAL_CENTS],
    ["es-EC", "money-max-amount", MAX_AMOUNT_CENTS],
    ["es-EC", "money-max-total", MAX_TOTAL_CENTS],
    ["es-EC", "line-max-total", MAX_TOTAL_CENTS],
  ] as const)("the %s message %s names the bound the code checks", (locale, key, bound) => {
    const texts = JSON.parse(readFileSync(`locales/${locale}/validation.json`, "utf8")) as Record<string, string>;
    expect(texts[key]).toContain(formatMoney(bound, locale));
  });

  it.each([
    ["the largest price once", MAX_AMOUNT_CENTS, 1, true],
    ["the largest price ten times", MAX_AMOUNT_CENTS, 10, true],
    ["a thousandth more", MAX_AMOUNT_CENTS, 10.001, false],
    ["the largest price × the largest quantity", MAX_AMOUNT_CENTS, 999_999.999, false],
    ["rounds to the bound", 1, MAX_TOTAL_CENTS + 0.49, true],
    ["rounds past the bound", 1, MAX_TOTAL_CENTS + 0.5, false],
    ["a negative price is measured by its size", -MAX_TOTAL_CENTS, 1, true],
    ["an unsafe price", Number.MAX_SAFE_INTEGER + 1, 1, false],
    ["a huge product does not throw", Number.MAX_SAFE_INTEGER, 1e300, false],
    ["NaN", 1, Number.NaN, false],
  ])("grossWithinBounds: %s", (_, price, quantity, within) => {
    expect(grossWithinBounds(price, quantity)).toBe(within);
  });
});

describe("bigint sums (a register's or a month's totals)", () => {
  const safe = Number.MAX_SAFE_INTEGER;
  it.each([
    ["nothing", [], 0n],
    ["two amounts", [10, 20], 30n],
    ["a loss", [-500, 200], -300n],
    ["past the safe range", [safe, safe, 2], BigInt(safe) * 2n + 2n],
    ["bigints and numbers", [10n ** 30n, 1, -1n], 10n ** 30n],
    ["a million of the largest sale", Array.from({ length: 1_000_000 }, () => MAX_TOTAL_CENTS), 9_999_999_999_000_000n],
  ])("%s", (_, values, total) => {
    expect(sumBigCents(values)).toBe(total);
  });

  it("is exact where sumCents gives up", () => {
    expect(() => sumCents([safe, 1])).toThrow(RangeError);
    expect(sumBigCents([safe, 1])).toBe(BigInt(safe) + 1n);
  });

  it("rejects fractional cents", () => {
    expect(() => sumBigCents([1, 0.5])).toThrow(RangeError);
  });

  it.each([
    [10n ** 20n + 5n, "1000000000000000000.05", "R$ 1.000.000.000.000.000.000,05"],
    [-5n, "-0.05", "R$ - 0,05"],
    [0n, "0.00", "R$ 0,00"],
    [-(BigInt(safe) * 3n), "-270215977642229.73", "R$ - 270.215.977.642.229,73"],
  ])("%s cents → %s / %s", (cents, decimal, display) => {
    expect(centsToDecimalString(cents)).toBe(decimal);
    expect(formatMoney(cents)).toBe(display);
    expect(parseBigMoney(decimal)).toBe(cents);
    expect(parseBigMoney(display)).toBe(cents);
  });

  it.each([
    ["99999999999999999999", 99_999_999_999_999_999_999n * 100n],
    ["1999999999999.98", 199_999_999_999_998n],
    ["12.345", 1235n],
    ["abc", null],
    ["", null],
  ])("parseBigMoney(%j) → %s", (text, cents) => {
    expect(parseBigMoney(text)).toBe(cents);
  });

  it("agrees with parseMoney wherever a number holds the value", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = centsToDecimalString(cents);
        expect(parseBigMoney(text)).toBe(BigInt(cents));
        expect(parseMoney(text)).toBe(cents);
        expect(centsToDecimalString(BigInt(cents))).toBe(text);
        expect(formatMoney(BigInt(cents))).toBe(formatMoney(cents));
      }),
    );
  });
});
