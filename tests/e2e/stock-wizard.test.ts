import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BulkStockList, SelectorProduct, SelectorProductList } from "../../src/schemas/stock-bulk.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { until, visible } from "./support/wait.ts";

// The stock bulk adjustment wizard (issue 13 item 5, the atualizacao-em-massa tab of /estoques/detalhes/:id) and
// the bulk product edit (/produtos/em-lote, item 6), in pt and under /es: what the screens show and what the
// server holds afterwards (read through the API, as the browser does).

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    search: "Buscar produto pelo nome",
    select: (name: string) => `Selecionar ${name}`,
    next: "Próximo",
    run: "Atualizar estoque",
    runAgain: "Executar novamente",
    incoming: "Entrada",
    outgoing: "Saída",
    insufficient: "Saída maior que o disponível",
    failed: "Alguns produtos não foram atualizados. Corrija-os e execute novamente.",
    succeeded: "Estoque atualizado com sucesso",
    changePrice: "Alterar Preço de venda",
    price: "Preço de venda",
    preview: "Pré-visualizar",
    confirm: "Confirmar alteração",
    done: "3 produtos alterados",
  },
  es: {
    search: "Buscar producto por nombre",
    select: (name: string) => `Seleccionar ${name}`,
    next: "Siguiente",
    run: "Actualizar stock",
    runAgain: "Ejecutar de nuevo",
    incoming: "Entrada",
    outgoing: "Salida",
    insufficient: "Salida mayor que lo disponible",
    failed: "Algunos productos no fueron actualizados. Corríjalos y ejecute de nuevo.",
    succeeded: "Stock actualizado con éxito",
    changePrice: "Cambiar Precio de venta",
    price: "Precio de venta",
    preview: "Previsualizar",
    confirm: "Confirmar cambio",
    done: "3 productos cambiados",
  },
} as const;

const api = <T>(page: Page, path: string, init?: { method: string; body: unknown }) =>
  page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init?.method ?? "GET",
        headers: { "content-type": "application/json" },
        ...(init ? { body: JSON.stringify(init.body) } : {}),
      });
      return (await res.json()) as unknown;
    },
    { path, init },
  ) as Promise<T>;

/** Stock-controlled, active products without decimals and with stock on hand in the stock, by name. */
async function productsIn(page: Page, stockId: number, search: string): Promise<SelectorProduct[]> {
  const list = await api<SelectorProductList>(
    page,
    `/api/v1/stock_movements/bulk/products?stock_id=${stockId}&search=${encodeURIComponent(search)}&per_page=100`,
  );
  return list.data.filter((p) => p.status && p.kind === "product" && p.sale_unit_decimals === 0 && p.sku_quantity >= 2);
}

const onHand = async (page: Page, stockId: number, product: SelectorProduct) =>
  (await productsIn(page, stockId, product.full_description)).find((p) => p.id === product.id)?.sku_quantity;

async function choose(page: Page, locale: Locale, product: SelectorProduct) {
  const t = TEXTS[locale];
  await typeInto(page.getByRole("textbox", { name: t.search }), product.full_description);
  const box = page.getByRole("checkbox", { name: t.select(product.full_description), exact: true });
  await visible(box);
  // The available list drops a product once it is chosen: it shows under the selected ones.
  await box.click();
  await until(
    () => box.count(),
    (count) => count === 0,
  );
}

async function typeQuantity(page: Page, label: string, value: string) {
  const input = page.getByRole("spinbutton", { name: label, exact: true });
  await input.click();
  await input.press("Control+a");
  await input.pressSequentially(value);
  await input.press("Tab");
}

describe("stock bulk adjustment wizard", () => {
  for (const [locale, search] of [
    ["pt", "Camiseta Básica"],
    ["es", "Moletom Canguru"],
  ] as const) {
    it(`runs with one failing product, shows its message, fixes it and runs again (${locale})`, async () => {
      const t = TEXTS[locale];
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      const stocks = await api<BulkStockList>(page, "/api/v1/stock_movements/bulk/stocks");
      const stock = stocks.data.find((s) => s.is_default);
      if (!stock) throw new Error("no default stock");
      const [first, second] = await productsIn(page, stock.id, search);
      if (!first || !second) throw new Error(`no products like ${search}`);
      const available = second.sku_quantity + second.sku_incoming - second.sku_outgoing;

      await page.goto(localePath(locale, `/estoques/detalhes/${stock.id}/atualizacao-em-massa`));
      await page.getByRole("button", { name: t.next, exact: true }).click();
      await choose(page, locale, first);
      await choose(page, locale, second);
      await shots(page, `stock-wizard-products-${locale}`);
      await page.getByRole("button", { name: t.next, exact: true }).click();
      await typeQuantity(page, `${t.incoming} ${first.full_description}`, "2");
      await typeQuantity(page, `${t.outgoing} ${second.full_description}`, String(available + 1));
      await shots(page, `stock-wizard-quantities-${locale}`);
      await page.getByRole("button", { name: t.next, exact: true }).click();
      await page.getByRole("button", { name: t.run, exact: true }).click();

      await visible(page.getByText(t.failed, { exact: true }));
      const row = page.getByRole("row", { name: new RegExp(second.full_description) });
      await visible(row.getByText(t.insufficient, { exact: false }));
      // Only the failed product stays selected.
      expect(await page.locator("tbody tr").count()).toBe(1);
      await shots(page, `stock-wizard-failed-${locale}`);
      expect(await onHand(page, stock.id, first)).toBe(first.sku_quantity + 2);
      expect(await onHand(page, stock.id, second)).toBe(second.sku_quantity);

      await typeQuantity(page, `${t.outgoing} ${second.full_description}`, "1");
      await page.getByRole("button", { name: t.runAgain, exact: true }).click();
      await visible(page.getByText(t.succeeded, { exact: true }));
      expect(
        await until(
          () => onHand(page, stock.id, second),
          (q) => q === second.sku_quantity - 1,
        ),
      ).toBe(second.sku_quantity - 1);
      expect(await onHand(page, stock.id, first)).toBe(first.sku_quantity + 2);
    });
  }
});

describe("/produtos/em-lote", () => {
  for (const [locale, search, price] of [
    ["pt", "Regata Nadador", "45,90"],
    ["es", "Bermuda Sarja", "99,50"],
  ] as const) {
    it(`changes the price of three products, previewed first (${locale})`, async () => {
      const t = TEXTS[locale];
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      const stocks = await api<BulkStockList>(page, "/api/v1/stock_movements/bulk/stocks");
      const stock = stocks.data.find((s) => s.is_default);
      if (!stock) throw new Error("no default stock");
      const chosen = (await productsIn(page, stock.id, search)).slice(0, 3);
      expect(chosen).toHaveLength(3);

      await page.goto(localePath(locale, "/produtos/em-lote"));
      for (const product of chosen) await choose(page, locale, product);
      await page.getByRole("checkbox", { name: t.changePrice, exact: true }).check();
      const input = page.getByRole("spinbutton", { name: t.price, exact: true });
      await input.click();
      await input.press("Control+a");
      await input.pressSequentially(price);
      await input.press("Tab");
      await shots(page, `products-bulk-${locale}`);
      await page.getByRole("button", { name: t.preview, exact: true }).click();
      for (const product of chosen) await visible(page.getByRole("rowheader", { name: product.full_description }));
      await shots(page, `products-bulk-preview-${locale}`);
      await page.getByRole("button", { name: t.confirm, exact: true }).click();
      await visible(page.getByText(t.done, { exact: true }));

      const decimal = price.replace(",", ".");
      const after = await api<{ data: Array<{ changes: unknown[] }> }>(page, "/api/v1/products/bulk/preview", {
        method: "POST",
        body: { company_id: stock.company_id, products_ids: chosen.map((p) => p.id), changes: { price: decimal } },
      });
      expect(after.data.map((row) => row.changes)).toEqual([[], [], []]);
    });
  }
});
