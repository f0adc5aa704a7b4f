/** pt-BR is the default and has no path prefix; es-EC lives under /es (spec 2.1). */
export const LOCALES = ["pt-BR", "es-EC"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt-BR";

/** The short code kept in the `i18n_redirected` cookie and used as path prefix. */
export type LocaleCode = "pt" | "es";
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_DAYS = 365;

export function localeFromCode(code: string | null | undefined): Locale | null {
  if (!code) return null;
  const short = code.trim().toLowerCase().slice(0, 2);
  return short === "es" ? "es-EC" : short === "pt" ? "pt-BR" : null;
}

export function codeOf(locale: Locale): LocaleCode {
  return locale === "es-EC" ? "es" : "pt";
}

/** First language of an Accept-Language header that Rede speaks. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const found = localeFromCode(part.split(";")[0]);
    if (found) return found;
  }
  return null;
}
