import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail, InvoiceInput } from "../../src/schemas/invoices.ts";
import { accountPlans, financialEntries } from "../finance/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { products, skuStocks, stockMovements, stocks } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userCompanies } from "../users/schema.ts";
import { purchaseInvoices } from "./schema.ts";

// A review as an attacker of the purchase invoices: the same post or cancel twice at once, another network's and
// another unit's ids, a chart row deleted under a draft. Run on PostgreSQL (DATABASE_URL) for the races to race.

const PATH = "/api/v1/purchase_invoices";
let t: TestApp;
let buyer = "";
let chart = "";
let centroOnly = "";
let noInv = "";
let network = 0;
let unit = 0;
let otherUnit = 0;
let stock = 0;
let otherUnitStock = 0;
let supplier = 0;
let product = 0;
let outraPlan = 0;
let outraStock = 0;
let outraSupplier = 0;
let numbers = 0;

const call = jsonCaller(() => t);
type Messages = { messages: Record<string, string[]> };

beforeAll(async () => {
  t = await startTestApp();
  buyer = (await userWith(t, "ataque.inv", [["INV", 1, 1]])).cookie;
  chart = (await userWith(t, "ataque.fin2", [["FIN", 2, 1]])).cookie;
  noInv = (await userWith(t, "ataque.seminv", [["FIN", 1, 1]])).cookie;
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  const [outraRede] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  if (!demo || !outraRede) throw new Error("seed");
  network = demo.id;
  const units = await t.db
    .select()
    .from(companies)
    .where(eq(companies.multiStoreId, network))
    .orderBy(asc(companies.id));
  unit = units[0]?.id ?? 0;
  otherUnit = units[1]?.id ?? 0;
  const stockOf = async (companyId: number) => {
    const [row] = await t.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.companyId, companyId), eq(stocks.isDefault, true)));
    return row?.id ?? 0;
  };
  stock = await stockOf(unit);
  otherUnitStock = await stockOf(otherUnit);
  const [outraUnit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, outraRede.id));
  outraStock = await stockOf(outraUnit?.id ?? 0);
  const [plan] = await t.db.select().from(accountPlans).where(eq(accountPlans.multiStoreId, outraRede.id)).limit(1);
  outraPlan = plan?.id ?? 0;
  const made = await t.db
    .insert(suppliers)
    .values([
      { multiStoreId: network, name: "Fornecedor do ataque", docId1: "11444777000161" },
      { multiStoreId: outraRede.id, name: "Fornecedor alheio", docId1: "19131243000197" },
    ])
    .returning();
  supplier = made[0]?.id ?? 0;
  outraSupplier = made[1]?.id ?? 0;
  const [p] = await t.db
    .insert(products)
    .values({ multiStoreId: network, fullDescription: "Boné do ataque", sku: "ATQ-BON", cost: "0" })
    .returning();
  product = p?.id ?? 0;
  const only = await userWith(t, "ataque.inv.unidade", [["INV", 1, 1]]);
  await t.db.delete(userCompanies).where(and(eq(userCompanies.userId, only.id), eq(userCompanies.companyId, unit)));
  centroOnly = await t.login("ataque.inv.unidade");
});
afterAll(() => t.close());

const draftOf = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  company_id: unit,
  stock_id: stock,
  supplier_id: supplier,
  number: `ATQ-${++numbers}`,
  series: "1",
  issue_date: "2026-11-20",
  entry_date: "2026-11-22",
  installments: [],
  items: [{ product_id: product, quantity: 10, unit_cost: "5.00" }],
  ...overrides,
});

const draft = async (overrides: Partial<InvoiceInput> = {}) => {
  const res = await call<InvoiceDetail>("POST", PATH, buyer, draftOf(overrides));
  expect(res.status).toBe(201);
  return res.body.id;
};

const onHand = async () => {
  const [row] = await t.db
    .select({ quantity: skuStocks.quantity })
    .from(skuStocks)
    .where(and(eq(skuStocks.stockId, stock), eq(skuStocks.productId, product)));
  return row?.quantity ?? "0.000";
};
const payablesOf = (id: number) =>
  t.db
    .select()
    .from(financialEntries)
    .where(and(eq(financialEntries.origin, "invoice"), eq(financialEntries.originId, id)));

describe("the same thing twice at once", () => {
  it("posts an invoice once when two posts run at once: goods in once, payables once", async () => {
    const id = await draft();
    const before = await onHand();
    const results = await Promise.all([1, 2].map(() => call("POST", `${PATH}/${id}/post`, buyer)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(Number(await onHand()) - Number(before)).toBe(10);
    expect(await payablesOf(id)).toHaveLength(1);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.documentId, id));
    expect(moves).toHaveLength(1);
  });

  it("posts one of two drafts of the same supplier's number at once", async () => {
    const a = await draft({ number: "DUP-1" });
    const b = await draft({ number: "DUP-1" });
    const before = await onHand();
    const results = await Promise.all([a, b].map((id) => call("POST", `${PATH}/${id}/post`, buyer)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(Number(await onHand()) - Number(before)).toBe(10);
    expect((await payablesOf(a)).length + (await payablesOf(b)).length).toBe(1);
  });

  it("cancels a posted invoice once when two cancels run at once: goods out once", async () => {
    const id = await draft();
    expect((await call("POST", `${PATH}/${id}/post`, buyer)).status).toBe(200);
    const before = await onHand();
    const results = await Promise.all([1, 2].map(() => call("POST", `${PATH}/${id}/cancel`, buyer)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(Number(before) - Number(await onHand())).toBe(10);
    const live = (await payablesOf(id)).filter((row) => row.canceledAt === null);
    expect(live).toEqual([]);
  });
});

describe("ids of others", () => {
  it("refuses another network's stock, supplier, plan and product, nested ones too; writes nothing", async () => {
    const count = async () => (await t.db.select().from(purchaseInvoices)).length;
    const before = await count();
    for (const [field, overrides] of [
      ["stock_id", { stock_id: outraStock }],
      ["supplier_id", { supplier_id: outraSupplier }],
      ["account_plan_id", { account_plan_id: outraPlan }],
      ["stock_id", { stock_id: otherUnitStock }],
    ] as const) {
      const res = await call<Messages>("POST", PATH, buyer, draftOf(overrides));
      expect([field, res.status]).toEqual([field, 422]);
      expect(Object.keys(res.body.messages)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a unit the user does not work in, and users without INV", async () => {
    const id = await draft();
    expect((await call("GET", `${PATH}/${id}`, centroOnly)).status).toBe(404);
    expect((await call("POST", `${PATH}/${id}/post`, centroOnly)).status).toBe(404);
    expect((await call("POST", PATH, centroOnly, draftOf())).status).toBe(422);
    expect((await call("POST", `${PATH}/${id}/post`, noInv)).status).toBe(403);
    const [row] = await t.db.select().from(purchaseInvoices).where(eq(purchaseInvoices.id, id));
    expect(row?.status).toBe("draft");
  });
});

describe("the chart of accounts under a draft", () => {
  it("refuses posting a draft whose chart row was deleted since (422 on the field, not a 500); nothing moves", async () => {
    const created = await call<{ id: number }>("POST", "/api/v1/account_plans", chart, {
      company_id: unit,
      code: "4.9.9",
      name: "Compras do ataque",
      is_inflow: false,
    });
    expect(created.status).toBe(201);
    const id = await draft({ account_plan_id: created.body.id });
    // No entry books into it yet: the chart lets it go.
    expect((await call("DELETE", `/api/v1/account_plans/${created.body.id}`, chart)).status).toBe(200);
    const before = await onHand();
    const posted = await call<Messages>("POST", `${PATH}/${id}/post`, buyer);
    expect(posted.status).toBe(422);
    expect(posted.body.messages.account_plan_id).toEqual(["Escolha uma conta do plano de contas da unidade da nota."]);
    expect(await payablesOf(id)).toEqual([]);
    expect(await onHand()).toBe(before);
    const [row] = await t.db.select().from(purchaseInvoices).where(eq(purchaseInvoices.id, id));
    expect(row?.status).toBe("draft");
  });
});
