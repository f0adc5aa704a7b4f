/** Money in integer cents: R$ 1.234,56 is 123456. Single amounts and one sale's totals. */
export type Cents = number;

/**
 * A sum of cents with no upper bound: a register's, a day's or a month's totals. Any number of sales may be added
 * up, so these sums are bigint and never leave the safe integer range of a number.
 */
export type BigCents = bigint;

/**
 * The largest single amount a request may carry: a unit price, a delivery charge or cost, an opening float, a
 * sangria, an expense (R$ 9.999.999,99).
 */
export const MAX_AMOUNT_CENTS = 999_999_999;

/**
 * The largest total a request may carry: a sale's or budget's total, an item line (price × quantity) and its
 * discount, a payment, the change, a count at closing (R$ 99.999.999,99).
 */
export const MAX_TOTAL_CENTS = 9_999_999_999;

export type MoneyLocale = "pt-BR" | "es-EC";

/**
 * The currencies a network keeps its money in (multi_stores.currency). Money is shown in the network's currency
 * whatever the interface language: a Brazilian network seen under /es still shows R$ (only the separators follow
 * the language).
 */
export const CURRENCIES = ["BRL", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "BRL";

const CURRENCY_PREFIX: Readonly<Record<Currency, string>> = { BRL: "R$", USD: "$" };

/** A stored currency code as one Rede knows, else the default (BRL). */
export const currencyOf = (code: string | null | undefined): Currency =>
  (CURRENCIES as ReadonlyArray<string>).includes(code ?? "") ? (code as Currency) : DEFAULT_CURRENCY;

type Decimal = { readonly negative: boolean; readonly digits: bigint; readonly scale: number };

const assertCents = (value: number): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of cents: ${value}`);
};

const toSafeNumber = (value: bigint): number => {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
};

// The shortest round-trip text of a double is the decimal the caller meant
// (1.005 prints "1.005", 0.1 + 0.2 prints "0.30000000000000004"), so rounding
// that text avoids the binary error of Math.round(value * 100).
const decimalOf = (value: number): Decimal => {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (match === null) throw new RangeError(`Unexpected number text: ${value}`);
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  const shift = Number(exponent);
  const scale = fraction.length - shift;
  const digits = BigInt(whole + fraction) * 10n ** BigInt(Math.max(0, -scale));
  return { negative: sign === "-", digits, scale: Math.max(0, scale) };
};

/** Divides and rounds half away from zero. */
const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
};

/** A number rounded half away from zero to hundredths, as an integer count of hundredths (12.345 → 1235). */
export const toHundredths = (value: number): number => {
  const { negative, digits, scale } = decimalOf(value);
  const hundredths = divideRounded(digits * 100n, 10n ** BigInt(scale));
  return toSafeNumber(negative ? -hundredths : hundredths);
};

/** Reais as a number to cents, rounded half away from zero without float error (1.005 → 101). */
export const toCents = (value: number): Cents => toHundredths(value);

/** Cents as a number of reais, for JSON. */
export const fromCents = (cents: Cents): number => {
  assertCents(cents);
  return cents / 100;
};

type Parts = { readonly negative: boolean; readonly whole: string; readonly hundredths: string };

/** Whole units and hundredths of an amount, exact for any size. */
const partsOf = (cents: Cents | BigCents): Parts => {
  if (typeof cents === "number") assertCents(cents);
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  return { negative: value < 0n, whole: String(abs / 100n), hundredths: String(abs % 100n).padStart(2, "0") };
};

/** Cents as SQL numeric text: 123456 → "1234.56", -5 → "-0.05"; a bigint sum of any size too. */
export const centsToDecimalString = (cents: Cents | BigCents): string => {
  const { negative, whole, hundredths } = partsOf(cents);
  return `${negative ? "-" : ""}${whole}.${hundredths}`;
};

const SEPARATORS: Record<MoneyLocale, { readonly group: string; readonly decimal: string }> = {
  "pt-BR": { group: ".", decimal: "," },
  // CLDR es-EC (Node's Intl) groups with "." and uses a decimal comma.
  "es-EC": { group: ".", decimal: "," },
};

/**
 * Display text in the network's currency with the language's separators: "R$ 1.234,56", negative
 * "R$ - 1.234,56" (spec 9); a US dollar network "$ 1.234,56".
 */
export const formatMoney = (
  cents: Cents | BigCents,
  locale: MoneyLocale = "pt-BR",
  currency: Currency = DEFAULT_CURRENCY,
): string => {
  const { group, decimal } = SEPARATORS[locale];
  const prefix = CURRENCY_PREFIX[currency];
  const { negative, whole, hundredths } = partsOf(cents);
  const number = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${hundredths}`;
  return negative ? `${prefix} - ${number}` : `${prefix} ${number}`;
};

const MONEY_TEXT = /^([-+]?)\s*((?:R\$|\$)?)\s*([-+]?)\s*([\d.,]+)$/;
const PLAIN = /^\d+(?:\.\d+)?$/;
const GROUPED = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/**
 * Parses money text to cents, or null when it is not money.
 * Accepts "1234.56" (SQL/JSON), "1.234,56" and "R$ 1.234,56" / "$ 1.234,56"
 * with a sign before or after the symbol ("R$ - 1.234,56").
 * A single dot with no comma and no currency symbol is a decimal point ("1.5" is R$ 1,50).
 */
export const parseMoney = (text: string): Cents | null => {
  const cents = parseBigMoney(text);
  if (cents === null) return null;
  const result = Number(cents);
  return Number.isSafeInteger(result) ? result : null;
};

/** Like parseMoney, for sums of any size (the answers' totals): bigint cents, or null when it is not money. */
export const parseBigMoney = (text: string): BigCents | null => {
  const match = MONEY_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, signBefore = "", symbol = "", signAfter = "", number = ""] = match;
  if (signBefore !== "" && signAfter !== "") return null;
  const localized = symbol !== "" || number.includes(",") || number.indexOf(".") !== number.lastIndexOf(".");
  let plain: string;
  if (localized) {
    if (!GROUPED.test(number)) return null;
    plain = number.replaceAll(".", "").replace(",", ".");
  } else {
    if (!PLAIN.test(number)) return null;
    plain = number;
  }
  const [whole = "", fraction = ""] = plain.split(".");
  const hundredths = divideRounded(BigInt(whole + fraction) * 100n, 10n ** BigInt(fraction.length));
  return `${signBefore}${signAfter}` === "-" ? -hundredths : hundredths;
};

/** Sums bounded amounts (one sale's lines and payments); throws past the safe integer range. */
export const sumCents = (values: ReadonlyArray<Cents>): Cents => {
  const total = values.reduce((sum, value) => {
    assertCents(value);
    return sum + value;
  }, 0);
  assertCents(total);
  return total;
};

/** Sums any number of amounts exactly (a register's or a month's totals): never overflows. */
export const sumBigCents = (values: ReadonlyArray<Cents | BigCents>): BigCents =>
  values.reduce<BigCents>((sum, value) => {
    if (typeof value === "number") assertCents(value);
    return sum + BigInt(value);
  }, 0n);

const scaleRounded = (cents: Cents, factor: number, extraScale: bigint): Cents => {
  assertCents(cents);
  const { negative, digits, scale } = decimalOf(factor);
  const product = divideRounded(BigInt(cents) * digits, 10n ** BigInt(scale) * extraScale);
  return toSafeNumber(negative ? -product : product);
};

/** Price × quantity (quantities may have decimals), rounded half away from zero to the cent. */
export const multiplyCents = (cents: Cents, factor: number): Cents => scaleRounded(cents, factor, 1n);

/**
 * Whether price × quantity stays within MAX_TOTAL_CENTS. A price and a quantity each within their own bounds can
 * still pass it (R$ 9.999.999,99 × 999.999,999), so a line is bounded too. Exact, and never throws.
 */
export const grossWithinBounds = (unitPrice: Cents, quantity: number): boolean => {
  if (!Number.isSafeInteger(unitPrice) || !Number.isFinite(quantity)) return false;
  // A float estimate first, so the exact product is only taken where it is a safe integer.
  if (Math.abs(unitPrice) * Math.abs(quantity) > 2 * MAX_TOTAL_CENTS) return false;
  return Math.abs(multiplyCents(unitPrice, quantity)) <= MAX_TOTAL_CENTS;
};

/** `percent`% of an amount (12.5 means 12,5%), rounded half away from zero to the cent. */
export const percentOf = (cents: Cents, percent: number): Cents => scaleRounded(cents, percent, 100n);

/**
 * Splits an amount by weights so the parts sum exactly to the total: each part
 * gets its floor and the leftover cents go to the largest remainders (earlier
 * parts first on ties). A negative total is split as its magnitude, negated.
 */
export const allocateCents = (total: Cents, weights: ReadonlyArray<number>): Cents[] => {
  assertCents(total);
  if (weights.length === 0) throw new RangeError("At least one weight is needed");
  const decimals = weights.map((weight) => {
    const decimal = decimalOf(weight);
    if (decimal.negative && decimal.digits !== 0n) throw new RangeError(`Negative weight: ${weight}`);
    return decimal;
  });
  const scale = Math.max(...decimals.map((decimal) => decimal.scale));
  const scaled = decimals.map((decimal) => decimal.digits * 10n ** BigInt(scale - decimal.scale));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError("Weights must not all be zero");
  const magnitude = BigInt(Math.abs(total));
  const floors = scaled.map((weight) => (magnitude * weight) / sum);
  let leftover = magnitude - floors.reduce((a, b) => a + b, 0n);
  const byRemainder = scaled
    .map((weight, index) => ({ index, remainder: (magnitude * weight) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = [...floors];
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => toSafeNumber(total < 0 ? -part : part));
};

/** Splits an amount into `parts` equal shares, the first shares taking the leftover cents (R$ 10,00 / 3 → 3,34 + 3,33 + 3,33). */
export const splitCents = (total: Cents, parts: number): Cents[] => {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Parts must be a positive integer: ${parts}`);
  return allocateCents(
    total,
    Array.from({ length: parts }, () => 1),
  );
};
