import { and, eq, sql } from "drizzle-orm";
import type { RegisterFlows } from "../../src/domain/cash-register.ts";
import type { Cents } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { cashMovements, financialInflows, financialOutflows, sales, sangrias } from "../db/pdv-schema.ts";
import { col } from "./sql.ts";
import { centsOf } from "./values.ts";

export type RegisterTotals = {
  readonly flows: RegisterFlows;
  /** Received with kinds the register does not count (boleto, store credit). */
  readonly otherReceived: Cents;
  readonly salesCount: number;
  readonly salesTotal: Cents;
};

const FINISHED = "finished";

/** Everything that moved through one register, summed in SQL (one round trip). */
export async function registerTotals(db: Db, cashMovementId: number): Promise<RegisterTotals> {
  const received = (kind: string) => sql<string>`(
    select coalesce(sum(${col(financialInflows.receivedValue)}), 0)::text
    from ${financialInflows} join ${sales} on ${col(sales.id)} = ${col(financialInflows.saleId)}
    where ${col(financialInflows.cashMovementId)} = ${cashMovementId} and ${col(financialInflows.received)}
      and ${col(financialInflows.paymentKind)} = ${kind} and ${col(sales.status)} = ${FINISHED}
  )`;
  const [row] = await db
    .select({
      cashSupply: cashMovements.cashSupply,
      money: received("money"),
      pix: received("pix"),
      card: received("card"),
      other: received("other"),
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
      cashSupply: centsOf(row.cashSupply),
      moneyReceived: centsOf(row.money),
      pixReceived: centsOf(row.pix),
      cardReceived: centsOf(row.card),
      change: centsOf(row.change),
      sangrias: centsOf(row.sangrias),
      outflows: centsOf(row.outflows),
    },
    otherReceived: centsOf(row.other),
    salesCount: Number(row.salesCount),
    salesTotal: centsOf(row.salesTotal),
  };
}
