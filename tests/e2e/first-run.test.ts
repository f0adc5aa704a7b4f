import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generateCnpj } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { addFirstProduct, runSetupCommand } from "./support/first-run.ts";
import { choose, recordTab, toast } from "./support/forms.ts";
import { menuEntries, openUserMenu } from "./support/layout.ts";
import { localePath, login, screenshot } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { until, visible } from "./support/wait.ts";

// Issue 12, item 7: a first run without demo data. An empty database, `npm run setup` (the network, its first unit
// and its administrator), then everything through the screens: the administrator creates a cashier from the
// cashier template, the cashier opens a register and makes the network's first sale.

const SETUP = {
  network: "Rede Primeira",
  unit: "Loja Primeira",
  login: "gerente",
  password: "gerente-primeira-1",
  cnpj: generateCnpj(77),
  email: "gerente@redeprimeira.com.br",
};
const PRODUCT = { description: "Caneca Personalizada", priceCents: 2590 };
const CASHIER = { name: "Paulo Caixa", login: "paulo.caixa", password: "paulo-caixa-123" };

const e2e = e2eSuite({
  env: { SEED_DEMO: "false" },
  prepare: async (env) => {
    await runSetupCommand(env, SETUP);
    await addFirstProduct(env, PRODUCT);
  },
  startTimeoutMs: 120_000,
});

async function createCashier(page: Page) {
  await page.goto(localePath("pt", "/usuarios"));
  await visible(page.getByRole("table"));
  // The administrator is the network's only user.
  await until(
    () => page.getByRole("table").locator("tbody tr").count(),
    (rows) => rows === 1,
  );
  await page.getByRole("link", { name: "Novo", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/usuarios/editar");
  await page.getByLabel("Nome", { exact: true }).fill(CASHIER.name);
  await page.getByLabel("Login", { exact: true }).fill(CASHIER.login);
  await page.getByLabel("E-mail", { exact: true }).fill("paulo@redeprimeira.com.br");
  await page.locator(".p-multiselect:has(#user-units)").click();
  await page.getByRole("option", { name: SETUP.unit }).click();
  await page.keyboard.press("Escape");
  await page.getByLabel("Senha", { exact: true }).fill(CASHIER.password);
  await page.getByLabel("Confirmação da senha", { exact: true }).fill(CASHIER.password);
  await recordTab(page, "Permissões");
  await choose(page, "user-role", "Caixa");
  expect(await page.getByRole("switch", { name: /^Uso do caixa/ }).isChecked()).toBe(true);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await toast(page, "Usuário cadastrado.");
  await page.waitForURL((url) => /\/usuarios\/editar\/\d+/.test(url.pathname));
}

describe("first run without demo data", () => {
  it("setup, a cashier created by the administrator, a register opened and the first sale", async () => {
    const output = e2e.server().output();
    expect(output).not.toContain("Demo logins");

    const admin = await e2e.newPage();
    await login(admin, SETUP.login, "pt", SETUP.password);
    // No demo data: the administrator's network has its unit and the starting payment methods only.
    const units = await pageApi<{ data: { name: string }[] }>(admin, "GET", "/api/v1/companies");
    expect(units.body.data.map((u) => u.name)).toEqual([SETUP.unit]);
    await createCashier(admin);
    await screenshot(admin, "first-run-cashier-created");
    await openUserMenu(admin, "Administradora da Rede");
    await admin.getByRole("menuitem", { name: "Sair" }).click();

    const page = await e2e.newPage();
    await login(page, CASHIER.login, "pt", CASHIER.password);
    expect(await menuEntries(page)).toEqual(["Início", "Frente de caixa", "Orçamentos"]);
    await page.getByRole("navigation").first().getByRole("link", { name: "Frente de caixa", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/pdv/abertura-de-caixa");
    await until(
      async () => (await page.locator(".p-dropdown:has(#cash-opening-unit) .p-dropdown-label").innerText()).trim(),
      (text) => text === SETUP.unit,
    );
    const opening = page.getByLabel("Valor de abertura", { exact: true });
    await opening.click();
    await page.keyboard.type("10000");
    await until(
      () => opening.inputValue(),
      (v) => v === "R$ 100,00",
    );
    await page.getByRole("button", { name: "Abrir caixa", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/pdv/caixa-aberto");

    const scan = page.getByLabel("Código de barras ou SKU", { exact: true });
    await visible(scan);
    await scan.click();
    await page.keyboard.type("PRIMEIRO-1");
    await page.keyboard.press("Enter");
    await visible(page.getByTestId("sale-item").first());
    await page.keyboard.press("F8");
    const payment = page.getByRole("dialog", { name: "Forma de pagamento" });
    await visible(payment);
    await until(
      () => payment.locator(".p-dropdown-label").innerText(),
      (text) => text.includes("Dinheiro"),
    );
    await page.getByLabel("Valor recebido", { exact: true }).click();
    await page.keyboard.type("3000");
    await page.keyboard.press("Enter");
    await visible(page.getByTestId("sale-payment").first());
    await page.keyboard.press("F10");
    await visible(page.getByText(/^Venda nº \d+ finalizada$/).first());
    await screenshot(page, "first-run-first-sale");

    // What the database holds: one sale of the product, paid in money, with R$ 4,10 of change.
    const register = await pageApi<{ data: { id: number } }>(page, "GET", "/api/v1/cash_movements/last_opened");
    const sales = await pageApi<{ data: { id: number; total: string; total_change: string }[] }>(
      page,
      "GET",
      `/api/v1/sales?cash_movement_id=${register.body.data.id}`,
    );
    expect(sales.body.data).toHaveLength(1);
    expect(sales.body.data[0]).toMatchObject({ total: "25.90", total_change: "4.10" });
  });
});
