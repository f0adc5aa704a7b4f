import { describe, expect, it } from "vitest";
import { activateLocale, browserNamespaces, currentLocale, i18n, localeCookie, rememberedLocaleCode } from "./i18n.ts";

describe("i18n service", () => {
  it("remembers the locale in i18n_redirected for 365 days (spec 9)", () => {
    expect(localeCookie("es-EC")).toBe("i18n_redirected=es; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("pt-BR")).toBe("i18n_redirected=pt; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("reads the remembered code from the cookie header", () => {
    expect(rememberedLocaleCode("a=1; i18n_redirected=es; b=2")).toBe("es");
    expect(rememberedLocaleCode("i18n_redirected=pt")).toBe("pt");
    expect(rememberedLocaleCode("other=es")).toBeNull();
    expect(rememberedLocaleCode("")).toBeNull();
  });

  it("finds every browser namespace under locales/ without registration, server ones left out", () => {
    const found = browserNamespaces();
    expect(found).toEqual(expect.arrayContaining(["app", "auth", "common"]));
    expect(found).not.toContain("server");
    expect(found).not.toContain("validation");
    expect(browserNamespaces(["./pt-BR/pdv.json", "./es-EC/pdv.json"])).toEqual(["pdv"]);
  });

  it("switches texts with the locale and loads a screen's namespaces", async () => {
    await activateLocale("es-EC", ["auth"]);
    expect(currentLocale()).toBe("es-EC");
    expect(i18n.t("auth:login.password")).toBe("Contraseña");
    expect(i18n.t("app:errors.not-found")).toBe("Página no encontrada");
    await activateLocale("pt-BR");
    expect(i18n.t("auth:login.password")).toBe("Senha");
    expect(i18n.t("app:errors.something-wrong")).toBe("Algo de errado aconteceu");
    expect(i18n.t("app:about.unreachable")).toBe("Não conseguiu se conectar");
  });

  it("counts the register's sales at closing in the singular for one, in the plural for none and many", async () => {
    const line = (count: number) => i18n.t("cash:closing.sales", { count, total: "R$ 9,90" });
    await activateLocale("pt-BR", ["cash"]);
    expect([0, 1, 2].map(line)).toEqual([
      "0 vendas, total R$ 9,90",
      "1 venda, total R$ 9,90",
      "2 vendas, total R$ 9,90",
    ]);
    await activateLocale("es-EC", ["cash"]);
    expect([0, 1, 2].map(line)).toEqual([
      "0 ventas, total R$ 9,90",
      "1 venta, total R$ 9,90",
      "2 ventas, total R$ 9,90",
    ]);
    await activateLocale("pt-BR");
  });
});
