import { format, type Locale as DateFnsLocale, type Month } from "date-fns";
import { es } from "date-fns/locale/es";
import { ptBR } from "date-fns/locale/pt-BR";
import { formatActivityTime, formatDisplayDate, toApiDate } from "../domain/dates.ts";
import { shownName, unitName } from "../domain/demo-names.ts";
import type { Locale } from "../domain/locale.ts";
import {
  type BigCents,
  type Cents,
  type Currency,
  currencyOf,
  DEFAULT_CURRENCY,
  formatMoney,
  parseBigMoney,
} from "../domain/money.ts";
import { formatPercentage } from "../domain/percentage.ts";
import { currentLocale } from "./i18n.ts";

// The one place the browser turns money and dates into text (architecture 4): the rules live in src/domain,
// this module only adds the user's current locale.

const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { "pt-BR": ptBR, "es-EC": es };

export function dateFnsLocale(locale: Locale = currentLocale()): DateFnsLocale {
  return DATE_FNS_LOCALES[locale];
}

let networkCurrency: Currency = DEFAULT_CURRENCY;

/**
 * The signed-in network's currency (the session's `currency`): money is shown in it whatever the interface
 * language, so a Brazilian network under /es still shows R$. Set by the session (views/app/live-session.ts).
 */
export function setNetworkCurrency(code: string | null | undefined): void {
  networkCurrency = currencyOf(code);
}

/** The currency money is shown in now. */
export const currentCurrency = (): Currency => networkCurrency;

/** "R$ 1.234,56" in the network's currency, with the language's separators. */
export const money = (cents: Cents | BigCents): string => formatMoney(cents, currentLocale(), networkCurrency);

/** An answer's money text ("1234.56", or a sum of any size) as "R$ 1.234,56"; R$ 0,00 when it is not money. */
export const moneyOfText = (text: string): string => money(parseBigMoney(text) ?? 0n);

/** "21,5" */
export const percentage = (percent: number): string => formatPercentage(percent);

/** "21/11/2026" */
export const displayDate = (date: Date): string => formatDisplayDate(date);

/** "21/11/2026 às 14:05" (pt), "21/11/2026 a las 14:05" (es) */
export const activityTime = (date: Date): string => formatActivityTime(date, currentLocale());

/** "2026-11-21", the API's date format. */
export const apiDate = (date: Date): string => toApiDate(date);

/** "novembro de 2026" / "noviembre de 2026" */
export const monthAndYear = (date: Date): string => format(date, "LLLL 'de' yyyy", { locale: dateFnsLocale() });

/** Month names in the locale's own spelling, January first. */
export function monthNames(locale: Locale = currentLocale(), width: "wide" | "abbreviated" = "wide"): string[] {
  const localize = dateFnsLocale(locale).localize;
  return Array.from({ length: 12 }, (_, month) => capitalize(localize.month(month as Month, { width })));
}

/** Day names, Sunday first. */
export function dayNames(locale: Locale = currentLocale(), width: "wide" | "abbreviated" | "short" = "wide"): string[] {
  const localize = dateFnsLocale(locale).localize;
  return Array.from({ length: 7 }, (_, day) => capitalize(localize.day(day as 0 | 1 | 2 | 3 | 4 | 5 | 6, { width })));
}

const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A payment method's or unit's name in the user's language where it is one of the demo's (domain/demo-names.ts). */
export const recordName = (name: string): string => shownName(name, currentLocale());

/** A unit's name agreeing with the quantity: "1 Unidade", "2 Unidades" ("1 Unidad", "2 Unidades" under /es). */
export const unitOf = (name: string, quantity: number): string => unitName(name, quantity, currentLocale());

/** A decimal text of the API ("1.88", "12") in the user's locale with up to `decimals` places ("1,88"). */
export const decimalOfText = (text: string, decimals: number, minimumDecimals: number = decimals): string =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: decimals,
  }).format(Number(text));
