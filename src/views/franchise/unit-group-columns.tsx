import type { TFunction } from "i18next";
import type { UnitGroup, UnitGroupListQuery } from "../../schemas/franchise.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { actionsColumn, type RowActions } from "../components/modal-list/actions-column.tsx";

export type UnitGroupSortField = NonNullable<UnitGroupListQuery["sort_field"]>;

/** /grupos-de-unidades: name, description, units, active, and the edit / delete buttons. */
export function unitGroupColumns(
  t: TFunction,
  actions: RowActions<UnitGroup>,
): ReadonlyArray<DataTableColumn<UnitGroup, UnitGroupSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  const unitNames = (group: UnitGroup) =>
    group.units.length ? group.units.map((u) => u.name).join(", ") : t("franchise:groups.no-units");
  return [
    { field: "name", header: "franchise:groups.columns.name", sortable: true, text: (g) => g.name },
    { field: "description", header: "franchise:groups.columns.description", text: (g) => g.description },
    { field: "units", header: "franchise:groups.columns.units", sortable: true, text: unitNames },
    {
      field: "active",
      header: "franchise:groups.columns.active",
      sortable: true,
      text: (g) => yesNo(g.active),
      body: (g) => <BooleanTag value={g.active} />,
    },
    actionsColumn(
      t,
      {
        header: "franchise:groups.columns.actions",
        edit: "franchise:groups.edit-named",
        remove: "franchise:groups.delete-named",
        className: "franchise-row-actions",
      },
      actions,
    ),
  ];
}
