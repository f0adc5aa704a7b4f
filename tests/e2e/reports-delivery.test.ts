import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { deliveryMen, sales } from "../../server/pdv/schema.ts";
import { users } from "../../server/users/schema.ts";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// The delivery reports (RPT 8 /historico-delivery, RPT 15 /vendas-por-entregador) read as a user: sales of June 2036
// (a month the demo leaves empty) written before the server starts, then each report after changing the period.

type Sale = { at: string; method: number; charge: string; cost: string; total: string; canceled?: boolean };

/** What the test writes, all by one delivery person; the expected figures below are computed from it. */
const SALES: ReadonlyArray<Sale> = [
  { at: "2036-06-10T14:20:00-03:00", method: 1, charge: "12.50", cost: "3.00", total: "112.50" },
  { at: "2036-06-11T09:00:00-03:00", method: 2, charge: "5.00", cost: "7.25", total: "60.00" },
  // Not deliveries: no shipping (9), and a cancelled one.
  { at: "2036-06-12T10:00:00-03:00", method: 9, charge: "0", cost: "0", total: "40.00" },
  { at: "2036-06-13T10:00:00-03:00", method: 1, charge: "10.00", cost: "0", total: "99.00", canceled: true },
];
const MAN = "Rui Entregas E2E";

const cents = (text: string) => Math.round(Number(text) * 100);
const deliveries = SALES.filter((s) => !s.canceled && s.method !== 9);
/** Spec 9: the charge only with method 1, the cost unless the method is 1 or 9. */
const charges = deliveries.reduce((n, s) => n + (s.method === 1 ? cents(s.charge) : 0), 0);
const costs = deliveries.reduce((n, s) => n + (s.method === 1 || s.method === 9 ? 0 : cents(s.cost)), 0);
const totals = deliveries.reduce((n, s) => n + cents(s.total), 0);
/** "1.234,56" without the prefix, as both languages write it. */
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
      const [man] = await db
        .insert(deliveryMen)
        .values({ multiStoreId: demo.id, name: MAN })
        .returning({ id: deliveryMen.id });
      for (const sale of SALES) {
        await db.insert(sales).values({
          multiStoreId: demo.id,
          companyId: unit.id,
          userId: admin.id,
          deliveryManId: man?.id ?? null,
          shippingMethod: sale.method,
          deliveryCharge: sale.charge,
          deliveryCost: sale.cost,
          grossTotal: sale.total,
          discountTotal: "0",
          itemsTotal: sale.total,
          total: sale.total,
          inflowsTotal: sale.total,
          status: sale.canceled ? "canceled" : "finished",
          createdAt: new Date(sale.at),
        });
      }
    });
  } finally {
    await database.close();
  }
}

const e2e = e2eSuite({ prepare: writeSales, startTimeoutMs: 120_000 });

const TEXTS = {
  pt: { apply: "Aplicar", totals: "Totais", consumer: "Consumidor final", method2: "2 - Por conta de terceiros" },
  es: { apply: "Aplicar", totals: "Totales", consumer: "Consumidor final", method2: "2 - Por cuenta de terceros" },
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

describe.each(["pt", "es"] as const)("delivery reports (%s)", (locale: Locale & ("pt" | "es")) => {
  const text = TEXTS[locale];

  it("lists the deliveries of the period with their charge, cost and total", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/historico-delivery"));
    await choosePeriod(page, "/api/v1/reports/delivery_history", text.apply);
    const second = page.getByRole("row").filter({ hasText: "11/06/2036 09:00" });
    await visible(second);
    const row = await second.innerText();
    expect(row).toContain(MAN);
    expect(row).toContain(text.consumer);
    expect(row).toContain(text.method2);
    // Method 2: the cost counts, the charge does not.
    expect(row).toContain(shown(cents("7.25")));
    await expect.poll(() => page.getByRole("row").filter({ hasText: MAN }).count()).toBe(deliveries.length);
    const sum = await footer(page).innerText();
    expect(sum).toContain(text.totals);
    expect(sum).toContain(shown(charges));
    expect(sum).toContain(shown(costs));
    expect(sum).toContain(shown(totals));
    await checkA11y(page);
    await shots(page, `report-deliveries-${locale}`);
  });

  it("sums the deliveries per delivery person with a chart", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);
    await page.goto(localePath(locale, "/vendas-por-entregador"));
    await choosePeriod(page, "/api/v1/reports/sales_by_delivery_man", text.apply);
    const man = page.getByRole("row").filter({ hasText: MAN });
    await visible(man);
    const row = await man.innerText();
    expect(row).toContain(String(deliveries.length));
    expect(row).toContain(shown(totals));
    await expect.poll(() => footer(page).innerText()).toContain(shown(charges));
    expect(await footer(page).innerText()).toContain(shown(costs));
    await visible(page.getByRole("figure"));
    await checkA11y(page);
    await shots(page, `report-delivery-men-${locale}`);
  });
});
