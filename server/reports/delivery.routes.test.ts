import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryHistory, DeliveryManSales } from "../../src/schemas/delivery-reports.ts";
import { customers } from "../customers/schema.ts";
import { deliveryMen, sales } from "../pdv/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { reportTestNetwork } from "./report-test-network.ts";

// The delivery reports (RPT 8, 15) on a small data set of their own units: hand-computed figures, a cancelled
// delivery and a sale without shipping (method 9) left out, the charge counted only with method 1 and the cost
// only with methods other than 1 and 9 (whatever the rows hold), a delivery at 23:30 of the last day, another
// network's unit refused and a user without the RPT code refused.

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
let joao = 0;
let maria = 0;
let customerId = 0;
const ids: Record<string, number> = {};

const PERIOD = "start=2026-11-01&end=2026-11-10";

type Delivery = {
  key: string;
  companyId: number;
  at: string;
  method: number;
  charge: string;
  cost: string;
  total: string;
  man?: number;
  customer?: number;
  canceled?: boolean;
};

async function sale(d: Delivery) {
  const [row] = await t.db
    .insert(sales)
    .values({
      multiStoreId: demoId,
      companyId: d.companyId,
      userId: adminId,
      customerId: d.customer ?? null,
      deliveryManId: d.man ?? null,
      shippingMethod: d.method,
      deliveryCharge: d.charge,
      deliveryCost: d.cost,
      grossTotal: d.total,
      discountTotal: "0",
      itemsTotal: d.total,
      total: d.total,
      inflowsTotal: d.total,
      status: d.canceled ? "canceled" : "finished",
      createdAt: new Date(d.at),
    })
    .returning({ id: sales.id });
  ids[d.key] = row?.id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa] = (await Promise.all(["admin", "caixa"].map((login) => t.login(login)))) as [string, string];
  ({ demoId, unitA, unitB, unitC, otherUnit, group, adminId } = await reportTestNetwork(t, "Delivery"));
  const men = await t.db
    .insert(deliveryMen)
    .values([
      { multiStoreId: demoId, name: "João Entregas" },
      { multiStoreId: demoId, name: "Maria Moto" },
    ])
    .returning({ id: deliveryMen.id });
  joao = men[0]?.id as number;
  maria = men[1]?.id as number;
  const [c] = await t.db
    .insert(customers)
    .values({ multiStoreId: demoId, name: "Cliente Delivery", phone1: "11990001234" })
    .returning({ id: customers.id });
  customerId = c?.id as number;
  // 1 to 10 November 2026 (São Paulo, UTC−3).
  for (const d of [
    // D1: method 1 — the charge counts, the cost does not.
    {
      key: "d1",
      companyId: unitA,
      at: "2026-11-02T09:05:00-03:00",
      method: 1,
      charge: "10.00",
      cost: "4.00",
      total: "110.00",
      man: joao,
      customer: customerId,
    },
    // D2: method 3 — the cost counts, the charge does not.
    {
      key: "d2",
      companyId: unitA,
      at: "2026-11-03T18:30:00-03:00",
      method: 3,
      charge: "7.00",
      cost: "5.50",
      total: "80.00",
      man: joao,
    },
    // D3: method 0 at 23:30 of the last day (already 11 November in UTC).
    {
      key: "d3",
      companyId: unitB,
      at: "2026-11-10T23:30:00-03:00",
      method: 0,
      charge: "0",
      cost: "3.33",
      total: "33.33",
      man: maria,
      customer: customerId,
    },
    // D4: method 4, no delivery person.
    {
      key: "d4",
      companyId: unitB,
      at: "2026-11-05T12:00:00-03:00",
      method: 4,
      charge: "0",
      cost: "2.00",
      total: "20.00",
    },
    // Cancelled, no shipping (9), the day after, and unit C (not admin's): none counted.
    {
      key: "canceled",
      companyId: unitA,
      at: "2026-11-04T10:00:00-03:00",
      method: 1,
      charge: "10.00",
      cost: "0",
      total: "60.00",
      man: maria,
      canceled: true,
    },
    {
      key: "pickup",
      companyId: unitA,
      at: "2026-11-04T11:00:00-03:00",
      method: 9,
      charge: "5.00",
      cost: "5.00",
      total: "45.00",
      man: joao,
    },
    {
      key: "after",
      companyId: unitA,
      at: "2026-11-11T00:10:00-03:00",
      method: 1,
      charge: "9.00",
      cost: "0",
      total: "19.00",
      man: joao,
    },
    {
      key: "c",
      companyId: unitC,
      at: "2026-11-06T10:00:00-03:00",
      method: 1,
      charge: "8.00",
      cost: "0",
      total: "58.00",
      man: maria,
    },
  ] satisfies Delivery[]) {
    await sale(d);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(path: string, cookie = admin) => {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
};

describe("RPT 8 delivery history", () => {
  it("lists each delivery with its charge (method 1 only) and cost (not 1 nor 9), oldest first", async () => {
    const { status, body } = await get<DeliveryHistory>(`/api/v1/reports/delivery_history?${PERIOD}&group_id=${group}`);
    expect(status).toBe(200);
    expect(
      body.data.map((r) => [
        r.sale_id,
        r.date_time,
        r.customer,
        r.delivery_man,
        r.shipping_method,
        r.delivery_charge,
        r.delivery_cost,
        r.total,
      ]),
    ).toEqual([
      [ids.d1, "02/11/2026 09:05", "Cliente Delivery", "João Entregas", 1, "10.00", "0.00", "110.00"],
      [ids.d2, "03/11/2026 18:30", null, "João Entregas", 3, "0.00", "5.50", "80.00"],
      [ids.d4, "05/11/2026 12:00", null, null, 4, "0.00", "2.00", "20.00"],
      [ids.d3, "10/11/2026 23:30", "Cliente Delivery", "Maria Moto", 0, "0.00", "3.33", "33.33"],
    ]);
    expect(body.data[0]?.sold_at).toBe("2026-11-02T12:05:00.000Z");
    expect(body.totals).toEqual({ deliveries: 4, delivery_charge: "10.00", delivery_cost: "10.83", total: "243.33" });
  });

  it("narrows to one unit", async () => {
    const { body } = await get<DeliveryHistory>(`/api/v1/reports/delivery_history?${PERIOD}&company_id=${unitB}`);
    expect(body.data.map((r) => r.sale_id)).toEqual([ids.d4, ids.d3]);
    expect(body.totals).toEqual({ deliveries: 2, delivery_charge: "0.00", delivery_cost: "5.33", total: "53.33" });
  });

  it("writes the rows and totals to XLSX, read back", async () => {
    const res = await t.request(`/api/v1/reports/delivery_history/export?${PERIOD}&group_id=${group}&format=xlsx`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="historico-de-delivery-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Histórico de delivery");
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      "Data/hora",
      "Venda",
      "Cliente",
      "Entregador",
      "Modalidade do frete",
      "Taxa de entrega",
      "Custo da entrega",
      "Total da venda",
    ]);
    expect(sheet?.getRow(5).values).toEqual([
      undefined,
      "03/11/2026 18:30",
      String(ids.d2),
      "Consumidor final",
      "João Entregas",
      "3 - Próprio, do remetente",
      0,
      5.5,
      80,
    ]);
    expect(sheet?.getRow(8).values).toEqual([
      undefined,
      "Totais",
      "4 entregas",
      undefined,
      undefined,
      undefined,
      10,
      10.83,
      243.33,
    ]);
  });
});

describe("RPT 15 sales by delivery person", () => {
  it("sums deliveries, charges, costs and totals per delivery person, the ones without last", async () => {
    const { status, body } = await get<DeliveryManSales>(
      `/api/v1/reports/sales_by_delivery_man?${PERIOD}&group_id=${group}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        delivery_man_id: joao,
        delivery_man: "João Entregas",
        deliveries: 2,
        delivery_charge: "10.00",
        delivery_cost: "5.50",
        total: "190.00",
      },
      {
        delivery_man_id: maria,
        delivery_man: "Maria Moto",
        deliveries: 1,
        delivery_charge: "0.00",
        delivery_cost: "3.33",
        total: "33.33",
      },
      {
        delivery_man_id: 0,
        delivery_man: null,
        deliveries: 1,
        delivery_charge: "0.00",
        delivery_cost: "2.00",
        total: "20.00",
      },
    ]);
    expect(body.totals).toEqual({ deliveries: 4, delivery_charge: "10.00", delivery_cost: "10.83", total: "243.33" });
  });

  it("a franchisor includes the franchise unit's deliveries with franchise=true", async () => {
    const { body } = await get<DeliveryManSales>(
      `/api/v1/reports/sales_by_delivery_man?${PERIOD}&group_id=${group}&franchise=true`,
    );
    expect(body.data.find((r) => r.delivery_man_id === maria)).toMatchObject({
      deliveries: 2,
      delivery_charge: "8.00",
      total: "91.33",
    });
    expect(body.totals).toEqual({ deliveries: 5, delivery_charge: "18.00", delivery_cost: "10.83", total: "301.33" });
  });

  it("writes CSV in Spanish", async () => {
    const res = await t.request(`/api/v1/reports/sales_by_delivery_man/export?${PERIOD}&group_id=${group}&format=csv`, {
      cookie: admin,
      headers: { "accept-language": "es-EC" },
    });
    expect(res.status).toBe(200);
    const lines = new TextDecoder()
      .decode(await res.arrayBuffer())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Repartidor;Entregas;Tarifa de entrega;Costo de la entrega;Total de la venta");
    expect(lines.slice(1, 5)).toEqual([
      "João Entregas;2;10,00;5,50;190,00",
      "Maria Moto;1;0,00;3,33;33,33",
      "Sin repartidor;1;0,00;2,00;20,00",
      "Totales;4;10,00;10,83;243,33",
    ]);
  });

  it("says 'Nenhuma entrega' / 'Ninguna entrega' in the totals of a period without deliveries", async () => {
    for (const [language, expected] of [
      ["pt-BR", "Nenhuma entrega"],
      ["es-EC", "Ninguna entrega"],
    ] as const) {
      const res = await t.request(
        "/api/v1/reports/delivery_history/export?start=2026-10-01&end=2026-10-05&format=csv",
        { cookie: admin, headers: { "accept-language": language } },
      );
      expect(res.status).toBe(200);
      expect(new TextDecoder().decode(await res.arrayBuffer())).toContain(expected);
    }
  });

  it("renders a PDF in the pool", async () => {
    const res = await t.request(`/api/v1/reports/sales_by_delivery_man/export?${PERIOD}&format=pdf`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});

describe("tenant and permission", () => {
  it("refuses another network's unit (422) and a unit the user does not work in", async () => {
    for (const path of [
      `/api/v1/reports/delivery_history?${PERIOD}&company_id=${otherUnit}`,
      `/api/v1/reports/sales_by_delivery_man?${PERIOD}&company_id=${otherUnit}`,
      `/api/v1/reports/delivery_history/export?${PERIOD}&company_id=${otherUnit}&format=csv`,
      `/api/v1/reports/delivery_history?${PERIOD}&company_id=${unitC}`,
    ]) {
      expect((await t.request(path, { cookie: admin })).status, path).toBe(422);
    }
  });

  it("refuses a user without the RPT code (403)", async () => {
    for (const path of [
      `/api/v1/reports/delivery_history?${PERIOD}`,
      `/api/v1/reports/delivery_history/export?${PERIOD}&format=xlsx`,
      `/api/v1/reports/sales_by_delivery_man?${PERIOD}`,
      `/api/v1/reports/sales_by_delivery_man/export?${PERIOD}&format=csv`,
    ]) {
      expect((await t.request(path, { cookie: caixa })).status, path).toBe(403);
    }
  });
});
