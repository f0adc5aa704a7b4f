import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCpf, generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { openRegister, sellableProducts } from "./support/pos.ts";
import { choose, recordTab, shots, toast } from "./support/forms.ts";
import { checkA11y, localePath, login } from "./support/pages.ts";
import { columnTexts, reloadsList } from "./support/table.ts";
import type { Locale } from "./support/texts.ts";
import { hidden, until, visible } from "./support/wait.ts";

// The customers screens (spec 2.5, 2.9 CUS 1): /clientes, /clientes/editar/:id? with geral, endereco and contatos;
// and the PDV's round trip to create a customer from a sale (spec 2.10, 4).

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    headers: ["Nome", "CPF/CNPJ", "Telefone", "E-mail", "Cidade", "Grupos", "Ativo", "Interação"],
    new: "Novo",
    search: "Pesquisar",
    save: "Salvar",
    name: "Nome",
    cpf: "CPF",
    phone: "Telefone",
    email: "E-mail",
    created: "Cliente cadastrado com sucesso.",
    saved: "Cliente salvo com sucesso.",
    cpfInvalid: "CPF Inválido",
    tabs: { geral: "Geral", endereco: "Endereços", contatos: "Contatos" },
  },
  es: {
    headers: ["Nombre", "CPF/CNPJ", "Teléfono", "Correo electrónico", "Ciudad", "Grupos", "Activo", "Interacción"],
    new: "Nuevo",
    search: "Buscar",
    save: "Guardar",
    name: "Nombre",
    cpf: "CPF",
    phone: "Teléfono",
    email: "Correo electrónico",
    created: "Cliente registrado con éxito.",
    saved: "Cliente guardado con éxito.",
    cpfInvalid: "CPF inválido",
    tabs: { geral: "General", endereco: "Direcciones", contatos: "Contactos" },
  },
} as const;

async function openList(page: Page, locale: Locale) {
  await reloadsList(page, () => page.goto(localePath(locale, "/clientes")).then(() => undefined), "/api/v1/customers");
  await visible(page.getByRole("table"));
}

const customerIdOf = (page: Page) => Number(/\/clientes\/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);

describe("/clientes and /clientes/editar", () => {
  it("lists the network's customers with CPF/CNPJ and phone formatted, searchable", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.pt.headers);
    const docs = await columnTexts(page, "CPF/CNPJ");
    expect(docs.length).toBe(20);
    for (const doc of docs) expect(doc).toMatch(/^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/);
    for (const phone of await columnTexts(page, "Telefone")) expect(phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    for (const city of await columnTexts(page, "Cidade")) expect(city).toMatch(/\/(SP|MG)$/);
    await checkA11y(page);
    await shots(page, "clientes");

    await reloadsList(
      page,
      async () => {
        const search = page.getByRole("searchbox", { name: TEXTS.pt.search });
        await search.fill("Padaria");
        await search.press("Enter");
      },
      "/api/v1/customers",
    );
    expect(await columnTexts(page, "Nome")).toContain("Padaria Pão Dourado Ltda");
  });

  it("creates a customer with an address and a contact, then edits it", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt");
    await page.getByRole("link", { name: TEXTS.pt.new, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/clientes/editar");
    const cpf = generateCpf(700_001);

    await page.getByLabel(TEXTS.pt.name, { exact: true }).fill("Beatriz Teixeira Ramos");
    await page.getByLabel(TEXTS.pt.cpf, { exact: true }).fill(cpf);
    expect(await page.getByLabel(TEXTS.pt.cpf, { exact: true }).inputValue()).toBe(formatCpf(cpf));
    await page.getByLabel(TEXTS.pt.phone, { exact: true }).fill("31998761234");
    await page.getByLabel(TEXTS.pt.email, { exact: true }).fill("beatriz.ramos@exemplo.com.br");
    await checkA11y(page);

    await recordTab(page, TEXTS.pt.tabs.endereco);
    await page.waitForURL((url) => url.pathname === "/clientes/editar/endereco");
    await page.getByRole("button", { name: "Adicionar endereço" }).click();
    const address = page.getByRole("region", { name: "Endereço 1" });
    await address.getByLabel("CEP").fill("30140071");
    expect(await address.getByLabel("CEP").inputValue()).toBe("30140-071");
    await address.getByLabel("Logradouro").fill("Rua Antônio de Albuquerque");
    await address.getByLabel("Número").fill("330");
    await address.getByLabel("Bairro").fill("Savassi");
    await address.getByLabel("Cidade").fill("Belo Horizonte");
    await choose(page, "address-0-uf", "MG");
    expect(await address.getByLabel("Endereço principal").isChecked()).toBe(true);
    await checkA11y(page);

    await recordTab(page, TEXTS.pt.tabs.contatos);
    await page.getByRole("button", { name: "Adicionar contato" }).click();
    const contact = page.getByRole("region", { name: "Contato 1" });
    await contact.getByLabel("Nome").fill("Carlos Ramos");
    await contact.getByLabel("Cargo").fill("Financeiro");
    await contact.getByLabel("Telefone").fill("3134567890");
    await page.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await toast(page, TEXTS.pt.created);
    await page.waitForURL((url) => /^\/clientes\/editar\/\d+\/contatos$/.test(url.pathname));
    const id = customerIdOf(page);
    expect(id).toBeGreaterThan(0);
    await checkA11y(page);

    // Edit: the nickname, a second address made the main one; after a reload everything is there.
    await recordTab(page, TEXTS.pt.tabs.geral);
    await page.waitForURL((url) => url.pathname === `/clientes/editar/${id}`);
    await page.getByLabel("Apelido", { exact: true }).fill("Bia");
    await recordTab(page, TEXTS.pt.tabs.endereco);
    await page.getByRole("button", { name: "Adicionar endereço" }).click();
    const second = page.getByRole("region", { name: "Endereço 2" });
    await second.getByLabel("Logradouro").fill("Rua da Bahia");
    await second.getByLabel("Cidade").fill("Belo Horizonte");
    await second.getByLabel("Endereço principal").check();
    await page.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await toast(page, TEXTS.pt.saved);
    await page.reload();
    const main = page.getByRole("region", { name: "Endereço 1" });
    await visible(main);
    expect(await main.getByLabel("Logradouro").inputValue()).toBe("Rua da Bahia");
    expect(await main.getByLabel("Endereço principal").isChecked()).toBe(true);
    await shots(page, "cliente-editar-endereco");
    await recordTab(page, TEXTS.pt.tabs.geral);
    expect(await page.getByLabel("Apelido", { exact: true }).inputValue()).toBe("Bia");
    expect(await page.getByLabel(TEXTS.pt.phone, { exact: true }).inputValue()).toBe("(31) 99876-1234");
    await shots(page, "cliente-editar");

    // The same CPF again is refused by the server, with its message under the field.
    await page.goto("/clientes/editar");
    await page.getByLabel(TEXTS.pt.name, { exact: true }).fill("Outra Beatriz");
    await page.getByLabel(TEXTS.pt.cpf, { exact: true }).fill(cpf);
    await page.getByLabel(TEXTS.pt.email, { exact: true }).fill("outra@exemplo.com.br");
    await page.getByRole("button", { name: TEXTS.pt.save, exact: true }).click();
    await visible(page.locator("#customer-doc-message").getByText("CPF já cadastrado"));
    expect(new URL(page.url()).pathname).toBe("/clientes/editar");

    // Listed with the main address's city.
    await openList(page, "pt");
    await reloadsList(
      page,
      async () => {
        const search = page.getByRole("searchbox", { name: TEXTS.pt.search });
        await search.fill("Beatriz Teixeira");
        await search.press("Enter");
      },
      "/api/v1/customers",
    );
    expect(await columnTexts(page, "Nome")).toEqual(["Beatriz Teixeira Ramos"]);
    expect(await columnTexts(page, "Cidade")).toEqual(["Belo Horizonte"]);
    expect(await columnTexts(page, "CPF/CNPJ")).toEqual([formatCpf(cpf)]);
  });

  it("under /es: the list, a company's page and its messages in Spanish", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(TEXTS.es.headers);
    await checkA11y(page);
    await shots(page, "clientes-es");

    await page.getByRole("link", { name: TEXTS.es.new, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es/clientes/editar");
    await page.getByLabel("Persona jurídica").check();
    await page.getByLabel("Razón social", { exact: true }).fill("Panadería Quito Ltda");
    await page.getByLabel("CNPJ", { exact: true }).fill(generateCnpj(700_002));
    await page.getByLabel(TEXTS.es.email, { exact: true }).fill("panaderia@exemplo.com.br");
    await page.getByLabel(TEXTS.es.phone, { exact: true }).fill("(11) 1234");
    // Leaving the phone field shows its message first (the button below moves down with it).
    await page.getByLabel(TEXTS.es.phone, { exact: true }).press("Tab");
    await page.getByRole("button", { name: TEXTS.es.save, exact: true }).click();
    await toast(page, "Corrija los campos señalados.");
    await visible(page.getByText("Teléfono inválido."));
    await page.getByLabel(TEXTS.es.phone, { exact: true }).fill("1134567890");
    await page.getByRole("button", { name: TEXTS.es.save, exact: true }).click();
    await toast(page, TEXTS.es.created);
    await page.waitForURL((url) => /^\/es\/clientes\/editar\/\d+$/.test(url.pathname));
    await checkA11y(page);
    await shots(page, "cliente-editar-es");
    await recordTab(page, TEXTS.es.tabs.endereco);
    await visible(page.getByText("Ninguna dirección registrada."));
  });
});

// ---------------------------------------------------------------- the PDV's round trip

describe("PDV round trip to create a customer", () => {
  it("leaves the sale for /clientes/editar, saves the customer and comes back with it selected, items kept", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa");
    const register = await openRegister(page);
    const [product] = await sellableProducts(page, register.company_id, 1, 2);
    if (!product) throw new Error("no sellable product with EAN");
    await page.goto("/pdv/caixa-aberto");
    const scanner = page.getByLabel("Código de barras ou SKU", { exact: true });
    await visible(scanner);
    await scanner.fill(product.ean ?? "");
    await scanner.press("Enter");
    await until(
      () => page.getByTestId("sale-item").count(),
      (n) => n === 1,
    );

    // With an item on the sale, leaving is blocked (the leave dialog)...
    await page.getByRole("navigation").first().getByRole("link", { name: "Início" }).click();
    const leave = page.getByRole("dialog", { name: "Sair do PDV?" });
    await visible(leave);
    await leave.getByRole("button", { name: "Continuar vendendo" }).click();
    await hidden(leave);
    expect(new URL(page.url()).pathname).toBe("/pdv/caixa-aberto");

    // ...but not on the way to create a customer.
    await page.keyboard.press("F4");
    const search = page.getByRole("dialog", { name: "Buscar cliente" });
    await visible(search);
    await search.getByRole("button", { name: "Cadastrar cliente" }).click();
    await page.waitForURL((url) => url.pathname === "/clientes/editar" && url.search === "?origem=pdv");
    await visible(page.getByRole("button", { name: "Voltar ao PDV" }));
    await page.getByLabel("Nome", { exact: true }).fill("Cliente Criado no Caixa");
    await page.getByLabel("CPF", { exact: true }).fill(generateCpf(700_003));
    await page.getByLabel("Telefone", { exact: true }).fill("11987650000");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await toast(page, "Cliente cadastrado com sucesso.");
    await page.waitForURL((url) => /^\/clientes\/editar\/\d+$/.test(url.pathname) && url.search === "?origem=pdv");
    await checkA11y(page);
    await shots(page, "cliente-do-pdv");

    await page.getByRole("button", { name: "Voltar ao PDV" }).click();
    await page.waitForURL((url) => url.pathname === "/pdv/caixa-aberto");
    await toast(page, "Cliente Cliente Criado no Caixa selecionado na venda.");
    // The id leaves the address once taken.
    await until(
      async () => new URL(page.url()).search,
      (search) => search === "",
    );
    expect(await page.getByTestId("sale-item").count()).toBe(1);
    const summary = page.locator(".sale-summary");
    await visible(summary.getByText("Cliente Criado no Caixa"));
    // The sale (items and customer) survives a reload: it is the draft.
    await page.reload();
    await visible(page.locator(".sale-summary").getByText("Cliente Criado no Caixa"));
    expect(await page.getByTestId("sale-item").count()).toBe(1);
    await page.keyboard.press("F9");
    await visible(page.locator(".sale-checkout").getByText("Cliente Criado no Caixa"));
  });
});
