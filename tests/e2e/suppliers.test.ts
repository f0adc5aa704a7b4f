import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCnpj, generateCnpj } from "../../src/domain/documents.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, openList, recordTab, shots, toast, typeInto } from "./support/forms.ts";
import { checkA11y, login } from "./support/pages.ts";
import { columnTexts } from "./support/table.ts";
import { hidden, visible } from "./support/wait.ts";

// Suppliers, manufacturers and carriers (issue 13 item 7): /fornecedores with its tabs geral, endereco, contatos and
// documentos, a duplicate CNPJ refused, /fabricantes/novo, /transportadoras and a carrier's page; pt and /es. What
// the screens saved is read back through the API (the page's own session).

const e2e = e2eSuite();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Json = Record<string, unknown>;

async function api(page: Page, path: string): Promise<Json> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as Json;
}

const idIn = (page: Page, pattern: RegExp) => Number(pattern.exec(new URL(page.url()).pathname)?.[1]);

describe("/fornecedores", () => {
  it("creates a supplier with an address, a contact and a document; a duplicate CNPJ is refused", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/fornecedores", "/api/v1/suppliers");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      "Razão social / Nome",
      "Nome fantasia",
      "CNPJ/CPF",
      "Telefone",
      "E-mail",
      "Cidade",
      "Ativo",
    ]);
    expect(await columnTexts(page, "Razão social / Nome")).toContain("Malharia Serra Azul Indústria Têxtil Ltda");
    await checkA11y(page);
    await shots(page, "fornecedores");

    await page.getByRole("link", { name: "Novo fornecedor", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/fornecedores/novo");
    const cnpj = generateCnpj(640_001, "alphanumeric");
    await typeInto(page.getByLabel("Razão social", { exact: true }), "Confecções Horizonte Ltda");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Horizonte Malhas");
    await typeInto(page.getByLabel("CNPJ", { exact: true }), cnpj);
    expect(await page.getByLabel("CNPJ", { exact: true }).inputValue()).toBe(formatCnpj(cnpj));
    await page.getByLabel("Isento", { exact: true }).check();
    await typeInto(page.getByLabel("E-mail", { exact: true }), "compras@horizontemalhas.com.br");
    await typeInto(page.getByLabel("Telefone", { exact: true }), "3133445566");
    await checkA11y(page);
    await shots(page, "fornecedor-novo");

    await recordTab(page, "Endereço");
    await page.waitForURL((url) => url.pathname === "/fornecedores/novo/endereco");
    await typeInto(page.getByLabel("CEP", { exact: true }), "30140071");
    expect(await page.getByLabel("CEP", { exact: true }).inputValue()).toBe("30140-071");
    await typeInto(page.getByLabel("Logradouro", { exact: true }), "Rua Antônio de Albuquerque");
    await typeInto(page.getByLabel("Número", { exact: true }), "330");
    await typeInto(page.getByLabel("Bairro", { exact: true }), "Savassi");
    await typeInto(page.getByLabel("Cidade", { exact: true }), "Belo Horizonte");
    await choose(page, "supplier-uf", "MG");

    await recordTab(page, "Contatos");
    await page.getByRole("button", { name: "Adicionar contato" }).click();
    const contact = page.getByRole("region", { name: "Contato 1" });
    await typeInto(contact.getByLabel("Nome"), "Patrícia Lemos");
    await typeInto(contact.getByLabel("Cargo"), "Comercial");
    await typeInto(contact.getByLabel("Telefone"), "31991234567");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await toast(page, "Fornecedor cadastrado com sucesso.");
    await page.waitForURL((url) => /^\/fornecedores\/editar\/\d+\/contatos$/.test(url.pathname));
    const id = idIn(page, /\/fornecedores\/editar\/(\d+)/);
    expect(id).toBeGreaterThan(0);

    await recordTab(page, "Documentos");
    await page.waitForURL((url) => url.pathname === `/fornecedores/editar/${id}/documentos`);
    await visible(page.getByText("Nenhum documento anexado."));
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "Tabela de preços 2026.pdf", mimeType: "application/pdf", buffer: PDF });
    const documents = page.getByRole("list", { name: "Documentos" });
    await visible(documents.getByText("Tabela de preços 2026.pdf"));
    await checkA11y(page);
    await shots(page, "fornecedor-documentos");
    // Removal asks first; 'Não' keeps the file.
    await documents.getByRole("button", { name: "Excluir Tabela de preços 2026.pdf" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await visible(confirm.getByText("Você tem certeza?"));
    await confirm.getByRole("button", { name: "Não" }).click();
    await hidden(page.getByText("Você tem certeza?"));
    await visible(documents.getByText("Tabela de preços 2026.pdf"));

    const stored = await api(page, `/api/v1/suppliers/${id}`);
    expect(stored).toMatchObject({
      personType: "J",
      name: "Confecções Horizonte Ltda",
      tradeName: "Horizonte Malhas",
      docId1: cnpj,
      stateRegistration: "ISENTO",
      phone1: "3133445566",
      zipCode: "30140071",
      address1: "Rua Antônio de Albuquerque",
      city: "Belo Horizonte",
      uf: "MG",
      contacts: [{ name: "Patrícia Lemos", role: "Comercial", phone: "31991234567" }],
    });
    const files = (await api(page, `/api/v1/suppliers/${id}/documents`)).data as Json[];
    expect(files.map((f) => [f.file_name, f.size])).toEqual([["Tabela de preços 2026.pdf", PDF.length]]);

    // The same CNPJ again: the server's 'CNPJ já cadastrado' under the field.
    await page.goto("/fornecedores/novo");
    await typeInto(page.getByLabel("Razão social", { exact: true }), "Outra Confecção Ltda");
    await typeInto(page.getByLabel("CNPJ", { exact: true }), cnpj);
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await visible(page.locator("#supplier-doc-message").getByText("CNPJ já cadastrado"));
    expect(new URL(page.url()).pathname).toBe("/fornecedores/novo");
    await shots(page, "fornecedor-cnpj-duplicado");
  });

  it("filters the list and shows the directory read-only", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/fornecedores", "/api/v1/suppliers");
    await page.getByRole("button", { name: "Filtros" }).click();
    await choose(page, "supplier-filter-active", "Inativos");
    const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get("active") === "false");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await answered;
    await page.locator(".p-datatable-loading-overlay").waitFor({ state: "detached" });
    expect(await columnTexts(page, "Razão social / Nome")).toEqual(["Etiquetas Real Confecções Ltda"]);

    await openList(page, "pt", "/utilidades/fornecedores", "/api/v1/useful/suppliers");
    const contacts = await columnTexts(page, "Contatos");
    expect(contacts.some((cell) => cell.includes("Carla Mendes (Representante comercial) · (47) 98877-6655"))).toBe(
      true,
    );
    expect(await columnTexts(page, "Razão social / Nome")).not.toContain("Etiquetas Real Confecções Ltda");
    await checkA11y(page);
    await shots(page, "consulta-fornecedores");
  });
});

describe("/fabricantes and /transportadoras", () => {
  it("creates a manufacturer and edits a carrier", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await openList(page, "pt", "/fabricantes", "/api/v1/manufacturers");
    await page.getByRole("link", { name: "Novo fabricante", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/fabricantes/novo");
    await typeInto(page.getByLabel("Nome", { exact: true }), "Malwee");
    await typeInto(page.getByLabel("CNPJ/CPF (opcional)", { exact: true }), "11.222.333/0001-81");
    await checkA11y(page);
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await toast(page, "Fabricante cadastrado com sucesso.");
    await page.waitForURL((url) => /^\/fabricantes\/editar\/\d+$/.test(url.pathname));
    const makerId = idIn(page, /\/fabricantes\/editar\/(\d+)/);
    expect(await api(page, `/api/v1/manufacturers/${makerId}`)).toEqual({
      id: makerId,
      name: "Malwee",
      docId1: "11222333000181",
      active: true,
    });
    await shots(page, "fabricante");

    await openList(page, "pt", "/transportadoras", "/api/v1/transporters");
    await checkA11y(page);
    await shots(page, "transportadoras");
    await page.getByRole("link", { name: "Abrir o cadastro de Minas Log Transportes Ltda" }).click();
    await page.waitForURL((url) => /^\/transportadoras\/editar\/\d+$/.test(url.pathname));
    const carrierId = idIn(page, /\/transportadoras\/editar\/(\d+)/);
    const plate = page.getByLabel("Placa do veículo", { exact: true });
    await visible(plate);
    expect(await plate.inputValue()).toBe("MGL3C45");
    await typeInto(page.getByLabel("RNTRC (ANTT)", { exact: true }), "1");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await visible(page.getByText("RNTRC (ANTT) inválido: 8 ou 9 dígitos."));
    await typeInto(page.getByLabel("RNTRC (ANTT)", { exact: true }), "987654321");
    await typeInto(page.getByLabel("Telefone", { exact: true }), "3132221100");
    await page.getByLabel("Transportadora ativa", { exact: true }).uncheck();
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await toast(page, "Transportadora salva com sucesso.");
    await checkA11y(page);
    await shots(page, "transportadora");
    expect(await api(page, `/api/v1/transporters/${carrierId}`)).toMatchObject({
      name: "Minas Log Transportes Ltda",
      antt: "987654321",
      phone: "3132221100",
      active: false,
    });
  });
});

describe("under /es", () => {
  it("the suppliers list, a duplicate CNPJ, a manufacturer and the carriers in Spanish", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", "es");
    await openList(page, "es", "/fornecedores", "/api/v1/suppliers");
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      "Razón social / Nombre",
      "Nombre comercial",
      "CNPJ/CPF",
      "Teléfono",
      "Correo electrónico",
      "Ciudad",
      "Activo",
    ]);
    await shots(page, "fornecedores-es");
    const taken = (await api(page, "/api/v1/suppliers?filter=Serra%20Azul")).data as Json[];
    await page.getByRole("link", { name: "Nuevo proveedor", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es/fornecedores/novo");
    await typeInto(page.getByLabel("Razón social", { exact: true }), "Textiles Quito");
    await typeInto(page.getByLabel("CNPJ", { exact: true }), String(taken[0]?.docId1));
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await visible(page.locator("#supplier-doc-message").getByText("CNPJ ya registrado"));
    await checkA11y(page);
    await shots(page, "fornecedor-es");
    await typeInto(page.getByLabel("CNPJ", { exact: true }), generateCnpj(640_002));
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toast(page, "Proveedor registrado con éxito.");

    await page.goto("/es/fabricantes/novo");
    await typeInto(page.getByLabel("Nombre", { exact: true }), "Tejidos Andinos");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toast(page, "Fabricante registrado con éxito.");
    const makers = (await api(page, "/api/v1/manufacturers?filter=Andinos")).data as Json[];
    expect(makers.map((m) => m.name)).toEqual(["Tejidos Andinos"]);

    await openList(page, "es", "/transportadoras", "/api/v1/transporters");
    expect((await page.getByRole("columnheader").allInnerTexts()).map((h) => h.trim())).toContain("Placa del vehículo");
    await checkA11y(page);
    await shots(page, "transportadoras-es");
  });
});
