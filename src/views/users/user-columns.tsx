import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { UserListItem, UserListQuery } from "../../schemas/users.ts";
import { displayDate } from "../../services/format.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type UserSortField = NonNullable<UserListQuery["sort_field"]>;

const createdAt = (user: UserListItem): Date => new Date(user.created_at);

/** The columns a header click sorts by, in column order (the `sortable` ones below). */
export const USER_SORT_FIELDS: ReadonlyArray<UserSortField> = ["name", "login", "email", "active", "created_at"];

/** The /usuarios columns: name (the link to the user's page), login, e-mail, units, active; the sign-up date on demand. */
export function userColumns(
  t: TFunction,
  hrefOf: (user: UserListItem) => string,
): ReadonlyArray<DataTableColumn<UserListItem, UserSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    {
      field: "name",
      header: "users:columns.name",
      sortable: true,
      text: (user) => user.name,
      body: (user) => (
        <Link to={hrefOf(user)} className="user-link" aria-label={t("users:open", { name: user.name })}>
          {user.name}
        </Link>
      ),
    },
    { field: "login", header: "users:columns.login", sortable: true, text: (user) => user.login },
    { field: "email", header: "users:columns.email", sortable: true, text: (user) => user.email },
    { field: "companies", header: "users:columns.units", text: (user) => user.companies.join(", ") },
    {
      field: "active",
      header: "users:columns.active",
      sortable: true,
      text: (user) => yesNo(user.active),
      body: (user) => <BooleanTag value={user.active} />,
    },
    {
      field: "created_at",
      header: "users:columns.created-at",
      sortable: true,
      hidden: true,
      text: (user) => displayDate(createdAt(user)),
      excel: (user) => ({ value: createdAt(user), format: "dd/mm/yyyy" }),
    },
  ];
}
