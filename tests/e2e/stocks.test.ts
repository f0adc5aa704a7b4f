import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CountDetail, LossList, StockList, StockOptions, StockPositionList } from "../../src/schemas/stock.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { until, visible } from "./support/wait.ts";

// The stock screens (issue 13 items 3 and 4): create a second stock, transfer into it from the unit's default,
// count it with a loss and a leftover, and see both in /perdas-sobras; in pt and under /es, checking what the API
// (the database) holds after each step.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    new: "Novo estoque",
    name: "Nome",
    save: "Salvar",
    transfer: "Transferir",
    transferDone: "Transferência concluída: 2 produtos.",
    startCount: "Iniciar inventário",
    code: "Código de barras ou SKU",
    quantity: "Quantidade",
    set: "Substituir",
    review: "Revisar diferenças",
    close: "Encerrar e lançar diferenças",
    closed: "Inventário encerrado: diferenças lançadas como perdas e sobras.",
    loss: "Perda",
    leftover: "Sobra",
    position: "Posição de estoque",
  },
  es: {
    new: "Nuevo inventario",
    name: "Nombre",
    save: "Guardar",
    transfer: "Transferir",
    transferDone: "Transferencia realizada: 2 productos.",
    startCount: "Iniciar conteo",
    code: "Código de barras o SKU",
    quantity: "Cantidad",
    set: "Reemplazar",
    review: "Revisar diferencias",
    close: "Cerrar y registrar diferencias",
    closed: "Conteo cerrado: diferencias registradas como pérdidas y sobrantes.",
    loss: "Pérdida",
    leftover: "Sobrante",
    position: "Posición de inventario",
  },
} as const;

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe("stocks, transfers, counts and /perdas-sobras", () => {
  it.each(["pt", "es"] as const)(
    "%s: a new stock receives a transfer and a count posts a loss and a leftover",
    async (locale: Locale) => {
      const t = TEXTS[locale];
      const name = `Reserva ${locale}`;
      const page = await e2e.newPage();
      await login(page, "admin", locale);

      // A second stock in Savassi, typed.
      await page.goto(localePath(locale, "/estoques/novo"));
      await typeInto(page.getByLabel(t.name, { exact: true }), name);
      await choose(page, "stock-unit", "Rede Demo Savassi");
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/estoques"));
      const listed = await api<StockList>(page, `/api/v1/stocks?filter=${encodeURIComponent(name)}`);
      const mine = listed.data.filter((s) => s.name === name);
      expect(mine).toMatchObject([{ name, company_name: "Rede Demo Savassi", is_default: false, active: true }]);
      const reserve = mine[0]?.id ?? 0;
      await visible(page.getByRole("link", { name, exact: true }));
      // The new-stock link styled as a button is readable (white on the primary colour).
      await checkA11y(page);
      await shots(page, `stocks-list-${locale}`);

      // Two products of Savassi's default stock, 2 of each transferred into the new stock.
      const options = await api<StockOptions>(page, "/api/v1/stocks/options");
      const principal = options.stocks.find((s) => s.company_name === "Rede Demo Savassi" && s.is_default)?.id ?? 0;
      const positions = await api<StockPositionList>(
        page,
        `/api/v1/stocks/${principal}/positions?per_page=50&sort_field=quantity&sort_direction=desc`,
      );
      const [first, second] = positions.data
        .filter((p) => p.unit_decimals === 0 && p.available >= 5)
        .slice(locale === "pt" ? 0 : 2);
      if (!first || !second) throw new Error("needs two stocked products");
      await page.goto(localePath(locale, `/estoques/detalhes/${principal}/posicao-de-estoque`));
      await visible(page.getByRole("table"));
      await page.getByRole("button", { name: t.transfer, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await choose(page, "stock-transfer-to", `Rede Demo Savassi / ${name}`);
      await typeInto(dialog.locator("#stock-transfer-code-1"), first.sku);
      await typeInto(dialog.locator("#stock-transfer-quantity-1"), "2");
      await dialog.getByRole("button", { name: locale === "pt" ? "Adicionar produto" : "Agregar producto" }).click();
      await typeInto(dialog.locator("#stock-transfer-code-2"), second.ean || second.sku);
      await typeInto(dialog.locator("#stock-transfer-quantity-2"), "2");
      await dialog.locator("#stock-transfer-quantity-2").press("Enter");
      await visible(page.getByText(t.transferDone));
      const moved = await api<StockPositionList>(page, `/api/v1/stocks/${reserve}/positions`);
      expect(moved.data.map((p) => [p.sku, p.quantity]).sort()).toEqual(
        [
          [first.sku, 2],
          [second.sku, 2],
        ].sort(),
      );
      await shots(page, `stock-position-${locale}`);

      // The count of the new stock: one short of the first, one over of the second, typed with the keyboard.
      await page.goto(localePath(locale, `/estoques/detalhes/${reserve}/posicao-de-estoque`));
      await page.getByRole("button", { name: t.startCount, exact: true }).click();
      await page.waitForURL((url) => /\/estoques\/inventario\/\d+$/.test(url.pathname));
      const countId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      const entries: Array<[string, string]> = [
        [first.sku, "1"],
        [second.sku, "3"],
      ];
      for (const [code, quantity] of entries) {
        await typeInto(page.getByLabel(t.code, { exact: true }), code);
        await typeInto(page.getByLabel(t.quantity, { exact: true }), quantity);
        await page.getByRole("button", { name: t.set, exact: true }).click();
        await until(
          () => api<CountDetail>(page, `/api/v1/stock_counts/${countId}`),
          (count) => count.items.some((i) => i.sku === code && i.counted === Number(quantity)),
        );
      }
      await page.getByRole("button", { name: t.review, exact: true }).click();
      await visible(page.locator(`tr[data-product="${first.sku}"]`));
      await shots(page, `stock-count-${locale}`);
      await page.getByRole("button", { name: t.close, exact: true }).click();
      await visible(page.getByText(t.closed));
      const closed = await api<CountDetail>(page, `/api/v1/stock_counts/${countId}`);
      expect(closed.status).toBe("closed");
      const after = await api<StockPositionList>(page, `/api/v1/stocks/${reserve}/positions`);
      expect(after.data.map((p) => [p.sku, p.quantity]).sort()).toEqual(
        [
          [first.sku, 1],
          [second.sku, 3],
        ].sort(),
      );

      // /perdas-sobras shows the loss and the leftover of this count.
      const losses = await api<LossList>(page, `/api/v1/stock_losses?stock_id=${reserve}`);
      expect(losses.data.map((r) => [r.sku, r.reason, r.quantity]).sort()).toEqual(
        [
          [first.sku, "count-loss", 1],
          [second.sku, "count-leftover", 1],
        ].sort(),
      );
      await page.goto(localePath(locale, "/perdas-sobras"));
      await choose(page, "losses-stock", `Rede Demo Savassi / ${name}`);
      const table = page.getByRole("table");
      await visible(table.getByRole("cell", { name: first.description, exact: true }));
      await visible(table.getByRole("cell", { name: second.description, exact: true }));
      await visible(table.getByText(t.loss, { exact: true }));
      await visible(table.getByText(t.leftover, { exact: true }));
      await shots(page, `stock-losses-${locale}`);
    },
  );
});
