import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  codeOf,
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  localeFromCode,
} from "../domain/locale.ts";

// One JSON file per module and locale (locales/<locale>/<namespace>.json); each becomes its own small chunk,
// fetched the first time a screen asks for its namespace. New namespaces are picked up without registration.
const bundles = import.meta.glob<{ default: ResourceKey }>("./*/*.json", { base: "../../locales" });

/** Namespaces the server alone reads. */
const SERVER_ONLY = new Set(["server", "validation"]);

/** Loaded before the first screen renders: the shell's own texts. */
export const SHELL_NAMESPACES = ["common", "app"] as const;

export function bundleKey(locale: string, namespace: string): string {
  return `./${locale}/${namespace}.json`;
}

/** Every browser namespace found under locales/, for tests and tooling. */
export function browserNamespaces(keys: ReadonlyArray<string> = Object.keys(bundles)): string[] {
  const names = keys.map((key) => /\/([^/]+)\.json$/.exec(key)?.[1] ?? "").filter((ns) => ns && !SERVER_ONLY.has(ns));
  return [...new Set(names)].sort();
}

const globBackend: BackendModule = {
  type: "backend",
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[bundleKey(language, namespace)];
    if (!load || SERVER_ONLY.has(namespace)) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// The global instance, so `i18next.t` and react-i18next hooks anywhere see the same language and resources.
export const i18n = i18next;

const ready = i18n
  .use(globBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: "currentOnly",
    // Both locales have the same keys (tests/unit/locale-parity.test.ts): no fallback fetches needed.
    fallbackLng: false,
    ns: [...SHELL_NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

/** The locale the app shows now. */
export function currentLocale(): Locale {
  return localeFromCode(i18n.language) ?? DEFAULT_LOCALE;
}

/** `i18n_redirected=es; Path=/; Max-Age=31536000; SameSite=Lax` */
export function localeCookie(locale: Locale, days: number = LOCALE_COOKIE_DAYS): string {
  return `${LOCALE_COOKIE}=${codeOf(locale)}; Path=/; Max-Age=${days * 86_400}; SameSite=Lax`;
}

/** The code remembered in the cookie header, or null. */
export function rememberedLocaleCode(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * Makes `locale` the app's language before a screen renders: texts, `<html lang>` and the remembered cookie.
 * Money and dates follow through `currentLocale` (format.ts); PrimeReact's names are set with the layout
 * that uses them (views/app/primereact-locale.ts).
 */
export async function activateLocale(locale: Locale, namespaces: ReadonlyArray<string> = []): Promise<void> {
  await ready;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces([...SHELL_NAMESPACES, ...namespaces]);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    // biome-ignore lint/suspicious/noDocumentCookie: one small cookie, written where the Cookie Store API is missing too.
    document.cookie = localeCookie(locale);
  }
}

/** Loads more namespaces for the current locale (a screen's own texts). */
export async function loadNamespaces(namespaces: ReadonlyArray<string>): Promise<void> {
  await ready;
  if (namespaces.length) await i18n.loadNamespaces([...namespaces]);
}
