import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { UserListItem } from "../../schemas/users.ts";
import { listUsers } from "../../services/api/users.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { type FirstPageSetup, prefetchFirstPage } from "../components/data-table/first-page.ts";
import { USER_SORT_FIELDS, type UserSortField, userColumns } from "./user-columns.tsx";

const FIRST_PAGE: FirstPageSetup<UserListItem, UserSortField> = {
  fetchPage: listUsers,
  sortFields: USER_SORT_FIELDS,
  period: "all-dates",
};

// The list's first page is asked for as soon as this screen's code arrives, alongside the route's guards and
// texts; the table takes the answer when it renders (a production-build optimisation: tests see plain loads).
if (import.meta.env.PROD && typeof window !== "undefined") prefetchFirstPage(FIRST_PAGE, window.location.search);

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
      period={FIRST_PAGE.period}
      fileName={t("users:file-name")}
      label={t("users:title")}
    />
  );
}
