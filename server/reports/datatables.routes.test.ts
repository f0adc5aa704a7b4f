import { inflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuilderAnswer, SavedView, SavedViewList } from "../../src/schemas/report-builder.ts";
import { customers } from "../customers/schema.ts";
import { financialInflows, paymentMethods } from "../finance/schema.ts";
import { unitGroupMembers, unitGroups } from "../franchise/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { saleItems, sales } from "../pdv/schema.ts";
import { marketStructure, products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userCompanies, userPermissions, users } from "../users/schema.ts";
import { userWith } from "../test/user-with.ts";
import { ValidationError } from "../http/errors.ts";
import { BUILDER_TIME_LIMIT_MS, withTimeLimit } from "./datatables-queries.ts";
import { reportViews } from "./schema.ts";

// The report builder (/relatorios/datatables) on a small data set of its own units: three sales in the period, a
// cancelled one, one of a unit the user does not work in and one after the period; hand-computed figures for
// each dataset, the whitelist of keys, tenant and permission, and the saved views of two users.

let t: TestApp;
let admin = "";
let caixa = "";
let vendedor = "";
let outra = "";
let demoId = 0;
let outraId = 0;
let unitA = 0;
let unitB = 0;
let unitC = 0;
let group = 0;
let adminId = 0;
let caixaId = 0;
let vendedorId = 0;
let drinks = 0;
let juicesGroup = 0;
let adminName = "";
let caixaName = "";
let pix = 0;
let cash = 0;
let otherUser = 0;
let otherMethod = 0;
const product: Record<string, number> = {};
let customer = 0;

/** The text a pdfkit PDF shows: its content streams inflated, the strings of each TJ array joined, line by line. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

const PERIOD = "start=2026-11-01&end=2026-11-02";
const RUN = "/api/v1/reports/datatables/run";

async function unit(name: string, multiStoreId = demoId) {
  const [row] = await t.db
    .insert(companies)
    .values({ multiStoreId, name, legalName: `${name} Ltda`, federalTaxId: "" })
    .returning({ id: companies.id });
  return row?.id as number;
}

type Line = { product: string; quantity: string; price: string; discount?: string };
type Pay = { method: number; billed: string; received?: string };

const cents = (text: string) => Math.round(Number(text) * 100);
const reais = (value: number) => (value / 100).toFixed(2);

async function sale(
  companyId: number,
  userId: number,
  at: string,
  lines: ReadonlyArray<Line>,
  pays: ReadonlyArray<Pay>,
  options: { customerId?: number; canceled?: boolean } = {},
) {
  const totals = lines.map((l) => Math.round(Number(l.quantity) * cents(l.price)) - cents(l.discount ?? "0"));
  const total = reais(totals.reduce((a, b) => a + b, 0));
  const discount = reais(lines.reduce((sum, l) => sum + cents(l.discount ?? "0"), 0));
  const [row] = await t.db
    .insert(sales)
    .values({
      multiStoreId: demoId,
      companyId,
      userId,
      customerId: options.customerId ?? null,
      grossTotal: total,
      discountTotal: discount,
      itemsTotal: total,
      total,
      inflowsTotal: total,
      status: options.canceled ? "canceled" : "finished",
      createdAt: new Date(at),
    })
    .returning({ id: sales.id });
  const saleId = row?.id as number;
  await t.db.insert(saleItems).values(
    lines.map((l, position) => ({
      multiStoreId: demoId,
      saleId,
      productId: product[l.product] as number,
      position,
      description: l.product,
      quantity: l.quantity,
      unitPrice: l.price,
      listPrice: l.price,
      discount: l.discount ?? "0",
      total: reais(totals[position] ?? 0),
    })),
  );
  await t.db.insert(financialInflows).values(
    pays.map((p, position) => ({
      multiStoreId: demoId,
      companyId,
      saleId,
      paymentMethodId: p.method,
      paymentKind: p.method === cash ? "money" : "pix",
      position,
      billingValue: p.billed,
      receivedValue: p.received ?? p.billed,
      dueDate: at.slice(0, 10),
      createdAt: new Date(at),
    })),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id as number;
  const [other] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  outraId = other?.id as number;
  const byLogin = async (login: string) => (await t.db.select().from(users).where(eq(users.login, login)))[0];
  const [a, c, v, o] = await Promise.all(["admin", "caixa", "vendedor", "outra.admin"].map(byLogin));
  adminId = a?.id as number;
  adminName = a?.name as string;
  caixaId = c?.id as number;
  vendedorId = v?.id as number;
  caixaName = c?.name as string;
  otherUser = o?.id as number;
  // vendedor may read one report (RPT 6): enough for the builder.
  await t.db
    .insert(userPermissions)
    .values({ multiStoreId: demoId, userId: v?.id as number, slug: "RPT", code: 6, value: 2 });
  [admin, caixa, vendedor, outra] = (await Promise.all(
    ["admin", "caixa", "vendedor", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string];
  [unitA, unitB, unitC] = await Promise.all([unit("DT A"), unit("DT B"), unit("DT C")]);
  await unit("DT Outra", outraId);
  await t.db.insert(userCompanies).values([
    { userId: adminId, companyId: unitA, multiStoreId: demoId },
    { userId: adminId, companyId: unitB, multiStoreId: demoId },
  ]);
  const [g] = await t.db.insert(unitGroups).values({ multiStoreId: demoId, name: "Grupo DT" }).returning();
  group = g?.id as number;
  await t.db
    .insert(unitGroupMembers)
    .values([unitA, unitB, unitC].map((companyId) => ({ multiStoreId: demoId, groupId: group, companyId })));
  const [department] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: demoId, level: "department", name: "Bebidas DT" })
    .returning();
  const [juices] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: demoId, level: "group", name: "Sucos DT", parentId: department?.id as number })
    .returning();
  drinks = department?.id as number;
  juicesGroup = juices?.id as number;
  for (const [name, departmentId, groupId] of [
    ["Suco DT", department?.id, juices?.id],
    ["Bolo DT", null, null],
  ] as const) {
    const [row] = await t.db
      .insert(products)
      .values({ multiStoreId: demoId, fullDescription: name, sku: `DT-${name}`, cost: "1.00", departmentId, groupId })
      .returning({ id: products.id });
    product[name] = row?.id as number;
  }
  const methods = await t.db
    .insert(paymentMethods)
    .values([
      { multiStoreId: demoId, name: "Dinheiro DT", kind: "money" },
      { multiStoreId: demoId, name: "Pix DT", kind: "pix" },
      { multiStoreId: outraId, name: "Pix Outra DT", kind: "pix" },
    ])
    .returning({ id: paymentMethods.id });
  [cash, pix, otherMethod] = methods.map((m) => m.id) as [number, number, number];
  const [cli] = await t.db
    .insert(customers)
    .values({ multiStoreId: demoId, name: "Cliente DT" })
    .returning({ id: customers.id });
  customer = cli?.id as number;
  // S1 (A, admin, Cliente DT, 1 Nov): 2 juices at 10,00 + 1 cake at 10,00 = 30,00; cash 30,00, handed over 50,00.
  await sale(
    unitA,
    adminId,
    "2026-11-01T10:00:00-03:00",
    [
      { product: "Suco DT", quantity: "2", price: "10.00" },
      { product: "Bolo DT", quantity: "1", price: "10.00" },
    ],
    [{ method: cash, billed: "30.00", received: "50.00" }],
    { customerId: customer },
  );
  // S2 (B, caixa, 1 Nov): 0,5 kg of cake at 25,00 = 12,50; pix.
  await sale(
    unitB,
    caixaId,
    "2026-11-01T15:00:00-03:00",
    [{ product: "Bolo DT", quantity: "0.5", price: "25.00" }],
    [{ method: pix, billed: "12.50" }],
  );
  // S3 (A, admin, 2 Nov, 23:30 in São Paulo): 3 juices at 15,45 less 1,00 = 45,35; cash 20,00 + pix 25,35.
  await sale(
    unitA,
    adminId,
    "2026-11-02T23:30:00-03:00",
    [{ product: "Suco DT", quantity: "3", price: "15.45", discount: "1.00" }],
    [
      { method: cash, billed: "20.00" },
      { method: pix, billed: "25.35" },
    ],
  );
  // Never counted: a cancelled sale, a sale of unit C (not admin's), a sale after the period.
  await sale(
    unitA,
    adminId,
    "2026-11-02T10:00:00-03:00",
    [{ product: "Bolo DT", quantity: "10", price: "100.00" }],
    [{ method: cash, billed: "1000.00" }],
    { canceled: true },
  );
  await sale(
    unitC,
    adminId,
    "2026-11-01T11:00:00-03:00",
    [{ product: "Suco DT", quantity: "1", price: "7.00" }],
    [{ method: pix, billed: "7.00" }],
  );
  await sale(
    unitA,
    adminId,
    "2026-11-03T00:10:00-03:00",
    [{ product: "Suco DT", quantity: "1", price: "9.00" }],
    [{ method: pix, billed: "9.00" }],
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const run = async (query: string, cookie = admin) => {
  const res = await t.request(`${RUN}?${PERIOD}&group_id=${group}&${query}`, { cookie });
  return { status: res.status, body: (await res.json()) as BuilderAnswer };
};

describe("report builder figures", () => {
  it("sales by day: count, total and discounts, cancelled sale and other units left out", async () => {
    const { status, body } = await run("dataset=sales&group_by=day&measures=count,total,discounts");
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { day: "2026-11-01", count: 2, total: "42.50", discounts: "0.00" },
      { day: "2026-11-02", count: 1, total: "45.35", discounts: "1.00" },
    ]);
    expect(body.totals).toEqual({ count: 3, total: "87.85", discounts: "1.00" });
    expect(body.total_rows).toBe(2);
    expect(body.truncated).toBe(false);
  });

  it("groups by two dimensions (user and customer, none last)", async () => {
    const { body } = await run("dataset=sales&group_by=user,customer&measures=count,total");
    const expected = [
      { user: adminName, customer: "Cliente DT", count: 1, total: "30.00" },
      { user: adminName, customer: null, count: 1, total: "45.35" },
      { user: caixaName, customer: null, count: 1, total: "12.50" },
    ].sort((x, y) => x.user.toLowerCase().localeCompare(y.user.toLowerCase()));
    expect(body.data).toEqual(expected);
  });

  it("items by department: quantity, revenue and distinct sales", async () => {
    const { body } = await run("dataset=items&group_by=department&measures=count,sales,quantity,revenue");
    expect(body.data).toEqual([
      { department: "Bebidas DT", count: 2, sales: 2, quantity: 5, revenue: "65.35" },
      { department: null, count: 2, sales: 2, quantity: 1.5, revenue: "22.50" },
    ]);
    // Three distinct sales in all (S1 has items of both rows).
    expect(body.totals).toEqual({ count: 4, sales: 3, quantity: 6.5, revenue: "87.85" });
  });

  it("payment lines by method: billed, received and change; a method filter", async () => {
    const { body } = await run("dataset=payments&group_by=payment_method&measures=count,sales,billed,received,change");
    expect(body.data).toEqual([
      { payment_method: "Dinheiro DT", count: 2, sales: 2, billed: "50.00", received: "70.00", change: "20.00" },
      { payment_method: "Pix DT", count: 2, sales: 2, billed: "37.85", received: "37.85", change: "0.00" },
    ]);
    expect(body.totals).toEqual({ count: 4, sales: 3, billed: "87.85", received: "107.85", change: "20.00" });
    const filtered = await run(`dataset=payments&group_by=day&measures=billed&payment_method_id=${pix}`);
    expect(filtered.body.data).toEqual([
      { day: "2026-11-01", billed: "12.50" },
      { day: "2026-11-02", billed: "25.35" },
    ]);
  });

  it("without grouping: one row, the totals; a user filter", async () => {
    const { body } = await run(`dataset=sales&measures=count,total&user_id=${caixaId}`);
    expect(body.data).toEqual([{ count: 1, total: "12.50" }]);
    expect(body.totals).toEqual({ count: 1, total: "12.50" });
  });

  it("one row per sale with the sale dimension", async () => {
    const { body } = await run("dataset=sales&group_by=sale&measures=total");
    expect(body.data.map((row) => row.total)).toEqual(["30.00", "12.50", "45.35"]);
  });

  it("cuts the rows at 5,000 and says so; the totals still cover every row", async () => {
    const unitD = await unit("DT D");
    await t.db.insert(userCompanies).values({ userId: adminId, companyId: unitD, multiStoreId: demoId });
    await t.db.execute(sql`
      insert into sales (multi_store_id, company_id, user_id, gross_total, discount_total, items_total, total,
        inflows_total, created_at)
      select ${demoId}, ${unitD}, ${adminId}, 1.01, 0, 1.01, 1.01, 1.01, '2026-11-01T12:00:00-03:00'::timestamptz
      from generate_series(1, 5001)`);
    const res = await t.request(
      `${RUN}?${PERIOD}&company_id=${unitD}&dataset=sales&group_by=sale&measures=count,total`,
      {
        cookie: admin,
      },
    );
    const body = (await res.json()) as BuilderAnswer;
    expect(body.data).toHaveLength(5000);
    expect(body.total_rows).toBe(5001);
    expect(body.truncated).toBe(true);
    expect(body.totals).toEqual({ count: 5001, total: "5051.01" });

    // The files say they were cut, in the file itself: the CSV's last line, the XLSX's last row, the PDF's text.
    const exported = (format: string, lang = "pt-BR") =>
      t.request(
        `${RUN}/export?${PERIOD}&company_id=${unitD}&dataset=sales&group_by=sale&measures=count&format=${format}`,
        {
          cookie: admin,
          headers: { "accept-language": lang },
        },
      );
    const csv = new TextDecoder()
      .decode(await (await exported("csv")).arrayBuffer())
      .trimEnd()
      .split("\r\n");
    expect(csv).toHaveLength(1 + 5000 + 2);
    expect(csv.at(-2)).toBe("Totais;5001");
    // Quoted: it holds the separator.
    expect(csv.at(-1)).toBe('"Mostrando as primeiras 5.000 linhas de 5.001; os totais consideram todas."');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await exported("xlsx", "es-EC")).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3 + 5000 + 1).values).toEqual([undefined, "Totales", 5001]);
    expect(sheet?.getRow(3 + 5000 + 2).values).toEqual([
      undefined,
      "Mostrando las primeras 5.000 filas de 5.001; los totales consideran todas.",
    ]);
    expect(sheet?.rowCount).toBe(3 + 5000 + 2);
    const pdf = await exported("pdf");
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(
      "Mostrando as primeiras 5.000 linhas de 5.001; os totais consideram todas.",
    );
    // Not cut: no such line.
    const whole = await t.request(
      `${RUN}/export?${PERIOD}&group_id=${group}&dataset=sales&group_by=day&measures=count&format=csv`,
      { cookie: admin },
    );
    expect(new TextDecoder().decode(await whole.arrayBuffer())).not.toContain("Mostrando");
  });

  it("writes XLSX with the totals row, read back", async () => {
    const res = await t.request(
      `${RUN}/export?${PERIOD}&group_id=${group}&dataset=items&group_by=department&measures=quantity,revenue&format=xlsx`,
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="relatorio-personalizado-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Relatório personalizado · Itens vendidos");
    expect(sheet?.getRow(3).values).toEqual([undefined, "Departamento", "Quantidade", "Faturamento"]);
    expect(sheet?.getRow(4).values).toEqual([undefined, "Bebidas DT", 5, 65.35]);
    expect(sheet?.getRow(5).values).toEqual([undefined, "Sem departamento", 1.5, 22.5]);
    expect(sheet?.getRow(6).values).toEqual([undefined, "Totais", 6.5, 87.85]);
  });

  it("writes CSV in Spanish and a PDF", async () => {
    const res = await t.request(
      `${RUN}/export?${PERIOD}&group_id=${group}&dataset=sales&group_by=day&measures=count,total&format=csv`,
      { cookie: admin, headers: { "accept-language": "es-EC" } },
    );
    const lines = new TextDecoder()
      .decode(await res.arrayBuffer())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines.slice(0, 4)).toEqual([
      "Día;Cantidad de registros;Total de ventas",
      "01/11/2026;2;42,50",
      "02/11/2026;1;45,35",
      "Totales;3;87,85",
    ]);
    const pdf = await t.request(
      `${RUN}/export?${PERIOD}&dataset=payments&group_by=payment_method&measures=billed&format=pdf`,
      { cookie: admin },
    );
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("writes only the columns the screen shows (columns), in the screen's order, with its headers", async () => {
    // A measure hidden in Selecionar Colunas (count): CSV in Portuguese. The list's own order does not matter: the
    // file keeps the table's, the screen's (dimensions, then measures, as asked).
    const csv = async (columns: string) =>
      new TextDecoder()
        .decode(
          await (
            await t.request(
              `${RUN}/export?${PERIOD}&group_id=${group}&dataset=sales&group_by=day&measures=count,total&format=csv&columns=${columns}`,
              { cookie: admin },
            )
          ).arrayBuffer(),
        )
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
    const shown = ["Dia;Total de vendas", "01/11/2026;42,50", "02/11/2026;45,35", "Totais;87,85"];
    expect(await csv("day,total")).toEqual(shown);
    expect(await csv("total,day")).toEqual(shown);
    // Every column shown: the whole table, as without the list.
    expect((await csv("day,count,total"))[0]).toBe("Dia;Quantidade de registros;Total de vendas");

    // The dimension hidden: XLSX in Spanish, only the revenue.
    const xlsx = await t.request(
      `${RUN}/export?${PERIOD}&group_id=${group}&dataset=items&group_by=department&measures=quantity,revenue&format=xlsx&columns=revenue`,
      { cookie: admin, headers: { "accept-language": "es-EC" } },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3).values).toEqual([undefined, "Facturación"]);
    expect(sheet?.getRow(4).values).toEqual([undefined, 65.35]);
    expect(sheet?.getRow(5).values).toEqual([undefined, 22.5]);
    expect(sheet?.getRow(6).values).toEqual([undefined, 87.85]);

    // The PDF too: the hidden measures' headers are not in it.
    const pdf = await t.request(
      `${RUN}/export?${PERIOD}&dataset=payments&group_by=payment_method&measures=billed,received,change&format=pdf&columns=payment_method,change`,
      { cookie: admin },
    );
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Método de pagamento");
    expect(text).toContain("Troco");
    expect(text).not.toContain("Faturado");
    expect(text).not.toContain("Recebido");
  });

  it("refuses a column that is not one of the table's dimensions or measures (422 on columns, pt and es), no file", async () => {
    const base = `${RUN}/export?${PERIOD}&group_id=${group}&dataset=sales&group_by=day&measures=count,total&format=csv`;
    // Another dataset's measure, a dimension of the catalog not grouped by, a name of nothing.
    for (const [columns, keys] of [
      ["day,revenue", "revenue"],
      ["unit,total", "unit"],
      ["day,nothing,total,other", "nothing, other"],
    ] as const) {
      const res = await t.request(`${base}&columns=${columns}`, { cookie: admin });
      expect(res.status, columns).toBe(422);
      expect(res.headers.get("content-disposition"), columns).toBeNull();
      expect(await res.json(), columns).toEqual({
        messages: {
          columns: [
            `O arquivo só pode ter colunas deste relatório; estas não estão nele: ${keys}. Gere o relatório de novo e exporte outra vez.`,
          ],
        },
      });
    }
    const es = await t.request(`${base}&columns=day,revenue`, {
      cookie: admin,
      headers: { "accept-language": "es-EC" },
    });
    expect(es.status).toBe(422);
    expect(await es.json()).toEqual({
      messages: {
        columns: [
          "El archivo solo puede tener columnas de este informe; estas no están en él: revenue. Genere el informe de nuevo y vuelva a exportar.",
        ],
      },
    });
    // Not a comma list of names: refused by the query's contract.
    for (const columns of ["day;total", "day,,total", "", "Day"]) {
      const res = await t.request(`${base}&columns=${encodeURIComponent(columns)}`, { cookie: admin });
      expect(res.status, columns).toBe(422);
      expect(JSON.stringify(await res.json()), columns).toContain("columns");
    }
  });
});

describe("report builder whitelist, tenant and permission", () => {
  it("refuses keys outside the dataset's catalog with 422 on the field", async () => {
    for (const [query, field] of [
      ["dataset=sales&group_by=product&measures=count", "group_by"],
      ["dataset=sales&group_by=day;drop table sales&measures=count", "group_by"],
      ["dataset=sales&group_by=day&measures=count,revenue", "measures"],
      ["dataset=sales&group_by=day&measures=", "measures"],
      ["dataset=payments&measures=sum(billed)", "measures"],
      ["dataset=sales&measures=count&department_id=1", "department_id"],
      ["dataset=customers&measures=count", "dataset"],
    ] as const) {
      const res = await t.request(`${RUN}?${PERIOD}&${query}`, { cookie: admin });
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { errors?: Record<string, unknown> };
      expect(JSON.stringify(body), query).toContain(field);
    }
  });

  it("refuses a dimension repeated in the grouping with its own message, in a run and in a saved view", async () => {
    const res = await t.request(`${RUN}?${PERIOD}&dataset=sales&group_by=day,unit,day&measures=count`, {
      cookie: admin,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { group_by: ["Cada coluna só pode ser escolhida uma vez para agrupar (repetida: day)."] },
    });
    const view = await t.request("/api/v1/reports/datatables/views", {
      method: "POST",
      cookie: admin,
      headers: { "content-type": "application/json", "accept-language": "es-EC" },
      body: JSON.stringify({ name: "Repetida", dataset: "sales", group_by: ["unit", "unit"], measures: ["count"] }),
    });
    expect(view.status).toBe(422);
    expect(await view.json()).toEqual({
      messages: { group_by: ["Cada columna solo puede elegirse una vez para agrupar (repetida: unit)."] },
    });
    expect(await t.db.select().from(reportViews).where(eq(reportViews.name, "Repetida"))).toEqual([]);
    // Five different dimensions are still too many.
    const many = await t.request(`${RUN}?${PERIOD}&dataset=sales&group_by=day,month,unit,user,seller&measures=count`, {
      cookie: admin,
    });
    expect(JSON.stringify(await many.json())).toContain("no máximo 4 itens");
  });

  it("the department filter takes a department, not a group of the market structure (run, export, saved view)", async () => {
    const ok = await run(`dataset=items&group_by=product&measures=quantity&department_id=${drinks}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual([{ product: "Suco DT", quantity: 5 }]);
    for (const path of [
      `${RUN}?${PERIOD}&dataset=items&group_by=product&measures=quantity&department_id=${juicesGroup}`,
      `${RUN}/export?${PERIOD}&dataset=items&measures=quantity&department_id=${juicesGroup}&format=csv`,
    ]) {
      const res = await t.request(path, { cookie: admin });
      expect(res.status, path).toBe(422);
      expect(await res.json()).toEqual({
        messages: { department_id: ["Escolha um departamento da rede (um grupo de produtos não serve aqui)."] },
      });
    }
    const view = await t.request("/api/v1/reports/datatables/views", {
      method: "POST",
      cookie: admin,
      headers: { "content-type": "application/json", "accept-language": "es-EC" },
      body: JSON.stringify({
        name: "Grupo como departamento",
        dataset: "items",
        group_by: ["product"],
        measures: ["quantity"],
        department_id: juicesGroup,
      }),
    });
    expect(view.status).toBe(422);
    expect(await view.json()).toEqual({
      messages: { department_id: ["Elija un departamento de la red (un grupo de productos no sirve aquí)."] },
    });
    expect(await t.db.select().from(reportViews).where(eq(reportViews.name, "Grupo como departamento"))).toEqual([]);
  });

  it("refuses another network's ids (422), a unit the user does not work in, and a long period", async () => {
    for (const query of [
      `dataset=payments&measures=count&payment_method_id=${otherMethod}`,
      `dataset=sales&measures=count&user_id=${otherUser}`,
      `dataset=sales&measures=count&company_id=${unitC}`,
    ]) {
      const res = await t.request(`${RUN}?${PERIOD}&${query}`, { cookie: admin });
      expect(res.status, query).toBe(422);
    }
    const long = await t.request(`${RUN}?start=2025-01-01&end=2026-11-02&dataset=sales&measures=count`, {
      cookie: admin,
    });
    expect(long.status).toBe(422);
  });

  it("another network's admin sees none of these sales", async () => {
    const res = await t.request(`${RUN}?${PERIOD}&dataset=sales&measures=count,total`, { cookie: outra });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BuilderAnswer).totals).toEqual({ count: 0, total: "0.00" });
  });

  it("opens each dataset only with the permission of the report it repeats (RPT 4/5 sales, 6 items, 2 payments)", async () => {
    const only = async (login: string, code: number) => (await userWith(t, login, [["RPT", code, 1]])).cookie;
    const items = await only("so.rpt6.builder", 6);
    const run = (cookie: string, dataset: string, measures: string) =>
      t.request(`${RUN}?${PERIOD}&dataset=${dataset}&measures=${measures}`, { cookie }).then((r) => r.status);
    expect(await run(items, "items", "quantity")).toBe(200);
    expect(await run(items, "payments", "billed")).toBe(403);
    expect(await run(items, "sales", "count")).toBe(403);
    const exported = await t.request(`${RUN}/export?${PERIOD}&dataset=payments&measures=billed&format=csv`, {
      cookie: items,
    });
    expect(exported.status).toBe(403);
    const delivery = await only("so.rpt8.builder", 8);
    expect(await run(delivery, "sales", "count")).toBe(403);
    expect((await t.request("/api/v1/reports/datatables/options", { cookie: delivery })).status).toBe(403);
  });

  it("refuses a user without any report permission (403)", async () => {
    for (const path of [
      `${RUN}?${PERIOD}&dataset=sales&measures=count`,
      `${RUN}/export?${PERIOD}&dataset=sales&measures=count&format=csv`,
      "/api/v1/reports/datatables/views",
      "/api/v1/reports/datatables/options",
    ]) {
      expect((await t.request(path, { cookie: caixa })).status, path).toBe(403);
    }
  });
});

describe("saved views", () => {
  const VIEWS = "/api/v1/reports/datatables/views";
  const body = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    dataset: "payments",
    group_by: ["day", "payment_method"],
    measures: ["billed"],
    payment_method_id: pix,
    ...extra,
  });
  const send = async (method: string, path: string, payload: unknown, cookie = admin, lang = "pt-BR") => {
    const res = await t.request(path, {
      method,
      cookie,
      headers: { "content-type": "application/json", "accept-language": lang },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as SavedView & { errors?: Record<string, string[]> } };
  };

  it("creates, lists, updates and deletes the user's own view; names unique per user", async () => {
    const created = await send("POST", VIEWS, body("Pix por dia"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Pix por dia",
      dataset: "payments",
      group_by: ["day", "payment_method"],
      measures: ["billed"],
      filters: { payment_method_id: pix, user_id: null, company_id: null },
      shared: false,
      mine: true,
    });
    const [row] = await t.db.select().from(reportViews).where(eq(reportViews.id, created.body.id));
    expect(row).toMatchObject({ multiStoreId: demoId, userId: adminId, name: "Pix por dia" });

    const taken = await send("POST", VIEWS, body("PIX POR DIA"));
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.body)).toContain("Você já tem uma visão com este nome.");
    const takenEs = await send("POST", VIEWS, body("pix por dia"), admin, "es-EC");
    expect(JSON.stringify(takenEs.body)).toContain("Ya tiene una vista con este nombre.");
    // Another user may use the same name.
    expect((await send("POST", VIEWS, body("Pix por dia"), vendedor)).status).toBe(201);

    const updated = await send("PATCH", `${VIEWS}/${created.body.id}`, body("Pix diário", { shared: true }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Pix diário", shared: true });

    const removed = await t.request(`${VIEWS}/${created.body.id}`, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(reportViews).where(eq(reportViews.id, created.body.id))).toEqual([]);
  });

  it("a change racing a delete of the same view answers 404 or 200, never 500", async () => {
    for (let i = 0; i < 3; i++) {
      const view = await send("POST", VIEWS, body(`Corrida ${i}`));
      const id = (view.body as SavedView).id;
      const [patch] = await Promise.all([
        send("PATCH", `${VIEWS}/${id}`, body(`Corrida ${i} b`)),
        t.request(`${VIEWS}/${id}`, { method: "DELETE", cookie: admin }),
      ]);
      expect([200, 404]).toContain(patch.status);
    }
  });

  it("refuses keys outside the catalog and another network's ids", async () => {
    expect((await send("POST", VIEWS, body("Ruim", { group_by: ["product"] }))).status).toBe(422);
    expect((await send("POST", VIEWS, body("Ruim", { measures: ["total"] }))).status).toBe(422);
    expect((await send("POST", VIEWS, body("Ruim", { payment_method_id: otherMethod }))).status).toBe(422);
    expect((await send("POST", VIEWS, body("Ruim", { user_id: otherUser }))).status).toBe(422);
    expect(await t.db.select().from(reportViews).where(eq(reportViews.name, "Ruim"))).toEqual([]);
  });

  it("others' views: shared ones are listed but not theirs to change; private ones are not found", async () => {
    const priv = await send("POST", VIEWS, body("Privada"));
    const shared = await send("POST", VIEWS, body("Compartilhada", { shared: true }));
    const list = await t.request(VIEWS, { cookie: vendedor });
    const names = ((await list.json()) as SavedViewList).data.map((v) => [v.name, v.mine, v.owner]);
    expect(names).toContainEqual(["Compartilhada", false, adminName]);
    expect(names.map((n) => n[0])).not.toContain("Privada");
    expect((await send("PATCH", `${VIEWS}/${shared.body.id}`, body("Minha agora"), vendedor)).status).toBe(403);
    expect((await t.request(`${VIEWS}/${shared.body.id}`, { method: "DELETE", cookie: vendedor })).status).toBe(403);
    expect((await send("PATCH", `${VIEWS}/${priv.body.id}`, body("Minha agora"), vendedor)).status).toBe(404);
    expect((await t.request(`${VIEWS}/${priv.body.id}`, { method: "DELETE", cookie: vendedor })).status).toBe(404);
    // Another network: nothing listed, its ids not found.
    const outraList = (await (await t.request(VIEWS, { cookie: outra })).json()) as SavedViewList;
    expect(outraList.data).toEqual([]);
    expect((await t.request(`${VIEWS}/${shared.body.id}`, { method: "DELETE", cookie: outra })).status).toBe(404);
    const rows = await t.db.select().from(reportViews).where(eq(reportViews.userId, adminId));
    expect(rows.map((r) => r.name).sort()).toEqual(["Compartilhada", "Privada"]);
  });
});

describe("saved view names, groupings and filters", () => {
  const VIEWS = "/api/v1/reports/datatables/views";
  const body = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    dataset: "sales",
    group_by: ["day"],
    measures: ["count"],
    ...extra,
  });
  const send = async (method: string, path: string, payload: unknown, cookie = admin, lang = "pt-BR") => {
    const res = await t.request(path, {
      method,
      cookie,
      headers: { "content-type": "application/json", "accept-language": lang },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as SavedView & { messages?: Record<string, string[]> } };
  };
  const namesOf = async (userId: number) =>
    (await t.db.select().from(reportViews).where(eq(reportViews.userId, userId))).map((row) => row.name).sort();

  it("stores the name normalised (NFC, trimmed, one space) and refuses a name equal once normalised", async () => {
    // "Café" written with a combining accent, a tab and two spaces inside, spaces around.
    const created = await send("POST", VIEWS, body("  Vendas\t do  Cafe\u0301 "), vendedor);
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Vendas do Caf\u00e9");
    expect(await namesOf(vendedorId)).toContain("Vendas do Caf\u00e9");
    for (const same of ["vendas do caf\u00e9", "VENDAS  DO CAFE\u0301", "Vendas\u00a0do Café"]) {
      const taken = await send("POST", VIEWS, body(same), vendedor);
      expect(taken.status, same).toBe(422);
      expect(taken.body.messages?.name).toEqual(["Você já tem uma visão com este nome."]);
    }
    // A name stored before names were normalised still counts.
    await t.db.insert(reportViews).values({
      multiStoreId: demoId,
      userId: vendedorId,
      name: "Itens  por\u00a0dia",
      dataset: "items",
      groupBy: ["day"],
      measures: ["count"],
      filters: { company_id: null, group_id: null, user_id: null, payment_method_id: null, department_id: null },
    });
    const old = await send("POST", VIEWS, body("itens por dia"), vendedor, "es-EC");
    expect(old.status).toBe(422);
    expect(old.body.messages?.name).toEqual(["Ya tiene una vista con este nombre."]);
    // Renaming another view onto it is refused too; saving a view under its own name (spaced anew) is not.
    const other = await send("POST", VIEWS, body("Outra visão"), vendedor);
    expect((await send("PATCH", `${VIEWS}/${other.body.id}`, body(" VENDAS do café"), vendedor)).status).toBe(422);
    const same = await send("PATCH", `${VIEWS}/${created.body.id}`, body("Vendas   do café"), vendedor);
    expect(same.status).toBe(200);
    expect(same.body.name).toBe("Vendas do café");
    expect(await namesOf(vendedorId)).toEqual(
      ["Itens  por\u00a0dia", "Outra visão", "Pix por dia", "Vendas do café"].sort(),
    );
  });

  it("refuses to save (create or change) a view of a unit the owner does not work in", async () => {
    const payload = (name: string, companyId: number) => ({ ...body(name), company_id: companyId });
    const refused = await send("POST", VIEWS, payload("Unidade C", unitC));
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({ company_id: ["Você não trabalha nesta unidade."] });
    const refusedEs = await send("POST", VIEWS, payload("Unidade C", unitC), admin, "es-EC");
    expect(refusedEs.body.messages).toEqual({ company_id: ["Usted no trabaja en esta unidad."] });
    expect(await t.db.select().from(reportViews).where(eq(reportViews.name, "Unidade C"))).toEqual([]);
    // One of the owner's units is fine; changing it to unit C is refused and leaves the view as it was.
    const mine = await send("POST", VIEWS, payload("Unidade A", unitA));
    expect(mine.status).toBe(201);
    expect(mine.body.filters.company_id).toBe(unitA);
    const changed = await send("PATCH", `${VIEWS}/${mine.body.id}`, payload("Unidade A", unitC));
    expect(changed.status).toBe(422);
    expect(changed.body.messages).toEqual({ company_id: ["Você não trabalha nesta unidade."] });
    const [row] = await t.db.select().from(reportViews).where(eq(reportViews.id, mine.body.id));
    expect(row?.filters.company_id).toBe(unitA);
  });
});

describe("report builder time limit", () => {
  const setting = async (db: typeof t.db) =>
    ((await db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }).rows[0]
      ?.statement_timeout;

  it("runs the statements in a transaction with a statement_timeout that ends with it", async () => {
    expect(BUILDER_TIME_LIMIT_MS).toBe(15_000);
    const before = await setting(t.db);
    const inside = await withTimeLimit(t.db, 5_000, async (tx, budget) => {
      const first = await setting(tx);
      await budget();
      return [first, await setting(tx)];
    });
    // What is left of the 5 s, set again before each statement.
    const ms = inside.map((text) => Number(String(text).replace(/ms$/, "").replace(/s$/, "000")));
    for (const value of ms) {
      expect(value).toBeGreaterThan(3_000);
      expect(value).toBeLessThanOrEqual(5_000);
    }
    expect(await setting(t.db)).toBe(before);
    // A run goes through it and still answers.
    expect((await run("dataset=sales&group_by=day&measures=count")).status).toBe(200);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "on PostgreSQL a statement past the limit is cancelled and answers 'took too long' in the user's language",
    async () => {
      const error = await withTimeLimit(t.db, 50, (tx) => tx.execute(sql`select pg_sleep(2)`)).catch((e) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual({
        group_by: [{ key: "reports:datatables.errors.too-slow" }],
      });
      // The connection went back to the pool without the limit.
      expect(await setting(t.db)).not.toBe("50ms");
    },
  );
});
