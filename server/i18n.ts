import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInstance, type TFunction } from "i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../src/domain/locale.ts";

const localesDir = resolve(import.meta.dirname, "../locales");

function loadResources() {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const dir = join(localesDir, locale);
      const namespaces = readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8"))]);
      return [locale, Object.fromEntries(namespaces)];
    }),
  );
}

const i18n = createInstance();
void i18n.init({
  resources: loadResources(),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ["server", "validation"],
  defaultNS: "server",
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators = new Map<Locale, TFunction>(LOCALES.map((l) => [l, i18n.getFixedT(l)]));

/** Server-side messages in the request's language. */
export function translator(locale: Locale): TFunction {
  return translators.get(locale) as TFunction;
}
