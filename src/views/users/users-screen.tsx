import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserListItem } from "../../schemas/users.ts";
import { listUsers } from "../../services/api/users.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { type FirstPageSetup, prefetchFirstPage } from "../components/data-table/first-page.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { USER_SORT_FIELDS, type UserSortField, userColumns } from "./user-columns.tsx";
import { userPath } from "./user-paths.ts";
import "./users.css";

const FIRST_PAGE: FirstPageSetup<UserListItem, UserSortField> = {
  fetchPage: listUsers,
  sortFields: USER_SORT_FIELDS,
  period: "all-dates",
};

// The list's first page is asked for as soon as this screen's code arrives, alongside the route's guards and
// texts; the table takes the answer when it renders (a production-build optimisation: tests see plain loads).
if (import.meta.env.PROD && typeof window !== "undefined") prefetchFirstPage(FIRST_PAGE, window.location.search);

/** /usuarios: the network account's users (spec 2.2, 2.9 USR 1); `Novo` opens a new one (USR 1 level 2). */
export function UsersScreen() {
  const { t } = useTranslation(["users", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(() => userColumns(t, (user: UserListItem) => localized(userPath(user.id))), [t, localized]);
  // The page title is the top bar's heading (route table); the table carries it as its name.
  return (
    <div className="users-page">
      <div className="users-page__bar">
        <Link to={localized(userPath(null))} className="p-button p-component users-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("users:new")}</span>
        </Link>
      </div>
      <DataTable
        id="users"
        columns={columns}
        fetchPage={listUsers}
        dataKey="id"
        period={FIRST_PAGE.period}
        fileName={t("users:file-name")}
        label={t("users:title")}
      />
    </div>
  );
}
