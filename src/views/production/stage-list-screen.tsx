import { Message } from "primereact/message";
import { type ComponentType, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Stage, STAGES, type StageSlug } from "../../domain/production.ts";
import type { AttendanceListItem } from "../../schemas/production.ts";
import { listAttendances } from "../../services/api/production.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useFlashNotice } from "./flash-notice.ts";
import { LiveStatus } from "./live-status.tsx";
import { type OrderSortField, orderColumns } from "./order-columns.tsx";
import { stageListAffected } from "./production-events.ts";
import { NEW_ORDER_PATH, orderPath } from "./production-paths.ts";
import { useLiveTable } from "./use-live-table.ts";
import "./production.css";

export type StageListScreenProps = { readonly stage: Stage };

/**
 * /atendimentos, /artes, ... /expedicao (spec 2.2, 2.9 SLK 1 to 7): the orders now in one stage, in the shared
 * data table (search, period on the delivery date, sort, exports), late ones marked; each row opens the order's
 * page. It follows the realtime channel: an order sent here appears, one sent on disappears, without a reload.
 */
export function StageListScreen({ stage }: StageListScreenProps) {
  const { t } = useTranslation(["production", "app", "table", "common"]);
  const localized = useLocalizedPath();
  const notice = useFlashNotice();
  const live = useLiveTable((change) => stageListAffected(stage.statusId, change));
  const { loaded } = live;

  const columns = useMemo(
    () => orderColumns(t, (order: AttendanceListItem) => localized(orderPath(stage.slug, order.number))),
    [t, localized, stage.slug],
  );
  const fetchPage = useCallback(
    (request: ListRequest<OrderSortField>, signal?: AbortSignal) =>
      listAttendances({ ...request, stage: stage.slug }, signal).finally(loaded),
    [stage.slug, loaded],
  );
  const title = t(`app:titles.production.${stage.slug}`);

  return (
    <div className="production-page">
      <div className="production-page__bar">
        <LiveStatus />
        {stage.slug === "atendimentos" ? (
          <Link to={localized(NEW_ORDER_PATH)} className="p-button p-component production-button-link">
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t("production:list.new")}</span>
          </Link>
        ) : null}
      </div>
      {notice ? <Message severity="success" text={notice} className="production-notice" role="status" /> : null}
      <div className="production-list" {...live.wrapper}>
        <DataTable
          key={live.generation}
          id={`production-${stage.slug}`}
          columns={columns}
          fetchPage={fetchPage}
          dataKey="id"
          period="all-dates"
          fileName={stage.slug}
          label={title}
        />
      </div>
    </div>
  );
}

function stageScreen(stage: Stage): ComponentType {
  const Screen = () => <StageListScreen stage={stage} />;
  Screen.displayName = `StageListScreen(${stage.slug})`;
  return Screen;
}

/** One screen per stage for the route table. */
export const STAGE_LIST_SCREENS = Object.fromEntries(STAGES.map((stage) => [stage.slug, stageScreen(stage)])) as Record<
  StageSlug,
  ComponentType
>;
