import { and, eq, inArray } from "drizzle-orm";
import type { Cents } from "../../src/domain/money.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { Db } from "../db/client.ts";
import { bookEntries, moveMoney, reverseMovesOf, transferMoney } from "../finance/ledger.ts";
import { STANDARD_PLAN_CODES } from "../finance/public.ts";
import { financeAccounts } from "../finance/schema.ts";
import { translator } from "../i18n.ts";

// What the register's money does in the books (issue 14, item 4), through the finance ledger in the caller's
// transaction. The unit's drawer account holds the money of its open registers: the opening float comes from the
// safe, sales paid in money and PIX go in (salePaymentsSteps), paid expenses and sangrias go out, and at closing
// the counted difference is booked and the counted money goes back to the safe.

/** Movement origins (account_movements.origin) of the register's money. */
export const REGISTER_ORIGINS = { cashSupply: "cash_supply", sangria: "sangria", closing: "cash_register" } as const;

/** The largest value an entry holds (financial_entries.value is numeric(14,2)). */
const ENTRY_MAX_CENTS = 99_999_999_999_999n;

type Unit = { readonly multiStoreId: number; readonly companyId: number };

/** The unit's drawer and safe accounts (one query); null where the unit has none. */
export async function drawerAndSafe(
  tx: Db,
  companyId: number,
): Promise<{ drawer: number | null; safe: number | null }> {
  const rows = await tx
    .select({ id: financeAccounts.id, kind: financeAccounts.kind })
    .from(financeAccounts)
    .where(and(eq(financeAccounts.companyId, companyId), inArray(financeAccounts.kind, ["drawer", "safe"])));
  return {
    drawer: rows.find((row) => row.kind === "drawer")?.id ?? null,
    safe: rows.find((row) => row.kind === "safe")?.id ?? null,
  };
}

async function transferBetween(
  tx: Db,
  unit: Unit,
  direction: "to-safe" | "to-drawer",
  move: {
    amount: Cents;
    date: string;
    description: string;
    origin: string;
    originId: number;
    userId: number;
    at: Date;
  },
): Promise<void> {
  if (move.amount <= 0) return;
  const { drawer, safe } = await drawerAndSafe(tx, unit.companyId);
  if (drawer === null || safe === null) return;
  const [from, to] = direction === "to-safe" ? [drawer, safe] : [safe, drawer];
  await transferMoney(tx, {
    multiStoreId: unit.multiStoreId,
    from: { accountId: from, companyId: unit.companyId },
    to: { accountId: to, companyId: unit.companyId },
    ...move,
  });
}

/** A sangria: its value leaves the drawer for the safe. */
export async function bookSangria(
  tx: Db,
  unit: Unit,
  sangria: { id: number; value: Cents; date: string; userId: number; at: Date; locale: Locale },
): Promise<void> {
  await transferBetween(tx, unit, "to-safe", {
    amount: sangria.value,
    date: sangria.date,
    description: translator(sangria.locale)("finance.sangria", { id: sangria.id }),
    origin: REGISTER_ORIGINS.sangria,
    originId: sangria.id,
    userId: sangria.userId,
    at: sangria.at,
  });
}

/** The opening float: from the safe into the drawer; a changed float replaces the previous transfer. */
export async function bookCashSupply(
  tx: Db,
  unit: Unit,
  register: { id: number; value: Cents; date: string; userId: number; at: Date; locale: Locale },
): Promise<void> {
  await reverseMovesOf(tx, {
    multiStoreId: unit.multiStoreId,
    origin: REGISTER_ORIGINS.cashSupply,
    originId: register.id,
    at: register.at,
  });
  await transferBetween(tx, unit, "to-drawer", {
    amount: register.value,
    date: register.date,
    description: translator(register.locale)("finance.cash-supply", { id: register.id }),
    origin: REGISTER_ORIGINS.cashSupply,
    originId: register.id,
    userId: register.userId,
    at: register.at,
  });
}

/** An expense paid from the drawer (settled at once) or left open to pay by its due date. */
export async function bookPdvOutflow(
  tx: Db,
  unit: Unit,
  outflow: {
    id: number;
    description: string;
    value: Cents;
    dueDate: string;
    competencyDate: string;
    paidDate: string | null;
    userId: number;
    at: Date;
    locale: Locale;
  },
): Promise<void> {
  const paid = outflow.paidDate !== null;
  await bookEntries(tx, [
    {
      ...unit,
      kind: "pay",
      description: translator(outflow.locale)("finance.outflow", { description: outflow.description }),
      accountPlan: { companyId: unit.companyId, code: STANDARD_PLAN_CODES.otherExpenses },
      account: paid ? { companyId: unit.companyId, kind: "drawer" } : null,
      settledNow: paid,
      competencyDate: outflow.competencyDate,
      // Settled on the day it was paid (the ledger settles on the due date of what it settles at once).
      dueDate: outflow.paidDate ?? outflow.dueDate,
      value: outflow.value,
      origin: "pdv_outflow",
      originId: outflow.id,
      userId: outflow.userId,
      at: outflow.at,
    },
  ]);
}

/**
 * The closing of a register, in money: a shortage (counted below expected) is an expense on "Quebras e diferenças
 * de caixa" paid from the drawer, so the DRE shows it; a surplus an adjustment into the drawer. Then the counted
 * money goes from the drawer to the safe.
 */
export async function bookClosing(
  tx: Db,
  unit: Unit,
  register: { id: number; difference: bigint; counted: bigint; date: string; userId: number; at: Date; locale: Locale },
): Promise<void> {
  const t = translator(register.locale);
  const { drawer, safe } = await drawerAndSafe(tx, unit.companyId);
  if (drawer === null) return;
  if (register.difference < 0n && -register.difference <= ENTRY_MAX_CENTS) {
    await bookEntries(tx, [
      {
        ...unit,
        kind: "pay",
        description: t("finance.cash-difference", { id: register.id }),
        accountPlan: { companyId: unit.companyId, code: STANDARD_PLAN_CODES.cashDifferences },
        account: drawer,
        settledNow: true,
        competencyDate: register.date,
        dueDate: register.date,
        value: Number(-register.difference),
        origin: "closing",
        originId: register.id,
        userId: register.userId,
        at: register.at,
      },
    ]);
  } else if (register.difference !== 0n) {
    // A surplus (or a shortage beyond what an entry holds): the drawer adjusted by the difference.
    await moveMoney(tx, [
      {
        ...unit,
        accountId: drawer,
        date: register.date,
        amount: register.difference,
        kind: "adjustment",
        description: t(register.difference > 0n ? "finance.cash-surplus" : "finance.cash-difference", {
          id: register.id,
        }),
        origin: REGISTER_ORIGINS.closing,
        originId: register.id,
        userId: register.userId,
        at: register.at,
      },
    ]);
  }
  if (safe !== null && register.counted > 0n) {
    await transferMoney(tx, {
      multiStoreId: unit.multiStoreId,
      from: { accountId: drawer, companyId: unit.companyId },
      to: { accountId: safe, companyId: unit.companyId },
      amount: register.counted,
      date: register.date,
      description: t("finance.closing-transfer", { id: register.id }),
      origin: REGISTER_ORIGINS.closing,
      originId: register.id,
      userId: register.userId,
      at: register.at,
    });
  }
}
