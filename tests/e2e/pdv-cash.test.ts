import { describe, expect, it } from "vitest";
import { centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { pageApi, sellableProducts } from "./support/pos.ts";
import { hidden, until, visible } from "./support/wait.ts";

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
    submitCount: "Confirmar contagem",
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
    submitCount: "Confirmar conteo",
    confirm: "Confirmar cierre",
    closed: "Caja cerrada",
    home: "Ir al inicio",
  },
};

/** The sale screen's words (pdv.json) for the POS 10 sale. */
const SALE = {
  pt: {
    scan: "Código de barras ou SKU",
    confirm: "Confirmar",
    finalized: /Venda nº (\d+) finalizada/,
    noItems: "Nenhum item",
  },
  es: {
    scan: "Código de barras o SKU",
    confirm: "Confirmar",
    finalized: /Venta n\.º (\d+) finalizada/,
    noItems: "Ningún ítem",
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
      // caixa closes blind: the toast says what was taken, not what is left in the drawer (R$ 90,00).
      await visible(page.getByText(/R\$\s10,00 registrad/));
      expect(await page.getByText(/90,00/).count()).toBe(0);

      await page.getByRole("button", { name: t.actions }).click();
      await page.getByRole("menuitem", { name: t.outflow }).click();
      await page.getByLabel(t.outflowValue, { exact: true }).fill("550");
      await page.getByLabel(t.description, { exact: true }).fill("Café");
      await page.getByRole("button", { name: t.save }).click();
      await visible(page.getByText(/R\$\s5,50 registrad/));

      await page.getByRole("button", { name: t.close }).first().click();
      await visible(page.getByTestId("expected-money"));
      // caixa closes blind (pdv-close.test.ts): nothing expected before the counts are confirmed.
      expect(await page.getByTestId("expected-money").textContent()).not.toContain("84,50");
      await page.getByLabel(t.countedMoney, { exact: true }).fill("8000");
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-fechamento`);
      await page.getByRole("button", { name: t.submitCount }).click();
      await until(
        () => page.getByTestId("expected-money").textContent(),
        (text) => text?.includes("84,50") ?? false,
      );
      expect(await page.getByTestId("difference-money").textContent()).toContain("- 4,50");
      await page.getByRole("button", { name: t.confirm }).click();
      await visible(page.getByText(t.closed));
      expect(await page.getByTestId("closed-difference-money").textContent()).toContain("- 4,50");
      await page.getByRole("button", { name: t.home }).click();
      await page.waitForURL((url) => url.pathname === localePath(locale, "/"));
    });
  }

  for (const locale of ["pt", "es"] as const) {
    it(`${locale}: caixa10 (POS 10) sells in a placeholder session, without opening a register`, async () => {
      const t = TEXT[locale];
      const s = SALE[locale];
      const page = await e2e.newPage();
      await login(page, "caixa10", locale);
      await page.getByRole("navigation").first().getByRole("link", { name: t.entry }).click();
      // No register to open: the opening page hands over to the sale screen, in the cashier's only unit.
      await page.waitForURL(`**${localePath(locale, "/pdv/caixa-aberto")}`);
      const scanner = page.getByLabel(s.scan, { exact: true });
      await visible(scanner);
      const state = await page.evaluate(() =>
        Object.entries(localStorage).find(([key]) => key.startsWith("rede.pos-state.")),
      );
      const pos = JSON.parse(state?.[1] ?? "{}") as { cashMovementId: number; companyId: number | null };
      expect(pos.cashMovementId).toBe(-1);
      expect(pos.companyId).toEqual(expect.any(Number));
      await checkA11y(page);

      const [product] = await sellableProducts(page, pos.companyId ?? 0, 1);
      if (!product?.ean) throw new Error("no product with a barcode");
      const price = parseMoney(product.price_1) ?? 0;
      const methods = await pageApi<{ data: { name: string; kind: string }[] }>(page, "GET", "/api/v1/payment_methods");
      const cash = methods.body.data.find((m) => m.kind === "money");
      if (!cash) throw new Error("no cash payment method");
      // As a scanner (or a cashier at the keyboard) would: the code, then Enter.
      await scanner.click();
      await page.keyboard.type(product.ean);
      await page.keyboard.press("Enter");
      await until(
        () => page.getByTestId("sale-item").count(),
        (n) => n === 1,
      );

      await page.keyboard.press("F9");
      await page.keyboard.press("F8");
      const value = page.locator("#payment-value");
      await visible(value);
      // A new payment starts as money (Dinheiro / Efectivo).
      // R$ 10,00 more than the price, typed digit by digit over the suggested rest.
      await value.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(String(price + 1000));
      await page.getByRole("dialog").getByRole("button", { name: s.confirm, exact: true }).click();
      await hidden(value);
      await expect(page.locator(".sale-summary .is-change dd").innerText()).resolves.toContain("10,00");
      await page.keyboard.press("F10");

      // The toast and the finalized sale panel both say it.
      const toast = page.getByText(s.finalized).first();
      await visible(toast);
      const saleId = Number(s.finalized.exec((await toast.textContent()) ?? "")?.[1]);
      await visible(page.getByText(s.noItems));

      // What was written: the sale in the cashier's unit, with no cash movement (the placeholder −1 is stored as
      // null), and its cash payment.
      const sale = await pageApi<SaleDetail>(page, "GET", `/api/v1/sales/${saleId}`);
      expect(sale.status).toBe(200);
      expect(sale.body).toMatchObject({
        id: saleId,
        company_id: pos.companyId,
        cash_movement_id: null,
        user: "Luciana Ferreira Campos",
        total: centsToDecimalString(price),
        total_change: "10.00",
      });
      expect(sale.body.items.map((item) => [item.product_id, item.quantity])).toEqual([[product.id, 1]]);
      expect(sale.body.financial_inflows.map((p) => [p.kind, p.received_value])).toEqual([
        ["money", centsToDecimalString(price + 1000)],
      ]);
    });
  }
});
