import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import {
  type EntryKind,
  type EntryOrigin,
  type SettlementParts,
  type SettlementProblem,
  settlementAmount,
  settlementProblem,
  signedAmount,
} from "../../src/domain/finance.ts";
import { type BigCents, type Cents, centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import { saleBookEntries } from "../../src/domain/sale-receivables.ts";
import type { Db } from "../db/client.ts";
import {
  accountMovements,
  accountPlans,
  financeAccounts,
  financialEntries,
  financialInflows,
  financialOutflows,
  financialSettlements,
} from "./schema.ts";
import { STANDARD_PLAN_CODES } from "./starting-set.ts";

// The finance ledger: the only writer of financial_inflows and financial_outflows. Money that comes in (a sale's
// payments) and goes out (expenses) is written here, in the caller's transaction, one statement per call whatever the
// number of lines. The sale and cash register a line belongs to are plain references: finance does not depend on the
// PDV.

export type Inflow = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly saleId: number;
  readonly cashMovementId: number | null;
  readonly paymentMethodId: number;
  /** The method's kind when paid: closing totals do not move if the method is edited later. */
  readonly kind: PaymentKind;
  readonly position: number;
  /** What it pays of the sale (after change). */
  readonly billing: Cents;
  /** What was handed over. */
  readonly received: Cents;
  readonly installments: number;
  readonly receivedNow: boolean;
  readonly dueDate: string;
  readonly receivedDate: string | null;
  readonly at: Date;
};

export type Outflow = {
  readonly multiStoreId: number;
  readonly companyId: number;
  /** The register whose drawer paid it, if any. */
  readonly cashMovementId: number | null;
  readonly userId: number;
  readonly description: string;
  readonly billing: Cents;
  readonly dueDate: string;
  readonly competencyDate: string;
  readonly paid: boolean;
  readonly paidDate: string | null;
  readonly at: Date;
};

export type OutflowRow = typeof financialOutflows.$inferSelect;

const money = (cents: Cents | BigCents) => centsToDecimalString(cents);
const centsOf = (text: string): Cents => {
  const cents = parseMoney(text);
  if (cents === null) throw new RangeError(`Not an amount of money: ${text}`);
  return cents;
};

/** Records the payments received (one row per line), in one statement. */
export async function recordInflows(tx: Db, rows: ReadonlyArray<Inflow>): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(financialInflows).values(
    rows.map((line) => ({
      multiStoreId: line.multiStoreId,
      companyId: line.companyId,
      saleId: line.saleId,
      cashMovementId: line.cashMovementId,
      paymentMethodId: line.paymentMethodId,
      paymentKind: line.kind,
      position: line.position,
      billingValue: money(line.billing),
      receivedValue: money(line.received),
      quantity: line.installments,
      received: line.receivedNow,
      dueDate: line.dueDate,
      receivedDate: line.receivedDate,
      createdAt: line.at,
    })),
  );
}

/** Records expenses (one row per line), in one statement; answers the rows written, in order. */
export async function recordOutflows(tx: Db, rows: ReadonlyArray<Outflow>): Promise<OutflowRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(financialOutflows)
    .values(
      rows.map((line) => ({
        multiStoreId: line.multiStoreId,
        companyId: line.companyId,
        cashMovementId: line.cashMovementId,
        userId: line.userId,
        description: line.description,
        billingValue: money(line.billing),
        dueDate: line.dueDate,
        competencyDate: line.competencyDate,
        paid: line.paid,
        paidDate: line.paidDate,
        createdAt: line.at,
      })),
    )
    .returning();
}

export type InflowReversal = {
  readonly multiStoreId: number;
  readonly saleId: number;
  readonly at: Date;
};

/**
 * Reverses the payments of a canceled sale, in one statement: each line not yet reversed is marked with when, and
 * answers the lines reversed (what goes back to the customer). A reversed line is kept for the record and no longer
 * counts anywhere (the register's expected values, the payment lists count finished sales only).
 */
export async function reverseInflows(
  tx: Db,
  reversal: InflowReversal,
): Promise<Array<{ id: number; kind: string; billing: string }>> {
  return tx
    .update(financialInflows)
    .set({ reversedAt: reversal.at })
    .where(
      and(
        eq(financialInflows.multiStoreId, reversal.multiStoreId),
        eq(financialInflows.saleId, reversal.saleId),
        isNull(financialInflows.reversedAt),
      ),
    )
    .returning({ id: financialInflows.id, kind: financialInflows.paymentKind, billing: financialInflows.billingValue });
}

// ── Payables and receivables, settlements and the money in accounts ───────────────────────────────────────────
// financial_entries, financial_settlements and account_movements are written only here. Callers validate their
// input (src/domain/finance.ts) and check tenancy; the ledger keeps the books consistent: an entry's settled_value
// is the sum of its settlements not reversed, and every settlement moves its amount in its account. The reports'
// summaries of these rows (finance_plan_months, finance_open_days, account_movement_days) follow every statement
// that writes them, in the same transaction, through the triggers of migration `finance-report-summaries`
// (server/finance/summaries.ts checks them against the rows).

export type NewEntry = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly kind: EntryKind;
  readonly description: string;
  readonly supplierId?: number | null;
  readonly customerId?: number | null;
  readonly accountPlanId?: number | null;
  readonly accountId?: number | null;
  readonly paymentMethodId?: number | null;
  readonly competencyDate: string;
  readonly dueDate: string;
  readonly value: Cents;
  readonly installmentNumber?: number;
  readonly installmentCount?: number;
  /** Installments of one bill share it; left out, each entry is its own bill. */
  readonly groupId?: string;
  readonly origin: EntryOrigin;
  readonly originId?: number | null;
  readonly document?: string | null;
  readonly notes?: string | null;
  readonly userId?: number | null;
  readonly at?: Date;
};

export type EntryRow = typeof financialEntries.$inferSelect;

/** Writes entries (one row per installment) in one statement; answers them in order. */
export async function createEntries(tx: Db, rows: ReadonlyArray<NewEntry>): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(financialEntries)
    .values(
      rows.map((row) => ({
        multiStoreId: row.multiStoreId,
        companyId: row.companyId,
        kind: row.kind,
        description: row.description,
        supplierId: row.supplierId ?? null,
        customerId: row.customerId ?? null,
        accountPlanId: row.accountPlanId ?? null,
        accountId: row.accountId ?? null,
        paymentMethodId: row.paymentMethodId ?? null,
        competencyDate: row.competencyDate,
        dueDate: row.dueDate,
        value: money(row.value),
        installmentNumber: row.installmentNumber ?? 1,
        installmentCount: row.installmentCount ?? 1,
        ...(row.groupId === undefined ? {} : { groupId: row.groupId }),
        origin: row.origin,
        originId: row.originId ?? null,
        document: row.document ?? null,
        notes: row.notes ?? null,
        userId: row.userId ?? null,
        ...(row.at === undefined ? {} : { createdAt: row.at, updatedAt: row.at }),
      })),
    )
    .returning();
}

export type EntrySettlement = SettlementParts & {
  readonly entryId: number;
  readonly accountId: number;
  readonly date: string;
  readonly userId?: number | null;
  readonly at?: Date;
};

export type SettlementRow = typeof financialSettlements.$inferSelect;

/** Thrown when a settlement does not fit its entry (canceled, already settled, more than is open). */
export class SettlementRefused extends Error {
  constructor(
    readonly entryId: number,
    readonly problem: SettlementProblem | "canceled" | "missing",
  ) {
    super(`Settlement of entry ${entryId} refused: ${problem}`);
  }
}

/**
 * Settles entries, whole or in part, in the caller's transaction: locks the entries (one statement, by id), checks
 * each settlement against what is left open, writes the settlements and their account movements (one statement
 * each) and the entries' settled values. Throws SettlementRefused and writes nothing when one does not fit.
 */
export async function settleEntries(tx: Db, rows: ReadonlyArray<EntrySettlement>): Promise<SettlementRow[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.entryId))].sort((a, b) => a - b);
  const locked = await tx
    .select()
    .from(financialEntries)
    .where(inArray(financialEntries.id, ids))
    .orderBy(asc(financialEntries.id))
    .for("update");
  const byId = new Map(locked.map((entry) => [entry.id, entry]));
  const openById = new Map(locked.map((entry) => [entry.id, centsOf(entry.value) - centsOf(entry.settledValue)]));
  for (const row of rows) {
    const entry = byId.get(row.entryId);
    if (entry === undefined) throw new SettlementRefused(row.entryId, "missing");
    if (entry.canceledAt !== null) throw new SettlementRefused(row.entryId, "canceled");
    const open = openById.get(row.entryId) ?? 0;
    const problem = settlementProblem(row, open);
    if (problem !== null) throw new SettlementRefused(row.entryId, problem);
    openById.set(row.entryId, open - row.value);
  }
  const settlements = await tx
    .insert(financialSettlements)
    .values(
      rows.map((row) => {
        const entry = byId.get(row.entryId) as EntryRow;
        return {
          multiStoreId: entry.multiStoreId,
          companyId: entry.companyId,
          entryId: row.entryId,
          accountId: row.accountId,
          date: row.date,
          value: money(row.value),
          interest: money(row.interest),
          fine: money(row.fine),
          discount: money(row.discount),
          amount: money(settlementAmount(row)),
          userId: row.userId ?? null,
          ...(row.at === undefined ? {} : { createdAt: row.at }),
        };
      }),
    )
    .returning();
  // The entries before their movements, as every write of the ledger does: the summaries' triggers lock their rows
  // in one order (entries' before movements'), so two transactions cannot wait on each other's.
  await refreshSettled(tx, ids);
  await tx.insert(accountMovements).values(
    settlements.map((settlement, index) => {
      const row = rows[index] as EntrySettlement;
      const entry = byId.get(row.entryId) as EntryRow;
      return {
        multiStoreId: entry.multiStoreId,
        companyId: entry.companyId,
        accountId: row.accountId,
        date: row.date,
        amount: money(signedAmount(entry.kind as EntryKind, settlementAmount(row))),
        kind: "settlement",
        description: entry.description,
        settlementId: settlement.id,
        userId: row.userId ?? null,
        ...(row.at === undefined ? {} : { createdAt: row.at }),
      };
    }),
  );
  return settlements;
}

/** Recomputes settled_value and settled_date of entries from their settlements not reversed (one statement). */
async function refreshSettled(tx: Db, entryIds: ReadonlyArray<number>): Promise<void> {
  if (entryIds.length === 0) return;
  await tx.execute(sql`
    update ${financialEntries} e set
      settled_value = s.total,
      settled_date = case when s.total >= e.value then s.last_date else null end,
      updated_at = now()
    from (
      select e2.id, coalesce(sum(st.value), 0) as total, max(st.date) as last_date
      from ${financialEntries} e2
      left join ${financialSettlements} st on st.entry_id = e2.id and st.reversed_at is null
      where e2.id in ${sql`(${sql.join(
        entryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`}
      group by e2.id
    ) s
    where e.id = s.id`);
}

/**
 * Undoes settlements (reopening what they paid): marks them and their account movements reversed and recomputes
 * the entries. Answers the settlements reversed (those already reversed are left alone).
 */
export async function reverseSettlements(
  tx: Db,
  reversal: { readonly multiStoreId: number; readonly settlementIds: ReadonlyArray<number>; readonly at: Date },
): Promise<SettlementRow[]> {
  if (reversal.settlementIds.length === 0) return [];
  const reversed = await tx
    .update(financialSettlements)
    .set({ reversedAt: reversal.at })
    .where(
      and(
        eq(financialSettlements.multiStoreId, reversal.multiStoreId),
        inArray(financialSettlements.id, [...reversal.settlementIds]),
        isNull(financialSettlements.reversedAt),
      ),
    )
    .returning();
  if (reversed.length === 0) return [];
  await refreshSettled(tx, [...new Set(reversed.map((row) => row.entryId))]);
  await tx
    .update(accountMovements)
    .set({ reversedAt: reversal.at })
    .where(
      inArray(
        accountMovements.settlementId,
        reversed.map((row) => row.id),
      ),
    );
  return reversed;
}

/** The fields of an installment its own screen may change (never its settled value: only settlements move it). */
export type EntryAmendment = Partial<
  Pick<
    typeof financialEntries.$inferInsert,
    | "description"
    | "supplierId"
    | "customerId"
    | "accountPlanId"
    | "accountId"
    | "companyId"
    | "competencyDate"
    | "dueDate"
    | "value"
    | "document"
    | "notes"
  >
> & { readonly updatedAt: Date };

/**
 * Changes one installment where `where` holds (the caller's tenant scope and the settled value it read, so a
 * settlement committed meanwhile makes it miss). Answers the row changed, or null when none matched.
 */
export async function amendEntry(tx: Db, where: SQL | undefined, amendment: EntryAmendment): Promise<EntryRow | null> {
  const [after] = await tx.update(financialEntries).set(amendment).where(where).returning();
  return after ?? null;
}

/** Cancels one installment where `where` holds and nothing of it is settled; null when none matched. */
export async function cancelUnsettledEntry(tx: Db, where: SQL | undefined, at: Date): Promise<EntryRow | null> {
  const [canceled] = await tx
    .update(financialEntries)
    .set({ canceledAt: at, updatedAt: at })
    .where(and(where, isNull(financialEntries.canceledAt), sql`${financialEntries.settledValue} = 0`))
    .returning();
  return canceled ?? null;
}

/**
 * Cancels what an origin created (a canceled sale's receivables, a canceled invoice's payables): reverses their
 * settlements and marks the entries canceled. Answers the entries canceled.
 */
export async function cancelEntriesOf(
  tx: Db,
  origin: { readonly multiStoreId: number; readonly origin: EntryOrigin; readonly originId: number; readonly at: Date },
): Promise<EntryRow[]> {
  const entries = await tx
    .update(financialEntries)
    .set({ canceledAt: origin.at, updatedAt: origin.at })
    .where(
      and(
        eq(financialEntries.multiStoreId, origin.multiStoreId),
        eq(financialEntries.origin, origin.origin),
        eq(financialEntries.originId, origin.originId),
        isNull(financialEntries.canceledAt),
      ),
    )
    .returning();
  if (entries.length === 0) return [];
  const settlements = await tx
    .select({ id: financialSettlements.id })
    .from(financialSettlements)
    .where(
      and(
        inArray(
          financialSettlements.entryId,
          entries.map((entry) => entry.id),
        ),
        isNull(financialSettlements.reversedAt),
      ),
    );
  await reverseSettlements(tx, {
    multiStoreId: origin.multiStoreId,
    settlementIds: settlements.map((row) => row.id),
    at: origin.at,
  });
  return entries;
}

export type AccountMove = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly accountId: number;
  readonly date: string;
  /** Signed: + into the account, − out of it (a register's sums may pass the safe integers: bigint). */
  readonly amount: Cents | BigCents;
  readonly kind: "transfer" | "adjustment" | "opening";
  readonly description: string;
  readonly origin?: string | null;
  readonly originId?: number | null;
  readonly userId?: number | null;
  readonly at?: Date;
};

const moveRow = (move: AccountMove, transferId: string | null) => ({
  multiStoreId: move.multiStoreId,
  companyId: move.companyId,
  accountId: move.accountId,
  date: move.date,
  amount: money(move.amount),
  kind: move.kind,
  description: move.description,
  transferId,
  origin: move.origin ?? null,
  originId: move.originId ?? null,
  userId: move.userId ?? null,
  ...(move.at === undefined ? {} : { createdAt: move.at }),
});

/** Adjustments and opening balances of accounts (a register's counted difference at closing), one statement. */
export async function moveMoney(tx: Db, moves: ReadonlyArray<AccountMove>): Promise<void> {
  if (moves.length === 0) return;
  await tx.insert(accountMovements).values(moves.map((move) => moveRow(move, null)));
}

export type Transfer = Omit<AccountMove, "accountId" | "amount" | "kind" | "companyId"> & {
  readonly from: { readonly accountId: number; readonly companyId: number };
  readonly to: { readonly accountId: number; readonly companyId: number };
  /** Positive: what leaves `from` and enters `to`. */
  readonly amount: Cents | BigCents;
};

/** Moves money between two accounts of the network (a sangria: drawer to safe): both sides in one statement. */
export async function transferMoney(tx: Db, transfer: Transfer): Promise<void> {
  if (transfer.amount <= 0) throw new RangeError(`A transfer moves a positive amount: ${transfer.amount}`);
  const transferId = crypto.randomUUID();
  const side = (end: Transfer["from"], amount: Cents | BigCents): AccountMove => ({
    ...transfer,
    accountId: end.accountId,
    companyId: end.companyId,
    amount,
    kind: "transfer",
  });
  await tx
    .insert(accountMovements)
    .values([
      moveRow(side(transfer.from, -transfer.amount), transferId),
      moveRow(side(transfer.to, transfer.amount), transferId),
    ]);
}

/** Reverses the account movements an origin caused (a canceled sangria, a reopened register's adjustment). */
export async function reverseMovesOf(
  tx: Db,
  origin: { readonly multiStoreId: number; readonly origin: string; readonly originId: number; readonly at: Date },
): Promise<number> {
  const rows = await tx
    .update(accountMovements)
    .set({ reversedAt: origin.at })
    .where(
      and(
        eq(accountMovements.multiStoreId, origin.multiStoreId),
        eq(accountMovements.origin, origin.origin),
        eq(accountMovements.originId, origin.originId),
        isNull(accountMovements.reversedAt),
      ),
    )
    .returning({ id: accountMovements.id });
  return rows.length;
}

// ── Entries booked by other modules (the PDV's sales, outflows, sangrias and closings) ──────────────────────────
// In one statement each: the entries, the settlements of those settled at once and their account movements, with the
// unit's drawer or safe and the chart rows looked up by the statement itself (no round trip to find them).

/** An account named by id, or the unit's drawer or safe. */
export type AccountRef = number | { readonly companyId: number; readonly kind: "drawer" | "safe" };
/** A chart-of-accounts row named by id, or by its code in the unit's chart (STANDARD_PLAN_CODES). */
export type PlanRef = number | { readonly companyId: number; readonly code: string };

export type BookedEntry = Omit<NewEntry, "accountPlanId" | "accountId"> & {
  readonly accountPlan?: PlanRef | null;
  readonly account?: AccountRef | null;
  /** Settled whole on its due date into its account (skipped, left open, when the unit has no such account). */
  readonly settledNow?: boolean;
};

/**
 * What a description holds where the id of the sale the same statement inserts goes (salePaymentsSteps): the id is
 * only known inside the statement.
 */
export const NEW_SALE_ID_MARK = "\u0001";

/** The statement writing booked entries, their settlements and movements (bookingSteps), ending with `answer`. */
function bookingStatement(rows: ReadonlyArray<BookedEntry>, answer: SQL = sql`select 1`): SQL {
  return sql`with ${bookingSteps(rows)} ${answer}`;
}

/** A reference as the JSON columns bookingSteps reads: an id, or what finds it in the unit. */
const accountColumns = (ref: AccountRef | null | undefined) =>
  typeof ref === "number"
    ? { account_id: ref, account_company_id: null, account_kind: null }
    : { account_id: null, account_company_id: ref?.companyId ?? null, account_kind: ref?.kind ?? null };
const planColumns = (ref: PlanRef | null | undefined) =>
  typeof ref === "number"
    ? { account_plan_id: ref, plan_company_id: null, plan_code: null }
    : { account_plan_id: null, plan_company_id: ref?.companyId ?? null, plan_code: ref?.code ?? null };

/**
 * Booked entries, their settlements and the money moved in their accounts, as CTEs (booking_lines, booked,
 * booked_settlements, account_moves). The entries go as one JSON parameter, so the text is the same whatever their
 * number. `newSaleId`: the id of the sale the same statement inserts, for the entries whose origin it is (their
 * description holds NEW_SALE_ID_MARK where the id goes).
 */
function bookingSteps(rows: ReadonlyArray<BookedEntry>, newSaleId?: SQL): SQL {
  const lines = rows.map((row, n) => ({
    n,
    multi_store_id: row.multiStoreId,
    company_id: row.companyId,
    kind: row.kind,
    description: row.description,
    supplier_id: row.supplierId ?? null,
    customer_id: row.customerId ?? null,
    ...planColumns(row.accountPlan),
    ...accountColumns(row.account),
    settled_now: row.settledNow === true,
    payment_method_id: row.paymentMethodId ?? null,
    competency_date: row.competencyDate,
    due_date: row.dueDate,
    value: money(row.value),
    installment_number: row.installmentNumber ?? 1,
    installment_count: row.installmentCount ?? 1,
    group_id: row.groupId ?? null,
    origin: row.origin,
    origin_id: row.originId ?? null,
    document: row.document ?? null,
    notes: row.notes ?? null,
    user_id: row.userId ?? null,
    at: row.at?.toISOString() ?? null,
  }));
  const description =
    newSaleId === undefined
      ? sql.raw("l.description")
      : sql`replace(l.description, ${NEW_SALE_ID_MARK}, ${newSaleId}::text)`;
  const originId = newSaleId === undefined ? sql.raw("l.origin_id") : sql`coalesce(l.origin_id, ${newSaleId})`;
  return sql`booking_lines as (
      select l.*,
        coalesce(l.account_plan_id,
          (select p.id from ${accountPlans} p where p.company_id = l.plan_company_id and p.code = l.plan_code)) as plan,
        coalesce(l.account_id,
          (select a.id from ${financeAccounts} a where a.company_id = l.account_company_id and a.kind = l.account_kind
           limit 1)) as account
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(n int, multi_store_id int, company_id int,
        kind text, description text, supplier_id int, customer_id int, account_plan_id int, plan_company_id int,
        plan_code text, account_id int, account_company_id int, account_kind text, settled_now boolean,
        payment_method_id int, competency_date date, due_date date, value numeric, installment_number smallint,
        installment_count smallint, group_id uuid, origin text, origin_id int, document text, notes text, user_id int,
        at timestamptz)
    ),
    booked as (
      insert into ${financialEntries} (multi_store_id, company_id, kind, description, supplier_id, customer_id,
        account_plan_id, account_id, payment_method_id, competency_date, due_date, value, settled_value, settled_date,
        installment_number, installment_count, group_id, origin, origin_id, document, notes, user_id, created_at,
        updated_at)
      select l.multi_store_id, l.company_id, l.kind, ${description}, l.supplier_id, l.customer_id, l.plan, l.account,
        l.payment_method_id, l.competency_date, l.due_date, l.value,
        case when l.settled_now and l.account is not null then l.value else 0 end,
        case when l.settled_now and l.account is not null then l.due_date end,
        l.installment_number, l.installment_count, coalesce(l.group_id, gen_random_uuid()), l.origin, ${originId},
        l.document, l.notes, l.user_id, coalesce(l.at, now()), coalesce(l.at, now())
      from booking_lines l
      order by l.n
      returning *
    ),
    booked_settlements as (
      insert into ${financialSettlements} (multi_store_id, company_id, entry_id, account_id, date, value, amount, user_id, created_at)
      select b.multi_store_id, b.company_id, b.id, b.account_id, b.settled_date, b.value, b.value, b.user_id, b.created_at
      from booked b where b.settled_date is not null
      returning id, entry_id, account_id, date, amount
    ),
    account_moves as (
      insert into ${accountMovements} (multi_store_id, company_id, account_id, date, amount, kind, description, settlement_id, user_id, created_at)
      select b.multi_store_id, b.company_id, s.account_id, s.date,
        case when b.kind = 'pay' then -s.amount else s.amount end, 'settlement', b.description, s.id, b.user_id, b.created_at
      from booked_settlements s join booked b on b.id = s.entry_id
    )`;
}

/**
 * Books entries in one statement: each entry, and for those settled now their settlement and the money moved in
 * their account (in for a receivable, out for a payable).
 */
export async function bookEntries(tx: Db, rows: ReadonlyArray<BookedEntry>): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(bookingStatement(rows));
}

export type SaleBooking = {
  readonly multiStoreId: number;
  readonly companyId: number;
  /** SQL when the sale is inserted by the same statement (its id read from it). */
  readonly saleId: number | SQL;
  readonly cashMovementId: number | null;
  readonly customerId: number | null;
  readonly userId: number | null;
  /** The sale's business date: competency of its receivables, date of what is received at once. */
  readonly date: string;
  readonly at: Date;
  /**
   * "Venda nº 12" and "Taxa de cartão – venda nº 12", in the network's language; with NEW_SALE_ID_MARK where the id
   * goes when saleId is SQL.
   */
  readonly description: string;
  readonly feeDescription: string;
};

/** A payment line with what its method says about fees and when the money comes. */
export type BookedSaleInflow = Omit<Inflow, "multiStoreId" | "companyId" | "saleId" | "cashMovementId" | "at"> & {
  readonly feePercentage: number;
  readonly daysToReceive: number;
};

/** The ids of the payment lines salePaymentsSteps wrote, by position (a JSON array), for the statement's answer. */
export const SALE_INFLOW_IDS = sql`(select coalesce(json_agg(id order by position), '[]'::json) from sale_inflows)`;

/**
 * A finalized sale's payments, as CTEs of the sale's own statement (server/pdv/sale-write.ts writes all its rows in
 * one): the payment lines (sale_inflows, which the register's closing reads) and the receivables, card fees,
 * settlements and drawer movements of src/domain/sale-receivables.ts (bookingSteps). The lines and entries go as
 * JSON parameters: the statement's text is the same for every sale.
 */
export function salePaymentsSteps(sale: SaleBooking, lines: ReadonlyArray<BookedSaleInflow>): SQL {
  const saleId = typeof sale.saleId === "number" ? sql`${sale.saleId}::int` : sale.saleId;
  const inflowLines = lines.map((line) => ({
    payment_method_id: line.paymentMethodId,
    payment_kind: line.kind,
    position: line.position,
    billing_value: money(line.billing),
    received_value: money(line.received),
    quantity: line.installments,
    received: line.receivedNow,
    due_date: line.dueDate,
    received_date: line.receivedDate,
  }));
  const inflows = sql`sale_inflows as (
    insert into ${financialInflows} (multi_store_id, company_id, sale_id, cash_movement_id, payment_method_id,
      payment_kind, position, billing_value, received_value, quantity, received, due_date, received_date, created_at)
    select ${sale.multiStoreId}::int, ${sale.companyId}::int, ${saleId}, ${sale.cashMovementId}::int,
      l.payment_method_id, l.payment_kind, l.position, l.billing_value, l.received_value, l.quantity, l.received,
      l.due_date, l.received_date, ${sale.at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(inflowLines)}::jsonb) as l(payment_method_id int, payment_kind text,
      position smallint, billing_value numeric, received_value numeric, quantity smallint, received boolean,
      due_date date, received_date date)
    order by l.position
    returning id, position
  )`;
  const planned = saleBookEntries(sale.date, lines);
  const groups = lines.map(() => crypto.randomUUID());
  const feeGroups = lines.map(() => crypto.randomUUID());
  const drawer = { companyId: sale.companyId, kind: "drawer" } as const;
  const rows = planned.map(
    (entry): BookedEntry => ({
      multiStoreId: sale.multiStoreId,
      companyId: sale.companyId,
      kind: entry.kind,
      description: entry.role === "fee" ? sale.feeDescription : sale.description,
      customerId: sale.customerId,
      accountPlan: {
        companyId: sale.companyId,
        code: entry.role === "fee" ? STANDARD_PLAN_CODES.cardFees : STANDARD_PLAN_CODES.goodsSales,
      },
      account: entry.settledNow ? drawer : null,
      settledNow: entry.settledNow,
      paymentMethodId: entry.paymentMethodId,
      competencyDate: sale.date,
      dueDate: entry.dueDate,
      value: entry.value,
      installmentNumber: entry.installmentNumber,
      installmentCount: entry.installmentCount,
      groupId: (entry.role === "fee" ? feeGroups : groups)[entry.line] as string,
      origin: entry.role === "fee" ? "card_fee" : "sale",
      originId: typeof sale.saleId === "number" ? sale.saleId : null,
      userId: sale.userId,
      at: sale.at,
    }),
  );
  return sql`${inflows}, ${bookingSteps(rows, typeof sale.saleId === "number" ? undefined : sale.saleId)}`;
}
