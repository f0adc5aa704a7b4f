import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, fillLogin, login, screenshot } from "./support/pages.ts";
import { TEXTS } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

const e2e = e2eSuite();
const t = TEXTS.pt;

describe("login", () => {
  it("shows the login page and sends a visitor without session there", async () => {
    const page = await e2e.newPage();
    await page.goto("/usuarios");
    await page.waitForURL("**/user/login**");
    await visible(page.getByLabel(t.loginField, { exact: true }));
    await checkA11y(page);
    await screenshot(page, "login");
  });

  it("a wrong password shows the invalid-credentials message and stays on the page", async () => {
    const page = await e2e.newPage();
    await page.goto("/user/login");
    await fillLogin(page, "admin", "senha-errada");
    await visible(page.getByText(t.invalidLogin));
    expect(new URL(page.url()).pathname).toBe("/user/login");
    await checkA11y(page);
  });

  it("after 5 failures the throttle message shows, even with the right password", async () => {
    const page = await e2e.newPage();
    await page.goto("/user/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth"));
      await fillLogin(page, "producao", `errada-${attempt}`);
      expect((await answered).status()).toBe(401);
    }
    await fillLogin(page, "producao", "demo1234");
    await visible(page.getByText(t.throttled));
    expect(new URL(page.url()).pathname).toBe("/user/login");
    await checkA11y(page);
  });

  it("signs out from the user menu: the session ends on the server too", async () => {
    const page = await e2e.newPage();
    await login(page, "vendedor");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/logout"));
    await page.getByRole("button", { name: "Rafael Tavares Moreira" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    const logout = await answered;
    expect(logout.request().method()).toBe("POST");
    expect(logout.status()).toBe(200);
    await page.waitForURL("**/user/login**");
    expect((await page.request.get("/api/v1/me")).status()).toBe(401);
  });

  it("signs in, and the guest-only login page then sends the user home", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/user/login");
    await page.waitForURL((url) => url.pathname === "/");
    await checkA11y(page);
  });
});
