import { type DateRange, defaultDateRange } from "../../../domain/dates.ts";

/** The period a table starts with when the URL names none. */
export const initialPeriod = (period: "current-month" | "all-dates" | undefined, today: Date): DateRange | null =>
  period === "current-month" ? defaultDateRange(today) : null;
