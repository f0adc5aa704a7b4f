import type { TFunction } from "i18next";
import type { Seamstress, SeamstressListQuery } from "../../schemas/production.ts";
import { displayDate } from "../../services/format.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { actionsColumn, type RowActions } from "../components/modal-list/actions-column.tsx";
import { instantOf } from "./order-values.ts";

export type SeamstressSortField = NonNullable<SeamstressListQuery["sort_field"]>;

/** /costureiras: name, phone, active, pieces now in sewing, and the edit / deactivate buttons. */
export function seamstressColumns(
  t: TFunction,
  actions: RowActions<Seamstress>,
): ReadonlyArray<DataTableColumn<Seamstress, SeamstressSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    { field: "name", header: "production:seamstresses.columns.name", sortable: true, text: (s) => s.name },
    { field: "phone", header: "production:seamstresses.columns.phone", text: (s) => s.phone },
    {
      field: "active",
      header: "production:seamstresses.columns.active",
      text: (s) => yesNo(s.active),
      body: (s) => <BooleanTag value={s.active} />,
    },
    {
      field: "pieces_in_progress",
      header: "production:seamstresses.columns.pieces",
      sortable: true,
      text: (s) => String(s.pieces_in_progress),
    },
    {
      field: "created_at",
      header: "production:seamstresses.columns.created-at",
      sortable: true,
      hidden: true,
      text: (s) => {
        const date = instantOf(s.created_at);
        return date ? displayDate(date) : "";
      },
    },
    actionsColumn(
      t,
      {
        header: "production:seamstresses.columns.actions",
        edit: "production:seamstresses.edit-named",
        remove: "production:seamstresses.deactivate-named",
        className: "production-row-actions",
        removeIcon: "pi pi-ban",
        removable: (s) => s.active,
      },
      actions,
    ),
  ];
}
