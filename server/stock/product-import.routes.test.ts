import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEan13CheckDigit } from "../../src/domain/barcode.ts";
import type { ProductImportCheck } from "../../src/schemas/stock-import.ts";
import { multiStores } from "../network/schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { productConfigs, products } from "./schema.ts";

// Products from and to a sheet: every row checked first (nothing written), then the valid rows in one transaction.

let t: TestApp;
let admin = "";
let caixa = "";
let demoId = 0;
const es = { "accept-language": "es-EC" };
const GOOD_EAN = withEan13CheckDigit("789777000001");

async function xlsx(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Produtos");
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString("base64");
}

const HEADER = [
  "SKU",
  "Descrição",
  "EAN",
  "Unidade",
  "Tipo",
  "NCM",
  "Custo",
  "Preço",
  "Estoque mínimo",
  "Departamento",
];
const SHEET = [
  HEADER,
  ["IMP-001", "Camiseta Importada Azul M", GOOD_EAN, "Unidade", "Produto", "6109.10.00", 18.5, 39.9, 5, "Vestuário"],
  ["IMP-002", "Queijo Importado", "", "kg", "Produto", "04061010", "20,00", "R$ 49,90", "1,5", ""],
  ["IMP-003", "Bordado Importado", "", "Serviço", "Serviço", "", 0, 15, "", ""],
  ["IMP-001", "Repetida", "", "Unidade", "", "", 1, 2, "", ""],
  ["IMP-005", "EAN errado", "7891234567890", "Unidade", "", "123", "abc", "", "2,5", "Nada"],
  ["VES-01101-M", "SKU já existe", "", "Caixa grande", "", "", 1, 2, "", ""],
];

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa] = (await Promise.all(["admin", "caixa"].map((login) => t.login(login)))) as [string, string];
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id as number;
});
afterAll(() => t.close());

const post = (path: string, json: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  t.request(path, { method: "POST", cookie, json, headers });

const imported = () =>
  t.db
    .select()
    .from(products)
    .where(inArray(products.sku, ["IMP-001", "IMP-002", "IMP-003", "IMP-005"]));

describe("POST /api/v1/products/import/check", () => {
  it("checks every row and answers each one's problems in pt, writing nothing", async () => {
    const file = { file_name: "produtos.xlsx", content_base64: await xlsx(SHEET) };
    const res = await post("/api/v1/products/import/check", file);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProductImportCheck;
    expect(body).toMatchObject({ valid: 3, invalid: 3 });
    const byLine = new Map(body.rows.map((row) => [row.line, row.problems.map((p) => p.message)]));
    expect(byLine.get(2)).toEqual([]);
    expect(byLine.get(3)).toEqual([]);
    expect(byLine.get(5)).toEqual(["SKU repetido na planilha"]);
    expect(byLine.get(6)).toEqual([
      "EAN inválido: 13 dígitos com dígito verificador correto",
      "NCM deve ter 8 dígitos",
      "Custo inválido",
      "Preço obrigatório",
      "Estoque mínimo com mais casas decimais do que a unidade permite",
    ]);
    expect(byLine.get(7)).toEqual(["Unidade desconhecida", "SKU já cadastrado"]);
    expect(await imported()).toEqual([]);
  });

  it("answers in Spanish under es-EC, and reads a CSV with ';'", async () => {
    const csv = [
      "SKU;Descripción;Unidad;Precio;EAN",
      "IMP-101;Taza;Unidad;12,50;",
      `IMP-102;Otra;Unidad;;${GOOD_EAN.slice(0, 12)}0`,
    ].join("\n");
    const file = { file_name: "productos.csv", content_base64: Buffer.from(csv).toString("base64") };
    const res = await post("/api/v1/products/import/check", file, admin, es);
    const body = (await res.json()) as ProductImportCheck;
    expect(body.rows[1]?.problems.map((p) => p.message)).toEqual([
      "EAN inválido: 13 dígitos con dígito verificador correcto",
      "Precio obligatorio",
    ]);
  });

  it("refuses a sheet without the required columns or a file that is not one, in pt and es", async () => {
    const missing = {
      file_name: "p.xlsx",
      content_base64: await xlsx([
        ["SKU", "Preço"],
        ["A", 1],
      ]),
    };
    const res = await post("/api/v1/products/import/check", missing);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { file: ["Faltam colunas obrigatórias na planilha: description, unit"] },
    });
    const pdf = { file_name: "p.pdf", content_base64: Buffer.from("%PDF-1.4").toString("base64") };
    const esRes = await post("/api/v1/products/import/check", pdf, admin, es);
    expect(await esRes.json()).toEqual({ messages: { file: ["Envíe un archivo XLSX o CSV"] } });
  });

  it("needs STO 3", async () => {
    const file = { file_name: "produtos.xlsx", content_base64: await xlsx(SHEET) };
    expect((await post("/api/v1/products/import/check", file, caixa)).status).toBe(403);
    expect((await post("/api/v1/products/import", file, caixa)).status).toBe(403);
  });
});

describe("POST /api/v1/products/import", () => {
  it("writes the valid rows in one go, with their configuration in every unit, and an audit row", async () => {
    const file = { file_name: "produtos.xlsx", content_base64: await xlsx(SHEET) };
    const res = await post("/api/v1/products/import", file);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ created: 3, skipped: 3 });
    const rows = await imported();
    expect(rows.map((r) => r.sku).sort()).toEqual(["IMP-001", "IMP-002", "IMP-003"]);
    const shirt = rows.find((r) => r.sku === "IMP-001");
    expect(shirt).toMatchObject({
      multiStoreId: demoId,
      fullDescription: "Camiseta Importada Azul M",
      ean: GOOD_EAN,
      ncm: "61091000",
      cost: "18.50",
      price: "39.90",
      kind: "product",
    });
    expect(shirt?.departmentId).not.toBeNull();
    const cheese = rows.find((r) => r.sku === "IMP-002");
    expect(cheese).toMatchObject({ saleUnitName: "Quilograma", saleUnitDecimals: 3, price: "49.90" });
    const service = rows.find((r) => r.sku === "IMP-003");
    const configs = await t.db
      .select()
      .from(productConfigs)
      .where(eq(productConfigs.productId, service?.id as number));
    expect(configs).toHaveLength(2);
    expect(configs.every((c) => c.stockControl === false && c.price1 === "15.00")).toBe(true);
    const cheeseConfigs = await t.db
      .select()
      .from(productConfigs)
      .where(eq(productConfigs.productId, cheese?.id as number));
    expect(cheeseConfigs.map((c) => c.minStock)).toEqual(["1.500", "1.500"]);
    const [log] = await t.db.select().from(userLogs).where(eq(userLogs.action, "imported"));
    expect(log).toMatchObject({ entity: "products" });
    // The same sheet again: every SKU is now taken, nothing to write.
    const again = await post("/api/v1/products/import", file);
    expect(again.status).toBe(422);
  });
});

describe("GET /api/v1/products/export", () => {
  it("exports the filtered products as XLSX with the columns the import reads, and as CSV", async () => {
    const res = await t.request("/api/v1/products/export?filter=Importada", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="produtos.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "SKU",
      "Descrição",
      "EAN",
      "Unidade",
      "Tipo",
      "NCM",
      "CEST",
      "Origem",
      "Custo",
      "Preço",
      "Estoque mínimo",
      "Departamento",
      "Ativo",
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe("IMP-001");
    expect(sheet?.getRow(2).getCell(10).value).toBe(39.9);
    const csv = await t.request("/api/v1/products/export?format=csv&filter=Importada", { cookie: admin, headers: es });
    const text = await csv.text();
    expect(text.split("\n")[0]).toContain("SKU;Descripción;EAN;Unidad");
    expect((await t.request("/api/v1/products/export", { cookie: caixa })).status).toBe(403);
  });

  it("keeps a text cell of the CSV from running as a formula, and reads it back as it was typed", async () => {
    const created = await post("/api/v1/products", {
      full_description: '=HYPERLINK("http://x";"Formula")',
      sku: "-2+3+cmd",
      sale_unit: "Unidade",
      kind: "product",
      cost: "1.00",
      price: "2.00",
    });
    expect(created.status).toBe(201);
    const csv = await t.request("/api/v1/products/export?format=csv&filter=Formula", { cookie: admin });
    const file = Buffer.from(await csv.arrayBuffer());
    const [, line = ""] = file.toString("utf8").split("\n");
    expect(line.startsWith(`'-2+3+cmd;"'=HYPERLINK(""http://x"";""Formula"")";`)).toBe(true);
    const reread = await post("/api/v1/products/import/check", {
      file_name: "produtos.csv",
      content_base64: file.toString("base64"),
    });
    const rows = ((await reread.json()) as ProductImportCheck).rows;
    expect(rows[0]).toMatchObject({ sku: "-2+3+cmd", description: '=HYPERLINK("http://x";"Formula")' });
  });
});
