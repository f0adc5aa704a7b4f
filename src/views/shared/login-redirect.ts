import type { Locale } from "../../domain/locale.ts";
import { localizePath } from "./locale-paths.ts";

/** The login page of a locale, remembering where the visitor wanted to go. */
export function loginHref(locale: Locale, from?: URL): string {
  const login = localizePath("/user/login", locale);
  if (!from) return login;
  const wanted = `${from.pathname}${from.search}`;
  return wanted === "/" || wanted === localizePath("/", locale)
    ? login
    : `${login}?redirect=${encodeURIComponent(wanted)}`;
}

/** Where to go after signing in: the remembered page when it is a path of this app, otherwise home. */
export function afterLoginHref(redirectParam: string | null, locale: Locale): string {
  const home = localizePath("/", locale);
  if (!redirectParam?.startsWith("/")) return home;
  // Resolved against a placeholder origin: "//evil.example" or "/\\evil.example" lands elsewhere and is refused.
  const base = "http://rede.invalid";
  const url = new URL(redirectParam, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : home;
}
