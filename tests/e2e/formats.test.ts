import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCpf } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { localePath, login, screenshot } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import { columnTexts, reloadsList } from "./support/table.ts";
import { visible } from "./support/wait.ts";

// Issue 11 items 9 to 11: formats and words in pt and es, the order number in the production URL, and nothing
// typed lost (impossible dates refused before sending, leaving a form with unsaved data asks first).

const e2e = e2eSuite({ startTimeoutMs: 180_000 });

type SaleRow = { id: number; customer: string | null; created_at: string; total: string };
type CustomerRow = { id: number; name: string; docId1: string };
type OrderRow = { id: number; number: number };

/** Types into the list's search box as a user does and waits for the list's answer. */
async function search(page: Page, label: string, text: string, api: string) {
  await reloadsList(
    page,
    async () => {
      const box = page.getByRole("searchbox", { name: label });
      await box.click();
      await box.press("Control+A");
      await box.press("Backspace");
      await page.keyboard.type(text);
      await box.press("Enter");
    },
    api,
  );
}

describe("formats and words", () => {
  it("/es writes times with 'a las' and money in the demo network's R$", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await reloadsList(
      page,
      () => page.goto(localePath("es", "/historico-de-vendas")).then(() => undefined),
      "/api/v1/sales",
    );
    const dates = await columnTexts(page, "Fecha");
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/);
    const totals = await columnTexts(page, "Total");
    for (const total of totals) expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    // The demo's payment methods in Spanish; the API keeps the network's own names.
    const payments = (await columnTexts(page, "Pagos")).join(" ");
    expect(payments).toMatch(/Efectivo|Tarjeta de crédito/);
    expect(payments).not.toMatch(/Dinheiro|Cartão/);
    const session = await pageApi<{ currency?: string }>(page, "GET", "/api/v1/me");
    expect(session.body.currency).toBe("BRL");
    expect(await page.locator("table").innerText()).not.toContain("às");
    await screenshot(page, "formatos-historico-es");
  });

  it("finds 'Adriana Costa' by first and last name in the customers list", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await reloadsList(page, () => page.goto("/clientes").then(() => undefined), "/api/v1/customers");
    await search(page, "Pesquisar", "Adriana Costa", "/api/v1/customers");
    expect(await columnTexts(page, "Nome")).toContain("Adriana Almeida Costa");
    const api = await pageApi<{ data: CustomerRow[] }>(page, "GET", "/api/v1/customers?filter=Adriana%20Costa");
    expect(api.body.data.map((c) => c.name)).toContain("Adriana Almeida Costa");
  });

  it("finds a sale in the history by its customer's CPF, typed with or without punctuation", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const sales = await pageApi<{ data: SaleRow[] }>(page, "GET", "/api/v1/sales?per_page=100");
    const customerNames = [...new Set(sales.body.data.map((s) => s.customer).filter((c): c is string => c !== null))];
    let target: { sale: SaleRow; cpf: string } | null = null;
    for (const name of customerNames) {
      const found = await pageApi<{ data: CustomerRow[] }>(
        page,
        "GET",
        `/api/v1/customers?filter=${encodeURIComponent(name)}`,
      );
      const person = found.body.data.find((c) => c.name === name && /^\d{11}$/.test(c.docId1));
      const sale = sales.body.data.find((s) => s.customer === name);
      if (person && sale) {
        target = { sale, cpf: person.docId1 };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { sale, cpf } = target as { sale: SaleRow; cpf: string };
    await reloadsList(page, () => page.goto("/historico-de-vendas").then(() => undefined), "/api/v1/sales");
    for (const typed of [formatCpf(cpf), cpf]) {
      await search(page, "Pesquisar", typed, "/api/v1/sales");
      expect(await columnTexts(page, "Nº")).toContain(String(sale.id));
      for (const customer of await columnTexts(page, "Cliente")) expect(customer).toBe(sale.customer);
    }
  });
});

describe("production order by its number", () => {
  it("/atendimentos/<number> opens the order with that number, the one the list shows", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const list = await pageApi<{ data: OrderRow[] }>(
      page,
      "GET",
      "/api/v1/silkriar_attendances?stage=atendimentos&per_page=100",
    );
    expect(list.body.data.length).toBeGreaterThan(0);
    // An order whose number differs from its id proves the path carries the number.
    const order = list.body.data.find((o) => o.number !== o.id) ?? (list.body.data[0] as OrderRow);
    await page.goto(`/atendimentos/${order.number}`);
    await visible(page.getByRole("heading", { name: `Atendimento nº ${order.number}` }));
    await page.goto("/atendimentos");
    const link = page.getByRole("link", { name: `Abrir atendimento nº ${order.number}` });
    await visible(link);
    expect(await link.getAttribute("href")).toBe(`/atendimentos/${order.number}`);
  });
});

describe("nothing typed is lost", () => {
  it("refuses 31/02/2026 as a delivery date with a message, sending nothing", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.goto("/atendimentos/novo");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/v1/silkriar_attendances"))
        posts.push(request.url());
    });
    await page.getByLabel("Nome do cliente", { exact: true }).click();
    await page.keyboard.type("Escola Data Impossível");
    await page.getByLabel("Data de entrega", { exact: true }).click();
    await page.keyboard.type("31022026");
    await visible(page.getByText("A data 31/02/2026 não existe no calendário. Corrija antes de salvar."));
    await page.getByRole("button", { name: "Criar atendimento" }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/atendimentos/novo");
    const api = await pageApi<{ data: Array<{ customer_name: string }> }>(
      page,
      "GET",
      "/api/v1/silkriar_attendances?stage=atendimentos&per_page=100&filter=Imposs",
    );
    expect(api.body.data.map((o) => o.customer_name)).not.toContain("Escola Data Impossível");
    await screenshot(page, "formatos-data-impossivel");
  });

  it("asks before leaving a form with typed, unsaved data", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.goto("/atendimentos");
    await page.getByRole("link", { name: "Novo atendimento" }).click();
    await page.waitForURL((url) => url.pathname === "/atendimentos/novo");
    await page.getByLabel("Nome do cliente", { exact: true }).click();
    await page.keyboard.type("Cliente Não Salvo");
    await page.goBack();
    await visible(page.getByRole("dialog", { name: "Sair sem salvar?" }));
    expect(new URL(page.url()).pathname).toBe("/atendimentos/novo");
    await screenshot(page, "formatos-sair-sem-salvar");
    await page.getByRole("button", { name: "Continuar editando" }).click();
    expect(await page.getByLabel("Nome do cliente", { exact: true }).inputValue()).toBe("Cliente Não Salvo");
    await page.goBack();
    await page.getByRole("button", { name: "Sair sem salvar" }).click();
    await page.waitForURL((url) => url.pathname === "/atendimentos");
  });
});
