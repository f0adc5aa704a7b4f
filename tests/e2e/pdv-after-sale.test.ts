import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney } from "../../src/domain/money.ts";
import { e2eSuite } from "./support/app.ts";
import { openRegister, type ProductHit, pageApi, sellableProducts } from "./support/pos.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// Issue 11, item 6 (after the sale): the change in large type until the next scan, Limpar venda asks first, the
// register's own sales reprinted and canceled with a reason (stock back in the database), the receipt one key away.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    scan: "Código de barras ou SKU",
    finalize: "Finalizar venda (F10)",
    changeToGive: "Troco a devolver",
    print: "Imprimir cupom (F3)",
    clear: "Limpar venda",
    sure: "Tem certeza?",
    no: "Não",
    yes: "Sim",
    noItems: "Nenhum item",
    registerSales: "Vendas deste caixa",
    cancel: (id: number) => `Cancelar a venda nº ${id}`,
    reprint: (id: number) => `Reimprimir cupom da venda nº ${id}`,
    reason: "Motivo do cancelamento",
    confirmCancel: "Cancelar a venda",
    reasonMin: "O motivo deve ter ao menos 5 caracteres.",
    canceled: "Cancelada",
    canceledToast: (id: number) => `Venda nº ${id} cancelada.`,
  },
  es: {
    scan: "Código de barras o SKU",
    finalize: "Finalizar venta (F10)",
    changeToGive: "Vuelto a entregar",
    print: "Imprimir comprobante (F3)",
    clear: "Limpiar venta",
    sure: "¿Está seguro?",
    no: "No",
    yes: "Sí",
    noItems: "Ningún ítem",
    registerSales: "Ventas de esta caja",
    cancel: (id: number) => `Anular la venta n.º ${id}`,
    reprint: (id: number) => `Reimprimir comprobante de la venta n.º ${id}`,
    reason: "Motivo de la anulación",
    confirmCancel: "Anular la venta",
    reasonMin: "El motivo debe tener al menos 5 caracteres.",
    canceled: "Anulada",
    canceledToast: (id: number) => `Venta n.º ${id} anulada.`,
  },
} as const;

async function shots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** Reads a code the way a scanner does: into the scan field, then Enter. */
async function scan(page: Page, locale: Locale, ean: string, expectedLines: number) {
  const input = page.getByLabel(TEXTS[locale].scan, { exact: true });
  await input.click();
  await page.keyboard.type(ean);
  await page.keyboard.press("Enter");
  await until(
    () => page.getByTestId("sale-item").count(),
    (n) => n === expectedLines,
  );
}

/** F8 (a new payment starts as money), the amount typed digit by digit as on a calculator, Confirmar. */
async function payMoney(page: Page, cents: number) {
  await page.keyboard.press("F8");
  const value = page.locator("#payment-value");
  await visible(value);
  await value.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(String(cents));
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).click();
  await hidden(value);
}

type Setup = { register: { id: number; company_id: number }; product: ProductHit; money: string };

async function setUp(page: Page, locale: Locale): Promise<Setup> {
  await login(page, "caixa", locale);
  const register = await openRegister(page);
  const products = await sellableProducts(page, register.company_id, 2);
  const product = products.find((p) => p.stock_control) ?? products[0];
  if (!product) throw new Error("products");
  const methods = await pageApi<{ data: { name: string; kind: string }[] }>(page, "GET", "/api/v1/payment_methods");
  const money = methods.body.data.find((m) => m.kind === "money");
  if (!money) throw new Error("payment methods");
  return { register, product, money: money.name };
}

const availableOf = async (page: Page, companyId: number, ean: string) => {
  const found = await pageApi<{ data: ProductHit[] }>(
    page,
    "GET",
    `/api/v1/products/search?company_id=${companyId}&q=${encodeURIComponent(ean)}`,
  );
  return found.body.data[0]?.stock.available ?? Number.NaN;
};

const saleStatus = async (page: Page, id: number) =>
  (await pageApi<{ status: string }>(page, "GET", `/api/v1/sales/${id}`)).body.status;

/** Sells the product paying R$ 20,00 more in money; answers the sale's number from the finalize answer. */
async function sellWithChange(page: Page, locale: Locale, setup: Setup): Promise<number> {
  const t = TEXTS[locale];
  await page.goto(localePath(locale, "/pdv/caixa-aberto"));
  await visible(page.getByLabel(t.scan, { exact: true }));
  await scan(page, locale, setup.product.ean ?? "", 1);
  await page.keyboard.press("F9");
  const price = parseMoney(setup.product.price_1) ?? 0;
  await payMoney(page, price + 2000);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/sales") && r.request().method() === "POST");
  await page.getByRole("button", { name: t.finalize }).click();
  const created = await answer;
  expect(created.status()).toBe(201);
  const sale = (await created.json()) as { id: number; total_change: string };
  expect(sale.total_change).toBe("20.00");
  await visible(page.getByText(t.noItems));
  return sale.id;
}

describe("PDV after the sale (issue 11)", () => {
  it("shows the change in large type until the next scan, prints with F3, asks before clearing, cancels with a reason", async () => {
    const page = await e2e.newPage();
    const setup = await setUp(page, "pt");
    const t = TEXTS.pt;
    const stockBefore = await availableOf(page, setup.register.company_id, setup.product.ean ?? "");
    const saleId = await sellWithChange(page, "pt", setup);

    // The success state: the change to give back, large, with the key to print the receipt.
    const change = page.getByTestId("last-sale-change");
    await visible(change);
    await expect(change.innerText()).resolves.toBe(formatMoney(2000));
    await visible(page.getByText(t.changeToGive, { exact: true }));
    const fontSize = await change.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(36);
    await visible(page.getByRole("button", { name: t.print }));
    await checkA11y(page);
    await shots(page, "pdv-after-sale-change");

    // F3: the 80 mm receipt of this (non-NFC-e) sale.
    const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/v1/sales/${saleId}/receipt`));
    await page.keyboard.press("F3");
    const printed = await receipt;
    expect(printed.status()).toBe(200);
    expect(printed.headers()["content-type"]).toBe("application/pdf");

    // The next scan clears it.
    await scan(page, "pt", setup.product.ean ?? "", 1);
    await hidden(change);
    expect(await availableOf(page, setup.register.company_id, setup.product.ean ?? "")).toBe(
      setup.product.stock_control ? stockBefore - 1 : stockBefore,
    );

    // Limpar venda with an item asks first: Não keeps the sale, Sim clears it.
    await page.getByRole("button", { name: t.clear }).click();
    const sure = page.getByRole("dialog", { name: t.sure });
    await visible(sure);
    // Não has the focus: Enter keeps the sale.
    await until(
      () => page.evaluate(() => (document.activeElement?.outerHTML ?? "").slice(0, 200)),
      (html) => html.includes(`aria-label="${t.no}"`),
    );
    await page.keyboard.press("Enter");
    await hidden(sure);
    await expect(page.getByTestId("sale-item").count()).resolves.toBe(1);
    await page.getByRole("button", { name: t.clear }).click();
    await visible(sure);
    await shots(page, "pdv-after-sale-clear");
    await sure.getByRole("button", { name: t.yes, exact: true }).click();
    await visible(page.getByText(t.noItems));

    // The register's own sales: the sale listed, reprinted, then canceled with a typed reason.
    await page.getByRole("button", { name: t.registerSales }).click();
    const list = page.getByRole("dialog", { name: t.registerSales });
    await visible(list);
    const row = list.locator("tr", { hasText: String(saleId) }).first();
    await visible(row.getByRole("button", { name: t.cancel(saleId) }));
    await checkA11y(page);
    await shots(page, "pdv-after-sale-register-sales");
    const reprint = page.waitForResponse((r) => r.url().endsWith(`/api/v1/sales/${saleId}/receipt`));
    await row.getByRole("button", { name: t.reprint(saleId) }).click();
    const reprinted = await reprint;
    expect(reprinted.status()).toBe(200);
    expect(reprinted.headers()["content-type"]).toBe("application/pdf");
    const head = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return String.fromCharCode(...bytes.subarray(0, 5));
    }, `/api/v1/sales/${saleId}/receipt`);
    expect(head).toBe("%PDF-");

    await row.getByRole("button", { name: t.cancel(saleId) }).click();
    const reason = page.getByLabel(t.reason, { exact: true });
    await visible(reason);
    // The reason has the focus as the dialog opens (not its close button, which a typed space would press).
    await until(
      () => reason.evaluate((field) => field === document.activeElement),
      (focused) => focused,
    );
    await page.keyboard.type("erro");
    await page.getByRole("button", { name: t.confirmCancel, exact: true }).click();
    await visible(page.getByText(t.reasonMin, { exact: true }));
    expect(await saleStatus(page, saleId)).toBe("finished");
    await shots(page, "pdv-after-sale-cancel-reason");
    await reason.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" no troco, cliente desistiu");
    await page.getByRole("button", { name: t.confirmCancel, exact: true }).click();
    await hidden(reason);
    await visible(page.getByText(t.canceledToast(saleId), { exact: true }));
    await visible(row.getByText(t.canceled, { exact: true }));
    await hidden(row.getByRole("button", { name: t.cancel(saleId) }));

    // The database: canceled with the reason, and the stock back where it was.
    const detail = await pageApi<{ status: string; cancellation: { reason: string } | null }>(
      page,
      "GET",
      `/api/v1/sales/${saleId}`,
    );
    expect(detail.body).toMatchObject({
      status: "canceled",
      cancellation: { reason: "erro no troco, cliente desistiu" },
    });
    expect(await availableOf(page, setup.register.company_id, setup.product.ean ?? "")).toBe(stockBefore);
  });

  it("the same under /es: the change, ¿Está seguro?, Anular with a reason", async () => {
    const page = await e2e.newPage();
    const setup = await setUp(page, "es");
    const t = TEXTS.es;
    const saleId = await sellWithChange(page, "es", setup);
    const change = page.getByTestId("last-sale-change");
    await visible(change);
    // The amount in the network's currency is item 9's; here: the 20,00 of change.
    await expect(change.innerText()).resolves.toMatch(/\b20,00$/);
    await visible(page.getByText(t.changeToGive, { exact: true }));
    await visible(page.getByRole("button", { name: t.print }));
    await checkA11y(page);
    await shots(page, "pdv-after-sale-change-es");

    await scan(page, "es", setup.product.ean ?? "", 1);
    await hidden(change);
    await page.getByRole("button", { name: t.clear }).click();
    const sure = page.getByRole("dialog", { name: t.sure });
    await visible(sure);
    await sure.getByRole("button", { name: t.yes, exact: true }).click();
    await visible(page.getByText(t.noItems));

    await page.getByRole("button", { name: t.registerSales }).click();
    const list = page.getByRole("dialog", { name: t.registerSales });
    const row = list.locator("tr", { hasText: String(saleId) }).first();
    await row.getByRole("button", { name: t.cancel(saleId) }).click();
    const reason = page.getByLabel(t.reason, { exact: true });
    await reason.click();
    await page.keyboard.type("vale");
    await page.getByRole("button", { name: t.confirmCancel, exact: true }).click();
    await visible(page.getByText(t.reasonMin, { exact: true }));
    await reason.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" equivocado");
    await page.getByRole("button", { name: t.confirmCancel, exact: true }).click();
    await visible(page.getByText(t.canceledToast(saleId), { exact: true }));
    await visible(row.getByText(t.canceled, { exact: true }));
    await shots(page, "pdv-after-sale-register-sales-es");
    expect(await saleStatus(page, saleId)).toBe("canceled");
  });
});
