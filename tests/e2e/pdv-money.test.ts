import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import { shownName } from "../../src/domain/demo-names.ts";
import { centsToDecimalString, multiplyCents, parseMoney, percentOf } from "../../src/domain/money.ts";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { pageApi, sellableProducts } from "./support/pos.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// Issue 11 items 1 to 3: money typed as on a calculator, percentages as people write them, no discount above a line.
// Every amount is TYPED key by key, as a cashier does (never fill()), and checked on screen and in the database.

const e2e = e2eSuite();

const TEXT = {
  pt: {
    unit: "Unidade",
    value: "Valor de abertura",
    open: "Abrir caixa",
    implausible: "Valor acima de ¤ 10.000,00: será pedida confirmação.",
    confirmOpening: "O valor de abertura ¤ 20.000,00 é maior que ¤ 10.000,00. Confirma este valor?",
    confirmTitle: "Confirmar valor",
    correct: "Corrigir",
    scan: "Código de barras ou SKU",
    edit: "Editar",
    percentMode: "Desconto em porcentagem",
    discount: "Desconto",
    confirm: "Confirmar",
    cancel: "Cancelar",
    aboveLine: (value: string) => `O desconto não pode ser maior que o valor do item (${value}).`,
    payment: "Valor recebido",
    confirmPayment:
      /O pagamento de R?\$\s1\.000,00 é mais de dez vezes o que falta pagar \(R?\$\s[\d.,]+\)\. Confirma este valor\?/,
    finalized: /Venda nº (\d+) finalizada/,
    close: "Fechar caixa",
    actions: "Ações do caixa",
    counted: "Valor contado: Dinheiro",
  },
  es: {
    unit: "Unidad",
    value: "Valor de apertura",
    open: "Abrir caja",
    implausible: "Valor superior a ¤ 10.000,00: se pedirá confirmación.",
    confirmOpening: "El valor de apertura ¤ 20.000,00 es mayor que ¤ 10.000,00. ¿Confirma este valor?",
    confirmTitle: "Confirmar valor",
    correct: "Corregir",
    scan: "Código de barras o SKU",
    edit: "Editar",
    percentMode: "Descuento en porcentaje",
    discount: "Descuento",
    confirm: "Confirmar",
    cancel: "Cancelar",
    aboveLine: (value: string) => `El descuento no puede ser mayor que el valor del ítem (${value}).`,
    payment: "Valor recibido",
    confirmPayment:
      /El pago de R?\$\s1\.000,00 es más de diez veces lo que falta pagar \(R?\$\s[\d.,]+\)\. ¿Confirma este valor\?/,
    finalized: /Venta n\.º (\d+) finalizada/,
    close: "Cerrar caja",
    actions: "Acciones de la caja",
    counted: "Valor contado: Efectivo",
  },
} as const;

/** A text as shown, whatever the currency symbol (¤: R$, or $ while Spanish shows the language's currency). */
const shown = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/¤ /g, "R?\\$\\s")}$`);

/** The amount as the money field shows it, whatever the currency symbol: "R$ 200,00" → "200,00". */
const amountOf = (text: string) => text.replace(/^\D+/, "");
const reais = (cents: number) => {
  const [whole, decimals] = centsToDecimalString(cents).split(".");
  return `${Number(whole).toLocaleString("pt-BR")},${decimals}`;
};

/** Clicks into a field and types its keys one by one, as a cashier does. */
async function typeInto(page: Page, selector: string, keys: string) {
  await page.locator(selector).click();
  await page.keyboard.type(keys);
}

async function choose(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("PDV money entry (issue 11)", () => {
  // caixa in Portuguese, the administrator in Spanish: each opens their own register.
  for (const [locale, user] of [
    ["pt", "caixa"],
    ["es", "admin"],
  ] as const) {
    it(`${locale}: opening typed 20000 is R$ 200,00, 2000000 asks first; 10 is 10 % off the line; a discount above the line is refused; payments typed over the suggestion`, async () => {
      const t = TEXT[locale as Locale];
      const page = await e2e.newPage();
      await login(page, user, locale);
      await page.goto(localePath(locale, "/pdv/abertura-de-caixa"));
      await visible(page.getByRole("button", { name: t.open }));
      const unit = page.locator(".p-dropdown:has(#cash-opening-unit)");
      if ((await unit.innerText()).includes("Selec")) {
        await unit.click();
        await page.getByRole("option").first().click();
      }

      // Opening: R$ 0,00 prefilled; clicked and typed 2 000 000 is R$ 20.000,00, above R$ 10.000,00: confirm first.
      const opening = page.locator("#cash-opening-value");
      await typeInto(page, "#cash-opening-value", "2000000");
      expect(amountOf(await opening.inputValue())).toBe("20.000,00");
      await visible(page.getByText(shown(t.implausible)));
      await page.getByRole("button", { name: t.open }).click();
      const confirmDialog = page.getByRole("dialog", { name: t.confirmTitle });
      await visible(confirmDialog.getByText(shown(t.confirmOpening)));
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-money-opening-confirm`);
      // Corrected: the focus is back in the field with its content selected; 2 0 0 0 0 replaces it.
      await confirmDialog.getByRole("button", { name: t.correct }).click();
      await hidden(confirmDialog);
      await until(
        () => page.evaluate(() => document.activeElement?.id ?? ""),
        (id) => id === "cash-opening-value",
      );
      await page.keyboard.type("20000");
      expect(amountOf(await opening.inputValue())).toBe("200,00");
      expect(await page.getByText(shown(t.implausible)).count()).toBe(0);
      await page.getByRole("button", { name: t.open }).click();
      await page.waitForURL(`**${localePath(locale, "/pdv/caixa-aberto")}`);
      const last = await pageApi<{ data: { id: number; cash_supply: string; company_id: number } }>(
        page,
        "GET",
        "/api/v1/cash_movements/last_opened",
      );
      expect(last.body.data.cash_supply).toBe("200.00");

      // A product, then its line: a discount above the line's value is refused in the dialog and changes nothing.
      // Priced between R$ 12,00 and R$ 100,00: R$ 10,00 leaves something owed, R$ 1.000,00 is over ten times it.
      const product = (await sellableProducts(page, last.body.data.company_id, 1, 1, 50)).find((hit) => {
        const cents = parseMoney(hit.price_1) ?? 0;
        return cents >= 1_200 && cents <= 10_000;
      });
      if (!product?.ean) throw new Error("no product with a barcode priced between R$ 12,00 and R$ 100,00");
      const price = parseMoney(product.price_1) ?? 0;
      const scanner = page.getByLabel(t.scan, { exact: true });
      await scanner.click();
      await page.keyboard.type(product.ean);
      await page.keyboard.press("Enter");
      await until(
        () => page.getByTestId("sale-item").count(),
        (n) => n === 1,
      );
      await page.getByRole("button", { name: `${t.edit} ${product.full_description}` }).click();
      const discount = page.locator("#item-discount");
      await visible(discount);
      await typeInto(page, "#item-discount", String(price + 1));
      expect(amountOf(await discount.inputValue())).toBe(reais(price + 1));
      await visible(page.getByRole("dialog").getByText(shown(t.aboveLine(`¤ ${reais(price)}`))));
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-money-discount-above-line`);
      await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
      // Refused: the dialog stays open with its message.
      await visible(discount);
      await page.getByRole("dialog").getByRole("button", { name: t.cancel, exact: true }).click();
      await hidden(discount);
      await expect(page.getByTestId("sale-item").first().innerText()).resolves.toContain(reais(price));

      // 10 typed in the percentage is 10 % of the line.
      await page.getByRole("button", { name: `${t.edit} ${product.full_description}` }).click();
      await page.getByText(t.percentMode, { exact: true }).click();
      await typeInto(page, "#item-discount", "10");
      expect(await discount.inputValue()).toBe("10");
      await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
      await hidden(discount);
      const lineTotal = price - percentOf(multiplyCents(price, 1), 10);
      await expect(page.getByTestId("sale-item").first().innerText()).resolves.toContain(reais(lineTotal));

      // Payments: Tab into the suggested rest, 1 0 0 0 replaces it with R$ 10,00.
      const methods = await pageApi<{ data: { id: number; name: string; kind: PaymentKind }[] }>(
        page,
        "GET",
        "/api/v1/payment_methods",
      );
      const cash = methods.body.data.find((m) => m.kind === "money");
      if (!cash) throw new Error("no cash payment method");
      await page.keyboard.press("F9");
      await page.keyboard.press("F8");
      const value = page.locator("#payment-value");
      await visible(value);
      await choose(page, "payment-method", shownName(cash.name, locale === "pt" ? "pt-BR" : "es-EC"));
      await page.locator("#payment-method").focus();
      await page.keyboard.press("Tab");
      await until(
        () => page.evaluate(() => document.activeElement?.id ?? ""),
        (id) => id === "payment-value",
      );
      expect(amountOf(await value.inputValue())).toBe(reais(lineTotal));
      await page.keyboard.type("1000");
      expect(amountOf(await value.inputValue())).toBe("10,00");
      await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
      await hidden(value);

      // R$ 1.000,00 for what is left (less than R$ 100,00) is more than ten times it: confirmed first.
      const rest = lineTotal - 1000;
      expect(rest * 10).toBeLessThan(100_000);
      await page.keyboard.press("F8");
      await visible(value);
      await choose(page, "payment-method", shownName(cash.name, locale === "pt" ? "pt-BR" : "es-EC"));
      await typeInto(page, "#payment-value", "100000");
      expect(amountOf(await value.inputValue())).toBe("1.000,00");
      await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
      const paymentConfirm = page.getByRole("dialog", { name: t.confirmTitle });
      await visible(paymentConfirm.getByText(t.confirmPayment));
      await screenshot(page, `${locale}-pdv-money-payment-confirm`);
      await paymentConfirm.getByRole("button", { name: t.confirmTitle }).click();
      await hidden(value);
      await page.keyboard.press("F10");
      // The toast and the finalized sale panel both say it.
      const toast = page.getByText(t.finalized).first();
      await visible(toast);
      const saleId = Number(t.finalized.exec((await toast.textContent()) ?? "")?.[1]);

      // What was written: the line 10 % off, both payments as typed, the change off the money.
      const sale = await pageApi<SaleDetail>(page, "GET", `/api/v1/sales/${saleId}`);
      expect(sale.status).toBe(200);
      expect(sale.body.items.map((item) => [item.manual_discount, item.discount_percentage_mode, item.total])).toEqual([
        ["10.00", true, centsToDecimalString(lineTotal)],
      ]);
      expect(sale.body.total).toBe(centsToDecimalString(lineTotal));
      expect(sale.body.financial_inflows.map((p) => p.received_value)).toEqual(["10.00", "1000.00"]);
      expect(sale.body.total_change).toBe(centsToDecimalString(1000 + 100_000 - lineTotal));

      // The closing count typed 1 4 6 8 0 is R$ 146,80 (not confirmed here: the closing has its own tests).
      await page.goto(localePath(locale, "/pdv/fechamento-de-caixa"));
      await page.getByRole("button", { name: t.close }).first().click();
      const counted = page.getByLabel(t.counted, { exact: true });
      await visible(counted);
      await counted.click();
      await page.keyboard.type("14680");
      expect(amountOf(await counted.inputValue())).toBe("146,80");
    });
  }
});
