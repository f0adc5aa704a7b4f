import type { BigCents } from "./money.ts";

// The cash flow (spec 2.2 /fluxo-de-caixa, FIN 5): money per day, week or month of a period, realized (the accounts'
// movements not reversed, by date) next to foreseen (the open part of the entries not canceled, by due date). The
// server sums by day in SQL; these rules put the days into buckets and run the balances.

export const CASH_FLOW_GROUPINGS = ["day", "week", "month"] as const;
export type CashFlowGrouping = (typeof CASH_FLOW_GROUPINGS)[number];

/** The longest period the cash flow covers (by day it is a row per day). */
export const MAX_CASH_FLOW_DAYS = 366;

/** What came in and went out on one day (API date YYYY-MM-DD); outflows are positive amounts. */
export type DayFlow = { readonly date: string; readonly inflows: BigCents; readonly outflows: BigCents };

export type CashFlowInput = {
  readonly initialDate: string;
  readonly finalDate: string;
  readonly groupBy: CashFlowGrouping;
  /** The accounts' balance before the period: their movements dated before its first day. */
  readonly opening: BigCents;
  readonly realized: ReadonlyArray<DayFlow>;
  readonly foreseen: ReadonlyArray<DayFlow>;
  /** The open part of entries due before the period: shown on their own line, counted in the projected balance. */
  readonly overdue: { readonly inflows: BigCents; readonly outflows: BigCents };
};

export type CashFlowBucketSums = {
  /** First and last day of the bucket inside the period (a week or month cut by the period's ends). */
  readonly start: string;
  readonly end: string;
  readonly realized: {
    readonly opening: BigCents;
    readonly inflows: BigCents;
    readonly outflows: BigCents;
    readonly closing: BigCents;
  };
  /** Foreseen money by due date; closing is the projected balance: realized closing + every open amount so far. */
  readonly foreseen: { readonly inflows: BigCents; readonly outflows: BigCents; readonly closing: BigCents };
};

export type CashFlow = {
  readonly opening: BigCents;
  readonly overdue: { readonly inflows: BigCents; readonly outflows: BigCents };
  readonly buckets: ReadonlyArray<CashFlowBucketSums>;
  readonly totals: {
    readonly realized: { readonly inflows: BigCents; readonly outflows: BigCents; readonly closing: BigCents };
    readonly foreseen: { readonly inflows: BigCents; readonly outflows: BigCents; readonly closing: BigCents };
  };
};

const DAY_MS = 86_400_000;
const dayNumber = (apiDate: string): number => Date.parse(`${apiDate}T00:00:00Z`) / DAY_MS;
const apiDateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD. */
export const isApiDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && apiDateOfDay(dayNumber(text)) === text;

/** The first day of the day's bucket: itself, the Monday of its week (ISO weeks), or the first of its month. */
export const bucketStartOf = (apiDate: string, groupBy: CashFlowGrouping): string => {
  if (groupBy === "day") return apiDate;
  if (groupBy === "month") return `${apiDate.slice(0, 8)}01`;
  const day = dayNumber(apiDate);
  const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return apiDateOfDay(day - weekday);
};

const nextBucketStart = (start: string, groupBy: CashFlowGrouping): string => {
  if (groupBy === "day") return apiDateOfDay(dayNumber(start) + 1);
  if (groupBy === "week") return apiDateOfDay(dayNumber(start) + 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
};

/** The buckets of a period, each cut to the period: [{ start, end }] in order. */
export const periodBuckets = (
  initialDate: string,
  finalDate: string,
  groupBy: CashFlowGrouping,
): Array<{ start: string; end: string }> => {
  const buckets: Array<{ start: string; end: string }> = [];
  let start = initialDate;
  while (start <= finalDate) {
    const next = nextBucketStart(bucketStartOf(start, groupBy), groupBy);
    const end = apiDateOfDay(dayNumber(next) - 1);
    buckets.push({ start, end: end < finalDate ? end : finalDate });
    start = next;
  }
  return buckets;
};

/** Days in the period, both ends counted (0 when it ends before it starts). */
export const periodDays = (initialDate: string, finalDate: string): number =>
  Math.max(0, dayNumber(finalDate) - dayNumber(initialDate) + 1);

const sumInto = (days: ReadonlyArray<DayFlow>, buckets: ReadonlyArray<{ start: string; end: string }>) => {
  const sums = buckets.map(() => ({ inflows: 0n, outflows: 0n }));
  for (const day of days) {
    const index = buckets.findIndex((bucket) => day.date >= bucket.start && day.date <= bucket.end);
    const sum = sums[index];
    if (sum === undefined) continue;
    sum.inflows += day.inflows;
    sum.outflows += day.outflows;
  }
  return sums;
};

/**
 * The cash flow of a period: per bucket the realized opening, inflows, outflows and closing (each bucket opens with
 * the previous one's closing) and the foreseen inflows and outflows with the projected balance. Overdue open
 * entries (due before the period) are on their own line rather than in the first bucket, so that bucket keeps
 * showing what falls due in it; they still weigh on the projected balance from the start.
 */
export const cashFlowOf = (input: CashFlowInput): CashFlow => {
  const buckets = periodBuckets(input.initialDate, input.finalDate, input.groupBy);
  const realized = sumInto(input.realized, buckets);
  const foreseen = sumInto(input.foreseen, buckets);
  let balance = input.opening;
  let openNet = input.overdue.inflows - input.overdue.outflows;
  const totals = { realizedIn: 0n, realizedOut: 0n, foreseenIn: 0n, foreseenOut: 0n };
  const rows = buckets.map((bucket, index): CashFlowBucketSums => {
    const done = realized[index] ?? { inflows: 0n, outflows: 0n };
    const open = foreseen[index] ?? { inflows: 0n, outflows: 0n };
    const opening = balance;
    balance = opening + done.inflows - done.outflows;
    openNet += open.inflows - open.outflows;
    totals.realizedIn += done.inflows;
    totals.realizedOut += done.outflows;
    totals.foreseenIn += open.inflows;
    totals.foreseenOut += open.outflows;
    return {
      ...bucket,
      realized: { opening, inflows: done.inflows, outflows: done.outflows, closing: balance },
      foreseen: { inflows: open.inflows, outflows: open.outflows, closing: balance + openNet },
    };
  });
  return {
    opening: input.opening,
    overdue: input.overdue,
    buckets: rows,
    totals: {
      realized: { inflows: totals.realizedIn, outflows: totals.realizedOut, closing: balance },
      foreseen: { inflows: totals.foreseenIn, outflows: totals.foreseenOut, closing: balance + openNet },
    },
  };
};
