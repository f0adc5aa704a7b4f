import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shownName } from "../../src/domain/demo-names.ts";
import { formatMoney, parseMoney } from "../../src/domain/money.ts";
import { e2eSuite } from "./support/app.ts";
import { openRegister, type ProductHit, pageApi, sellableProducts } from "./support/pos.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// Issue 11 item 7: the sale screen for a cashier's hands on the keyboard and a scanner.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    scan: "Código de barras ou SKU",
    notFound: (code: string) => `Nenhum produto encontrado para ${code}`,
    search: "Buscar produto",
    more: "Mostrando os primeiros 20 resultados; há mais — refine a busca",
    owed: (value: number) => `Ainda falta receber ${formatMoney(value, "pt-BR")}`,
    payment: "Forma de pagamento",
    finalize: "Finalizar venda (F10)",
    noItems: "Nenhum item",
  },
  es: {
    scan: "Código de barras o SKU",
    notFound: (code: string) => `Ningún producto encontrado para ${code}`,
    search: "Buscar producto",
    more: "Mostrando los primeros 20 resultados; hay más — refine la búsqueda",
    owed: (value: number) => `Aún falta cobrar ${formatMoney(value, "es-EC")}`,
    payment: "Forma de pago",
    finalize: "Finalizar venta (F10)",
    noItems: "Ningún ítem",
  },
} as const;

type Method = { id: number; name: string; kind: string };
type SaleDetail = {
  items: { product_id: number; quantity: string | number }[];
  financial_inflows: { payment_method_id: number; received_value: string }[];
  total: string;
  customer_doc_id_1: string | null;
};

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** The field has the focus and its whole text is selected (the next keystroke replaces it). */
const selection = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    return { id: field?.id, start: field?.selectionStart, end: field?.selectionEnd, length: field?.value.length };
  });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no bounding box");
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The register's sale ids, as "Vendas deste caixa" lists them (the register's detail hides them under a blind close). */
async function salesOf(page: Page, registerId: number): Promise<number[]> {
  const list = await pageApi<{ data: { id: number }[] }>(
    page,
    "GET",
    `/api/v1/sales?cash_movement_id=${registerId}&per_page=200`,
  );
  expect(list.status).toBe(200);
  return list.body.data.map((sale) => sale.id);
}

async function typeCode(page: Page, locale: Locale, code: string) {
  await page.getByLabel(TEXTS[locale].scan, { exact: true }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

/** Waits for the toast with `text` and checks it covers neither the totals nor the finalize button. */
async function toastClearOfControls(page: Page, locale: Locale, text: string) {
  const toast = page.locator(".p-toast-message").filter({ hasText: text });
  await visible(toast);
  for (const [width, height] of [
    [1366, 900],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    const shown = await box(toast);
    const summary = await box(page.locator(".sale-summary"));
    const finalize = await box(page.getByRole("button", { name: TEXTS[locale].finalize }));
    expect(overlaps(shown, summary), `toast over the totals at ${width}px`).toBe(false);
    expect(overlaps(shown, finalize), `toast over the finalize button at ${width}px`).toBe(false);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function setUp(page: Page, locale: Locale) {
  await login(page, "caixa", locale);
  const register = await openRegister(page);
  const [a, b] = await sellableProducts(page, register.company_id, 2);
  if (!a?.ean || !b) throw new Error("products");
  const methods = (await pageApi<{ data: Method[] }>(page, "GET", "/api/v1/payment_methods")).body.data;
  const firstPage = await pageApi<{ next_cursor: string | null }>(
    page,
    "GET",
    `/api/v1/products/search?company_id=${register.company_id}&limit=20`,
  );
  // The unit sells more than a pick list shows: the list must say so.
  expect(firstPage.body.next_cursor).not.toBeNull();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(localePath(locale, "/pdv/caixa-aberto"));
  await visible(page.getByLabel(TEXTS[locale].scan, { exact: true }));
  return { register, a: a as ProductHit & { ean: string }, b, methods };
}

describe("PDV keyboard and scanner (issue 11)", () => {
  it("a sale by keyboard: unknown code stays selected, search with the arrows, money first and a key per method, F10 says what is owed", async () => {
    const page = await e2e.newPage({ width: 1366, height: 900 });
    const { register, a, b, methods } = await setUp(page, "pt");
    const t = TEXTS.pt;
    const before = await salesOf(page, register.id);
    await until(
      () => activeId(page),
      (id) => id === "sale-scan",
    );

    // The register's dialogs too: the sangria's value has the focus, not the close button; Esc leaves it.
    await page.getByRole("button", { name: "Ações do caixa" }).click();
    await page.getByRole("menuitem", { name: "Sangria" }).click();
    await visible(page.getByRole("dialog"));
    await until(
      () => activeId(page),
      (id) => id === "cash-sangria-value",
    );
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("dialog"));
    await page.getByLabel(t.scan, { exact: true }).click();

    // An unknown code: the message, and the code left selected so the next read replaces it.
    const unknown = "7899999999993";
    await typeCode(page, "pt", unknown);
    await visible(page.locator(".p-toast-message").filter({ hasText: t.notFound(unknown) }));
    await until(
      () => selection(page),
      (s) => s.id === "sale-scan" && s.start === 0 && s.end === unknown.length && s.length === unknown.length,
    );
    await screenshot(page, "pdv-keyboard-unknown-code");
    await toastClearOfControls(page, "pt", t.notFound(unknown));
    await page.keyboard.type(a.ean);
    await expect(page.getByLabel(t.scan, { exact: true }).inputValue()).resolves.toBe(a.ean);
    await page.keyboard.press("Enter");
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n === 1,
    );

    // F2: the search field has the focus (not the dialog's close button); the list says it is cut short.
    await page.keyboard.press("F2");
    const dialog = page.getByRole("dialog", { name: t.search });
    await visible(dialog);
    await until(
      () => activeId(page),
      (id) => id === "product-search-q",
    );
    await visible(dialog.getByText(t.more, { exact: true }));
    await page.keyboard.type(b.full_description);
    const options = dialog.getByRole("option");
    await until(
      () => options.filter({ hasText: b.full_description }).count(),
      (n) => n > 0,
    );
    // ↓ highlights the first answer, ↓ ↑ comes back to it; ↓ again until the product, Enter adds it.
    const field = page.locator("#product-search-q");
    await page.keyboard.press("ArrowDown");
    await expect(options.first().getAttribute("aria-selected")).resolves.toBe("true");
    await expect(field.getAttribute("aria-activedescendant")).resolves.toBe(await options.first().getAttribute("id"));
    const count = await options.count();
    if (count > 1) {
      await page.keyboard.press("ArrowDown");
      await expect(options.nth(1).getAttribute("aria-selected")).resolves.toBe("true");
      await page.keyboard.press("ArrowUp");
      await expect(options.first().getAttribute("aria-selected")).resolves.toBe("true");
    }
    for (let i = 0; i < count; i++) {
      const highlighted = dialog.locator("[role=option][aria-selected=true]");
      if ((await highlighted.innerText()).includes(b.full_description)) break;
      await page.keyboard.press("ArrowDown");
    }
    await screenshot(page, "pdv-keyboard-product-search");
    await page.keyboard.press("Enter");
    await hidden(dialog);
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n === 2,
    );
    await expect(page.getByTestId("sale-item").nth(1).innerText()).resolves.toContain(b.full_description);

    // A search with one answer: Enter adds it (the same product again: its line goes to 2).
    await page.keyboard.press("F2");
    await visible(dialog);
    await until(
      () => activeId(page),
      (id) => id === "product-search-q",
    );
    await page.keyboard.type(a.ean);
    await until(
      () => options.allInnerTexts(),
      (texts) => texts.length === 1 && texts[0]?.includes(a.full_description) === true,
    );
    await page.keyboard.press("Enter");
    await hidden(dialog);
    await until(
      () => page.getByTestId("sale-item").first().innerText(),
      (text) => /\b2\b/.test(text),
    );

    // Step 2 at 1366×900: the payments and the finalize button without scrolling.
    await page.keyboard.press("F9");
    const addPayment = page.getByRole("button", { name: "Adicionar pagamento (F8)" });
    await visible(addPayment);
    const price = (hit: ProductHit) => parseMoney(hit.price_1) ?? 0;
    const total = price(a) * 2 + price(b);
    for (const control of [
      page.getByRole("group", { name: "Pagamentos" }),
      addPayment,
      page.getByRole("button", { name: t.finalize }),
    ]) {
      const shown = await box(control);
      expect(shown.y).toBeGreaterThanOrEqual(0);
      expect(shown.y + shown.height).toBeLessThanOrEqual(900);
    }
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    // CPF/CNPJ na nota reads as a CPF while typed; the sale keeps its digits.
    const doc = page.locator("#sale-doc");
    await doc.click();
    await page.keyboard.type("52998224725");
    await expect(doc.inputValue()).resolves.toBe("529.982.247-25");

    // F10 with everything still owed: it says how much.
    await page.keyboard.press("F10");
    await visible(page.locator(".p-toast-message").filter({ hasText: t.owed(total) }));
    await toastClearOfControls(page, "pt", t.owed(total));
    await screenshot(page, "pdv-keyboard-owed");
    // The message goes by itself (a dialog opened over it would dim it under its mask).
    await hidden(page.locator(".p-toast-message"));

    // F8: the method field has the focus, money chosen; the key of PIX chooses it and the value is next.
    const money = methods.find((m) => m.kind === "money");
    const pixIndex = methods.findIndex((m) => m.kind === "pix");
    const pix = methods[pixIndex];
    if (!money || !pix) throw new Error("payment methods");
    await page.keyboard.press("F8");
    const payment = page.getByRole("dialog", { name: t.payment });
    await visible(payment);
    await until(
      () => activeId(page),
      (id) => id === "payment-method",
    );
    const chosen = payment.locator(".p-dropdown-label");
    await until(
      () => chosen.innerText(),
      (text) => text.includes(money.name),
    );
    await checkA11y(page);
    await screenshot(page, "pdv-keyboard-payment");
    await page.keyboard.press(String(pixIndex + 1));
    await until(
      () => chosen.innerText(),
      (text) => text.includes(pix.name) && !text.includes(money.name),
    );
    await until(
      () => activeId(page),
      (id) => id === "payment-value",
    );
    // The value is what is owed: Enter confirms.
    await page.keyboard.press("Enter");
    await hidden(payment);
    await expect(page.getByTestId("sale-payment").innerText()).resolves.toContain(pix.name);

    await page.keyboard.press("F10");
    await visible(page.getByText(t.noItems));
    const after = await until(
      () => salesOf(page, register.id),
      (ids) => ids.length === before.length + 1,
    );
    const saleId = after.find((id) => !before.includes(id));
    const sale = (await pageApi<SaleDetail>(page, "GET", `/api/v1/sales/${saleId}`)).body;
    expect(sale.items.map((item) => [item.product_id, Number(item.quantity)]).sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 1],
      ].sort(),
    );
    expect(sale.financial_inflows.map((inflow) => inflow.payment_method_id)).toEqual([pix.id]);
    expect(parseMoney(sale.total)).toBe(total);
    expect(sale.customer_doc_id_1).toBe("52998224725");
  });

  it("the same keys under /es: the messages in Spanish, focus on the first field of each dialog", async () => {
    const page = await e2e.newPage({ width: 1366, height: 900 });
    const { a, methods } = await setUp(page, "es");
    const t = TEXTS.es;
    const unknown = "ABC-NAO-EXISTE-123";
    await typeCode(page, "es", unknown);
    await visible(page.locator(".p-toast-message").filter({ hasText: t.notFound(unknown) }));
    await until(
      () => selection(page),
      (s) => s.id === "sale-scan" && s.start === 0 && s.end === unknown.length,
    );
    await page.keyboard.type(a.ean);
    await page.keyboard.press("Enter");
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n === 1,
    );
    // The not-found toast gone first: under the dialog's mask its colours would fail the contrast check.
    await hidden(page.locator(".p-toast-message"));
    await page.keyboard.press("F2");
    const dialog = page.getByRole("dialog", { name: t.search });
    await visible(dialog);
    await until(
      () => activeId(page),
      (id) => id === "product-search-q",
    );
    await visible(dialog.getByText(t.more, { exact: true }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("option").nth(1).getAttribute("aria-selected")).resolves.toBe("true");
    await checkA11y(page);
    await screenshot(page, "pdv-keyboard-product-search-es");
    await page.keyboard.press("Escape");
    await hidden(dialog);
    // The item's dialog: the quantity has the focus.
    await page.getByRole("button", { name: `Editar ${a.full_description}` }).click();
    await visible(page.getByRole("dialog"));
    await until(
      () => activeId(page),
      (id) => id === "item-quantity",
    );
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("dialog"));

    await page.keyboard.press("F9");
    await page.keyboard.press("F10");
    const owed = parseMoney(a.price_1) ?? 0;
    await visible(page.locator(".p-toast-message").filter({ hasText: t.owed(owed) }));
    await toastClearOfControls(page, "es", t.owed(owed));
    await screenshot(page, "pdv-keyboard-owed-es");

    const money = methods.find((m) => m.kind === "money");
    if (!money) throw new Error("payment methods");
    await page.keyboard.press("F8");
    const payment = page.getByRole("dialog", { name: t.payment });
    await visible(payment);
    await until(
      () => activeId(page),
      (id) => id === "payment-method",
    );
    await until(
      () => payment.locator(".p-dropdown-label").innerText(),
      // The demo seed's "Dinheiro" is shown in Spanish under /es.
      (text) => text.includes(shownName(money.name, "es-EC")),
    );
    await screenshot(page, "pdv-keyboard-payment-es");
  });
});
