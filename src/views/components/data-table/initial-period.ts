import { type DateRange, defaultDateRange, monthDateRange } from "../../../domain/dates.ts";

/** "current-month": first day through today; "whole-month": first to last day; "all-dates": no period. */
export type TablePeriod = "current-month" | "whole-month" | "all-dates";

/** The period a table starts with when the URL names none. */
export const initialPeriod = (period: TablePeriod | undefined, today: Date): DateRange | null => {
  if (period === "current-month") return defaultDateRange(today);
  if (period === "whole-month") return monthDateRange(today);
  return null;
};
