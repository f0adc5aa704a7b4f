import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToApiDate } from "../../src/domain/sale-receivables.ts";
import { businessDate } from "../http/list.ts";
import {
  accountMovements,
  accountPlans,
  financeAccounts,
  financialEntries,
  financialInflows,
  financialSettlements,
  paymentMethods,
} from "../finance/schema.ts";
import { stockMovements } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { sales } from "./schema.ts";
import {
  cents,
  decimalOf,
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// Issue 14, item 4: the PDV feeds finance through the finance ledger, in the transaction of what causes it. A sale's
// payment lines become receivables (money and PIX settled at once into the unit's drawer, card by installments with
// its fee as a payable, boleto open), a canceled sale cancels them, PDV outflows become payables, a sangria moves
// money from the drawer to the safe, and the closing books the counted difference and takes the money to the safe.

let t: TestApp;
let caixa = "";
let centro = 0;
let drawer = 0;
let safe = 0;
let cash = 0;
let pix = 0;
let card = 0;
let boleto = 0;
let shirt: TestProduct;
let register = 0;
let customer = 0;
const today = businessDate(new Date());

const balanceOf = async (accountId: number): Promise<number> => {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${accountMovements.amount}), 0)::text` })
    .from(accountMovements)
    .where(and(eq(accountMovements.accountId, accountId), isNull(accountMovements.reversedAt)));
  return cents(row?.total ?? "0");
};

const planCodeOf = async (id: number | null) =>
  id === null ? null : (await t.db.select().from(accountPlans).where(eq(accountPlans.id, id)))[0]?.code;

const entriesOf = (origins: string[], originId: number) =>
  t.db
    .select()
    .from(financialEntries)
    .where(and(inArray(financialEntries.origin, origins), eq(financialEntries.originId, originId)))
    .orderBy(asc(financialEntries.id));

async function sellMixed(): Promise<{ saleId: number; total: number; moneyBilling: number }> {
  const lines = [{ product: shirt, quantity: 6 }];
  const probe = saleRequestOf({ cashMovementId: register, lines, payments: [{ methodId: cash, received: 1 }] });
  const total = cents(probe.sale.total);
  // R$ 50,00 handed in money for R$ 40,00 of the sale (change R$ 10,00), R$ 30,00 PIX, card in 2, boleto the rest.
  const cardValue = 10_001;
  const boletoValue = total - 4_000 - 3_000 - cardValue;
  expect(boletoValue).toBeGreaterThan(0);
  const payload = saleRequestOf({
    cashMovementId: register,
    lines,
    customerId: customer,
    payments: [
      { methodId: pix, received: 3_000 },
      { methodId: card, received: cardValue },
      { methodId: boleto, received: boletoValue },
      { methodId: cash, received: 5_000 },
    ],
  });
  const inflows = payload.financial_inflows.map((line, i) =>
    i === 1 ? { ...line, quantity: 2 } : i === 2 ? { ...line, due_date: "2027-01-15" } : line,
  );
  const res = await postKeyed(t, "/api/v1/sales", caixa, { ...payload, financial_inflows: inflows });
  expect(res.status, await res.clone().text()).toBe(201);
  const sale = (await res.json()) as Json & { id: number };
  return { saleId: sale.id, total, moneyBilling: 4_000 };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db.update(users).set({ blindClose: false }).where(eq(users.login, "caixa"));
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  cash = await methodOf(t, "Dinheiro");
  pix = await methodOf(t, "PIX");
  card = await methodOf(t, "Cartão de crédito");
  boleto = await methodOf(t, "Boleto bancário");
  await t.db
    .update(paymentMethods)
    .set({ feePercentage: "3.49", daysToReceive: 30 })
    .where(eq(paymentMethods.id, card));
  shirt = await productBySku(t, "VES-01101-M", centro);
  await setStock(t, centro, shirt.id, "500");
  const accounts = await t.db.select().from(financeAccounts).where(eq(financeAccounts.companyId, centro));
  drawer = accounts.find((a) => a.kind === "drawer")?.id ?? 0;
  safe = accounts.find((a) => a.kind === "safe")?.id ?? 0;
  const [someone] = await t.db
    .execute<{ id: number }>(
      sql`select id from customers where multi_store_id = (select multi_store_id from companies where id = ${centro}) limit 1`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
  customer = someone?.id ?? 0;
});
afterAll(() => t.close());

describe("the register's money in the books", () => {
  it("takes the opening float from the safe into the drawer, and moves it again when the float changes", async () => {
    const [drawerBefore, safeBefore] = [await balanceOf(drawer), await balanceOf(safe)];
    register = await openRegister(t, caixa, centro, "100.00");
    expect([await balanceOf(drawer), await balanceOf(safe)]).toEqual([drawerBefore + 10_000, safeBefore - 10_000]);
    const res = await t.request(`/api/v1/cash_movements/${centro}/opening_value/${register}`, {
      method: "PATCH",
      cookie: caixa,
      json: { cash_supply: "150.00" },
    });
    expect(res.status).toBe(200);
    expect([await balanceOf(drawer), await balanceOf(safe)]).toEqual([drawerBefore + 15_000, safeBefore - 15_000]);
  });

  it("books a sale's money, PIX, card in 2 and boleto as receivables, card fees as payables, in the drawer at once", async () => {
    const drawerBefore = await balanceOf(drawer);
    const { saleId, total } = await sellMixed();
    const rows = await entriesOf(["sale", "card_fee"], saleId);
    const view = await Promise.all(
      rows.map(async (row) => ({
        origin: row.origin,
        kind: row.kind,
        method: row.paymentMethodId,
        value: row.value,
        settled: row.settledValue,
        settledDate: row.settledDate,
        due: row.dueDate,
        competency: row.competencyDate,
        n: `${row.installmentNumber}/${row.installmentCount}`,
        plan: await planCodeOf(row.accountPlanId),
        account: row.accountId,
        customer: row.customerId,
      })),
    );
    const first = addDaysToApiDate(today, 30);
    const second = addDaysToApiDate(today, 60);
    const base = { competency: today, customer };
    const boletoValue = decimalOf(total - 4_000 - 3_000 - 10_001);
    expect(view).toEqual([
      {
        ...base,
        origin: "sale",
        kind: "receive",
        method: pix,
        value: "30.00",
        settled: "30.00",
        settledDate: today,
        due: today,
        n: "1/1",
        plan: "1.1",
        account: drawer,
      },
      {
        ...base,
        origin: "sale",
        kind: "receive",
        method: card,
        value: "50.01",
        settled: "0.00",
        settledDate: null,
        due: first,
        n: "1/2",
        plan: "1.1",
        account: null,
      },
      {
        ...base,
        origin: "sale",
        kind: "receive",
        method: card,
        value: "50.00",
        settled: "0.00",
        settledDate: null,
        due: second,
        n: "2/2",
        plan: "1.1",
        account: null,
      },
      // 3,49 % of R$ 100,01 = R$ 3,49 (3,490349), split 1,75 + 1,74 by installment.
      {
        ...base,
        origin: "card_fee",
        kind: "pay",
        method: card,
        value: "1.75",
        settled: "0.00",
        settledDate: null,
        due: first,
        n: "1/2",
        plan: "9.2",
        account: null,
      },
      {
        ...base,
        origin: "card_fee",
        kind: "pay",
        method: card,
        value: "1.74",
        settled: "0.00",
        settledDate: null,
        due: second,
        n: "2/2",
        plan: "9.2",
        account: null,
      },
      {
        ...base,
        origin: "sale",
        kind: "receive",
        method: boleto,
        value: boletoValue,
        settled: "0.00",
        settledDate: null,
        due: "2027-01-15",
        n: "1/1",
        plan: "1.1",
        account: null,
      },
      {
        ...base,
        origin: "sale",
        kind: "receive",
        method: cash,
        value: "40.00",
        settled: "40.00",
        settledDate: today,
        due: today,
        n: "1/1",
        plan: "1.1",
        account: drawer,
      },
    ]);
    expect(
      rows.every((row) => row.description === `Venda nº ${saleId}` || row.description.endsWith(`venda nº ${saleId}`)),
    ).toBe(true);
    // A card's installments share a group; the receivables and the fees are two bills.
    expect(
      new Set(rows.filter((r) => r.origin === "sale" && r.paymentMethodId === card).map((r) => r.groupId)).size,
    ).toBe(1);
    const settlements = await t.db
      .select()
      .from(financialSettlements)
      .where(
        inArray(
          financialSettlements.entryId,
          rows.map((row) => row.id),
        ),
      );
    expect(settlements.map((s) => [s.accountId, s.value, s.amount, s.date])).toEqual([
      [drawer, "30.00", "30.00", today],
      [drawer, "40.00", "40.00", today],
    ]);
    expect(await balanceOf(drawer)).toBe(drawerBefore + 7_000);
  });

  it("cancels the sale's receivables and card fees and gives the drawer's money back", async () => {
    const drawerBefore = await balanceOf(drawer);
    const { saleId } = await sellMixed();
    expect(await balanceOf(drawer)).toBe(drawerBefore + 7_000);
    const res = await t.request(`/api/v1/sales/${saleId}/cancel`, {
      method: "POST",
      cookie: caixa,
      json: { reason: "Cliente desistiu da compra" },
    });
    expect(res.status).toBe(200);
    const rows = await entriesOf(["sale", "card_fee"], saleId);
    expect(rows.length).toBe(7);
    expect(rows.every((row) => row.canceledAt !== null && row.settledValue === "0.00")).toBe(true);
    expect(await balanceOf(drawer)).toBe(drawerBefore);
  });

  it("rolls the sale back when the ledger cannot write", async () => {
    const [{ count: salesBefore }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(sales)) as [
      { count: number },
    ];
    const [{ count: movesBefore }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(stockMovements)) as [{ count: number }];
    await t.db.execute(sql`alter table financial_settlements add constraint test_refuses check (amount < 0) not valid`);
    try {
      const payload = saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }],
        payments: [{ methodId: cash, received: 100_000 }],
      });
      const res = await postKeyed(t, "/api/v1/sales", caixa, payload);
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table financial_settlements drop constraint test_refuses`);
    }
    const [{ count: salesAfter }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(sales)) as [
      { count: number },
    ];
    const [{ count: movesAfter }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(stockMovements)) as [
      { count: number },
    ];
    expect([salesAfter, movesAfter]).toEqual([salesBefore, movesBefore]);
    const orphans = await t.db
      .select({ id: financialInflows.id })
      .from(financialInflows)
      .where(sql`${financialInflows.saleId} not in (select id from sales)`);
    expect(orphans).toEqual([]);
  });

  it("books PDV outflows as payables: a paid one settled from the drawer, an unpaid one open by its due date", async () => {
    const drawerBefore = await balanceOf(drawer);
    const outflow = (value: string, paid: boolean) =>
      postKeyed(t, "/api/v1/financial_outflows/pdv", caixa, {
        billing_value: value,
        description: "Compra de café",
        due_date: "2027-03-10",
        competency_date: "2027-03-01",
        paid,
        paid_date: paid ? today : null,
        cash_movement_id: register,
        company_id: centro,
      });
    const paid = (await (await outflow("12.34", true)).json()) as { id: number };
    const open = (await (await outflow("1000.00", false)).json()) as { id: number };
    const [paidEntry] = await entriesOf(["pdv_outflow"], paid.id);
    const [openEntry] = await entriesOf(["pdv_outflow"], open.id);
    expect({ ...paidEntry, plan: await planCodeOf(paidEntry?.accountPlanId ?? null) }).toMatchObject({
      kind: "pay",
      description: "Despesa do caixa: Compra de café",
      value: "12.34",
      settledValue: "12.34",
      settledDate: today,
      competencyDate: "2027-03-01",
      accountId: drawer,
      plan: "6.4.3",
    });
    expect(openEntry).toMatchObject({ kind: "pay", value: "1000.00", settledValue: "0.00", dueDate: "2027-03-10" });
    expect(await balanceOf(drawer)).toBe(drawerBefore - 1_234);
  });

  it("moves a sangria from the drawer to the safe", async () => {
    const [drawerBefore, safeBefore] = [await balanceOf(drawer), await balanceOf(safe)];
    const res = await postKeyed(t, "/api/v1/sangrias", caixa, { sangria_value: "20.00", cash_movement_id: register });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect([await balanceOf(drawer), await balanceOf(safe)]).toEqual([drawerBefore - 2_000, safeBefore + 2_000]);
    const moves = await t.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.origin, "sangria"), eq(accountMovements.originId, id)));
    expect(moves.map((m) => [m.accountId, m.amount, m.kind])).toEqual([
      [drawer, "-20.00", "transfer"],
      [safe, "20.00", "transfer"],
    ]);
  });

  it("books a shortage at closing as a settled cash-difference expense and takes the counted money to the safe", async () => {
    const [drawerBefore, safeBefore] = [await balanceOf(drawer), await balanceOf(safe)];
    const summary = (await (
      await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: caixa })
    ).json()) as { money: { expected: string }; pix: { expected: string }; card: { expected: string } };
    const expected = cents(summary.money.expected);
    const counted = expected - 537;
    const res = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, {
      id: register,
      inserted_money_value: decimalOf(counted),
      inserted_pix_value: summary.pix.expected,
      inserted_card_value: summary.card.expected,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [shortage] = await entriesOf(["closing"], register);
    expect({ ...shortage, plan: await planCodeOf(shortage?.accountPlanId ?? null) }).toMatchObject({
      kind: "pay",
      value: "5.37",
      settledValue: "5.37",
      settledDate: today,
      accountId: drawer,
      plan: "6.4.2",
    });
    expect([await balanceOf(drawer), await balanceOf(safe)]).toEqual([
      drawerBefore - 537 - counted,
      safeBefore + counted,
    ]);
  });

  it("books a surplus at closing as an adjustment of the drawer", async () => {
    const other = await openRegister(t, caixa, centro, "10.00");
    const [drawerBefore, safeBefore] = [await balanceOf(drawer), await balanceOf(safe)];
    const res = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, {
      id: other,
      inserted_money_value: "12.50",
      inserted_pix_value: "0.00",
      inserted_card_value: "0.00",
    });
    expect(res.status).toBe(200);
    const moves = await t.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.origin, "cash_register"), eq(accountMovements.originId, other)))
      .orderBy(asc(accountMovements.id));
    expect(moves.map((m) => [m.accountId, m.amount, m.kind])).toEqual([
      [drawer, "2.50", "adjustment"],
      [drawer, "-12.50", "transfer"],
      [safe, "12.50", "transfer"],
    ]);
    expect([await balanceOf(drawer), await balanceOf(safe)]).toEqual([drawerBefore - 1_000, safeBefore + 1_250]);
    expect(await entriesOf(["closing"], other)).toEqual([]);
  });
});
