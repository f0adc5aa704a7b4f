import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { DEFAULT_SHIPPING_METHOD, SHIPPING_CHARGED_TO_CUSTOMER } from "../../src/domain/sale.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import { deliveryMen, sales } from "../pdv/schema.ts";
import { inScope, type ResolvedReportScope } from "./scope.ts";

// The delivery reports' figures (RPT 8, 15): the scope's sales whose shipping method is a delivery (not 9, "Sem
// frete"), cancelled ones left out. Spec 9: the delivery charge counts only with method 1, the delivery cost unless
// the method is 1 or 9; the rule is applied here again, whatever the row holds. Money comes back as integer cents
// in text (numeric × 100) and is added up as bigint: exact.

const deliveryScope = (scope: ResolvedReportScope): SQL =>
  and(
    inScope(
      scope,
      { multiStoreId: sales.multiStoreId, companyId: sales.companyId, at: sales.createdAt },
      scope.start,
      scope.end,
    ),
    ne(sales.status, "canceled"),
    // A constant in the text (not a parameter), so the partial index sales_delivery_idx (company_id, created_at
    // where shipping_method <> 9) answers it.
    sql`${sales.shippingMethod} <> ${sql.raw(String(DEFAULT_SHIPPING_METHOD))}`,
  ) as SQL;

/** The charge the customer pays: only with method 1. */
const charge = sql`case when ${sales.shippingMethod} = ${SHIPPING_CHARGED_TO_CUSTOMER} then ${sales.deliveryCharge} else 0 end`;
/** What the delivery costs the business: unless the method is 1 or 9. */
const cost = sql`case when ${sales.shippingMethod} in (${SHIPPING_CHARGED_TO_CUSTOMER}, ${DEFAULT_SHIPPING_METHOD}) then 0 else ${sales.deliveryCost} end`;

const cents = (value: SQL) => sql<string>`((${value}) * 100)::bigint::text`;
const centsSum = (value: SQL) => sql<string>`(coalesce(sum(${value}), 0) * 100)::bigint::text`;

export type DeliveryFigures = {
  readonly deliveries: number;
  readonly charge: bigint;
  readonly cost: bigint;
  readonly total: bigint;
};

const addUp = (rows: ReadonlyArray<DeliveryFigures>): DeliveryFigures => ({
  deliveries: rows.reduce((n, row) => n + row.deliveries, 0),
  charge: rows.reduce((n, row) => n + row.charge, 0n),
  cost: rows.reduce((n, row) => n + row.cost, 0n),
  total: rows.reduce((n, row) => n + row.total, 0n),
});

// RPT 8.

export type DeliveryLine = DeliveryFigures & {
  readonly saleId: number;
  readonly soldAt: Date;
  /** DD/MM/YYYY HH:mm in the business time zone. */
  readonly dateTime: string;
  readonly customerId: number | null;
  readonly customer: string | null;
  readonly deliveryManId: number | null;
  readonly deliveryMan: string | null;
  readonly shippingMethod: number;
};

export type DeliveryHistoryReport = { readonly rows: ReadonlyArray<DeliveryLine>; readonly totals: DeliveryFigures };

/** One row per delivery, oldest first. */
export async function deliveryHistoryFigures(db: Db, scope: ResolvedReportScope): Promise<DeliveryHistoryReport> {
  const lines = await db
    .select({
      saleId: sales.id,
      soldAt: sales.createdAt,
      dateTime: sql<string>`to_char(${sales.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'DD/MM/YYYY HH24:MI')`,
      customerId: sales.customerId,
      customer: customers.name,
      deliveryManId: sales.deliveryManId,
      deliveryMan: deliveryMen.name,
      shippingMethod: sales.shippingMethod,
      charge: cents(charge),
      cost: cents(cost),
      total: cents(sql`${sales.total}`),
    })
    .from(sales)
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(deliveryMen, eq(deliveryMen.id, sales.deliveryManId))
    .where(deliveryScope(scope))
    .orderBy(asc(sales.createdAt), asc(sales.id));
  const rows = lines.map(
    (line): DeliveryLine => ({
      ...line,
      deliveries: 1,
      charge: BigInt(line.charge),
      cost: BigInt(line.cost),
      total: BigInt(line.total),
    }),
  );
  return { rows, totals: addUp(rows) };
}

// RPT 15.

export type DeliveryManLine = DeliveryFigures & {
  /** null: the deliveries without a delivery person. */
  readonly id: number | null;
  readonly name: string | null;
};

export type DeliveryManReport = { readonly rows: ReadonlyArray<DeliveryManLine>; readonly totals: DeliveryFigures };

/** Per delivery person (and the deliveries without one, last): deliveries, charges, costs and sales total. */
export async function deliveryManFigures(db: Db, scope: ResolvedReportScope): Promise<DeliveryManReport> {
  const lines = await db
    .select({
      id: sales.deliveryManId,
      name: deliveryMen.name,
      deliveries: sql<number>`count(*)::int`,
      charge: centsSum(charge),
      cost: centsSum(cost),
      total: centsSum(sql`${sales.total}`),
    })
    .from(sales)
    .leftJoin(deliveryMen, eq(deliveryMen.id, sales.deliveryManId))
    .where(deliveryScope(scope))
    .groupBy(sales.deliveryManId, deliveryMen.name);
  const rows = lines
    .map(
      (line): DeliveryManLine => ({
        id: line.id,
        name: line.name,
        deliveries: line.deliveries,
        charge: BigInt(line.charge),
        cost: BigInt(line.cost),
        total: BigInt(line.total),
      }),
    )
    .sort((a, b) => {
      if ((a.id === null) !== (b.id === null)) return a.id === null ? 1 : -1;
      if (a.deliveries !== b.deliveries) return b.deliveries - a.deliveries;
      return (a.name ?? "").localeCompare(b.name ?? "");
    });
  return { rows, totals: addUp(rows) };
}
