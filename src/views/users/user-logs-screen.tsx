import { Button } from "primereact/button";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { UserLogRow } from "../../schemas/audit.ts";
import { getUserLogFilters, listUserLogs } from "../../services/api/audit.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { userLogColumns, type UserLogSortField } from "./user-log-columns.tsx";
import { UserLogDetail } from "./user-log-detail.tsx";
import { filtersOfUrl, UserLogFilterPanel, withFilters } from "./user-log-filters.tsx";
import "./user-logs.css";

/** /user-logs: the network's audit log (spec 2.2, 2.9 USR 3), this month by default, newest first. */
export function UserLogsScreen() {
  const { t } = useTranslation(["audit", "table", "common"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const [opened, setOpened] = useState<UserLogRow | null>(null);
  // The "Ver alterações" button that opened the dialog gets the focus back when it closes (Esc or Fechar).
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((row: UserLogRow) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened(row);
  }, []);
  const close = useCallback(() => {
    setOpened(null);
    setTimeout(() => opener.current?.focus(), 0);
  }, []);
  const { data: options } = useResourceData(useResource(getUserLogFilters));
  const columns = useMemo(() => userLogColumns(t, open), [t, open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    (request: ListRequest<UserLogSortField>, signal?: AbortSignal) => listUserLogs({ ...request, ...filters }, signal),
    [filtersKey],
  );
  const active = Object.keys(filters).length;
  return (
    <>
      <div className="user-logs-toolbar">
        <Button
          type="button"
          icon="pi pi-filter"
          label={t("filters.open")}
          outlined
          badge={active > 0 ? String(active) : undefined}
          aria-label={active > 0 ? `${t("filters.open")}: ${t("filters.active", { count: active })}` : undefined}
          onClick={() => setPanel(true)}
        />
      </div>
      {/* Other filters, another list: the table starts again from the URL (its first page). */}
      <DataTable
        key={filtersKey}
        id="user-logs"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="current-month"
        fileName={t("file-name")}
        label={t("title")}
      />
      <UserLogFilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        applied={filters}
        options={options}
        onApply={(next) => setParams(withFilters(params, next))}
      />
      {opened ? <UserLogDetail row={opened} onHide={close} /> : null}
    </>
  );
}
