import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CashMovementDetail } from "../../src/schemas/pdv-cash.ts";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { openRegister, pageApi } from "./support/pos.ts";
import { visible } from "./support/wait.ts";

// Blind close (issue 11 item 5): `caixa` counts without seeing what the system expects, confirms the counts once,
// then sees the differences with the counts read-only, closes, and prints the closing report.

const e2e = e2eSuite();

const TEXT = {
  pt: {
    close: "Fechar caixa",
    blind: "Fechamento às cegas",
    hidden: "oculto",
    countedMoney: "Valor contado: Dinheiro",
    countedPix: "Valor contado: PIX",
    submitCount: "Confirmar contagem",
    locked: "Contagem confirmada",
    confirm: "Confirmar fechamento",
    closed: "Caixa fechado",
    report: "Imprimir relatório (80 mm)",
    alreadyCounted: "A contagem deste caixa já foi confirmada e não pode ser alterada.",
  },
  es: {
    close: "Cerrar caja",
    blind: "Cierre a ciegas",
    hidden: "oculto",
    countedMoney: "Valor contado: Efectivo",
    countedPix: "Valor contado: PIX",
    submitCount: "Confirmar conteo",
    locked: "Conteo confirmado",
    confirm: "Confirmar cierre",
    closed: "Caja cerrada",
    report: "Imprimir informe (80 mm)",
    alreadyCounted: "El conteo de esta caja ya fue confirmado y no se puede cambiar.",
  },
};

/** A POST with an Idempotency-Key from inside the page. */
const postKeyed = (page: Page, path: string, body: unknown, language: string) =>
  page.evaluate(
    async ({ path, body, language }) => {
      const res = await fetch(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Idempotency-Key": crypto.randomUUID(),
          "Accept-Language": language,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body, language },
  );

describe("blind close (PDV)", () => {
  for (const locale of ["pt", "es"] as const) {
    it(`${locale}: caixa counts without the expected values, confirms once, sees the differences, closes, prints`, async () => {
      const t = TEXT[locale];
      const page = await e2e.newPage();
      await login(page, "caixa", locale);
      const register = await openRegister(page); // float R$ 100,00, nothing sold: money expected 100,00
      // Every register answer the browser gets while the cashier counts.
      const answers: string[] = [];
      page.on("response", async (res) => {
        if (!res.url().includes("/api/v1/cash_movements")) return;
        answers.push(`${res.status()} ${res.url()} ${await res.text().catch(() => "")}`);
      });
      await page.goto(localePath(locale, "/pdv/fechamento-de-caixa"));
      await page.getByRole("button", { name: t.close }).first().click();
      const dialog = page.getByRole("dialog");
      await visible(dialog.getByText(t.blind));
      expect(await page.getByTestId("expected-money").textContent()).toBe(t.hidden);
      expect(await dialog.textContent()).not.toContain("100,00");

      // Types as a cashier does: click into the field, select what it holds, then the digits.
      await page.getByLabel(t.countedMoney, { exact: true }).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("9550");
      await page.getByLabel(t.countedPix, { exact: true }).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("125");
      expect(await page.getByTestId("difference-money").textContent()).toBe("—");
      expect(await dialog.textContent()).not.toContain("100,00");
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-fechamento-cego`);
      // Nothing the server sent so far holds an expected value, the number of sales or their total.
      expect(answers.filter((a) => /expected|sales_count|sales_total/.test(a))).toEqual([]);

      await page.getByRole("button", { name: t.submitCount }).click();
      await visible(dialog.getByText(t.locked));
      expect(await page.getByTestId("expected-money").textContent()).toContain("100,00");
      expect(await page.getByTestId("difference-money").textContent()).toContain("- 4,50");
      expect(await page.getByTestId("difference-pix").textContent()).toContain("1,25");
      // The confirmed counts are read-only, on the screen and on the server.
      expect(await page.getByLabel(t.countedMoney, { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByLabel(t.countedPix, { exact: true }).isDisabled()).toBe(true);
      const state = await pageApi<{ count: { money: { counted: string }; pix: { counted: string } } }>(
        page,
        "GET",
        `/api/v1/cash_movements/${register.id}/count`,
      );
      expect(state.body.count).toMatchObject({ money: { counted: "95.50" }, pix: { counted: "1.25" } });
      const again = await postKeyed(
        page,
        `/api/v1/cash_movements/${register.id}/count`,
        {
          inserted_money_value: "100.00",
          inserted_pix_value: "0.00",
          inserted_card_value: "0.00",
        },
        locale === "es" ? "es-EC" : "pt-BR",
      );
      expect(again).toEqual({ status: 409, body: { messages: [t.alreadyCounted] } });
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-fechamento-diferencas`);

      await page.getByRole("button", { name: t.confirm }).click();
      await visible(page.getByText(t.closed));
      expect(await page.getByTestId("closed-difference-money").textContent()).toContain("- 4,50");
      const detail = await pageApi<CashMovementDetail>(page, "GET", `/api/v1/cash_movements/${register.id}`);
      expect(detail.body.summary.closed_at).not.toBeNull();
      expect(detail.body.summary.closing).toMatchObject({
        money: { expected: "100.00", counted: "95.50", difference: "-4.50" },
        pix: { expected: "0.00", counted: "1.25", difference: "1.25" },
      });

      const link = page.getByRole("link", { name: t.report });
      await visible(link);
      await checkA11y(page);
      await screenshot(page, `${locale}-pdv-caixa-fechado`);
      const href = await link.getAttribute("href");
      expect(href).toBe(`/api/v1/cash_movements/${register.id}/closing_report?format=80mm`);
      const pdf = await page.request.get(href ?? "");
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      const a4 = await page.request.get((await page.getByTestId("closing-report-a4").getAttribute("href")) ?? "");
      expect(a4.status()).toBe(200);
      expect(a4.headers()["content-type"]).toBe("application/pdf");

      // The register's detail (a manager with FIN 4) prints the same report.
      const manager = await e2e.newPage();
      await login(manager, "admin", locale);
      await manager.goto(localePath(locale, `/movimentacao-de-caixa/visualizar/${register.id}`));
      const detailLink = manager.getByRole("link", { name: t.report });
      await visible(detailLink);
      expect(await detailLink.getAttribute("href")).toBe(href);
      await checkA11y(manager);
      await screenshot(manager, `${locale}-movimentacao-de-caixa-fechado`);
    });
  }
});
