import { Button } from "primereact/button";
import { useMemo } from "react";
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
import { ModalListNotices, RemovalConfirm } from "../components/modal-list/removal-confirm.tsx";
import { useModalList } from "../components/modal-list/use-modal-list.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { UnitGroupDialog } from "./unit-group-dialog.tsx";
import { unitGroupColumns } from "./unit-group-columns.tsx";
import "./franchise.css";

/** /grupos-de-unidades (FMA 2): the network's unit groups; add and edit them in a dialog, delete after 'Tem certeza?'. */
export function UnitGroupsScreen() {
  const { t } = useTranslation(["franchise", "table", "common"]);
  const { data: options } = useResourceData(useResource(franchiseOptions));
  const list = useModalList({
    save: ({ id, values }: { id: number | null; values: UnitGroupInput }) =>
      id === null ? createUnitGroup(values) : updateUnitGroup(id, values),
    savedNotice: (_, { id }) => t(id === null ? "groups.created" : "groups.saved"),
    remove: (group: UnitGroup) => deleteUnitGroup(group.id),
    removedNotice: (result) => t("groups.deleted", { name: result.name }),
  });
  const columns = useMemo(() => unitGroupColumns(t, list.actions), [t, list.actions]);

  return (
    <div className="franchise-page">
      <div className="franchise-page__bar">
        <Button type="button" icon="pi pi-plus" label={t("groups.new")} onClick={() => list.open("new")} />
      </div>
      <ModalListNotices list={list} texts="franchise:groups.delete" />
      <DataTable
        key={list.changes}
        id="unit-groups"
        columns={columns}
        fetchPage={listUnitGroups}
        dataKey="id"
        fileName={t("groups.file-name")}
        label={t("groups.title")}
      />
      {list.editing ? (
        <UnitGroupDialog key={list.editing.key} group={list.editing.row} units={options?.units ?? []} {...list.form} />
      ) : null}
      <RemovalConfirm list={list} texts="franchise:groups.delete" group="delete-unit-group" />
    </div>
  );
}
