import { DEFAULT_LOCALE, type Locale, LOCALES, localeFromCode } from "../../domain/locale.ts";

/** pt-BR has no prefix; every other locale lives under `/<code>` (spec 2.1). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { "pt-BR": "", "es-EC": "/es" };

/**
 * Route-table paths whose Spanish twin is another word (spec 2.2: `/fatura-de-compra` and `/factura-de-compra`):
 * the Spanish pages live under `/es` + the twin, which the route table declares too.
 */
export const SPANISH_TWINS: Readonly<Record<string, string>> = { "/fatura-de-compra": "/factura-de-compra" };

/** The path with its first segment swapped by the table ("/fatura-de-compra/novo" → "/factura-de-compra/novo"). */
function swapFirstSegment(path: string, twins: Readonly<Record<string, string>>): string {
  const first = `/${path.split("/")[1] ?? ""}`;
  const twin = twins[first];
  return twin === undefined ? path : `${twin}${path.slice(first.length)}`;
}

const PORTUGUESE_OF_SPANISH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SPANISH_TWINS).map(([pt, es]) => [es, pt]),
);

/** A path of the route table ("/", "/usuarios") in a locale: "/es", "/es/usuarios", "/es/factura-de-compra". */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${swapFirstSegment(path, SPANISH_TWINS)}`;
}

/** "/es/usuarios" → { locale: "es-EC", path: "/usuarios" }; "/usuarios" → pt-BR. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`))
      return { locale, path: swapFirstSegment(pathname.slice(prefix.length), PORTUGUESE_OF_SPANISH) };
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
