import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { can } from "../../domain/permissions.ts";
import { SLK, stageBySlug } from "../../domain/production.ts";
import { getProductionOverview } from "../../services/api/production.ts";
import { displayDate } from "../../services/format.ts";
import { useSessionUser } from "../shared/session-context.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { LateTag } from "./late-tag.tsx";
import { LiveStatus } from "./live-status.tsx";
import { dayOf } from "./order-values.ts";
import { orderPath } from "./production-paths.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useProductionResource } from "./use-production-resource.ts";
import "./production.css";

/** /producao: orders and pieces per stage, the late orders (oldest first) and what was finished lately. */
export function ProductionOverviewScreen() {
  const { t } = useTranslation(["production", "common"]);
  const localized = useLocalizedPath();
  const permissions = useSessionUser()?.permissions ?? [];
  const overview = useProductionResource(getProductionOverview, () => true);
  const data = useSelector(overview, (s) => s.context.data);
  const failed = useSelector(overview, (s) => (s.hasTag("failed") ? s.context.error : null));
  const stale = useSelector(overview, (s) => s.hasTag("stale"));
  const mayOpen = (slug: string) => {
    const stage = stageBySlug(slug);
    return stage !== null && can(permissions, { slug: SLK, code: stage.code });
  };

  if (failed !== null) {
    return (
      <div className="production-page">
        <Message severity="error" role="alert" text={failureText(t, failed, "production:overview.load-failed")} />
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t("common:actions.retry")}
          outlined
          onClick={() => overview.send({ type: "retry" })}
        />
      </div>
    );
  }
  if (data === null) {
    return (
      <p className="production-loading" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("common:status.loading")}
      </p>
    );
  }
  const today = dayOf(data.today);
  return (
    <div className="production-page production-overview">
      <div className="production-page__bar">
        <LiveStatus stale={stale} />
      </div>
      <section aria-labelledby="overview-stages-title">
        <h2 id="overview-stages-title" className="production-section-title">
          {t("overview.stages")}
        </h2>
        <ul className="production-stage-cards">
          {data.stages.map((stage) => {
            const body = (
              <>
                <span className="production-stage-card__name">{stage.name}</span>
                <span className="production-stage-card__count">
                  <strong>{stage.count}</strong> {t("overview.orders-label", { count: stage.count })}
                </span>
                <span className="production-muted">{t("overview.pieces", { count: stage.pieces })}</span>
                {stage.late > 0 ? (
                  <span className="production-stage-card__late">
                    <i className="pi pi-clock" aria-hidden="true" /> {t("overview.late", { count: stage.late })}
                  </span>
                ) : (
                  <span className="production-stage-card__ok">{t("overview.late", { count: 0 })}</span>
                )}
              </>
            );
            return (
              <li key={stage.status_id}>
                {mayOpen(stage.slug) ? (
                  <Link
                    to={localized(`/${stage.slug}`)}
                    className={stage.late > 0 ? "production-stage-card has-late" : "production-stage-card"}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="production-stage-card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        <p className="production-muted">{t("overview.finished", { count: data.finished_last_30_days })}</p>
      </section>
      <section aria-labelledby="overview-late-title" className="production-late">
        <h2 id="overview-late-title" className="production-section-title">
          {t("overview.late-orders")}
        </h2>
        {today ? <p className="production-muted">{t("overview.today", { date: displayDate(today) })}</p> : null}
        {data.late_orders.length === 0 ? (
          <p className="production-empty">{t("overview.no-late")}</p>
        ) : (
          <div className="production-table-wrap">
            <table className="production-table">
              <caption className="visually-hidden">{t("overview.late-orders")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("columns.number")}</th>
                  <th scope="col">{t("columns.customer")}</th>
                  <th scope="col">{t("columns.status")}</th>
                  <th scope="col">{t("columns.delivery")}</th>
                  <th scope="col">{t("columns.late")}</th>
                </tr>
              </thead>
              <tbody>
                {data.late_orders.map((order) => {
                  const day = dayOf(order.delivery_date);
                  const href = localized(orderPath(mayOpen(order.slug) ? order.slug : "atendimentos", order.number));
                  return (
                    <tr key={order.id}>
                      <td>
                        <Link to={href} aria-label={t("late.open-order", { number: order.number })}>
                          {order.number}
                        </Link>
                      </td>
                      <td>{order.customer_name}</td>
                      <td>{order.status_name}</td>
                      <td>{day ? displayDate(day) : order.delivery_date}</td>
                      <td>
                        <LateTag daysLate={order.days_late} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
