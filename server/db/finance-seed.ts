import { addMonths, format, getDay, getDaysInMonth, startOfMonth } from "date-fns";
import { eq, inArray } from "drizzle-orm";
import { addDaysToApiDate } from "../../src/domain/sale-receivables.ts";
import { type Cents, percentOf } from "../../src/domain/money.ts";
import { splitInstallments } from "../../src/domain/finance.ts";
import type { Db } from "./client.ts";
import { type BookedEntry, bookEntries, moveMoney, settleEntries, createEntries } from "../finance/ledger.ts";
import { accountPlans, financeAccounts, paymentMethods } from "../finance/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { businessDate } from "../http/list.ts";
import { randomFrom } from "./pdv-seed-catalog.ts";

// A year of finance for every unit of the demo networks (issue 14, item 10), through the finance ledger, so the cash
// flow and the DRE look like a real small business: the counter's daily takings (money and PIX deposited the same
// day, card received 30 days later less the operator's fee), goods bought from the network's suppliers at the
// catalog's cost (45 % of the price, as the PDV seed's items) in two installments, and the monthly bills (rent,
// salaries, pró-labore, energy, water, internet, accounting, software, Simples Nacional at 6 % of the month's
// revenue). What fell due before today is settled (a few late with a fine), a few bills are overdue, the next two
// months' bills are open. Profitable most months; five months ago sales fell and the air conditioning broke.
// The PDV's own seeded sales, sangrias and closings are booked by the PDV seed through the same ledger.

type Unit = { multiStoreId: number; companyId: number; scale: number; seed: number };

const MONTHLY_BILLS: ReadonlyArray<{ code: string; description: string; value: Cents; day: number }> = [
  { code: "6.2.1", description: "Aluguel da loja", value: 950_000, day: 5 },
  { code: "6.1.1", description: "Folha de pagamento", value: 1_800_000, day: 5 },
  { code: "6.1.2", description: "Pró-labore dos sócios", value: 600_000, day: 5 },
  { code: "6.1.3", description: "Vale-transporte e vale-refeição", value: 210_000, day: 5 },
  { code: "6.2.2", description: "Energia elétrica (Cemig)", value: 180_000, day: 12 },
  { code: "6.2.3", description: "Água e esgoto (Copasa)", value: 35_000, day: 12 },
  { code: "6.2.4", description: "Internet e telefone", value: 24_990, day: 15 },
  { code: "6.2.5", description: "Honorários da contabilidade", value: 120_000, day: 10 },
  { code: "6.2.6", description: "Sistema de gestão", value: 39_900, day: 10 },
  { code: "6.3.1", description: "Anúncios em redes sociais", value: 80_000, day: 20 },
];

/** Sales by month of the year: a weak January and February, Mother's Day in May, Black Friday and Christmas. */
const SEASON = [0.85, 0.88, 1, 0.97, 1.12, 1, 1.02, 1.05, 0.98, 1.03, 1.15, 1.38];
/** Sales by weekday, Sunday first (closed on Sundays). */
const WEEKDAY = [0, 0.8, 0.9, 0.95, 1, 1.2, 1.45];
/** A day of the Centro unit at its average. */
const DAILY_TAKINGS: Cents = 360_000;
const CARD_SHARE = 0.45;
const CARD_FEE = 2.99;
const SIMPLES_RATE = 6;
const COST_RATE = 45;

const apiDate = (date: Date) => format(date, "yyyy-MM-dd");

/** The books of one unit: built in memory, written in a few multi-row statements. */
function unitYear(unit: Unit, plans: Map<string, number>, bank: number, supplierIds: number[], today: string) {
  const random = randomFrom(unit.seed);
  const open: BookedEntry[] = [];
  const settled: BookedEntry[] = [];
  const late: Array<{ entry: BookedEntry; days: number }> = [];
  const base = { multiStoreId: unit.multiStoreId, companyId: unit.companyId, userId: null };
  const plan = (code: string) => plans.get(code) ?? null;
  // Past and due before today: settled into the bank on the due date; later: open.
  const book = (entry: BookedEntry) =>
    entry.dueDate < today ? settled.push({ ...entry, account: bank, settledNow: true }) : open.push(entry);
  const first = startOfMonth(addMonths(new Date(`${today}T12:00:00`), -11));
  for (let m = 0; m < 14; m++) {
    const month = addMonths(first, m);
    const monthKey = format(month, "yyyy-MM");
    const bad = m === 6;
    const factor = SEASON[month.getMonth()] ?? 1;
    let revenue = 0;
    let weekCard = 0;
    // The counter's takings, day by day (only for the days gone by).
    for (let d = 1; d <= getDaysInMonth(month); d++) {
      const day = apiDate(new Date(month.getFullYear(), month.getMonth(), d, 12));
      if (day >= today) break;
      const weekday = WEEKDAY[getDay(new Date(`${day}T12:00:00`))] ?? 0;
      if (weekday === 0) continue;
      const takings = Math.round(
        DAILY_TAKINGS * unit.scale * factor * weekday * (bad ? 0.62 : 1) * (0.85 + random() * 0.3),
      );
      const card = Math.round(takings * CARD_SHARE);
      revenue += takings;
      const sale = {
        ...base,
        kind: "receive" as const,
        accountPlan: plan("1.1"),
        competencyDate: day,
        origin: "manual" as const,
      };
      book({
        ...sale,
        description: `Vendas do dia ${day.split("-").reverse().join("/")} – dinheiro e PIX`,
        dueDate: day,
        value: takings - card,
      });
      weekCard += card;
      // The card sales of a week (to Saturday or the month's end) in one receivable, paid 30 days later less the fee.
      const lastOfWeek = getDay(new Date(`${day}T12:00:00`)) === 6 || d === getDaysInMonth(month);
      if (lastOfWeek || addDaysToApiDate(day, 1) >= today) {
        const due = addDaysToApiDate(day, 30);
        const week = `semana até ${day.split("-").reverse().join("/")}`;
        book({ ...sale, description: `Vendas em cartão da ${week}`, dueDate: due, value: weekCard });
        book({
          ...base,
          kind: "pay",
          description: `Taxa de cartão das vendas da ${week}`,
          accountPlan: plan("9.2"),
          competencyDate: day,
          dueDate: due,
          value: percentOf(weekCard, CARD_FEE),
          origin: "manual",
        });
        weekCard = 0;
      }
    }
    const competency = `${monthKey}-01`;
    const bill = (code: string, description: string, value: Cents, day: number, supplierId: number | null = null) => ({
      ...base,
      kind: "pay" as const,
      description,
      accountPlan: plan(code),
      supplierId,
      competencyDate: competency,
      dueDate: `${monthKey}-${String(day).padStart(2, "0")}`,
      value,
      origin: "manual" as const,
    });
    for (const [i, item] of MONTHLY_BILLS.entries()) {
      const entry = bill(
        item.code,
        `${item.description} – ${format(month, "MM/yyyy")}`,
        Math.round(item.value * unit.scale),
        item.day,
      );
      // Last month's energy and internet still unpaid (overdue); the water bill of some months paid late, with a fine.
      if (m === 10 && (item.code === "6.2.2" || item.code === "6.2.4") && entry.dueDate < today) open.push(entry);
      else if (item.code === "6.2.3" && m % 4 === 1 && entry.dueDate < today) late.push({ entry, days: 3 + i });
      else book(entry);
    }
    if (bad) book(bill("6.4.1", "Conserto do ar-condicionado da loja", Math.round(480_000 * unit.scale), 18));
    // Revenue of months to come is foreseen from last year's: the goods and tax follow it.
    const monthRevenue = revenue > 0 ? revenue : Math.round(DAILY_TAKINGS * unit.scale * factor * 26);
    const goods = percentOf(monthRevenue, COST_RATE);
    const supplierId = supplierIds.length > 0 ? (supplierIds[m % supplierIds.length] ?? null) : null;
    const group = crypto.randomUUID();
    for (const part of splitInstallments(goods, 2, `${monthKey}-10`)) {
      book({
        ...bill(
          "4.1",
          `NF-e de compra de mercadorias ${format(month, "MM/yyyy")} (${part.number}/2)`,
          part.value,
          10,
          supplierId,
        ),
        dueDate: addDaysToApiDate(`${monthKey}-10`, 30 * part.number),
        installmentNumber: part.number,
        installmentCount: 2,
        groupId: group,
      });
    }
    // Simples Nacional on the month's revenue, due on the 20th of the next month.
    book({
      ...bill("2.1", `DAS – Simples Nacional ${format(month, "MM/yyyy")}`, percentOf(monthRevenue, SIMPLES_RATE), 20),
      dueDate: `${format(addMonths(month, 1), "yyyy-MM")}-20`,
    });
  }
  return { open, settled, late, opening: apiDate(first) };
}

async function inBatches<T>(rows: ReadonlyArray<T>, write: (batch: T[]) => Promise<unknown>, size = 800) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** The demo's credit card fee and days to receive, before the PDV seed sells (its card sales book their fees). */
export async function seedPaymentFees(db: Db): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ feePercentage: "2.99", daysToReceive: 30 })
    .where(eq(paymentMethods.name, "Cartão de crédito"));
}

/** Called inside seedDemo's transaction, after the networks, units, suppliers and PDV seeds. */
export async function seedFinanceDemo(db: Db, now = new Date()): Promise<void> {
  const today = businessDate(now);
  const networks = await db.select({ id: multiStores.id, name: multiStores.name }).from(multiStores);
  const units = await db
    .select({ id: companies.id, multiStoreId: companies.multiStoreId })
    .from(companies)
    .where(
      inArray(
        companies.multiStoreId,
        networks.map((n) => n.id),
      ),
    )
    .orderBy(companies.id);
  if (units.length === 0) return;
  const banks = await db
    .insert(financeAccounts)
    .values(
      units.map((unit, i) => ({
        multiStoreId: unit.multiStoreId,
        companyId: unit.id,
        accountName: i % 2 === 0 ? "Conta corrente Banco do Brasil" : "Conta corrente Itaú",
        kind: "bank",
        bankCode: i % 2 === 0 ? "001" : "341",
        bankAgencyNumber: String(1_200 + i * 37),
        bankAgencyDigit: String(i % 10),
        bankAccountNumber: String(45_000 + i * 1_311),
        bankAccountDigit: String((i * 7) % 10),
      })),
    )
    .returning({ id: financeAccounts.id, companyId: financeAccounts.companyId });
  const bankOf = new Map(banks.map((bank) => [bank.companyId, bank.id]));
  const plans = await db
    .select({ id: accountPlans.id, companyId: accountPlans.companyId, code: accountPlans.code })
    .from(accountPlans)
    .where(
      inArray(
        accountPlans.companyId,
        units.map((u) => u.id),
      ),
    );
  const supplierRows = await db.select({ id: suppliers.id, multiStoreId: suppliers.multiStoreId }).from(suppliers);
  const open: BookedEntry[] = [];
  const settled: BookedEntry[] = [];
  const late: Array<{ entry: BookedEntry; days: number }> = [];
  const openings: Parameters<typeof moveMoney>[1][number][] = [];
  for (const [i, unit] of units.entries()) {
    const network = networks.find((n) => n.id === unit.multiStoreId);
    const demo = network?.name === "Rede Demo";
    const bank = bankOf.get(unit.id) as number;
    const year = unitYear(
      {
        multiStoreId: unit.multiStoreId,
        companyId: unit.id,
        scale: demo ? (i % 2 === 0 ? 1 : 0.75) : 0.3,
        seed: 1_400 + i,
      },
      new Map(plans.filter((p) => p.companyId === unit.id).map((p) => [p.code, p.id])),
      bank,
      supplierRows.filter((s) => s.multiStoreId === unit.multiStoreId).map((s) => s.id),
      today,
    );
    open.push(...year.open);
    settled.push(...year.settled);
    late.push(...year.late);
    openings.push({
      multiStoreId: unit.multiStoreId,
      companyId: unit.id,
      accountId: bank,
      date: year.opening,
      amount: demo ? 2_500_000 : 800_000,
      kind: "opening",
      description: "Saldo inicial",
    });
  }
  // The safes start with change for the registers' opening floats.
  const safes = await db
    .select({
      id: financeAccounts.id,
      multiStoreId: financeAccounts.multiStoreId,
      companyId: financeAccounts.companyId,
    })
    .from(financeAccounts)
    .where(eq(financeAccounts.kind, "safe"));
  for (const safe of safes) {
    const opening = openings.find((o) => o.companyId === safe.companyId);
    openings.push({
      multiStoreId: safe.multiStoreId,
      companyId: safe.companyId,
      accountId: safe.id,
      date: opening?.date ?? today,
      amount: 50_000,
      kind: "opening",
      description: "Saldo inicial",
    });
  }
  await moveMoney(db, openings);
  await inBatches([...settled, ...open], (batch) => bookEntries(db, batch));
  const lateRows = await createEntries(
    db,
    late.map(({ entry }) => ({
      ...entry,
      accountPlanId: typeof entry.accountPlan === "number" ? entry.accountPlan : null,
      accountId: null,
    })),
  );
  await settleEntries(
    db,
    lateRows.map((row, i) => {
      const value = Math.round(Number(row.value) * 100);
      const days = late[i]?.days ?? 3;
      const paidOn = addDaysToApiDate(row.dueDate, days);
      return {
        entryId: row.id,
        accountId: bankOf.get(row.companyId) as number,
        date: paidOn < today ? paidOn : today,
        value,
        // 2 % fine and 1 % a month of interest, as a utility charges them.
        fine: percentOf(value, 2),
        interest: percentOf(value, Number((days * 0.033).toFixed(3))),
        discount: 0,
      };
    }),
  );
}
