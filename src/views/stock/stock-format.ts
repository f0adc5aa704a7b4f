import { type Cents, formatMoney, parseMoney } from "../../domain/money.ts";
import { formatQuantity, type Milli, parseQuantity } from "../../domain/stock.ts";
import type { Locale } from "../../domain/locale.ts";

// How the stock screens show quantities (the API's numbers, in the unit's decimals) and money (decimal strings).

export const milliOfNumber = (value: number): Milli => parseQuantity(value) ?? Math.round(value * 1000);

export const stockQuantityText = (value: number, decimals: number): string =>
  formatQuantity(milliOfNumber(value), decimals);

export const moneyText = (value: string, locale: Locale): string =>
  formatMoney(parseMoney(value) ?? (0 as Cents), locale === "es-EC" ? "es-EC" : "pt-BR");

/** Typed text ("1,5" or "1.5") to a number of the API, null when it is not a quantity. */
export const typedQuantity = (text: string): number | null => {
  const milli = parseQuantity(text.trim().replace(",", "."));
  return milli === null ? null : milli / 1000;
};
