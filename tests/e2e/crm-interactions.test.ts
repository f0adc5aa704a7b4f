import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { shots, typeInto } from "./support/forms.ts";
import { localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// Logging a CRM interaction (issue 15): a contact made and a next contact today from /crm/contatos; the contact is
// listed, the bell counts the call, the panel shows the seller's day, and the API holds the rows.

const e2e = e2eSuite();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const TEXTS = {
  pt: {
    new: "Nova interação",
    save: "Salvar",
    customer: "Cliente",
    addContact: "Adicionar contato",
    today: "Ligações hoje",
    open: "Abrir a interação de",
    attach: "Anexar arquivo",
    remove: "Remover",
    yes: "Sim",
    removeMessage: "Remover este arquivo?",
  },
  es: {
    new: "Nueva interacción",
    save: "Guardar",
    customer: "Cliente",
    addContact: "Agregar contacto",
    today: "Llamadas hoy",
    open: "Abrir la interacción de",
    attach: "Adjuntar archivo",
    remove: "Quitar",
    yes: "Sí",
    removeMessage: "¿Quitar este archivo?",
  },
} as const;

/** Today in São Paulo as the user types it: "24/11/2026 23:50". */
const todayAt = (hour: string) =>
  `${new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date())} ${hour}`;

describe.each(["pt", "es"] as const)("CRM interaction (%s)", (locale: Locale) => {
  it("logs an interaction with a contact made and a next contact today", async () => {
    const text = TEXTS[locale as "pt" | "es"];
    const page = await e2e.newPage();
    await login(page, "vendedor", locale);
    const before = await (await page.request.get("/api/v1/customers_interactions/day_focus")).json();
    await page.goto(localePath(locale, "/crm/contatos"));
    await visible(page.getByRole("table"));
    await page.getByRole("button", { name: text.new }).click();
    const dialog = page.getByRole("dialog");
    // The first field has the focus, not the close button a typed space would press.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("interaction-customer");
    await dialog.locator("#interaction-customer").pressSequentially("And", { delay: 80 });
    const hit = page.locator(".p-autocomplete-item").first();
    await visible(hit);
    const chosen = (await hit.innerText()).trim();
    // Chosen with the keyboard: the first suggestion highlighted, Enter takes it (the whole name, not the typed "And").
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.locator("#interaction-customer").inputValue()).toBe(chosen);
    // DD/MM/YYYY HH:mm typed with the keyboard (the mask adds the separators), whatever the browser's language.
    await dialog.locator("#interaction-next-contact").pressSequentially(todayAt("23:50").replace(/\D/g, ""));
    await expect.poll(() => dialog.locator("#interaction-next-contact").inputValue()).toBe(todayAt("23:50"));
    await typeInto(dialog.locator("#interaction-notes"), `Interação e2e ${locale}`);
    await dialog.getByRole("button", { name: text.addContact }).click();
    // The contact made is typed as DD/MM/YYYY HH:mm too (masked), not in the browser's own date picker.
    const madeAt = dialog.locator("#interaction-contact-0-made-at");
    await typeInto(madeAt, todayAt("09:15").replace(/\D/g, ""));
    await expect.poll(() => madeAt.inputValue()).toBe(todayAt("09:15"));
    await shots(page, `crm-interaction-${locale}`);
    await dialog.getByRole("button", { name: text.save }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const after = await (await page.request.get("/api/v1/customers_interactions/day_focus")).json();
    expect(after.calls_today).toBe(before.calls_today + 1);
    const list = await (
      await page.request.get("/api/v1/customers_interactions?limit=1&sort_by=id&sort_direction=desc&verbose=true")
    ).json();
    expect(list.data[0]).toMatchObject({ notes: `Interação e2e ${locale}`, called: false });
    expect(list.data[0].contacts).toHaveLength(1);
    const [day, month, year] = todayAt("09:15").slice(0, 10).split("/");
    expect(list.data[0].contacts[0].made_at).toBe(`${year}-${month}-${day} 09:15:00`);
    await page.reload();
    await visible(page.getByRole("cell", { name: list.data[0].customer_name }).first());
    await expect.poll(() => page.locator(".p-button .p-badge").count()).toBeGreaterThan(0);
    // The interaction opens again from its contact, and takes a file that comes back by its name and goes away.
    await page
      .getByRole("button", { name: `${text.open} ${list.data[0].customer_name}` })
      .first()
      .click();
    const edit = page.getByRole("dialog");
    await visible(edit.getByText(text.attach));
    await edit
      .locator('input[type="file"]')
      .setInputFiles({ name: `proposta-${locale}.png`, mimeType: "image/png", buffer: PNG });
    await visible(edit.getByRole("link", { name: `proposta-${locale}.png` }));
    const detail = async () =>
      (await (await page.request.get(`/api/v1/customers_interactions/${list.data[0].id}`)).json()).files;
    expect(await detail()).toMatchObject([{ name: `proposta-${locale}.png`, content_type: "image/png" }]);
    await edit.getByRole("button", { name: `${text.remove} proposta-${locale}.png` }).click();
    await page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog"))
      .filter({ hasText: text.removeMessage })
      .getByRole("button", { name: text.yes })
      .click();
    await expect.poll(() => edit.getByRole("link", { name: `proposta-${locale}.png` }).count()).toBe(0);
    expect(await detail()).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.goto(localePath(locale, "/crm/painel"));
    await visible(page.getByRole("columnheader", { name: text.today }));
    await shots(page, `crm-panel-${locale}`);
  });
});
