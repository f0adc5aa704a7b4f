import { addLocale, locale as setPrimeLocale, localeOptions } from "primereact/api";
import type { Locale } from "../../domain/locale.ts";
import { dayNames, monthNames } from "../../services/format.ts";
import { i18n } from "../../services/i18n.ts";

let applied: Locale | null = null;

/**
 * PrimeReact's texts in the user's language (spec 2.10: calendar with Portuguese month and day names,
 * paging labels). Loaded with the signed-in layout, the first place PrimeReact components appear.
 */
export function applyPrimeReactLocale(locale: Locale): void {
  if (applied === locale) return;
  const texts = i18n.getFixedT(locale, "common")("primereact", { returnObjects: true }) as Record<string, unknown>;
  const english = localeOptions("en") as { aria?: Record<string, string> };
  addLocale(locale, {
    ...texts,
    aria: { ...english.aria, ...(texts.aria as Record<string, string>) },
    dayNames: dayNames(locale, "wide"),
    dayNamesShort: dayNames(locale, "short"),
    dayNamesMin: dayNames(locale, "short"),
    monthNames: monthNames(locale, "wide"),
    monthNamesShort: monthNames(locale, "abbreviated"),
    firstDayOfWeek: 0,
    dateFormat: "dd/mm/yy",
  });
  setPrimeLocale(locale);
  applied = locale;
}
