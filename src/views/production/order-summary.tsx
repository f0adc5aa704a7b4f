import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { can } from "../../domain/permissions.ts";
import { isClosedStatus, SERVICE_CODE, SLK, type Stage, stageOf } from "../../domain/production.ts";
import type { AttendanceDetail } from "../../schemas/production.ts";
import { displayDate, money } from "../../services/format.ts";
import { useSessionUser } from "../shared/session-context.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { LateTag } from "./late-tag.tsx";
import { centsOfPrice, dayOf } from "./order-values.ts";
import { orderPath } from "./production-paths.ts";

export type OrderSummaryProps = {
  readonly order: AttendanceDetail;
  /** The stage whose page this is. */
  readonly stage: Stage;
  /** Opens the conference; absent when this page cannot move the order now. */
  readonly onConfer?: () => void;
  readonly children?: ReactNode;
};

/** The page an order is worked on now, if the user may open it: its stage's page, or the service desk's. */
function useCurrentPage(order: AttendanceDetail): { href: string; stageName: string } | null {
  const user = useSessionUser();
  const localized = useLocalizedPath();
  const current = stageOf(order.status_id);
  if (!current || !user) return null;
  if (can(user.permissions, { slug: SLK, code: current.code }))
    return { href: localized(orderPath(current.slug, order.number)), stageName: order.status_name };
  if (can(user.permissions, { slug: SLK, code: SERVICE_CODE }))
    return { href: localized(orderPath("atendimentos", order.number)), stageName: order.status_name };
  return null;
}

/** The order's heading: number, stage, customer, delivery (late marked), pieces and total, notices. */
export function OrderSummary({ order, stage, onConfer, children }: OrderSummaryProps) {
  const { t } = useTranslation(["production", "common"]);
  const day = dayOf(order.delivery_date);
  const closed = isClosedStatus(order.status_id);
  const elsewhere = !closed && order.status_id !== stage.statusId;
  const current = useCurrentPage(order);
  return (
    <header className="production-order__header">
      <div className="production-order__title-row">
        <div className="production-order__title">
          <h2>{t("order.heading", { number: order.number })}</h2>
          <Tag
            value={order.status_name}
            severity={closed ? (order.status_id === 8 ? "success" : "secondary") : "info"}
            className="production-status-tag"
          />
          {order.late ? <LateTag daysLate={order.days_late} /> : null}
        </div>
        <div className="production-order__actions">
          {children}
          {onConfer ? (
            <Button type="button" icon="pi pi-check-square" label={t("conference.open")} onClick={onConfer} />
          ) : null}
        </div>
      </div>
      <dl className="production-facts production-facts--summary">
        <div>
          <dt>{t("order.customer")}</dt>
          <dd>
            {order.customer_name}
            {order.customer_phone ? <span className="production-muted"> · {order.customer_phone}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t("order.delivery")}</dt>
          <dd className={order.late ? "production-delivery--late" : undefined}>
            {day ? displayDate(day) : t("late.no-date")}
          </dd>
        </div>
        <div>
          <dt>{t("order.pieces")}</dt>
          <dd>{order.pieces}</dd>
        </div>
        <div>
          <dt>{t("order.total")}</dt>
          <dd>{money(centsOfPrice(order.total))}</dd>
        </div>
        <div>
          <dt>{t("order.company")}</dt>
          <dd>{order.company_name}</dd>
        </div>
        {order.created_by ? (
          <div>
            <dt>{t("order.created-by")}</dt>
            <dd>{order.created_by.full_name}</dd>
          </div>
        ) : null}
      </dl>
      {order.canceled_reason ? (
        <Message
          severity="warn"
          className="production-notice"
          text={t("order.last-return", { reason: order.canceled_reason })}
        />
      ) : null}
      {closed ? (
        <Message
          severity="info"
          className="production-notice"
          text={t("order.closed", { status: order.status_name.toLocaleLowerCase() })}
        />
      ) : null}
      {elsewhere ? (
        <Message
          severity="info"
          className="production-notice"
          content={
            <span>
              {t("order.elsewhere", { stage: order.status_name })}{" "}
              {current ? <Link to={current.href}>{t("order.open-there", { stage: current.stageName })}</Link> : null}
            </span>
          }
        />
      ) : null}
    </header>
  );
}
