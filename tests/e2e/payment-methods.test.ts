import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PaymentMethodRecord } from "../../src/schemas/finance.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, shots } from "./support/forms.ts";
import { checkA11y, login } from "./support/pages.ts";
import { openRegister, pageApi, saleWithOneItem } from "./support/pos.ts";
import { reloadsList } from "./support/table.ts";
import { hidden, until, visible } from "./support/wait.ts";

// /settings/payment-methods (issue 12, CNF 2): the list, the modal form, removal after 'Tem certeza?'; the PDV
// offers only the active methods.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    new: "Nova forma de pagamento",
    name: "Nome",
    fee: "Taxa (%)",
    days: "Dias para receber",
    saved: "Forma de pagamento salva.",
    remove: (name: string) => `Remover ${name}`,
    sure: "Tem certeza?",
    yes: "Sim",
    deactivated: (name: string) => `${name} já foi usada em vendas e foi desativada: deixa de aparecer no PDV.`,
    required: "Preenchimento Obrigatório",
  },
  es: {
    new: "Nueva forma de pago",
    name: "Nombre",
    fee: "Tarifa (%)",
    days: "Días para recibir",
    saved: "Forma de pago guardada.",
    remove: (name: string) => `Eliminar ${name}`,
    sure: "¿Está seguro?",
    yes: "Sí",
    deactivated: (name: string) =>
      `${name} ya se usó en ventas y fue desactivada: deja de aparecer en el punto de venta.`,
    required: "Campo obligatorio",
  },
} as const;

const PATH = "/settings/payment-methods";
const LIST = "/api/v1/payment_methods/list";

/** The method as the server stores it. */
async function stored(page: Page, name: string): Promise<PaymentMethodRecord | undefined> {
  const list = await pageApi<{ data: PaymentMethodRecord[] }>(page, "GET", `${LIST}?per_page=100`);
  return list.body.data.find((m) => m.name === name);
}

describe("/settings/payment-methods", () => {
  it("creates a PIX method with its fee and days (pt), refusing an empty name first", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", PATH, LIST);
    await checkA11y(page);
    await shots(page, "payment-methods");

    await page.getByRole("button", { name: TEXTS.pt.new }).click();
    const dialog = page.getByRole("dialog");
    const name = dialog.getByLabel(TEXTS.pt.name, { exact: true });
    await visible(name);
    await until(
      () => name.evaluate((element) => element === document.activeElement),
      (focused) => focused,
    );
    // Enter with no name: the message, and nothing is sent.
    await name.press("Enter");
    await visible(dialog.getByText(TEXTS.pt.required));
    await name.fill("PIX Banco Azul");
    await choose(page, "payment-method-kind", "PIX");
    await dialog.getByLabel(TEXTS.pt.fee, { exact: true }).fill("1,99");
    await dialog.getByLabel(TEXTS.pt.days, { exact: true }).fill("1");
    await checkA11y(page);
    await shots(page, "payment-method-form");
    await dialog.getByLabel(TEXTS.pt.days, { exact: true }).press("Enter");
    await hidden(dialog);
    await visible(page.getByText(TEXTS.pt.saved));
    await visible(page.getByRole("cell", { name: "PIX Banco Azul", exact: true }));
    await visible(page.getByRole("cell", { name: "1,99 %", exact: true }));
    expect(await stored(page, "PIX Banco Azul")).toMatchObject({
      kind: "pix",
      fee_percentage: 1.99,
      days_to_receive: 1,
      gives_change: false,
      active: true,
    });
  });

  it("removes a method a sale used (/es): it is deactivated and gone from the PDV's payment choices", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es", PATH, LIST);
    await shots(page, "payment-methods-es");
    await page.getByRole("button", { name: TEXTS.es.remove("PIX"), exact: true }).click();
    const confirm = page.getByRole("dialog", { name: TEXTS.es.sure });
    await visible(confirm);
    // 'No' has the focus: Enter does not remove by accident.
    await until(
      () => confirm.getByRole("button", { name: "No", exact: true }).evaluate((b) => b === document.activeElement),
      (focused) => focused,
    );
    await shots(page, "payment-method-remove-es");
    await reloadsList(page, () => confirm.getByRole("button", { name: TEXTS.es.yes, exact: true }).click(), LIST);
    await visible(page.getByText(TEXTS.es.deactivated("PIX")));
    expect(await stored(page, "PIX")).toMatchObject({ active: false });

    const cashier = await e2e.newPage();
    await login(cashier, "caixa");
    await openRegister(cashier);
    const offered = await pageApi<{ data: Array<{ name: string }> }>(cashier, "GET", "/api/v1/payment_methods");
    expect(offered.body.data.map((m) => m.name)).toEqual(expect.arrayContaining(["Dinheiro", "PIX Banco Azul"]));
    expect(offered.body.data.map((m) => m.name)).not.toContain("PIX");
    await saleWithOneItem(cashier);
    await cashier.keyboard.press("F8");
    await visible(cashier.locator("#payment-value"));
    await cashier.locator(".p-dropdown:has(#payment-method)").click();
    // Each option shows its shortcut number above its name.
    const options = (await cashier.getByRole("option").allInnerTexts()).map((text) => text.trim().split("\n").at(-1));
    expect(options).toContain("PIX Banco Azul");
    expect(options).toContain("Dinheiro");
    expect(options).not.toContain("PIX");
  });
});
