import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SellerDetail, SellerPage } from "../../src/schemas/sellers.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, recordTab, shots, toast } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { pageApi, saleWithOneItem } from "./support/pos.ts";
import { columnTexts } from "./support/table.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// /vendedores and /vendedores/editar/:id?/:tab (issue 12, GVA 1 or CNF 2); the PDV offers the active sellers.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    headers: ["Nome", "Comissão", "Telefone", "E-mail", "Unidade", "Usuário", "Ativo"],
    new: "Novo vendedor",
    save: "Salvar",
    tabs: { geral: "Geral", contatos: "Contatos" },
    name: "Nome",
    commission: "Comissão (%)",
    phone: "Telefone",
    email: "E-mail",
    notes: "Observações",
    created: "Vendedor cadastrado com sucesso.",
    fix: "Corrija os campos destacados.",
    required: "Preenchimento Obrigatório",
  },
  es: {
    headers: ["Nombre", "Comisión", "Teléfono", "Correo electrónico", "Unidad", "Usuario", "Activo"],
    new: "Nuevo vendedor",
    save: "Guardar",
    tabs: { geral: "General", contatos: "Contactos" },
    name: "Nombre",
    commission: "Comisión (%)",
    phone: "Teléfono",
    email: "Correo electrónico",
    notes: "Observaciones",
    created: "Vendedor registrado con éxito.",
    fix: "Corrija los campos señalados.",
    required: "Campo obligatorio",
  },
} as const;

const LIST = "/api/v1/sellers/list";

/** A seller as the server stores them, found by name. */
async function stored(page: Page, name: string): Promise<SellerDetail> {
  const list = await pageApi<SellerPage>(page, "GET", `${LIST}?filter=${encodeURIComponent(name)}`);
  const id = list.body.data.find((s) => s.name === name)?.id;
  if (!id) throw new Error(`no seller ${name}`);
  return (await pageApi<SellerDetail>(page, "GET", `/api/v1/sellers/${id}`)).body;
}

async function createSeller(page: Page, locale: Locale, name: string, user: string) {
  const texts = TEXTS[locale];
  await page.getByRole("link", { name: texts.new, exact: true }).click();
  await page.waitForURL((url) => url.pathname === localePath(locale, "/vendedores/editar"));
  // The first field (Nome) has the focus when the page opens.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("seller-name");
  // Saving with no name: the message, nothing sent.
  await page.getByRole("button", { name: texts.save, exact: true }).click();
  await toast(page, texts.fix);
  await visible(page.getByText(texts.required));
  await page.getByLabel(texts.name, { exact: true }).fill(name);
  await page.getByLabel(texts.commission, { exact: true }).fill("2,5");
  await choose(page, "seller-company", "Rede Demo Centro");
  await choose(page, "seller-user", user);
  await recordTab(page, texts.tabs.contatos);
  await page.waitForURL((url) => url.pathname === localePath(locale, "/vendedores/editar/contatos"));
  await page.getByLabel(texts.phone, { exact: true }).fill("11987651234");
  await page.getByLabel(texts.email, { exact: true }).fill("vendas@loja.com.br");
  await page.getByLabel(texts.notes, { exact: true }).fill("Turno da tarde");
  await checkA11y(page);
  await page.getByRole("button", { name: texts.save, exact: true }).click();
  await toast(page, texts.created);
  await page.waitForURL((url) => /\/vendedores\/editar\/\d+\/contatos$/.test(url.pathname));
}

describe("/vendedores", () => {
  it("lists the sellers and creates one with commission linked to a user, offered in the PDV sale (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/vendedores", LIST);
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.pt.headers);
    expect(await columnTexts(page, "Nome")).toContain("Rafael Tavares Moreira");
    await checkA11y(page);
    await shots(page, "vendedores");

    await createSeller(page, "pt", "Joana Prado", "Eduarda Castro Vilela");
    await shots(page, "vendedor-contatos");
    await recordTab(page, TEXTS.pt.tabs.geral);
    await shots(page, "vendedor-geral");
    const seller = await stored(page, "Joana Prado");
    expect(seller).toMatchObject({
      commission_percentage: 2.5,
      phone: "11987651234",
      email: "vendas@loja.com.br",
      notes: "Turno da tarde",
      company: { name: "Rede Demo Centro" },
      user: { name: "Eduarda Castro Vilela" },
      active: true,
    });

    const cashier = await e2e.newPage();
    await login(cashier, "caixa");
    await saleWithOneItem(cashier);
    await cashier.keyboard.press("F9");
    await choose(cashier, "sale-seller", "Joana Prado");
    expect(await cashier.locator(".p-dropdown:has(#sale-seller) .p-dropdown-label").innerText()).toBe("Joana Prado");
  });

  it("under /es: the list and a new seller's page in Spanish", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es", "/vendedores", LIST);
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.es.headers);
    await shots(page, "vendedores-es");
    await createSeller(page, "es", "Lucía Andrade", "Felipe Araújo Monteiro");
    await recordTab(page, TEXTS.es.tabs.geral);
    await shots(page, "vendedor-geral-es");
    expect(await stored(page, "Lucía Andrade")).toMatchObject({
      commission_percentage: 2.5,
      user: { name: "Felipe Araújo Monteiro" },
    });
  });
});
