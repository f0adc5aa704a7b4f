import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, login, screenshot } from "./support/pages.ts";
import { TEXTS } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

const e2e = e2eSuite();

describe("error pages", () => {
  it("an unknown path shows the not-found page with a back button", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.goto("/usuarios");
    await visible(page.getByRole("table"));
    await page.goto("/esta-pagina-nao-existe");
    await visible(page.getByText(TEXTS.pt.notFound));
    await checkA11y(page);
    await screenshot(page, "not-found");
    await page.getByRole("button", { name: TEXTS.pt.back }).click();
    await page.waitForURL((url) => url.pathname === "/usuarios");
  });

  it("an unknown path under /es shows the Spanish not-found page", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await page.goto("/es/esta-pagina-no-existe");
    await visible(page.getByText(TEXTS.es.notFound));
    await checkA11y(page);
  });

  it("a screen that fails to load shows the error page with back and reload", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    // The users screen's lazy chunk never arrives: the route errors out.
    await page.route(/\/assets\/users-screen[^/]*\.js$/, (route) => route.abort());
    let documentLoads = 0;
    page.on("request", (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === "/usuarios") documentLoads++;
    });
    await page.goto("/usuarios");
    await visible(page.getByText(TEXTS.pt.somethingWrong), 20_000);
    await visible(page.getByRole("button", { name: TEXTS.pt.reload }));
    await visible(page.getByRole("button", { name: TEXTS.pt.back }));
    await checkA11y(page);
    await screenshot(page, "error");
    expect(await page.getByRole("table").count()).toBe(0);
    // A failed chunk reloads the page once (a deploy may have replaced it), then shows the error page.
    expect(documentLoads).toBe(2);
  });
});
