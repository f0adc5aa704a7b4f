import { Button } from "primereact/button";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Seamstress, SeamstressInput } from "../../schemas/production.ts";
import {
  createSeamstress,
  deactivateSeamstress,
  listSeamstresses,
  updateSeamstress,
} from "../../services/api/production.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { ModalListNotices, RemovalConfirm } from "../components/modal-list/removal-confirm.tsx";
import { useModalList } from "../components/modal-list/use-modal-list.ts";
import { LiveStatus } from "./live-status.tsx";
import { seamstressesAffected } from "./production-events.ts";
import { type SeamstressSortField, seamstressColumns } from "./seamstress-columns.tsx";
import { SeamstressFormDialog } from "./seamstress-form-dialog.tsx";
import { useLiveTable } from "./use-live-table.ts";
import "./production.css";

/** /costureiras (SLK 8): the network's seamstresses; add, edit and deactivate them. */
export function SeamstressesScreen() {
  const { t } = useTranslation(["production", "app", "table", "common"]);
  const live = useLiveTable(seamstressesAffected);
  const { loaded } = live;
  const list = useModalList({
    save: ({ id, values }: { id: number | null; values: SeamstressInput }) =>
      id === null ? createSeamstress(values) : updateSeamstress(id, values),
    savedNotice: () => t("seamstresses.saved"),
    remove: (seamstress: Seamstress) => deactivateSeamstress(seamstress.id),
    removedNotice: (result) => t("seamstresses.deactivated", { name: result.name }),
  });
  const columns = useMemo(() => seamstressColumns(t, list.actions), [t, list.actions]);
  const fetchPage = useCallback(
    (request: ListRequest<SeamstressSortField>, signal?: AbortSignal) =>
      listSeamstresses(request, signal).finally(loaded),
    [loaded],
  );

  return (
    <div className="production-page">
      <div className="production-page__bar">
        <LiveStatus />
        <Button type="button" icon="pi pi-plus" label={t("seamstresses.new")} onClick={() => list.open("new")} />
      </div>
      <ModalListNotices list={list} texts="production:seamstresses.deactivate" className="production-notice" />
      <div className="production-list" {...live.wrapper}>
        <DataTable
          key={`${live.generation}-${list.changes}`}
          id="production-seamstresses"
          columns={columns}
          fetchPage={fetchPage}
          dataKey="id"
          fileName={t("seamstresses.file-name")}
          label={t("app:titles.production.seamstresses")}
        />
      </div>
      {list.editing ? (
        <SeamstressFormDialog key={list.editing.key} seamstress={list.editing.row} {...list.form} />
      ) : null}
      <RemovalConfirm
        list={list}
        texts="production:seamstresses.deactivate"
        group="deactivate-seamstress"
        className="production-confirm"
      />
    </div>
  );
}
