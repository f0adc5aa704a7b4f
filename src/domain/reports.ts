// The reports module's pure rules (issue 16 item 2): a report's period, the previous period it is compared with,
// and the change in percent. Used by the browser (filter bar, badges) and by the server (scope, comparison).

/** The longest period a report covers, in days (a leap year): longer asks are refused with 422. */
export const MAX_REPORT_DAYS = 366;

/** The earliest day a period may start on: nothing in Rede is older, and earlier years trip date arithmetic. */
export const FIRST_REPORT_DATE = "2000-01-01";

const DAY_MS = 86_400_000;

const utcOf = (apiDate: string): number => {
  const [year, month, day] = apiDate.split("-").map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
};
const apiOf = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** Days in a period, both ends included (2026-11-01 to 2026-11-30: 30). */
export const reportDays = (start: string, end: string): number => Math.round((utcOf(end) - utcOf(start)) / DAY_MS) + 1;

export type PeriodProblem = "period-order" | "period-too-long" | "period-too-early";

/** Why a period cannot be reported, or null: before FIRST_REPORT_DATE, end before start, longer than MAX_REPORT_DAYS. */
export function periodProblem(start: string, end: string): PeriodProblem | null {
  if (start < FIRST_REPORT_DATE) return "period-too-early";
  if (end < start) return "period-order";
  if (reportDays(start, end) > MAX_REPORT_DAYS) return "period-too-long";
  return null;
}

/** The period of the same length that ends the day before `start` (1 to 30 November: 2 to 31 October). */
export function previousPeriod(start: string, end: string): { readonly start: string; readonly end: string } {
  const days = reportDays(start, end);
  const previousEnd = utcOf(start) - DAY_MS;
  return { start: apiOf(previousEnd - (days - 1) * DAY_MS), end: apiOf(previousEnd) };
}

/**
 * The change from `previous` to `current` in percent, rounded to two decimals (100 to 150: 50; 150 to 100: -33.33).
 * Null when there is no base to compare with (previous 0 and current not 0); 0 when both are 0.
 */
export function percentChange(current: number | bigint, previous: number | bigint): number | null {
  const now = BigInt(current);
  const before = BigInt(previous);
  if (before === 0n) return now === 0n ? 0 : null;
  // Hundredths of a percent, rounded half away from zero, in integers: (now - before) * 10000 / |before|.
  const scaled = (now - before) * 10_000n;
  const base = before < 0n ? -before : before;
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude * 2n + base) / (2n * base);
  return Number(negative ? -rounded : rounded) / 100;
}

/** The average of `total` cents over `count` tickets, rounded half up to the cent (0 without tickets). */
export function averageTicket(total: number | bigint, count: number): bigint {
  if (count <= 0) return 0n;
  const cents = BigInt(total);
  const n = BigInt(count);
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const rounded = (magnitude * 2n + n) / (2n * n);
  return negative ? -rounded : rounded;
}

export type ReportPreset = "today" | "last-7" | "this-month" | "last-month" | "last-30" | "this-year";
export const REPORT_PRESETS: ReadonlyArray<ReportPreset> = [
  "today",
  "last-7",
  "this-month",
  "last-month",
  "last-30",
  "this-year",
];

/** The period of a preset on `today` (YYYY-MM-DD). */
export function presetPeriod(preset: ReportPreset, today: string): { readonly start: string; readonly end: string } {
  const now = utcOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case "today":
      return { start: today, end: today };
    case "last-7":
      return { start: apiOf(now - 6 * DAY_MS), end: today };
    case "last-30":
      return { start: apiOf(now - 29 * DAY_MS), end: today };
    case "this-month":
      return { start: monthStart, end: today };
    case "last-month": {
      const end = apiOf(utcOf(monthStart) - DAY_MS);
      return { start: `${end.slice(0, 8)}01`, end };
    }
    case "this-year":
      return { start: `${today.slice(0, 4)}-01-01`, end: today };
  }
}

/** `part` as a percent of `whole`, two decimals, rounded half away from zero (margin %); null when `whole` is 0. */
export function shareInPercent(part: bigint, whole: bigint): number | null {
  if (whole === 0n) return null;
  const scaled = part * 10_000n;
  const base = whole < 0n ? -whole : whole;
  const negative = scaled < 0n !== whole < 0n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  const rounded = (magnitude * 2n + base) / (2n * base);
  return Number(negative ? -rounded : rounded) / 100;
}

/**
 * A commission in cents: `total` cents × `percent` (hundredths of a percent: 2.5 % is 250) ÷ 10 000, rounded half
 * up to the cent (R$ 333,33 at 2,5 % is R$ 8,33325: R$ 8,33; R$ 10,10 at 5 % is R$ 0,505: R$ 0,51).
 */
export function commissionOf(total: bigint, percentHundredths: bigint): bigint {
  const product = total * percentHundredths;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return negative ? -rounded : rounded;
}
