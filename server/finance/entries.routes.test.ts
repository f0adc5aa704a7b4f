import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  FinancialEntryChoices,
  FinancialEntryDetail,
  FinancialEntryList,
} from "../../src/schemas/finance-entries.ts";
import { customers } from "../customers/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import {
  accountMovements,
  accountPlans,
  financeAccounts,
  financialEntries,
  financialEntryFiles,
  financialSettlements,
} from "./schema.ts";

// Payables and receivables (FIN 1) on a fresh database: installments in exact cents, partial settlements, reopening,
// canceling, the list's status circles and totals, 422 in pt and es, other networks' ids, the permission.

let t: TestApp;
let fin = "";
let noFin = "";
let outra = "";
let unit = 0;
let otherUnit = 0;
let drawer = 0;
let safe = 0;
let supplier = 0;
let otherSupplier = 0;
let customer = 0;
let otherCustomer = 0;
let expensePlan = 0;
let revenuePlan = 0;
let foreign = { unit: 0, account: 0, plan: 0, supplier: 0, customer: 0 };
let keys = 0;

const PATH = "/api/v1/financial_entries";

async function call<T>(method: string, path: string, cookie: string, json?: unknown, locale?: string, key?: string) {
  const headers: Record<string, string> = {};
  if (locale) headers["accept-language"] = locale;
  if (key) headers["Idempotency-Key"] = key;
  const res = await t.request(path, { method, cookie, headers, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: (await res.json()) as T };
}

const newKey = () => `test-key-${++keys}-${Date.now()}`;

async function firstOf<T extends { id: number }>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("missing seed row");
  return row;
}

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-03-15T15:00:00Z") });
  fin = (await userWith(t, "so.fin1", [["FIN", 1, 2]])).cookie;
  noFin = (await userWith(t, "sem.fin", [["FIN", 2, 2]])).cookie;
  outra = await t.login("outra.admin");
  const demo = await firstOf(
    t.db.select({ id: multiStores.id }).from(multiStores).where(eq(multiStores.name, "Rede Demo")),
  );
  const units = await t.db
    .select()
    .from(companies)
    .where(eq(companies.multiStoreId, demo.id))
    .orderBy(asc(companies.id));
  unit = units[0]?.id ?? 0;
  otherUnit = units[1]?.id ?? 0;
  const accounts = await t.db.select().from(financeAccounts).where(eq(financeAccounts.companyId, unit));
  drawer = accounts.find((a) => a.kind === "drawer")?.id ?? 0;
  safe = accounts.find((a) => a.kind === "safe")?.id ?? 0;
  const plans = await t.db.select().from(accountPlans).where(eq(accountPlans.companyId, unit));
  expensePlan = plans.find((p) => p.isInflow === false && p.superId !== null)?.id ?? 0;
  revenuePlan = plans.find((p) => p.isInflow === true && p.superId !== null)?.id ?? 0;
  const demoSuppliers = await t.db
    .select()
    .from(suppliers)
    .where(eq(suppliers.multiStoreId, demo.id))
    .orderBy(asc(suppliers.id))
    .limit(2);
  supplier = demoSuppliers[0]?.id ?? 0;
  otherSupplier = demoSuppliers[1]?.id ?? 0;
  const demoCustomers = await t.db
    .select()
    .from(customers)
    .where(eq(customers.multiStoreId, demo.id))
    .orderBy(asc(customers.id))
    .limit(2);
  customer = demoCustomers[0]?.id ?? 0;
  otherCustomer = demoCustomers[1]?.id ?? 0;
  if (!supplier || !otherSupplier || !customer || !otherCustomer) throw new Error("missing seed people");
  const other = await firstOf(
    t.db.select({ id: multiStores.id }).from(multiStores).where(eq(multiStores.name, "Outra Rede")),
  ).catch(async () => {
    const all = await t.db.select({ id: multiStores.id }).from(multiStores);
    const found = all.find((row) => row.id !== demo.id);
    if (!found) throw new Error("no other network");
    return found;
  });
  const otherUnitRow = await firstOf(t.db.select().from(companies).where(eq(companies.multiStoreId, other.id)));
  const foreignSupplier =
    (await t.db.select().from(suppliers).where(eq(suppliers.multiStoreId, other.id)))[0] ??
    (await firstOf(
      t.db.insert(suppliers).values({ multiStoreId: other.id, name: "Fornecedor da Outra Rede" }).returning(),
    ));
  const foreignCustomer =
    (await t.db.select().from(customers).where(eq(customers.multiStoreId, other.id)))[0] ??
    (await firstOf(
      t.db.insert(customers).values({ multiStoreId: other.id, name: "Cliente da Outra Rede" }).returning(),
    ));
  foreign = {
    unit: otherUnitRow.id,
    account: (await firstOf(t.db.select().from(financeAccounts).where(eq(financeAccounts.multiStoreId, other.id)))).id,
    plan: (await firstOf(t.db.select().from(accountPlans).where(eq(accountPlans.multiStoreId, other.id)))).id,
    supplier: foreignSupplier.id,
    customer: foreignCustomer.id,
  };
});
afterAll(() => t.close());

const payable = (over: Record<string, unknown> = {}) => ({
  kind: "pay",
  description: "Aluguel da loja",
  supplier_id: supplier,
  account_plan_id: expensePlan,
  company_id: unit,
  competency_date: "2026-03-01",
  due_date: "2026-03-20",
  value: "1000.00",
  installments: 3,
  account_id: drawer,
  document: "NF 123",
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await call<FinancialEntryDetail>("POST", PATH, fin, payable(over));
  expect(res.status).toBe(201);
  return res.body;
};

const settle = (id: number, body: Record<string, unknown>, locale?: string, key = newKey()) =>
  call<FinancialEntryDetail & { messages: Record<string, string[]> }>(
    "POST",
    `${PATH}/${id}/settlements`,
    fin,
    { date: "2026-03-15", account_id: drawer, ...body },
    locale,
    key,
  );

const stored = async (id: number) => (await t.db.select().from(financialEntries).where(eq(financialEntries.id, id)))[0];

describe("creating payables and receivables (FIN 1)", () => {
  it("splits R$ 1.000,00 in 3 installments of exact cents a month apart, sharing the bill", async () => {
    const first = await create();
    expect(first).toMatchObject({
      kind: "pay",
      installment_number: 1,
      installment_count: 3,
      value: "333.34",
      open_value: "333.34",
      status: 2,
      account_plan_id: expensePlan,
      document: "NF 123",
    });
    expect(first.installments.map((i) => [i.installment_number, i.due_date, i.value])).toEqual([
      [1, "2026-03-20", "333.34"],
      [2, "2026-04-20", "333.33"],
      [3, "2026-05-20", "333.33"],
    ]);
    const rows = await t.db.select().from(financialEntries).where(eq(financialEntries.groupId, first.group_id));
    expect(rows.map((r) => r.value).sort()).toEqual(["333.33", "333.33", "333.34"]);
    expect(new Set(rows.map((r) => r.competencyDate))).toEqual(new Set(["2026-03-01"]));
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "financial_entries"), eq(userLogs.action, "created")));
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps one cent of R$ 0,01 in 3 on the first installment and R$ 9.999.999,99 in 7 exact", async () => {
    const tiny = await create({ value: "0.01" });
    expect(tiny.installments.map((i) => i.value)).toEqual(["0.01", "0.00", "0.00"]);
    const big = await create({ value: "9999999.99", installments: 7 });
    const values = big.installments.map((i) => Math.round(Number(i.value) * 100));
    expect(values.reduce((a, b) => a + b, 0)).toBe(999_999_999);
    expect(big.installments[0]?.value).toBe("1428571.43");
  });

  it("creates a receivable of a customer on a revenue row", async () => {
    const entry = await create({
      kind: "receive",
      supplier_id: null,
      customer_id: customer,
      account_plan_id: revenuePlan,
      installments: 1,
      value: "150.00",
      description: "Venda a prazo",
    });
    expect(entry).toMatchObject({ kind: "receive", customer_id: customer, value: "150.00", installment_count: 1 });
    expect(entry.person).not.toBeNull();
  });

  it.each([
    ["pt-BR", { value: "0.00" }, "value", "Informe um valor maior que zero."],
    ["es-EC", { value: "0.00" }, "value", "Ingrese un valor mayor que cero."],
    ["pt-BR", { customer_id: 1 }, "customer_id", "Uma conta a pagar tem fornecedor, não cliente."],
    [
      "es-EC",
      { kind: "receive", customer_id: null },
      "supplier_id",
      "Una cuenta por cobrar tiene cliente, no proveedor.",
    ],
    ["pt-BR", { account_plan_id: -1 }, "account_plan_id", null],
    ["pt-BR", { installments: 121 }, "installments", null],
    ["pt-BR", { due_date: "2026-02-30" }, "due_date", null],
    ["pt-BR", { description: " " }, "description", "Preenchimento Obrigatório"],
  ])("%s refuses %j (422 on %s) and writes nothing", async (locale, over, field, text) => {
    const before = (await t.db.select().from(financialEntries)).length;
    const res = await call<{ messages: Record<string, string[]> }>("POST", PATH, fin, payable(over), locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (text) expect(res.body.messages[field]).toEqual([text]);
    expect((await t.db.select().from(financialEntries)).length).toBe(before);
  });

  it("refuses a revenue row on a payable and another unit's account, in pt and es", async () => {
    const plan = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      fin,
      payable({ account_plan_id: revenuePlan }),
      "pt-BR",
    );
    expect(plan.status).toBe(422);
    expect(plan.body.messages.account_plan_id).toEqual(["Escolha uma conta de despesa do plano de contas."]);
    const account = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      fin,
      payable({ company_id: otherUnit, account_plan_id: null }),
      "es-EC",
    );
    expect(account.status).toBe(422);
    expect(account.body.messages.account_id).toEqual(["Elija una cuenta de esta unidad."]);
  });
});

describe("settling and reopening", () => {
  it("settles an installment in two parts with interest, fine and discount, moving the money, audited", async () => {
    const entry = await create({ value: "300.00", installments: 1 });
    const part = await settle(entry.id, { value: "100.00", interest: "1.50", fine: "2.00", discount: "0.50" });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ settled_value: "100.00", open_value: "200.00", status: 2, settled_date: null });
    expect(part.body.settlements[0]).toMatchObject({ value: "100.00", amount: "103.00" });
    const rest = await settle(entry.id, { value: "200.00", date: "2026-03-16", account_id: safe });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      settled_value: "300.00",
      open_value: "0.00",
      status: 1,
      settled_date: "2026-03-16",
    });
    const moves = await t.db
      .select({ amount: accountMovements.amount, accountId: accountMovements.accountId })
      .from(accountMovements)
      .innerJoin(financialSettlements, eq(financialSettlements.id, accountMovements.settlementId))
      .where(eq(financialSettlements.entryId, entry.id))
      .orderBy(asc(accountMovements.id));
    expect(moves.map((m) => [m.accountId, Number(m.amount)])).toEqual([
      [drawer, -103],
      [safe, -200],
    ]);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(
        and(
          eq(userLogs.entity, "financial_entries"),
          eq(userLogs.entityId, String(entry.id)),
          eq(userLogs.action, "settled"),
        ),
      );
    expect(logs).toHaveLength(2);
    expect(logs[0]?.details).toMatchObject({
      before: { settled_value: "0.00" },
      after: { settled_value: "100.00" },
      interest: "1.50",
    });
  });

  it("answers a repeated Idempotency-Key with the first answer, settling once", async () => {
    const entry = await create({ value: "80.00", installments: 1 });
    const key = newKey();
    const first = await settle(entry.id, { value: "30.00" }, undefined, key);
    const again = await settle(entry.id, { value: "30.00" }, undefined, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.settled_value).toBe("30.00");
    expect((await stored(entry.id))?.settledValue).toBe("30.00");
  });

  it("never settles more than the value when two settlements run at once", async () => {
    const entry = await create({ value: "100.00", installments: 1 });
    const results = await Promise.all([settle(entry.id, { value: "70.00" }), settle(entry.id, { value: "70.00" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await stored(entry.id))?.settledValue).toBe("70.00");
    const live = await t.db
      .select()
      .from(financialSettlements)
      .where(and(eq(financialSettlements.entryId, entry.id), isNull(financialSettlements.reversedAt)));
    expect(live).toHaveLength(1);
  });

  it.each([
    ["pt-BR", { value: "500.00" }, "value", "O valor passa do que está em aberto."],
    ["es-EC", { value: "500.00" }, "value", "El valor supera lo que está pendiente."],
    ["pt-BR", { value: "0.00" }, "value", "Informe o valor da baixa."],
    ["es-EC", { value: "10.00", discount: "11.00" }, "discount", "El descuento supera el total a pagar."],
    ["pt-BR", { value: "10.00", account_id: -5 }, "account_id", null],
  ])("%s refuses the settlement %j (422 on %s), nothing moves", async (locale, body, field, text) => {
    const entry = await create({ value: "100.00", installments: 1 });
    const res = await settle(entry.id, body, locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (text) expect(res.body.messages[field]).toEqual([text]);
    expect((await stored(entry.id))?.settledValue).toBe("0.00");
  });

  it("refuses another unit's account for the settlement", async () => {
    const entry = await create({ value: "100.00", installments: 1 });
    const [otherDrawer] = await t.db
      .select()
      .from(financeAccounts)
      .where(and(eq(financeAccounts.companyId, otherUnit), eq(financeAccounts.kind, "drawer")));
    const res = await settle(entry.id, { value: "10.00", account_id: otherDrawer?.id }, "pt-BR");
    expect(res.status).toBe(422);
    expect(res.body.messages.account_id).toEqual(["Escolha uma conta ativa da unidade do lançamento."]);
  });

  it("reopens the last settlement, then all, giving the money back; audited", async () => {
    const entry = await create({ value: "90.00", installments: 1 });
    await settle(entry.id, { value: "40.00" });
    await settle(entry.id, { value: "50.00" });
    const last = await call<FinancialEntryDetail>("POST", `${PATH}/${entry.id}/reopen`, fin, {});
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ settled_value: "40.00", open_value: "50.00", status: 2 });
    const all = await call<FinancialEntryDetail>("POST", `${PATH}/${entry.id}/reopen`, fin, { all: true });
    expect(all.body).toMatchObject({ settled_value: "0.00", status: 2 });
    expect(all.body.settlements.every((s) => s.reversed_at !== null)).toBe(true);
    const none = await call<{ messages: string[] }>("POST", `${PATH}/${entry.id}/reopen`, fin, {}, "pt-BR");
    expect(none.status).toBe(409);
    const live = await t.db
      .select()
      .from(accountMovements)
      .innerJoin(financialSettlements, eq(financialSettlements.id, accountMovements.settlementId))
      .where(and(eq(financialSettlements.entryId, entry.id), isNull(accountMovements.reversedAt)));
    expect(live).toHaveLength(0);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(entry.id)), eq(userLogs.action, "reopened")));
    expect(logs).toHaveLength(2);
  });
});

describe("changing and canceling", () => {
  it("edits one installment; its value only while nothing is settled", async () => {
    const entry = await create({ value: "100.00", installments: 2 });
    const changed = await call<FinancialEntryDetail>("PATCH", `${PATH}/${entry.id}`, fin, {
      value: "60.00",
      description: "Aluguel de março",
      due_date: "2026-03-25",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: "60.00", description: "Aluguel de março", due_date: "2026-03-25" });
    expect(changed.body.installments[1]?.value).toBe("50.00");
    await settle(entry.id, { value: "10.00" });
    const locked = await call<{ messages: Record<string, string[]> }>(
      "PATCH",
      `${PATH}/${entry.id}`,
      fin,
      { value: "70.00" },
      "es-EC",
    );
    expect(locked.status).toBe(422);
    expect(locked.body.messages.value).toEqual([
      "El valor no puede cambiar después de un pago. Revierta el pago primero.",
    ]);
    const notes = await call<FinancialEntryDetail>("PATCH", `${PATH}/${entry.id}`, fin, { notes: "pago em dinheiro" });
    expect(notes.body.notes).toBe("pago em dinheiro");
  });

  it("cancels an open installment (kept with canceled_at, out of the list) and refuses a settled one", async () => {
    const entry = await create({ value: "100.00", installments: 1, description: "Conta de luz" });
    const removed = await call<{ result: string }>("DELETE", `${PATH}/${entry.id}`, fin);
    expect(removed).toEqual({ status: 200, body: { result: "canceled", id: entry.id } });
    expect((await stored(entry.id))?.canceledAt).not.toBeNull();
    expect((await call("GET", `${PATH}/${entry.id}`, fin)).status).toBe(404);
    const paid = await create({ value: "100.00", installments: 1 });
    await settle(paid.id, { value: "1.00" });
    const refused = await call<{ messages: string[] }>("DELETE", `${PATH}/${paid.id}`, fin, undefined, "pt-BR");
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual([
      "Um lançamento pago, mesmo em parte, não pode ser excluído. Estorne as baixas primeiro.",
    ]);
    const refusedEs = await call<{ messages: string[] }>("DELETE", `${PATH}/${paid.id}`, fin, undefined, "es-EC");
    expect(refusedEs.body.messages[0]).toContain("no puede eliminarse");
    expect((await stored(paid.id))?.canceledAt).toBeNull();
  });
});

describe("the list", () => {
  it("shows status circles and exact totals per status over the filter", async () => {
    const document = "LISTA-1";
    const a = await create({ value: "100.01", installments: 1, due_date: "2026-03-01", document }); // overdue
    await create({ value: "200.02", installments: 1, due_date: "2026-03-20", document }); // to pay
    const c = await create({ value: "300.03", installments: 1, due_date: "2026-03-05", document }); // paid
    await settle(c.id, { value: "300.03" });
    await settle(a.id, { value: "0.01" });
    const { status, body } = await call<FinancialEntryList>(
      "GET",
      `${PATH}?filter=${document}&initial_date=2026-03-01&final_date=2026-03-31`,
      fin,
    );
    expect(status).toBe(200);
    expect(body.data.map((r) => [r.due_date, r.status, r.open_value])).toEqual([
      ["2026-03-01", 3, "100.00"],
      ["2026-03-05", 1, "0.00"],
      ["2026-03-20", 2, "200.02"],
    ]);
    expect(body.totals).toEqual({ paid: "300.04", open: "200.02", overdue: "100.00" });
    const overdue = await call<FinancialEntryList>(
      "GET",
      `${PATH}?filter=${document}&status=3&initial_date=2026-03-01`,
      fin,
    );
    expect(overdue.body.data.map((r) => r.id)).toEqual([a.id]);
    const competency = await call<FinancialEntryList>(
      "GET",
      `${PATH}?filter=${document}&period_on=competency&initial_date=2026-04-01`,
      fin,
    );
    expect(competency.body.meta.total).toBe(0);
    const bySupplier = await call<FinancialEntryList>(
      "GET",
      `${PATH}?filter=${document}&supplier_id=${supplier}&kind=pay&company_id=${unit}&account_id=${drawer}`,
      fin,
    );
    expect(bySupplier.body.meta.total).toBe(3);
    expect(bySupplier.body.data[0]).toMatchObject({ installment_number: 1, installment_count: 1, kind: "pay" });
  });

  it("narrows rows and totals by account, supplier and customer", async () => {
    const document = "LISTA-FILTROS";
    const list = async (filters: string) => {
      const res = await call<FinancialEntryList>(
        "GET",
        `${PATH}?filter=${document}&initial_date=2026-03-01&final_date=2026-03-31&${filters}`,
        fin,
      );
      expect(res.status).toBe(200);
      return res.body;
    };
    const one = { installments: 1, document, due_date: "2026-03-20" };
    const rent = await create({ ...one, value: "100.10", account_id: drawer, due_date: "2026-03-10" }); // overdue
    const power = await create({ ...one, value: "200.20", account_id: safe, supplier_id: otherSupplier });
    const receive = { ...one, kind: "receive", supplier_id: null, account_plan_id: revenuePlan };
    const sale = await create({ ...receive, value: "300.30", account_id: drawer, customer_id: customer });
    const order = await create({ ...receive, value: "400.40", account_id: safe, customer_id: otherCustomer });
    await settle(sale.id, { value: "300.30" });
    const all = await list("");
    expect(all.meta.total).toBe(4);
    expect(all.totals).toEqual({ paid: "300.30", open: "600.60", overdue: "100.10" });

    const byDrawer = await list(`account_id=${drawer}`);
    expect(byDrawer.data.map((r) => r.id)).toEqual([rent.id, sale.id]);
    expect(byDrawer.totals).toEqual({ paid: "300.30", open: "0.00", overdue: "100.10" });
    const bySafe = await list(`account_id=${safe}`);
    expect(bySafe.data.map((r) => r.id).sort()).toEqual([power.id, order.id].sort());
    expect(bySafe.totals).toEqual({ paid: "0.00", open: "600.60", overdue: "0.00" });

    const bySupplier = await list(`supplier_id=${otherSupplier}`);
    expect(bySupplier.data.map((r) => [r.id, r.supplier_id])).toEqual([[power.id, otherSupplier]]);
    expect(bySupplier.totals).toEqual({ paid: "0.00", open: "200.20", overdue: "0.00" });
    expect((await list(`supplier_id=${supplier}`)).data.map((r) => r.id)).toEqual([rent.id]);

    const byCustomer = await list(`customer_id=${customer}`);
    expect(byCustomer.data.map((r) => [r.id, r.customer_id, r.status])).toEqual([[sale.id, customer, 1]]);
    expect(byCustomer.totals).toEqual({ paid: "300.30", open: "0.00", overdue: "0.00" });
    const byOtherCustomer = await list(`customer_id=${otherCustomer}&account_id=${safe}`);
    expect(byOtherCustomer.data.map((r) => r.id)).toEqual([order.id]);
    expect(byOtherCustomer.totals).toEqual({ paid: "0.00", open: "400.40", overdue: "0.00" });
    expect((await list(`customer_id=${otherCustomer}&account_id=${drawer}`)).meta.total).toBe(0);
    expect((await list(`customer_id=${otherCustomer}&account_id=${drawer}`)).totals).toEqual({
      paid: "0.00",
      open: "0.00",
      overdue: "0.00",
    });
  });

  it.each([
    ["account_id", () => foreign.account],
    ["supplier_id", () => foreign.supplier],
    ["customer_id", () => foreign.customer],
  ] as const)("refuses another network's %s as a filter (422 on that field)", async (field, id) => {
    const res = await call<{ messages: Record<string, string[]> }>(
      "GET",
      `${PATH}?${field}=${id()}`,
      fin,
      undefined,
      "pt-BR",
    );
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (field !== "account_id") expect((await call("GET", `${PATH}/choices?${field}=${id()}`, fin)).status).toBe(422);
  });

  it("refuses an unknown sort field", async () => {
    expect((await call("GET", `${PATH}?sort_field=password`, fin)).status).toBe(422);
  });
});

describe("tenancy and permission", () => {
  it("refuses other networks' ids in the path, body and query", async () => {
    const entry = await create({ value: "10.00", installments: 1 });
    expect((await call("GET", `${PATH}/${entry.id}`, outra)).status).toBe(404);
    expect((await call("POST", `${PATH}/${entry.id}/reopen`, outra, {})).status).toBe(404);
    expect((await call("DELETE", `${PATH}/${entry.id}`, outra)).status).toBe(404);
    for (const over of [
      { company_id: foreign.unit },
      { account_id: foreign.account },
      { account_plan_id: foreign.plan },
      ...(foreign.supplier ? [{ supplier_id: foreign.supplier }] : []),
    ]) {
      const res = await call("POST", PATH, fin, payable(over));
      expect([404, 422]).toContain(res.status);
    }
    const settled = await settle(entry.id, { value: "1.00", account_id: foreign.account });
    expect([404, 422]).toContain(settled.status);
    expect((await call("GET", `${PATH}?account_id=${foreign.account}`, fin)).status).not.toBe(200);
    expect((await call("GET", `${PATH}/choices?company_id=${foreign.unit}`, fin)).status).not.toBe(200);
    const mine = await call<FinancialEntryList>("GET", `${PATH}?per_page=500&initial_date=2000-01-01`, outra);
    expect(mine.body.data.some((row) => row.id === entry.id)).toBe(false);
  });

  it("needs FIN 1", async () => {
    expect((await call("GET", PATH, noFin)).status).toBe(403);
    expect((await call("POST", PATH, noFin, payable())).status).toBe(403);
  });

  it("offers the unit's chart rows by code and its active accounts", async () => {
    const { status, body } = await call<FinancialEntryChoices>("GET", `${PATH}/choices?company_id=${unit}`, fin);
    expect(status).toBe(200);
    expect(body.account_plans[0]?.code).toBe("1");
    expect(body.accounts.map((a) => a.id)).toEqual(expect.arrayContaining([drawer, safe]));
    expect(new Set(body.accounts.map((a) => a.company_id))).toEqual(new Set([unit]));
  });

  it("offers, for the list's filters, the accounts of every unit of the user and the filtered people's names", async () => {
    const { status, body } = await call<{
      units: Array<{ id: number }>;
      accounts: Array<{ id: number; company_id: number }>;
      supplier: { id: number; name: string } | null;
      customer: { id: number; name: string } | null;
    }>("GET", `${PATH}/choices?supplier_id=${supplier}&customer_id=${customer}`, fin);
    expect(status).toBe(200);
    const units = body.units.map((u) => u.id);
    expect(units).toEqual(expect.arrayContaining([unit, otherUnit]));
    expect(body.accounts.every((a) => units.includes(a.company_id))).toBe(true);
    expect(body.accounts.map((a) => a.company_id)).toEqual(expect.arrayContaining([unit, otherUnit]));
    expect(body.accounts.map((a) => a.id)).toEqual(expect.arrayContaining([drawer, safe]));
    const [supplierRow] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplier));
    const [customerRow] = await t.db.select().from(customers).where(eq(customers.id, customer));
    expect(body.supplier).toEqual({ id: supplier, name: supplierRow?.name });
    expect(body.customer).toEqual({ id: customer, name: customerRow?.name });
    const none = await call<{ supplier: unknown; customer: unknown }>("GET", `${PATH}/choices`, fin);
    expect(none.body).toMatchObject({ supplier: null, customer: null });
  });
});

describe("files (anexos)", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ).toString("base64");

  it("attaches, lists, downloads and removes a file through the storage", async () => {
    const entry = await create({ value: "10.00", installments: 1 });
    const up = await call<{ id: number; url: string }>("POST", `${PATH}/${entry.id}/files`, fin, {
      file_name: "boleto.png",
      content_type: "image/png",
      content_base64: PNG,
    });
    expect(up.status).toBe(201);
    const listed = await call<{ data: Array<{ file_name: string }> }>("GET", `${PATH}/${entry.id}/files`, fin);
    expect(listed.body.data.map((f) => f.file_name)).toEqual(["boleto.png"]);
    const download = await t.request(up.body.url, { cookie: fin });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect((await call("GET", up.body.url, outra)).status).toBe(404);
    const wrongType = await call<{ messages: Record<string, string[]> }>(
      "POST",
      `${PATH}/${entry.id}/files`,
      fin,
      { file_name: "x.pdf", content_type: "application/pdf", content_base64: PNG },
      "pt-BR",
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.messages.content_type).toEqual(["Envie um PDF ou uma imagem (PNG, JPEG, GIF ou WEBP)."]);
    expect((await call("DELETE", up.body.url, fin)).status).toBe(200);
    expect(await t.db.select().from(financialEntryFiles).where(eq(financialEntryFiles.entryId, entry.id))).toHaveLength(
      0,
    );
  });

  it("answers the file as listed, keeps its bytes under the entry and logs both changes with the file's id", async () => {
    const entry = await create({ value: "12.00", installments: 1 });
    const path = `${PATH}/${entry.id}/files`;
    const before = new Set(t.storage.keys());
    const empty = await call("POST", path, fin, {
      file_name: "x.png",
      content_type: "image/png",
      content_base64: "data:image/png;base64,",
    });
    expect(empty).toEqual({ status: 422, body: { messages: { content_base64: ["O arquivo está vazio."] } } });
    const up = await call<{ id: number }>("POST", path, fin, {
      file_name: "recibo.png",
      content_type: "image/png",
      content_base64: PNG,
    });
    expect(up.body).toEqual({
      id: expect.any(Number),
      file_name: "recibo.png",
      content_type: "image/png",
      size: Buffer.from(PNG, "base64").length,
      url: `${PATH}/${entry.id}/files/${up.body.id}`,
      uploaded_by: expect.any(String),
      created_at: "2026-03-15T15:00:00.000Z",
    });
    expect((await call<{ data: unknown[] }>("GET", path, fin)).body.data).toEqual([up.body]);
    const added = t.storage.keys().filter((key) => !before.has(key));
    expect(added).toEqual([expect.stringMatching(new RegExp(`^financial-entries/\\d+/${entry.id}/[0-9a-f-]{36}$`))]);
    // Another network's entry id answers 404, for the list and the upload alike.
    expect((await call("GET", path, outra)).status).toBe(404);
    expect((await call("DELETE", `${path}/${up.body.id}`, fin)).body).toEqual({ ok: true });
    expect((await call("DELETE", `${path}/${up.body.id}`, fin)).status).toBe(404);
    expect(t.storage.keys().filter((key) => !before.has(key))).toEqual([]);
    const logs = await t.db
      .select({ action: userLogs.action, details: userLogs.details })
      .from(userLogs)
      .where(
        and(
          eq(userLogs.entity, "financial_entries"),
          eq(userLogs.entityId, String(entry.id)),
          inArray(userLogs.action, ["file-added", "file-removed"]),
        ),
      )
      .orderBy(asc(userLogs.id));
    expect(logs).toEqual([
      {
        action: "file-added",
        details: { file_id: up.body.id, file_name: "recibo.png", size: Buffer.from(PNG, "base64").length },
      },
      { action: "file-removed", details: { file_id: up.body.id, file_name: "recibo.png" } },
    ]);
  });
});
