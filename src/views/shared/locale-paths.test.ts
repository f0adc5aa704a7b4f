import { describe, expect, it } from "vitest";
import { initialLocaleRedirect, localizePath, otherLocale, splitLocalePath, switchLocaleHref } from "./locale-paths.ts";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("locale paths (spec 2.1: pt without prefix, es under /es)", () => {
  it("localizes route-table paths", () => {
    expect(localizePath("/", "pt-BR")).toBe("/");
    expect(localizePath("/usuarios", "pt-BR")).toBe("/usuarios");
    expect(localizePath("/", "es-EC")).toBe("/es");
    expect(localizePath("/usuarios", "es-EC")).toBe("/es/usuarios");
  });

  it("gives a page whose Spanish twin is another word its Spanish path, and reads it back (spec 2.2)", () => {
    expect(localizePath("/fatura-de-compra", "es-EC")).toBe("/es/factura-de-compra");
    expect(localizePath("/fatura-de-compra/editar/7/geral", "es-EC")).toBe("/es/factura-de-compra/editar/7/geral");
    expect(localizePath("/fatura-de-compra", "pt-BR")).toBe("/fatura-de-compra");
    expect(localizePath("/faturamento", "es-EC")).toBe("/es/faturamento");
    expect(splitLocalePath("/es/factura-de-compra/novo")).toEqual({ locale: "es-EC", path: "/fatura-de-compra/novo" });
    expect(switchLocaleHref(at("/es/factura-de-compra", "?page=2"), "pt-BR")).toBe("/fatura-de-compra?page=2");
    expect(switchLocaleHref(at("/fatura-de-compra/novo"), "es-EC")).toBe("/es/factura-de-compra/novo");
  });

  it("reads the locale from the path prefix", () => {
    expect(splitLocalePath("/es")).toEqual({ locale: "es-EC", path: "/" });
    expect(splitLocalePath("/es/")).toEqual({ locale: "es-EC", path: "/" });
    expect(splitLocalePath("/es/user/login")).toEqual({ locale: "es-EC", path: "/user/login" });
    expect(splitLocalePath("/usuarios")).toEqual({ locale: "pt-BR", path: "/usuarios" });
    // Only a whole first segment is a prefix.
    expect(splitLocalePath("/estoques")).toEqual({ locale: "pt-BR", path: "/estoques" });
  });

  it("switches to the same page in the other locale, keeping query and hash", () => {
    expect(switchLocaleHref(at("/usuarios", "?page=2", "#x"), "es-EC")).toBe("/es/usuarios?page=2#x");
    expect(switchLocaleHref(at("/es/usuarios", "?page=2"), "pt-BR")).toBe("/usuarios?page=2");
    expect(switchLocaleHref(at("/es"), "pt-BR")).toBe("/");
    expect(otherLocale("pt-BR")).toBe("es-EC");
    expect(otherLocale("es-EC")).toBe("pt-BR");
  });

  it("a first visit to an unprefixed path follows the remembered cookie, then the browser language", () => {
    expect(initialLocaleRedirect(at("/usuarios", "?page=3"), "es", ["pt-BR"])).toBe("/es/usuarios?page=3");
    expect(initialLocaleRedirect(at("/usuarios"), "pt", ["es-EC"])).toBeNull();
    expect(initialLocaleRedirect(at("/"), null, ["es-419", "pt-BR"])).toBe("/es");
    expect(initialLocaleRedirect(at("/"), null, ["en-US"])).toBeNull();
    expect(initialLocaleRedirect(at("/"), "xx", ["pt-BR"])).toBeNull();
  });

  it("never redirects an explicit /es path", () => {
    expect(initialLocaleRedirect(at("/es/usuarios"), "pt", ["pt-BR"])).toBeNull();
  });
});
