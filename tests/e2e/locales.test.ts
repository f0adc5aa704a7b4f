import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { openUserMenu } from "./support/layout.ts";
import { checkA11y, login, screenshot } from "./support/pages.ts";
import { TEXTS } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

const e2e = e2eSuite();

describe("pt and /es", () => {
  it("the Spanish login page lives under /es and signs in to /es", async () => {
    const page = await e2e.newPage();
    await page.goto("/es/usuarios");
    await page.waitForURL("**/es/user/login**");
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^es/);
    await visible(page.getByLabel(TEXTS.es.passwordField, { exact: true }));
    await checkA11y(page);
    await screenshot(page, "login-es");
    await login(page, "admin", "es");
    expect(new URL(page.url()).pathname).toBe("/es");
    await visible(page.getByRole("link", { name: TEXTS.es.usersMenu, exact: true }));
    await checkA11y(page);
    await screenshot(page, "home-es");
  });

  it("the user menu switches the language and keeps the page", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.goto("/usuarios");
    await visible(page.getByRole("table"));
    expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");

    await openUserMenu(page, "Mariana Albuquerque");
    await page.getByRole("menuitem", { name: TEXTS.pt.languageOption }).click();
    await page.waitForURL((url) => url.pathname === "/es/usuarios");
    await visible(page.getByRole("link", { name: TEXTS.es.usersMenu, exact: true }));
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^es/);
    const cookies = await page.context().cookies();
    const remembered = cookies.find((c) => c.name === "i18n_redirected");
    expect(remembered?.value).toBe("es");
    // 365 days, give or take the test's own runtime.
    expect((remembered?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await checkA11y(page);

    await openUserMenu(page, "Mariana Albuquerque");
    await page.getByRole("menuitem", { name: TEXTS.es.languageOption }).click();
    await page.waitForURL((url) => url.pathname === "/usuarios");
    await visible(page.getByRole("link", { name: TEXTS.pt.usersMenu, exact: true }));
  });
});
