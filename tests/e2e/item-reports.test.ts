import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { saleItems, sales } from "../../server/pdv/schema.ts";
import { sellers } from "../../server/sellers/schema.ts";
import { products } from "../../server/stock/schema.ts";
import { users } from "../../server/users/schema.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// RPT 6 /vendas-itens and RPT 16 /resultados-dos-atendentes read as a user: sales of June 2036 (a month the demo
// leaves empty) with their items and seller, written before the server starts; a cancelled sale and a removed item
// that never count.

const PRODUCT = "Produto E2E Itens";
const SELLER = "Vendedora E2E";
const PERCENT = 3; // %
const QUANTITY = 3;
const UNIT_PRICE = 4115; // cents
const UNIT_COST = 2000; // cents, recorded on the item
const revenue = QUANTITY * UNIT_PRICE; // 123,45
const cost = QUANTITY * UNIT_COST; // 60,00
/** 123,45 × 3 % = 3,7035 → 3,70 (half up). */
const commission = Math.floor((revenue * PERCENT * 100 + 5000) / 10_000);

const shown = (value: number) =>
  `${Math.trunc(value / 100).toLocaleString("pt-BR")},${String(value % 100).padStart(2, "0")}`;
const reais = (value: number) => (value / 100).toFixed(2);

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
      const [product] = await db
        .insert(products)
        .values({ multiStoreId: demo.id, fullDescription: PRODUCT, sku: "E2E-ITENS", cost: "1.00" })
        .returning({ id: products.id });
      const [seller] = await db
        .insert(sellers)
        .values({ multiStoreId: demo.id, name: SELLER, commissionPercentage: PERCENT.toFixed(2) })
        .returning({ id: sellers.id });
      for (const canceled of [false, true]) {
        const [row] = await db
          .insert(sales)
          .values({
            multiStoreId: demo.id,
            companyId: unit.id,
            userId: admin.id,
            sellerId: seller?.id ?? 0,
            grossTotal: reais(revenue),
            discountTotal: "0",
            itemsTotal: reais(revenue),
            total: reais(revenue),
            inflowsTotal: reais(revenue),
            status: canceled ? "canceled" : "finished",
            createdAt: new Date("2036-06-10T12:00:00-03:00"),
          })
          .returning({ id: sales.id });
        const item = {
          multiStoreId: demo.id,
          saleId: row?.id ?? 0,
          productId: product?.id ?? 0,
          description: PRODUCT,
          quantity: String(QUANTITY),
          unitPrice: reais(UNIT_PRICE),
          listPrice: reais(UNIT_PRICE),
          unitCost: reais(UNIT_COST),
          total: reais(revenue),
        };
        // A removed line of 9 more never counts either.
        await db.insert(saleItems).values([
          { ...item, position: 0 },
          { ...item, position: 1, quantity: "9", total: reais(9 * UNIT_PRICE), status: false },
        ]);
      }
    });
  } finally {
    await database.close();
  }
}

const e2e = e2eSuite({ prepare: writeSales, startTimeoutMs: 120_000 });

const TEXTS = {
  pt: { apply: "Aplicar", totals: "Totais", department: "Departamento", noDepartment: "Sem departamento" },
  es: { apply: "Aplicar", totals: "Totales", department: "Departamento", noDepartment: "Sin departamento" },
} as const;

async function choosePeriod(page: Page, api: string, apply: string) {
  await typeInto(page.locator("#report-start"), "01062036");
  await typeInto(page.locator("#report-end"), "30062036");
  const answered = page.waitForResponse(
    (r) => r.url().includes(api) && r.url().includes("start=2036-06-01") && r.url().includes("end=2036-06-30"),
  );
  await page.getByRole("button", { name: apply, exact: true }).click();
  expect((await answered).status()).toBe(200);
}

describe.each(["pt", "es"] as const)("items and attendants reports (%s)", (locale: Locale & ("pt" | "es")) => {
  const text = TEXTS[locale];

  it("shows the items sold with cost and margin, grouped by product then by department", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/vendas-itens"));
    await choosePeriod(page, "/api/v1/reports/item_sales", text.apply);
    const row = page.getByRole("row").filter({ hasText: PRODUCT });
    await visible(row);
    const line = await row.innerText();
    expect(line).toContain(shown(revenue));
    expect(line).toContain(shown(cost));
    expect(line).toContain(shown(revenue - cost));
    // 63,45 ÷ 123,45 = 51,40 %.
    expect(line).toContain("51,40%");
    await visible(page.getByRole("figure"));
    await checkA11y(page);
    await shots(page, `report-items-${locale}`);

    const regrouped = page.waitForResponse((r) => r.url().includes("group_by=department"));
    await page.getByRole("button", { name: text.department, exact: true }).click();
    expect((await regrouped).status()).toBe(200);
    await visible(page.getByRole("row").filter({ hasText: text.noDepartment }));
    await shots(page, `report-items-department-${locale}`);
  });

  it("shows the attendants' results with the commission", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/resultados-dos-atendentes"));
    await choosePeriod(page, "/api/v1/reports/attendant_results", text.apply);
    const row = page.getByRole("row").filter({ hasText: SELLER });
    await visible(row);
    const line = await row.innerText();
    expect(line).toContain(shown(revenue));
    expect(line).toContain(shown(commission));
    expect(line).toContain("3,00%");
    const totals = await page.locator(".p-datatable-tfoot tr").first().innerText();
    expect(totals).toContain(text.totals);
    expect(totals).toContain(shown(commission));
    await checkA11y(page);
    await shots(page, `report-attendants-${locale}`);
  });
});
