import { format } from "date-fns";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, shots, typeInto } from "./support/forms.ts";
import { login } from "./support/pages.ts";
import { visible } from "./support/wait.ts";

// Payables and receivables (issue 14 item 3): a payable of R$ 900,00 in 3 installments typed by keyboard, the first
// settled in two parts through the settle dialog; the status circles and totals; what the API (the page's session)
// holds afterwards; the list under /es.

const e2e = e2eSuite();

type Json = Record<string, unknown>;

async function api(page: Page, path: string): Promise<Json> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as Json;
}

async function settle(page: Page, description: string, cents: string) {
  await page
    .getByRole("button", { name: `Dar baixa em ${description}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await visible(dialog);
  await page.locator(".p-dropdown:has(#settle-account)").click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Valor pago", { exact: true }).fill(cents);
  await dialog.getByRole("button", { name: "Confirmar baixa" }).click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

describe("/contas-a-pagar-receber", () => {
  it("creates a payable in 3 installments, settles the first in two parts and shows status and totals", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/contas-a-pagar-receber", "/api/v1/financial_entries");
    await page.getByRole("link", { name: "Novo lançamento" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/contas-a-pagar-receber/novo"));
    // The supplier and installment fields are the form kit's: same label and same height as the fields beside them.
    const looks = (id: string) =>
      page.evaluate((fieldId) => {
        const label = document.querySelector(`label[for="${fieldId}"]`);
        const input = document.getElementById(fieldId);
        return [label && getComputedStyle(label).fontSize, input?.getBoundingClientRect().height];
      }, id);
    const reference = await looks("entry-description");
    expect(await looks("entry-person")).toEqual(reference);
    expect((await looks("entry-installments"))[0]).toBe(reference[0]);
    const description = `Aluguel E2E ${Date.now()}`;
    await typeInto(page.getByLabel("Descrição", { exact: true }), description);
    const choices = (await api(page, "/api/v1/financial_entries/choices")) as { units: Array<{ name: string }> };
    await choose(page, "entry-unit", choices.units[0]?.name ?? "");
    const today = format(new Date(), "dd/MM/yyyy");
    await typeInto(page.getByLabel("Data de competência", { exact: true }), today);
    await typeInto(page.getByLabel("Vencimento da 1ª parcela", { exact: true }), today);
    await page.getByLabel("Valor total", { exact: true }).fill("90000");
    await typeInto(page.getByLabel("Parcelas", { exact: true }), "3");
    await page.keyboard.press("Tab");
    await visible(page.getByRole("table", { name: "Parcelas" }));
    expect(await page.getByRole("table", { name: "Parcelas" }).getByRole("row").count()).toBe(4);
    await shots(page, "conta-a-pagar-nova");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await page.waitForURL((url) => /\/contas-a-pagar-receber\/editar\/\d+/.test(url.pathname));
    const id = Number(/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
    const created = (await api(page, `/api/v1/financial_entries/${id}`)) as {
      installments: Array<{ value: string }>;
    };
    expect(created.installments.map((i) => i.value)).toEqual(["300.00", "300.00", "300.00"]);

    await openList(
      page,
      "pt",
      `/contas-a-pagar-receber?filter=${encodeURIComponent(description)}`,
      "/api/v1/financial_entries",
    );
    await settle(page, description, "10000");
    await settle(page, description, "20000");
    // The legend and the totals card always show a "Pago" circle: wait for the refreshed row and total instead.
    await visible(page.getByRole("row").filter({ hasText: description }).getByRole("img", { name: "Pago" }));
    await visible(page.getByTestId("entries-total-1").getByText("R$ 300,00"));
    await shots(page, "contas-a-pagar-receber");
    const settled = (await api(page, `/api/v1/financial_entries/${id}`)) as {
      settled_value: string;
      status: number;
      settlements: Array<{ value: string }>;
    };
    expect(settled.settled_value).toBe("300.00");
    expect(settled.status).toBe(1);
    expect(settled.settlements.map((s) => s.value).sort()).toEqual(["100.00", "200.00"]);

    await openList(page, "es", "/contas-a-pagar-receber", "/api/v1/financial_entries");
    await visible(page.getByRole("columnheader", { name: "Vencimiento" }));
    await visible(page.getByText("Por pagar").first());
    await shots(page, "es-contas-a-pagar-receber");
  });
});
