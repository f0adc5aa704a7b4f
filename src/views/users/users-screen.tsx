import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { listUsers } from "../../services/api/users.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { userColumns } from "./user-columns.tsx";

/** /usuarios: the network account's users (spec 2.2, 2.9 USR 1). */
export function UsersScreen() {
  const { t } = useTranslation(["users", "table", "common"]);
  const columns = useMemo(() => userColumns(t), [t]);
  // The page title is the top bar's heading (route table); the table carries it as its name.
  return (
    <DataTable
      id="users"
      columns={columns}
      fetchPage={listUsers}
      dataKey="id"
      period="all-dates"
      fileName={t("users:file-name")}
      label={t("users:title")}
    />
  );
}
