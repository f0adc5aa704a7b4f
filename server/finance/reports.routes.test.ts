import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Balances, CashFlowReport, DreReport, FinanceReportFilters } from "../../src/schemas/finance-reports.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { cancelEntriesOf, createEntries, moveMoney, settleEntries, transferMoney } from "./ledger.ts";
import { accountPlans, financeAccounts } from "./schema.ts";

// The cash flow (FIN 5), the DRE (RPT 3) and useful/balances on a small set of entries written through the ledger in
// 2035 (a year the seed leaves empty), with amounts that do not divide evenly.

let t: TestApp;
let admin = "";
let cashFlowOnly = "";
let dreOnly = "";
let nobody = "";
let unitA = 0;
let unitB = 0;
let multiStoreId = 0;
let bank = 0;
let drawerA = 0;
let otherUnit = 0;
let otherAccount = 0;
const call = jsonCaller(() => t);
const zero = { interest: 0, fine: 0, discount: 0 };

const planId = async (companyId: number, code: string) => {
  const [row] = await t.db
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(and(eq(accountPlans.companyId, companyId), eq(accountPlans.code, code)));
  if (!row) throw new Error(`no plan ${code}`);
  return row.id;
};

let baseline: CashFlowReport;
const MARCH = "initial_date=2035-03-01&final_date=2035-03-31";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  cashFlowOnly = (await userWith(t, "so.fin5", [["FIN", 5, 1]])).cookie;
  dreOnly = (await userWith(t, "so.rpt3", [["RPT", 3, 1]])).cookie;
  nobody = (await userWith(t, "so.fin1", [["FIN", 1, 1]])).cookie;
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  const [outra] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  if (!demo || !outra) throw new Error("seed networks missing");
  multiStoreId = demo.id;
  const units = await t.db.select().from(companies).where(eq(companies.multiStoreId, demo.id)).orderBy(companies.id);
  unitA = units[0]?.id ?? 0;
  unitB = units[1]?.id ?? 0;
  const [other] = await t.db.select().from(companies).where(eq(companies.multiStoreId, outra.id));
  otherUnit = other?.id ?? 0;
  const [otherAcc] = await t.db.select().from(financeAccounts).where(eq(financeAccounts.companyId, otherUnit));
  otherAccount = otherAcc?.id ?? 0;
  const [drawer] = await t.db
    .select()
    .from(financeAccounts)
    .where(and(eq(financeAccounts.companyId, unitA), eq(financeAccounts.kind, "drawer")));
  drawerA = drawer?.id ?? 0;
  baseline = (await call<CashFlowReport>("GET", `/api/v1/financial/cash_flow?${MARCH}&company_id=${unitA}`, admin))
    .body;

  const [account] = await t.db
    .insert(financeAccounts)
    .values({ multiStoreId, companyId: unitA, accountName: "Banco Teste", kind: "bank" })
    .returning();
  bank = account?.id ?? 0;
  const a = { multiStoreId, companyId: unitA };
  const plans = {
    sales: await planId(unitA, "1.1"),
    rent: await planId(unitA, "6.2.1"),
    taxes: await planId(unitA, "2.1"),
    salesB: await planId(unitB, "1.1"),
  };
  await t.db.transaction(async (tx) => {
    await moveMoney(tx, [
      { ...a, accountId: bank, date: "2035-02-20", amount: 100_001, kind: "opening", description: "Saldo inicial" },
    ]);
    const [sale, rent, tax, canceled] = await createEntries(tx, [
      {
        ...a,
        kind: "receive",
        description: "Venda",
        accountPlanId: plans.sales,
        accountId: bank,
        competencyDate: "2035-03-05",
        dueDate: "2035-03-10",
        value: 33_333,
        origin: "manual",
      },
      {
        ...a,
        kind: "pay",
        description: "Aluguel",
        accountPlanId: plans.rent,
        accountId: bank,
        competencyDate: "2035-03-15",
        dueDate: "2035-03-20",
        value: 9_999,
        origin: "manual",
      },
      {
        ...a,
        kind: "pay",
        description: "Simples",
        accountPlanId: plans.taxes,
        accountId: bank,
        competencyDate: "2035-02-01",
        dueDate: "2035-02-25",
        value: 5_000,
        origin: "manual",
      },
      {
        ...a,
        kind: "receive",
        description: "Cancelada",
        accountPlanId: plans.sales,
        accountId: bank,
        competencyDate: "2035-03-01",
        dueDate: "2035-03-31",
        value: 7_777,
        origin: "statement",
        originId: 987_654,
      },
    ]);
    await createEntries(tx, [
      {
        multiStoreId,
        companyId: unitB,
        kind: "receive",
        description: "Venda B",
        accountPlanId: plans.salesB,
        competencyDate: "2035-03-01",
        dueDate: "2035-03-15",
        value: 100,
        origin: "manual",
      },
    ]);
    if (!sale || !rent || !tax || !canceled) throw new Error("entries");
    await settleEntries(tx, [
      { entryId: sale.id, accountId: bank, date: "2035-03-10", value: 10_000, ...zero },
      { entryId: rent.id, accountId: bank, date: "2035-03-20", value: 9_999, ...zero, interest: 50 },
    ]);
    await transferMoney(tx, {
      multiStoreId,
      from: { accountId: bank, companyId: unitA },
      to: { accountId: drawerA, companyId: unitA },
      amount: 1_000,
      date: "2035-03-12",
      description: "Troco",
    });
    await cancelEntriesOf(tx, { multiStoreId, origin: "statement", originId: 987_654, at: new Date() });
  });
}, 60_000);
afterAll(() => t.close());

const money = (text: string) => Math.round(Number(text) * 100);

describe("cash flow (FIN 5)", () => {
  it("one account by week: opening, movements by date, transfers shown, open entries by due date, overdue apart", async () => {
    const { status, body } = await call<CashFlowReport>(
      "GET",
      `/api/v1/financial/cash_flow?${MARCH}&group_by=week&account_id=${bank}`,
      cashFlowOnly,
    );
    expect(status).toBe(200);
    expect(body.opening).toBe("1000.01");
    expect(body.overdue).toEqual({ inflows: "0.00", outflows: "50.00" });
    // March 2035 starts on a Thursday: weeks 01–04, 05–11, 12–18, 19–25, 26–31.
    expect(body.buckets.map((b) => [b.start, b.end])).toEqual([
      ["2035-03-01", "2035-03-04"],
      ["2035-03-05", "2035-03-11"],
      ["2035-03-12", "2035-03-18"],
      ["2035-03-19", "2035-03-25"],
      ["2035-03-26", "2035-03-31"],
    ]);
    expect(body.buckets.map((b) => b.realized)).toEqual([
      { opening: "1000.01", inflows: "0.00", outflows: "0.00", closing: "1000.01" },
      { opening: "1000.01", inflows: "100.00", outflows: "0.00", closing: "1100.01" },
      { opening: "1100.01", inflows: "0.00", outflows: "10.00", closing: "1090.01" },
      { opening: "1090.01", inflows: "0.00", outflows: "100.49", closing: "989.52" },
      { opening: "989.52", inflows: "0.00", outflows: "0.00", closing: "989.52" },
    ]);
    expect(body.buckets.map((b) => b.foreseen)).toEqual([
      { inflows: "0.00", outflows: "0.00", closing: "950.01" },
      { inflows: "233.33", outflows: "0.00", closing: "1283.34" },
      { inflows: "0.00", outflows: "0.00", closing: "1273.34" },
      { inflows: "0.00", outflows: "0.00", closing: "1172.85" },
      { inflows: "0.00", outflows: "0.00", closing: "1172.85" },
    ]);
    expect(body.totals).toEqual({
      realized: { inflows: "100.00", outflows: "110.49", closing: "989.52" },
      foreseen: { inflows: "233.33", outflows: "0.00", closing: "1172.85" },
    });
  });

  it("the unit consolidated: the transfer between its accounts nets out; the network adds unit B", async () => {
    const unit = (
      await call<CashFlowReport>(
        "GET",
        `/api/v1/financial/cash_flow?${MARCH}&group_by=month&company_id=${unitA}`,
        admin,
      )
    ).body;
    expect(money(unit.opening) - money(baseline.opening)).toBe(100_001);
    expect(unit.buckets).toHaveLength(1);
    expect(unit.totals.realized.inflows).toBe("100.00");
    expect(unit.totals.realized.outflows).toBe("100.49");
    expect(money(unit.totals.foreseen.inflows) - money(baseline.totals.foreseen.inflows)).toBe(23_333);
    expect(money(unit.overdue.outflows) - money(baseline.overdue.outflows)).toBe(5_000);
    const network = (await call<CashFlowReport>("GET", `/api/v1/financial/cash_flow?${MARCH}&group_by=month`, admin))
      .body;
    expect(money(network.totals.foreseen.inflows) - money(unit.totals.foreseen.inflows)).toBeGreaterThanOrEqual(100);
    const drawer = (
      await call<CashFlowReport>("GET", `/api/v1/financial/cash_flow?${MARCH}&account_id=${drawerA}`, admin)
    ).body;
    expect(drawer.buckets.find((b) => b.start === "2035-03-12")?.realized.inflows).toBe("10.00");
    expect(drawer.buckets).toHaveLength(31);
  });

  it("defaults to this month by day", async () => {
    const { status, body } = await call<CashFlowReport>("GET", "/api/v1/financial/cash_flow", admin);
    expect(status).toBe(200);
    expect(body.group_by).toBe("day");
    expect(body.initial_date.endsWith("-01")).toBe(true);
    expect(body.buckets).toHaveLength(Number(body.final_date.slice(8)));
  });

  it("refuses a period backwards or too long, in pt and es", async () => {
    const back = await call<{ messages: Record<string, string[]> }>(
      "GET",
      "/api/v1/financial/cash_flow?initial_date=2035-03-02&final_date=2035-03-01",
      admin,
    );
    expect(back.status).toBe(422);
    expect(back.body.messages.final_date).toEqual(["A data final deve ser igual ou posterior à inicial."]);
    const long = await call<{ messages: Record<string, string[]> }>(
      "GET",
      "/api/v1/financial/cash_flow?initial_date=2035-01-01&final_date=2036-12-31",
      admin,
      undefined,
      "es-EC",
    );
    expect(long.status).toBe(422);
    expect(long.body.messages.final_date).toEqual(["Elija un período de hasta 366 días."]);
    const group = await call("GET", "/api/v1/financial/cash_flow?group_by=year", admin);
    expect(group.status).toBe(422);
  });

  it("refuses another network's unit and account, and users without FIN 5", async () => {
    expect((await call("GET", `/api/v1/financial/cash_flow?company_id=${otherUnit}`, admin)).status).toBe(422);
    expect((await call("GET", `/api/v1/financial/cash_flow?account_id=${otherAccount}`, admin)).status).toBe(422);
    expect((await call("GET", "/api/v1/financial/cash_flow", dreOnly)).status).toBe(403);
    expect((await call("GET", "/api/v1/financial/cash_flow", nobody)).status).toBe(403);
  });
});

describe("DRE (RPT 3)", () => {
  const cell = (report: DreReport, code: string, month: string) => {
    const row = report.data.find((r) => r.code === code) as unknown as Record<
      string,
      DreReport["data"][number]["total"]
    >;
    return row?.[month];
  };

  it("a unit's year by competency: parents sum children, result rows, percentages of net revenue; canceled left out", async () => {
    const { status, body } = await call<DreReport>(
      "GET",
      `/api/v1/financial/dre?year=2035&company_id=${unitA}`,
      dreOnly,
    );
    expect(status).toBe(200);
    expect(body.year).toBe(2035);
    expect(body.data.slice(0, 6).map((r) => [r.code, r.account_plan_name, r.is_inflow, r.super_id])).toEqual([
      ["1", "Receita bruta", true, null],
      ["1.1", "Venda de mercadorias", true, "1"],
      ["1.2", "Prestação de serviços", true, "1"],
      ["1.3", "Outras receitas operacionais", true, "1"],
      ["2", "Deduções da receita bruta", false, null],
      ["2.1", "Impostos sobre vendas (Simples Nacional, ICMS, ISS)", false, "2"],
    ]);
    expect(body.data.at(-1)?.code).toBe("10");
    expect(cell(body, "1.1", "March")).toEqual({
      foreseen: { value: "333.33", percentage: 100 },
      realized: { value: "100.00", percentage: 100 },
    });
    expect(cell(body, "2.1", "February")).toEqual({
      foreseen: { value: "50.00", percentage: -100 },
      realized: { value: "0.00", percentage: null },
    });
    expect(cell(body, "3", "February")?.foreseen.value).toBe("-50.00");
    expect(cell(body, "6", "March")).toEqual({
      foreseen: { value: "99.99", percentage: 30 },
      realized: { value: "99.99", percentage: 99.99 },
    });
    expect(cell(body, "7", "March")).toEqual({
      foreseen: { value: "233.34", percentage: 70 },
      realized: { value: "0.01", percentage: 0.01 },
    });
    expect(cell(body, "10", "total")).toEqual({
      foreseen: { value: "183.34", percentage: 64.71 },
      realized: { value: "0.01", percentage: 0.01 },
    });
    expect(body.totals.inflows.March.foreseen.value).toBe("333.33");
    expect(body.totals.outflows.total.foreseen.value).toBe("149.99");
  });

  it("the network groups the units' rows by code", async () => {
    const { body } = await call<DreReport>("GET", "/api/v1/financial/dre?year=2035", admin);
    expect(body.data.filter((r) => r.code === "1.1")).toHaveLength(1);
    expect(cell(body, "1.1", "March")?.foreseen.value).toBe("334.33");
  });

  it("refuses another network's unit, a bad year and users without RPT 3", async () => {
    expect((await call("GET", `/api/v1/financial/dre?company_id=${otherUnit}`, admin)).status).toBe(422);
    expect((await call("GET", "/api/v1/financial/dre?year=abc", admin)).status).toBe(422);
    expect((await call("GET", "/api/v1/financial/dre", cashFlowOnly)).status).toBe(403);
  });
});

describe("useful/balances and the filters", () => {
  it("answers the accounts' balance at the end of the period with the period's movement", async () => {
    const { status, body } = await call<Balances>(
      "GET",
      `/api/v1/useful/balances?initial_date=2035-03-01&final_date=2035-03-15&account_id=${bank}`,
      dreOnly,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ balance: "1090.01", initial_balance: "1000.01", inflows: "100.00", outflows: "10.00" });
    expect((await call("GET", `/api/v1/useful/balances?account_id=${otherAccount}`, admin)).status).toBe(422);
    expect((await call("GET", "/api/v1/useful/balances", nobody)).status).toBe(403);
  });

  it("lists the user's units and their accounts", async () => {
    const { body } = await call<FinanceReportFilters>("GET", "/api/v1/financial/report_filters", cashFlowOnly);
    expect(body.companies.map((c) => c.id)).toEqual([unitA, unitB]);
    expect(body.accounts.some((a) => a.id === bank && a.name === "Banco Teste")).toBe(true);
    expect(body.accounts.some((a) => a.id === otherAccount)).toBe(false);
  });
});
