import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { UserDetail } from "../../src/schemas/users.ts";
import { e2eSuite } from "./support/app.ts";
import { menuEntries, openUserMenu } from "./support/layout.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { type Locale, TEXTS as SHELL } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// The user page (issue 12, /usuarios/editar/:id?/:tab): an administrator creates a cashier from the cashier
// template, the cashier signs in and sees only the PDV; a permission switched off is saved and read back.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    new: "Novo",
    name: "Nome",
    login: "Login",
    email: "E-mail",
    password: "Senha",
    confirmation: "Confirmação da senha",
    permissions: "Permissões",
    role: "Caixa",
    register: /^Uso do caixa/,
    save: "Salvar",
    created: "Usuário cadastrado.",
    saved: "Usuário salvo.",
    logout: "Sair",
    pdv: ["Frente de caixa", "Orçamentos"],
    // Module titles as the menu names them.
    modules: ["Relatórios", "Financeiro", "PDV", "Configurações"],
    cashMovements: "Movimentação de caixa",
  },
  es: {
    new: "Nuevo",
    name: "Nombre",
    login: "Usuario",
    email: "Correo electrónico",
    password: "Contraseña",
    confirmation: "Confirmación de la contraseña",
    permissions: "Permisos",
    role: "Cajero",
    register: /^Uso de la caja/,
    save: "Guardar",
    created: "Usuario registrado.",
    saved: "Usuario guardado.",
    logout: "Salir",
    pdv: ["Punto de venta", "Presupuestos"],
    modules: ["Informes", "Finanzas", "Punto de venta", "Configuración"],
    cashMovements: "Movimientos de caja",
  },
} as const;

const PASSWORD = "caixa-e2e-123";

async function shots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

const toast = (page: Page, text: string) => visible(page.locator(".p-toast-message").getByText(text, { exact: true }));

async function tab(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: /Seções do cadastro|Secciones del registro/ })
    .getByRole("link", { name })
    .click();
}

/** The user as the API reads it from the database (the admin's session). */
async function stored(page: Page, id: number): Promise<UserDetail> {
  const res = await page.request.get(`/api/v1/users/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as UserDetail;
}

const value = (user: UserDetail, slug: string, code: number) =>
  user.permissions.find((m) => m.slug === slug)?.subPermissions.find((s) => s.code === code)?.value ?? 0;

describe("/usuarios/editar", () => {
  for (const locale of ["pt", "es"] as const satisfies ReadonlyArray<Locale>) {
    const t = TEXTS[locale];
    const login_ = `caixa.e2e.${locale}`;

    it(`${locale}: an administrator creates a cashier from the template; the cashier sees only the PDV`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await page.goto(localePath(locale, "/usuarios"));
      await page.getByRole("link", { name: t.new, exact: true }).click();
      await page.waitForURL((url) => url.pathname === localePath(locale, "/usuarios/editar"));
      const name = page.getByLabel(t.name, { exact: true });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      await name.fill(`Caixa E2E ${locale}`);
      await page.getByLabel(t.login, { exact: true }).fill(login_);
      await page.getByLabel(t.email, { exact: true }).fill(`${login_}@rede.com.br`);
      await page.locator(".p-multiselect:has(#user-units)").click();
      await page.getByRole("option", { name: "Rede Demo Centro" }).click();
      await page.keyboard.press("Escape");
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(t.confirmation, { exact: true }).fill(PASSWORD);
      await checkA11y(page);
      await shots(page, `usuario-novo-geral-${locale}`);

      await tab(page, t.permissions);
      await page.locator(".p-dropdown:has(#user-role)").click();
      await page.getByRole("option", { name: t.role, exact: true }).click();
      expect(await page.getByRole("switch", { name: t.register }).isChecked()).toBe(true);
      const legends = (await page.locator(".user-modules legend").allInnerTexts()).map((text) => text.trim());
      expect(legends).toEqual(expect.arrayContaining([...t.modules]));
      await visible(page.getByRole("switch", { name: new RegExp(`^${t.cashMovements}`) }));
      await checkA11y(page);
      await shots(page, `usuario-novo-permissoes-${locale}`);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await toast(page, t.created);
      await page.waitForURL((url) => /\/usuarios\/editar\/\d+/.test(url.pathname));
      const id = Number(/\/usuarios\/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
      const user = await stored(page, id);
      expect(user).toMatchObject({ login: login_, active: true, companies: [{ name: "Rede Demo Centro" }] });
      expect(value(user, "POS", 1)).toBe(2);
      expect(user.permissions.flatMap((m) => m.subPermissions.filter((s) => s.value > 0))).toHaveLength(1);
      await page.goto(localePath(locale, `/usuarios/editar/${id}`));
      await visible(page.getByLabel(t.name, { exact: true }));
      await shots(page, `usuario-geral-${locale}`);
      await page.goto(localePath(locale, `/usuarios/editar/${id}/permissoes`));
      await visible(page.getByRole("switch", { name: t.register }));
      await shots(page, `usuario-permissoes-${locale}`);

      await openUserMenu(page, "Mariana Albuquerque");
      await page.getByRole("menuitem", { name: t.logout }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/user/login"));
      await login(page, login_, locale, PASSWORD);
      expect(await menuEntries(page)).toEqual([SHELL[locale].homeMenu, ...t.pdv]);
    });

    it(`${locale}: a permission switched off is saved and read back`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      const res = await page.request.get(`/api/v1/users?filter=${login_}`);
      const [listed] = ((await res.json()) as { data: Array<{ id: number }> }).data;
      const id = listed?.id ?? 0;
      await page.goto(localePath(locale, `/usuarios/editar/${id}/permissoes`));
      const register = page.getByRole("switch", { name: t.register });
      await visible(register);
      expect(await register.isChecked()).toBe(true);
      await register.click();
      expect(await register.isChecked()).toBe(false);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await toast(page, t.saved);
      expect(value(await stored(page, id), "POS", 1)).toBe(0);
      await page.reload();
      await visible(page.getByRole("switch", { name: t.register }));
      expect(await page.getByRole("switch", { name: t.register }).isChecked()).toBe(false);
    });
  }
});
