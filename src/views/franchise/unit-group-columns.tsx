import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import type { UnitGroup, UnitGroupListQuery } from "../../schemas/franchise.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type UnitGroupSortField = NonNullable<UnitGroupListQuery["sort_field"]>;

export type UnitGroupActions = {
  readonly edit: (group: UnitGroup) => void;
  readonly remove: (group: UnitGroup) => void;
  readonly busy: boolean;
};

/** /grupos-de-unidades: name, description, units, active, and the edit / delete buttons. */
export function unitGroupColumns(
  t: TFunction,
  actions: UnitGroupActions,
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
    {
      field: "actions",
      header: "franchise:groups.columns.actions",
      text: () => "",
      body: (g) => (
        <span className="franchise-row-actions">
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            rounded
            disabled={actions.busy}
            aria-label={t("franchise:groups.edit-named", { name: g.name })}
            onClick={() => actions.edit(g)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            disabled={actions.busy}
            aria-label={t("franchise:groups.delete-named", { name: g.name })}
            onClick={() => actions.remove(g)}
          />
        </span>
      ),
    },
  ];
}
