import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AccountDetail, AccountList, StatementLineList } from "../../src/schemas/finance-accounts.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { hidden, visible } from "./support/wait.ts";

// Issue 14 items 1, 2 and 8: the accounts (modal and page) with their balances, the chart of accounts' code check,
// an OFX statement imported and a line reconciled, in pt and under /es.

const e2e = e2eSuite();
const LIST = "/api/v1/accounts";
const FIXTURES = resolve(import.meta.dirname, "../fixtures");

async function storedAccount(page: Page, name: string): Promise<AccountDetail | undefined> {
  const list = await pageApi<AccountList>(page, "GET", `${LIST}?per_page=100&filter=${encodeURIComponent(name)}`);
  return list.body.data.find((account) => account.accountName === name);
}

async function centroId(page: Page): Promise<number> {
  const units = await pageApi<{ data: Array<{ id: number; name: string }> }>(page, "GET", "/api/v1/finance/units");
  return units.body.data.find((unit) => unit.name === "Rede Demo Centro")?.id ?? 0;
}

describe("/contas", () => {
  it("creates an account in the modal with an opening balance and shows its balance (pt)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/contas", LIST);
    await checkA11y(page);
    await shots(page, "accounts");
    await page.getByRole("button", { name: "Nova conta", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByLabel("Nome da conta"));
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await visible(dialog.getByText("Preenchimento Obrigatório").first());
    await typeInto(dialog.getByLabel("Nome da conta"), "Banco Inter PJ");
    await choose(page, "account-create-unit", "Rede Demo Centro");
    await typeInto(dialog.getByLabel("Saldo inicial"), "1.250,35");
    await shots(page, "account-create-dialog");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await hidden(dialog);
    await visible(page.getByText("Conta Banco Inter PJ criada."));
    await visible(page.getByRole("cell", { name: "R$ 1.250,35", exact: true }));
    expect(await storedAccount(page, "Banco Inter PJ")).toMatchObject({
      companyName: "Rede Demo Centro",
      balance: "1250.35",
      kind: "bank",
      active: true,
    });
  });

  it("creates an account on its page (es)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await page.goto(localePath("es", "/contas/editar"));
    await visible(page.getByLabel("Nombre de la cuenta"));
    await typeInto(page.getByLabel("Nombre de la cuenta"), "Caja chica");
    await choose(page, "account-unit", "Rede Demo Savassi");
    await choose(page, "account-kind", "Otra");
    await typeInto(page.getByLabel("Saldo inicial"), "80,00");
    await checkA11y(page);
    await shots(page, "account-page-es");
    await page.getByRole("button", { name: "Guardar", exact: true }).first().click();
    await visible(page.getByText("Cuenta guardada."));
    expect(await storedAccount(page, "Caja chica")).toMatchObject({
      companyName: "Rede Demo Savassi",
      kind: "other",
      balance: "80.00",
    });
  });
});

describe("/plano-de-contas", () => {
  for (const [locale, texts] of [
    [
      "pt",
      {
        add: "Nova conta do plano",
        code: "Código",
        taken: "Código já existente.",
        name: "Nome",
        save: "Salvar",
        saved: "Conta do plano salva.",
      },
    ],
    [
      "es",
      {
        add: "Nueva cuenta del plan",
        code: "Código",
        taken: "Código ya existente.",
        name: "Nombre",
        save: "Guardar",
        saved: "Cuenta del plan guardada.",
      },
    ],
  ] as const) {
    it(`says a taken code as it is typed, then adds a free one (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await page.goto(localePath(locale, "/plano-de-contas"));
      await visible(page.getByText("Receita bruta").or(page.getByText("Venda de mercadorias")).first());
      await page.getByRole("button", { name: texts.add }).click();
      const form = page.getByRole("form", { name: texts.add });
      await typeInto(form.getByLabel(texts.code), "1.1");
      await visible(form.getByText(texts.taken));
      await shots(page, `account-plans-${locale}`);
      const code = locale === "pt" ? "6.2.8" : "6.2.9";
      await typeInto(form.getByLabel(texts.code), code);
      await hidden(form.getByText(texts.taken));
      await typeInto(form.getByLabel(texts.name), "Seguros");
      await form.getByRole("button", { name: texts.save }).click();
      await visible(page.getByText(texts.saved));
      const plans = await pageApi<{ data: Array<{ code: string; name: string }> }>(
        page,
        "GET",
        `/api/v1/account_plans?company_id=${await centroId(page)}`,
      );
      expect(plans.body.data.find((row) => row.code === code)?.name).toBe("Seguros");
    });
  }
});

describe("/contas/conciliacao/:id", () => {
  it("imports an OFX statement and creates a settled entry from a line (pt), importing again adds nothing (es)", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const created = await pageApi<AccountDetail>(page, "POST", LIST, {
      accountName: "Itaú extrato",
      companyId: await centroId(page),
      bankCode: "341",
    });
    const id = created.body.id;
    await page.goto(localePath("pt", `/contas/conciliacao/${id}`));
    await visible(page.getByText("Nenhum lançamento do extrato importado."));
    // Before the first statement: the sentence alone, no count of nothing and no table of headers only.
    expect(await page.getByText("0 não conciliados").count()).toBe(0);
    expect(await page.getByRole("table", { name: "Conciliação bancária" }).isVisible()).toBe(false);
    // The import button shows where the keyboard is (its file input is invisible).
    await page.getByTestId("statement-file").focus();
    expect(await page.locator(".finance-file-button").evaluate((label) => getComputedStyle(label).outlineStyle)).toBe(
      "solid",
    );
    await page.getByTestId("statement-file").setInputFiles(resolve(FIXTURES, "extrato-itau-sgml.ofx"));
    await visible(page.getByText("3 lançamentos importados, 0 já existentes."));
    await visible(page.getByRole("cell", { name: "TARIFA BANCÁRIA PACOTE SERVIÇOS" }));
    const row = page.locator('tr[data-line="20260318003"]');
    await row.getByRole("button", { name: "Criar lançamento" }).click();
    await typeInto(row.getByLabel("Descrição do lançamento"), "Tarifa bancária");
    await row.getByRole("button", { name: "Criar e baixar" }).click();
    await visible(row.getByText("Conciliado: Tarifa bancária"));
    await checkA11y(page);
    await shots(page, "reconciliation");
    const lines = await pageApi<StatementLineList>(page, "GET", `/api/v1/accounts/${id}/statement_lines`);
    expect(lines.body.data.filter((line) => line.settlement_id !== null).map((line) => line.fit_id)).toEqual([
      "20260318003",
    ]);
    expect((await pageApi<AccountDetail>(page, "GET", `${LIST}/${id}`)).body.balance).toBe("-35.90");

    const es = await e2e.newPage();
    await login(es, "admin", "es");
    await es.goto(localePath("es", `/contas/conciliacao/${id}`));
    await visible(es.getByText("2 no conciliados"));
    await es.getByTestId("statement-file").setInputFiles(resolve(FIXTURES, "extrato-itau-sgml.ofx"));
    await visible(es.getByText("0 movimientos importados, 3 ya existentes."));
    await shots(es, "reconciliation-es");
  });
});
