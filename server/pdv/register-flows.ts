import { and, eq, sql } from "drizzle-orm";
import { type ByKind, closingDifferences, type RegisterFlows } from "../../src/domain/cash-register.ts";
import type { BigCents } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { financialInflows, financialOutflows } from "../finance/schema.ts";
import { cashMovements, sales, sangrias } from "./schema.ts";
import { col } from "./sql.ts";
import { bigCentsOf, numericOfCents } from "./values.ts";

export type RegisterTotals = {
  readonly flows: RegisterFlows;
  /** Received with kinds the register does not count (boleto, store credit). */
  readonly otherReceived: BigCents;
  readonly salesCount: number;
  readonly salesTotal: BigCents;
};

const FINISHED = "finished";

/** Everything that moved through one register, summed in SQL (one round trip) as plain numeric, read as bigint. */
export async function registerTotals(db: Db, cashMovementId: number): Promise<RegisterTotals> {
  const received = (...kinds: ReadonlyArray<string>) => sql<string>`(
    select coalesce(sum(${col(financialInflows.receivedValue)}), 0)::text
    from ${financialInflows} join ${sales} on ${col(sales.id)} = ${col(financialInflows.saleId)}
    where ${col(financialInflows.cashMovementId)} = ${cashMovementId} and ${col(financialInflows.received)}
      and ${col(financialInflows.paymentKind)} in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}) and ${col(sales.status)} = ${FINISHED}
  )`;
  const [row] = await db
    .select({
      cashSupply: cashMovements.cashSupply,
      money: received("money"),
      pix: received("pix"),
      card: received("card"),
      other: received("boleto", "other"),
      change: sql<string>`(
        select coalesce(sum(${col(sales.totalChange)}), 0)::text from ${sales}
        where ${col(sales.cashMovementId)} = ${cashMovementId} and ${col(sales.status)} = ${FINISHED}
      )`,
      salesCount: sql<number>`(
        select count(*)::int from ${sales} where ${col(sales.cashMovementId)} = ${cashMovementId} and ${col(sales.status)} = ${FINISHED}
      )`,
      salesTotal: sql<string>`(
        select coalesce(sum(${col(sales.total)}), 0)::text from ${sales}
        where ${col(sales.cashMovementId)} = ${cashMovementId} and ${col(sales.status)} = ${FINISHED}
      )`,
      sangrias: sql<string>`(
        select coalesce(sum(${col(sangrias.value)}), 0)::text from ${sangrias} where ${col(sangrias.cashMovementId)} = ${cashMovementId}
      )`,
      outflows: sql<string>`(
        select coalesce(sum(${col(financialOutflows.billingValue)}), 0)::text from ${financialOutflows}
        where ${col(financialOutflows.cashMovementId)} = ${cashMovementId} and ${col(financialOutflows.paid)}
      )`,
    })
    .from(cashMovements)
    .where(and(eq(cashMovements.id, cashMovementId)));
  if (!row) throw new Error(`cash movement ${cashMovementId} not found`);
  return {
    flows: {
      cashSupply: bigCentsOf(row.cashSupply),
      moneyReceived: bigCentsOf(row.money),
      pixReceived: bigCentsOf(row.pix),
      cardReceived: bigCentsOf(row.card),
      change: bigCentsOf(row.change),
      sangrias: bigCentsOf(row.sangrias),
      outflows: bigCentsOf(row.outflows),
    },
    otherReceived: bigCentsOf(row.other),
    salesCount: Number(row.salesCount),
    salesTotal: bigCentsOf(row.salesTotal),
  };
}

/** A register's closing columns: what was counted, what was expected, and their differences, per kind. */
export function closingColumns(expected: ByKind, counted: ByKind) {
  const difference = closingDifferences(expected, counted);
  return {
    insertedMoneyValue: numericOfCents(counted.money),
    insertedPixValue: numericOfCents(counted.pix),
    insertedCardValue: numericOfCents(counted.card),
    expectedMoneyValue: numericOfCents(expected.money),
    expectedPixValue: numericOfCents(expected.pix),
    expectedCardValue: numericOfCents(expected.card),
    moneyDifference: numericOfCents(difference.money),
    pixDifference: numericOfCents(difference.pix),
    cardDifference: numericOfCents(difference.card),
  };
}
