import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UnitGroup, UnitGroupInput } from "../../schemas/franchise.ts";
import {
  createUnitGroup,
  deleteUnitGroup,
  franchiseOptions,
  listUnitGroups,
  updateUnitGroup,
} from "../../services/api/franchise.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { UnitGroupDialog } from "./unit-group-dialog.tsx";
import { unitGroupColumns } from "./unit-group-columns.tsx";
import "./franchise.css";

type GroupWrite = { readonly id: number | null; readonly values: UnitGroupInput };

/** /grupos-de-unidades (FMA 2): the network's unit groups; add and edit them in a dialog, delete after 'Tem certeza?'. */
export function UnitGroupsScreen() {
  const { t } = useTranslation(["franchise", "table", "common"]);
  const [editing, setEditing] = useState<UnitGroup | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const { data: options } = useResourceData(useResource(franchiseOptions));

  const write = useSaveActor(
    ({ id, values }: GroupWrite) => (id === null ? createUnitGroup(values) : updateUnitGroup(id, values)),
    (_, { id }) => {
      setEditing(null);
      setNotice(t(id === null ? "groups.created" : "groups.saved"));
      setChanges((n) => n + 1);
    },
  );
  const writing = useSelector(write, (s) => s.hasTag("busy"));
  const writeFailure = useSelector(write, (s) => s.context.failure);

  const removal = useSaveActor(
    (group: UnitGroup) => deleteUnitGroup(group.id),
    (result) => {
      setNotice(t("groups.deleted", { name: result.name }));
      setChanges((n) => n + 1);
    },
  );
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const target = useSelector(removal, (s) => s.context.request);

  const columns = useMemo(
    () =>
      unitGroupColumns(t, {
        edit: (group) => {
          write.send({ type: "dismiss" });
          setEditing(group);
        },
        remove: (group) => removal.send({ type: "ask", request: group }),
        busy: removing,
      }),
    [t, write, removal, removing],
  );

  return (
    <div className="franchise-page">
      <div className="franchise-page__bar">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("groups.new")}
          onClick={() => {
            write.send({ type: "dismiss" });
            setEditing("new");
          }}
        />
      </div>
      {notice ? <Message severity="success" role="status" text={notice} /> : null}
      {removeFailure ? (
        <Message severity="error" role="alert" text={failureText(t, removeFailure, "franchise:groups.delete-failed")} />
      ) : null}
      <DataTable
        key={changes}
        id="unit-groups"
        columns={columns}
        fetchPage={listUnitGroups}
        dataKey="id"
        fileName={t("groups.file-name")}
        label={t("groups.title")}
      />
      {editing !== null ? (
        <UnitGroupDialog
          key={editing === "new" ? "new" : editing.id}
          group={editing === "new" ? undefined : editing}
          units={options?.units ?? []}
          busy={writing}
          failure={writeFailure}
          onHide={() => setEditing(null)}
          onSubmit={(values) =>
            write.send({ type: "submit", request: { id: editing === "new" ? null : editing.id, values } })
          }
        />
      ) : null}
      <ConfirmDialog
        group="delete-unit-group"
        visible={confirming}
        header={t("groups.delete-title")}
        message={t("groups.delete-message", { name: target?.name ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("groups.delete-accept")}
        rejectLabel={t("groups.delete-reject")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </div>
  );
}
