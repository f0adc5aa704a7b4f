import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import type { UserLogListQuery, UserLogRow } from "../../schemas/audit.ts";
import { activityTime } from "../../services/format.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { actionText, changesText, diffOf, moduleText, recordText } from "./user-log-texts.ts";

export type UserLogSortField = NonNullable<UserLogListQuery["sort_field"]>;

export const USER_LOG_SORT_FIELDS: ReadonlyArray<UserLogSortField> = [
  "created_at",
  "user",
  "company",
  "module",
  "entity",
  "action",
];

/** How many fields and permissions a row changed, on its "Ver alterações" button. */
function countText(t: TFunction, row: UserLogRow) {
  const { changes, permissions } = diffOf(row);
  return [
    changes.length > 0 ? t("audit:detail.summary-fields", { count: changes.length }) : "",
    permissions.length > 0 ? t("audit:detail.summary-permissions", { count: permissions.length }) : "",
  ]
    .filter((part) => part !== "")
    .join(", ");
}

/** The /user-logs columns: when, user, unit, module, record, action, changes; the IP on demand. */
export function userLogColumns(
  t: TFunction,
  open: (row: UserLogRow) => void,
): ReadonlyArray<DataTableColumn<UserLogRow, UserLogSortField>> {
  return [
    {
      field: "created_at",
      header: "audit:columns.when",
      sortable: true,
      nowrap: true,
      text: (row) => activityTime(new Date(row.created_at)),
      excel: (row) => ({ value: new Date(row.created_at), format: "dd/mm/yyyy hh:mm" }),
    },
    {
      field: "user",
      header: "audit:columns.user",
      sortable: true,
      text: (row) => row.user ?? t("audit:detail.nobody"),
    },
    { field: "company", header: "audit:columns.unit", sortable: true, text: (row) => row.company ?? "" },
    { field: "module", header: "audit:columns.module", sortable: true, text: (row) => moduleText(t, row.module) },
    { field: "entity", header: "audit:columns.entity", sortable: true, text: (row) => recordText(t, row) },
    { field: "action", header: "audit:columns.action", sortable: true, text: (row) => actionText(t, row.action) },
    { field: "ip", header: "audit:columns.ip", hidden: true, text: (row) => row.ip },
    {
      field: "details",
      header: "audit:columns.details",
      text: (row) => changesText(t, row),
      body: (row) => {
        const count = countText(t, row);
        return count === "" ? null : (
          <Button
            type="button"
            link
            size="small"
            className="p-0"
            label={count}
            aria-label={`${t("audit:detail.open")}: ${count}`}
            onClick={() => open(row)}
          />
        );
      },
    },
  ];
}
