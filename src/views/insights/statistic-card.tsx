import { Skeleton } from "primereact/skeleton";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeTone, STATISTIC_TYPES } from "../../domain/insights.ts";
import { decimalOfText, moneyOfText, percentage } from "../../services/format.ts";
import { Sparkline } from "./sparkline.tsx";

export type StatisticCardProps = {
  readonly title: string;
  /** 1 money, 2 a count, 3 a ratio (two places). */
  readonly type: 1 | 2 | 3;
  /** Decimal texts as the API answers them; null while loading. */
  readonly value: string | null;
  readonly previous: string | null;
  /** The change in percent; null when the previous period had nothing. */
  readonly change: number | null;
  readonly series: ReadonlyArray<number>;
  readonly icon?: string;
  readonly loading?: boolean;
};

const textOf = (type: 1 | 2 | 3, value: string) =>
  type === STATISTIC_TYPES.money ? moneyOfText(value) : decimalOfText(value, type === STATISTIC_TYPES.ratio ? 2 : 0);

/** "+12,50 %", "-3,33 %", "0,00 %"; "—" without a base. */
const badgeText = (change: number | null) =>
  change === null ? "—" : `${change > 0 ? "+" : ""}${percentage(change)} %`;

/**
 * The statistic card (spec 2.10): title, value (money when type is 1), the previous period's value in a tooltip
 * ('Valor no período passado'), a badge with the change (negative and zero styled apart), an optional icon, the
 * trend of the period's days and skeletons while loading.
 */
export function StatisticCard({ title, type, value, previous, change, series, icon, loading }: StatisticCardProps) {
  const { t } = useTranslation("insights");
  const tooltipId = useId();
  const tone = changeTone(change);
  const titleId = `${tooltipId}-title`;
  if (loading || value === null || previous === null) {
    return (
      <section className="statistic-card" aria-labelledby={titleId} aria-busy="true">
        <h3 id={titleId} className="statistic-card__title">
          {icon ? <i className={`${icon} statistic-card__icon`} aria-hidden="true" /> : null}
          {title}
        </h3>
        <Skeleton width="8rem" height="1.75rem" className="statistic-card__skeleton" />
        <Skeleton width="4rem" height="1.25rem" className="statistic-card__skeleton" />
        <Skeleton width="100%" height="2rem" className="statistic-card__skeleton" />
      </section>
    );
  }
  const previousText = textOf(type, previous);
  return (
    <section className="statistic-card" aria-labelledby={titleId}>
      <div className="statistic-card__head">
        <h3 id={titleId} className="statistic-card__title">
          {icon ? <i className={`${icon} statistic-card__icon`} aria-hidden="true" /> : null}
          {title}
        </h3>
        <span className={`statistic-card__badge statistic-card__badge--${tone}`} data-tone={tone}>
          {tone === "positive" ? <i className="pi pi-arrow-up" aria-hidden="true" /> : null}
          {tone === "negative" ? <i className="pi pi-arrow-down" aria-hidden="true" /> : null}
          {badgeText(change)}
        </span>
      </div>
      <span className="statistic-card__value-wrap">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the previous value shows on focus too */}
        <output className="statistic-card__value" tabIndex={0} aria-describedby={tooltipId}>
          {textOf(type, value)}
        </output>
        <span role="tooltip" id={tooltipId} className="statistic-card__tooltip">
          {t("previous-value")}: {previousText}
        </span>
      </span>
      <Sparkline values={series} label={t("trend", { title })} />
    </section>
  );
}
