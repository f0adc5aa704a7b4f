import { FIRST_REPORT_DATE, percentChange } from "../../src/domain/reports.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  daysOf,
  divideRounded,
  MAX_INSIGHTS_DAYS,
  type InsightsPeriod,
  periodLength,
  previousInsightsPeriod,
  STATISTIC_TYPES,
  type StatisticKey,
} from "../../src/domain/insights.ts";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { INSIGHTS_REQUIREMENT } from "../../src/domain/permissions.ts";
import { insightsEndpoints } from "../../src/schemas/endpoints/insights.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import type { Statistic } from "../../src/schemas/insights.ts";
import type { Db } from "../db/client.ts";
import { invalidField } from "../http/errors.ts";
import { businessDate } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { bestSellersOf, type DayFigures, figuresByDay, type InsightsScope } from "./queries.ts";

// The insights home (issue 16 item 1; spec 2.9 RPT 1, 2.10 dashboard cards): the statistic cards of a period
// against the same-length period just before it, and the best sellers. Canceled sales and removed items never count.

const TAG = "insights";
const BEST_SELLERS_SHOWN = 5;

/** The units of the user, or the one chosen (422 when it is not one of theirs, as in the reports). */
const scopeOf = (session: SessionInfo, companyId: number | undefined): InsightsScope => {
  if (companyId !== undefined && !session.companyIds.includes(companyId))
    throw invalidField("company_id", "unit-not-yours");
  return {
    multiStoreId: session.multiStoreId,
    companyIds: companyId === undefined ? [...session.companyIds] : [companyId],
  };
};

/**
 * Customers belong to the network, not to a unit: the whole network's new customers count only for a user who
 * works in every unit; a unit chosen, or a user of some units, counts the new customers who bought in them.
 */
async function coversTheNetwork(db: Db, scope: InsightsScope): Promise<boolean> {
  const [row] = await db
    .select({ units: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.multiStoreId, scope.multiStoreId));
  return scope.companyIds.length >= (row?.units ?? 0);
}

const periodOf = (query: { start?: string | undefined; end?: string | undefined }, now: Date): InsightsPeriod => {
  const today = businessDate(now);
  const period = { start: query.start ?? `${today.slice(0, 8)}01`, end: query.end ?? today };
  if (period.start < FIRST_REPORT_DATE) throw invalidField("start", "period-too-early", { date: "01/01/2000" });
  if (period.end < period.start) throw invalidField("end", "period-order");
  if (periodLength(period) > MAX_INSIGHTS_DAYS)
    throw invalidField("end", "period-too-long", { days: MAX_INSIGHTS_DAYS });
  return period;
};

/** Thousandths (quantities) as decimal text without trailing zeros: 2500 → "2.5". */
const thousandthsText = (value: bigint): string => {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / 1000n;
  const fraction = (magnitude % 1000n).toString().padStart(3, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
};

type Measure = {
  readonly key: StatisticKey;
  readonly type: 1 | 2 | 3;
  /** The figure of some days, in its unit (cents, a count, hundredths). */
  readonly of: (days: ReadonlyArray<DayFigures>) => bigint;
  readonly text: (value: bigint) => string;
};

const sum = (days: ReadonlyArray<DayFigures>, field: keyof DayFigures) =>
  days.reduce((total, day) => total + day[field], 0n);

const MEASURES: ReadonlyArray<Measure> = [
  { key: "sales", type: STATISTIC_TYPES.money, of: (days) => sum(days, "salesCents"), text: centsToDecimalString },
  { key: "tickets", type: STATISTIC_TYPES.count, of: (days) => sum(days, "tickets"), text: String },
  {
    key: "average-ticket",
    type: STATISTIC_TYPES.money,
    of: (days) => divideRounded(sum(days, "salesCents"), sum(days, "tickets")),
    text: centsToDecimalString,
  },
  {
    key: "items-per-ticket",
    type: STATISTIC_TYPES.ratio,
    // Hundredths of an item: thousandths × 100 / (tickets × 1000).
    of: (days) => divideRounded(sum(days, "quantityThousandths"), sum(days, "tickets") * 10n),
    text: centsToDecimalString,
  },
  { key: "new-customers", type: STATISTIC_TYPES.count, of: (days) => sum(days, "newCustomers"), text: String },
  {
    key: "production-finished",
    type: STATISTIC_TYPES.count,
    of: (days) => sum(days, "productionFinished"),
    text: String,
  },
];

const EMPTY: DayFigures = {
  salesCents: 0n,
  tickets: 0n,
  quantityThousandths: 0n,
  newCustomers: 0n,
  productionFinished: 0n,
};

/** A day's value for the sparkline, in the unit shown (reais for money). */
const seriesValue = (measure: Measure, value: bigint) =>
  measure.type === STATISTIC_TYPES.count ? Number(value) : Number(value) / 100;

const units = defineRoute({
  endpoint: insightsEndpoints.units,
  access: INSIGHTS_REQUIREMENT,
  tag: TAG,
  summary: "The units the user works in, for the insights home's unit selector",
  handler: async ({ services: { db }, session }) => {
    const ids = [...session.companyIds];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(and(eq(companies.multiStoreId, session.multiStoreId), inArray(companies.id, ids)))
            .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
    return { companies: rows.map((row) => ({ ...row, id: row.id as CompanyId })) };
  },
});

const statistics = defineRoute({
  endpoint: insightsEndpoints.statistics,
  access: INSIGHTS_REQUIREMENT,
  tag: TAG,
  summary:
    "The statistic cards of a period (sales, tickets, average ticket, items per ticket, new customers, production " +
    "orders finished), each with the same-length period just before it, the change in percent and one value per day",
  queryIds: { company_id: companies },
  handler: async ({ services: { db, now }, session, query }) => {
    const period = periodOf(query, now());
    const before = previousInsightsPeriod(period);
    const scope = scopeOf(session, query.company_id);
    const unitsOnly = !(await coversTheNetwork(db, scope));
    const figures = await figuresByDay(db, scope, before.start, period.end, unitsOnly);
    const daysIn = (range: InsightsPeriod) => daysOf(range).map((day) => figures.get(day) ?? EMPTY);
    const current = daysIn(period);
    const previous = daysIn(before);
    const data: Statistic[] = MEASURES.map((measure) => {
      const value = measure.of(current);
      const last = measure.of(previous);
      return {
        key: measure.key,
        type: measure.type,
        value: measure.text(value),
        previous: measure.text(last),
        change: percentChange(value, last),
        series: current.map((day) => seriesValue(measure, measure.of([day]))),
      };
    });
    return { start: period.start, end: period.end, previous_start: before.start, previous_end: before.end, data };
  },
});

const bestSellers = defineRoute({
  endpoint: insightsEndpoints.bestSellers,
  access: INSIGHTS_REQUIREMENT,
  tag: TAG,
  summary:
    "The best sellers of a period: the products (models) that billed most, with sold quantity and value, and the " +
    "period's total billing of items (Faturamento total)",
  queryIds: { company_id: companies },
  handler: async ({ services: { db, now }, session, query }) => {
    const period = periodOf(query, now());
    const result = await bestSellersOf(
      db,
      scopeOf(session, query.company_id),
      period.start,
      period.end,
      BEST_SELLERS_SHOWN,
    );
    return {
      total_billing: centsToDecimalString(result.cents),
      quantity: thousandthsText(result.quantityThousandths),
      data: result.rows.map((row) => ({
        product_id: row.productId,
        model: row.model,
        quantity: thousandthsText(row.quantityThousandths),
        value: centsToDecimalString(row.cents),
      })),
    };
  },
});

export const insightsRoutes = [units, statistics, bestSellers];
