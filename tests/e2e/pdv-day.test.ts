import type { Locator, Page, Request, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { shownName, unitName } from "../../src/domain/demo-names.ts";
import { checkA11y, localePath, login, screenshot } from "./support/pages.ts";
import { DEMO_PASSWORD, type Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// A cashier's whole day in one browser session, as the cashier works it: open the register, sell (scanner,
// merge, discount, delivery, a new transporter, two payments with change, a reload in the middle, a double
// click on finalize), a sale the stock refuses (412), a sangria (one refused), an expense, and the closing
// with differences. Once in Portuguese and once under /es, each on its own fresh server.
// The API is used only to look seed data up and to check what the server wrote.

const WAIT = 20_000;

/** Money as the screen writes it (spec 9), computed here and not read from the app: "R$ 1.234,56", "R$ - 2,50" (the demo network is Brazilian: R$ under /es too). */
function cash(cents: number, _locale: Locale): string {
  const prefix = "R$";
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const number = `${whole},${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `${prefix} - ${number}` : `${prefix} ${number}`;
}

/** "12.34" (the API's money) */
const decimal = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (text: string) => Math.round(Number(text) * 100);

const TEXTS = {
  pt: {
    entry: "Frente de caixa",
    unit: "Unidade",
    unitPlaceholder: "Selecione a unidade",
    openingValue: "Valor de abertura",
    open: "Abrir caixa",
    scan: "Código de barras ou SKU",
    noItems: "Nenhum item. Leia um código de barras ou tecle F2 para buscar um produto.",
    stepItems: "1. Itens",
    stepCheckout: "2. Pagamento",
    edit: (product: string) => `Editar ${product}`,
    itemModal: "Quantidade",
    quantityIn: (unit: string) => `Quantidade (${unit})`,
    discount: "Desconto",
    confirm: "Confirmar",
    subtotal: "Subtotal",
    discounts: "Descontos",
    deliveryCharge: "Frete cobrado",
    total: "Total",
    received: "Recebido",
    rest: "Falta pagar",
    change: "Troco",
    itemsCount: "Itens",
    shippingMethod: "Modalidade do frete",
    shipping1: "1 - Por conta do destinatário",
    chooseTransporter: "Escolher transportadora (F7)",
    transporterModal: "Transportadora",
    createTransporter: "Cadastrar transportadora",
    transporterName: "Nome",
    transporterDoc: "CPF/CNPJ",
    transporterUf: "UF",
    transporterPlate: "Placa",
    save: "Salvar",
    transporterError: "Erro ao cadastrar a transportadora",
    cpfInvalid: "CPF Inválido",
    paymentModal: "Forma de pagamento",
    paymentValue: "Valor recebido",
    pays: (value: string) => `paga ${value}`,
    finalize: "Finalizar venda (F10)",
    finalized: (id: number) => `Venda nº ${id} finalizada`,
    stockWarning: (available: number, unit: string) => `Estoque insuficiente: disponível ${available} ${unit}`,
    stockRefused: (product: string, available: number, requested: number, unit: string) =>
      `${product}: estoque insuficiente (disponível: ${available} ${unit}, pedido: ${requested} ${unit}).`,
    dismiss: "Fechar aviso",
    clear: "Limpar venda",
    sure: "Tem certeza?",
    yes: "Sim",
    cashActions: "Ações do caixa",
    sangria: "Sangria",
    sangriaValue: "Valor da sangria",
    // caixa closes blind: the drawer's amount is not told before the counts.
    sangriaRefused: (value: string) => `O valor da sangria (${value}) é maior que o dinheiro em caixa.`,
    sangriaSaved: (value: string) => `Sangria de ${value} registrada.`,
    outflow: "Despesa do caixa",
    outflowValue: "Valor",
    outflowDescription: "Descrição",
    outflowText: "Café e açúcar para a copa",
    outflowSaved: (value: string) => `Despesa de ${value} registrada.`,
    close: "Fechar caixa",
    closingTitle: "Fechamento de caixa",
    counted: { money: "Valor contado: Dinheiro", pix: "Valor contado: PIX", card: "Valor contado: Cartão" },
    kinds: { money: "Dinheiro", pix: "PIX", card: "Cartão" },
    salesLine: (total: string) => `1 venda, total ${total}`,
    submitCount: "Confirmar contagem",
    hidden: "oculto",
    confirmClose: "Confirmar fechamento",
    closed: "Caixa fechado",
    home: "Ir para o início",
  },
  es: {
    entry: "Punto de venta",
    unit: "Unidad",
    unitPlaceholder: "Seleccione la unidad",
    openingValue: "Valor de apertura",
    open: "Abrir caja",
    scan: "Código de barras o SKU",
    noItems: "Ningún ítem. Lea un código de barras o pulse F2 para buscar un producto.",
    stepItems: "1. Ítems",
    stepCheckout: "2. Pago",
    edit: (product: string) => `Editar ${product}`,
    itemModal: "Cantidad",
    quantityIn: (unit: string) => `Cantidad (${unit})`,
    discount: "Descuento",
    confirm: "Confirmar",
    subtotal: "Subtotal",
    discounts: "Descuentos",
    deliveryCharge: "Flete cobrado",
    total: "Total",
    received: "Recibido",
    rest: "Falta pagar",
    change: "Vuelto",
    itemsCount: "Ítems",
    shippingMethod: "Modalidad del flete",
    shipping1: "1 - Por cuenta del destinatario",
    chooseTransporter: "Elegir transportista (F7)",
    transporterModal: "Transportista",
    createTransporter: "Registrar transportista",
    transporterName: "Nombre",
    transporterDoc: "Documento",
    transporterUf: "Provincia (sigla)",
    transporterPlate: "Placa",
    save: "Guardar",
    transporterError: "Error al registrar el transportista",
    cpfInvalid: "CPF inválido",
    paymentModal: "Forma de pago",
    paymentValue: "Valor recibido",
    pays: (value: string) => `paga ${value}`,
    finalize: "Finalizar venta (F10)",
    finalized: (id: number) => `Venta n.º ${id} finalizada`,
    stockWarning: (available: number, unit: string) => `Stock insuficiente: disponible ${available} ${unit}`,
    stockRefused: (product: string, available: number, requested: number, unit: string) =>
      `${product}: stock insuficiente (disponible: ${available} ${unit}, pedido: ${requested} ${unit}).`,
    dismiss: "Cerrar aviso",
    clear: "Limpiar venta",
    sure: "¿Está seguro?",
    yes: "Sí",
    cashActions: "Acciones de la caja",
    sangria: "Retiro de efectivo",
    sangriaValue: "Valor del retiro",
    sangriaRefused: (value: string) => `El valor del retiro (${value}) es mayor que el efectivo en caja.`,
    sangriaSaved: (value: string) => `Retiro de ${value} registrado.`,
    outflow: "Gasto de caja",
    outflowValue: "Valor",
    outflowDescription: "Descripción",
    outflowText: "Café y azúcar para la cocina",
    outflowSaved: (value: string) => `Gasto de ${value} registrado.`,
    close: "Cerrar caja",
    closingTitle: "Cierre de caja",
    counted: { money: "Valor contado: Efectivo", pix: "Valor contado: PIX", card: "Valor contado: Tarjeta" },
    kinds: { money: "Efectivo", pix: "PIX", card: "Tarjeta" },
    salesLine: (total: string) => `1 venta, total ${total}`,
    submitCount: "Confirmar conteo",
    hidden: "oculto",
    confirmClose: "Confirmar cierre",
    closed: "Caja cerrada",
    home: "Ir al inicio",
  },
} as const;

type Texts = (typeof TEXTS)[Locale];

type Hit = {
  id: number;
  full_description: string;
  sku: string;
  ean: string | null;
  price_1: string;
  stock_control: boolean;
  stock: { available: number };
  sale_unit: { name: string; decimals: number };
};

type Method = { id: number; name: string; kind: string };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Products of the unit found by name words (seed data), sellable one by one. */
async function productsNamed(page: Page, companyId: number, words: string): Promise<Hit[]> {
  const found = await getJson<{ data: Hit[] }>(
    page,
    `/api/v1/products/search?company_id=${companyId}&limit=50&q=${encodeURIComponent(words)}`,
  );
  return found.data.filter((p) => p.sale_unit.decimals === 0 && centsOf(p.price_1) > 0);
}

function pick(hits: Hit[], what: string, accept: (hit: Hit) => boolean): Hit {
  const hit = hits.find(accept);
  if (!hit) throw new Error(`no seeded product for ${what} among ${hits.map((h) => h.full_description).join(", ")}`);
  return hit;
}

/** Waits until the locator's text (trimmed) is exactly `expected`. */
async function shows(locator: Locator, expected: string): Promise<void> {
  await until(
    async () => ((await locator.first().isVisible()) ? (await locator.first().innerText()).trim() : "<not visible>"),
    (text) => text === expected,
    WAIT,
  );
}

/** A value of the sale summary (aside), by its label. */
function summary(page: Page, label: string): Locator {
  return page
    .locator(".sale-summary > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? "");
}

/** Types a code into the focused scanner input and presses Enter, as a barcode reader does. */
async function scan(page: Page, t: Texts, code: string, lines: number): Promise<void> {
  await until(
    () => focusedId(page),
    (id) => id === "sale-scan",
    WAIT,
  );
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await until(
    () => page.getByTestId("sale-item").count(),
    (n) => n === lines,
    WAIT,
  );
  await until(
    () => page.getByLabel(t.scan, { exact: true }).inputValue(),
    (v) => v === "",
    WAIT,
  );
}

/** Cells of the n-th sale line: product, quantity, unit price, discount, total. */
async function line(page: Page, index: number) {
  const cells = page.getByTestId("sale-item").nth(index).locator("td");
  const text = async (i: number) => (await cells.nth(i).innerText()).replace(/\s+/g, " ").trim();
  return {
    product: await text(1),
    quantity: await text(2),
    price: await text(3),
    discount: await text(4),
    total: await text(5),
  };
}

async function lineIs(
  page: Page,
  index: number,
  expected: { quantity: string; price: string; discount: string; total: string; description: string },
) {
  await until(
    () => line(page, index),
    (l) =>
      l.product.startsWith(expected.description) &&
      l.quantity === expected.quantity &&
      l.price === expected.price &&
      l.discount === expected.discount &&
      l.total === expected.total,
    WAIT,
  );
}

/** The n-th payment line: method, value handed over, what it pays of the sale. */
async function paymentIs(page: Page, index: number, expected: [string, string, string]) {
  const spans = page.getByTestId("sale-payment").nth(index).locator(":scope > span");
  await until(
    async () => (await spans.allInnerTexts()).map((text) => text.trim()),
    (texts) => JSON.stringify(texts) === JSON.stringify(expected),
    WAIT,
  );
}

async function choose(page: Page, inputId: string, option: string): Promise<void> {
  const dropdown = page.locator(`.p-dropdown:has(#${inputId})`);
  await dropdown.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  // A payment method's label carries its key first ("2 PIX"): the name is what follows it.
  const label = dropdown.locator(".p-dropdown-label");
  await until(
    async () => (await label.innerText()).trim(),
    (text) => text === option || text.replace(/^\d\s+/, "") === option,
    WAIT,
  );
}

/** F8, a method and the value handed over, Confirmar. */
async function pay(page: Page, t: Texts, method: string, cents: number | null): Promise<void> {
  await page.keyboard.press("F8");
  const dialog = page.getByRole("dialog", { name: t.paymentModal });
  await visible(dialog, WAIT);
  await choose(page, "payment-method", method);
  if (cents !== null) await dialog.getByLabel(t.paymentValue, { exact: true }).fill(String(cents));
  await dialog.getByRole("button", { name: t.confirm, exact: true }).click();
  await hidden(dialog, WAIT);
}

async function cashMenu(page: Page, t: Texts, entry: string): Promise<void> {
  await page.getByRole("button", { name: t.cashActions, exact: true }).click();
  await page.getByRole("menuitem", { name: entry }).click();
}

/** Full-page screenshots from the top, with nothing focused (the skip link shows on focus). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** Every POST /api/v1/sales the page sends, with its answer. */
function salePosts(page: Page): { sent: () => number; answered: () => Promise<Array<Response | null>> } {
  const posts: Array<Promise<Response | null>> = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/sales") {
      posts.push(request.response());
    }
  });
  return { sent: () => posts.length, answered: () => Promise.all(posts) };
}

type SaleRow = {
  id: number;
  cash_movement_id: number | null;
  total: string;
  total_change: string;
  items_count: number;
};

async function cashierDay(locale: Locale, server: number): Promise<void> {
  const t = TEXTS[locale];
  const money = (cents: number) => cash(cents, locale);
  const tag = locale === "pt" ? "pt-BR" : "es-EC";
  const page = await e2e.newPage({ server });
  page.setDefaultTimeout(WAIT);

  // The sales history (RPT 7) is the administrator's: her own session, for checking what the server wrote.
  const admin = await e2e.newPage({ server });
  const auth = await admin.request.post("/api/v1/auth", { data: { login: "admin", password: DEMO_PASSWORD } });
  expect(auth.status()).toBe(200);
  const salesOf = async (registerId: number) =>
    getJson<{ data: SaleRow[]; meta: { total: number } }>(admin, `/api/v1/sales?cash_movement_id=${registerId}`);

  // 1. Sign in, the POS from the menu, the opening page; open with 100,00.
  await login(page, "caixa", locale);
  await page.getByRole("navigation").first().getByRole("link", { name: t.entry, exact: true }).click();
  await page.waitForURL((url) => url.pathname === localePath(locale, "/pdv/abertura-de-caixa"), { timeout: WAIT });
  const openButton = page.getByRole("button", { name: t.open, exact: true });
  await visible(openButton, WAIT);
  // The cashier works in one unit: it comes chosen.
  const unit = await until(
    async () => (await page.locator(".p-dropdown:has(#cash-opening-unit) .p-dropdown-label").innerText()).trim(),
    (text) => text !== t.unitPlaceholder && text !== "",
    WAIT,
  );
  const openingField = page.getByLabel(t.openingValue, { exact: true });
  await openingField.fill("10000");
  await until(
    () => openingField.inputValue(),
    (v) => v === money(10_000),
    WAIT,
  );
  await checkA11y(page);
  await openButton.click();
  await page.waitForURL((url) => url.pathname === localePath(locale, "/pdv/caixa-aberto"), { timeout: WAIT });
  await visible(page.getByText(t.noItems, { exact: true }), WAIT);

  const opened = await getJson<{ data: { id: number; company_id: number; company: string; cash_supply: string } }>(
    page,
    "/api/v1/cash_movements/last_opened",
  );
  const register = opened.data;
  expect(register.cash_supply).toBe("100.00");
  expect(register.company).toBe(unit);
  await shows(page.locator(".sale-company"), register.company);

  // Seed data of the unit: two products with barcodes, a service with only a SKU, a product short of stock.
  const a = pick(
    await productsNamed(page, register.company_id, "Camiseta Básica"),
    "a t-shirt with 3 in stock",
    (p) => p.ean !== null && p.stock_control && p.stock.available >= 3,
  );
  const b = pick(
    await productsNamed(page, register.company_id, "Café Torrado"),
    "a coffee of at least 10,00",
    (p) =>
      p.ean !== null && p.id !== a.id && (!p.stock_control || p.stock.available >= 1) && centsOf(p.price_1) >= 1000,
  );
  const c = pick(
    await productsNamed(page, register.company_id, "Embalagem para Presente"),
    "a service sold by SKU",
    (p) => p.ean === null && !p.stock_control,
  );
  const short = (await productsNamed(page, register.company_id, "Bermuda Sarja"))
    .filter((p) => p.ean !== null && p.stock_control && p.stock.available >= 1 && p.id !== a.id && p.id !== b.id)
    .sort((x, y) => x.stock.available - y.stock.available)[0];
  if (!short) throw new Error("no seeded product with stock control for the 412 case");
  const methods = (await getJson<{ data: Method[] }>(page, "/api/v1/payment_methods")).data;
  const moneyMethod = methods.find((m) => m.kind === "money");
  const pixMethod = methods.find((m) => m.kind === "pix");
  if (!moneyMethod || !pixMethod) throw new Error(`no money or PIX among ${JSON.stringify(methods)}`);

  const priceA = centsOf(a.price_1);
  const priceB = centsOf(b.price_1);
  const priceC = centsOf(c.price_1);
  const discountB = 500;
  const delivery = 1500;
  const total = priceA * 2 + (priceB - discountB) + priceC + delivery;
  // The customer pays part by PIX and hands a 50,00 note for the last 30,00: 20,00 of change.
  const pix = total - 3000;
  const handed = 5000;
  const change = pix + handed - total;
  expect(change).toBe(2000);
  expect(pix).toBeGreaterThan(1000);

  // 2. Three products through the scanner; the first again merges into its line.
  await scan(page, t, a.ean ?? "", 1);
  await scan(page, t, b.ean ?? "", 2);
  await scan(page, t, c.sku, 3);
  await scan(page, t, a.ean ?? "", 3);
  const unitOf = (p: Hit, quantity: number) =>
    unitName(p.sale_unit.name, quantity, locale === "pt" ? "pt-BR" : "es-EC");
  await lineIs(page, 0, {
    description: a.full_description,
    quantity: `2 ${unitOf(a, 2)}`,
    price: money(priceA),
    discount: money(0),
    total: money(priceA * 2),
  });
  await lineIs(page, 2, {
    description: c.full_description,
    quantity: `1 ${unitOf(c, 1)}`,
    price: money(priceC),
    discount: money(0),
    total: money(priceC),
  });

  // 3. 5,00 off the coffee.
  await page.getByRole("button", { name: t.edit(b.full_description), exact: true }).click();
  const itemDialog = page.getByRole("dialog", { name: t.itemModal });
  await visible(itemDialog, WAIT);
  await itemDialog.getByLabel(t.discount, { exact: true }).fill(String(discountB));
  await itemDialog.getByRole("button", { name: t.confirm, exact: true }).click();
  await hidden(itemDialog, WAIT);
  await lineIs(page, 1, {
    description: b.full_description,
    quantity: `1 ${unitOf(b, 1)}`,
    price: money(priceB),
    discount: money(discountB),
    total: money(priceB - discountB),
  });
  await shows(summary(page, t.itemsCount), "3");
  await shows(summary(page, t.subtotal), money(priceA * 2 + priceB + priceC));
  await shows(summary(page, t.discounts), money(discountB));
  await shows(summary(page, t.total), money(total - delivery));
  await checkA11y(page);

  // 4. Checkout: shipping by the recipient (method 1) with 15,00 of delivery charge.
  await page.getByRole("tab", { name: t.stepCheckout, exact: true }).click();
  await choose(page, "sale-shipping", t.shipping1);
  const deliveryField = page.getByLabel(t.deliveryCharge, { exact: true });
  await deliveryField.fill(String(delivery));
  await until(
    () => deliveryField.inputValue(),
    (v) => v === money(delivery),
    WAIT,
  );
  await shows(summary(page, t.deliveryCharge), money(delivery));
  await shows(summary(page, t.total), money(total));

  // 5. A new transporter from the search modal: first an invalid CPF (422), then a valid one.
  await page.getByRole("button", { name: t.chooseTransporter, exact: true }).click();
  const transporterDialog = page.getByRole("dialog", { name: t.transporterModal });
  await visible(transporterDialog, WAIT);
  await transporterDialog.getByRole("button", { name: t.createTransporter, exact: true }).click();
  const transporter = locale === "pt" ? "Transportes Dia Inteiro Ltda" : "Transportes Día Completo";
  await transporterDialog.getByLabel(t.transporterName, { exact: true }).fill(transporter);
  const doc = transporterDialog.getByLabel(t.transporterDoc, { exact: true });
  await doc.fill("111.111.111-11");
  await transporterDialog.getByLabel(t.transporterUf, { exact: true }).fill("SP");
  await transporterDialog.getByLabel(t.transporterPlate, { exact: true }).fill("ABC1D23");
  await transporterDialog.getByRole("button", { name: t.save, exact: true }).click();
  const toastError = page.locator(".p-toast-message").filter({ hasText: t.transporterError });
  await visible(toastError, WAIT);
  await shows(toastError.locator(".p-toast-detail"), t.cpfInvalid);
  await doc.fill("529.982.247-25");
  await transporterDialog.getByRole("button", { name: t.save, exact: true }).click();
  await hidden(transporterDialog, WAIT);
  await visible(page.locator(".sale-checkout").getByText(transporter, { exact: true }), WAIT);

  // 6. Two payments handing over more than the total: the change.
  await pay(page, t, shownName(pixMethod.name, tag), pix);
  await shows(summary(page, t.rest), money(total - pix));
  await pay(page, t, shownName(moneyMethod.name, tag), handed);
  await shows(summary(page, t.received), money(pix + handed));
  await shows(summary(page, t.rest), money(0));
  await shows(summary(page, t.change), money(change));
  // The change comes off the money, never off the PIX (issue 11): the PIX line is what the bank pays.
  await paymentIs(page, 0, [shownName(pixMethod.name, tag), money(pix), t.pays(money(pix))]);
  await paymentIs(page, 1, [shownName(moneyMethod.name, tag), money(handed), t.pays(money(handed - change))]);
  await checkA11y(page);
  await shots(page, `${locale}-pdv-day-checkout`);

  // 7. A reload in the middle of the sale keeps everything; the cashier goes on.
  await page.reload();
  await until(
    () => page.getByTestId("sale-item").count(),
    (n) => n === 3,
    WAIT,
  );
  await lineIs(page, 0, {
    description: a.full_description,
    quantity: `2 ${unitOf(a, 2)}`,
    price: money(priceA),
    discount: money(0),
    total: money(priceA * 2),
  });
  await lineIs(page, 1, {
    description: b.full_description,
    quantity: `1 ${unitOf(b, 1)}`,
    price: money(priceB),
    discount: money(discountB),
    total: money(priceB - discountB),
  });
  await shows(summary(page, t.deliveryCharge), money(delivery));
  await shows(summary(page, t.total), money(total));
  await shows(summary(page, t.received), money(pix + handed));
  await shows(summary(page, t.change), money(change));
  await page.keyboard.press("F9");
  await until(
    () => page.getByTestId("sale-payment").count(),
    (n) => n === 2,
    WAIT,
  );
  await paymentIs(page, 0, [shownName(pixMethod.name, tag), money(pix), t.pays(money(pix))]);
  await paymentIs(page, 1, [shownName(moneyMethod.name, tag), money(handed), t.pays(money(handed - change))]);
  await shows(page.locator(".p-dropdown:has(#sale-shipping) .p-dropdown-label"), t.shipping1);
  expect(await page.getByLabel(t.deliveryCharge, { exact: true }).inputValue()).toBe(money(delivery));
  await visible(page.locator(".sale-checkout").getByText(transporter, { exact: true }), WAIT);

  // 8. Finalize with a double click: one request, one sale, totals recomputed by the server; a new sale starts.
  const posts = salePosts(page);
  const before = await salesOf(register.id);
  expect(before.meta.total).toBe(0);
  await page.getByRole("button", { name: t.finalize, exact: true }).dblclick();
  await visible(page.getByText(t.noItems, { exact: true }), WAIT);
  const answers = await posts.answered();
  expect(posts.sent()).toBe(1);
  expect(answers.map((r) => r?.status())).toEqual([201]);
  const after = await salesOf(register.id);
  expect(after.meta.total).toBe(1);
  const [sale] = after.data;
  if (!sale) throw new Error("the sale is not in the history");
  expect(sale).toMatchObject({ total: decimal(total), total_change: decimal(change), items_count: 3 });
  const detail = await getJson<{
    shipping_method: number;
    delivery_charge: string;
    discount_total: string;
    transporter: { name: string } | null;
    items: Array<{ product_id: number; quantity: number | string; discount: string }>;
    financial_inflows: Array<{ payment_method_id: number; received_value: string; billing_value: string }>;
  }>(page, `/api/v1/sales/${sale.id}`);
  expect(detail.shipping_method).toBe(1);
  expect(detail.delivery_charge).toBe(decimal(delivery));
  expect(detail.discount_total).toBe(decimal(discountB));
  expect(detail.transporter?.name).toBe(transporter);
  expect(detail.items.map((i) => [i.product_id, Number(i.quantity)])).toEqual([
    [a.id, 2],
    [b.id, 1],
    [c.id, 1],
  ]);
  expect(detail.financial_inflows.map((f) => [f.payment_method_id, f.received_value, f.billing_value])).toEqual([
    [pixMethod.id, decimal(pix), decimal(pix)],
    [moneyMethod.id, decimal(handed), decimal(handed - change)],
  ]);
  await visible(page.getByText(t.finalized(sale.id), { exact: true }), WAIT);
  await shows(page.getByRole("tab", { selected: true }), t.stepItems);
  await shows(summary(page, t.itemsCount), "0");
  await shows(summary(page, t.total), money(0));
  await shows(summary(page, t.change), money(0));

  // 12. A sale the stock refuses (412): shown as a warning; the customer gives up and the sale is cleared.
  const wanted = short.stock.available + 1;
  await scan(page, t, short.ean ?? "", 1);
  await page.getByRole("button", { name: t.edit(short.full_description), exact: true }).click();
  await visible(itemDialog, WAIT);
  await itemDialog.getByLabel(t.quantityIn(unitOf(short, 1)), { exact: true }).fill(String(wanted));
  await itemDialog.getByRole("button", { name: t.confirm, exact: true }).click();
  await hidden(itemDialog, WAIT);
  await visible(
    page.getByText(t.stockWarning(short.stock.available, unitOf(short, short.stock.available)), { exact: true }),
    WAIT,
  );
  await pay(page, t, shownName(pixMethod.name, tag), null);
  await shows(summary(page, t.rest), money(0));
  const refusedPosts = salePosts(page);
  await page.keyboard.press("F10");
  const warning = page.locator(".sale-failure");
  await shows(
    warning.locator("strong"),
    t.stockRefused(short.full_description, short.stock.available, wanted, short.sale_unit.name),
  );
  expect(await warning.getAttribute("class")).toContain("is-warning");
  expect(await warning.getAttribute("role")).toBe("alert");
  expect((await refusedPosts.answered()).map((r) => r?.status())).toEqual([412]);
  await checkA11y(page);
  await page.getByRole("button", { name: t.dismiss, exact: true }).click();
  await hidden(warning, WAIT);
  await page.getByRole("button", { name: t.clear, exact: true }).click();
  // Issue 11: clearing a sale with items asks first.
  const sure = page.getByRole("dialog", { name: t.sure });
  await visible(sure, WAIT);
  await sure.getByRole("button", { name: t.yes, exact: true }).click();
  await visible(page.getByText(t.noItems, { exact: true }), WAIT);
  expect((await salesOf(register.id)).meta.total).toBe(1);

  // 9. Sangria: more than the drawer holds is refused; 40,00 goes.
  let drawer = 10_000 + handed - change;
  await cashMenu(page, t, t.sangria);
  const sangriaDialog = page.getByRole("dialog", { name: t.sangria });
  await visible(sangriaDialog, WAIT);
  const sangriaField = sangriaDialog.getByLabel(t.sangriaValue, { exact: true });
  await sangriaField.fill("50000");
  await sangriaDialog.getByRole("button", { name: t.save, exact: true }).click();
  await shows(sangriaDialog.getByRole("alert"), t.sangriaRefused(money(50_000)));
  const sangria = 4000;
  await sangriaField.fill(String(sangria));
  await sangriaDialog.getByRole("button", { name: t.save, exact: true }).click();
  await hidden(sangriaDialog, WAIT);
  drawer -= sangria;
  await visible(page.getByText(t.sangriaSaved(money(sangria)), { exact: true }), WAIT);

  // 10. An expense paid with the drawer's money.
  const outflow = 1250;
  await cashMenu(page, t, t.outflow);
  const outflowDialog = page.getByRole("dialog", { name: t.outflow });
  await visible(outflowDialog, WAIT);
  await outflowDialog.getByLabel(t.outflowValue, { exact: true }).fill(String(outflow));
  await outflowDialog.getByLabel(t.outflowDescription, { exact: true }).fill(t.outflowText);
  await outflowDialog.getByRole("button", { name: t.save, exact: true }).click();
  await hidden(outflowDialog, WAIT);
  drawer -= outflow;
  await visible(page.getByText(t.outflowSaved(money(outflow)), { exact: true }), WAIT);

  // 11. Closing: expected per kind computed here, counted values that differ, the differences.
  const expected = { money: 10_000 + handed - change - sangria - outflow, pix, card: 0 };
  expect(expected.money).toBe(drawer);
  const counted = { money: expected.money - 250, pix: pix - 1000, card: 500 };
  await cashMenu(page, t, t.close);
  const closeDialog = page.getByRole("dialog", { name: t.closingTitle });
  await visible(closeDialog.getByTestId("expected-money"), WAIT);
  // caixa closes blind: nothing expected, no sales nor total before the counts are confirmed.
  for (const kind of ["money", "pix", "card"] as const) {
    await shows(closeDialog.getByTestId(`expected-${kind}`), t.hidden);
  }
  expect(await closeDialog.textContent()).not.toContain(money(total));
  for (const kind of ["money", "pix", "card"] as const) {
    const field = closeDialog.getByLabel(t.counted[kind], { exact: true });
    await field.fill(String(counted[kind]));
    await until(
      () => field.inputValue(),
      (v) => v === money(counted[kind]),
      WAIT,
    );
    await shows(closeDialog.getByTestId(`difference-${kind}`), "—");
  }
  await checkA11y(page);
  await shots(page, `${locale}-pdv-day-closing`);
  await closeDialog.getByRole("button", { name: t.submitCount, exact: true }).click();
  await shows(closeDialog.getByTestId("expected-money"), money(expected.money));
  await shows(closeDialog.getByTestId("expected-pix"), money(expected.pix));
  await shows(closeDialog.getByTestId("expected-card"), money(expected.card));
  await visible(closeDialog.getByText(t.salesLine(money(total)), { exact: true }), WAIT);
  for (const kind of ["money", "pix", "card"] as const) {
    await shows(closeDialog.getByTestId(`difference-${kind}`), money(counted[kind] - expected[kind]));
    expect(await closeDialog.getByLabel(t.counted[kind], { exact: true }).isDisabled()).toBe(true);
  }
  await closeDialog.getByRole("button", { name: t.confirmClose, exact: true }).click();
  const closedDialog = page.getByRole("dialog", { name: t.closed });
  await visible(closedDialog, WAIT);
  // As recorded: per kind (money, PIX, card) the expected, the counted and the difference.
  for (const [row, kind] of (["money", "pix", "card"] as const).entries()) {
    await shows(closedDialog.getByTestId(`closed-difference-${kind}`), money(counted[kind] - expected[kind]));
    const cells = await closedDialog.locator("tbody tr").nth(row).locator("th, td").allInnerTexts();
    expect(cells.map((text) => text.trim())).toEqual([
      t.kinds[kind],
      money(expected[kind]),
      money(counted[kind]),
      money(counted[kind] - expected[kind]),
    ]);
  }
  const closing = await getJson<{
    closed_at: string | null;
    closing: Record<"money" | "pix" | "card", { expected: string; counted: string; difference: string }> | null;
  }>(page, `/api/v1/cash_movements/${register.id}/summary`);
  expect(closing.closed_at).not.toBeNull();
  for (const kind of ["money", "pix", "card"] as const) {
    expect(closing.closing?.[kind]).toEqual({
      expected: decimal(expected[kind]),
      counted: decimal(counted[kind]),
      difference: decimal(counted[kind] - expected[kind]),
    });
  }
  await closedDialog.getByRole("button", { name: t.home, exact: true }).click();
  await page.waitForURL((url) => url.pathname === localePath(locale, "/"), { timeout: WAIT });
}

// Each day has its own server and data dir (started together): the two do not share registers, stock or sales.
// Two servers migrate and seed at once: on a busy 2-core CI that takes longer than one.
const LOCALES = ["pt", "es"] as const;
const e2e = e2eSuite({ servers: LOCALES.length, startTimeoutMs: 150_000 });

describe("PDV: a cashier's day", () => {
  LOCALES.forEach((locale, server) => {
    it(`${locale}: opens, sells, is refused for stock, takes a sangria and an expense, closes with differences`, async () => {
      await cashierDay(locale, server);
    }, 240_000);
  });
});
