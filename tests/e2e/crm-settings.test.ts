import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CrmFactorList, CrmStageList } from "../../src/schemas/crm-settings.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { hidden, until, visible } from "./support/wait.ts";

// /settings/customers-stages (CNF 5) and /settings/crm-factors (CNF 6), issue 15 item 3: reorder and re-tag a stage,
// create a factor with options, the delete confirmation, delete an option; what the screen shows and what is stored.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    up: (name: string) => `Subir a etapa ${name}`,
    down: (name: string) => `Descer a etapa ${name}`,
    nameAt: (position: number) => `Nome da etapa ${position}`,
    conversion: "Conversão",
    newFactor: "Nome do novo fator",
    addFactor: "Adicionar fator",
    created: "Fator criado.",
    newOption: (factor: string) => `Nova opção do fator ${factor}`,
    addOption: (factor: string) => `Adicionar opção ao fator ${factor}`,
    removeOption: (option: string) => `Excluir a opção ${option}`,
    removeFactor: (factor: string) => `Excluir o fator ${factor}`,
    confirm: (factor: string) => `Você realmente deseja excluir o fator ${factor}?`,
    yes: "Sim",
    no: "Não",
    removed: "Fator excluído com sucesso!",
    locked: "Este fator não pode ser renomeado nem excluído: o funil pede o motivo da perda a partir dele.",
  },
  es: {
    up: (name: string) => `Subir la etapa ${name}`,
    down: (name: string) => `Bajar la etapa ${name}`,
    nameAt: (position: number) => `Nombre de la etapa ${position}`,
    conversion: "Conversión",
    newFactor: "Nombre del nuevo factor",
    addFactor: "Agregar factor",
    created: "Factor creado.",
    newOption: (factor: string) => `Nueva opción del factor ${factor}`,
    addOption: (factor: string) => `Agregar opción al factor ${factor}`,
    removeOption: (option: string) => `Eliminar la opción ${option}`,
    removeFactor: (factor: string) => `Eliminar el factor ${factor}`,
    confirm: (factor: string) => `¿Realmente desea eliminar el factor ${factor}?`,
    yes: "Sí",
    no: "No",
    removed: "¡Factor eliminado con éxito!",
    locked: "Este factor no se puede renombrar ni eliminar: el embudo pide el motivo de pérdida a partir de él.",
  },
} as const;

const stages = async (page: Page) => (await pageApi<CrmStageList>(page, "GET", "/api/v1/crm_stages")).body.data;
const factors = async (page: Page) => (await pageApi<CrmFactorList>(page, "GET", "/api/v1/crm_factors")).body.data;

async function reorderAndRetag(page: Page, locale: "pt" | "es", stage: string, retagged: string) {
  const texts = TEXTS[locale];
  await page.goto(localePath(locale, "/settings/customers-stages"));
  await visible(page.getByLabel(texts.nameAt(1)));
  const before = (await stages(page)).map((s) => s.name);
  const at = before.indexOf(stage);
  await page.getByRole("button", { name: texts.up(stage) }).click();
  await until(
    () => page.getByLabel(texts.nameAt(at)).inputValue(),
    (value) => value === stage,
  );
  expect((await stages(page)).map((s) => s.name)).toEqual([
    ...before.slice(0, at - 1),
    stage,
    before[at - 1],
    ...before.slice(at + 1),
  ]);
  const target = (await stages(page)).find((s) => s.name === retagged);
  await page.locator(`[data-testid="stage-${target?.id}"] .p-dropdown`).click();
  await page.locator(".p-dropdown-panel").getByRole("option", { name: texts.conversion, exact: true }).click();
  await until(
    async () => (await stages(page)).find((s) => s.name === retagged)?.tag,
    (tag) => tag === "positive_ending",
  );
  await visible(page.locator(`[data-testid="stage-${target?.id}"] .p-dropdown`, { hasText: texts.conversion }));
  await checkA11y(page);
  await shots(page, `crm-stages-${locale}`);
}

async function factorWithOptions(page: Page, locale: "pt" | "es", factor: string) {
  const texts = TEXTS[locale];
  await page.goto(localePath(locale, "/settings/crm-factors"));
  await visible(page.getByText(texts.locked));
  await expect(page.getByRole("button", { name: texts.removeFactor("Motivo da perda") }).count()).resolves.toBe(0);
  await typeInto(page.getByLabel(texts.newFactor), factor);
  await page.getByRole("button", { name: texts.addFactor }).click();
  await visible(page.getByText(texts.created));
  for (const option of ["WhatsApp", "Telefone"]) {
    await visible(page.getByLabel(texts.newOption(factor)));
    await typeInto(page.getByLabel(texts.newOption(factor)), option);
    await page.getByRole("button", { name: texts.addOption(factor) }).click();
    await visible(page.getByRole("region", { name: factor }).getByText(option, { exact: true }));
  }
  expect((await factors(page)).find((f) => f.name === factor)?.data.map((o) => o.name)).toEqual([
    "WhatsApp",
    "Telefone",
  ]);

  await page.getByRole("button", { name: texts.removeOption("Telefone") }).click();
  await hidden(page.getByRole("region", { name: factor }).getByText("Telefone", { exact: true }));
  expect((await factors(page)).find((f) => f.name === factor)?.data.map((o) => o.name)).toEqual(["WhatsApp"]);
  await shots(page, `crm-factors-${locale}`);

  await page.getByRole("button", { name: texts.removeFactor(factor) }).click();
  const dialog = page.locator(".p-confirm-dialog");
  await visible(dialog.getByText(texts.confirm(factor)));
  await dialog.getByRole("button", { name: texts.no, exact: true }).click();
  await hidden(dialog);
  expect((await factors(page)).some((f) => f.name === factor)).toBe(true);

  await page.getByRole("button", { name: texts.removeFactor(factor) }).click();
  await visible(dialog.getByText(texts.confirm(factor)));
  await dialog.getByRole("button", { name: texts.yes, exact: true }).click();
  await visible(page.getByText(texts.removed));
  await hidden(page.getByRole("region", { name: factor }));
  expect((await factors(page)).some((f) => f.name === factor)).toBe(false);
}

describe("CRM settings", () => {
  it("reorders and re-tags a stage, builds and removes a factor (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await reorderAndRetag(page, "pt", "Negociação", "Proposta enviada");
    await factorWithOptions(page, "pt", "Canal preferido");
  });

  it("the same under /es", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await reorderAndRetag(page, "es", "Venda fechada", "Primeiro contato");
    await factorWithOptions(page, "es", "Canal favorito");
  });
});
