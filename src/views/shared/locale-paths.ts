import { DEFAULT_LOCALE, type Locale, LOCALES, localeFromCode } from "../../domain/locale.ts";

/** pt-BR has no prefix; every other locale lives under `/<code>` (spec 2.1). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { "pt-BR": "", "es-EC": "/es" };

/** A path of the route table ("/", "/usuarios") in a locale: "/es", "/es/usuarios". */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** "/es/usuarios" → { locale: "es-EC", path: "/usuarios" }; "/usuarios" → pt-BR. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/** The same page in another locale, query and hash kept. */
export function switchLocaleHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  const { path } = splitLocalePath(location.pathname);
  return `${localizePath(path, target)}${location.search}${location.hash}`;
}

/**
 * Where a first visit should land (spec 9, cookie `i18n_redirected`): an unprefixed path is shown in the
 * remembered locale, or in the browser's language when nothing is remembered. A prefixed path is explicit
 * and never redirected. null means stay.
 */
export function initialLocaleRedirect(
  location: { pathname: string; search: string; hash: string },
  remembered: string | null,
  browserLanguages: ReadonlyArray<string>,
): string | null {
  const { locale } = splitLocalePath(location.pathname);
  if (locale !== DEFAULT_LOCALE) return null;
  const wanted = localeFromCode(remembered) ?? browserLocale(browserLanguages);
  if (!wanted || wanted === DEFAULT_LOCALE) return null;
  return switchLocaleHref(location, wanted);
}

function browserLocale(languages: ReadonlyArray<string>): Locale | null {
  for (const language of languages) {
    const found = localeFromCode(language);
    if (found) return found;
  }
  return null;
}

/** The locale the language switch offers (there are two). */
export function otherLocale(locale: Locale): Locale {
  return locale === DEFAULT_LOCALE ? "es-EC" : DEFAULT_LOCALE;
}
