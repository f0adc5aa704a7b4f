import { presetPeriod, previousPeriod } from "./reports.ts";
// The insights home's rules (issue 16 item 1; spec 2.10 dashboard cards): the periods a manager picks, the period
// before each (its previous-period comparison) and the change in percent between two figures. Dates are API dates
// (YYYY-MM-DD) of the network's calendar; the arithmetic runs on UTC days so no time zone shifts a day.

/** The period presets of the selector; "custom" is a range typed by the user. */
export const PERIOD_PRESETS = ["today", "7-days", "this-month", "last-month", "this-year", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** First and last day, both included. */
export type InsightsPeriod = { readonly start: string; readonly end: string };

/** The longest period the statistics answer (two years and a day: a leap year and the previous one fit). */
export const MAX_INSIGHTS_DAYS = 732;

/** What a statistic counts: 1 money (integer cents), 2 a whole count, 3 a decimal ratio (two places). */
export const STATISTIC_TYPES = { money: 1, count: 2, ratio: 3 } as const;

/** The statistic cards, in the order the home shows them. */
export const STATISTIC_KEYS = [
  "sales",
  "tickets",
  "average-ticket",
  "items-per-ticket",
  "new-customers",
  "production-finished",
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

const DAY_MS = 86_400_000;

const utcOf = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string => dateOfUtc(utcOf(date) + days * DAY_MS);

/** How many days a period covers, both ends included (0 when it ends before it starts). */
export const periodLength = (period: InsightsPeriod): number =>
  Math.max(0, Math.round((utcOf(period.end) - utcOf(period.start)) / DAY_MS) + 1);

/** Every day of a period, in order. */
export const daysOf = (period: InsightsPeriod): string[] =>
  Array.from({ length: periodLength(period) }, (_, index) => addDays(period.start, index));

/** The period of the same length that ends the day before `period` starts: what the cards compare with. */
export const previousInsightsPeriod = (period: InsightsPeriod): InsightsPeriod =>
  previousPeriod(period.start, period.end);

/** The period a preset stands for on `today` (YYYY-MM-DD); null for "custom", which the user types. */
export const insightsPresetPeriod = (preset: PeriodPreset, today: string): InsightsPeriod | null =>
  preset === "custom" ? null : presetPeriod(preset === "7-days" ? "last-7" : preset, today);

/** The preset a period is on `today` (the first that matches), or "custom". */
export const presetOf = (period: InsightsPeriod, today: string): PeriodPreset =>
  PERIOD_PRESETS.find((preset) => {
    const candidate = insightsPresetPeriod(preset, today);
    return candidate !== null && candidate.start === period.start && candidate.end === period.end;
  }) ?? "custom";

/** Whether a period can be asked for: it ends on or after its start and is not longer than the limit. */
export const validPeriod = (period: InsightsPeriod): boolean => {
  const length = periodLength(period);
  return length >= 1 && length <= MAX_INSIGHTS_DAYS;
};

/** `numerator / denominator` rounded half up to an integer (both not negative); 0 when nothing to divide by. */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint =>
  denominator === 0n ? 0n : (numerator * 2n + denominator) / (denominator * 2n);

/** How a badge looks: the change went up, down, or stayed (or has no base). */
export const changeTone = (change: number | null): "positive" | "negative" | "zero" =>
  change === null || change === 0 ? "zero" : change > 0 ? "positive" : "negative";
