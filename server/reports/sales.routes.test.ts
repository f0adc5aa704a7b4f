import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethodSales, SalesComparison } from "../../src/schemas/reports.ts";
import { financialEntries, financialInflows, paymentMethods } from "../finance/schema.ts";
import { unitGroups } from "../franchise/schema.ts";
import { sales } from "../pdv/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { reportTestNetwork } from "./report-test-network.ts";
import { users } from "../users/schema.ts";

// The first reports (RPT 2, 4, 5) on a small fixed data set of their own: three units made for this test (so the
// demo's sales stay out), hand-computed figures, a cancelled sale, change, a card fee, discounts that do not divide
// evenly, sales on the edges of the period in São Paulo time, and the previous period.

let t: TestApp;
let admin = "";
let caixa = "";
let other = "";
let demoId = 0;
let unitA = 0;
let unitB = 0;
let unitC = 0;
let group = 0;
let otherUnit = 0;
let otherGroup = 0;
let adminId = 0;
let caixaId = 0;
let adminName = "";
let caixaName = "";
const method: Record<string, number> = {};

const PERIOD = "start=2026-11-01&end=2026-11-10";

type Line = { method: string; billed: string; received: string };

async function sale(
  companyId: number,
  userId: number,
  at: string,
  total: string,
  discount: string,
  lines: ReadonlyArray<Line>,
  options: { canceled?: boolean; fee?: string } = {},
) {
  const received = lines.reduce((sum, line) => sum + Number(line.received), 0).toFixed(2);
  const [row] = await t.db
    .insert(sales)
    .values({
      multiStoreId: demoId,
      companyId,
      userId,
      grossTotal: (Number(total) + Number(discount)).toFixed(2),
      discountTotal: discount,
      itemsTotal: total,
      total,
      inflowsTotal: received,
      totalChange: (Number(received) - Number(total)).toFixed(2),
      status: options.canceled ? "canceled" : "finished",
      createdAt: new Date(at),
    })
    .returning({ id: sales.id });
  const saleId = row?.id as number;
  await t.db.insert(financialInflows).values(
    lines.map((line, position) => ({
      multiStoreId: demoId,
      companyId,
      saleId,
      paymentMethodId: method[line.method] as number,
      paymentKind: line.method,
      position,
      billingValue: line.billed,
      receivedValue: line.received,
      dueDate: at.slice(0, 10),
      createdAt: new Date(at),
    })),
  );
  if (options.fee) {
    await t.db.insert(financialEntries).values({
      multiStoreId: demoId,
      companyId,
      kind: "pay",
      description: `Taxa de cartão – venda nº ${saleId}`,
      paymentMethodId: method.card,
      competencyDate: at.slice(0, 10),
      dueDate: at.slice(0, 10),
      value: options.fee,
      origin: "card_fee",
      originId: saleId,
    });
  }
  return saleId;
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa, other] = (await Promise.all(["admin", "caixa", "outra.admin"].map((login) => t.login(login)))) as [
    string,
    string,
    string,
  ];
  let outraId: number;
  ({ demoId, outraId, unitA, unitB, unitC, otherUnit, group, adminId } = await reportTestNetwork(
    t,
    "Relatório",
    "Grupo Relatórios",
  ));
  const [caixaRow] = await t.db.select().from(users).where(eq(users.login, "caixa"));
  const [adminRow] = await t.db.select().from(users).where(eq(users.id, adminId));
  caixaId = caixaRow?.id as number;
  adminName = adminRow?.name as string;
  caixaName = caixaRow?.name as string;
  const [og] = await t.db
    .insert(unitGroups)
    .values({ multiStoreId: outraId, name: "Grupo da Outra" })
    .returning({ id: unitGroups.id });
  otherGroup = og?.id as number;
  for (const [kind, name, fee, change] of [
    ["money", "Dinheiro Rel", "0", true],
    ["card", "Cartão Rel", "2.5", false],
    ["pix", "Pix Rel", "0", false],
  ] as const) {
    const [row] = await t.db
      .insert(paymentMethods)
      .values({ multiStoreId: demoId, name, kind, feePercentage: fee, givesChange: change })
      .returning({ id: paymentMethods.id });
    method[kind] = row?.id as number;
  }
  // This period, 1 to 10 November 2026 (São Paulo, UTC−3).
  // S1: R$ 100,00 in cash, R$ 150,00 handed over (R$ 50,00 change), discount R$ 3,33; just after midnight.
  await sale(unitA, adminId, "2026-11-01T00:30:00-03:00", "100.00", "3.33", [
    { method: "money", billed: "100.00", received: "150.00" },
  ]);
  // S2: R$ 200,00, R$ 120,00 by card (fee 2,5 % = R$ 3,00) and R$ 80,00 in cash from R$ 100,00; discount R$ 6,67.
  await sale(
    unitA,
    caixaId,
    "2026-11-05T12:00:00-03:00",
    "200.00",
    "6.67",
    [
      { method: "card", billed: "120.00", received: "120.00" },
      { method: "money", billed: "80.00", received: "100.00" },
    ],
    { fee: "3.00" },
  );
  // S3: R$ 33,33 by Pix, discount R$ 1,00, at 23:30 of the last day (already 11 November in UTC).
  await sale(unitB, adminId, "2026-11-10T23:30:00-03:00", "33.33", "1.00", [
    { method: "pix", billed: "33.33", received: "33.33" },
  ]);
  // Cancelled: never counted, its card fee neither.
  await sale(
    unitB,
    adminId,
    "2026-11-06T10:00:00-03:00",
    "500.00",
    "0",
    [{ method: "card", billed: "500.00", received: "500.00" }],
    { canceled: true, fee: "12.50" },
  );
  // The day after the period, and a sale of unit C (not admin's).
  await sale(unitB, adminId, "2026-11-11T00:10:00-03:00", "77.00", "0", [
    { method: "money", billed: "77.00", received: "77.00" },
  ]);
  await sale(unitC, adminId, "2026-11-03T10:00:00-03:00", "40.00", "0", [
    { method: "pix", billed: "40.00", received: "40.00" },
  ]);
  // The previous period, 22 to 31 October: P1 counts; the 21st is out.
  await sale(unitA, adminId, "2026-10-25T15:00:00-03:00", "50.00", "0", [
    { method: "money", billed: "50.00", received: "50.00" },
  ]);
  await sale(unitA, caixaId, "2026-10-21T23:59:00-03:00", "999.00", "0", [
    { method: "money", billed: "999.00", received: "999.00" },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(path: string, cookie = admin) => {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
};

describe("RPT 2 sales by payment method", () => {
  it("sums billed, received, change and card fees per method, without the cancelled sale", async () => {
    const { status, body } = await get<PaymentMethodSales>(
      `/api/v1/reports/sales_by_payment_method?${PERIOD}&group_id=${group}`,
    );
    expect(status).toBe(200);
    expect(
      body.data.map((row) => [row.payment_method, row.sales, row.billed, row.received, row.change, row.fees, row.net]),
    ).toEqual([
      ["Cartão Rel", 1, "120.00", "120.00", "0.00", "3.00", "117.00"],
      ["Dinheiro Rel", 2, "180.00", "250.00", "70.00", "0.00", "180.00"],
      ["Pix Rel", 1, "33.33", "33.33", "0.00", "0.00", "33.33"],
    ]);
    // S2 paid with two methods counts once.
    expect(body.totals).toEqual({
      sales: 3,
      billed: "333.33",
      received: "403.33",
      change: "70.00",
      fees: "3.00",
      net: "330.33",
    });
  });

  it("narrows to one unit", async () => {
    const { body } = await get<PaymentMethodSales>(
      `/api/v1/reports/sales_by_payment_method?${PERIOD}&company_id=${unitB}`,
    );
    expect(body.data.map((row) => [row.payment_method, row.billed])).toEqual([["Pix Rel", "33.33"]]);
    expect(body.totals.sales).toBe(1);
  });
});

describe("RPT 4 sales by user", () => {
  it("gives total, tickets, average ticket and discounts against the previous period", async () => {
    const { status, body } = await get<SalesComparison>(`/api/v1/reports/sales_by_user?${PERIOD}&group_id=${group}`);
    expect(status).toBe(200);
    expect(body.previous_period).toEqual({ start: "2026-10-22", end: "2026-10-31" });
    expect(body.data).toEqual([
      {
        id: caixaId,
        name: caixaName,
        current: { total: "200.00", tickets: 1, average_ticket: "200.00", discounts: "6.67" },
        previous: { total: "0.00", tickets: 0, average_ticket: "0.00", discounts: "0.00" },
        change: { total: null, tickets: null, average_ticket: null, discounts: null },
      },
      {
        id: adminId,
        name: adminName,
        // R$ 133,33 over 2 tickets: R$ 66,665, rounded half up to R$ 66,67.
        current: { total: "133.33", tickets: 2, average_ticket: "66.67", discounts: "4.33" },
        previous: { total: "50.00", tickets: 1, average_ticket: "50.00", discounts: "0.00" },
        change: { total: 166.66, tickets: 100, average_ticket: 33.34, discounts: null },
      },
    ]);
    expect(body.totals).toEqual({
      current: { total: "333.33", tickets: 3, average_ticket: "111.11", discounts: "11.00" },
      previous: { total: "50.00", tickets: 1, average_ticket: "50.00", discounts: "0.00" },
      change: { total: 566.66, tickets: 200, average_ticket: 122.22, discounts: null },
    });
  });
});

describe("RPT 5 sales by unit", () => {
  it("gives each unit's figures against the previous period; the whole network is the user's units", async () => {
    const { body } = await get<SalesComparison>(`/api/v1/reports/sales_by_unit?${PERIOD}`);
    const mine = body.data.filter((row) => row.name.startsWith("Relatório"));
    expect(mine).toEqual([
      {
        id: unitA,
        name: "Relatório A",
        current: { total: "300.00", tickets: 2, average_ticket: "150.00", discounts: "10.00" },
        previous: { total: "50.00", tickets: 1, average_ticket: "50.00", discounts: "0.00" },
        change: { total: 500, tickets: 100, average_ticket: 200, discounts: null },
      },
      {
        id: unitB,
        name: "Relatório B",
        current: { total: "33.33", tickets: 1, average_ticket: "33.33", discounts: "1.00" },
        previous: { total: "0.00", tickets: 0, average_ticket: "0.00", discounts: "0.00" },
        change: { total: null, tickets: null, average_ticket: null, discounts: null },
      },
    ]);
  });

  it("a franchisor includes the franchise units with franchise=true", async () => {
    const { body } = await get<SalesComparison>(
      `/api/v1/reports/sales_by_unit?${PERIOD}&group_id=${group}&franchise=true`,
    );
    expect(body.data.map((row) => [row.name, row.current.total])).toEqual([
      ["Relatório A", "300.00"],
      ["Relatório C", "40.00"],
      ["Relatório B", "33.33"],
    ]);
    expect(body.totals.current.total).toBe("373.33");
  });
});

describe("scope, tenant and permission", () => {
  it("refuses another network's unit or group (422) and a unit the user does not work in", async () => {
    for (const query of [`company_id=${otherUnit}`, `group_id=${otherGroup}`, `company_id=${unitC}`]) {
      const res = await t.request(`/api/v1/reports/sales_by_unit?${PERIOD}&${query}`, { cookie: admin });
      expect(res.status, query).toBe(422);
    }
    const res = await t.request(`/api/v1/reports/sales_by_user/export?${PERIOD}&company_id=${otherUnit}&format=csv`, {
      cookie: admin,
    });
    expect(res.status).toBe(422);
  });

  it("another network's admin sees none of these sales", async () => {
    const { body } = await get<SalesComparison>(`/api/v1/reports/sales_by_unit?${PERIOD}`, other);
    expect(body.data.some((row) => row.name.startsWith("Relatório"))).toBe(false);
  });

  it("refuses a user without the RPT code (403)", async () => {
    for (const path of [
      `/api/v1/reports/sales_by_payment_method?${PERIOD}`,
      `/api/v1/reports/sales_by_user?${PERIOD}`,
      `/api/v1/reports/sales_by_unit?${PERIOD}`,
      `/api/v1/reports/sales_by_unit/export?${PERIOD}&format=xlsx`,
    ]) {
      expect((await t.request(path, { cookie: caixa })).status, path).toBe(403);
    }
  });

  it("requires a sane period", async () => {
    const order = await t.request("/api/v1/reports/sales_by_unit?start=2026-11-10&end=2026-11-01", { cookie: admin });
    expect(order.status).toBe(422);
    expect(await order.json()).toEqual({ messages: { end: ["A data final deve ser igual ou posterior à inicial."] } });
    const long = await t.request("/api/v1/reports/sales_by_unit?start=2025-01-01&end=2026-11-01", { cookie: admin });
    expect(long.status).toBe(422);
    const missing = await t.request("/api/v1/reports/sales_by_unit", { cookie: admin });
    expect(missing.status).toBe(422);
    // Years before 2000 (whose previous period once fell in year 99 and answered 500) are refused on start.
    for (const path of [
      "/api/v1/reports/sales_by_user?start=0100-01-01&end=0100-01-01",
      "/api/v1/reports/sales_by_unit?start=0100-01-01&end=0100-01-05",
      "/api/v1/reports/sales_by_unit/export?start=0100-01-01&end=0100-01-05&format=csv",
      "/api/v1/reports/sales_by_payment_method?start=1999-12-31&end=2000-01-02",
    ]) {
      const early = await t.request(path, { cookie: admin });
      expect(early.status, path).toBe(422);
      expect(await early.json(), path).toEqual({ messages: { start: ["Escolha um período a partir de 01/01/2000."] } });
    }
  });
});

describe("exports", () => {
  it("writes the figures to XLSX, read back", async () => {
    const res = await t.request(
      `/api/v1/reports/sales_by_payment_method/export?${PERIOD}&group_id=${group}&format=xlsx`,
      {
        cookie: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vendas-por-metodo-de-pagamento-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Vendas por método de pagamento");
    expect(sheet?.getRow(2).getCell(1).value).toBe("01/11/2026 a 10/11/2026 · Grupo de unidades: Grupo Relatórios");
    expect(sheet?.getRow(3).getCell(1).value).toBe("Método de pagamento");
    expect(sheet?.getRow(5).values).toEqual([undefined, "Dinheiro Rel", 2, 180, 250, 70, 0, 180]);
    expect(sheet?.getRow(7).values).toEqual([undefined, "Totais", 3, 333.33, 403.33, 70, 3, 330.33]);
    // Under the totals, why they count fewer sales than the column adds up to.
    expect(sheet?.getRow(9).getCell(1).value).toBe(
      "O total de Vendas conta cada venda uma vez: uma venda paga com dois métodos entra na linha de cada um, por isso o total pode ser menor que a soma da coluna.",
    );
  });

  it("writes CSV in Spanish with the injection guard on text cells", async () => {
    const res = await t.request(`/api/v1/reports/sales_by_unit/export?${PERIOD}&company_id=${unitA}&format=csv`, {
      cookie: admin,
      headers: { "accept-language": "es-EC" },
    });
    expect(res.status).toBe(200);
    const csv = new TextDecoder().decode(await res.arrayBuffer());
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]?.startsWith("Unidad;Total de ventas;Total de ventas (período anterior);Total de ventas (%)")).toBe(
      true,
    );
    expect(lines[1]).toBe("Relatório A;300,00;50,00;500;2;1;100;150,00;50,00;200;10,00;0,00;");
  });

  it("writes only the columns the screen shows, in CSV and XLSX alike", async () => {
    const csv = await t.request(
      `/api/v1/reports/sales_by_payment_method/export?${PERIOD}&group_id=${group}&format=csv&columns=payment_method,net`,
      { cookie: admin },
    );
    expect(csv.status).toBe(200);
    const lines = new TextDecoder()
      .decode(await csv.arrayBuffer())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Método de pagamento;Líquido");
    expect(lines).toContain("Dinheiro Rel;180,00");
    expect(lines).toContain("Totais;330,33");

    // RPT 4's total column shows the figure with its change; its previous value is a column of its own (hidden).
    const xlsx = await t.request(
      `/api/v1/reports/sales_by_unit/export?${PERIOD}&company_id=${unitA}&format=xlsx&columns=name,total`,
      { cookie: admin },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3).values).toEqual([undefined, "Unidade", "Total de vendas", "Total de vendas (%)"]);
    expect(sheet?.getRow(4).values).toEqual([undefined, "Relatório A", 300, 500]);

    // A list naming none of the report's columns writes them all; a malformed one is refused.
    const none = await t.request(
      `/api/v1/reports/sales_by_payment_method/export?${PERIOD}&group_id=${group}&format=csv&columns=nothing`,
      { cookie: admin },
    );
    expect(
      new TextDecoder()
        .decode(await none.arrayBuffer())
        .split("\r\n")[0]
        ?.split(";"),
    ).toHaveLength(7);
    const bad = await t.request(
      `/api/v1/reports/sales_by_payment_method/export?${PERIOD}&format=csv&columns=${encodeURIComponent("a;b")}`,
      { cookie: admin },
    );
    expect(bad.status).toBe(422);
  });

  it("renders RPT 2's PDF with its footnote in the pool", async () => {
    const res = await t.request(
      `/api/v1/reports/sales_by_payment_method/export?${PERIOD}&group_id=${group}&format=pdf`,
      {
        cookie: admin,
        headers: { "accept-language": "es-EC" },
      },
    );
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("renders a PDF in the pool", async () => {
    const res = await t.request(`/api/v1/reports/sales_by_user/export?${PERIOD}&group_id=${group}&format=pdf`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});
