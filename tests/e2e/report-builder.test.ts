import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { financialInflows, paymentMethods } from "../../server/finance/schema.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { sales } from "../../server/pdv/schema.ts";
import { users } from "../../server/users/schema.ts";
import type { SavedViewList } from "../../src/schemas/report-builder.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, visible } from "./support/wait.ts";

// The report builder (/relatorios/datatables) as a user: payment lines of July 2036 (a month the demo leaves
// empty) written before the server starts; the user builds a table of payment lines grouped by day and method with
// the keyboard, runs it, reads the totals, saves the view, reloads and opens it, and reads the Excel file back.

type Line = [method: "money" | "pix", billed: string, received: string];
const SALES: ReadonlyArray<{ at: string; total: string; lines: Line[]; canceled?: boolean }> = [
  { at: "2036-07-03T10:00:00-03:00", total: "30.00", lines: [["money", "30.00", "50.00"]] },
  { at: "2036-07-03T16:00:00-03:00", total: "12.50", lines: [["pix", "12.50", "12.50"]] },
  {
    at: "2036-07-04T09:00:00-03:00",
    total: "45.35",
    lines: [
      ["money", "20.00", "20.00"],
      ["pix", "25.35", "25.35"],
    ],
  },
  { at: "2036-07-04T11:00:00-03:00", total: "999.00", lines: [["money", "999.00", "999.00"]], canceled: true },
];

async function writeSales(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(loadConfig(env));
  try {
    await database.whileStarting(async () => {
      await database.migrate();
      await seedDemo(database.db);
      const db = database.db;
      const [demo] = await db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
      const [unit] = await db
        .select()
        .from(companies)
        .where(eq(companies.multiStoreId, demo?.id ?? 0))
        .orderBy(companies.id);
      const [admin] = await db.select().from(users).where(eq(users.login, "admin"));
      if (!demo || !unit || !admin) throw new Error("no Rede Demo");
      const methods: Record<string, number> = {};
      for (const [kind, name] of [
        ["money", "Dinheiro Montador"],
        ["pix", "Pix Montador"],
      ] as const) {
        const [row] = await db
          .insert(paymentMethods)
          .values({ multiStoreId: demo.id, name, kind })
          .returning({ id: paymentMethods.id });
        methods[kind] = row?.id ?? 0;
      }
      for (const sale of SALES) {
        const [row] = await db
          .insert(sales)
          .values({
            multiStoreId: demo.id,
            companyId: unit.id,
            userId: admin.id,
            grossTotal: sale.total,
            discountTotal: "0",
            itemsTotal: sale.total,
            total: sale.total,
            inflowsTotal: sale.total,
            status: sale.canceled ? "canceled" : "finished",
            createdAt: new Date(sale.at),
          })
          .returning({ id: sales.id });
        await db.insert(financialInflows).values(
          sale.lines.map(([method, billed, received], position) => ({
            multiStoreId: demo.id,
            companyId: unit.id,
            saleId: row?.id ?? 0,
            paymentMethodId: methods[method] ?? 0,
            paymentKind: method,
            position,
            billingValue: billed,
            receivedValue: received,
            dueDate: sale.at.slice(0, 10),
            createdAt: new Date(sale.at),
          })),
        );
      }
    });
  } finally {
    await database.close();
  }
}

const e2e = e2eSuite({ prepare: writeSales, startTimeoutMs: 120_000 });

const TEXTS = {
  pt: {
    apply: "Aplicar",
    dataset: "Pagamentos",
    run: "Gerar relatório",
    save: "Salvar visão",
    totals: "Totais",
    day: "Dia",
    received: "Recebido",
    excel: "Excel",
    saved: (name: string) => `Visão "${name}" salva.`,
    file: /^relatorio-personalizado-/,
    remove: "Excluir visão",
    rename: "Renomear",
    renameTitle: "Renomear visão",
    nameNeeded: "Informe um nome para a visão.",
    renamed: (name: string) => `Visão renomeada para "${name}".`,
    deleted: (name: string) => `Visão "${name}" excluída.`,
    headers: ["Dia", "Método de pagamento", "Quantidade de registros", "Faturado", "Recebido"],
    columns: "Selecionar Colunas",
    method: "Método de pagamento",
  },
  es: {
    apply: "Aplicar",
    dataset: "Pagos",
    run: "Generar informe",
    save: "Guardar vista",
    totals: "Totales",
    day: "Día",
    received: "Recibido",
    excel: "Excel",
    saved: (name: string) => `Vista "${name}" guardada.`,
    file: /^informe-personalizado-/,
    remove: "Eliminar vista",
    rename: "Renombrar",
    renameTitle: "Renombrar vista",
    nameNeeded: "Ingrese un nombre para la vista.",
    renamed: (name: string) => `Vista renombrada a "${name}".`,
    deleted: (name: string) => `Vista "${name}" eliminada.`,
    headers: ["Día", "Método de pago", "Cantidad de registros", "Facturado", "Recibido"],
    columns: "Seleccionar columnas",
    method: "Método de pago",
  },
} as const;

const footer = (page: Page) => page.locator(".p-datatable-tfoot tr").first();
const RUN = "/api/v1/reports/datatables/run";

/** Waits for the builder's table of July 2036 grouped by day and method. */
const grouped = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().includes(RUN) &&
      !r.url().includes("/export") &&
      r.url().includes("start=2036-07-01") &&
      r.url().includes("dataset=payments") &&
      r.url().includes("group_by=day%2Cpayment_method"),
  );

describe.each(["pt", "es"] as const)("report builder (%s)", (locale: Locale & ("pt" | "es")) => {
  const text = TEXTS[locale];
  const viewName = `Pagamentos por dia ${locale}`;
  const newName = `Pagamentos diários ${locale}`;

  it("builds a grouped table with the keyboard, saves it, opens it again and exports it to Excel", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/relatorios/datatables"));
    await typeInto(page.locator("#report-start"), "01072036");
    await typeInto(page.locator("#report-end"), "31072036");
    await page.getByRole("button", { name: text.apply, exact: true }).click();
    await page.waitForURL(/initialDate=2036-07-01/);

    // The dataset by keyboard: focus the dropdown, open it, go down to Pagamentos (the last), choose it.
    const dataset = page.locator("#builder-dataset");
    await dataset.focus();
    await dataset.press("Enter");
    await dataset.press("ArrowDown");
    await dataset.press("ArrowDown");
    await dataset.press("Enter");
    await expect.poll(() => page.locator(".p-dropdown:has(#builder-dataset)").innerText()).toContain(text.dataset);
    // Group by day too (payment method is ticked by default), and add what was handed over.
    await page.locator("#builder-dim-day").focus();
    await page.keyboard.press("Space");
    await page.locator("#builder-measure-received").focus();
    await page.keyboard.press("Space");
    const answered = grouped(page);
    await page.getByRole("button", { name: text.run, exact: true }).focus();
    await page.keyboard.press("Enter");
    expect((await answered).status()).toBe(200);

    // 03/07: cash 30,00 (handed over 50,00) and pix 12,50; 04/07: cash 20,00 and pix 25,35; the cancelled sale not.
    const cash3 = page.getByRole("row").filter({ hasText: "03/07/2036" }).filter({ hasText: "Dinheiro Montador" });
    await visible(cash3);
    expect(await cash3.innerText()).toContain("50,00");
    const pix4 = await page
      .getByRole("row")
      .filter({ hasText: "04/07/2036" })
      .filter({ hasText: "Pix Montador" })
      .innerText();
    expect(pix4).toContain("25,35");
    const totals = await footer(page).innerText();
    expect(totals).toContain(text.totals);
    expect(totals).toContain("87,85");
    expect(totals).toContain("107,85");
    expect(await page.getByText("999,00").count()).toBe(0);
    await checkA11y(page);
    await shots(page, `report-builder-${locale}`);

    // Save the view under a name, typed; Enter submits the dialog.
    await page.getByRole("button", { name: text.save, exact: true }).focus();
    await page.keyboard.press("Enter");
    const name = page.locator("#builder-view-name");
    await visible(name);
    await typeInto(name, viewName);
    await shots(page, `report-builder-save-${locale}`);
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/reports/datatables/views") && r.request().method() === "POST",
    );
    await name.press("Enter");
    expect((await created).status()).toBe(201);
    await visible(page.getByText(text.saved(viewName), { exact: true }));
    const stored = await pageApi<SavedViewList>(page, "GET", "/api/v1/reports/datatables/views");
    expect(stored.body.data.find((view) => view.name === viewName)).toMatchObject({
      dataset: "payments",
      group_by: ["day", "payment_method"],
      measures: ["count", "billed", "received"],
      mine: true,
    });

    // A fresh page on the sales defaults; open the saved view and the grouped table comes back.
    await page.goto(localePath(locale, "/relatorios/datatables?initialDate=2036-07-01&finalDate=2036-07-31"));
    await visible(footer(page));
    const reopened = grouped(page);
    const viewField = page.locator("#builder-view");
    await viewField.focus();
    await page.locator(".p-dropdown:has(#builder-view)").click();
    await page.getByRole("option", { name: viewName, exact: true }).click();
    expect((await reopened).status()).toBe(200);
    await expect.poll(() => footer(page).innerText()).toContain("107,85");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.excel, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(text.file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as never);
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[2]).toEqual(text.headers);
    expect(rows[3]).toEqual(["03/07/2036", "Dinheiro Montador", 1, 30, 50]);
    // exceljs reads the empty second cell of the totals row back as nothing.
    expect(rows.at(-1)).toEqual([text.totals, undefined, 4, 87.85, 107.85]);

    // The payment method hidden (Selecionar Colunas): the file writes only the columns shown, as on screen.
    const chooseColumn = async (header: string) => {
      await page.getByRole("button", { name: text.columns, exact: true }).click();
      // In the chooser's panel (the builder's own "group by" checkboxes have the same names).
      await page
        .getByRole("group", { name: text.columns, exact: true })
        .getByRole("checkbox", { name: header, exact: true })
        .click();
      await page.keyboard.press("Escape");
    };
    await chooseColumn(text.method);
    await hidden(page.getByRole("columnheader", { name: text.method, exact: true }));
    const [narrow] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.excel, exact: true }).click(),
    ]);
    const narrowBook = new ExcelJS.Workbook();
    await narrowBook.xlsx.load((await readFile(await narrow.path())) as never);
    const narrowRows = (narrowBook.worksheets[0]?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(narrowRows[2]).toEqual(text.headers.filter((header) => header !== text.method));
    expect(narrowRows[3]).toEqual(["03/07/2036", 1, 30, 50]);
    expect(narrowRows.at(-1)).toEqual([text.totals, 4, 87.85, 107.85]);
    // Shown again (the choice is remembered per table).
    await chooseColumn(text.method);
    await visible(page.getByRole("columnheader", { name: text.method, exact: true }));

    // Rename the opened view with the keyboard: the dialog starts with its name; Escape leaves it as it was, Enter
    // saves the new one, which the list and the server's views then carry.
    const renameButton = page.locator(".report-builder-views").getByRole("button", { name: text.rename, exact: true });
    await renameButton.focus();
    await page.keyboard.press("Enter");
    const newNameField = page.locator("#builder-view-new-name");
    await visible(newNameField);
    await expect.poll(() => newNameField.inputValue()).toBe(viewName);
    await visible(page.getByRole("dialog", { name: text.renameTitle }));
    await checkA11y(page);
    await shots(page, `report-builder-rename-${locale}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => newNameField.count()).toBe(0);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await renameButton.focus();
    await page.keyboard.press("Enter");
    await visible(newNameField);
    // Only spaces: the dialog stays and says a name is needed (nothing is sent); typing clears the message.
    await typeInto(newNameField, "   ");
    await newNameField.press("Enter");
    await visible(page.getByText(text.nameNeeded, { exact: true }));
    await visible(newNameField);
    await typeInto(newNameField, newName);
    await expect.poll(() => page.getByText(text.nameNeeded, { exact: true }).count()).toBe(0);
    const patched = page.waitForResponse(
      (r) => r.url().includes("/api/v1/reports/datatables/views/") && r.request().method() === "PATCH",
    );
    await newNameField.press("Enter");
    expect((await patched).status()).toBe(200);
    await visible(page.getByText(text.renamed(newName), { exact: true }));
    await expect.poll(() => page.locator(".p-dropdown:has(#builder-view)").innerText()).toContain(newName);
    const afterRename = await pageApi<SavedViewList>(page, "GET", "/api/v1/reports/datatables/views");
    const names = afterRename.body.data.map((view) => view.name);
    expect(names).toContain(newName);
    expect(names).not.toContain(viewName);
    // Only the name changed: the table it keeps is the same.
    expect(afterRename.body.data.find((view) => view.name === newName)).toMatchObject({
      dataset: "payments",
      group_by: ["day", "payment_method"],
      measures: ["count", "billed", "received"],
      mine: true,
    });

    // Delete the opened view: gone from the list the server keeps.
    const removed = page.waitForResponse(
      (r) => r.url().includes("/api/v1/reports/datatables/views/") && r.request().method() === "DELETE",
    );
    await page.getByRole("button", { name: text.remove, exact: true }).focus();
    await page.keyboard.press("Enter");
    expect((await removed).status()).toBe(200);
    await visible(page.getByText(text.deleted(newName), { exact: true }));
    const left = await pageApi<SavedViewList>(page, "GET", "/api/v1/reports/datatables/views");
    expect(left.body.data.map((view) => view.name)).not.toContain(newName);
  });
});
