import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  cancelEntriesOf,
  createEntries,
  moveMoney,
  reverseMovesOf,
  reverseSettlements,
  SettlementRefused,
  settleEntries,
  transferMoney,
} from "./ledger.ts";
import { accountMovements, financeAccounts, financialEntries } from "./schema.ts";

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
