import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgets } from "./schema.ts";
import { userPermissions, users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  userId,
  unitId,
} from "./pdv-test-support.ts";

// Issue 9 fix round, item 3: a user sees and changes the sales and budgets of the units they work in; RPT 7 (sales
// history) reads every sale of the network, as the sales list does. Any other unit's row is a 404, as another
// network's is.

let t: TestApp;
let admin = "";
let caixa = "";
let caixa10 = "";
let centro = 0;
let savassi = 0;
let cash = 0;
/** Sold by caixa in Centro, by admin in Savassi. */
let centroSale = 0;
let savassiSale = 0;
let centroBudget = 0;
let savassiBudget = 0;

const NOT_FOUND = { messages: ["Registro não encontrado."] };

async function sell(cookie: string, companyId: number, print: TestProduct): Promise<number> {
  const register = await openRegister(t, cookie, companyId);
  const res = await postKeyed(
    t,
    "/api/v1/sales",
    cookie,
    saleRequestOf({
      cashMovementId: register,
      lines: [{ product: print }],
      payments: [{ methodId: cash, received: 10_000 }],
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A budget of one service in the unit. */
const budgetBody = (companyId: number, print: TestProduct, notes = "") => {
  const sale = saleRequestOf({ cashMovementId: -1, lines: [{ product: print }], payments: [] });
  return { company_id: companyId, items: sale.items, total: sale.sale.total, notes };
};

async function budget(cookie: string, companyId: number, print: TestProduct): Promise<number> {
  const res = await postKeyed(t, "/api/v1/budgets", cookie, budgetBody(companyId, print));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const get = async (cookie: string, path: string) => {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: res.headers.get("content-type")?.includes("json") ? await res.json() : null };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  caixa = await t.login("caixa");
  caixa10 = await t.login("caixa10");
  centro = await unitId(t, "Rede Demo Centro");
  savassi = await unitId(t, "Rede Demo Savassi");
  cash = await methodOf(t, "Dinheiro");
  const printCentro = await productBySku(t, "SRV-001", centro);
  const printSavassi = await productBySku(t, "SRV-001", savassi);
  centroSale = await sell(caixa, centro, printCentro);
  savassiSale = await sell(admin, savassi, printSavassi);
  centroBudget = await budget(caixa, centro, printCentro);
  savassiBudget = await budget(admin, savassi, printSavassi);
});
afterAll(() => t.close());

describe("sales by id", () => {
  const paths = (id: number) => [
    `/api/v1/sales/${id}`,
    `/api/v1/sales/${id}/receipt`,
    `/api/v1/reports/sales_history/${id}`,
  ];

  it("are a 404 to a cashier of another unit: detail, receipt and PDF", async () => {
    for (const path of paths(savassiSale)) {
      expect({ path, ...(await get(caixa10, path)) }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  it("are read by the cashiers of the sale's unit, whoever sold it", async () => {
    for (const path of paths(centroSale)) {
      expect({ path, status: (await get(caixa10, path)).status }).toEqual({ path, status: 200 });
    }
  });

  it("are read in every unit of the network with RPT 7 (sales history), as the sales list shows them", async () => {
    const caixa10Id = await userId(t, "caixa10");
    const [owner] = await t.db.select({ store: users.multiStoreId }).from(users).where(eq(users.id, caixa10Id));
    if (!owner) throw new Error("no caixa10");
    await t.db
      .insert(userPermissions)
      .values({ multiStoreId: owner.store, userId: caixa10Id, slug: "RPT", code: 7, value: 1 });
    try {
      const list = await get(caixa10, `/api/v1/sales?company_id=${savassi}`);
      expect((list.body as { data: Json[] }).data.map((row) => row.id)).toContain(savassiSale);
      const detail = await get(caixa10, `/api/v1/sales/${savassiSale}`);
      expect(detail).toMatchObject({ status: 200, body: { id: savassiSale, company_id: savassi } });
    } finally {
      await t.db
        .delete(userPermissions)
        .where(and(eq(userPermissions.userId, caixa10Id), eq(userPermissions.slug, "RPT")));
    }
  });
});

describe("budgets of another unit", () => {
  it("are a 404 to read: PDF and detail", async () => {
    for (const path of [`/api/v1/budgets/${savassiBudget}`, `/api/v1/budgets/${savassiBudget}/detail`]) {
      expect({ path, ...(await get(caixa, path)) }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
    expect((await get(caixa, `/api/v1/budgets/${centroBudget}/detail`)).status).toBe(200);
  });

  it("are a 404 to rewrite, and stay where they were", async () => {
    const print = await productBySku(t, "SRV-001", centro);
    const res = await t.request(`/api/v1/budgets/${savassiBudget}`, {
      method: "PATCH",
      cookie: caixa,
      json: budgetBody(centro, print, "movido para o Centro"),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, savassiBudget));
    expect(row).toMatchObject({ companyId: savassi, notes: "", status: "open" });
  });

  it("cannot be converted, nor converted with another unit's sale", async () => {
    const other = await t.request("/api/v1/budgets/converted", {
      method: "POST",
      cookie: caixa,
      json: { id: savassiBudget, sale_id: savassiSale },
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ messages: { id: ["Registro não encontrado."] } });
    const withOtherSale = await t.request("/api/v1/budgets/converted", {
      method: "POST",
      cookie: caixa,
      json: { id: centroBudget, sale_id: savassiSale },
    });
    expect(withOtherSale.status).toBe(422);
    expect(await withOtherSale.json()).toEqual({ messages: { sale_id: ["Registro não encontrado."] } });
    const [row] = await t.db.select({ status: budgets.status }).from(budgets).where(eq(budgets.id, savassiBudget));
    expect(row?.status).toBe("open");
  });

  it("are not listed; the list shows the units the user works in", async () => {
    const ids = async (cookie: string) =>
      ((await get(cookie, "/api/v1/budgets?per_page=100")).body as { data: Json[] }).data.map((row) => row.id);
    const mine = await ids(caixa);
    expect(mine).toContain(centroBudget);
    expect(mine).not.toContain(savassiBudget);
    expect(await ids(admin)).toEqual(expect.arrayContaining([centroBudget, savassiBudget]));
  });
});
