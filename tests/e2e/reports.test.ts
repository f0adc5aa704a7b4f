import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { financialEntries, financialInflows, paymentMethods } from "../../server/finance/schema.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { sales } from "../../server/pdv/schema.ts";
import { users } from "../../server/users/schema.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, visible } from "./support/wait.ts";

// The first reports (issue 16 item 2) read as a user: sales of June 2036 (a month the demo leaves empty) written
// before the server starts, then RPT 2, 4 and 5 after changing the period, and the Excel file read back.

type Sale = {
  at: string;
  total: string;
  discount: string;
  lines: [method: "money" | "card", billed: string, received: string][];
  canceled?: boolean;
  fee?: string;
};

/** What the test writes; the expected figures below are computed from it. */
const SALES: ReadonlyArray<Sale> = [
  { at: "2036-06-10T12:00:00-03:00", total: "100.00", discount: "3.33", lines: [["money", "100.00", "150.00"]] },
  {
    at: "2036-06-12T15:00:00-03:00",
    total: "120.00",
    discount: "0",
    lines: [["card", "120.00", "120.00"]],
    fee: "3.00",
  },
  {
    at: "2036-06-11T10:00:00-03:00",
    total: "500.00",
    discount: "0",
    lines: [["money", "500.00", "500.00"]],
    canceled: true,
  },
  // The previous period of 1 to 30 June is 2 to 31 May.
  { at: "2036-05-20T10:00:00-03:00", total: "50.00", discount: "0", lines: [["money", "50.00", "50.00"]] },
];

const inJune = SALES.filter((s) => !s.canceled && s.at.startsWith("2036-06"));
const inMay = SALES.filter((s) => !s.canceled && s.at.startsWith("2036-05"));
const cents = (text: string) => Math.round(Number(text) * 100);
const sum = (list: ReadonlyArray<Sale>, pick: (s: Sale) => string) => list.reduce((n, s) => n + cents(pick(s)), 0);
const juneTotal = sum(inJune, (s) => s.total);
const mayTotal = sum(inMay, (s) => s.total);
const byMethod = (method: "money" | "card", index: 1 | 2) =>
  inJune.flatMap((s) => s.lines.filter((l) => l[0] === method)).reduce((n, l) => n + cents(l[index]), 0);
/** "R$ 1.234,56" without the prefix, as both languages write it. */
const shown = (value: number) =>
  `${Math.trunc(value / 100).toLocaleString("pt-BR")},${String(value % 100).padStart(2, "0")}`;

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
      for (const [kind, name, fee, change] of [
        ["money", "Dinheiro E2E", "0", true],
        ["card", "Cartão E2E", "2.5", false],
      ] as const) {
        const [row] = await db
          .insert(paymentMethods)
          .values({ multiStoreId: demo.id, name, kind, feePercentage: fee, givesChange: change })
          .returning({ id: paymentMethods.id });
        methods[kind] = row?.id ?? 0;
      }
      for (const sale of SALES) {
        const received = sale.lines.reduce((n, l) => n + cents(l[2]), 0) / 100;
        const [row] = await db
          .insert(sales)
          .values({
            multiStoreId: demo.id,
            companyId: unit.id,
            userId: admin.id,
            grossTotal: (Number(sale.total) + Number(sale.discount)).toFixed(2),
            discountTotal: sale.discount,
            itemsTotal: sale.total,
            total: sale.total,
            inflowsTotal: received.toFixed(2),
            totalChange: (received - Number(sale.total)).toFixed(2),
            status: sale.canceled ? "canceled" : "finished",
            createdAt: new Date(sale.at),
          })
          .returning({ id: sales.id });
        const saleId = row?.id ?? 0;
        await db.insert(financialInflows).values(
          sale.lines.map(([method, billed, got], position) => ({
            multiStoreId: demo.id,
            companyId: unit.id,
            saleId,
            paymentMethodId: methods[method] ?? 0,
            paymentKind: method,
            position,
            billingValue: billed,
            receivedValue: got,
            dueDate: sale.at.slice(0, 10),
            createdAt: new Date(sale.at),
          })),
        );
        if (sale.fee) {
          await db.insert(financialEntries).values({
            multiStoreId: demo.id,
            companyId: unit.id,
            kind: "pay",
            description: `Taxa de cartão – venda nº ${saleId}`,
            paymentMethodId: methods.card ?? 0,
            competencyDate: sale.at.slice(0, 10),
            dueDate: sale.at.slice(0, 10),
            value: sale.fee,
            origin: "card_fee",
            originId: saleId,
          });
        }
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
    excel: "Excel",
    csv: "CSV",
    columns: "Selecionar Colunas",
    net: "Líquido",
    salesNote: "O total de Vendas conta cada venda uma vez",
    totals: "Totais",
    order: "A data final deve ser igual ou posterior à inicial.",
    tooLong: "Escolha um período de até 366 dias.",
    linkIgnored:
      "O período do endereço foi ignorado: A data final deve ser igual ou posterior à inicial. Mostrando este mês.",
  },
  es: {
    apply: "Aplicar",
    excel: "Excel",
    csv: "CSV",
    columns: "Seleccionar columnas",
    net: "Neto",
    salesNote: "El total de Ventas cuenta cada venta una vez",
    totals: "Totales",
    order: "La fecha final debe ser igual o posterior a la inicial.",
    tooLong: "Elija un período de hasta 366 días.",
    linkIgnored:
      "Se ignoró el período de la dirección: La fecha final debe ser igual o posterior a la inicial. Se muestra este mes.",
  },
} as const;

/** Changes the period through the masked fields and waits for the report of that period. */
async function choosePeriod(page: Page, api: string, apply: string) {
  await typeInto(page.locator("#report-start"), "01062036");
  await typeInto(page.locator("#report-end"), "30062036");
  const answered = page.waitForResponse(
    (r) => r.url().includes(api) && r.url().includes("start=2036-06-01") && r.url().includes("end=2036-06-30"),
  );
  await page.getByRole("button", { name: apply, exact: true }).click();
  expect((await answered).status()).toBe(200);
}

const footer = (page: Page) => page.locator(".p-datatable-tfoot tr").first();

describe.each(["pt", "es"] as const)("sales reports (%s)", (locale: Locale & ("pt" | "es")) => {
  const text = TEXTS[locale];

  it("shows sales by payment method for the period chosen and exports them to Excel", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/vendas-metodo-pagamento"));
    await choosePeriod(page, "/api/v1/reports/sales_by_payment_method", text.apply);
    const money = page.getByRole("row").filter({ hasText: "Dinheiro E2E" });
    await visible(money);
    // Billed, received and change of the cash line; the cancelled sale is not there.
    await expect.poll(() => money.innerText()).toContain(shown(byMethod("money", 1)));
    const cash = await money.innerText();
    expect(cash).toContain(shown(byMethod("money", 2)));
    expect(cash).toContain(shown(byMethod("money", 2) - byMethod("money", 1)));
    const card = await page.getByRole("row").filter({ hasText: "Cartão E2E" }).innerText();
    expect(card).toContain("3,00");
    expect(card).toContain(shown(byMethod("card", 1) - 300));
    const totals = await footer(page).innerText();
    expect(totals).toContain(text.totals);
    expect(totals).toContain(shown(juneTotal));
    await visible(page.getByRole("figure"));
    await checkA11y(page);
    await shots(page, `report-payment-methods-${locale}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.excel, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      locale === "pt" ? /^vendas-por-metodo-de-pagamento-/ : /^ventas-por-metodo-de-pago-/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as never);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const cashRow = rows.find((row) => row[0] === "Dinheiro E2E");
    expect(cashRow?.slice(1, 4)).toEqual([1, byMethod("money", 1) / 100, byMethod("money", 2) / 100]);
    expect(rows.find((row) => row[0] === text.totals)?.[2]).toBe(juneTotal / 100);
    // Under the totals, the note on the sales count.
    expect(String(rows.at(-1)?.[0])).toContain(text.salesNote);
  });

  it("explains RPT 2's sales total under the table, and its CSV writes only the columns shown", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/vendas-metodo-pagamento"));
    await choosePeriod(page, "/api/v1/reports/sales_by_payment_method", text.apply);
    await visible(page.getByText(text.salesNote));
    await visible(page.getByRole("row").filter({ hasText: "Dinheiro E2E" }));
    await page.getByRole("button", { name: text.columns, exact: true }).click();
    await page.getByRole("checkbox", { name: text.net, exact: true }).click();
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("columnheader", { name: text.net, exact: true }));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.csv, exact: true }).click(),
    ]);
    const lines = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    const headers = lines[0]?.split(";") ?? [];
    expect(headers).toHaveLength(6);
    expect(headers).not.toContain(text.net);
    expect(lines.find((line) => line.startsWith("Dinheiro E2E"))?.split(";")).toHaveLength(6);
  });

  it("says why a period is refused, typed or in a link, and asks nothing of the server meanwhile", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(`${localePath(locale, "/vendas-por-usuario")}?initialDate=2036-06-20&finalDate=2036-06-10`);
    await visible(page.getByText(text.linkIgnored, { exact: true }));
    await typeInto(page.locator("#report-start"), "20062036");
    await typeInto(page.locator("#report-end"), "10062036");
    await page.keyboard.press("Tab");
    await visible(page.getByText(text.order, { exact: true }));
    expect(await page.getByRole("button", { name: text.apply, exact: true }).isDisabled()).toBe(true);
    await typeInto(page.locator("#report-start"), "01012035");
    await typeInto(page.locator("#report-end"), "30062036");
    await page.keyboard.press("Tab");
    await visible(page.getByText(text.tooLong, { exact: true }));
    await shots(page, `report-period-refused-${locale}`);
    await choosePeriod(page, "/api/v1/reports/sales_by_user", text.apply);
    await hidden(page.getByText(text.tooLong, { exact: true }));
    await hidden(page.getByText(text.linkIgnored, { exact: true }));
  });

  it("compares sales by user and by unit with the previous period", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/vendas-por-usuario"));
    await choosePeriod(page, "/api/v1/reports/sales_by_user", text.apply);
    const change = Math.round(((juneTotal - mayTotal) / mayTotal) * 100);
    await expect.poll(() => footer(page).innerText()).toContain(shown(juneTotal));
    expect(await footer(page).innerText()).toContain(`+${change}%`);
    await visible(
      page.getByText(
        locale === "pt" ? "Comparado com 02/05/2036 a 31/05/2036" : "Comparado con 02/05/2036 a 31/05/2036",
      ),
    );
    await checkA11y(page);
    await shots(page, `report-users-${locale}`);

    await page.goto(localePath(locale, "/vendas-por-unidade"));
    await choosePeriod(page, "/api/v1/reports/sales_by_unit", text.apply);
    await expect.poll(() => footer(page).innerText()).toContain(shown(juneTotal));
    // Two tickets this period, one before: +100 %.
    expect(await footer(page).innerText()).toContain("+100%");
    await shots(page, `report-units-${locale}`);
  });
});
