import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withEan13CheckDigit } from "../../src/domain/barcode.ts";
import { e2eSuite } from "./support/app.ts";
import { openList, shots } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { columnTexts } from "./support/table.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// The stock reports and the product import (issue 13 items 9 and 10): a low-stock row opens its detail; a sheet with
// a bad row shows the row's errors, nothing is written until the valid rows are confirmed, then they are.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    lowStock: "Itens com estoque baixo",
    reorder: "Repor",
    byUnit: "Por unidade",
    file: "Arquivo",
    check: "Conferir planilha",
    summary: "1 linhas válidas, 1 com erros",
    eanError: "EAN inválido: 13 dígitos com dígito verificador correto; Preço obrigatório",
    confirm: "Importar 1 linha válida",
    imported: "1 produtos importados; 1 linhas com erros ficaram de fora",
    header: "SKU;Descrição;Unidade;Preço;EAN",
    consolidated: "Consolidado de estoque",
    supplier: "Fornecedor",
    onHandPieces: "Em estoque (Unidade):",
  },
  es: {
    lowStock: "Ítems con stock bajo",
    reorder: "Reponer",
    byUnit: "Por unidad",
    file: "Archivo",
    check: "Revisar hoja",
    summary: "1 filas válidas, 1 con errores",
    eanError: "EAN inválido: 13 dígitos con dígito verificador correcto; Precio obligatorio",
    confirm: "Importar 1 fila válida",
    imported: "1 productos importados; 1 filas con errores quedaron fuera",
    header: "SKU;Descripción;Unidad;Precio;EAN",
    consolidated: "Consolidado de stock",
    supplier: "Proveedor",
    onHandPieces: "En stock (Unidad):",
  },
} as const;

/** The products the API exports for a text (the signed-in page's session): CSV lines after the header. */
async function exported(page: Page, filter: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/products/export?format=csv&filter=${encodeURIComponent(filter)}`);
  if (!res.ok()) throw new Error(`GET /api/v1/products/export: ${res.status()}`);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== "");
}

describe("stock reports and product import", () => {
  for (const locale of ["pt", "es"] as Locale[]) {
    const text = TEXTS[locale];
    it(`shows a low-stock row with what to reorder and opens its detail (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await openList(page, locale, "/itens-com-estoque-baixo", "/api/v1/stock_reports/low_stock");
      await visible(page.getByRole("heading", { name: text.lowStock }));
      const reorder = await columnTexts(page, text.reorder);
      expect(reorder.length).toBeGreaterThan(0);
      for (const value of reorder) expect(Number(value.replace(/\./g, "").replace(",", "."))).toBeGreaterThan(0);
      // The supplier by name: never a bare id.
      for (const value of await columnTexts(page, text.supplier)) expect(value).not.toMatch(/^\d+$/);
      await checkA11y(page);
      await shots(page, `itens-com-estoque-baixo-${locale}`);
      await page.getByRole("table").getByRole("link").first().click();
      await visible(page.getByRole("heading", { name: text.byUnit }));
      await shots(page, `itens-com-estoque-baixo-detalhes-${locale}`);

      await openList(page, locale, "/consolidado-estoque", "/api/v1/stock_reports/consolidated");
      await visible(page.getByRole("columnheader", { name: /Loja/ }));
      // The totals add quantities per sale unit, named in the page's language.
      await visible(page.locator(".stock-report__totals").getByText(text.onHandPieces));
      await shots(page, `consolidado-estoque-${locale}`);
      await openList(page, locale, "/itens-parados", "/api/v1/stock_reports/idle");
      await shots(page, `itens-parados-${locale}`);
    });

    it(`imports a sheet with a bad row: the row's errors first, the valid row after confirming (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await page.goto(localePath(locale, "/produtos/importar"));
      const sku = `E2E-${locale.toUpperCase()}-1`;
      const csv = [
        text.header,
        `${sku};Camiseta E2E ${locale};Unidade;39,90;${withEan13CheckDigit(locale === "pt" ? "789888000001" : "789888000002")}`,
        `E2E-${locale.toUpperCase()}-2;Linha ruim;Unidade;;7891234567890`,
      ].join("\n");
      await page.getByLabel(text.file).setInputFiles({
        name: "produtos.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await page.getByRole("button", { name: text.check }).press("Enter");
      await visible(page.getByRole("status").getByText(text.summary));
      await visible(page.getByRole("cell", { name: text.eanError }));
      // Checked, not written.
      expect(await exported(page, "E2E")).toEqual(expect.not.arrayContaining([expect.stringContaining(sku)]));
      await checkA11y(page);
      await shots(page, `produtos-importar-${locale}`);
      await page.getByRole("button", { name: text.confirm }).press("Enter");
      await visible(page.getByText(text.imported));
      const lines = await exported(page, sku);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${sku};Camiseta E2E ${locale}`);
      expect(await exported(page, `E2E-${locale.toUpperCase()}-2`)).toEqual([]);
    });
  }
});
