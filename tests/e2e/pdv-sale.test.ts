import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import { shownName } from "../../src/domain/demo-names.ts";
import { formatMoney, parseMoney } from "../../src/domain/money.ts";
import { settle } from "../../src/domain/sale.ts";
import { e2eSuite } from "./support/app.ts";
import { openRegister, type ProductHit, pageApi, sellableProducts } from "./support/pos.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { reloadsList } from "./support/table.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

const e2e = e2eSuite();

/** The register's sales, as "Vendas deste caixa" lists them (the register's detail hides them under a blind close). */
async function salesOf(page: Page, registerId: number): Promise<number> {
  const list = await pageApi<{ totals: { count: number } }>(
    page,
    "GET",
    `/api/v1/sales?cash_movement_id=${registerId}&per_page=1`,
  );
  expect(list.status).toBe(200);
  return list.body.totals.count;
}

const TEXTS = {
  pt: {
    scan: "Código de barras ou SKU",
    finalize: "Finalizar venda (F10)",
    shipping: "1 - Por conta do destinatário",
    change: "Troco",
    confirm: "Confirmar",
    discount: "Desconto",
    noItems: "Nenhum item",
    finalized: "finalizada",
    edit: "Editar",
    overOwed: "Cartão, PIX e boleto não podem passar do valor que falta receber; só dinheiro dá troco.",
  },
  es: {
    scan: "Código de barras o SKU",
    finalize: "Finalizar venta (F10)",
    shipping: "1 - Por cuenta del destinatario",
    change: "Vuelto",
    confirm: "Confirmar",
    discount: "Descuento",
    noItems: "Ningún ítem",
    finalized: "finalizada",
    edit: "Editar",
    overOwed: "Tarjeta, PIX y boleto no pueden superar el valor que falta cobrar; solo el efectivo da vuelto.",
  },
} as const;

/** Full-page screenshots from the top, with nothing focused (the skip link shows on focus). */
async function shots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

async function scan(page: Page, locale: Locale, ean: string, expectedLines: number) {
  const input = page.getByLabel(TEXTS[locale].scan, { exact: true });
  await input.fill(ean);
  await input.press("Enter");
  await until(
    () => page.getByTestId("sale-item").count(),
    (n) => n === expectedLines,
  );
  await until(
    () => input.inputValue(),
    (v) => v === "",
  );
}

async function choose(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function pay(page: Page, method: string, cents: number) {
  await page.keyboard.press("F8");
  await visible(page.locator("#payment-value"));
  await choose(page, "payment-method", method);
  await page.locator("#payment-value").fill(String(cents));
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).click();
  await hidden(page.locator("#payment-value"));
}

describe("PDV sale (/pdv/caixa-aberto)", () => {
  it("a cashier's sale: scan, merge, discount, delivery, two payments with change, reload, one sale on a double click", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa");
    const register = await openRegister(page);
    const [a, b, c] = await sellableProducts(page, register.company_id, 3);
    if (!a || !b || !c) throw new Error("products");
    const methods = await pageApi<{ data: { id: number; name: string; kind: PaymentKind }[] }>(
      page,
      "GET",
      "/api/v1/payment_methods",
    );
    const money = methods.body.data.find((m) => m.kind === "money");
    const other = methods.body.data.find((m) => m.kind === "pix") ?? methods.body.data.find((m) => m.kind === "card");
    if (!money || !other) throw new Error("payment methods");
    const before = await salesOf(page, register.id);

    await page.goto("/pdv/caixa-aberto");
    await visible(page.getByLabel(TEXTS.pt.scan, { exact: true }));
    await scan(page, "pt", a.ean ?? "", 1);
    await scan(page, "pt", b.ean ?? "", 2);
    await scan(page, "pt", c.ean ?? "", 3);
    // The same product again merges into its line.
    await scan(page, "pt", a.ean ?? "", 3);
    await expect(page.getByTestId("sale-item").first().innerText()).resolves.toContain("2");

    // R$ 5,00 off the second item.
    await page.getByRole("button", { name: `Editar ${b.full_description}` }).click();
    await page.locator("#item-discount").fill("500");
    await page.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).click();
    await hidden(page.locator("#item-discount"));
    await checkA11y(page);
    await shots(page, "pdv-sale-items");

    // A reload in the middle of the sale keeps it.
    await page.reload();
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n === 3,
    );

    await page.keyboard.press("F9");
    await choose(page, "sale-shipping", TEXTS.pt.shipping);
    await page.locator("#sale-delivery-charge").fill("1000");
    const price = (hit: ProductHit) => parseMoney(hit.price_1) ?? 0;
    const total = price(a) * 2 + price(b) - 500 + price(c) + 1000;
    const first = total - 1000;
    await pay(page, other.name, first);
    // Issue 11: a PIX or card payment above what is still owed (10,00) is refused with the reason.
    await page.keyboard.press("F8");
    await visible(page.locator("#payment-value"));
    await choose(page, "payment-method", other.name);
    await page.locator("#payment-value").fill("1001");
    await visible(page.getByRole("dialog").getByText(TEXTS.pt.overOwed, { exact: true }));
    await expect(
      page.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await hidden(page.locator("#payment-value"));
    await pay(page, money.name, 5000);
    const { change, billing } = settle(total, 3, [
      { received: first, methodGivesChange: false, receivedNow: true },
      { received: 5000, methodGivesChange: true, receivedNow: true },
    ]);
    expect(change).toBe(4000);
    // The change comes off the money: the PIX or card line records what its operator pays.
    expect(billing).toEqual([first, 1000]);
    await expect(page.locator(".sale-summary .is-change dd").innerText()).resolves.toBe(formatMoney(change));
    await checkA11y(page);
    await shots(page, "pdv-sale-checkout");

    await page.reload();
    await until(
      () => page.locator(".sale-summary .is-change dd").innerText(),
      (text) => text === formatMoney(change),
    );

    await page.getByRole("button", { name: TEXTS.pt.finalize }).dblclick();
    await visible(page.getByText(TEXTS.pt.noItems));
    await until(
      () => salesOf(page, register.id),
      (n) => n === before + 1,
    );
    // Nothing more arrives later.
    await page.waitForTimeout(500);
    expect(await salesOf(page, register.id)).toBe(before + 1);
    // The draft is gone: a reload starts empty.
    await page.reload();
    await visible(page.getByText(TEXTS.pt.noItems));
  });

  it("the same sale under /es, shorter", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa", "es");
    const register = await openRegister(page);
    const [a] = await sellableProducts(page, register.company_id, 1);
    if (!a) throw new Error("products");
    const methods = await pageApi<{ data: { id: number; name: string; kind: string }[] }>(
      page,
      "GET",
      "/api/v1/payment_methods",
    );
    const money = methods.body.data.find((m) => m.kind === "money");
    if (!money) throw new Error("payment methods");
    const before = await salesOf(page, register.id);

    await page.goto(localePath("es", "/pdv/caixa-aberto"));
    await visible(page.getByLabel(TEXTS.es.scan, { exact: true }));
    // A modal opened over another closes it and opens half a second later; Esc closes it.
    await page.keyboard.press("F2");
    await visible(page.getByRole("dialog", { name: "Buscar producto" }));
    await page.keyboard.press("F4");
    await hidden(page.getByRole("dialog", { name: "Buscar producto" }));
    await visible(page.getByRole("dialog", { name: "Buscar cliente" }));
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("dialog", { name: "Buscar cliente" }));
    await scan(page, "es", a.ean ?? "", 1);
    await checkA11y(page);
    await shots(page, "pdv-sale-items-es");
    await page.keyboard.press("F9");
    // The demo seed's "Dinheiro" is offered as "Efectivo" under /es (src/domain/demo-names.ts).
    expect(shownName(money.name, "es-EC")).toBe("Efectivo");
    await pay(page, "Efectivo", (parseMoney(a.price_1) ?? 0) + 1000);
    await expect(page.locator(".sale-summary .is-change dd").innerText()).resolves.toContain("10,00");
    await expect(page.getByTestId("sale-payment").innerText()).resolves.toContain("Efectivo");
    // Issue 11: a sale started under /es has the operation nature in Spanish.
    await expect(page.getByLabel("Naturaleza de la operación", { exact: true }).inputValue()).resolves.toBe("Venta");
    await checkA11y(page);
    await shots(page, "pdv-sale-checkout-es");
    // NFC-e: the finalized sale's receipt opens in a new window (spec 4).
    await choose(page, "sale-fiscal", "NFC-e");
    const popup = page.context().waitForEvent("page");
    const receipt = page
      .context()
      .waitForEvent("response", { predicate: (r) => /\/api\/v1\/sales\/\d+\/receipt$/.test(r.url()) });
    await page.getByRole("button", { name: TEXTS.es.finalize }).dblclick();
    await visible(page.getByText(TEXTS.es.noItems));
    const opened = await receipt;
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("application/pdf");
    expect(opened.request().isNavigationRequest()).toBe(true);
    expect(await popup).not.toBe(page);
    await until(
      () => salesOf(page, register.id),
      (n) => n === before + 1,
    );
    // The server keeps what was sent: the sale is stored as a 'Venta'.
    const latest = await pageApi<{ data: { id: number }[] }>(
      page,
      "GET",
      `/api/v1/sales?cash_movement_id=${register.id}&sort_field=id&sort_direction=desc&per_page=1`,
    );
    const saleId = latest.body.data[0]?.id;
    const stored = await pageApi<{ operation_nature: string }>(page, "GET", `/api/v1/sales/${saleId}`);
    expect(stored.body.operation_nature).toBe("Venta");
  });

  it("a budget from the sale screen: listed under /orcamentos, reopened in the PDV; the sale in /historico-de-vendas", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa");
    const register = await openRegister(page);
    const [a] = await sellableProducts(page, register.company_id, 1);
    if (!a) throw new Error("products");
    await page.goto("/pdv/caixa-aberto");
    await visible(page.getByLabel(TEXTS.pt.scan, { exact: true }));
    await scan(page, "pt", a.ean ?? "", 1);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Gerar orçamento" }).click();
    expect((await download).suggestedFilename()).toMatch(/^orcamento-\d+\.pdf$/);
    await visible(page.getByText(TEXTS.pt.noItems));

    await reloadsList(page, () => page.goto("/orcamentos").then(() => undefined), "/api/v1/budgets");
    const reopen = page.getByRole("button", { name: /Abrir o orçamento nº \d+ no PDV/ }).first();
    await visible(reopen);
    await checkA11y(page);
    await shots(page, "orcamentos");
    await reopen.click();
    await page.waitForURL((url) => url.pathname === "/pdv/caixa-aberto");
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n >= 1,
    );

    // Issue 10 review: in a browser that has not opened the PDV yet (nothing stored), right after signing in, the
    // budget opens on the register the server knows is open, not with "Nenhum caixa aberto".
    const fresh = await e2e.newPage();
    await login(fresh, "caixa");
    await fresh.goto("/orcamentos");
    const again = fresh.getByRole("button", { name: /Abrir o orçamento nº \d+ no PDV/ }).first();
    await visible(again);
    await again.click();
    await fresh.waitForURL((url) => url.pathname === "/pdv/caixa-aberto");
    await until(
      () => fresh.getByTestId("sale-item").count(),
      (n) => n >= 1,
    );
    expect(await fresh.getByText("Nenhum caixa aberto. Abra o caixa para vender.").count()).toBe(0);

    // Sold: the budget's line says which sale it became, by the number the history shows.
    await fresh.keyboard.press("F9");
    const money = await pageApi<{ data: { id: number; name: string; kind: PaymentKind }[] }>(
      fresh,
      "GET",
      "/api/v1/payment_methods",
    );
    const cash = money.body.data.find((m) => m.kind === "money");
    if (!cash) throw new Error("payment methods");
    await fresh.keyboard.press("F8");
    await visible(fresh.locator("#payment-value"));
    await choose(fresh, "payment-method", cash.name);
    await fresh.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).click();
    await hidden(fresh.locator("#payment-value"));
    const created = fresh.waitForResponse((r) => r.url().endsWith("/api/v1/sales") && r.request().method() === "POST");
    await fresh.getByRole("button", { name: TEXTS.pt.finalize }).click();
    const sale = (await (await created).json()) as { id: number };
    await visible(fresh.getByText(TEXTS.pt.noItems));
    await reloadsList(fresh, () => fresh.goto("/orcamentos").then(() => undefined), "/api/v1/budgets");
    await visible(fresh.getByRole("cell", { name: `Convertido em venda nº ${sale.id}`, exact: true }));

    const admin = await e2e.newPage();
    await login(admin, "admin");
    await reloadsList(admin, () => admin.goto("/historico-de-vendas").then(() => undefined), "/api/v1/sales");
    await visible(admin.getByRole("button", { name: /PDF da venda nº \d+/ }));
    await checkA11y(admin);
    await shots(admin, "historico-de-vendas");
  });
});
