import { Button } from "primereact/button";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerGroup, CustomerGroupInput } from "../../schemas/customers.ts";
import {
  createCustomerGroup,
  deleteCustomerGroup,
  listCustomerGroups,
  updateCustomerGroup,
} from "../../services/api/customers.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { ModalListNotices, RemovalConfirm } from "../components/modal-list/removal-confirm.tsx";
import { useModalList } from "../components/modal-list/use-modal-list.ts";
import { customerGroupColumns } from "./customer-group-columns.tsx";
import { CustomerGroupDialog } from "./customer-group-dialog.tsx";
import "./customers.css";

/** /grupos-de-clientes (CUS 2): the network's customer groups; add, rename, deactivate in a dialog, delete after 'Tem certeza?'. */
export function CustomerGroupsScreen() {
  const { t } = useTranslation(["customers", "table", "common"]);
  const list = useModalList({
    save: ({ id, values }: { id: number | null; values: CustomerGroupInput }) =>
      id === null ? createCustomerGroup(values) : updateCustomerGroup(id, values),
    savedNotice: (_, { id }) => t(id === null ? "groups.created" : "groups.saved"),
    remove: (group: CustomerGroup) => deleteCustomerGroup(group.id),
    removedNotice: (result) => t("groups.deleted", { name: result.name }),
  });
  const columns = useMemo(() => customerGroupColumns(t, list.actions), [t, list.actions]);

  return (
    <div className="customers-page">
      <div className="customers-page__bar">
        <Button type="button" icon="pi pi-plus" label={t("groups.new")} onClick={() => list.open("new")} />
      </div>
      <ModalListNotices list={list} texts="customers:groups.delete" />
      <DataTable
        key={list.changes}
        id="customer-groups"
        columns={columns}
        fetchPage={listCustomerGroups}
        dataKey="id"
        fileName={t("groups.file-name")}
        label={t("groups.title")}
      />
      {list.editing ? <CustomerGroupDialog key={list.editing.key} group={list.editing.row} {...list.form} /> : null}
      <RemovalConfirm list={list} texts="customers:groups.delete" group="delete-customer-group" />
    </div>
  );
}
