import { addDays, format } from "date-fns";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, shots, typeInto } from "./support/forms.ts";
import { localePath, login } from "./support/pages.ts";
import { openRegister, pageApi, sellableProducts } from "./support/pos.ts";
import { reloadsList } from "./support/table.ts";
import { hidden, until, visible } from "./support/wait.ts";

// Payables and receivables (issue 14 item 3): a payable of R$ 900,00 in 3 installments typed by keyboard, the first
// settled in two parts through the settle dialog; the status circles and totals; what the API (the page's session)
// holds afterwards; the list under /es. The filters 'Conta' and 'Fornecedor' narrowing rows and totals. A PDV sale paid
// part in money, part by card, found by a finance user as receivables (issue 14 items 3 and 4).

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
    await visible(page.locator("#entry-person"));
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
    // The legend and the totals have their circles too: the row's own one says it is paid.
    await visible(rowsOf(page, description).getByRole("img", { name: "Pago" }).first());
    await until(
      () => page.getByTestId("entries-total-1").textContent(),
      (text) => (text ?? "").includes("300,00"),
    );
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

type Choices = {
  units: Array<{ id: number; name: string }>;
  accounts: Array<{ id: number; account_name: string; kind: string; company_id: number }>;
};
type EntryRow = {
  id: number;
  description: string;
  status: number;
  account_id: number | null;
  account: string | null;
  supplier_id: number | null;
  value: string;
  settled_value: string;
  open_value: string;
  due_date: string;
  competency_date: string;
  origin: string;
  kind: string;
};

/** The table's rows whose description link is exactly `description`. */
const rowsOf = (page: Page, description: string): Locator =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: description, exact: true }) });

/** Applies the side panel 'Filtros' after `pick`, waiting for the list it reloads. */
async function filterBy(page: Page, pick: () => Promise<void>, apply = "Aplicar") {
  await page.getByRole("button", { name: /^(Filtros)/ }).click();
  await visible(page.locator(".p-sidebar"));
  await pick();
  await reloadsList(
    page,
    () => page.getByRole("button", { name: apply, exact: true }).click(),
    "/api/v1/financial_entries",
  );
  await hidden(page.locator(".p-sidebar"));
}

describe("/contas-a-pagar-receber filters", () => {
  it("narrows the rows and the totals by account and by supplier, the supplier's name kept after a reload", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    const all = await pageApi<Choices>(page, "GET", "/api/v1/financial_entries/choices");
    const unit = all.body.units[0];
    if (!unit) throw new Error("no unit");
    const own = all.body.accounts.filter((a) => a.company_id === unit.id);
    const drawer = own.find((a) => a.kind === "drawer");
    const safe = own.find((a) => a.kind === "safe") ?? own.find((a) => a.id !== drawer?.id);
    if (!drawer || !safe) throw new Error("accounts");
    const found = await pageApi<{ data: Array<{ id: number; name: string }> }>(
      page,
      "GET",
      "/api/v1/suppliers/search?search=&limit=20",
    );
    const [first, second] = found.body.data;
    if (!first || !second) throw new Error("suppliers");
    const plans = await pageApi<{ account_plans: Array<{ id: number; is_inflow: boolean | null; code: string }> }>(
      page,
      "GET",
      `/api/v1/financial_entries/choices?company_id=${unit.id}`,
    );
    const expense = plans.body.account_plans.find((p) => p.is_inflow === false && p.code.includes("."));
    const tag = `Filtro E2E ${Date.now()}`;
    const today = format(new Date(), "yyyy-MM-dd");
    const bill = (description: string, value: string, accountId: number, supplierId: number) =>
      pageApi<{ id: number }>(page, "POST", "/api/v1/financial_entries", {
        kind: "pay",
        description,
        company_id: unit.id,
        account_id: accountId,
        supplier_id: supplierId,
        account_plan_id: expense?.id ?? null,
        competency_date: today,
        due_date: today,
        value,
      });
    const inDrawer = `${tag} caixa`;
    const inSafe = `${tag} cofre`;
    expect((await bill(inDrawer, "123.45", drawer.id, first.id)).status).toBe(201);
    expect((await bill(inSafe, "678.90", safe.id, second.id)).status).toBe(201);

    await openList(
      page,
      "pt",
      `/contas-a-pagar-receber?filter=${encodeURIComponent(tag)}`,
      "/api/v1/financial_entries",
    );
    await until(
      () => page.getByTestId("entries-total-2").textContent(),
      (text) => (text ?? "").includes("802,35"),
    );
    expect(await rowsOf(page, inDrawer).count()).toBe(1);
    expect(await rowsOf(page, inSafe).count()).toBe(1);

    // 'Conta': the drawer of the first unit, named with its unit while no unit is chosen.
    await filterBy(page, () => choose(page, "entry-filter-account", `${drawer.account_name} · ${unit.name}`));
    await until(
      () => page.getByTestId("entries-total-2").textContent(),
      (text) => (text ?? "").includes("123,45"),
    );
    expect(await rowsOf(page, inDrawer).count()).toBe(1);
    expect(await rowsOf(page, inSafe).count()).toBe(0);
    await visible(rowsOf(page, inDrawer).getByRole("cell", { name: drawer.account_name, exact: true }));
    expect(await page.getByTestId("entries-total-1").textContent()).toContain("0,00");
    expect(new URL(page.url()).searchParams.get("conta")).toBe(String(drawer.id));
    await shots(page, "contas-a-pagar-receber-filtro-conta");

    // 'Limpar filtros', then 'Fornecedor': the second supplier, typed as a user does and picked from the suggestions
    // with the keyboard.
    await filterBy(page, async () => {
      await page.getByRole("button", { name: "Limpar filtros", exact: true }).click();
      await typeInto(page.locator("#entry-filter-supplier"), second.name);
      await visible(page.getByRole("option", { name: second.name, exact: true }));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await until(
        () => page.locator("#entry-filter-supplier").inputValue(),
        (value) => value === second.name,
      );
    });
    await until(
      () => page.getByTestId("entries-total-2").textContent(),
      (text) => (text ?? "").includes("678,90"),
    );
    expect(await rowsOf(page, inSafe).count()).toBe(1);
    expect(await rowsOf(page, inDrawer).count()).toBe(0);
    const url = new URL(page.url());
    expect(url.searchParams.get("fornecedor")).toBe(String(second.id));
    expect(url.searchParams.get("conta")).toBeNull();
    // What the page's session gets for the same filter.
    const listed = await pageApi<{ data: EntryRow[]; totals: { open: string } }>(
      page,
      "GET",
      `/api/v1/financial_entries?filter=${encodeURIComponent(tag)}&supplier_id=${second.id}`,
    );
    expect(listed.body.data.map((r) => [r.description, r.supplier_id, r.account_id, r.value])).toEqual([
      [inSafe, second.id, safe.id, "678.90"],
    ]);
    expect(listed.body.totals.open).toBe("678.90");

    // After a reload the panel still names the supplier of the URL.
    await page.reload();
    await visible(rowsOf(page, inSafe));
    await page.getByRole("button", { name: /^(Filtros)/ }).click();
    await until(
      () => page.locator("#entry-filter-supplier").inputValue(),
      (value) => value === second.name,
    );
    await shots(page, "contas-a-pagar-receber-filtros");
  });
});

describe("a PDV sale in /contas-a-pagar-receber", () => {
  it("a sale paid in money and by card: the money received into the drawer, the card open until its due date", async () => {
    const cashier = await e2e.newPage();
    await login(cashier, "caixa");
    const register = await openRegister(cashier);
    const [product] = await sellableProducts(cashier, register.company_id, 1);
    if (!product) throw new Error("products");
    const methods = await pageApi<{ data: Array<{ id: number; name: string; kind: string }> }>(
      cashier,
      "GET",
      "/api/v1/payment_methods",
    );
    const money = methods.body.data.find((m) => m.kind === "money");
    const card = methods.body.data.find((m) => m.kind === "card");
    if (!money || !card) throw new Error("payment methods");
    const total = Math.round(Number(product.price_1) * 100);
    const byCard = Math.floor(total / 2);
    const inMoney = total - byCard;

    await cashier.goto("/pdv/caixa-aberto");
    const scan = cashier.getByLabel("Código de barras ou SKU", { exact: true });
    await visible(scan);
    await scan.fill(product.ean ?? "");
    await scan.press("Enter");
    await until(
      () => cashier.getByTestId("sale-item").count(),
      (n) => n === 1,
    );
    await cashier.keyboard.press("F9");
    for (const [method, cents] of [
      [card.name, byCard],
      [money.name, inMoney],
    ] as const) {
      await cashier.keyboard.press("F8");
      await visible(cashier.locator("#payment-value"));
      await choose(cashier, "payment-method", method);
      await cashier.locator("#payment-value").fill(String(cents));
      await cashier.getByRole("dialog").getByRole("button", { name: "Confirmar", exact: true }).click();
      await hidden(cashier.locator("#payment-value"));
    }
    const created = cashier.waitForResponse(
      (r) => r.url().endsWith("/api/v1/sales") && r.request().method() === "POST",
    );
    await cashier.getByRole("button", { name: "Finalizar venda (F10)" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const sale = (await response.json()) as { id: number };
    await visible(cashier.getByText("Nenhum item"));

    const finance = await e2e.newPage();
    await login(finance, "admin");
    const configured = await pageApi<{ data: Array<{ id: number; days_to_receive: number }> }>(
      finance,
      "GET",
      "/api/v1/payment_methods/list?per_page=100",
    );
    const days = configured.body.data.find((m) => m.id === card.id)?.days_to_receive ?? 0;
    const description = `Venda nº ${sale.id}`;
    const today = new Date();
    const due = addDays(today, days);
    const drawers = await pageApi<Choices>(
      finance,
      "GET",
      `/api/v1/financial_entries/choices?company_id=${register.company_id}`,
    );
    const drawer = drawers.body.accounts.find((a) => a.kind === "drawer");
    if (!drawer) throw new Error("no drawer");
    const money2 = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

    // The list of receivables of the sale, every date (the card is due after this month's end maybe).
    const path = `/contas-a-pagar-receber?filter=${encodeURIComponent(description)}&tipo=receive&initialDate=&finalDate=`;
    await openList(finance, "pt", path, "/api/v1/financial_entries");
    const rows = rowsOf(finance, description);
    await until(
      () => rows.count(),
      (n) => n === 2,
    );
    const paid = rows.filter({ has: finance.getByRole("img", { name: "Pago" }) });
    const open = rows.filter({ has: finance.getByRole("img", { name: "A pagar" }) });
    await visible(paid);
    await visible(open);
    const paidText = await paid.innerText();
    expect(paidText).toContain(money2(inMoney));
    expect(paidText).toContain(drawer.account_name);
    expect(paidText).toContain(format(today, "dd/MM/yyyy"));
    const openText = await open.innerText();
    expect(openText).toContain(money2(byCard));
    expect(openText).toContain(format(due, "dd/MM/yyyy"));
    await shots(finance, "contas-a-pagar-receber-venda-pdv");

    await openList(finance, "es", path, "/api/v1/financial_entries");
    await until(
      () => rows.count(),
      (n) => n === 2,
    );
    await visible(rows.filter({ has: finance.getByRole("img", { name: "Pagado" }) }));
    const openEs = rows.filter({ has: finance.getByRole("img", { name: "Por pagar" }) });
    await visible(openEs);
    expect(await openEs.innerText()).toContain(format(due, "dd/MM/yyyy"));
    expect(finance.url()).toContain(localePath("es", "/contas-a-pagar-receber"));
    await shots(finance, "es-contas-a-pagar-receber-venda-pdv");

    // What the books hold: two receivables of the sale, the money settled into the drawer, the card open.
    const stored = await pageApi<{ data: EntryRow[] }>(
      finance,
      "GET",
      `/api/v1/financial_entries?filter=${encodeURIComponent(description)}&kind=receive&per_page=100`,
    );
    const mine = stored.body.data
      .filter((r) => r.description === description)
      .map((r) => [r.origin, r.kind, r.status, r.value, r.settled_value, r.account_id, r.due_date])
      .sort((a, b) => Number(a[2]) - Number(b[2]));
    expect(mine).toEqual([
      [
        "sale",
        "receive",
        1,
        (inMoney / 100).toFixed(2),
        (inMoney / 100).toFixed(2),
        drawer.id,
        format(today, "yyyy-MM-dd"),
      ],
      ["sale", "receive", 2, (byCard / 100).toFixed(2), "0.00", null, format(due, "yyyy-MM-dd")],
    ]);
  });
});
