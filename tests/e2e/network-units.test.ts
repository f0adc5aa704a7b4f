import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCnpj, generateCnpj } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { menuEntries } from "./support/layout.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { columnTexts, reloadsList } from "./support/table.ts";
import { TEXTS as SHELL, type Locale } from "./support/texts.ts";
import { until, visible } from "./support/wait.ts";

// The network's units (issue 12 item 3): /unidades-da-rede, /unidades-da-rede/novo and
// /unidades-da-rede/editar/:id?/:tab (geral, modulos); a module switched off in the only unit a user works in
// takes its menu and its API away from that user.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    headers: ["Nome fantasia", "Razão social", "CNPJ", "Cidade", "Telefone", "Ativa"],
    new: "Novo",
    save: "Salvar",
    name: "Nome fantasia",
    legalName: "Razão social",
    cnpj: "CNPJ",
    ie: "Inscrição estadual",
    city: "Cidade",
    sync: "Sincronizar parcelas no PDV",
    created: "Unidade cadastrada com sucesso.",
    saved: "Unidade salva com sucesso.",
    cnpjInvalid: "CNPJ Inválido",
    cnpjTaken: "CNPJ já cadastrado",
    modules: "Módulos",
    customers: "Clientes",
    disabled: "O módulo Clientes está desativado nesta unidade.",
  },
  es: {
    headers: ["Nombre comercial", "Razón social", "CNPJ", "Ciudad", "Teléfono", "Activa"],
    new: "Nuevo",
    save: "Guardar",
    name: "Nombre comercial",
    legalName: "Razón social",
    cnpj: "CNPJ",
    ie: "Inscripción estatal",
    city: "Ciudad",
    sync: "Sincronizar cuotas en el punto de venta",
    created: "Unidad registrada con éxito.",
    saved: "Unidad guardada con éxito.",
    cnpjInvalid: "CNPJ inválido",
    cnpjTaken: "CNPJ ya registrado",
    modules: "Módulos",
    customers: "Clientes",
    disabled: "El módulo Clientes está desactivado en esta unidad.",
  },
} as const;

type Unit = { id: number; name: string; federalTaxId: string; disabledModules: string[]; syncInstallments: boolean };

async function shots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

const toast = (page: Page, text: string) => visible(page.locator(".p-toast-message").getByText(text, { exact: true }));

const unitIdOf = (page: Page) => Number(/\/unidades-da-rede\/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);

/** What the server holds for a unit, read with the page's session. */
async function stored(page: Page, id: number): Promise<Unit> {
  const res = await page.request.get(`/api/v1/companies/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Unit;
}

async function unitsOf(page: Page): Promise<Unit[]> {
  return ((await (await page.request.get("/api/v1/companies?per_page=100")).json()) as { data: Unit[] }).data;
}

async function openList(page: Page, locale: Locale) {
  await reloadsList(
    page,
    () => page.goto(localePath(locale, "/unidades-da-rede")).then(() => undefined),
    "/api/v1/companies",
  );
  await visible(page.getByRole("table"));
}

async function tab(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: /Seções do cadastro|Secciones del registro/ })
    .getByRole("link", { name })
    .click();
}

/** Creates a unit through the screen, from the list's Novo; its id. */
async function createThroughScreen(page: Page, locale: Locale, seed: number): Promise<{ id: number; cnpj: string }> {
  const t = TEXTS[locale];
  await openList(page, locale);
  await page.getByRole("link", { name: t.new, exact: true }).click();
  await page.waitForURL((url) => url.pathname === localePath(locale, "/unidades-da-rede/novo"));
  // The first field takes the focus when the page opens.
  await until(
    () => page.evaluate(() => document.activeElement?.id),
    (id) => id === "unit-name",
  );
  const cnpj = generateCnpj(seed, "alphanumeric");
  await page.getByLabel(t.name, { exact: true }).fill(`Unidade Pampulha ${seed}`);
  await page.getByLabel(t.legalName, { exact: true }).fill(`Pampulha Comércio ${seed} Ltda`);
  // A complete CNPJ with wrong check digits is called out at once.
  await page.getByLabel(t.cnpj, { exact: true }).fill(`${cnpj.slice(0, 12)}00`);
  await visible(page.locator("#unit-federalTaxId-message").getByText(t.cnpjInvalid));
  await page.getByLabel(t.cnpj, { exact: true }).fill(cnpj.toLowerCase());
  expect(await page.getByLabel(t.cnpj, { exact: true }).inputValue()).toBe(formatCnpj(cnpj));
  await page.getByLabel(t.ie, { exact: true }).fill("ISENTO");
  await page.getByLabel(t.city, { exact: true }).fill("Belo Horizonte");
  await page.getByRole("switch", { name: t.sync }).click();
  await checkA11y(page);
  await shots(page, `unidade-nova-${locale}`);
  await page.getByLabel(t.city, { exact: true }).press("Enter");
  await toast(page, t.created);
  await page.waitForURL((url) => /\/unidades-da-rede\/editar\/\d+$/.test(url.pathname));
  return { id: unitIdOf(page), cnpj };
}

describe("/unidades-da-rede", () => {
  it("creates a unit with an alphanumeric CNPJ; the same CNPJ again is refused", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.pt.headers);
    expect(await columnTexts(page, "Nome fantasia")).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    await checkA11y(page);
    await shots(page, "unidades-da-rede-pt");

    const { id, cnpj } = await createThroughScreen(page, "pt", 4242);
    expect(await stored(page, id)).toMatchObject({
      name: "Unidade Pampulha 4242",
      federalTaxId: cnpj,
      stateRegistration: "ISENTO",
      syncInstallments: true,
      disabledModules: [],
    });

    await page.goto("/unidades-da-rede/novo");
    await page.getByLabel(TEXTS.pt.name, { exact: true }).fill("Outra Pampulha");
    await page.getByLabel(TEXTS.pt.cnpj, { exact: true }).fill(cnpj);
    await page.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await visible(page.locator("#unit-federalTaxId-message").getByText(TEXTS.pt.cnpjTaken));
    expect(new URL(page.url()).pathname).toBe("/unidades-da-rede/novo");
    expect((await unitsOf(page)).filter((u) => u.federalTaxId === cnpj)).toHaveLength(1);
  });

  it("switching Clientes off in the only unit of caixa takes its menu and its API away", async () => {
    const admin = await e2e.newPage();
    await login(admin, "admin");
    const centro = (await unitsOf(admin)).find((u) => u.name === "Rede Demo Centro");
    if (!centro) throw new Error("no Rede Demo Centro");
    await admin.goto(`/unidades-da-rede/editar/${centro.id}`);
    await tab(admin, TEXTS.pt.modules);
    await admin.waitForURL((url) => url.pathname === `/unidades-da-rede/editar/${centro.id}/modulos`);
    const customers = admin.getByRole("switch", { name: TEXTS.pt.customers, exact: true });
    expect(await customers.isChecked()).toBe(true);
    // Configurações and Usuários can not be switched off.
    expect(await admin.getByRole("switch", { name: "Configurações", exact: true }).isDisabled()).toBe(true);
    await customers.click();
    expect(await customers.isChecked()).toBe(false);
    await checkA11y(admin);
    await shots(admin, "unidade-modulos-pt");
    await admin.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await toast(admin, TEXTS.pt.saved);
    expect((await stored(admin, centro.id)).disabledModules).toEqual(["CUS"]);

    const caixa = await e2e.newPage();
    await login(caixa, "caixa");
    const entries = await menuEntries(caixa);
    expect(entries).not.toContain("Clientes");
    expect(entries).toContain("Frente de caixa");
    const refused = await caixa.request.get("/api/v1/customers");
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ messages: [TEXTS.pt.disabled] });
    await caixa.goto("/clientes");
    await visible(caixa.getByText(SHELL.pt.forbidden));
    expect(await caixa.getByRole("table").count()).toBe(0);

    // vendedor also works in Savassi, where Clientes is on.
    const vendedor = await e2e.newPage();
    await login(vendedor, "vendedor");
    expect(await menuEntries(vendedor)).toContain("Clientes");

    // Switched on again, caixa has it back at its next request.
    await customers.click();
    await admin.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await toast(admin, TEXTS.pt.saved);
    expect((await stored(admin, centro.id)).disabledModules).toEqual([]);
    expect((await caixa.request.get("/api/v1/customers")).status()).toBe(200);
  });

  it("under /es: the list, a new unit and the refusal in Spanish", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.es.headers);
    await shots(page, "unidades-da-rede-es");
    const { id, cnpj } = await createThroughScreen(page, "es", 4343);
    expect((await stored(page, id)).federalTaxId).toBe(cnpj);
    await tab(page, TEXTS.es.modules);
    await visible(page.getByRole("switch", { name: "Inventario", exact: true }));
    await shots(page, "unidade-modulos-es");

    const caixa = await e2e.newPage();
    await login(caixa, "caixa", "es");
    const centro = (await unitsOf(page)).find((u) => u.name === "Rede Demo Centro");
    if (!centro) throw new Error("no Rede Demo Centro");
    const patched = await page.request.patch(`/api/v1/companies/${centro.id}`, { data: { disabledModules: ["CUS"] } });
    expect(patched.status()).toBe(200);
    const refused = await caixa.request.get("/api/v1/customers", { headers: { "accept-language": "es-EC" } });
    expect(await refused.json()).toEqual({ messages: [TEXTS.es.disabled] });
    await page.request.patch(`/api/v1/companies/${centro.id}`, { data: { disabledModules: [] } });
  });
});
