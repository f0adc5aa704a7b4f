import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useCallback, useMemo, useState } from "react";
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
import { LiveStatus } from "./live-status.tsx";
import { seamstressesAffected } from "./production-events.ts";
import { failureText } from "../components/form/api-failure.ts";
import { type SeamstressSortField, seamstressColumns } from "./seamstress-columns.tsx";
import { SeamstressFormDialog } from "./seamstress-form-dialog.tsx";
import { useLiveTable } from "./use-live-table.ts";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";
import "./production.css";

type SeamstressWrite = { readonly id: number | null; readonly values: SeamstressInput };

/** /costureiras (SLK 8): the network's seamstresses; add, edit and deactivate them. */
export function SeamstressesScreen() {
  const { t } = useTranslation(["production", "app", "table", "common"]);
  const [editing, setEditing] = useState<Seamstress | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const live = useLiveTable(seamstressesAffected);
  const [changes, setChanges] = useState(0);
  const { loaded } = live;

  const write = useProductionSave(
    ({ id, values }: SeamstressWrite) => (id === null ? createSeamstress(values) : updateSeamstress(id, values)),
    () => {
      setEditing(null);
      setNotice(t("seamstresses.saved"));
      setChanges((n) => n + 1);
    },
  );
  const writing = useSelector(write, (s) => s.hasTag("busy"));
  const writeFailure = useSelector(write, (s) => s.context.failure);

  const deactivation = useProductionSave(
    (seamstress: Seamstress) => deactivateSeamstress(seamstress.id),
    (result) => {
      setNotice(t("seamstresses.deactivated", { name: result.name }));
      setChanges((n) => n + 1);
    },
  );
  const confirming = useSelector(deactivation, (s) => s.hasTag("confirming"));
  const deactivating = useSelector(deactivation, (s) => s.hasTag("busy"));
  const deactivateFailure = useSelector(deactivation, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const target = useSelector(deactivation, (s) => s.context.request);

  const columns = useMemo(
    () =>
      seamstressColumns(t, {
        edit: (seamstress) => {
          write.send({ type: "dismiss" });
          setEditing(seamstress);
        },
        deactivate: (seamstress) => deactivation.send({ type: "ask", request: seamstress }),
        busy: deactivating,
      }),
    [t, write, deactivation, deactivating],
  );
  const fetchPage = useCallback(
    (request: ListRequest<SeamstressSortField>, signal?: AbortSignal) =>
      listSeamstresses(request, signal).finally(loaded),
    [loaded],
  );

  return (
    <div className="production-page">
      <div className="production-page__bar">
        <LiveStatus />
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("seamstresses.new")}
          onClick={() => {
            write.send({ type: "dismiss" });
            setEditing("new");
          }}
        />
      </div>
      {notice ? <Message severity="success" role="status" text={notice} className="production-notice" /> : null}
      {deactivateFailure ? (
        <Message
          severity="error"
          role="alert"
          className="production-notice"
          text={failureText(t, deactivateFailure, "production:seamstresses.deactivate-failed")}
        />
      ) : null}
      <div className="production-list" {...live.wrapper}>
        <DataTable
          key={`${live.generation}-${changes}`}
          id="production-seamstresses"
          columns={columns}
          fetchPage={fetchPage}
          dataKey="id"
          fileName={t("seamstresses.file-name")}
          label={t("app:titles.production.seamstresses")}
        />
      </div>
      {editing !== null ? (
        <SeamstressFormDialog
          key={editing === "new" ? "new" : editing.id}
          seamstress={editing === "new" ? undefined : editing}
          busy={writing}
          failure={writeFailure}
          onHide={() => setEditing(null)}
          onSubmit={(values) =>
            write.send({ type: "submit", request: { id: editing === "new" ? null : editing.id, values } })
          }
        />
      ) : null}
      <ConfirmDialog
        group="deactivate-seamstress"
        className="production-confirm"
        visible={confirming}
        header={t("seamstresses.deactivate-title")}
        message={t("seamstresses.deactivate-message", { name: target?.name ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("seamstresses.deactivate-accept")}
        rejectLabel={t("seamstresses.deactivate-reject")}
        acceptClassName="p-button-danger"
        accept={() => deactivation.send({ type: "confirm" })}
        reject={() => deactivation.send({ type: "cancel" })}
        onHide={() => deactivation.send({ type: "cancel" })}
      />
    </div>
  );
}
