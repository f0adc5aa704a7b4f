import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { pageApi } from "./support/pos.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { reloadsList } from "./support/table.ts";
import { hidden, until, visible } from "./support/wait.ts";

// RPT 7 /historico-de-vendas (issue 16): a manager cancels a sale with a typed reason, from the keyboard; the stock
// and the payments are reversed by the server (server/pdv/sale-cancel.routes.test.ts), the row says so, and the
// keyboard goes on from the sale's PDF button (the cancel button left the row with the cancel).

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    cancel: (id: number) => `Cancelar a venda nº ${id}`,
    pdf: (id: number) => `PDF da venda nº ${id}`,
    reason: "Motivo do cancelamento",
    confirm: "Cancelar a venda",
    toast: (id: number) => `Venda nº ${id} cancelada.`,
    canceled: "Cancelada",
    presets: "Atalhos de período",
    last7: "Últimos 7 dias",
  },
  es: {
    cancel: (id: number) => `Anular la venta n.º ${id}`,
    pdf: (id: number) => `PDF de la venta n.º ${id}`,
    reason: "Motivo de la anulación",
    confirm: "Anular la venta",
    toast: (id: number) => `Venta n.º ${id} anulada.`,
    canceled: "Anulada",
    presets: "Atajos de período",
    last7: "Últimos 7 días",
  },
} as const;

type SaleRow = { id: number; status: string };

describe("/historico-de-vendas", () => {
  for (const locale of ["pt", "es"] as const) {
    it(`cancels a sale with a typed reason (${locale}), the focus kept on the sale's row`, async () => {
      const t = TEXTS[locale];
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      // The demo's sales are of the last days: a period from a week ago shows them whatever the month.
      const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const listed = await pageApi<{ data: SaleRow[] }>(
        page,
        "GET",
        `/api/v1/sales?initial_date=${from}&final_date=${to}&per_page=100`,
      );
      const sale = listed.body.data.find((row) => row.status === "finished");
      if (!sale) throw new Error("no finished sale in the demo");
      const path = `${localePath(locale, "/historico-de-vendas")}?initialDate=${from}&finalDate=${to}&filter=${sale.id}`;
      await reloadsList(page, () => page.goto(path).then(() => undefined), "/api/v1/sales");
      const cancel = page.getByRole("button", { name: t.cancel(sale.id), exact: true });
      await visible(cancel);

      await cancel.focus();
      await page.keyboard.press("Enter");
      const reason = page.getByLabel(t.reason, { exact: true });
      await visible(reason);
      await until(
        () => reason.evaluate((field) => field === document.activeElement),
        (focused) => focused,
      );
      await page.keyboard.type(`cliente desistiu da compra ${locale}`);
      await screenshot(page, `historico-de-vendas-cancelar-${locale}`);
      await page.getByRole("button", { name: t.confirm, exact: true }).click();
      await hidden(reason);
      await visible(page.getByText(t.toast(sale.id), { exact: true }));
      await visible(page.getByRole("cell", { name: t.canceled, exact: true }));
      await hidden(cancel);
      // The keyboard goes on from the row, not from the top of the page.
      await until(
        () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""),
        (label) => label === t.pdf(sale.id),
      );
      await checkA11y(page);

      const detail = await pageApi<{ status: string; cancellation: { reason: string } | null }>(
        page,
        "GET",
        `/api/v1/sales/${sale.id}`,
      );
      expect(detail.body).toMatchObject({
        status: "canceled",
        cancellation: { reason: `cliente desistiu da compra ${locale}` },
      });
    });

    it(`offers the reports' period shortcuts (${locale})`, async () => {
      const t = TEXTS[locale];
      const page = await e2e.newPage();
      await login(page, "admin", locale);
      await reloadsList(
        page,
        () => page.goto(localePath(locale, "/historico-de-vendas")).then(() => undefined),
        "/api/v1/sales",
      );
      const presets = page.getByRole("group", { name: t.presets, exact: true });
      await visible(presets);
      // São Paulo's day, as the page reads it.
      const day = (offset: number) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
          new Date(Date.now() + offset * 86_400_000),
        );
      const asked = page.waitForResponse(
        (r) => r.url().includes("/api/v1/sales?") && r.url().includes(`initial_date=${day(-6)}`),
      );
      await presets.getByRole("button", { name: t.last7, exact: true }).click();
      expect((await asked).status()).toBe(200);
      // The address follows the period (it may change just after the list's request leaves).
      await page.waitForURL((url) => url.searchParams.get("initialDate") === day(-6), { timeout: 5_000 });
      expect(new URL(page.url()).searchParams.get("initialDate")).toBe(day(-6));
      await checkA11y(page);
      await screenshot(page, `historico-de-vendas-atalhos-${locale}`);
    });
  }
});
