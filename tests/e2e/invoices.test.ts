import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { FinancialEntryList } from "../../src/schemas/finance-entries.ts";
import type { InvoiceDetail, InvoiceList, InvoiceOptions, InvoiceProductHit } from "../../src/schemas/invoices.ts";
import type { StockMovementList, StockPositionList } from "../../src/schemas/stock.ts";
import type { ProductDetail } from "../../src/schemas/stock-products.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, shots, typeInto } from "./support/forms.ts";
import { localePath, login } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import type { Locale } from "./support/texts.ts";
import { until, visible } from "./support/wait.ts";

// Purchase invoices (issue 14 item 5): import a supplier's NF-e XML, create its unknown supplier, link the lines
// without product or create the product from the line, post, and see the stock rise and the payables listed; in pt
// under /fatura-de-compra and in es under /es/factura-de-compra.

// A fresh server seeds its demo data on start; on a busy machine that takes longer than the default wait.
const e2e = e2eSuite({ startTimeoutMs: 240_000 });
const NFE = readFileSync(new URL("../fixtures/nfe/distribuidora-aurora-1234.xml", import.meta.url), "utf8");

const TEXTS = {
  pt: {
    path: "/fatura-de-compra/novo",
    createSupplier: "Cadastrar fornecedor",
    imported: "XML importado: confira os dados e vincule os itens sem produto.",
    link: (description: string) => `Vincular ${description} a um produto`,
    post: "Lançar nota",
    importLabel: "Importar XML da NF-e",
    issueDate: "Data de emissão",
    entryDate: "Data de entrada",
    posted: "Nota lançada: estoque e contas a pagar atualizados.",
    createProduct: (description: string) => `Cadastrar produto de ${description}`,
    createSubmit: "Cadastrar e vincular",
  },
  es: {
    path: "/factura-de-compra/novo",
    createSupplier: "Registrar proveedor",
    imported: "XML importado: revise los datos y vincule los ítems sin producto.",
    link: (description: string) => `Vincular ${description} a un producto`,
    post: "Registrar factura",
    importLabel: "Importar XML de la NF-e",
    issueDate: "Fecha de emisión",
    entryDate: "Fecha de entrada",
    posted: "Factura registrada: inventario y cuentas por pagar actualizados.",
    createProduct: (description: string) => `Registrar producto de ${description}`,
    createSubmit: "Registrar y vincular",
  },
} as const;

const DESCRIPTIONS = ["Camiseta básica algodão M & G", "Calça jeans tradicional", "Meia cano médio kit 3 pares"];
/** The line whose product is created from the NF-e (no EAN in the NF-e, so nothing can match it). */
const CREATED_LINE = 1;

async function onHand(page: Page, stockId: number): Promise<Map<number, number>> {
  const { body } = await pageApi<StockPositionList>(page, "GET", `/api/v1/stocks/${stockId}/positions?per_page=500`);
  return new Map(body.data.map((row) => [row.product_id as number, row.quantity]));
}

/**
 * Creates the product of an NF-e line in place: canceling first changes nothing, a SKU already taken shows the
 * server's message in the dialog, then the line's own code (prefilled) with a sale price creates and links it.
 */
async function createProductFromLine(page: Page, locale: Locale, description: string, takenSku: string) {
  const t = TEXTS[locale];
  const open = page.getByRole("button", { name: t.createProduct(description) });
  await open.click();
  let dialog = page.getByRole("dialog");
  await visible(dialog);
  expect(await dialog.locator("#line-product-description").inputValue()).toBe(description);
  expect(await dialog.locator("#line-product-sku").inputValue()).toBe("CAL-778");
  expect(await dialog.locator("#line-product-ncm").inputValue()).toBe("62034200");
  expect(await dialog.locator("#line-product-cost").inputValue()).toBe("R$ 40,00");
  await dialog.getByRole("button", { name: locale === "pt" ? "Cancelar" : "Cancelar" }).click();
  await until(
    () => page.getByRole("dialog").count(),
    (count) => count === 0,
  );
  await visible(page.getByLabel(t.link(description), { exact: true }));

  await open.click();
  dialog = page.getByRole("dialog");
  await typeInto(dialog.locator("#line-product-sku"), takenSku);
  await typeInto(dialog.locator("#line-product-price"), "7990");
  await dialog.getByRole("button", { name: t.createSubmit }).click();
  await visible(dialog.getByText(locale === "pt" ? "SKU já cadastrado" : "SKU ya registrado"));
  await shots(page, `invoice-create-product-${locale}`);
  await typeInto(dialog.locator("#line-product-sku"), "CAL-778");
  await dialog.getByRole("button", { name: t.createSubmit }).click();
  await until(
    () => page.getByRole("dialog").count(),
    (count) => count === 0,
  );
  await visible(page.getByText(`${description} (CAL-778)`));
  expect(await page.getByLabel(t.link(description), { exact: true }).count()).toBe(0);
}

async function importAndPost(page: Page, locale: Locale, xml: string, linkLines: boolean) {
  const t = TEXTS[locale];
  const { body: options } = await pageApi<InvoiceOptions>(page, "GET", "/api/v1/purchase_invoices/options");
  const unit = options.companies[0];
  const stock = options.stocks.find((s) => s.company_id === unit?.id && s.is_default);
  if (!unit || !stock) throw new Error("no unit or stock");
  const { body: found } = await pageApi<{ data: InvoiceProductHit[] }>(
    page,
    "GET",
    "/api/v1/purchase_invoices/products",
  );
  const products = found.data.filter((p) => p.sale_unit_decimals === 0).slice(0, 3);
  const before = await onHand(page, stock.id);

  await page.goto(localePath(locale, t.path));
  expect(new URL(page.url()).pathname).toBe(locale === "es" ? "/es/factura-de-compra/novo" : "/fatura-de-compra/novo");
  await choose(page, "invoice-unit", unit.name);
  // Dates read dd/mm/aaaa in both languages (the browser's date input wrote 11/24/2026), and the XML is picked with a
  // button in the page's language, not the browser's "Choose File".
  const issueDate = page.getByLabel(t.issueDate, { exact: true });
  const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(
    new Date(),
  );
  expect(await issueDate.inputValue()).toBe(today);
  await visible(page.locator("label.p-button").getByText(t.importLabel, { exact: true }));
  expect(await page.locator("#invoice-xml").evaluate((input) => getComputedStyle(input).opacity)).toBe("0");
  await page.locator("#invoice-xml").setInputFiles({ name: "nfe.xml", mimeType: "text/xml", buffer: Buffer.from(xml) });
  await visible(page.getByText(t.imported));
  expect(await issueDate.inputValue()).toBe("20/11/2026");
  // The NF-e's two duplicatas: the split count says so, and the import button keeps its text on one line.
  expect(await page.locator("#invoice-installment-count").inputValue()).toBe("2");
  const importButton = page.locator("label.p-button").getByText(t.importLabel, { exact: true });
  expect(await importButton.evaluate((text) => getComputedStyle(text).whiteSpace)).toBe("nowrap");
  await typeInto(page.getByLabel(t.entryDate, { exact: true }), "21/11/2026");
  await shots(page, `invoice-imported-${locale}`);
  if (linkLines) {
    await page.getByRole("button", { name: t.createSupplier }).click();
    await until(
      () => page.getByRole("button", { name: t.createSupplier }).count(),
      (count) => count === 0,
    );
    for (const [index, description] of DESCRIPTIONS.entries()) {
      if (index === CREATED_LINE) {
        await createProductFromLine(page, locale, description, products[0]?.sku ?? "");
        continue;
      }
      const product = products[index];
      if (!product) throw new Error("not enough demo products");
      const picker = page.getByLabel(t.link(description), { exact: true });
      await typeInto(picker, product.sku);
      await page.getByRole("option", { name: `${product.description} (${product.sku})` }).click();
    }
  }
  await visible(page.getByTestId("invoice-total").getByText("590,00"));
  await page.getByRole("button", { name: t.post }).click();
  await visible(page.getByText(t.posted));
  await shots(page, `invoice-posted-${locale}`);

  const id = Number(new URL(page.url()).pathname.split("/").at(-2));
  const { body: invoice } = await pageApi<InvoiceDetail>(page, "GET", `/api/v1/purchase_invoices/${id}`);
  expect(invoice).toMatchObject({
    status: "posted",
    total: "590.00",
    stock_id: stock.id,
    issue_date: "2026-11-20",
    entry_date: "2026-11-21",
  });
  const after = await onHand(page, stock.id);
  const quantities = [10, 5, 12];
  invoice.items.forEach((item, index) => {
    expect((after.get(item.product_id) ?? 0) - (before.get(item.product_id) ?? 0)).toBe(quantities[index]);
  });
  return { invoice, unit, stock };
}

describe("purchase invoices", () => {
  it("imports an NF-e, creates its supplier, links the lines, posts it and the stock rises (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const { invoice, unit, stock } = await importAndPost(page, "pt", NFE, true);
    expect(invoice.installments.map((i) => [i.due_date, i.value])).toEqual([
      ["2026-12-20", "295.00"],
      ["2027-01-19", "295.00"],
    ]);
    const { body: list } = await pageApi<InvoiceList>(page, "GET", "/api/v1/purchase_invoices?status=posted");
    expect(list.data.map((row) => row.number)).toContain("1234");

    // The product created from the line: its row, the stock movement of the posting, the payables.
    const created = invoice.items[CREATED_LINE];
    if (!created) throw new Error("no created line");
    expect(created).toMatchObject({ sku: "CAL-778", product_description: "Calça jeans tradicional", quantity: 5 });
    const { body: product } = await pageApi<ProductDetail>(page, "GET", `/api/v1/products/${created.product_id}`);
    expect(product).toMatchObject({
      full_description: "Calça jeans tradicional",
      sku: "CAL-778",
      ean: "",
      ncm: "62034200",
      sale_unit: "Unidade",
      kind: "product",
      cost: "40.00",
      price: "79.90",
      supplier_id: invoice.supplier_id,
    });
    // Its unit's price as typed and stock control on; the posting made its cost the landed one (R$ 40,00 plus its
    // share of freight and IPI less discount: 38,00 × 200/552 over 5 pieces). Other units take the product's price.
    expect(product.configs.find((c) => c.company_id === unit.id)).toMatchObject({
      price_1: "79.90",
      unit_cost: "42.75",
      stock_control: true,
      active: true,
    });
    const { body: movements } = await pageApi<StockMovementList>(
      page,
      "GET",
      `/api/v1/stocks/${stock.id}/movements?product_id=${created.product_id}&initial_date=2000-01-01&final_date=2100-12-31`,
    );
    expect(movements.data.map((m) => [m.reason, m.incoming, m.balance_after])).toEqual([["purchase-invoice", 5, 5]]);
    const { body: payables } = await pageApi<FinancialEntryList>(
      page,
      "GET",
      `/api/v1/financial_entries?kind=pay&supplier_id=${invoice.supplier_id}&initial_date=2026-12-01&final_date=2027-01-31&sort_field=due_date&sort_direction=asc`,
    );
    expect(payables.data.map((e) => [e.description, e.due_date, e.value, e.open_value])).toEqual([
      ["NF 1234/1 — Distribuidora Aurora de Confecções Ltda", "2026-12-20", "295.00", "295.00"],
      ["NF 1234/1 — Distribuidora Aurora de Confecções Ltda", "2027-01-19", "295.00", "295.00"],
    ]);

    // What the user sees: the new product in the stock's position with what came in, the payables in the list.
    await page.goto(`/estoques/detalhes/${stock.id}/posicao-de-estoque?filter=CAL-778`);
    const row = page.getByRole("row").filter({ hasText: "Calça jeans tradicional" });
    await visible(row);
    expect(await row.textContent()).toContain("5");
    await page.goto("/contas-a-pagar-receber?filter=NF%201234%2F1&initialDate=2026-12-01&finalDate=2027-01-31");
    const payableRows = page.getByRole("row").filter({ hasText: "NF 1234/1" });
    await visible(payableRows.first());
    expect(await payableRows.count()).toBe(2);
    expect(await payableRows.allTextContents()).toEqual([
      expect.stringContaining("295,00"),
      expect.stringContaining("295,00"),
    ]);
    await shots(page, "invoice-payables-pt");
  });

  it("under /es the next NF-e of that supplier matches every line by the codes learned (es)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    const next = NFE.replace("<nNF>1234</nNF>", "<nNF>1240</nNF>");
    const { invoice } = await importAndPost(page, "es", next, false);
    expect(invoice.number).toBe("1240");
    expect(new URL(page.url()).pathname).toMatch(/^\/es\/factura-de-compra\/editar\/\d+\/geral$/);
  });
});
