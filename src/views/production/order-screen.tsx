import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { type ComponentType, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { can } from "../../domain/permissions.ts";
import {
  canViewStatus,
  DIRECT_STATUS_REQUIREMENT,
  isClosedStatus,
  type Stage,
  STAGES,
  type StageSlug,
  statusOf,
} from "../../domain/production.ts";
import type { ConferenceOutput } from "../../machines/order-conference.machine.ts";
import type { AttendanceDetail } from "../../schemas/production.ts";
import { getAttendanceByNumber, updateAttendance } from "../../services/api/production.ts";
import { ErrorContent } from "../shared/error-content.tsx";
import { useSessionUser } from "../shared/session-context.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { ConferenceDialog } from "./conference-dialog.tsx";
import type { FlashState } from "./flash-notice.ts";
import { LiveStatus } from "./live-status.tsx";
import { OrderDocumentsTab } from "./order-documents-tab.tsx";
import { generalBody, OrderGeneralForm } from "./order-general-form.tsx";
import { OrderHistory } from "./order-history.tsx";
import { OrderItemsTab } from "./order-items-tab.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { OrderTabs } from "./order-tabs.tsx";
import { orderAffected } from "./production-events.ts";
import { type OrderTab, orderNumberFrom, tabFrom } from "./production-paths.ts";
import { failureStatus, failureText } from "../components/form/api-failure.ts";
import { SeamstressAssignmentsTab } from "./seamstress-assignments-tab.tsx";
import { StatusSetDialog } from "./status-set-dialog.tsx";
import { useProductionResource } from "./use-production-resource.ts";
import "./production.css";

export type OrderScreenProps = { readonly stage: Stage };

/**
 * /atendimentos/:id (geral, itens, documentos), /artes/:id ... /expedicao/:id (itens, documentos) and
 * /confeccao/:id (plus costureiras), spec 2.7: the order, its tabs, its history, and the conference that sends
 * it on or returns it. The page follows the realtime channel: a change by anyone shows within a second.
 */
export function OrderScreen({ stage }: OrderScreenProps) {
  const params = useParams();
  const orderNumber = orderNumberFrom(params.id);
  const tab = tabFrom(stage.slug, params.tab);
  if (orderNumber === null || tab === null) return <ErrorContent status={404} />;
  return <OrderPage key={orderNumber} stage={stage} orderNumber={orderNumber} tab={tab} />;
}

type OrderPageProps = { readonly stage: Stage; readonly orderNumber: number; readonly tab: OrderTab };

function OrderPage({ stage, orderNumber, tab }: OrderPageProps) {
  const { t } = useTranslation(["production", "common"]);
  /** This page is moving the order itself: its own move's event needs no reload, the page is being left. */
  const moving = useRef(false);
  const permissions = useSessionUser()?.permissions ?? [];
  /** Where the order went when someone moved it to a stage this user does not see (no reload: it would be 403). */
  const [movedAway, setMovedAway] = useState<number | null>(null);
  /** The order's id once loaded: realtime events name orders by id. */
  const orderId = useRef<number | null>(null);
  const resource = useProductionResource(
    async (signal) => {
      const found = await getAttendanceByNumber(orderNumber, signal);
      orderId.current = found.id;
      return found;
    },
    (change) => {
      if (moving.current || orderId.current === null || !orderAffected(orderId.current, change)) return false;
      if (change.kind === "moved" && !canViewStatus(permissions, change.event.to)) {
        setMovedAway(change.event.to);
        return false;
      }
      setMovedAway(null);
      return true;
    },
  );
  const order = useSelector(resource, (s) => s.context.data);
  const loading = useSelector(resource, (s) => s.hasTag("loading"));
  const failed = useSelector(resource, (s) => (s.hasTag("failed") ? s.context.error : null));
  const stale = useSelector(resource, (s) => s.hasTag("stale"));

  if (loading) {
    return (
      <p className="production-loading" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("common:status.loading")}
      </p>
    );
  }
  if (failed !== null || order === null) {
    const status = failureStatus(failed);
    if (status === 404 || status === 403) return <ErrorContent status={status} />;
    return (
      <div className="production-page">
        <Message severity="error" role="alert" text={failureText(t, failed, "production:order.load-failed")} />
        <Button
          type="button"
          label={t("common:actions.retry")}
          icon="pi pi-refresh"
          outlined
          onClick={() => resource.send({ type: "retry" })}
        />
      </div>
    );
  }
  return (
    <OrderView
      stage={stage}
      order={order}
      tab={tab}
      stale={stale}
      movedAway={movedAway}
      adopt={(fresh) => resource.send({ type: "adopt", data: fresh })}
      reload={() => resource.send({ type: "reload" })}
      onMoving={(value) => {
        moving.current = value;
      }}
    />
  );
}

type OrderViewProps = {
  readonly stage: Stage;
  readonly order: AttendanceDetail;
  readonly tab: OrderTab;
  readonly stale: boolean;
  readonly movedAway: number | null;
  readonly adopt: (order: AttendanceDetail) => void;
  readonly reload: () => void;
  readonly onMoving: (moving: boolean) => void;
};

function OrderView({ stage, order, tab, stale, movedAway, adopt, reload, onMoving }: OrderViewProps) {
  const { t } = useTranslation(["production", "common"]);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  /** The status the conference was opened for: it closes by itself when someone else moved the order meanwhile. */
  const [conferring, setConferring] = useState<number | null>(null);
  const [settingStatus, setSettingStatus] = useState(false);
  const permissions = useSessionUser()?.permissions ?? [];
  const open = !isClosedStatus(order.status_id);
  const canConfer = open && order.status_id === stage.statusId && movedAway === null;
  const awayName = movedAway === null ? null : statusOf(movedAway);
  const serviceDesk = stage.slug === "atendimentos";
  const canSetStatus = serviceDesk && can(permissions, DIRECT_STATUS_REQUIREMENT);

  const done = (output: ConferenceOutput) => {
    const step = output.order.status_name;
    const notice =
      output.direction === "forward"
        ? t("conference.sent", { number: output.order.number, step })
        : t("conference.returned", { number: output.order.number, step });
    const state: FlashState = { notice };
    void navigate(localized(output.route), { state });
  };

  return (
    <div className="production-page production-order">
      <OrderSummary order={order} stage={stage} onConfer={canConfer ? () => setConferring(order.status_id) : undefined}>
        <LiveStatus stale={stale} />
        {canSetStatus ? (
          <Button
            type="button"
            icon="pi pi-sync"
            label={t("status.set")}
            outlined
            onClick={() => setSettingStatus(true)}
          />
        ) : null}
      </OrderSummary>
      {awayName ? (
        <Message
          severity="info"
          role="status"
          className="production-notice"
          text={t("order.moved-away", { stage: t(awayName.nameKey) })}
        />
      ) : null}
      <div className="production-order__layout">
        <div className="production-order__main">
          <OrderTabs
            slug={stage.slug}
            orderNumber={order.number}
            current={tab}
            counts={{ itens: order.items.length, documentos: order.documents.length }}
          />
          <div className="production-order__panel">
            {tab === "geral" ? (
              <OrderGeneralForm
                order={order}
                disabled={!open}
                save={(values) => updateAttendance(order.id, generalBody(values))}
                onSaved={adopt}
                submitLabel={t("general.save")}
              />
            ) : null}
            {tab === "itens" ? <OrderItemsTab order={order} editable={serviceDesk && open} onChanged={adopt} /> : null}
            {tab === "documentos" ? <OrderDocumentsTab order={order} editable={open} onChanged={reload} /> : null}
            {tab === "costureiras" ? <SeamstressAssignmentsTab order={order} onChanged={adopt} /> : null}
          </div>
        </div>
        <aside className="production-order__aside">
          <OrderHistory activities={order.activities} />
        </aside>
      </div>
      {settingStatus ? (
        <StatusSetDialog order={order} onHide={() => setSettingStatus(false)} onChanged={adopt} />
      ) : null}
      {conferring !== null ? (
        <ConferenceDialog
          key={order.items.map((item) => item.id).join(",")}
          order={order}
          stillOpen={order.status_id === conferring}
          onMoving={onMoving}
          onHide={() => setConferring(null)}
          onDone={done}
        />
      ) : null}
    </div>
  );
}

function orderScreen(stage: Stage): ComponentType {
  const Screen = () => <OrderScreen stage={stage} />;
  Screen.displayName = `OrderScreen(${stage.slug})`;
  return Screen;
}

/** One order page per stage for the route table. */
export const ORDER_SCREENS = Object.fromEntries(STAGES.map((stage) => [stage.slug, orderScreen(stage)])) as Record<
  StageSlug,
  ComponentType
>;
