import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withEan13CheckDigit } from "../../src/domain/barcode.ts";
import type { ProductDetail, ProductList } from "../../src/schemas/stock-products.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, recordTab, shots, toast } from "./support/forms.ts";
import { login } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { visible } from "./support/wait.ts";

// The product catalog screens (issue 13 item 1): /produtos with its filters and /produtos/novo/:tab with the seven
// tabs, filled by keyboard; what was saved is read back from the API.

const e2e = e2eSuite();

const productIdOf = (page: Page) => Number(/\/produtos\/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);

/** Types into a field by keyboard, as a person does. */
async function type(page: Page, label: string, text: string, exact = true) {
  const field = page.getByLabel(label, { exact });
  await field.click();
  await field.pressSequentially(text);
}

/** Picks a product in the product search of `inputId` by typing part of its description. */
async function pick(page: Page, inputId: string, text: string, description: string) {
  await page.locator(`#${inputId}`).pressSequentially(text);
  await page
    .getByRole("option", { name: new RegExp(`^${description}`) })
    .first()
    .click();
}

async function seeded(page: Page) {
  const list = await pageApi<ProductList>(page, "GET", "/api/v1/products?per_page=3&sort_field=full_description");
  return list.body.data;
}

describe("/produtos", () => {
  it("lists products and creates one filling every tab by keyboard (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/produtos", "/api/v1/products");
    const headers = (await page.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(
      expect.arrayContaining(["Foto", "Descrição", "SKU", "EAN", "Tipo", "Preço", "Estoque", "Ativo"]),
    );
    await page.getByRole("button", { name: "Filtros" }).click();
    await visible(page.getByRole("button", { name: "Limpar filtros" }));
    await visible(page.getByRole("button", { name: "Aplicar" }));
    await shots(page, "produtos-filtros");
    await page.keyboard.press("Escape");
    await shots(page, "produtos");
    const [first, second, third] = await seeded(page);
    if (!first || !second || !third) throw new Error("the demo catalog has no products");

    await page.getByRole("link", { name: "Novo", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/produtos/novo/geral");
    const ean = withEan13CheckDigit("789123400001");
    await type(page, "Descrição completa", "Camiseta Estampada E2E");
    await type(page, "SKU", "E2E-CAM");
    await type(page, "EAN (código de barras)", ean);
    await type(page, "NCM", "61091000");
    await type(page, "CEST", "2803800");
    await choose(
      page,
      "product-origin",
      "2 - Estrangeira - Adquirida no mercado interno, exceto a indicada no código 7",
    );
    await type(page, "Custo", "2000");
    await type(page, "Preço de venda", "4990");
    await shots(page, "produto-novo-geral");

    await recordTab(page, "Características");
    await page.waitForURL((url) => url.pathname === "/produtos/novo/caracteristicas");
    await page.getByRole("button", { name: "Adicionar atributo" }).click();
    await type(page, "Nome", "Material");
    await type(page, "Valor", "Algodão");
    await page.getByRole("button", { name: "Adicionar eixo" }).click();
    await type(page, "Eixo (ex.: Tamanho)", "Tamanho");
    await type(page, "Valores separados por vírgula (ex.: P, M, G)", "P, M");
    await page.getByRole("button", { name: "Gerar variações" }).click();
    expect(await page.getByLabel("SKU P", { exact: true }).inputValue()).toBe("E2E-CAM-P");
    const price = page.getByLabel("Preço M", { exact: true });
    await price.click();
    await price.press("End");
    await price.press("Backspace");
    await price.press("Backspace");
    await price.press("Backspace");
    await price.press("Backspace");
    await price.pressSequentially("5290");
    await shots(page, "produto-novo-caracteristicas");

    await recordTab(page, "Adicionais");
    await page.getByRole("button", { name: "Adicionar adicional" }).click();
    await pick(page, "product-extra-0-product", first.sku, first.full_description);
    await type(page, "Preço adicional", "500");

    await recordTab(page, "Composição");
    await page.getByRole("button", { name: "Adicionar componente" }).click();
    await pick(page, "product-component-0-product", second.sku, second.full_description);
    const quantity = page.getByLabel("Quantidade por unidade", { exact: true });
    await quantity.fill("");
    await quantity.pressSequentially("2");

    await recordTab(page, "Combo personalizado");
    await page.getByRole("button", { name: "Adicionar grupo" }).click();
    await type(page, "Nome do grupo", "Embalagem");
    await page.getByRole("button", { name: "Adicionar opção" }).click();
    await pick(page, "product-group-0-option-0-product", third.sku, third.full_description);
    await shots(page, "produto-novo-combo");

    await recordTab(page, "Estrutura mercadológica");
    await page.locator(".p-dropdown:has(#product-department)").click();
    await page.getByLabel("Buscar ou criar opção").pressSequentially("Vestuário E2E");
    await page.getByRole("button", { name: 'Criar "Vestuário E2E"' }).click();
    await visible(page.getByText("Deseja mesmo criar o item Vestuário E2E"));
    await page.getByRole("button", { name: "Sim" }).click();
    await visible(page.locator(".p-dropdown:has(#product-department) .p-dropdown-label", { hasText: "Vestuário E2E" }));
    await shots(page, "produto-novo-estrutura");

    await recordTab(page, "Loja a loja");
    const unitPrice = page.locator("#product-unit-0-price");
    await unitPrice.click();
    await unitPrice.press("End");
    for (let i = 0; i < 4; i += 1) await unitPrice.press("Backspace");
    await unitPrice.pressSequentially("5990");
    await page.locator("#product-unit-0-min").fill("");
    await page.locator("#product-unit-0-min").pressSequentially("3");
    await shots(page, "produto-novo-loja-a-loja");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await toast(page, "Produto cadastrado com sucesso.");
    await page.waitForURL((url) => /^\/produtos\/editar\/\d+\/loja-a-loja$/.test(url.pathname));

    const id = productIdOf(page);
    const saved = await pageApi<ProductDetail>(page, "GET", `/api/v1/products/${id}`);
    expect(saved.body).toMatchObject({
      full_description: "Camiseta Estampada E2E",
      sku: "E2E-CAM",
      ean,
      ncm: "61091000",
      cest: "2803800",
      origin: 2,
      cost: "20.00",
      price: "49.90",
      attributes: [{ name: "Material", value: "Algodão" }],
      variation_axes: [{ name: "Tamanho", values: ["P", "M"] }],
    });
    expect(saved.body.variations.map((v) => [v.sku, v.price])).toEqual([
      ["E2E-CAM-P", "49.90"],
      ["E2E-CAM-M", "52.90"],
    ]);
    expect(saved.body.extras).toMatchObject([{ product_id: first.id, price: "5.00" }]);
    expect(saved.body.components).toMatchObject([{ product_id: second.id, quantity: 2 }]);
    expect(saved.body.combo_groups).toMatchObject([{ name: "Embalagem", options: [{ product_id: third.id }] }]);
    expect(saved.body.department_id).not.toBeNull();
    expect(saved.body.configs[0]).toMatchObject({ price_1: "59.90", min_stock: 3 });
  });

  it("under /es: the tabs and messages in Spanish, a product created", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es", "/produtos", "/api/v1/products");
    await shots(page, "produtos-es");
    await page.getByRole("link", { name: "Nuevo", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es/produtos/novo/geral");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await visible(page.getByText("Campo obligatorio").first());
    await type(page, "Descripción completa", "Servicio de estampado E2E");
    await type(page, "SKU", "E2E-SERV");
    await page.getByLabel("Servicio", { exact: true }).check();
    // Once a save was tried, the rules speak as the user types.
    await type(page, "NCM", "123");
    await visible(page.getByText("El NCM debe tener 8 dígitos."));
    await page.getByLabel("NCM", { exact: true }).fill("");
    await type(page, "Precio de venta", "3500");
    await shots(page, "produto-novo-es");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toast(page, "Producto registrado con éxito.");
    await page.waitForURL((url) => /^\/es\/produtos\/editar\/\d+\/geral$/.test(url.pathname));
    const saved = await pageApi<ProductDetail>(page, "GET", `/api/v1/products/${productIdOf(page)}`);
    expect(saved.body).toMatchObject({ kind: "service", sku: "E2E-SERV", price: "35.00" });
    expect(saved.body.configs.every((c) => !c.stock_control)).toBe(true);
    await recordTab(page, "Tienda por tienda");
    await shots(page, "produto-loja-a-loja-es");
  });
});
