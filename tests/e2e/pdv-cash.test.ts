import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { visible } from "./support/wait.ts";

const e2e = e2eSuite();

const TEXT = {
  pt: {
    prefix: "pt" as const,
    entry: "Frente de caixa",
    unit: "Unidade",
    value: "Valor de abertura",
    open: "Abrir caixa",
    actions: "Ações do caixa",
    sangria: "Sangria",
    sangriaValue: "Valor da sangria",
    outflow: "Despesa do caixa",
    outflowValue: "Valor",
    description: "Descrição",
    save: "Salvar",
    close: "Fechar caixa",
    countedMoney: "Valor contado: Dinheiro",
    confirm: "Confirmar fechamento",
    closed: "Caixa fechado",
    home: "Ir para o início",
  },
  es: {
    prefix: "es" as const,
    entry: "Punto de venta",
    unit: "Unidad",
    value: "Valor de apertura",
    open: "Abrir caja",
    actions: "Acciones de la caja",
    sangria: "Retiro de efectivo",
    sangriaValue: "Valor del retiro",
    outflow: "Gasto de caja",
    outflowValue: "Valor",
    description: "Descripción",
    save: "Guardar",
    close: "Cerrar caja",
    countedMoney: "Valor contado: Efectivo",
    confirm: "Confirmar cierre",
    closed: "Caja cerrada",
    home: "Ir al inicio",
  },
};

describe("cash register (PDV)", () => {
  for (const locale of ["pt", "es"] as const) {
    it(`${locale}: caixa opens with R$ 100,00, takes a sangria and an expense, closes counting the money`, async () => {
      const t = TEXT[locale];
      const page = await e2e.newPage();
      await login(page, "caixa", locale);
      await page.getByRole("navigation").first().getByRole("link", { name: t.entry }).click();
      await page.waitForURL(`**${localePath(locale, "/pdv/abertura-de-caixa")}`);
      await visible(page.getByRole("button", { name: t.open }));
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-abertura-de-caixa`);

      const unit = page.getByLabel(t.unit, { exact: true });
      if ((await unit.textContent())?.includes("Selec")) {
        await unit.click();
        await page.getByRole("option").first().click();
      }
      await page.getByLabel(t.value, { exact: true }).fill("10000");
      await page.getByRole("button", { name: t.open }).click();
      await page.waitForURL(`**${localePath(locale, "/pdv/caixa-aberto")}`);

      await page.goto(localePath(locale, "/pdv/fechamento-de-caixa"));
      await page.getByRole("button", { name: t.actions }).click();
      await page.getByRole("menuitem", { name: t.sangria }).click();
      await page.getByLabel(t.sangriaValue, { exact: true }).fill("1000");
      await page.getByRole("button", { name: t.save }).click();
      await visible(page.getByText(/90,00/));

      await page.getByRole("button", { name: t.actions }).click();
      await page.getByRole("menuitem", { name: t.outflow }).click();
      await page.getByLabel(t.outflowValue, { exact: true }).fill("550");
      await page.getByLabel(t.description, { exact: true }).fill("Café");
      await page.getByRole("button", { name: t.save }).click();
      await visible(page.getByText(/84,50/));

      await page.getByRole("button", { name: t.close }).first().click();
      await visible(page.getByTestId("expected-money"));
      expect(await page.getByTestId("expected-money").textContent()).toContain("84,50");
      await page.getByLabel(t.countedMoney, { exact: true }).fill("8000");
      expect(await page.getByTestId("difference-money").textContent()).toContain("- 4,50");
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-fechamento`);
      await page.getByRole("button", { name: t.confirm }).click();
      await visible(page.getByText(t.closed));
      expect(await page.getByTestId("closed-difference-money").textContent()).toContain("- 4,50");
      await page.getByRole("button", { name: t.home }).click();
      await page.waitForURL((url) => url.pathname === localePath(locale, "/"));
    });
  }

  it("caixa10 (POS 10) enters with a placeholder session, without opening a register", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa10");
    await page.goto("/pdv/abertura-de-caixa");
    await page.waitForURL("**/pdv/caixa-aberto");
    const state = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith("rede.pos-state.")),
    );
    expect(JSON.parse(state?.[1] ?? "{}").cashMovementId).toBe(-1);
  });
});
