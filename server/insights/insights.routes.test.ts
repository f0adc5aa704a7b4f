import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BestSellers, InsightsUnits, Statistics } from "../../src/schemas/insights.ts";
import { customers } from "../customers/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { saleItems, sales } from "../pdv/schema.ts";
import { productionOrders } from "../production/schema.ts";
import { products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userCompanies, users } from "../users/schema.ts";

// The insights home's figures on a small set of sales written straight into the tables in March 2035 (a month the
// seed leaves empty). The period is 10–12/03/2035, so the previous period is 07–09/03/2035 (America/Sao_Paulo).
//
// Unit A now:  10/03 100.00 (P1 2 × 80.00, P2 1 × 20.00)  ·  10/03 50.50 CANCELED (P1 5)  ·  11/03 33.33 (P2 1, a
//              removed P1 line of 10.00)  ·  12/03 23:30 local (13/03 02:30 UTC) 16.66 (P3 0.5)
// Unit B now:  11/03 200.00 (P1 3)
// Unit A before: 08/03 60.00 (P1 1)  ·  09/03 90.00 (P2 2)        Unit B before: 07/03 50.00 (P3 1)

let t: TestApp;
let admin = "";
let reportsOther = "";
let multiStoreId = 0;
let unitA = 0;
let unitB = 0;
let otherUnit = 0;
const ids: number[] = [];
const call = jsonCaller(() => t);
const NOW = "start=2035-03-10&end=2035-03-12";

type Line = { product: number; quantity: string; total: string; removed?: boolean };

async function sale(
  companyId: number,
  at: string,
  total: string,
  lines: Line[],
  extra: Partial<typeof sales.$inferInsert> = {},
) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "admin"));
  const [row] = await t.db
    .insert(sales)
    .values({
      multiStoreId,
      companyId,
      userId: user?.id ?? 0,
      grossTotal: total,
      discountTotal: "0",
      itemsTotal: total,
      total,
      inflowsTotal: total,
      createdAt: new Date(at),
      ...extra,
    })
    .returning({ id: sales.id });
  if (!row) throw new Error("sale insert failed");
  await t.db.insert(saleItems).values(
    lines.map((line, index) => ({
      multiStoreId,
      saleId: row.id,
      productId: line.product,
      position: index + 1,
      description: "item",
      quantity: line.quantity,
      unitPrice: line.total,
      listPrice: line.total,
      total: line.total,
      status: !line.removed,
    })),
  );
  return row.id;
}

const stat = (body: Statistics, key: string) => {
  const found = body.data.find((item) => item.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  reportsOther = (await userWith(t, "so.rpt3.insights", [["RPT", 3, 1]])).cookie;
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  const [outra] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  if (!demo || !outra) throw new Error("seed networks missing");
  multiStoreId = demo.id;
  const units = await t.db.select().from(companies).where(eq(companies.multiStoreId, demo.id)).orderBy(companies.id);
  unitA = units[0]?.id ?? 0;
  unitB = units[1]?.id ?? 0;
  const [other] = await t.db.select().from(companies).where(eq(companies.multiStoreId, outra.id));
  otherUnit = other?.id ?? 0;
  const demoProducts = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.multiStoreId, demo.id))
    .orderBy(products.id)
    .limit(3);
  ids.push(...demoProducts.map((row) => row.id));
  const [p1, p2, p3] = ids as [number, number, number];
  const [newHere, newElsewhere, oldOne] = await t.db
    .insert(customers)
    .values([
      { multiStoreId, name: "Cliente Novo A", createdAt: new Date("2035-03-11T13:00:00Z") },
      { multiStoreId, name: "Cliente Novo B", createdAt: new Date("2035-03-11T14:00:00Z") },
      { multiStoreId, name: "Cliente Antigo", createdAt: new Date("2035-03-08T14:00:00Z") },
    ])
    .returning({ id: customers.id });
  await sale(unitA, "2035-03-10T15:00:00Z", "100.00", [
    { product: p1, quantity: "2", total: "80.00" },
    { product: p2, quantity: "1", total: "20.00" },
  ]);
  await sale(unitA, "2035-03-10T16:00:00Z", "50.50", [{ product: p1, quantity: "5", total: "50.50" }], {
    status: "canceled",
    customerId: oldOne?.id ?? null,
  });
  await sale(
    unitA,
    "2035-03-11T15:00:00Z",
    "33.33",
    [
      { product: p2, quantity: "1", total: "33.33" },
      { product: p1, quantity: "1", total: "10.00", removed: true },
    ],
    { customerId: newHere?.id ?? null },
  );
  await sale(unitA, "2035-03-13T02:30:00Z", "16.66", [{ product: p3, quantity: "0.5", total: "16.66" }]);
  await sale(unitB, "2035-03-11T18:00:00Z", "200.00", [{ product: p1, quantity: "3", total: "200.00" }], {
    customerId: newElsewhere?.id ?? null,
  });
  await sale(unitA, "2035-03-08T15:00:00Z", "60.00", [{ product: p1, quantity: "1", total: "60.00" }]);
  await sale(unitA, "2035-03-09T15:00:00Z", "90.00", [{ product: p2, quantity: "2", total: "90.00" }]);
  await sale(unitB, "2035-03-07T15:00:00Z", "50.00", [{ product: p3, quantity: "1", total: "50.00" }]);
  await t.db.insert(productionOrders).values([
    {
      multiStoreId,
      companyId: unitA,
      number: 990001,
      customerName: "X",
      statusId: 8,
      finishedAt: new Date("2035-03-12T15:00:00Z"),
    },
    {
      multiStoreId,
      companyId: unitA,
      number: 990002,
      customerName: "Y",
      statusId: 9,
      finishedAt: new Date("2035-03-12T15:00:00Z"),
    },
    {
      multiStoreId,
      companyId: unitB,
      number: 990003,
      customerName: "Z",
      statusId: 8,
      finishedAt: new Date("2035-03-08T15:00:00Z"),
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/v1/insights/statistics", () => {
  it("figures the whole network against the same-length period before, canceled sales and removed items left out", async () => {
    const { status, body } = await call<Statistics>("GET", `/api/v1/insights/statistics?${NOW}`, admin);
    expect(status).toBe(200);
    expect([body.previous_start, body.previous_end]).toEqual(["2035-03-07", "2035-03-09"]);
    // 100.00 + 33.33 + 16.66 + 200.00 against 60.00 + 90.00 + 50.00: 14 999 / 20 000 = 74.995 % → 75 %.
    expect(stat(body, "sales")).toEqual({
      key: "sales",
      type: 1,
      value: "349.99",
      previous: "200.00",
      change: 75,
      series: [100, 233.33, 16.66],
    });
    // 4 tickets against 3: 33.33 %.
    expect(stat(body, "tickets")).toMatchObject({
      type: 2,
      value: "4",
      previous: "3",
      change: 33.33,
      series: [1, 2, 1],
    });
    // 349.99 / 4 = 87.4975 → 87.50; 200.00 / 3 = 66.666… → 66.67; (8750 − 6667) / 6667 = 31.243 %.
    expect(stat(body, "average-ticket")).toMatchObject({ type: 1, value: "87.50", previous: "66.67", change: 31.24 });
    // (2 + 1 + 1 + 0.5 + 3) / 4 = 1.875 → 1.88; (1 + 2 + 1) / 3 = 1.333… → 1.33.
    expect(stat(body, "items-per-ticket")).toMatchObject({ type: 3, value: "1.88", previous: "1.33", change: 41.35 });
    expect(stat(body, "new-customers")).toMatchObject({ value: "2", previous: "1", change: 100, series: [0, 2, 0] });
    expect(stat(body, "production-finished")).toMatchObject({ value: "1", previous: "1", change: 0 });
  });

  it("for a user of unit A only: unit A's figures, and only the new customers who bought there", async () => {
    const { cookie, id } = await userWith(t, "so.rpt1.unidade.a", [["RPT", 1, 1]]);
    await t.db.delete(userCompanies).where(and(eq(userCompanies.userId, id), ne(userCompanies.companyId, unitA)));
    const mine = await call<Statistics>("GET", `/api/v1/insights/statistics?${NOW}`, cookie);
    expect(mine.status).toBe(200);
    expect(stat(mine.body, "sales")).toMatchObject({ value: "149.99", previous: "150.00" });
    // Cliente Novo B bought at unit B only: not a new customer of this user's units.
    expect(stat(mine.body, "new-customers")).toMatchObject({ value: "1", previous: "0" });
    // A unit of the network the user does not work in is refused, as in the reports.
    for (const path of ["statistics", "best_sellers"]) {
      const res = await call<{ messages: Record<string, string[]> }>(
        "GET",
        `/api/v1/insights/${path}?${NOW}&company_id=${unitB}`,
        cookie,
      );
      expect(res.status, path).toBe(422);
      expect(Object.keys(res.body.messages), path).toEqual(["company_id"]);
    }
  });

  it("follows the unit chosen", async () => {
    const { status, body } = await call<Statistics>(
      "GET",
      `/api/v1/insights/statistics?${NOW}&company_id=${unitA}`,
      admin,
    );
    expect(status).toBe(200);
    // 149.99 against 150.00: −0.0067 % → −0.01 %.
    expect(stat(body, "sales")).toMatchObject({ value: "149.99", previous: "150.00", change: -0.01 });
    expect(stat(body, "tickets")).toMatchObject({ value: "3", previous: "2", change: 50 });
    // 149.99 / 3 = 49.9967 → 50.00 against 75.00: −33.33 %.
    expect(stat(body, "average-ticket")).toMatchObject({ value: "50.00", previous: "75.00", change: -33.33 });
    // (2 + 1 + 1 + 0.5) / 3 = 1.5 against (1 + 2) / 2 = 1.5: the removed line does not count.
    expect(stat(body, "items-per-ticket")).toMatchObject({ value: "1.50", previous: "1.50", change: 0 });
    // Of the two customers registered on 11/03, one bought at unit A; nothing before: no percentage.
    expect(stat(body, "new-customers")).toMatchObject({ value: "1", previous: "0", change: null });
    expect(stat(body, "production-finished")).toMatchObject({ value: "1", previous: "0", change: null });
  });

  it("refuses a period that ends before it starts", async () => {
    const { status, body } = await call<{ messages: Record<string, string[]> }>(
      "GET",
      "/api/v1/insights/statistics?start=2035-03-10&end=2035-03-09",
      admin,
    );
    expect(status).toBe(422);
    expect(body.messages.end).toEqual(["A data final deve ser igual ou posterior à inicial."]);
    const early = await call<{ messages: Record<string, string[]> }>(
      "GET",
      "/api/v1/insights/statistics?start=0100-01-01&end=0100-01-01",
      admin,
    );
    expect(early.status).toBe(422);
    expect(early.body.messages.start).toEqual(["Escolha um período a partir de 01/01/2000."]);
  });

  it("refuses another network's unit and a user without RPT 1", async () => {
    expect((await call("GET", `/api/v1/insights/statistics?${NOW}&company_id=${otherUnit}`, admin)).status).toBe(422);
    expect((await call("GET", `/api/v1/insights/best_sellers?${NOW}&company_id=${otherUnit}`, admin)).status).toBe(422);
    expect((await call("GET", `/api/v1/insights/statistics?${NOW}`, reportsOther)).status).toBe(403);
    expect((await call("GET", `/api/v1/insights/best_sellers?${NOW}`, reportsOther)).status).toBe(403);
    expect((await call("GET", "/api/v1/insights/units", reportsOther)).status).toBe(403);
    const cashier = await t.login("caixa");
    expect((await call("GET", `/api/v1/insights/statistics?${NOW}`, cashier)).status).toBe(403);
  });
});

describe("GET /api/v1/insights/best_sellers", () => {
  it("ranks the models by billing with their quantity and the period's total billing", async () => {
    const { status, body } = await call<BestSellers>("GET", `/api/v1/insights/best_sellers?${NOW}`, admin);
    expect(status).toBe(200);
    const [p1, p2, p3] = ids;
    expect(body.total_billing).toBe("349.99");
    expect(body.quantity).toBe("7.5");
    expect(body.data.map((row) => [row.product_id, row.quantity, row.value])).toEqual([
      [p1, "5", "280.00"],
      [p2, "2", "53.33"],
      [p3, "0.5", "16.66"],
    ]);
    expect(body.data[0]?.model).not.toBe("");
    const unitB = await call<BestSellers>("GET", `/api/v1/insights/best_sellers?${NOW}&company_id=${unitBId()}`, admin);
    expect(unitB.body.data.map((row) => [row.product_id, row.value])).toEqual([[p1, "200.00"]]);
  });
});

describe("GET /api/v1/insights/units", () => {
  it("lists the units the user works in, not another network's", async () => {
    const { status, body } = await call<InsightsUnits>("GET", "/api/v1/insights/units", admin);
    expect(status).toBe(200);
    const listed = body.companies.map((row) => row.id as number);
    expect(listed).toContain(unitA);
    expect(listed).toContain(unitB);
    expect(listed).not.toContain(otherUnit);
  });
});

const unitBId = () => unitB;
