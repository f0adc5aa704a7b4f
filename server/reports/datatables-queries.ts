import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  BUILDER_CATALOG,
  type BuilderDataset,
  type BuilderDimension,
  type BuilderFilter,
  type BuilderMeasure,
  MAX_BUILDER_ROWS,
} from "../../src/domain/report-builder.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { isQueryCanceled } from "../db/errors.ts";
import { financialInflows, paymentMethods } from "../finance/schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import { companies } from "../network/schema.ts";
import { saleItems, sales } from "../pdv/schema.ts";
import { sellers } from "../sellers/schema.ts";
import { marketStructure, products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { inScope, type ResolvedReportScope } from "./scope.ts";

// The report builder's figures (/relatorios/datatables): one GROUP BY statement over a dataset of the scope — sales,
// sale items or payment lines, cancelled sales never — and one statement for the totals. Only the catalog's keys
// (src/domain/report-builder.ts) map to SQL here: what a user sends picks entries of these maps, never text of a
// statement. Money comes back as integer cents (numeric × 100) and quantities as thousandths: exact.

const departments = alias(marketStructure, "builder_department");
const groups = alias(marketStructure, "builder_group");

// The zone is written into the statement (a constant, not user input) so that the grouped and selected
// expressions are the same text: with a parameter each would get its own ($1, $2) and PostgreSQL would refuse.
const localDay = sql`(${sales.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})`;

type DimensionSql = {
  /** What rows are grouped by. */
  readonly key: SQL;
  /** The text shown (null: none — no customer, no department). */
  readonly label: SQL;
  /** Sort order of the rows. */
  readonly sort: ReadonlyArray<SQL>;
};

const named = (id: SQL, name: SQL): DimensionSql => {
  const label = sql`case when ${id} = 0 then null else ${name} end`;
  return { key: id, label, sort: [sql`(${id} = 0)`, sql`lower(${label})`, id] };
};

const DIMENSIONS: Readonly<Record<BuilderDimension, DimensionSql>> = {
  day: {
    key: sql`to_char(${localDay}, 'YYYY-MM-DD')`,
    label: sql`to_char(${localDay}, 'YYYY-MM-DD')`,
    sort: [sql`to_char(${localDay}, 'YYYY-MM-DD')`],
  },
  month: {
    key: sql`to_char(${localDay}, 'YYYY-MM')`,
    label: sql`to_char(${localDay}, 'YYYY-MM')`,
    sort: [sql`to_char(${localDay}, 'YYYY-MM')`],
  },
  unit: named(sql`${sales.companyId}`, sql`${companies.name}`),
  user: named(sql`${sales.userId}`, sql`${users.name}`),
  seller: named(sql`coalesce(${sales.sellerId}, 0)`, sql`${sellers.name}`),
  customer: named(sql`coalesce(${sales.customerId}, 0)`, sql`${customers.name}`),
  shipping_method: {
    key: sql`${sales.shippingMethod}`,
    label: sql`${sales.shippingMethod}::text`,
    sort: [sql`${sales.shippingMethod}`],
  },
  sale: { key: sql`${sales.id}`, label: sql`${sales.id}::text`, sort: [sql`${sales.id}`] },
  product: named(sql`${products.id}`, sql`${products.fullDescription}`),
  department: named(sql`coalesce(${products.departmentId}, 0)`, sql`${departments.name}`),
  group: named(sql`coalesce(${products.groupId}, 0)`, sql`${groups.name}`),
  payment_method: named(sql`${paymentMethods.id}`, sql`${paymentMethods.name}`),
};

const cents = (value: SQL) => sql<string>`(coalesce(sum(${value}), 0) * 100)::bigint::text`;
const thousandths = (value: SQL) => sql<string>`(coalesce(sum(${value}), 0) * 1000)::bigint::text`;
const count = sql<string>`count(*)::text`;

/** Spec 9: the delivery charge counts only when the customer pays the freight (method 1). */
const deliveryCharge = sql`case when ${sales.shippingMethod} = 1 then ${sales.deliveryCharge} else 0 end`;

const MEASURES: { readonly [D in BuilderDataset]: Partial<Record<BuilderMeasure, SQL<string>>> } = {
  sales: {
    count,
    total: cents(sql`${sales.total}`),
    discounts: cents(sql`${sales.discountTotal}`),
    delivery_charge: cents(deliveryCharge),
  },
  items: {
    count,
    sales: sql<string>`count(distinct ${saleItems.saleId})::text`,
    quantity: thousandths(sql`${saleItems.quantity}`),
    revenue: cents(sql`${saleItems.total}`),
    discounts: cents(sql`${saleItems.discount}`),
  },
  payments: {
    count,
    sales: sql<string>`count(distinct ${financialInflows.saleId})::text`,
    billed: cents(sql`${financialInflows.billingValue}`),
    received: cents(sql`${financialInflows.receivedValue}`),
    change: cents(sql`${financialInflows.receivedValue} - ${financialInflows.billingValue}`),
  },
};

const FILTERS: Readonly<Record<BuilderFilter, (id: number) => SQL>> = {
  user_id: (id) => eq(sales.userId, id),
  payment_method_id: (id) => eq(financialInflows.paymentMethodId, id),
  department_id: (id) => eq(products.departmentId, id),
};

/** The rows of a dataset: its table joined with what its dimensions name. */
function from(db: Db, dataset: BuilderDataset, fields: Record<string, SQL>) {
  const select = db.select(fields);
  if (dataset === "sales") {
    return select
      .from(sales)
      .leftJoin(companies, eq(companies.id, sales.companyId))
      .leftJoin(users, eq(users.id, sales.userId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .leftJoin(sellers, eq(sellers.id, sales.sellerId))
      .$dynamic();
  }
  if (dataset === "items") {
    return select
      .from(saleItems)
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .innerJoin(products, eq(products.id, saleItems.productId))
      .leftJoin(companies, eq(companies.id, sales.companyId))
      .leftJoin(users, eq(users.id, sales.userId))
      .leftJoin(departments, eq(departments.id, products.departmentId))
      .leftJoin(groups, eq(groups.id, products.groupId))
      .$dynamic();
  }
  return select
    .from(financialInflows)
    .innerJoin(sales, eq(sales.id, financialInflows.saleId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, financialInflows.paymentMethodId))
    .leftJoin(companies, eq(companies.id, sales.companyId))
    .leftJoin(users, eq(users.id, sales.userId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .$dynamic();
}

export type BuilderRequest = {
  readonly dataset: BuilderDataset;
  readonly groupBy: ReadonlyArray<BuilderDimension>;
  readonly measures: ReadonlyArray<BuilderMeasure>;
  readonly filters: Partial<Record<BuilderFilter, number>>;
};

/** A measure's value: cents or thousandths as bigint, counts as bigint too. */
export type BuilderFigureRow = {
  readonly dimensions: ReadonlyArray<string | null>;
  readonly measures: ReadonlyArray<bigint>;
};

export type BuilderFigures = {
  readonly request: BuilderRequest;
  readonly rows: ReadonlyArray<BuilderFigureRow>;
  readonly totals: ReadonlyArray<bigint>;
  readonly totalRows: number;
};

function whereOf(request: BuilderRequest, scope: ResolvedReportScope): SQL {
  const conditions: SQL[] = [
    inScope(
      scope,
      { multiStoreId: sales.multiStoreId, companyId: sales.companyId, at: sales.createdAt },
      scope.start,
      scope.end,
    ),
    ne(sales.status, "canceled"),
  ];
  if (request.dataset === "items") conditions.push(eq(saleItems.status, true));
  if (request.dataset === "payments") conditions.push(isNull(financialInflows.reversedAt));
  for (const filter of BUILDER_CATALOG[request.dataset].filters) {
    const id = request.filters[filter];
    if (id !== undefined) conditions.push(FILTERS[filter](id));
  }
  return and(...conditions) as SQL;
}

/**
 * How long the builder's statements of one request may run together (ms). A grouping by sale over a long period
 * of a large network could otherwise hold a connection of the pool for minutes; the browser gives up after 20 s.
 */
export const BUILDER_TIME_LIMIT_MS = 15_000;

/**
 * Runs `work` in a transaction whose statements share `limitMs`: `budget()` sets the statement_timeout (SET LOCAL:
 * it ends with the transaction, the pooled connection keeps its own) to what is left before each statement. A
 * statement PostgreSQL cancels answers 422 "took too long, narrow the period or grouping". PGlite runs one statement
 * at a time in the process and does not cancel on a timeout: there the limit is accepted and not enforced.
 */
export async function withTimeLimit<T>(
  db: Db,
  limitMs: number,
  work: (tx: Db, budget: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  try {
    return await db.transaction(async (tx) => {
      const budget = async () => {
        const left = Math.max(1, Math.trunc(deadline - Date.now()));
        await tx.execute(sql.raw(`set local statement_timeout = ${left}`));
      };
      await budget();
      return work(tx as unknown as Db, budget);
    });
  } catch (error) {
    // On the grouping (422, not 503: the browser retries a 503 of a GET, and the same request would take as long).
    if (isQueryCanceled(error))
      throw new ValidationError({ group_by: [message("reports:datatables.errors.too-slow")] });
    throw error;
  }
}

/** The grouped rows (at most MAX_BUILDER_ROWS) and the totals over every row of the scope, within the time limit. */
export const builderFigures = (
  db: Db,
  scope: ResolvedReportScope,
  request: BuilderRequest,
  limitMs = BUILDER_TIME_LIMIT_MS,
): Promise<BuilderFigures> => withTimeLimit(db, limitMs, (tx, budget) => figuresOf(tx, budget, scope, request));

/** The grouped rows (at most MAX_BUILDER_ROWS) and the totals over every row of the scope. */
async function figuresOf(
  db: Db,
  budget: () => Promise<void>,
  scope: ResolvedReportScope,
  request: BuilderRequest,
): Promise<BuilderFigures> {
  const measureSql = request.measures.map((key) => {
    const value = MEASURES[request.dataset][key];
    if (!value) throw new Error(`measure ${key} is not of dataset ${request.dataset}`);
    return value;
  });
  const dimensions = request.groupBy.map((key) => DIMENSIONS[key]);
  const where = whereOf(request, scope);
  const fields: Record<string, SQL> = { total_rows: sql<string>`count(*) over ()` };
  dimensions.forEach((dimension, index) => {
    fields[`d${index}`] = dimension.label;
  });
  measureSql.forEach((value, index) => {
    fields[`m${index}`] = value;
  });
  const totalFields: Record<string, SQL> = {};
  measureSql.forEach((value, index) => {
    totalFields[`m${index}`] = value;
  });
  // One statement after the other: they share one connection (the transaction) and one time budget.
  const rows =
    dimensions.length === 0
      ? ([] as Record<string, unknown>[])
      : await from(db, request.dataset, fields)
          .where(where)
          .groupBy(...dimensions.flatMap((dimension) => [dimension.key, dimension.label]))
          .orderBy(...dimensions.flatMap((dimension) => dimension.sort))
          .limit(MAX_BUILDER_ROWS + 1);
  if (dimensions.length > 0) await budget();
  const [totals] = (await from(db, request.dataset, totalFields).where(where)) as Record<string, unknown>[];
  const measuresOf = (row: Record<string, unknown> | undefined) =>
    request.measures.map((_, index) => BigInt(String(row?.[`m${index}`] ?? "0")));
  const figureRows = (rows as Record<string, unknown>[]).slice(0, MAX_BUILDER_ROWS).map(
    (row): BuilderFigureRow => ({
      dimensions: dimensions.map((_, index) => (row[`d${index}`] ?? null) as string | null),
      measures: measuresOf(row),
    }),
  );
  const totalRows =
    dimensions.length === 0 ? 1 : Number((rows[0] as Record<string, unknown> | undefined)?.total_rows ?? 0);
  return {
    request,
    rows: dimensions.length === 0 ? [{ dimensions: [], measures: measuresOf(totals) }] : figureRows,
    totals: measuresOf(totals),
    totalRows,
  };
}
