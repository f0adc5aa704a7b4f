import { and, eq, isNull } from "drizzle-orm";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import { type Cents, centsToDecimalString } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { financialInflows, financialOutflows } from "./schema.ts";

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

const money = (cents: Cents) => centsToDecimalString(cents);

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
