import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { parseApiDate, toApiDate } from "../../domain/dates.ts";
import {
  type InsightsPeriod,
  insightsPresetPeriod,
  previousInsightsPeriod,
  STATISTIC_KEYS,
  type StatisticKey,
  validPeriod,
} from "../../domain/insights.ts";
import { can, type Permissions } from "../../domain/permissions.ts";
import { displayDate } from "../../services/format.ts";
import { getBalances, getDre } from "../../services/api/finance-reports.ts";
import { getBestSellers, getInsightsUnits, getStatistics } from "../../services/api/insights.ts";
import { BalanceCard } from "../components/balance-card/balance-card.tsx";
import { DreTable } from "../components/dre-table/dre-table.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSessionUser } from "../shared/session-context.tsx";
import { BestSellerCard } from "./best-seller-card.tsx";
import { InsightsFilters } from "./insights-filters.tsx";
import { StatisticCard } from "./statistic-card.tsx";
import "./insights.css";

const ICONS: Readonly<Record<StatisticKey, string>> = {
  sales: "pi pi-dollar",
  tickets: "pi pi-receipt",
  "average-ticket": "pi pi-calculator",
  "items-per-ticket": "pi pi-shopping-bag",
  "new-customers": "pi pi-user-plus",
  "production-finished": "pi pi-check-circle",
};

const DRE = { slug: "RPT", code: 3 } as const;
const BALANCE = [{ slug: "FIN", code: 5 } as const, DRE];

const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
const dateText = (api: string) => {
  const date = parseApiDate(api);
  return date ? displayDate(date) : api;
};

/** The period of the URL (initialDate, finalDate; spec 2.10), this month to today when absent or invalid. */
function periodOf(params: URLSearchParams, today: string): InsightsPeriod {
  const start = params.get("initialDate");
  const end = params.get("finalDate");
  if (start && end && parseApiDate(start) && parseApiDate(end) && validPeriod({ start, end })) return { start, end };
  return insightsPresetPeriod("this-month", today) ?? { start: today, end: today };
}

type Scope = { readonly period: InsightsPeriod; readonly companyId: number | null };

function StatisticCards({ period, companyId }: Scope) {
  const { t } = useTranslation("insights");
  const query = { start: period.start, end: period.end, company_id: companyId ?? undefined };
  const key = JSON.stringify(query);
  const { data, failed } = useResourceData(useResource((signal) => getStatistics(query, signal), key));
  const loading = data === null || data.start !== period.start || data.end !== period.end;
  return (
    <section className="insights__statistics" aria-label={t("statistics")}>
      {failed ? <p role="alert">{t("load-failed")}</p> : null}
      {STATISTIC_KEYS.map((statisticKey) => {
        const statistic = data?.data.find((item) => item.key === statisticKey);
        return (
          <StatisticCard
            key={statisticKey}
            title={t(`statistic.${statisticKey}`)}
            type={statistic?.type ?? 1}
            value={statistic?.value ?? null}
            previous={statistic?.previous ?? null}
            change={statistic?.change ?? null}
            series={statistic?.series ?? []}
            icon={ICONS[statisticKey]}
            loading={loading && !failed}
          />
        );
      })}
    </section>
  );
}

function BestSellers({ period, companyId }: Scope) {
  const query = { start: period.start, end: period.end, company_id: companyId ?? undefined };
  const { data, failed } = useResourceData(
    useResource((signal) => getBestSellers(query, signal), JSON.stringify(query)),
  );
  return <BestSellerCard data={data} failed={failed} />;
}

function Balance({ period, companyId }: Scope) {
  const { t } = useTranslation("insights");
  const query = { initial_date: period.start, final_date: period.end, company_id: companyId ?? undefined };
  const { data, failed } = useResourceData(useResource((signal) => getBalances(query, signal), JSON.stringify(query)));
  if (failed) return <p role="alert">{t("load-failed")}</p>;
  if (!data)
    return <section className="insights-card insights__placeholder" aria-busy="true" aria-label={t("balance")} />;
  return (
    <BalanceCard
      title={t("balance")}
      balance={data.balance}
      initialBalance={data.initial_balance}
      inflows={data.inflows}
      outflows={data.outflows}
    />
  );
}

function MonthlyDre({ period, companyId, today }: Scope & { readonly today: string }) {
  const { t } = useTranslation("insights");
  const year = Number(period.end.slice(0, 4));
  const query = { year, company_id: companyId ?? undefined };
  const { data, failed } = useResourceData(useResource((signal) => getDre(query, signal), JSON.stringify(query)));
  const currentMonth = year === Number(today.slice(0, 4)) ? Number(today.slice(5, 7)) - 1 : null;
  // A plain card: the DRE table's scroll box is the region of this name already (two would break axe's
  // landmark-unique).
  return (
    <div className="insights-card insights__dre">
      <h2 id="insights-dre-title" className="insights-card__title">
        <i className="pi pi-table" aria-hidden="true" /> {t("dre", { year })}
      </h2>
      {failed ? (
        <p role="alert">{t("load-failed")}</p>
      ) : data ? (
        <DreTable report={data} currentMonth={currentMonth} label={t("dre", { year })} />
      ) : (
        <p aria-busy="true">{t("loading")}</p>
      )}
    </div>
  );
}

const canAny = (permissions: Permissions, requirements: ReadonlyArray<{ slug: "RPT" | "FIN"; code: number }>) =>
  requirements.some((requirement) => can(permissions, requirement));

/**
 * The insights home (issue 16 item 1; spec 2.9 RPT 1, 2.10 dashboard cards): the statistic cards, the best sellers,
 * the balance and the monthly DRE of the period and unit chosen. Each card loads on its own, so the page never waits
 * for its slowest card; the balance and the DRE show to who may see the finance reports.
 */
export function InsightsScreen() {
  const { t } = useTranslation("insights");
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => toApiDate(new Date()));
  const period = periodOf(params, today);
  const companyId = idOf(params.get("unit"));
  const { data: units } = useResourceData(useResource(getInsightsUnits));
  const permissions = user?.permissions ?? [];
  const before = previousInsightsPeriod(period);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };
  const scope = { period, companyId };
  return (
    <div className="insights">
      <header className="insights__header">
        <div>
          <h2 className="insights__greeting">{t("greeting", { name: user?.name.split(/\s+/)[0] ?? "" })}</h2>
          <p className="insights__period" data-testid="insights-period">
            {t("period", { start: dateText(period.start), end: dateText(period.end) })}{" "}
            <span className="insights__previous">
              {t("compared", { start: dateText(before.start), end: dateText(before.end) })}
            </span>
          </p>
        </div>
        <InsightsFilters
          period={period}
          today={today}
          onPeriod={(next) => set({ initialDate: next.start, finalDate: next.end })}
          units={units}
          companyId={companyId}
          onCompany={(id) => set({ unit: id === null ? null : String(id) })}
        />
      </header>
      <StatisticCards {...scope} />
      <div className="insights__row">
        <BestSellers {...scope} />
        {canAny(permissions, BALANCE) ? <Balance {...scope} /> : null}
      </div>
      {can(permissions, DRE) ? <MonthlyDre {...scope} today={today} /> : null}
    </div>
  );
}
