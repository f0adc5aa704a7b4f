import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { CashMovementDetail } from "../../src/schemas/pdv-cash.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { financialInflows, financialOutflows, paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { cashMovements, sales, sangrias } from "./schema.ts";
import { users } from "../users/schema.ts";
import { moneySumText } from "../db/money-sum.ts";
import { listPage } from "../http/list.ts";
import { col } from "./sql.ts";
import { defineRoute } from "../http/route.ts";
import { summaryOf, visibleRegister } from "./cash-movements.routes.ts";
import { kindOf } from "./lookups.routes.ts";
import { CASH_MOVEMENT_REPORT, hidesExpected, POS_REGISTER_USE, type RegisterRow, refuseBlind } from "./registers.ts";
import { defaultPeriod, iso, isoOrNull } from "./values.ts";

const salesCount = sql<number>`(select count(*)::int from ${sales} where ${col(sales.cashMovementId)} = ${col(cashMovements.id)} and ${col(sales.status)} = 'finished')`;
const salesTotal = moneySumText(
  sql`(select sum(${col(sales.total)}) from ${sales} where ${col(sales.cashMovementId)} = ${col(cashMovements.id)} and ${col(sales.status)} = 'finished')`,
);
const sangriasTotal = moneySumText(
  sql`(select sum(${col(sangrias.value)}) from ${sangrias} where ${col(sangrias.cashMovementId)} = ${col(cashMovements.id)})`,
);
const outflowsTotal = moneySumText(
  sql`(select sum(${col(financialOutflows.billingValue)}) from ${financialOutflows} where ${col(financialOutflows.cashMovementId)} = ${col(cashMovements.id)} and ${col(financialOutflows.paid)})`,
);

const sortable = {
  id: cashMovements.id,
  opened_at: cashMovements.openedAt,
  closed_at: cashMovements.closedAt,
  cash_supply: cashMovements.cashSupply,
  company: companies.name,
  user: users.name,
} as const;

const list = defineRoute({
  endpoint: cashEndpoints.list,
  access: CASH_MOVEMENT_REPORT,
  tag: "pdv",
  summary: "Registers by unit and period (opening day; default this month), with totals over the whole filter",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const { data, meta, totals } = await listPage({
      db,
      query,
      scope: { table: cashMovements, session },
      sort: { by: sortable, field: "opened_at", direction: "desc", tieBreak: [desc(cashMovements.id)] },
      dates: { column: cashMovements.openedAt, period: defaultPeriod(query, services.now()) },
      // The toolbar's search: the unit's or the operator's name, or the register's number.
      search: { columns: [companies.name, users.name], number: cashMovements.id },
      where: [
        query.company_id ? eq(cashMovements.companyId, query.company_id) : undefined,
        query.status === "open" ? isNull(cashMovements.closedAt) : undefined,
        query.status === "closed" ? isNotNull(cashMovements.closedAt) : undefined,
      ],
      rows: db
        .select({
          row: cashMovements,
          company: companies.name,
          user: users.name,
          salesCount,
          salesTotal,
          sangriasTotal,
          outflowsTotal,
        })
        .from(cashMovements)
        .innerJoin(companies, eq(companies.id, cashMovements.companyId))
        .innerJoin(users, eq(users.id, cashMovements.userId))
        .$dynamic(),
      totals: db
        .select({
          count: count(),
          cashSupply: moneySumText(sql`sum(${col(cashMovements.cashSupply)})`),
          salesCount: sql<number>`coalesce(sum(${salesCount}), 0)::int`,
          salesTotal: moneySumText(sql`sum(${salesTotal}::numeric)`),
          sangriasTotal: moneySumText(sql`sum(${sangriasTotal}::numeric)`),
          outflowsTotal: moneySumText(sql`sum(${outflowsTotal}::numeric)`),
          moneyDifference: moneySumText(sql`sum(${col(cashMovements.moneyDifference)})`),
          pixDifference: moneySumText(sql`sum(${col(cashMovements.pixDifference)})`),
          cardDifference: moneySumText(sql`sum(${col(cashMovements.cardDifference)})`),
        })
        .from(cashMovements)
        .innerJoin(companies, eq(companies.id, cashMovements.companyId))
        .innerJoin(users, eq(users.id, cashMovements.userId))
        .$dynamic(),
      item: ({ row, company, user, ...sums }) => ({
        id: row.id,
        company_id: row.companyId,
        company,
        user_id: row.userId,
        user,
        opened_at: iso(row.openedAt),
        closed_at: isoOrNull(row.closedAt),
        cash_supply: row.cashSupply,
        sales_count: Number(sums.salesCount),
        sales_total: sums.salesTotal,
        sangrias_total: sums.sangriasTotal,
        outflows_total: sums.outflowsTotal,
        expected_money_value: row.expectedMoneyValue,
        inserted_money_value: row.insertedMoneyValue,
        money_difference: row.moneyDifference,
        pix_difference: row.pixDifference,
        card_difference: row.cardDifference,
      }),
    });
    return {
      data,
      meta,
      totals: {
        count: meta.total,
        cash_supply: totals?.cashSupply ?? "0.00",
        sales_count: Number(totals?.salesCount ?? 0),
        sales_total: totals?.salesTotal ?? "0.00",
        sangrias_total: totals?.sangriasTotal ?? "0.00",
        outflows_total: totals?.outflowsTotal ?? "0.00",
        money_difference: totals?.moneyDifference ?? "0.00",
        pix_difference: totals?.pixDifference ?? "0.00",
        card_difference: totals?.cardDifference ?? "0.00",
      },
    };
  },
});

const detail = defineRoute({
  endpoint: cashEndpoints.detail,
  access: [CASH_MOVEMENT_REPORT, POS_REGISTER_USE],
  tag: "pdv",
  summary: "Everything in one register: summary and closing, sales, payments per method, sangrias, outflows",
  params: { id: cashMovements },
  handler: async ({ services, session, params }) => {
    const register = await visibleRegister(services.db, session, params.id);
    if (hidesExpected(session, register)) throw refuseBlind();
    return registerDetail(services.db, register);
  },
});

/** Everything in one register: its summary and closing, sales, payments per method, sangrias, outflows. */
export async function registerDetail(db: Db, register: RegisterRow): Promise<CashMovementDetail> {
  const [summary, saleRows, payments, withdrawals, outflows] = await Promise.all([
    summaryOf(db, register),
    db
      .select({
        id: sales.id,
        createdAt: sales.createdAt,
        customer: customers.name,
        total: sales.total,
        totalChange: sales.totalChange,
        status: sales.status,
      })
      .from(sales)
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(eq(sales.cashMovementId, register.id))
      .orderBy(asc(sales.id)),
    db
      .select({
        paymentMethodId: financialInflows.paymentMethodId,
        name: paymentMethods.name,
        kind: financialInflows.paymentKind,
        count: sql<number>`count(*)::int`,
        received: moneySumText(sql`sum(${col(financialInflows.receivedValue)})`),
        billing: moneySumText(sql`sum(${col(financialInflows.billingValue)})`),
      })
      .from(financialInflows)
      .innerJoin(paymentMethods, eq(paymentMethods.id, financialInflows.paymentMethodId))
      .innerJoin(sales, and(eq(sales.id, financialInflows.saleId), eq(sales.status, "finished")))
      .where(eq(financialInflows.cashMovementId, register.id))
      .groupBy(financialInflows.paymentMethodId, paymentMethods.name, financialInflows.paymentKind)
      .orderBy(asc(financialInflows.paymentMethodId)),
    db
      .select({ row: sangrias, user: users.name })
      .from(sangrias)
      .innerJoin(users, eq(users.id, sangrias.userId))
      .where(eq(sangrias.cashMovementId, register.id))
      .orderBy(asc(sangrias.id)),
    db
      .select({ row: financialOutflows, user: users.name })
      .from(financialOutflows)
      .innerJoin(users, eq(users.id, financialOutflows.userId))
      .where(eq(financialOutflows.cashMovementId, register.id))
      .orderBy(asc(financialOutflows.id)),
  ]);
  return {
    summary,
    sales: saleRows.map((s) => ({
      id: s.id,
      created_at: iso(s.createdAt),
      customer: s.customer,
      total: s.total,
      total_change: s.totalChange,
      status: s.status,
    })),
    payments: payments.map((p) => ({
      payment_method_id: p.paymentMethodId,
      payment_method: p.name,
      kind: kindOf(p.kind),
      count: Number(p.count),
      received_value: p.received,
      billing_value: p.billing,
    })),
    sangrias: withdrawals.map(({ row, user }) => ({
      id: row.id,
      value: row.value,
      user,
      created_at: iso(row.createdAt),
    })),
    outflows: outflows.map(({ row, user }) => ({
      id: row.id,
      description: row.description,
      billing_value: row.billingValue,
      paid: row.paid,
      paid_date: row.paidDate,
      due_date: row.dueDate,
      user,
      created_at: iso(row.createdAt),
    })),
  };
}

export const cashListsRoutes = [list, detail];
