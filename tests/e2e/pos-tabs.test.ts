import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { shots } from "./support/forms.ts";
import { openRegister, type ProductHit, pageApi, sellableProducts } from "./support/pos.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { until, visible } from "./support/wait.ts";

// The quick-pick tabs (issue 13, item 8; spec 2.10 tabs editor, CNF 1): /pdv-tabs creates a tab and chooses its
// products by keyboard; the sale screen shows the tab as a grid of product buttons (photo, name, price) that add the
// product as a scan does. Product photos (item 1): an image uploaded from the page (multipart) shows as a thumbnail.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    tabName: "Nome da aba",
    search: "Buscar produto",
    add: "Adicionar",
    remove: "Remover da aba",
    grid: "Acesso rápido",
    title: "Abas de produtos do PDV",
  },
  es: {
    tabName: "Nombre de la pestaña",
    search: "Buscar producto",
    add: "Agregar",
    remove: "Quitar de la pestaña",
    grid: "Acceso rápido",
    title: "Pestañas de productos del PDV",
  },
} as const;

type StoredTab = { id: number; name: string; products_ids: number[] };

const storedTab = async (page: Page, name: string) =>
  (await pageApi<{ data: StoredTab[] }>(page, "GET", "/api/v1/tabs")).body.data.find((tab) => tab.name === name);

/** Uploads a PNG from inside the page (multipart, as the uploader sends it) and makes it the product's photo. */
async function givePhoto(page: Page, productId: number): Promise<{ id: number; thumb_url: string }> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const image = await page.evaluate(
    async (bytes) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
      const response = await fetch("/images_api/v1/images", { method: "POST", body: form });
      return { status: response.status, body: (await response.json()) as { id: number; thumb_url: string } };
    },
    [...png],
  );
  expect(image.status).toBe(201);
  const put = await pageApi(page, "PUT", `/api/v1/products/${productId}/images`, { image_ids: [image.body.id] });
  expect(put.status).toBe(200);
  return image.body;
}

async function createTab(page: Page, locale: Locale, name: string, products: ProductHit[]) {
  const texts = TEXTS[locale];
  await page.goto(localePath(locale, "/pdv-tabs"));
  const newName = page.locator(".pos-tabs__new input");
  await visible(newName);
  await newName.click();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  // Shown at once (optimistic), then saved: the editor opens on it.
  await visible(page.getByRole("button", { name: new RegExp(name) }));
  await until(
    () => storedTab(page, name),
    (tab) => tab !== undefined,
  );
  for (const product of products) {
    const search = page.getByRole("textbox", { name: texts.search, exact: true });
    await search.fill("");
    await search.click();
    await page.keyboard.type(product.full_description.split(" ").slice(0, 3).join(" "));
    await page.keyboard.press("Enter");
    const add = page.getByRole("button", { name: `${texts.add}: ${product.full_description}`, exact: true });
    await visible(add);
    await add.click();
    await visible(page.getByRole("button", { name: `${texts.remove}: ${product.full_description}`, exact: true }));
    await until(
      () => storedTab(page, name),
      (tab) => tab?.products_ids.includes(product.id) ?? false,
    );
  }
}

describe("/pdv-tabs and the sale screen's quick-pick grid", () => {
  it.each(["pt", "es"] as const)("creates a tab with two products and sells from its buttons (%s)", async (locale) => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    const register = await openRegister(page);
    const [first, second] = await sellableProducts(page, register.company_id, 2, 3, 6).then((all) =>
      // Distinct first words, so each search finds its product among the first results.
      all.filter((p, i) => all.findIndex((q) => q.full_description === p.full_description) === i),
    );
    if (!first || !second) throw new Error("products");
    const photo = await givePhoto(page, first.id);
    const name = locale === "pt" ? "Rápido e2e" : "Rápido e2e es";

    await createTab(page, locale, name, [first, second]);
    await expect(page.getByRole("heading", { name: TEXTS[locale].title }).count()).resolves.toBeGreaterThanOrEqual(0);
    // The first product's photo shows in the editor.
    const editorThumb = page.locator(`.pos-tabs__products img[src="${photo.thumb_url}"]`);
    await visible(editorThumb);
    expect(await editorThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await checkA11y(page);
    await shots(page, `pdv-tabs-${locale}`);

    // What the database holds: the tab with both products, in the order they were added.
    const stored = await storedTab(page, name);
    expect(stored?.products_ids).toEqual([first.id, second.id]);

    await page.goto(localePath(locale, "/pdv/caixa-aberto"));
    const grid = page.getByRole("region", { name: TEXTS[locale].grid });
    await visible(grid);
    // The seeded first tab holds variants that differ only at the end of their names (Preta PP, Preta P…): at
    // 768 px each button shows its whole name, below its picture (not under it).
    await page.setViewportSize({ width: 768, height: 1024 });
    const buttons = () =>
      grid.locator(".quick-pick__product").evaluateAll((nodes) =>
        nodes.map((node) => {
          const name = node.querySelector(".quick-pick__name");
          const picture = node.firstElementChild?.getBoundingClientRect();
          return {
            name: name?.textContent,
            clipped: name ? name.scrollHeight > name.clientHeight + 1 : true,
            overlap: picture && name ? picture.bottom - name.getBoundingClientRect().top : 0,
          };
        }),
      );
    // Polled: the layout settles once the viewport and the web font have.
    await until(buttons, (all) => all.length > 0 && all.every((b) => !b.clipped && b.overlap <= 0.5));
    await page.setViewportSize({ width: 1366, height: 900 });
    await grid.getByRole("tab", { name, exact: true }).click();
    const button = grid.getByRole("button", {
      name: new RegExp(first.full_description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    await visible(button);
    const gridThumb = button.locator("img");
    expect(await gridThumb.getAttribute("src")).toBe(photo.thumb_url);
    await button.click();
    const line = page.getByTestId("sale-item").filter({ hasText: first.full_description });
    await visible(line);
    await grid
      .getByRole("button", { name: new RegExp(second.full_description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .click();
    await visible(page.getByTestId("sale-item").filter({ hasText: second.full_description }));
    expect(await page.getByTestId("sale-item").count()).toBe(2);
    await shots(page, `pdv-quick-pick-${locale}`);

    // Deleting the tab (after 'Tem certeza?') removes it from the database.
    await page.goto(localePath(locale, "/pdv-tabs"));
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await page.locator(".pos-tabs__delete").click();
    await page.locator(".p-confirm-dialog-accept").click();
    await until(
      () => storedTab(page, name),
      (tab) => tab === undefined,
    );
  });
});
