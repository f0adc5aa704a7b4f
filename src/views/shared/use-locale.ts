import { useCallback } from "react";
import { useLocation } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import { localizePath, splitLocalePath } from "./locale-paths.ts";

/** The locale of the current page, from its path prefix (spec 2.1). */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns route-table paths into links of the current locale. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
