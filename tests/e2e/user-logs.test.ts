import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generateCpf } from "../../src/domain/documents.ts";
import type { UserLogList } from "../../src/schemas/audit.ts";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, fillLogin, localePath, login, screenshot } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { columnTexts, reloadsList } from "./support/table.ts";
import { TEXTS as LOGIN_TEXTS, type Locale } from "./support/texts.ts";
import { hidden, visible } from "./support/wait.ts";

// /user-logs (spec 2.2, 2.9 USR 3): a customer's name changed on its screen and a refused sign-in, read in the
// audit log through the filter panel, the change opened as before and after.

const e2e = e2eSuite();
const LOGS = "/api/v1/user_logs";

const TEXTS = {
  pt: {
    title: "Log de usuários",
    search: "Pesquisar",
    name: "Nome",
    save: "Salvar",
    saved: "Cliente salvo com sucesso.",
    filters: "Filtros",
    apply: "Aplicar",
    clear: "Limpar filtros",
    entity: "Registro",
    action: "Ação",
    user: "Usuário",
    customer: "Cliente",
    updated: "Alteração",
    failed: "Tentativa de entrada recusada",
    changes: "Alterações",
    oneField: "1 campo",
    dialog: "Alterações do registro",
    field: "Nome",
    units: "Unidades",
    open: "Ver alterações",
  },
  es: {
    title: "Registro de usuarios",
    search: "Buscar",
    name: "Nombre",
    save: "Guardar",
    saved: "Cliente guardado con éxito.",
    filters: "Filtros",
    apply: "Aplicar",
    clear: "Limpiar filtros",
    entity: "Registro",
    action: "Acción",
    user: "Usuario",
    customer: "Cliente",
    updated: "Modificación",
    failed: "Intento de ingreso rechazado",
    changes: "Cambios",
    oneField: "1 campo",
    dialog: "Cambios del registro",
    field: "Nombre",
    units: "Unidades",
    open: "Ver cambios",
  },
} as const;

async function choose(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function filter(page: Page, locale: Locale, choices: ReadonlyArray<[string, string]>, shot?: string) {
  const t = TEXTS[locale];
  await page.getByRole("button", { name: t.filters }).click();
  const panel = await visible(page.getByRole("complementary").or(page.locator(".p-sidebar")).first());
  await panel.getByRole("button", { name: t.clear }).click();
  for (const [id, option] of choices) await choose(page, id, option);
  if (shot) await screenshot(page, shot);
  await reloadsList(page, () => panel.getByRole("button", { name: t.apply }).click(), LOGS);
  await hidden(page.locator(".p-sidebar"));
}

describe("/user-logs", () => {
  for (const locale of ["pt", "es"] as const) {
    const t = TEXTS[locale];
    it(`shows a customer's change and a refused sign-in (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      const oldName = `Cliente Auditoria ${locale}`;
      const newName = `Cliente Auditoria ${locale} Silva`;
      const created = await pageApi<{ id: number }>(page, "POST", "/api/v1/customers", {
        customerType: "F",
        name: oldName,
        docId1: generateCpf(locale === "pt" ? 655_001 : 655_002),
        phone1: locale === "pt" ? "(31) 99876-5432" : "(31) 99876-5433",
        email: `auditoria.${locale}@teste.com.br`,
      });
      expect(created.status).toBe(201);

      // The change, typed on the customer's screen.
      await page.goto(localePath(locale, `/clientes/editar/${created.body.id}`));
      const name = page.getByLabel(t.name, { exact: true });
      await visible(name);
      expect(await name.inputValue()).toBe(oldName);
      await name.fill(newName);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await visible(page.locator(".p-toast-message").getByText(t.saved, { exact: true }));

      // A refused sign-in of an existing login, from another browser.
      const intruder = await e2e.newPage();
      await intruder.goto(localePath(locale, "/user/login"));
      await fillLogin(intruder, "vendedor", "senha-errada", locale);
      await visible(intruder.getByText(LOGIN_TEXTS[locale].invalidLogin));

      await reloadsList(page, () => page.goto(localePath(locale, "/user-logs")).then(() => undefined), LOGS);
      await visible(page.getByRole("heading", { name: t.title }));
      await filter(
        page,
        locale,
        [
          ["user-log-entity", t.customer],
          ["user-log-action", t.updated],
        ],
        `user-logs-filters-${locale}`,
      );
      expect(new URL(page.url()).searchParams.get("entity")).toBe("customers");
      // The text search looks inside the details too: this run's customer only.
      await reloadsList(
        page,
        async () => {
          const search = page.getByRole("searchbox", { name: t.search });
          await search.fill(`Auditoria ${locale}`);
          await search.press("Enter");
        },
        LOGS,
      );
      // The record by its name, not "Cliente 42".
      expect(await columnTexts(page, t.entity)).toEqual([newName]);
      expect(await columnTexts(page, t.action)).toEqual([t.updated]);
      expect(await columnTexts(page, t.user)).toEqual(["Mariana Albuquerque"]);
      await checkA11y(page);
      await screenshot(page, `user-logs-${locale}`);

      // The row's before and after.
      await page.getByRole("button", { name: new RegExp(t.oneField) }).click();
      const dialog = await visible(page.getByRole("dialog", { name: t.dialog }));
      const row = dialog.getByRole("row", { name: new RegExp(`^${t.field}`) });
      expect(await row.locator("del").innerText()).toBe(oldName);
      expect(await row.locator("ins").innerText()).toBe(newName);
      expect(await dialog.innerText()).toContain(`${t.updated} · ${newName}`);
      await checkA11y(page);
      await screenshot(page, `user-logs-detail-${locale}`);
      await page.keyboard.press("Escape");
      await hidden(page.getByRole("dialog"));
      // The focus is back on the button that opened it.
      await page.waitForFunction((label) => document.activeElement?.textContent?.includes(label), t.oneField);
      // The line as the table exports it: "Nome: <old> → <new>".
      const exported = await pageApi<UserLogList>(
        page,
        "GET",
        `${LOGS}?entity=customers&filter=${encodeURIComponent(newName)}`,
      );
      expect(exported.body.data[0]?.record).toBe(newName);

      await reloadsList(
        page,
        async () => {
          const search = page.getByRole("searchbox", { name: t.search });
          await search.fill("");
          await search.press("Enter");
        },
        LOGS,
      );
      await filter(page, locale, [["user-log-action", t.failed]]);
      expect(await columnTexts(page, t.user)).toContain("Rafael Tavares Moreira");

      // What the server holds: the name changed, the log's before and after.
      const customer = await pageApi<{ name: string }>(page, "GET", `/api/v1/customers/${created.body.id}`);
      expect(customer.body.name).toBe(newName);
      const logs = await pageApi<UserLogList>(page, "GET", `${LOGS}?entity=customers&action=updated`);
      const mine = logs.body.data.filter((r) => r.entity_id === String(created.body.id));
      expect(mine.map((r) => r.details)).toEqual([{ before: { name: oldName }, after: { name: newName } }]);
      expect(mine[0]?.module).toBe("CUS");

      // A unit group's units read by their names, not their ids.
      const options = await pageApi<{ companies: Array<{ id: number; name: string }> }>(page, "GET", `${LOGS}/filters`);
      const unit = options.body.companies[0];
      const groupName = `Grupo Auditoria ${locale}`;
      const group = await pageApi<{ id: number }>(page, "POST", "/api/v1/unit_groups", {
        name: groupName,
        companyIds: [unit?.id],
      });
      expect(group.status).toBe(201);
      await reloadsList(
        page,
        () => page.goto(localePath(locale, `/user-logs?entity=unit_groups`)).then(() => undefined),
        LOGS,
      );
      await reloadsList(
        page,
        async () => {
          const search = page.getByRole("searchbox", { name: t.search });
          await search.fill(groupName);
          await search.press("Enter");
        },
        LOGS,
      );
      expect(await columnTexts(page, t.entity)).toEqual([groupName]);
      await page.getByRole("button", { name: new RegExp(t.open) }).click();
      const groupDialog = await visible(page.getByRole("dialog", { name: t.dialog }));
      const units = groupDialog.getByRole("row", { name: new RegExp(`^${t.units}`) });
      expect(await units.locator("ins").innerText()).toBe(unit?.name);
      await screenshot(page, `user-logs-detail-group-${locale}`);
      await groupDialog.locator(".p-dialog-footer").getByRole("button").click();
      await hidden(page.getByRole("dialog"));
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute("aria-label")?.includes(label),
        t.open,
      );
    });
  }

  it("is refused to a user without USR 3, and its menu entry is not there", async () => {
    const page = await e2e.newPage();
    await login(page, "vendedor");
    await page.goto("/user-logs");
    await visible(page.getByText(LOGIN_TEXTS.pt.forbidden));
    expect((await pageApi(page, "GET", LOGS)).status).toBe(403);
  });
});
