import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { pageApi, saleWithOneItem } from "./support/pos.ts";
import { columnTexts, reloadsList } from "./support/table.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// The franchise screens (issue 12 items 3 and 4): /grupos-de-unidades (FMA 2) and /unidades-franqueadas with
// /unidades-franqueadas/editar/:id/:tab (FMA 1), in pt and under /es, checked on screen and in the database.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    newGroup: "Novo grupo",
    open: (name: string) => `Abrir a unidade ${name}`,
    groupName: "Nome",
    required: "Preenchimento Obrigatório",
    units: "Unidades",
    save: "Salvar",
    groupCreated: "Grupo cadastrado com sucesso.",
    unitSaved: "Unidade salva com sucesso.",
    sales: "Vendas no mês",
    unit: "Unidade",
    tabsLabel: "Seções do cadastro",
    tabs: { geral: "Geral", grupos: "Grupos" },
    legalName: "Razão social",
    ownerName: "Nome do proprietário",
    ownerCpf: "CPF do proprietário",
    royalty: "Royalties (%)",
    status: "Situação",
    implantation: "Em implantação",
    groupsLabel: "Grupos desta unidade",
    headers: [
      "Unidade",
      "Razão social",
      "Franqueado",
      "Cidade",
      "Situação",
      "Vendas no mês",
      "Caixa agora",
      "Última sincronização",
    ],
  },
  es: {
    newGroup: "Nuevo grupo",
    open: (name: string) => `Abrir la unidad ${name}`,
    groupName: "Nombre",
    required: "Campo obligatorio",
    units: "Unidades",
    save: "Guardar",
    groupCreated: "Grupo registrado con éxito.",
    unitSaved: "Unidad guardada con éxito.",
    sales: "Ventas del mes",
    unit: "Unidad",
    tabsLabel: "Secciones del registro",
    tabs: { geral: "General", grupos: "Grupos" },
    legalName: "Razón social",
    ownerName: "Nombre del propietario",
    ownerCpf: "CPF del propietario",
    royalty: "Regalías (%)",
    status: "Situación",
    implantation: "En implantación",
    groupsLabel: "Grupos de esta unidad",
    headers: [
      "Unidad",
      "Razón social",
      "Franquiciado",
      "Ciudad",
      "Situación",
      "Ventas del mes",
      "Caja ahora",
      "Última sincronización",
    ],
  },
} as const;

type Group = { id: number; name: string; units: { id: number; name: string }[] };
type Unit = {
  id: number;
  name: string;
  legalName: string;
  cnpj: string;
  ownerName: string;
  ownerCpf: string;
  royaltyPercent: number;
  status: string;
  groupIds: number[];
  figures: { salesMonth: string };
};

async function shots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** Picks options of a PrimeReact multiselect by their labels, then closes its panel with its own trigger. */
async function pick(page: Page, inputId: string, labels: ReadonlyArray<string>) {
  const field = page.locator(`.p-multiselect:has(#${inputId})`);
  await field.click();
  const panel = await visible(page.locator(".p-multiselect-panel"));
  for (const label of labels) await panel.getByRole("option", { name: label, exact: true }).click();
  await field.locator(".p-multiselect-trigger").click();
  await hidden(panel);
}

async function choose(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const groupsOf = async (page: Page) =>
  (await pageApi<{ data: Group[] }>(page, "GET", "/api/v1/unit_groups?per_page=100")).body.data;

async function createGroup(page: Page, locale: Locale, name: string, units: ReadonlyArray<string>) {
  const x = TEXTS[locale];
  await reloadsList(
    page,
    () => page.goto(localePath(locale, "/grupos-de-unidades")).then(() => undefined),
    "/api/v1/unit_groups",
  );
  await page.getByRole("button", { name: x.newGroup }).click();
  const dialog = await visible(page.getByRole("dialog"));
  // Enter with the name empty: the message under Nome (its text, not the key), nothing saved.
  await dialog.getByLabel(x.groupName, { exact: true }).press("Enter");
  expect((await (await visible(dialog.locator("#unit-group-name-message"))).innerText()).trim()).toBe(x.required);
  // The first field has the focus: typing goes straight into the name.
  await page.keyboard.type(name);
  expect(await dialog.getByLabel(x.groupName, { exact: true }).inputValue()).toBe(name);
  await pick(page, "unit-group-units", units);
  await checkA11y(page);
  await shots(page, `grupo-de-unidades-novo-${locale}`);
  // Enter submits the dialog; the list shows the new group.
  await dialog.getByLabel(x.groupName, { exact: true }).press("Enter");
  await hidden(dialog);
  await visible(page.getByText(x.groupCreated));
  await until(
    () => columnTexts(page, x.groupName),
    (names) => names.includes(name),
  );
  const saved = (await groupsOf(page)).find((g) => g.name === name);
  expect(saved?.units.map((u) => u.name)).toEqual([...units]);
  return saved as Group;
}

async function editUnit(page: Page, locale: Locale, unitName: string, group: Group, owner: string) {
  const x = TEXTS[locale];
  await reloadsList(
    page,
    () => page.goto(localePath(locale, "/unidades-franqueadas")).then(() => undefined),
    "/api/v1/franchise_units",
  );
  expect((await page.getByRole("columnheader").allInnerTexts()).map((h) => h.trim())).toEqual([...x.headers]);
  await page.getByRole("link", { name: x.open(unitName), exact: true }).click();
  await page.waitForURL((url) => /\/unidades-franqueadas\/editar\/\d+$/.test(url.pathname));
  const id = Number(/editar\/(\d+)/.exec(page.url())?.[1]);
  // The first field (Razão social) has the focus when the page opens.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("franchise-legalName");
  const cnpj = generateCnpj(880_000 + id);
  const cpf = generateCpf(880_100 + id);
  await visible(page.getByLabel(x.legalName, { exact: true }));
  await page.getByLabel(x.legalName, { exact: true }).fill(`${unitName} Franquias Ltda`);
  await page.getByLabel("CNPJ", { exact: true }).fill(cnpj);
  await page.getByLabel(x.ownerName, { exact: true }).fill(owner);
  await page.getByLabel(x.ownerCpf, { exact: true }).fill(cpf);
  await page.getByLabel(x.royalty, { exact: true }).fill("5,5");
  await choose(page, "franchise-status", x.implantation);
  await checkA11y(page);
  await shots(page, `unidade-franqueada-geral-${locale}`);
  await page.getByRole("navigation", { name: x.tabsLabel }).getByRole("link", { name: x.tabs.grupos }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/editar/${id}/grupos`));
  await pick(page, "franchise-groups", [group.name]);
  await checkA11y(page);
  await shots(page, `unidade-franqueada-grupos-${locale}`);
  await page.getByRole("button", { name: x.save, exact: true }).click();
  await visible(page.locator(".p-toast-message").getByText(x.unitSaved, { exact: true }));
  const stored = (await pageApi<Unit>(page, "GET", `/api/v1/franchise_units/${id}`)).body;
  expect(stored).toMatchObject({
    legalName: `${unitName} Franquias Ltda`,
    cnpj: cnpj.replace(/\D/g, ""),
    ownerName: owner,
    ownerCpf: cpf.replace(/\D/g, ""),
    royaltyPercent: 5.5,
    status: "implantation",
    groupIds: expect.arrayContaining([group.id]),
  });
  // After a reload the page shows what was stored.
  await page.reload();
  await page.getByRole("navigation", { name: x.tabsLabel }).getByRole("link", { name: x.tabs.geral }).click();
  expect(await (await visible(page.getByLabel(x.ownerName, { exact: true }))).inputValue()).toBe(owner);
  expect(await page.getByLabel(x.royalty, { exact: true }).inputValue()).toBe("5,5");
  return id;
}

describe("/grupos-de-unidades and /unidades-franqueadas", () => {
  it("creates a group, edits a franchise unit's geral and grupos and shows the key figures (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const group = await createGroup(page, "pt", "Região Central", ["Rede Demo Savassi"]);
    await shots(page, "grupos-de-unidades");

    const id = await editUnit(page, "pt", "Rede Demo Centro", group, "Paula Franqueada");
    // A sale today in Centro, so "this month" has one whatever the day of the month.
    const register = await saleWithOneItem(page);
    expect(register.company).toBe("Rede Demo Centro");
    await page.keyboard.press("F8");
    await visible(page.getByRole("dialog", { name: "Forma de pagamento" }));
    // 1: money (the first method), then the value, which is what is owed.
    await until(
      () => page.evaluate(() => document.activeElement?.id ?? ""),
      (id) => id === "payment-method",
    );
    await page.keyboard.press("1");
    await page.keyboard.press("Enter");
    await visible(page.getByTestId("sale-payment").first());
    await page.keyboard.press("F10");
    await visible(page.getByText(/^Venda nº \d+ finalizada$/).first());
    await reloadsList(page, () => page.goto("/unidades-franqueadas").then(() => undefined), "/api/v1/franchise_units");
    // Centro sold this month: a non-zero amount in the list, as in the API.
    const units = (await pageApi<{ data: Unit[] }>(page, "GET", "/api/v1/franchise_units")).body.data;
    const centro = units.find((u) => u.id === id);
    expect(Number(centro?.figures.salesMonth)).toBeGreaterThan(0);
    const names = await columnTexts(page, TEXTS.pt.unit);
    const sales = await columnTexts(page, TEXTS.pt.sales);
    const shown = sales[names.indexOf("Rede Demo Centro")] ?? "";
    expect(shown).toMatch(/^R\$\s[\d.]+,\d{2}/);
    expect(shown).not.toMatch(/^R\$\s0,00/);
    expect(await columnTexts(page, "Franqueado")).toContain("Paula Franqueada");
    expect(await columnTexts(page, "Situação")).toContain("Em implantação");
    await checkA11y(page);
    await shots(page, "unidades-franqueadas");
  });

  it("deletes a group only after 'Tem certeza?' is answered Sim", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await createGroup(page, "pt", "Grupo Temporário", ["Rede Demo Savassi"]);
    const remove = page.getByRole("button", { name: "Excluir o grupo Grupo Temporário" });
    await remove.click();
    const confirm = await visible(page.getByRole("alertdialog").or(page.getByRole("dialog")));
    await visible(confirm.getByText("Tem certeza?"));
    await shots(page, "grupo-de-unidades-excluir");
    await confirm.getByRole("button", { name: "Não" }).click();
    await hidden(confirm);
    expect((await groupsOf(page)).map((g) => g.name)).toContain("Grupo Temporário");
    await remove.click();
    await reloadsList(page, () => confirm.getByRole("button", { name: "Sim" }).click(), "/api/v1/unit_groups");
    await visible(page.getByText("Grupo Grupo Temporário excluído."));
    await until(
      () => groupsOf(page),
      (groups) => !groups.some((g) => g.name === "Grupo Temporário"),
    );
  });

  it("under /es: creates a group and edits a unit in Spanish", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    const group = await createGroup(page, "es", "Grupo Sierra", ["Rede Demo Centro"]);
    await shots(page, "grupos-de-unidades-es");
    await editUnit(page, "es", "Rede Demo Savassi", group, "Andrés Franquiciado");
    await reloadsList(
      page,
      () => page.goto("/es/unidades-franqueadas").then(() => undefined),
      "/api/v1/franchise_units",
    );
    expect(await columnTexts(page, "Situación")).toContain("En implantación");
    await shots(page, "unidades-franqueadas-es");
  });
});
