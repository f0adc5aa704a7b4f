import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  bookEntries,
  cancelEntriesOf,
  createEntries,
  moveMoney,
  reverseMovesOf,
  reverseSettlements,
  SettlementRefused,
  settleEntries,
  transferMoney,
} from "./ledger.ts";
import {
  accountMovementDays,
  accountMovements,
  accountPlans,
  financeAccounts,
  financeOpenDays,
  financePlanMonths,
  financialEntries,
} from "./schema.ts";
import { summaryMismatches } from "./summaries.ts";

// The finance ledger's books (issue 14): an entry's settled value is the sum of its settlements not reversed, every
// settlement moves its amount in its account, and an account's balance is the sum of its movements not reversed.

let t: TestApp;
let unit: { multiStoreId: number; companyId: number };
let drawer = 0;
let safe = 0;

const balance = async (accountId: number) => {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${accountMovements.amount}), 0)::text` })
    .from(accountMovements)
    .where(and(eq(accountMovements.accountId, accountId), isNull(accountMovements.reversedAt)));
  return row?.total;
};
const entry = async (id: number) => {
  const [row] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, id));
  return row;
};
const zero = { interest: 0, fine: 0, discount: 0 };

beforeAll(async () => {
  t = await startTestApp();
  const [company] = await t.db.select().from(companies).limit(1);
  if (!company) throw new Error("no unit in the seed");
  unit = { multiStoreId: company.multiStoreId, companyId: company.id };
  const accounts = await t.db.select().from(financeAccounts).where(eq(financeAccounts.companyId, company.id));
  drawer = accounts.find((a) => a.kind === "drawer")?.id ?? 0;
  safe = accounts.find((a) => a.kind === "safe")?.id ?? 0;
});
afterAll(() => t.close());

const newPayable = (value: number) =>
  t.db.transaction(async (tx) => {
    const [row] = await createEntries(tx, [
      {
        ...unit,
        kind: "pay",
        description: "Aluguel",
        competencyDate: "2026-11-01",
        dueDate: "2026-11-10",
        value,
        origin: "manual",
      },
    ]);
    if (!row) throw new Error("no entry");
    return row;
  });

describe("finance ledger", () => {
  it("every unit of the seed has one drawer and one safe account", () => {
    expect(drawer).toBeGreaterThan(0);
    expect(safe).toBeGreaterThan(0);
  });

  it("settles a payable in two parts, with interest and discount, and the account pays what moved", async () => {
    const payable = await newPayable(100_001);
    const before = await balance(safe);
    await t.db.transaction((tx) =>
      settleEntries(tx, [
        {
          entryId: payable.id,
          accountId: safe,
          date: "2026-11-10",
          value: 50_000,
          interest: 150,
          fine: 0,
          discount: 0,
        },
      ]),
    );
    expect(await entry(payable.id)).toMatchObject({ settledValue: "500.00", settledDate: null });
    await t.db.transaction((tx) =>
      settleEntries(tx, [
        {
          entryId: payable.id,
          accountId: safe,
          date: "2026-11-12",
          value: 50_001,
          interest: 0,
          fine: 200,
          discount: 1,
        },
      ]),
    );
    expect(await entry(payable.id)).toMatchObject({ settledValue: "1000.01", settledDate: "2026-11-12" });
    // 500,00 + 1,50 then 500,01 + 2,00 − 0,01 left the safe.
    expect(Number(await balance(safe)) - Number(before)).toBeCloseTo(-1003.5, 2);
  });

  it("refuses more than is open and writes nothing", async () => {
    const payable = await newPayable(1_000);
    await expect(
      t.db.transaction((tx) =>
        settleEntries(tx, [
          { entryId: payable.id, accountId: safe, date: "2026-11-10", value: 600, ...zero },
          { entryId: payable.id, accountId: safe, date: "2026-11-10", value: 401, ...zero },
        ]),
      ),
    ).rejects.toBeInstanceOf(SettlementRefused);
    expect(await entry(payable.id)).toMatchObject({ settledValue: "0.00" });
  });

  it("reopens a settlement: the entry is open again and the money is back", async () => {
    const payable = await newPayable(2_500);
    const before = await balance(drawer);
    const [settlement] = await t.db.transaction((tx) =>
      settleEntries(tx, [{ entryId: payable.id, accountId: drawer, date: "2026-11-10", value: 2_500, ...zero }]),
    );
    expect(await entry(payable.id)).toMatchObject({ settledValue: "25.00", settledDate: "2026-11-10" });
    await t.db.transaction((tx) =>
      reverseSettlements(tx, { multiStoreId: unit.multiStoreId, settlementIds: [settlement?.id ?? 0], at: new Date() }),
    );
    expect(await entry(payable.id)).toMatchObject({ settledValue: "0.00", settledDate: null });
    expect(await balance(drawer)).toBe(before);
  });

  it("cancels what an origin created, its settlements too", async () => {
    const [receivable] = await t.db.transaction((tx) =>
      createEntries(tx, [
        {
          ...unit,
          kind: "receive",
          description: "Venda 1",
          competencyDate: "2026-11-01",
          dueDate: "2026-11-01",
          value: 990,
          origin: "sale",
          originId: 987654,
        },
      ]),
    );
    const before = await balance(drawer);
    await t.db.transaction((tx) =>
      settleEntries(tx, [{ entryId: receivable?.id ?? 0, accountId: drawer, date: "2026-11-01", value: 990, ...zero }]),
    );
    expect(Number(await balance(drawer)) - Number(before)).toBeCloseTo(9.9, 2);
    const canceled = await t.db.transaction((tx) =>
      cancelEntriesOf(tx, { multiStoreId: unit.multiStoreId, origin: "sale", originId: 987654, at: new Date() }),
    );
    expect(canceled.map((row) => row.id)).toEqual([receivable?.id]);
    expect(await balance(drawer)).toBe(before);
    await expect(
      t.db.transaction((tx) =>
        settleEntries(tx, [
          { entryId: receivable?.id ?? 0, accountId: drawer, date: "2026-11-01", value: 990, ...zero },
        ]),
      ),
    ).rejects.toMatchObject({ problem: "canceled" });
  });

  it("a transfer moves both sides; an adjustment one; reversing an origin undoes it", async () => {
    const [drawerBefore, safeBefore] = [await balance(drawer), await balance(safe)];
    await t.db.transaction(async (tx) => {
      await transferMoney(tx, {
        multiStoreId: unit.multiStoreId,
        from: { accountId: drawer, companyId: unit.companyId },
        to: { accountId: safe, companyId: unit.companyId },
        amount: 12_345,
        date: "2026-11-20",
        description: "Sangria",
        origin: "sangria",
        originId: 55,
      });
      await moveMoney(tx, [
        {
          ...unit,
          accountId: drawer,
          amount: -10,
          kind: "adjustment",
          date: "2026-11-20",
          description: "Quebra de caixa",
          origin: "cash_register",
          originId: 7,
        },
      ]);
    });
    expect(Number(await balance(drawer)) - Number(drawerBefore)).toBeCloseTo(-123.55, 2);
    expect(Number(await balance(safe)) - Number(safeBefore)).toBeCloseTo(123.45, 2);
    const undone = await t.db.transaction((tx) =>
      reverseMovesOf(tx, { multiStoreId: unit.multiStoreId, origin: "sangria", originId: 55, at: new Date() }),
    );
    expect(undone).toBe(2);
    expect(await balance(safe)).toBe(safeBefore);
  });
});

// The report summaries (finance_plan_months, finance_open_days, account_movement_days) are kept by triggers in the
// transaction of each write: after every kind of write they equal the sums of the detail rows, recomputed.
describe("finance report summaries", () => {
  let plan = 0;
  const booksSummed = async () => expect(await summaryMismatches(t.db)).toEqual([]);
  // A key's sums over its slots (server/finance/schema.ts); undefined when it has no row.
  const planMonth = async (month: string) => {
    const [row] = await t.db
      .select({
        entries: sql<string | null>`sum(${financePlanMonths.entries})`,
        foreseen: sql<string>`sum(${financePlanMonths.foreseen})`,
        realized: sql<string>`sum(${financePlanMonths.realized})`,
      })
      .from(financePlanMonths)
      .where(
        and(
          eq(financePlanMonths.companyId, unit.companyId),
          eq(financePlanMonths.accountPlanId, plan),
          eq(financePlanMonths.month, month),
        ),
      );
    return row?.entries != null
      ? { entries: Number(row.entries), foreseen: Number(row.foreseen), realized: Number(row.realized) }
      : undefined;
  };
  const openDay = async (dueDate: string, accountId: number) => {
    const [row] = await t.db
      .select({
        entries: sql<string | null>`sum(${financeOpenDays.entries})`,
        inflows: sql<string>`sum(${financeOpenDays.inflows})`,
        outflows: sql<string>`sum(${financeOpenDays.outflows})`,
      })
      .from(financeOpenDays)
      .where(
        and(
          eq(financeOpenDays.companyId, unit.companyId),
          eq(financeOpenDays.dueDate, dueDate),
          eq(financeOpenDays.accountId, accountId),
        ),
      );
    return row?.entries != null
      ? { entries: Number(row.entries), inflows: Number(row.inflows), outflows: Number(row.outflows) }
      : undefined;
  };
  const movementDay = async (date: string, accountId: number) => {
    const [row] = await t.db
      .select({
        movements: sql<string | null>`sum(${accountMovementDays.movements})`,
        inflows: sql<string>`sum(${accountMovementDays.inflows})`,
        outflows: sql<string>`sum(${accountMovementDays.outflows})`,
      })
      .from(accountMovementDays)
      .where(
        and(
          eq(accountMovementDays.companyId, unit.companyId),
          eq(accountMovementDays.date, date),
          eq(accountMovementDays.accountId, accountId),
        ),
      );
    return row?.movements != null
      ? { movements: Number(row.movements), inflows: Number(row.inflows), outflows: Number(row.outflows) }
      : undefined;
  };

  beforeAll(async () => {
    const [row] = await t.db
      .select({ id: accountPlans.id })
      .from(accountPlans)
      .where(and(eq(accountPlans.companyId, unit.companyId), eq(accountPlans.code, "1.2")));
    plan = row?.id ?? 0;
  });

  it("equal the seeded books (a year of finance written through the ledger, and the backfill)", async () => {
    expect(plan).toBeGreaterThan(0);
    expect((await t.db.select().from(financePlanMonths)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(accountMovementDays)).length).toBeGreaterThan(0);
    await booksSummed();
    // The check sees a summary row that no longer matches its detail rows (its key's slots summed).
    const [kept] = await t.db.select().from(financePlanMonths).limit(1);
    if (!kept) throw new Error("no summary row");
    const where = and(
      eq(financePlanMonths.companyId, kept.companyId),
      eq(financePlanMonths.accountPlanId, kept.accountPlanId),
      eq(financePlanMonths.month, kept.month),
      eq(financePlanMonths.slot, kept.slot),
    );
    await t.db
      .update(financePlanMonths)
      .set({ realized: sql`${financePlanMonths.realized} + 0.01` })
      .where(where);
    expect(await summaryMismatches(t.db)).toHaveLength(1);
    await t.db.update(financePlanMonths).set({ realized: kept.realized }).where(where);
    await booksSummed();
  });

  it("follow an entry created, settled in part, reopened, edited and canceled", async () => {
    // A month and days no other test of this file writes.
    const [receivable] = await t.db.transaction((tx) =>
      createEntries(tx, [
        {
          ...unit,
          kind: "receive",
          description: "Serviço",
          accountPlanId: plan,
          accountId: safe,
          competencyDate: "2031-03-15",
          dueDate: "2031-04-10",
          value: 10_000,
          origin: "manual",
          originId: 424242,
        },
      ]),
    );
    const id = receivable?.id ?? 0;
    await booksSummed();
    expect(await planMonth("2031-03-01")).toEqual({ entries: 1, foreseen: 100, realized: 0 });
    expect(await openDay("2031-04-10", safe)).toEqual({ entries: 1, inflows: 100, outflows: 0 });

    const [settlement] = await t.db.transaction((tx) =>
      settleEntries(tx, [
        { entryId: id, accountId: drawer, date: "2031-04-11", value: 3_000, interest: 50, fine: 0, discount: 0 },
      ]),
    );
    await booksSummed();
    expect(await planMonth("2031-03-01")).toEqual({ entries: 1, foreseen: 100, realized: 30 });
    expect(await openDay("2031-04-10", safe)).toEqual({ entries: 1, inflows: 70, outflows: 0 });
    expect(await movementDay("2031-04-11", drawer)).toEqual({ movements: 1, inflows: 30.5, outflows: 0 });

    await t.db.transaction((tx) =>
      reverseSettlements(tx, { multiStoreId: unit.multiStoreId, settlementIds: [settlement?.id ?? 0], at: new Date() }),
    );
    await booksSummed();
    expect(await planMonth("2031-03-01")).toEqual({ entries: 1, foreseen: 100, realized: 0 });
    expect(await openDay("2031-04-10", safe)).toEqual({ entries: 1, inflows: 100, outflows: 0 });
    expect(await movementDay("2031-04-11", drawer)).toEqual({ movements: 0, inflows: 0, outflows: 0 });

    // What the entry edit does (server/finance/entries.routes.ts): another month, due day, account and value.
    await t.db
      .update(financialEntries)
      .set({ competencyDate: "2031-05-02", dueDate: "2031-05-20", accountId: null, value: "120.00" })
      .where(eq(financialEntries.id, id));
    await booksSummed();
    expect(await planMonth("2031-03-01")).toEqual({ entries: 0, foreseen: 0, realized: 0 });
    expect(await planMonth("2031-05-01")).toEqual({ entries: 1, foreseen: 120, realized: 0 });
    expect(await openDay("2031-04-10", safe)).toEqual({ entries: 0, inflows: 0, outflows: 0 });
    expect(await openDay("2031-05-20", 0)).toEqual({ entries: 1, inflows: 120, outflows: 0 });

    await t.db.transaction((tx) =>
      settleEntries(tx, [{ entryId: id, accountId: drawer, date: "2031-05-20", value: 12_000, ...zero }]),
    );
    await booksSummed();
    expect(await planMonth("2031-05-01")).toEqual({ entries: 1, foreseen: 120, realized: 120 });
    expect(await openDay("2031-05-20", 0)).toEqual({ entries: 0, inflows: 0, outflows: 0 });

    await t.db.transaction((tx) =>
      cancelEntriesOf(tx, { multiStoreId: unit.multiStoreId, origin: "manual", originId: 424242, at: new Date() }),
    );
    await booksSummed();
    expect(await planMonth("2031-05-01")).toEqual({ entries: 0, foreseen: 0, realized: 0 });
    expect(await movementDay("2031-05-20", drawer)).toEqual({ movements: 0, inflows: 0, outflows: 0 });
  });

  it("follow entries booked in one statement, settled at once, and a payable's sign", async () => {
    await t.db.transaction((tx) =>
      bookEntries(tx, [
        {
          ...unit,
          kind: "pay",
          description: "Frete",
          accountPlan: plan,
          account: { companyId: unit.companyId, kind: "drawer" },
          settledNow: true,
          competencyDate: "2031-07-01",
          dueDate: "2031-07-03",
          value: 2_000,
          origin: "pdv_outflow",
        },
        {
          ...unit,
          kind: "receive",
          description: "Serviço a prazo",
          accountPlan: plan,
          competencyDate: "2031-07-31",
          dueDate: "2031-08-30",
          value: 5_000,
          origin: "manual",
        },
      ]),
    );
    await booksSummed();
    expect(await planMonth("2031-07-01")).toEqual({ entries: 2, foreseen: 30, realized: -20 });
    expect(await openDay("2031-08-30", 0)).toEqual({ entries: 1, inflows: 50, outflows: 0 });
    expect(await movementDay("2031-07-03", drawer)).toEqual({ movements: 1, inflows: 0, outflows: 20 });
  });

  it("follow adjustments; transfers stay out of the daily sums; reversing undoes; deleting rows too", async () => {
    await t.db.transaction(async (tx) => {
      await transferMoney(tx, {
        multiStoreId: unit.multiStoreId,
        from: { accountId: drawer, companyId: unit.companyId },
        to: { accountId: safe, companyId: unit.companyId },
        amount: 5_000,
        date: "2031-09-01",
        description: "Sangria",
        origin: "sangria",
        originId: 4242,
      });
      await moveMoney(tx, [
        {
          ...unit,
          accountId: drawer,
          amount: 700,
          kind: "opening",
          date: "2031-09-01",
          description: "Abertura",
          origin: "cash_register",
          originId: 4242,
        },
        {
          ...unit,
          accountId: drawer,
          amount: -30,
          kind: "adjustment",
          date: "2031-09-01",
          description: "Quebra",
          origin: "cash_register",
          originId: 4242,
        },
      ]);
    });
    await booksSummed();
    expect(await movementDay("2031-09-01", drawer)).toEqual({ movements: 2, inflows: 7, outflows: 0.3 });
    expect(await movementDay("2031-09-01", safe)).toBeUndefined();
    await t.db.transaction((tx) =>
      reverseMovesOf(tx, { multiStoreId: unit.multiStoreId, origin: "cash_register", originId: 4242, at: new Date() }),
    );
    await booksSummed();
    expect(await movementDay("2031-09-01", drawer)).toEqual({ movements: 0, inflows: 0, outflows: 0 });
    await t.db.delete(accountMovements).where(eq(accountMovements.date, "2031-09-01"));
    await booksSummed();
  });
});
