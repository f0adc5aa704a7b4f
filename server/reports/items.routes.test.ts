import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendantResults, ItemSales } from "../../src/schemas/reports.ts";
import { saleItems, sales } from "../pdv/schema.ts";
import { sellers } from "../sellers/schema.ts";
import { marketStructure, productConfigs, products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { reportTestNetwork } from "./report-test-network.ts";

// RPT 6 (items sold) and RPT 16 (attendants' results) on a small data set of their own units, products and
// sellers: hand-computed figures with a cancelled sale, a removed item, a discount that does not divide evenly,
// fractional quantities whose cost rounds, the unit cost's fallbacks, and commissions that round half up.

let t: TestApp;
let admin = "";
let caixa = "";
let demoId = 0;
let unitA = 0;
let unitB = 0;
let unitC = 0;
let otherUnit = 0;
let group = 0;
let adminId = 0;
const product: Record<string, number> = {};
const seller: Record<string, number> = {};

const PERIOD = "start=2026-11-01&end=2026-11-10";

type Item = { product: string; quantity: string; price: string; discount?: string; cost?: string; removed?: boolean };

async function sale(
  companyId: number,
  sellerName: string | null,
  at: string,
  items: ReadonlyArray<Item>,
  canceled = false,
) {
  const totals = items.map(
    (item) =>
      (Math.round(Number(item.quantity) * Number(item.price) * 100) - Math.round(Number(item.discount ?? "0") * 100)) /
      100,
  );
  const total = items
    .reduce((sum, item, index) => (item.removed ? sum : sum + Math.round((totals[index] ?? 0) * 100)), 0)
    .toString();
  const reais = `${total.slice(0, -2) || "0"}.${total.slice(-2).padStart(2, "0")}`;
  const [row] = await t.db
    .insert(sales)
    .values({
      multiStoreId: demoId,
      companyId,
      userId: adminId,
      sellerId: sellerName === null ? null : (seller[sellerName] as number),
      grossTotal: reais,
      discountTotal: "0",
      itemsTotal: reais,
      total: reais,
      inflowsTotal: reais,
      status: canceled ? "canceled" : "finished",
      createdAt: new Date(at),
    })
    .returning({ id: sales.id });
  await t.db.insert(saleItems).values(
    items.map((item, position) => ({
      multiStoreId: demoId,
      saleId: row?.id as number,
      productId: product[item.product] as number,
      position,
      description: item.product,
      quantity: item.quantity,
      unitPrice: item.price,
      listPrice: item.price,
      unitCost: item.cost ?? "0",
      discount: item.discount ?? "0",
      total: (totals[position] ?? 0).toFixed(2),
      status: !item.removed,
    })),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa] = (await Promise.all(["admin", "caixa"].map((login) => t.login(login)))) as [string, string];
  ({ demoId, unitA, unitB, unitC, otherUnit, group, adminId } = await reportTestNetwork(t, "Itens"));
  const [department] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: demoId, level: "department", name: "Bebidas Rel" })
    .returning({ id: marketStructure.id });
  const [juices] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: demoId, level: "group", name: "Sucos Rel", parentId: department?.id as number })
    .returning({ id: marketStructure.id });
  for (const [name, cost, departmentId, groupId] of [
    ["Suco Rel", "1.00", department?.id, juices?.id],
    ["Bolo Rel", "3.00", null, null],
    ["Café Rel", "0.50", department?.id, null],
  ] as const) {
    const [row] = await t.db
      .insert(products)
      .values({ multiStoreId: demoId, fullDescription: name, sku: `REL-${name}`, cost, departmentId, groupId })
      .returning({ id: products.id });
    product[name] = row?.id as number;
  }
  // In unit A the juice costs R$ 2,00 (its product config); in B the product's R$ 1,00 applies.
  await t.db.insert(productConfigs).values({
    multiStoreId: demoId,
    companyId: unitA,
    productId: product["Suco Rel"] as number,
    price1: "10.00",
    unitCost: "2.00",
  });
  for (const [name, percent] of [
    ["Ana Rel", "2.50"],
    ["Bruno Rel", "5.00"],
  ] as const) {
    const [row] = await t.db
      .insert(sellers)
      .values({ multiStoreId: demoId, name, commissionPercentage: percent })
      .returning({ id: sellers.id });
    seller[name] = row?.id as number;
  }
  // S1 (A, Ana): 3 juices at R$ 10,00 less R$ 3,33 = 26,67 (cost 3 × 2,00 = 6,00, the unit's); 1,5 kg of cake at
  // R$ 49,00 = 73,50 (cost 1,5 × 3,00 = 4,50, the product's); a removed R$ 50,00 coffee line. Total 100,17.
  await sale(unitA, "Ana Rel", "2026-11-01T00:30:00-03:00", [
    { product: "Suco Rel", quantity: "3", price: "10.00", discount: "3.33" },
    { product: "Bolo Rel", quantity: "1.5", price: "49.00" },
    { product: "Café Rel", quantity: "10", price: "5.00", removed: true },
  ]);
  // S2 (B, Bruno): 2 coffees at R$ 5,05 = 10,10, cost recorded R$ 1,23 each = 2,46. Commission 5 % = 0,505 → 0,51.
  await sale(unitB, "Bruno Rel", "2026-11-05T12:00:00-03:00", [
    { product: "Café Rel", quantity: "2", price: "5.05", cost: "1.23" },
  ]);
  // S3 (A, no seller): 0,333 juice at R$ 10,00 = 3,33; cost 0,333 × 2,00 = 0,666 → 0,67.
  await sale(unitA, null, "2026-11-10T23:30:00-03:00", [{ product: "Suco Rel", quantity: "0.333", price: "10.00" }]);
  // S6 (A, Ana): a R$ 10,00 discount over three R$ 30,00 juices: 3,34 + 3,33 + 3,33; cost recorded R$ 1,80.
  await sale(
    unitA,
    "Ana Rel",
    "2026-11-07T09:00:00-03:00",
    ["3.34", "3.33", "3.33"].map((discount) => ({
      product: "Suco Rel",
      quantity: "1",
      price: "30.00",
      discount,
      cost: "1.80",
    })),
  );
  // Never counted: a cancelled sale, a sale of unit C (not admin's), one after the period.
  await sale(
    unitA,
    "Ana Rel",
    "2026-11-06T10:00:00-03:00",
    [{ product: "Bolo Rel", quantity: "100", price: "5.00" }],
    true,
  );
  await sale(unitC, "Ana Rel", "2026-11-03T10:00:00-03:00", [{ product: "Bolo Rel", quantity: "8", price: "5.00" }]);
  await sale(unitB, "Bruno Rel", "2026-11-11T00:10:00-03:00", [{ product: "Café Rel", quantity: "7", price: "5.00" }]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(path: string, cookie = admin) => {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
};

const figures = (row: ItemSales["data"][number]) => [
  row.name,
  row.quantity,
  row.revenue,
  row.cost,
  row.margin,
  row.margin_percent,
];

describe("RPT 6 items sold", () => {
  it("sums quantity, revenue, cost and margin per product, without the cancelled sale and the removed item", async () => {
    const { status, body } = await get<ItemSales>(`/api/v1/reports/item_sales?${PERIOD}&group_id=${group}`);
    expect(status).toBe(200);
    expect(body.group_by).toBe("product");
    expect(body.data.map(figures)).toEqual([
      ["Suco Rel", 6.333, "110.00", "12.07", "97.93", 89.03],
      ["Bolo Rel", 1.5, "73.50", "4.50", "69.00", 93.88],
      ["Café Rel", 2, "10.10", "2.46", "7.64", 75.64],
    ]);
    expect(body.totals).toEqual({
      quantity: 9.833,
      revenue: "193.60",
      cost: "19.03",
      margin: "174.57",
      margin_percent: 90.17,
    });
  });

  it("groups by department and by group (products without one together)", async () => {
    const byDepartment = await get<ItemSales>(
      `/api/v1/reports/item_sales?${PERIOD}&group_id=${group}&group_by=department`,
    );
    expect(byDepartment.body.data.map(figures)).toEqual([
      ["Bebidas Rel", 8.333, "120.10", "14.53", "105.57", 87.9],
      [null, 1.5, "73.50", "4.50", "69.00", 93.88],
    ]);
    const byGroup = await get<ItemSales>(`/api/v1/reports/item_sales?${PERIOD}&group_id=${group}&group_by=group`);
    expect(byGroup.body.data.map(figures)).toEqual([
      ["Sucos Rel", 6.333, "110.00", "12.07", "97.93", 89.03],
      [null, 3.5, "83.60", "6.96", "76.64", 91.67],
    ]);
    expect(byGroup.body.totals.revenue).toBe("193.60");
  });

  it("adds whole years, whole months and the days at the edges of a period (the summaries' roll-ups)", async () => {
    // Before the period; at its first day; in the year 2025 only; inside the whole month of February 2026.
    await sale(unitA, null, "2025-12-30T12:00:00-03:00", [{ product: "Bolo Rel", quantity: "9", price: "5.00" }]);
    const bolo = { product: "Bolo Rel", quantity: "1", price: "5.00", cost: "3.00" };
    await sale(unitA, null, "2025-12-31T23:59:00-03:00", [bolo]);
    await sale(unitB, null, "2025-06-15T10:00:00-03:00", [bolo]);
    await sale(unitA, null, "2026-02-10T10:00:00-03:00", [bolo]);
    // 2025-12-31 (a day), January to October 2026 (months), 1 to 10 November (days).
    const { body } = await get<ItemSales>(
      `/api/v1/reports/item_sales?start=2025-12-31&end=2026-11-10&group_id=${group}`,
    );
    expect(body.data.map(figures)).toEqual([
      ["Suco Rel", 6.333, "110.00", "12.07", "97.93", 89.03],
      ["Bolo Rel", 3.5, "83.50", "10.50", "73.00", 87.43],
      ["Café Rel", 2, "10.10", "2.46", "7.64", 75.64],
    ]);
    expect(body.totals.revenue).toBe("203.60");
    // The calendar year 2025 reads the yearly roll-up; the 9 cakes without a recorded cost take the product's R$ 3,00.
    const year = await get<ItemSales>(`/api/v1/reports/item_sales?start=2025-01-01&end=2025-12-31&group_id=${group}`);
    expect(year.body.data.map(figures)).toEqual([["Bolo Rel", 11, "55.00", "33.00", "22.00", 40]]);
  });

  it("one unit: only its items", async () => {
    const { body } = await get<ItemSales>(`/api/v1/reports/item_sales?${PERIOD}&company_id=${unitB}`);
    expect(body.data.map(figures)).toEqual([["Café Rel", 2, "10.10", "2.46", "7.64", 75.64]]);
  });

  it("writes the figures to XLSX, read back", async () => {
    const res = await t.request(
      `/api/v1/reports/item_sales/export?${PERIOD}&group_id=${group}&group_by=department&format=xlsx`,
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vendas-de-itens-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Vendas de itens · departamento");
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      "Departamento",
      "Quantidade",
      "Faturamento",
      "Custo",
      "Margem",
      "Margem (%)",
    ]);
    expect(sheet?.getRow(5).values).toEqual([undefined, "Sem departamento", 1.5, 73.5, 4.5, 69, 93.88]);
    expect(sheet?.getRow(6).values).toEqual([undefined, "Totais", 9.833, 193.6, 19.03, 174.57, 90.17]);
  });
});

describe("RPT 16 attendants' results", () => {
  it("sales, items, total, average ticket and commission per seller, rounded half up", async () => {
    const { status, body } = await get<AttendantResults>(
      `/api/v1/reports/attendant_results?${PERIOD}&group_id=${group}`,
    );
    expect(status).toBe(200);
    expect(
      body.data.map((row) => [
        row.seller,
        row.commission_percentage,
        row.sales,
        row.items,
        row.total,
        row.average_ticket,
        row.commission,
      ]),
    ).toEqual([
      // 180,17 × 2,5 % = 4,50425 → 4,50; 180,17 ÷ 2 = 90,085 → 90,09.
      ["Ana Rel", "2.50", 2, 7.5, "180.17", "90.09", "4.50"],
      // 10,10 × 5 % = 0,505 → 0,51.
      ["Bruno Rel", "5.00", 1, 2, "10.10", "10.10", "0.51"],
      [null, "0.00", 1, 0.333, "3.33", "3.33", "0.00"],
    ]);
    expect(body.totals).toEqual({
      sales: 4,
      items: 9.833,
      total: "193.60",
      average_ticket: "48.40",
      commission: "5.01",
    });
  });

  it("writes CSV in Spanish", async () => {
    const res = await t.request(`/api/v1/reports/attendant_results/export?${PERIOD}&group_id=${group}&format=csv`, {
      cookie: admin,
      headers: { "accept-language": "es-EC" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="resultados-de-los-vendedores-/);
    const lines = new TextDecoder()
      .decode(await res.arrayBuffer())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Vendedor;Ventas;Ítems;Total de ventas;Ticket promedio;Comisión (%);Comisión");
    expect(lines[1]).toBe("Ana Rel;2;7,5;180,17;90,09;2,50%;4,50");
    expect(lines[3]).toBe("Sin vendedor;1;0,333;3,33;3,33;0,00%;0,00");
    expect(lines[4]).toBe("Totales;4;9,833;193,60;48,40;;5,01");
  });

  it("renders a PDF in the pool", async () => {
    const res = await t.request(`/api/v1/reports/attendant_results/export?${PERIOD}&format=pdf`, { cookie: admin });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});

describe("tenant and permission", () => {
  it("refuses another network's unit (422) and a unit the user does not work in", async () => {
    for (const path of [
      `/api/v1/reports/item_sales?${PERIOD}&company_id=${otherUnit}`,
      `/api/v1/reports/attendant_results?${PERIOD}&company_id=${otherUnit}`,
      `/api/v1/reports/attendant_results/export?${PERIOD}&company_id=${otherUnit}&format=csv`,
      `/api/v1/reports/item_sales?${PERIOD}&company_id=${unitC}`,
    ]) {
      expect((await t.request(path, { cookie: admin })).status, path).toBe(422);
    }
  });

  it("refuses an unknown grouping (422)", async () => {
    const res = await t.request(`/api/v1/reports/item_sales?${PERIOD}&group_by=supplier`, { cookie: admin });
    expect(res.status).toBe(422);
  });

  it("refuses a user without the RPT code (403)", async () => {
    for (const path of [
      `/api/v1/reports/item_sales?${PERIOD}`,
      `/api/v1/reports/item_sales/export?${PERIOD}&format=csv`,
      `/api/v1/reports/attendant_results?${PERIOD}`,
      `/api/v1/reports/attendant_results/export?${PERIOD}&format=xlsx`,
    ]) {
      expect((await t.request(path, { cookie: caixa })).status, path).toBe(403);
    }
  });
});
