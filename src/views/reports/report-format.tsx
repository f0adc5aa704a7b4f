import type { TFunction } from "i18next";
import type { ExcelCell } from "../components/data-table/data-table-column.ts";
import { moneyOfText } from "../../services/format.ts";

// How the reports show their figures: money through src/services/format.ts, changes as a signed percent.

/** "+12,5%", "−33,33%", "0%"; the no-base text when there is nothing to compare with. */
export function changeText(change: number | null, t: TFunction, locale: string): string {
  if (change === null) return t("reports:no-base");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.abs(change));
  return `${change > 0 ? "+" : change < 0 ? "-" : ""}${number}%`;
}

/** A change badge: up, down (styled apart) or flat, with the previous period's value in its tooltip. */
export function ChangeBadge({
  change,
  previous,
  t,
  locale,
}: {
  readonly change: number | null;
  readonly previous: string;
  readonly t: TFunction;
  readonly locale: string;
}) {
  const tone = change === null || change === 0 ? "flat" : change > 0 ? "up" : "down";
  return (
    <span className={`report-change report-change--${tone}`} title={t("reports:previous-value", { value: previous })}>
      {changeText(change, t, locale)}
    </span>
  );
}

/** Money as an Excel number with two places. */
export const moneyExcel = (text: string): ExcelCell => ({ value: Number(text), format: "#,##0.00" });

export const reportMoney = (text: string) => moneyOfText(text);
