import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { createEntries, moveMoney, settleEntries } from "../../server/finance/ledger.ts";
import { accountPlans, financeAccounts } from "../../server/finance/schema.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { e2eSuite } from "./support/app.ts";
import { shots } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// The cash flow and the DRE read as a user (issue 14 items 6 and 7): entries written through the finance ledger
// before the server starts (March 2035, a month the demo leaves empty), then the screens show their numbers.

const books = { unit: 0, bank: 0 };

async function writeBooks(env: NodeJS.ProcessEnv) {
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
      if (!demo || !unit) throw new Error("no Rede Demo unit");
      const plan = async (code: string) => {
        const [row] = await db
          .select({ id: accountPlans.id })
          .from(accountPlans)
          .where(and(eq(accountPlans.companyId, unit.id), eq(accountPlans.code, code)));
        return row?.id ?? null;
      };
      const sales = await plan("1.1");
      const rent = await plan("6.2.1");
      const [bank] = await db
        .insert(financeAccounts)
        .values({ multiStoreId: demo.id, companyId: unit.id, accountName: "Banco E2E", kind: "bank" })
        .returning();
      if (!bank) throw new Error("no bank");
      const a = { multiStoreId: demo.id, companyId: unit.id };
      await db.transaction(async (tx) => {
        await moveMoney(tx, [
          { ...a, accountId: bank.id, date: "2035-02-20", amount: 100_001, kind: "opening", description: "Saldo" },
        ]);
        const [sale, bill] = await createEntries(tx, [
          {
            ...a,
            kind: "receive",
            description: "Venda",
            accountPlanId: sales,
            accountId: bank.id,
            competencyDate: "2035-03-05",
            dueDate: "2035-03-10",
            value: 33_333,
            origin: "manual",
          },
          {
            ...a,
            kind: "pay",
            description: "Aluguel",
            accountPlanId: rent,
            accountId: bank.id,
            competencyDate: "2035-03-15",
            dueDate: "2035-03-20",
            value: 9_999,
            origin: "manual",
          },
        ]);
        if (!sale || !bill) throw new Error("no entries");
        await settleEntries(tx, [
          {
            entryId: sale.id,
            accountId: bank.id,
            date: "2035-03-10",
            value: 10_000,
            interest: 0,
            fine: 0,
            discount: 0,
          },
        ]);
      });
      books.unit = unit.id;
      books.bank = bank.id;
    });
  } finally {
    await database.close();
  }
}

const e2e = e2eSuite({ prepare: writeBooks, startTimeoutMs: 120_000 });

const TEXTS = {
  pt: {
    cashFlow: "Fluxo de caixa",
    projected: "Saldo projetado",
    dre: "DRE",
    week: "Semana",
    period: "Período",
    clear: "Limpar período",
    range: "01/03/2035 até 31/03/2035",
  },
  es: {
    cashFlow: "Flujo de caja",
    projected: "Saldo proyectado",
    dre: "Estado de resultados",
    week: "Semana",
    period: "Período",
    clear: "Limpiar período",
    range: "01/03/2035 hasta 31/03/2035",
  },
} as const;

const rowTexts = async (page: Page, selector: string) =>
  (await page.locator(selector).locator("th, td").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());

describe("finance reports", () => {
  for (const locale of ["pt", "es"] as Locale[]) {
    const text = TEXTS[locale];
    it(`reads the cash flow of an account by week and the DRE of the unit (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await page.goto(
        localePath(
          locale,
          `/fluxo-de-caixa?initialDate=2035-03-01&finalDate=2035-03-31&groupBy=week&unit=${books.unit}&account=${books.bank}`,
        ),
      );
      await visible(page.getByRole("heading", { name: text.cashFlow }));
      await visible(page.getByRole("table", { name: text.cashFlow }));
      expect(await rowTexts(page, "tr[data-row='2035-03-05']")).toEqual([
        "05/03/2035 – 11/03/2035",
        "R$ 1.000,01",
        "R$ 100,00",
        "R$ 0,00",
        "R$ 1.100,01",
        "R$ 233,33",
        "R$ 0,00",
        "R$ 1.333,34",
      ]);
      // The period shows its whole range with the clear button beside it, at 1366 and 768 px (it was cut and the button
      // fell below the field where the data table's stylesheet was not loaded).
      for (const width of [1366, 768]) {
        await page.setViewportSize({ width, height: 900 });
        // The side menu slides away under 992 px: measure once the page stands still.
        await page.waitForTimeout(100);
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        const period = page.getByRole("combobox", { name: text.period });
        expect(await period.inputValue()).toBe(text.range);
        expect(await period.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
        const field = await period.boundingBox();
        const clear = await page.getByRole("button", { name: text.clear }).boundingBox();
        expect(clear && field && clear.y < field.y + field.height && clear.x > field.x + field.width).toBe(true);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await rowTexts(page, "tr[data-row='total']")).toEqual(
        expect.arrayContaining(["R$ 1.000,01", "R$ 100,00", "R$ 1.100,01", "R$ 233,33", "R$ 99,99", "R$ 1.233,35"]),
      );
      await checkA11y(page);
      await shots(page, `fluxo-de-caixa-${locale}`);

      await page.goto(localePath(locale, `/dre?year=2035&unit=${books.unit}`));
      await visible(page.getByRole("table", { name: text.dre }));
      const sales = await rowTexts(page, "tr[data-code='1.1']");
      // Row name, then January..March foreseen, %, realized, % — March: 333,33 (100 %) foreseen, 100,00 realized.
      expect(sales.slice(9, 13)).toEqual(["R$ 333,33", "100,00", "R$ 100,00", "100,00"]);
      const result = await rowTexts(page, "tr[data-code='10']");
      expect(result.slice(9, 13)).toEqual(["R$ 233,34", "70,00", "R$ 100,00", "100,00"]);
      await checkA11y(page);
      await shots(page, `dre-${locale}`);
    });
  }
});
