import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { choose, typeInto } from "./support/forms.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { pageApi } from "./support/pos.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// The sales funnel (issue 15 item 4): cards moved with the keyboard and to the loss stage (the reason asked),
// customers imported into a stage, and a second browser's funnel following a move live.

const e2e = e2eSuite();

const T = {
  pt: {
    heading: "Funil de vendas",
    moveTo: "Mover para…",
    lossTitle: "Motivo da perda",
    confirm: "Mover",
    importButton: "Importar clientes",
    importSubmit: "Importar",
    stageRequired: "Selecione a etapa",
    customersRequired: "Selecione ao menos 1 cliente para importação",
    imported: "1 cliente importado",
  },
  es: {
    heading: "Embudo de ventas",
    moveTo: "Mover a…",
    lossTitle: "Motivo de la pérdida",
    confirm: "Mover",
    importButton: "Importar clientes",
    importSubmit: "Importar",
    stageRequired: "Seleccione la etapa",
    customersRequired: "Seleccione al menos 1 cliente para la importación",
    imported: "1 cliente importado",
  },
} as const;

type Card = { customer_id: number; customer_name: string; loss_option_name: string | null };
type Stage = { id: number; name: string; customers: Card[] };

async function funnel(page: Page): Promise<Stage[]> {
  const res = await pageApi<{ data: Stage[] }>(page, "GET", "/api/v1/customers_stages?customers=true");
  expect(res.status).toBe(200);
  return res.body.data;
}

const stageOf = async (page: Page, customerId: number) =>
  (await funnel(page)).find((s) => s.customers.some((c) => c.customer_id === customerId));

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const card = (page: Page, stage: string, customer: string) =>
  column(page, stage).locator("article.funnel-card").filter({ hasText: customer }).first();

async function openFunnel(page: Page, locale: Locale) {
  await page.goto(localePath(locale, "/funil-de-vendas"));
  await visible(column(page, "Prospecção"));
  await visible(column(page, "Prospecção").locator("article.funnel-card").first());
}

for (const locale of ["pt", "es"] as const) {
  const t = T[locale];
  describe(`sales funnel (${locale})`, () => {
    it(`${locale}: moves a card with the keyboard and another to the loss stage, the reason asked`, async () => {
      const page = await e2e.newPage();
      await login(page, "vendedor", locale);
      await openFunnel(page, locale);
      await visible(page.getByRole("heading", { name: t.heading }));
      await checkA11y(page);
      await screenshot(page, `crm-funil-${locale}`);

      const stages = await funnel(page);
      const first = stages[0]?.customers[locale === "pt" ? 0 : 1] as Card;
      // Keyboard: focus the card, → moves it to the next stage.
      await card(page, "Prospecção", first.customer_name).focus();
      await page.keyboard.press("ArrowRight");
      await visible(card(page, "Primeiro contato", first.customer_name));
      expect((await stageOf(page, first.customer_id))?.name).toBe("Primeiro contato");

      // Loss: "Mover para…" → Perdido asks the reason.
      const lost = stages[1]?.customers[locale === "pt" ? 0 : 1] as Card;
      const lostCard = card(page, "Primeiro contato", lost.customer_name);
      await lostCard.getByRole("button", { name: t.moveTo }).click();
      await page.getByRole("menuitem", { name: "Perdido" }).click();
      const dialog = page.getByRole("dialog", { name: t.lossTitle });
      await visible(dialog);
      await screenshot(page, `crm-funil-perda-${locale}`);
      await choose(page, "funnel-loss-reason", "Preço");
      await dialog.getByRole("button", { name: t.confirm, exact: true }).click();
      await hidden(dialog);
      await visible(card(page, "Perdido", lost.customer_name));
      const after = await stageOf(page, lost.customer_id);
      expect(after?.name).toBe("Perdido");
      expect(after?.customers.find((c) => c.customer_id === lost.customer_id)?.loss_option_name).toBe("Preço");
    });

    it(`${locale}: imports a customer into a stage`, async () => {
      const page = await e2e.newPage();
      await login(page, "vendedor", locale);
      await openFunnel(page, locale);
      const candidates = await pageApi<{ data: Array<{ id: number; name: string; stage_id: number | null }> }>(
        page,
        "GET",
        "/api/v1/customers_stages/customers",
      );
      const newcomer = candidates.body.data.filter((c) => c.stage_id === null)[locale === "pt" ? 0 : 1];
      if (!newcomer) throw new Error("no customer outside the funnel");
      await page.getByRole("button", { name: t.importButton }).click();
      const dialog = page.getByRole("dialog", { name: t.importButton });
      await visible(dialog);
      await dialog.getByRole("button", { name: t.importSubmit, exact: true }).click();
      await visible(dialog.getByText(t.stageRequired));
      await choose(page, "funnel-import-stage", "Negociação");
      await dialog.getByRole("button", { name: t.importSubmit, exact: true }).click();
      await visible(dialog.getByText(t.customersRequired));
      await page.locator(".p-multiselect:has(#funnel-import-customers)").click();
      await typeInto(page.locator(".p-multiselect-filter"), newcomer.name);
      await page.getByRole("option", { name: newcomer.name }).click();
      await page.locator(".p-multiselect-close").click();
      await screenshot(page, `crm-funil-importar-${locale}`);
      await dialog.getByRole("button", { name: t.importSubmit, exact: true }).click();
      await hidden(dialog);
      await visible(page.getByText(t.imported));
      await visible(card(page, "Negociação", newcomer.name));
      expect((await stageOf(page, newcomer.id))?.name).toBe("Negociação");
    });

    it(`${locale}: a second browser's funnel follows a colleague's move live`, async () => {
      const mover = await e2e.newPage();
      const watcher = await e2e.newPage();
      const watching = crmChannelJoined(watcher);
      await login(mover, "vendedor", locale);
      await login(watcher, "admin", locale);
      await openFunnel(mover, locale);
      await openFunnel(watcher, locale);
      // A move made before the watcher's page joined the channel would not reach it (its list was read before).
      await watching;
      const stages = await funnel(mover);
      const moved = stages[2]?.customers[0] as Card;
      await visible(card(watcher, "Proposta enviada", moved.customer_name));
      await card(mover, "Proposta enviada", moved.customer_name).focus();
      await mover.keyboard.press("ArrowRight");
      await visible(card(mover, "Negociação", moved.customer_name));
      await until(
        () => card(watcher, "Negociação", moved.customer_name).count(),
        (count) => count === 1,
      );
      await hidden(card(watcher, "Proposta enviada", moved.customer_name));
    });
  });
}

/** Resolves when the page's realtime connection has joined a network's CRM channel (the Pusher protocol's answer). */
function crmChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const text = String(payload);
        if (text.includes("subscription_succeeded") && /private-network\.\d+\.crm/.test(text)) resolve();
      });
    });
  });
}
