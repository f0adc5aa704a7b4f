import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, visible } from "./support/wait.ts";

// Print production (issue 5): an order is created, goes from Atendimento to Expedição through the conference at
// every stage with one return on the way, while a second browser context watching the stage lists sees it
// appear and disappear live, and its order page follow along.

const e2e = e2eSuite();

const STAGES = ["atendimentos", "artes", "cortes", "tela-revelacao", "estamparia", "confeccao", "expedicao"] as const;
type Slug = (typeof STAGES)[number];

/** The texts the specs click and read, per locale (locales/<locale>/production.json). */
const T = {
  pt: {
    stage: {
      atendimentos: "Atendimento",
      artes: "Artes",
      cortes: "Cortes",
      "tela-revelacao": "Tela/Revelação",
      estamparia: "Estamparia",
      confeccao: "Confecção",
      expedicao: "Expedição",
    } as Record<Slug, string>,
    finished: "Finalizado",
    newOrder: "Novo atendimento",
    customerName: "Nome do cliente",
    phone: "Telefone",
    doc: "CPF/CNPJ",
    delivery: "Data de entrega",
    notes: "Observações",
    create: "Criar atendimento",
    addItem: "Adicionar item",
    description: "Descrição",
    quantity: "Quantidade",
    unitPrice: "Valor unitário",
    cloth: "Tecido",
    collarV: "Gola V",
    sizeOf: (size: string) => `Quantidade do tamanho ${size}`,
    save: "Salvar",
    yes: "SIM",
    no: "NÃO",
    tabs: { geral: "Geral", itens: "Itens", documentos: "Documentos", costureiras: "Costureiras" },
    confer: "Conferir e movimentar",
    conferenceTitle: (n: number) => `Conferência do atendimento nº ${n}`,
    send: (step: string) => `Enviar para ${step}`,
    back: (step: string) => `Devolver para ${step}`,
    reason: "Motivo da devolução",
    sent: (n: number, step: string) => `Atendimento nº ${n} enviado para ${step}.`,
    returned: (n: number, step: string) => `Atendimento nº ${n} devolvido para ${step}.`,
    lastReturn: (reason: string) => `Devolvido. Motivo: ${reason}`,
    returnedHistory: (from: string, to: string, reason: string) => `Devolveu de ${from} para ${to}. Motivo: ${reason}`,
    live: "Atualização ao vivo",
    heading: (n: number) => `Atendimento nº ${n}`,
  },
  es: {
    stage: {
      atendimentos: "Atención",
      artes: "Artes",
      cortes: "Cortes",
      "tela-revelacao": "Pantalla/Revelado",
      estamparia: "Estampado",
      confeccao: "Confección",
      expedicao: "Despacho",
    } as Record<Slug, string>,
    finished: "Finalizado",
    newOrder: "Nueva atención",
    customerName: "Nombre del cliente",
    phone: "Teléfono",
    doc: "CPF/CNPJ",
    delivery: "Fecha de entrega",
    notes: "Observaciones",
    create: "Crear atención",
    addItem: "Agregar ítem",
    description: "Descripción",
    quantity: "Cantidad",
    unitPrice: "Valor unitario",
    cloth: "Tela",
    collarV: "Cuello en V",
    sizeOf: (size: string) => `Cantidad de la talla ${size}`,
    save: "Guardar",
    yes: "SÍ",
    no: "NO",
    tabs: { geral: "General", itens: "Ítems", documentos: "Documentos", costureiras: "Costureras" },
    confer: "Verificar y mover",
    conferenceTitle: (n: number) => `Verificación de la atención n.º ${n}`,
    send: (step: string) => `Enviar a ${step}`,
    back: (step: string) => `Devolver a ${step}`,
    reason: "Motivo de la devolución",
    sent: (n: number, step: string) => `Atención n.º ${n} enviada a ${step}.`,
    returned: (n: number, step: string) => `Atención n.º ${n} devuelta a ${step}.`,
    lastReturn: (reason: string) => `Devuelta. Motivo: ${reason}`,
    returnedHistory: (from: string, to: string, reason: string) => `Devolvió de ${from} a ${to}. Motivo: ${reason}`,
    live: "Actualización en vivo",
    heading: (n: number) => `Atención n.º ${n}`,
  },
} as const;

/** A 2×2 PNG: the server checks the declared type against the bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** The realtime path must answer well within this (the issue asks for about a second; CI machines are slow). */
const LIVE_BUDGET_MS = 2500;

const pad = (n: number) => String(n).padStart(2, "0");
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

const rowOf = (page: Page, customer: string): Locator =>
  page.getByRole("table").first().getByRole("row").filter({ hasText: customer });

/** Waits until the page's realtime connection joined the network's channel. */
async function live(page: Page): Promise<void> {
  await page.locator('[data-live="connected"]').first().waitFor({ state: "visible", timeout: 15_000 });
}

async function openList(page: Page, locale: Locale, slug: Slug): Promise<void> {
  await page.goto(localePath(locale, `/${slug}`));
  await visible(page.getByRole("table"));
  await page.locator(".p-datatable-loading-overlay").waitFor({ state: "detached" });
  await live(page);
}

/** Runs `move` and returns how long after the server's answer `watch` saw the result. */
async function timed(worker: Page, move: () => Promise<void>, watch: () => Promise<void>): Promise<number> {
  const answered = worker.waitForResponse(
    (r) => r.request().method() === "PATCH" && /\/api\/v1\/silkriar_attendances\/\d+$/.test(new URL(r.url()).pathname),
  );
  await move();
  await answered;
  const start = Date.now();
  await watch();
  return Date.now() - start;
}

type Watchers = { lists: Record<Slug, Page>; order: Page | null };

async function openWatchers(first: Page, locale: Locale, slugs: ReadonlyArray<Slug>): Promise<Watchers> {
  const lists = {} as Record<Slug, Page>;
  for (const [index, slug] of slugs.entries()) {
    const page = index === 0 ? first : await first.context().newPage();
    await openList(page, locale, slug);
    lists[slug] = page;
  }
  return { lists, order: null };
}

async function createOrder(page: Page, locale: Locale, customer: string): Promise<number> {
  const t = T[locale];
  await page.getByRole("link", { name: t.newOrder }).click();
  await page.waitForURL(`**${localePath(locale, "/atendimentos/novo")}`);
  await visible(page.getByLabel(t.customerName, { exact: true }));
  await checkA11y(page);
  await screenshot(page, `producao-novo-${locale}`);
  await page.getByLabel(t.customerName, { exact: true }).fill(customer);
  await page.getByLabel(t.phone, { exact: true }).fill("31987654321");
  await page.getByLabel(t.delivery, { exact: true }).fill(inDays(12));
  await page.getByLabel(t.notes, { exact: true }).fill("Entregar na secretaria.");
  await page.getByRole("button", { name: t.create }).click();
  await page.waitForURL(/\/atendimentos\/\d+\/itens$/);
  return Number(/\/atendimentos\/(\d+)\/itens$/.exec(page.url())?.[1]);
}

async function addItem(
  page: Page,
  locale: Locale,
  item: { description: string; quantity: string; price: string; sizes?: Record<string, string>; collarV?: boolean },
  options: { a11y?: boolean } = {},
): Promise<void> {
  const t = T[locale];
  await page.getByRole("button", { name: t.addItem }).click();
  const dialog = page.getByRole("dialog");
  await visible(dialog.getByLabel(t.description, { exact: true }));
  await dialog.getByLabel(t.description, { exact: true }).fill(item.description);
  await dialog.getByLabel(t.quantity, { exact: true }).fill(item.quantity);
  await dialog.getByLabel(t.unitPrice, { exact: true }).fill(item.price);
  await dialog.getByLabel(t.cloth, { exact: true }).fill("Algodão penteado");
  if (item.collarV) await dialog.getByRole("checkbox", { name: t.collarV, exact: true }).check();
  for (const [size, quantity] of Object.entries(item.sizes ?? {})) {
    await dialog.getByLabel(t.sizeOf(size), { exact: true }).fill(quantity);
  }
  if (options.a11y) {
    await checkA11y(page);
    await screenshot(page, `producao-item-${locale}`);
  }
  await dialog.getByRole("button", { name: t.save, exact: true }).click();
  await hidden(page.getByRole("dialog"));
  await visible(page.getByRole("heading", { name: item.description }));
}

/** Opens the conference on the order page and ticks the given items (all when absent). */
async function openConference(page: Page, locale: Locale, number: number) {
  const t = T[locale];
  await page.getByRole("button", { name: t.confer }).click();
  const dialog = page.getByRole("dialog", { name: t.conferenceTitle(number) });
  await visible(dialog);
  return dialog;
}

/** A tab of the order page (links in the "Seções do atendimento" navigation). */
const tabLink = (page: Page, locale: Locale, name: string | RegExp): Locator =>
  page
    .getByRole("navigation", { name: locale === "pt" ? "Seções do atendimento" : "Secciones de la atención" })
    .getByRole("link", { name });

/** The item card's sleeve, collar and pocket options as shown: { "Gola V": "SIM", ... }. */
function optionsOf(card: Locator): Promise<Record<string, string>> {
  return card.evaluate((el) =>
    Object.fromEntries(
      [...el.querySelectorAll(".production-options > div")].map((pair) => [
        pair.querySelector("dt")?.textContent ?? "",
        pair.querySelector("dd")?.textContent ?? "",
      ]),
    ),
  );
}

async function tick(dialog: Locator, items: ReadonlyArray<string>): Promise<void> {
  for (const item of items) await dialog.getByRole("checkbox", { name: new RegExp(item) }).check();
}

describe("print production", () => {
  it("pt: attendance to shipping with one return, seen live by a second browser on the stage lists", async () => {
    const locale = "pt";
    const t = T.pt;
    const customer = "Escola Estadual Ao Vivo";
    const shirt = "Camiseta branca gola V";
    const cap = "Boné aba curva bordado";
    const reason = "Arte com erro de grafia no nome da escola";
    const timings: number[] = [];

    const worker = await e2e.newPage();
    const watcherPage = await e2e.newPage();
    await login(worker, "producao");
    await login(watcherPage, "admin");

    // The overview: orders per stage and the late ones.
    await worker.goto("/producao");
    await visible(worker.getByRole("heading", { name: "Atendimentos por etapa" }));
    await visible(worker.getByRole("heading", { name: "Atendimentos atrasados" }));
    await checkA11y(worker);
    await screenshot(worker, "producao-painel");

    // Every stage list is watched from the second context.
    const watchers = await openWatchers(watcherPage, locale, STAGES);
    await screenshot(watchers.lists.artes, "producao-lista-artes");

    await openList(worker, locale, "atendimentos");
    await checkA11y(worker);
    await screenshot(worker, "producao-atendimentos");

    // A new order appears in the attendance list at once.
    const id = await createOrder(worker, locale, customer);
    await visible(rowOf(watchers.lists.atendimentos, customer), LIVE_BUDGET_MS + 2000);
    const number = Number(await rowOf(watchers.lists.atendimentos, customer).locator("a").first().textContent());
    expect(number).toBeGreaterThan(0);

    // Its page is watched too.
    const watchedOrder = await watcherPage.context().newPage();
    await watchedOrder.goto(`/atendimentos/${id}/itens`);
    await visible(watchedOrder.getByRole("heading", { name: t.heading(number) }));
    await live(watchedOrder);
    watchers.order = watchedOrder;

    // Items with every garment field, booleans SIM / NÃO and the sizes grid.
    await addItem(
      worker,
      locale,
      { description: shirt, quantity: "10", price: "2590", sizes: { P: "4", M: "6" }, collarV: true },
      { a11y: true },
    );
    await addItem(worker, locale, { description: cap, quantity: "5", price: "1500" });
    const shirtCard = worker.getByRole("article", { name: shirt });
    await visible(shirtCard.getByText("R$ 259,00"));
    const options = await optionsOf(shirtCard);
    expect(Object.keys(options)).toHaveLength(9);
    expect(options).toMatchObject({ [t.collarV]: t.yes, "Gola viés": t.no, Bolso: t.no, "Manga longa": t.no });
    const sizes = shirtCard.getByRole("table");
    expect(await sizes.locator("thead th").allTextContents()).toEqual(["Tamanho", "P", "M", "Total"]);
    expect(await sizes.locator("tbody td").allTextContents()).toEqual(["4", "6", "10"]);
    // The watched order page follows the new items.
    await visible(watchers.order.getByRole("heading", { name: cap }), LIVE_BUDGET_MS + 2000);
    await checkA11y(worker);
    await screenshot(worker, "producao-atendimento-itens");

    // Documents: upload, download by the file's own name, removal after 'Você tem certeza?'.
    await tabLink(worker, locale, new RegExp(`^${t.tabs.documentos}`)).click();
    await worker.waitForURL(`**/atendimentos/${id}/documentos`);
    const upload = worker.locator('input[type="file"]');
    await upload.setInputFiles({ name: "arte-final.png", mimeType: "image/png", buffer: PNG });
    await visible(worker.getByText("arte-final.png", { exact: true }));
    await upload.setInputFiles({ name: "rascunho.png", mimeType: "image/png", buffer: PNG });
    await visible(worker.getByText("rascunho.png", { exact: true }));
    const download = worker.waitForEvent("download");
    await worker.getByRole("link", { name: "Baixar arte-final.png" }).click();
    expect((await download).suggestedFilename()).toBe("arte-final.png");
    await worker.getByRole("button", { name: "Excluir rascunho.png" }).click();
    const confirm = worker.getByRole("alertdialog").or(worker.getByRole("dialog"));
    await visible(confirm.getByText("Você tem certeza?"));
    await visible(confirm.getByText("Esta ação irá excluir esta imagem dos nossos servidores e isso é irreversível."));
    await checkA11y(worker);
    await confirm.getByRole("button", { name: "Sim, excluir" }).click();
    await hidden(worker.getByText("rascunho.png", { exact: true }));
    await checkA11y(worker);
    await screenshot(worker, "producao-atendimento-documentos");

    // Geral: the customer's data; an edit is saved.
    await tabLink(worker, locale, t.tabs.geral).click();
    await worker.waitForURL(new RegExp(`/atendimentos/${id}$`));
    expect(await worker.getByLabel(t.customerName, { exact: true }).inputValue()).toBe(customer);
    expect(await worker.getByLabel(t.delivery, { exact: true }).inputValue()).toBe(inDays(12));
    await worker.getByLabel(t.notes, { exact: true }).fill("Entregar na secretaria, com nota fiscal.");
    await worker.getByRole("button", { name: "Salvar alterações" }).click();
    await visible(worker.getByText("Dados do atendimento salvos."));
    await checkA11y(worker);
    await screenshot(worker, "producao-atendimento-geral");

    // The conference at every stage: tick each item, send on; one return from Cortes to Artes.
    const path: Array<{ at: Slug; to: Slug | "finished"; back?: boolean }> = [
      { at: "atendimentos", to: "artes" },
      { at: "artes", to: "cortes" },
      { at: "cortes", to: "artes", back: true },
      { at: "artes", to: "cortes" },
      { at: "cortes", to: "tela-revelacao" },
      { at: "tela-revelacao", to: "estamparia" },
      { at: "estamparia", to: "confeccao" },
      { at: "confeccao", to: "expedicao" },
      { at: "expedicao", to: "finished" },
    ];
    const shot = new Set<Slug>();
    for (const step of path) {
      // The worker opens the order from its stage's list, as on the shop floor.
      if (step.at !== "atendimentos") {
        await openList(worker, locale, step.at);
        await rowOf(worker, customer).getByRole("link", { name: customer }).click();
        await worker.waitForURL(`**/${step.at}/${id}`);
      } else {
        await worker.goto(`/atendimentos/${id}`);
      }
      await visible(worker.getByRole("heading", { name: t.heading(number) }));
      await live(worker);
      if (!shot.has(step.at)) {
        await checkA11y(worker);
        await screenshot(worker, `producao-${step.at}-atendimento`);
      }

      if (step.at === "confeccao") {
        // Sewing distributes the pieces among the seamstresses first.
        await tabLink(worker, locale, t.tabs.costureiras).click();
        await worker.waitForURL(`**/confeccao/${id}/costureiras`);
        await worker.getByLabel("Peças para Dona Cida", { exact: true }).fill("10");
        await worker.getByLabel("Peças para Rosângela Alves", { exact: true }).fill("5");
        await visible(worker.getByText("Distribuídas: 15 de 15 peças"));
        await worker.getByRole("button", { name: "Salvar distribuição" }).click();
        await visible(worker.getByText(/Distribuiu as peças entre as costureiras/));
        await checkA11y(worker);
        await screenshot(worker, "producao-confeccao-costureiras");
      }

      const dialog = await openConference(worker, locale, number);
      const next = step.to === "finished" ? t.finished : t.stage[step.to];
      if (step.back) {
        // One item unchecked: the reason and "Devolver para Artes" are enabled, sending is not.
        await tick(dialog, [shirt]);
        const returnButton = dialog.getByRole("button", { name: t.back(next) });
        expect(await returnButton.isDisabled()).toBe(true);
        expect(await dialog.getByRole("button", { name: t.send(t.stage["tela-revelacao"]) }).isDisabled()).toBe(true);
        await dialog.getByLabel(t.reason).fill(reason);
        expect(await returnButton.isDisabled()).toBe(false);
        await checkA11y(worker);
        await screenshot(worker, "producao-conferencia-devolucao");
        const elapsed = await timed(
          worker,
          () => returnButton.click(),
          async () => {
            await hidden(rowOf(watchers.lists.cortes, customer), LIVE_BUDGET_MS + 2000);
            await visible(rowOf(watchers.lists.artes, customer), LIVE_BUDGET_MS + 2000);
          },
        );
        timings.push(elapsed);
        await worker.waitForURL(`**/${step.at}`);
        await visible(worker.getByText(t.returned(number, next)));
        // The returned order carries its reason in the list and on its page, live.
        await visible(rowOf(watchers.lists.artes, customer).getByText(reason));
        await visible(watchers.order.getByText(t.lastReturn(reason)));
        await visible(watchers.order.getByText(t.returnedHistory(t.stage.cortes, t.stage.artes, reason)));
        continue;
      }

      const sendButton = dialog.getByRole("button", { name: t.send(next) });
      expect(await sendButton.isDisabled()).toBe(true);
      await tick(dialog, [shirt]);
      expect(await sendButton.isDisabled()).toBe(true);
      await tick(dialog, [cap]);
      expect(await sendButton.isDisabled()).toBe(false);
      if (step.at !== "atendimentos") {
        // Every item checked: the return is off.
        expect(await dialog.getByLabel(t.reason).isDisabled()).toBe(true);
      }
      if (!shot.has(step.at)) await checkA11y(worker);
      if (step.at === "atendimentos") await screenshot(worker, "producao-conferencia");
      const elapsed = await timed(
        worker,
        () => sendButton.click(),
        async () => {
          await hidden(rowOf(watchers.lists[step.at], customer), LIVE_BUDGET_MS + 2000);
          if (step.to !== "finished") await visible(rowOf(watchers.lists[step.to], customer), LIVE_BUDGET_MS + 2000);
        },
      );
      timings.push(elapsed);
      await worker.waitForURL(`**/${step.at}`);
      await visible(worker.getByText(t.sent(number, next)));
      await visible(watchers.order.locator(".production-status-tag", { hasText: next }), LIVE_BUDGET_MS + 2000);
      shot.add(step.at);
    }

    // Finished: gone from every list; the watched page shows it finished, with the return in its history.
    for (const slug of STAGES) expect(await rowOf(watchers.lists[slug], customer).count()).toBe(0);
    await visible(watchers.order.locator(".production-status-tag", { hasText: t.finished }));
    await visible(watchers.order.getByText(t.returnedHistory(t.stage.cortes, t.stage.artes, reason)));
    await visible(watchers.order.getByText("Camila Rocha Siqueira").first());
    expect(await watchers.order.getByText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/).count()).toBeGreaterThan(5);
    await checkA11y(watchers.order);
    await screenshot(watchers.order, "producao-atendimento-finalizado");

    console.log(`live updates after each move (ms): ${timings.join(", ")}`);
    for (const elapsed of timings) expect(elapsed).toBeLessThan(LIVE_BUDGET_MS);
  }, 400_000);

  it("es: an order sent to Artes, returned with its reason and sent again, seen live under /es", async () => {
    const locale = "es";
    const t = T.es;
    const customer = "Colegio Prueba En Vivo";
    const shirt = "Camiseta azul cuello redondo";
    const reason = "Falta el logo en la manga";

    const worker = await e2e.newPage();
    const watcherPage = await e2e.newPage();
    await login(worker, "producao", "es");
    await login(watcherPage, "admin", "es");
    const watchers = await openWatchers(watcherPage, locale, ["atendimentos", "artes", "cortes"]);
    await screenshot(watchers.lists.atendimentos, "producao-atendimentos-es");

    await openList(worker, locale, "atendimentos");
    await checkA11y(worker);
    const id = await createOrder(worker, locale, customer);
    await visible(rowOf(watchers.lists.atendimentos, customer), LIVE_BUDGET_MS + 2000);
    const number = Number(await rowOf(watchers.lists.atendimentos, customer).locator("a").first().textContent());
    await addItem(
      worker,
      locale,
      { description: shirt, quantity: "8", price: "3000", sizes: { P: "3", M: "5" } },
      {
        a11y: true,
      },
    );
    const card = worker.getByRole("article", { name: shirt });
    expect(await optionsOf(card)).toMatchObject({ [t.collarV]: t.no, Bolsillo: t.no });
    await checkA11y(worker);
    await screenshot(worker, "producao-atendimento-itens-es");

    const send = async (at: Slug, to: Slug) => {
      const dialog = await openConference(worker, locale, number);
      await tick(dialog, [shirt]);
      const elapsed = await timed(
        worker,
        () => dialog.getByRole("button", { name: t.send(t.stage[to]) }).click(),
        async () => {
          await hidden(rowOf(watchers.lists[at], customer), LIVE_BUDGET_MS + 2000);
          await visible(rowOf(watchers.lists[to], customer), LIVE_BUDGET_MS + 2000);
        },
      );
      await worker.waitForURL(`**/es/${at}`);
      await visible(worker.getByText(t.sent(number, t.stage[to])));
      return elapsed;
    };

    await worker.goto(`/es/atendimentos/${id}/itens`);
    await live(worker);
    const first = await send("atendimentos", "artes");

    await openList(worker, locale, "artes");
    await rowOf(worker, customer).getByRole("link", { name: customer }).click();
    await worker.waitForURL(`**/es/artes/${id}`);
    await live(worker);
    await checkA11y(worker);
    await screenshot(worker, "producao-artes-atendimento-es");
    const dialog = await openConference(worker, locale, number);
    await dialog.getByLabel(t.reason).fill(reason);
    await checkA11y(worker);
    await screenshot(worker, "producao-conferencia-es");
    const back = await timed(
      worker,
      () => dialog.getByRole("button", { name: t.back(t.stage.atendimentos) }).click(),
      async () => {
        await hidden(rowOf(watchers.lists.artes, customer), LIVE_BUDGET_MS + 2000);
        await visible(rowOf(watchers.lists.atendimentos, customer), LIVE_BUDGET_MS + 2000);
      },
    );
    await worker.waitForURL("**/es/artes");
    await visible(worker.getByText(t.returned(number, t.stage.atendimentos)));

    await worker.goto(`/es/atendimentos/${id}`);
    await visible(worker.getByText(t.lastReturn(reason)));
    await visible(worker.getByText(t.returnedHistory(t.stage.artes, t.stage.atendimentos, reason)));
    await live(worker);
    const again = await send("atendimentos", "artes");
    await worker.goto(`/es/artes/${id}`);
    await live(worker);
    const last = await send("artes", "cortes");
    await checkA11y(watchers.lists.cortes);
    await screenshot(watchers.lists.cortes, "producao-lista-cortes-es");

    for (const elapsed of [first, back, again, last]) expect(elapsed).toBeLessThan(LIVE_BUDGET_MS);
  }, 300_000);

  it("listens on the network's production channel only, and closes the connection at sign-out", async () => {
    const page = await e2e.newPage();
    const subscribed: string[] = [];
    const sockets: Array<{ closed: boolean }> = [];
    page.on("websocket", (ws) => {
      const socket = { closed: false };
      sockets.push(socket);
      ws.on("framesent", ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { event?: string; data?: { channel?: string } };
        if (frame.event === "pusher:subscribe") subscribed.push(frame.data?.channel ?? "");
      });
      ws.on("close", () => {
        socket.closed = true;
      });
    });
    await login(page, "producao");
    await openList(page, "pt", "artes");
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]).toMatch(/^private-network\.\d+\.production$/);

    // The home page listens to nothing: the connection stays a while for the next screen (15 s idle time)...
    await page.getByRole("link", { name: "Início" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(sockets.map((s) => s.closed)).toEqual([false]);
    // ...but not past the session.
    await page.getByRole("button", { name: "Camila Rocha Siqueira" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL("**/user/login**");
    // At once, not when the idle timer (15 s) would close it.
    const closedBy = Date.now() + 5000;
    while (sockets.some((s) => !s.closed) && Date.now() < closedBy) await page.waitForTimeout(100);
    expect(sockets.map((s) => s.closed)).toEqual([true]);
  });

  it("a new order's customer can be picked from earlier orders", async () => {
    const page = await e2e.newPage();
    await login(page, "producao");
    await page.goto("/atendimentos/novo");
    await page.getByRole("button", { name: "Buscar cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar cliente em atendimentos anteriores" });
    await dialog.getByLabel("Nome, telefone, CPF/CNPJ ou nº do atendimento").fill("Padaria");
    await dialog.getByRole("button", { name: "Padaria Pão de Ouro" }).first().click();
    await hidden(dialog);
    expect(await page.getByLabel("Nome do cliente", { exact: true }).inputValue()).toBe("Padaria Pão de Ouro");
    expect(await page.getByLabel("Telefone", { exact: true }).inputValue()).toBe("(31) 3441-2020");
    await checkA11y(page);
  }, 60_000);

  it("seamstresses: listed, created, edited and deactivated with the form kit", async () => {
    const page = await e2e.newPage();
    await login(page, "producao");
    await page.goto("/costureiras");
    await visible(page.getByRole("table", { name: "Costureiras" }));
    await visible(rowOf(page, "Dona Cida"));
    await checkA11y(page);
    await screenshot(page, "producao-costureiras");

    await page.getByRole("button", { name: "Nova costureira" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Salvar", exact: true }).click();
    await visible(dialog.getByText("Preenchimento Obrigatório"));
    await dialog.getByLabel("Nome", { exact: true }).fill("Aparecida Nunes");
    await dialog.getByLabel("Telefone", { exact: true }).fill("31988887777");
    await checkA11y(page);
    await screenshot(page, "producao-costureira-form");
    await dialog.getByRole("button", { name: "Salvar", exact: true }).click();
    await hidden(page.getByRole("dialog"));
    await visible(rowOf(page, "Aparecida Nunes"));
    expect(await rowOf(page, "Aparecida Nunes").textContent()).toContain("(31) 98888-7777");

    await page.getByRole("button", { name: "Editar Aparecida Nunes" }).click();
    await page.getByRole("dialog").getByLabel("Nome", { exact: true }).fill("Aparecida Nunes Silva");
    await page.getByRole("dialog").getByRole("button", { name: "Salvar", exact: true }).click();
    await visible(rowOf(page, "Aparecida Nunes Silva"));

    await page.getByRole("button", { name: "Desativar Aparecida Nunes Silva" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await visible(confirm.getByText("Aparecida Nunes Silva será desativada"));
    await checkA11y(page);
    await confirm.getByRole("button", { name: "Sim", exact: true }).click();
    await visible(page.getByText("Aparecida Nunes Silva foi desativada."));
    await visible(rowOf(page, "Aparecida Nunes Silva").getByText("Não", { exact: true }));
    expect(await page.getByRole("button", { name: "Desativar Aparecida Nunes Silva" }).count()).toBe(0);
  }, 120_000);
});
