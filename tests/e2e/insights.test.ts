import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed.ts";
import { BUSINESS_TIME_ZONE, businessDate } from "../../server/http/list.ts";
import { companies, multiStores } from "../../server/network/schema.ts";
import { sales } from "../../server/pdv/schema.ts";
import { insightsPresetPeriod } from "../../src/domain/insights.ts";
import { currencyOf, formatMoney } from "../../src/domain/money.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, shots, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, query, until, visible } from "./support/wait.ts";

// The insights home (issue 16 item 1) as a manager and as a cashier. The demo seed's sales (days before today) are
// summed straight from the database before the server starts: the sales card of this month and of last month must
// show those sums, in pt and es.

const figures = { thisMonth: 0n, other: { preset: "last-month" as OtherPreset, cents: 0n }, currency: "BRL" };
type OtherPreset = "last-month" | "7-days" | "today";

async function sumSales(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(loadConfig(env));
  try {
    await database.whileStarting(async () => {
      await database.migrate();
      await seedDemo(database.db);
      const db = database.db;
      const [demo] = await db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
      if (!demo) throw new Error("no Rede Demo");
      figures.currency = demo.currency;
      const units = await db.select({ id: companies.id }).from(companies).where(eq(companies.multiStoreId, demo.id));
      const today = businessDate(new Date());
      const sum = async (start: string, end: string) => {
        const [row] = await db
          .select({ cents: sql<string>`(coalesce(sum(${sales.total}), 0) * 100)::bigint::text` })
          .from(sales)
          .where(
            and(
              eq(sales.multiStoreId, demo.id),
              inArray(
                sales.companyId,
                units.map((unit) => unit.id),
              ),
              eq(sales.status, "finished"),
              gte(sales.createdAt, sql`(${start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`),
              lt(sales.createdAt, sql`((${end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`),
            ),
          );
        return BigInt(row?.cents ?? "0");
      };
      const month = insightsPresetPeriod("this-month", today);
      if (!month) throw new Error("no period");
      figures.thisMonth = await sum(month.start, month.end);
      // Another preset whose sales differ from this month's, so the change of period shows.
      for (const preset of ["last-month", "7-days", "today"] as const) {
        const period = insightsPresetPeriod(preset, today);
        if (!period) continue;
        const cents = await sum(period.start, period.end);
        figures.other = { preset, cents };
        if (cents !== figures.thisMonth) break;
      }
    });
  } finally {
    await database.close();
  }
}

const e2e = e2eSuite({ prepare: sumSales, startTimeoutMs: 120_000 });

const TEXTS = {
  pt: {
    sales: "Vendas",
    tickets: "Atendimentos",
    bestSeller: "Mais vendidos",
    totalBilling: "Faturamento total",
    presets: { "last-month": "Mês passado", "7-days": "Últimos 7 dias", today: "Hoje" },
    custom: "Personalizado",
    start: "Data inicial",
    end: "Data final",
    previous: "Valor no período passado",
    shortcuts: "Atalhos",
    period: "Período",
    locale: "pt-BR",
  },
  es: {
    sales: "Ventas",
    tickets: "Atenciones",
    bestSeller: "Más vendidos",
    totalBilling: "Facturación total",
    presets: { "last-month": "Mes pasado", "7-days": "Últimos 7 días", today: "Hoy" },
    custom: "Personalizado",
    start: "Fecha inicial",
    end: "Fecha final",
    previous: "Valor en el período anterior",
    shortcuts: "Accesos directos",
    period: "Período",
    locale: "es-EC",
  },
} as const;

const salesValue = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true }).locator("output.statistic-card__value");

describe("insights home", () => {
  for (const locale of ["pt", "es"] as Locale[]) {
    const text = TEXTS[locale];
    const money = (cents: bigint) => formatMoney(cents, text.locale, currencyOf(figures.currency));

    it(`shows the network's figures to a manager and follows the period (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await page.goto(localePath(locale, "/"));
      const value = salesValue(page, text.sales);
      await visible(value);
      expect((await value.innerText()).trim()).toBe(money(figures.thisMonth));
      await visible(page.getByRole("region", { name: text.tickets, exact: true }).locator("output"));
      await visible(page.getByText(text.totalBilling, { exact: true }));
      // The previous period's value is the tooltip of the figure.
      await value.hover();
      const tooltip = page.getByRole("tooltip").filter({ hasText: text.previous }).first();
      await visible(tooltip);
      await checkA11y(page);
      // Nothing wider than the page at 1366 and 768 px (a hidden tooltip of the last card once was).
      for (const width of [1366, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      await shots(page, `insights-${locale}`);

      expect(figures.other.cents).not.toBe(figures.thisMonth);
      await choose(page, "insights-period", text.presets[figures.other.preset]);
      const other = insightsPresetPeriod(figures.other.preset, businessDate(new Date()));
      await until(
        async () => query(page).get("initialDate"),
        (start) => start === other?.start,
      );
      expect(query(page).get("finalDate")).toBe(other?.end);
      await until(
        async () => (await value.innerText()).trim(),
        (shown) => shown === money(figures.other.cents),
      );

      // A range typed DD/MM/YYYY long before the demo: nothing sold.
      await choose(page, "insights-period", text.custom);
      await typeInto(page.getByLabel(text.start, { exact: true }), "01012030");
      await typeInto(page.getByLabel(text.end, { exact: true }), "31012030");
      await until(
        async () => query(page).get("finalDate"),
        (end) => end === "2030-01-31",
      );
      await until(
        async () => (await value.innerText()).trim(),
        (shown) => shown === money(0n),
      );
      expect(await page.getByLabel(text.start, { exact: true }).inputValue()).toBe("01/01/2030");
      expect(query(page).get("initialDate")).toBe("2030-01-01");
      await shots(page, `insights-custom-${locale}`);

      // /insights is the same dashboard.
      await page.goto(localePath(locale, "/insights?initialDate=2030-01-01&finalDate=2030-01-31"));
      await until(
        async () => (await salesValue(page, text.sales).innerText()).trim(),
        (shown) => shown === money(0n),
      );
    });

    it(`fits its cards at 768 px and names each landmark once (${locale})`, async () => {
      const page = await e2e.newPage({ width: 768, height: 1024 });
      await login(page, "admin", locale);
      // A period before the demo: every change badge is "—" (no base).
      await page.goto(localePath(locale, "/insights?initialDate=2030-01-01&finalDate=2030-01-31"));
      await until(
        async () => (await salesValue(page, text.sales).innerText()).trim(),
        (shown) => shown === money(0n),
      );
      await visible(page.locator(".balance-card"));
      // No badge sticks out of its card, no balance label wraps inside itself: in that period ("0,00 %" badges) and
      // in this month's (the demo's first month: "—" badges, nothing to compare with).
      const overflowing = () =>
        page.evaluate(() =>
          [...document.querySelectorAll(".statistic-card")].flatMap((card) => {
            const box = card.getBoundingClientRect();
            const badge = card.querySelector(".statistic-card__badge")?.getBoundingClientRect();
            return badge && badge.right > box.right + 0.5 ? [card.textContent ?? ""] : [];
          }),
        );
      const wrappedLabels = () =>
        page.evaluate(() =>
          [...document.querySelectorAll(".balance-card__parts dt, .balance-card__parts dd")].flatMap((cell) => {
            const lines = cell.getClientRects().length;
            const height = cell.getBoundingClientRect().height;
            const line = Number.parseFloat(getComputedStyle(cell).lineHeight) || 20;
            return lines > 1 || height > line * 1.5 ? [cell.textContent ?? ""] : [];
          }),
        );
      expect(await overflowing()).toEqual([]);
      expect(await wrappedLabels()).toEqual([]);
      await page.goto(localePath(locale, "/insights"));
      await until(
        async () => (await salesValue(page, text.sales).innerText()).trim(),
        (shown) => shown === money(figures.thisMonth),
      );
      await visible(page.locator(".balance-card"));
      expect(await overflowing()).toEqual([]);
      expect(await wrappedLabels()).toEqual([]);
      const landmarks = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
      expect(landmarks.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
      await shots(page, `insights-768-${locale}`);
    });

    it(`keeps a PrimeReact dropdown open through a window resize, in the page's language (${locale})`, async () => {
      const page = await e2e.newPage({ width: 768, height: 1024 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await login(page, "admin", locale);
      await page.goto(localePath(locale, "/insights"));
      await visible(salesValue(page, text.sales));
      // A dropdown's panel open while the window changes size: PrimeReact realigns it instead of throwing.
      await page.locator(".p-dropdown:has(#insights-period)").click();
      await visible(page.getByRole("option", { name: text.custom, exact: true }));
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.waitForTimeout(300);
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.waitForTimeout(300);
      await visible(page.getByRole("option", { name: text.custom, exact: true }));
      expect(errors).toEqual([]);

      // PrimeReact's own texts are still the page's language: the period calendar names the month.
      await page.goto(localePath(locale, "/user-logs"));
      await page.getByRole("combobox", { name: text.period, exact: true }).click();
      const month = new Intl.DateTimeFormat(text.locale, { month: "long", timeZone: "America/Sao_Paulo" }).format(
        new Date(),
      );
      await expect
        .poll(async () => (await page.locator(".p-datepicker-month").first().innerText()).toLocaleLowerCase())
        .toBe(month.toLocaleLowerCase());
      expect(errors).toEqual([]);
    });

    it(`keeps the plain home for a user without RPT 1 (${locale})`, async () => {
      const page = await e2e.newPage();
      await login(page, "caixa", locale);
      await page.goto(localePath(locale, "/"));
      await visible(page.getByRole("region", { name: text.shortcuts }));
      await hidden(page.getByRole("region", { name: text.sales, exact: true }));
      expect(await page.locator(".statistic-card").count()).toBe(0);
    });
  }
});
